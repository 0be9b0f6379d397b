DROP INDEX tournaments_pairing_due_idx;
ALTER TABLE tournaments DROP COLUMN pairing_due, DROP COLUMN pairing_leased_until;
