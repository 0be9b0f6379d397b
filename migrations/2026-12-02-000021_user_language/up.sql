-- The language a user chose for the server's answers and e-mails (NULL: not chosen; answers
-- follow Accept-Language, e-mails are in English). The spellings are the API's.
ALTER TABLE users ADD COLUMN language text
    CHECK (language IN ('en', 'id', 'jv', 'sl', 'eu', 'sw'));
