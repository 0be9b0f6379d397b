DROP FUNCTION play_ordinary_move(BIGINT, INTEGER, BIGINT, BIGINT, TEXT, TEXT, TIMESTAMPTZ, TIMESTAMPTZ, JSONB);
DROP TABLE event_listeners;
ALTER TABLE events DROP COLUMN inserted_at;

CREATE TABLE moves (
    game_id BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply INTEGER NOT NULL CHECK (ply >= 1),
    path TEXT NOT NULL,
    played_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (game_id, ply)
);

INSERT INTO moves (game_id, ply, path, played_at)
SELECT g.id, m.ply::INTEGER, m.path, m.played_at
  FROM games g, unnest(g.move_paths, g.move_times) WITH ORDINALITY AS m (path, played_at, ply);

ALTER TABLE games
    DROP CONSTRAINT games_move_list_length,
    DROP COLUMN move_paths,
    DROP COLUMN move_times;
