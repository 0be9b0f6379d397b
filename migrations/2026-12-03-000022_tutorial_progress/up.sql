-- The tutorial lessons a user has finished (the lesson ids of web/learn/lessons.json), so that
-- progress follows the player from one browser to another. Anonymous readers keep theirs in
-- the browser.
CREATE TABLE tutorial_progress (
    user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    lesson text NOT NULL CHECK (lesson ~ '^[a-z0-9-]{1,40}$'),
    done_at timestamptz NOT NULL,
    PRIMARY KEY (user_id, lesson)
);
