-- Tournaments: round robins and Swiss events whose games are ordinary correspondence games.

CREATE TABLE tournaments (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    organizer_id BIGINT NOT NULL REFERENCES users (id),
    system TEXT NOT NULL CHECK (system IN ('swiss', 'round_robin')),
    double_round_robin BOOLEAN NOT NULL DEFAULT FALSE,
    -- Swiss: as configured; round robin: set when it starts.
    rounds INTEGER,
    days_per_move SMALLINT NOT NULL CHECK (days_per_move BETWEEN 1 AND 14),
    rated BOOLEAN NOT NULL,
    max_players INTEGER CHECK (max_players IS NULL OR max_players >= 2),
    starts_at TIMESTAMPTZ,
    scoring TEXT NOT NULL CHECK (scoring IN ('1-½-0', '3-1-0')),
    tiebreaks TEXT[] NOT NULL,
    round_deadline_days INTEGER CHECK (round_deadline_days IS NULL OR round_deadline_days BETWEEN 1 AND 365),
    schedule TEXT NOT NULL DEFAULT 'by_round' CHECK (schedule IN ('by_round', 'all_at_once')),
    -- Players may still join while the round to be paired next is at most this (Swiss).
    late_join_until_round INTEGER NOT NULL DEFAULT 0,
    status TEXT NOT NULL DEFAULT 'registration' CHECK (status IN ('registration', 'running', 'finished')),
    current_round INTEGER NOT NULL DEFAULT 0,
    initial_colour TEXT CHECK (initial_colour IN ('white', 'black')),
    final_standings JSONB,
    end_note TEXT,
    created_at TIMESTAMPTZ NOT NULL,
    started_at TIMESTAMPTZ,
    finished_at TIMESTAMPTZ
);

CREATE INDEX tournaments_status_idx ON tournaments (status, id);

CREATE TABLE tournament_players (
    tournament_id BIGINT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    user_id BIGINT NOT NULL REFERENCES users (id),
    pairing_number INTEGER,
    rating_centi BIGINT NOT NULL,
    joined_at TIMESTAMPTZ NOT NULL,
    -- The first round this player takes part in (late entries get zero-point byes before it).
    first_round INTEGER NOT NULL DEFAULT 1,
    withdrawn_at TIMESTAMPTZ,
    -- Rounds after this one are not played by a withdrawn player.
    withdrawn_after_round INTEGER,
    -- Round robin: withdrew before half of their games, so their results are struck.
    results_struck BOOLEAN NOT NULL DEFAULT FALSE,
    PRIMARY KEY (tournament_id, user_id),
    UNIQUE (tournament_id, pairing_number)
);

CREATE INDEX tournament_players_user_idx ON tournament_players (user_id);

-- A round exists once it is paired; the key makes pairing a round happen once.
CREATE TABLE tournament_rounds (
    tournament_id BIGINT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    number INTEGER NOT NULL CHECK (number >= 1),
    paired_at TIMESTAMPTZ NOT NULL,
    deadline TIMESTAMPTZ,
    completed_at TIMESTAMPTZ,
    PRIMARY KEY (tournament_id, number)
);

-- One row per board (a game, or a result decided without one) and per bye.
CREATE TABLE tournament_pairings (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    tournament_id BIGINT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    round INTEGER NOT NULL,
    board INTEGER NOT NULL,
    white_id BIGINT NOT NULL REFERENCES users (id),
    -- NULL for a bye.
    black_id BIGINT REFERENCES users (id),
    -- 'game', 'pab' (pairing-allocated bye), 'half_bye', 'zero_bye', 'full_bye', 'rr_bye'
    -- (round robin: paired with the dummy).
    kind TEXT NOT NULL CHECK (kind IN ('game', 'pab', 'half_bye', 'zero_bye', 'full_bye', 'rr_bye')),
    game_id BIGINT UNIQUE REFERENCES games (id),
    -- '1-0', '0-1', '1/2-1/2', or a result without play: '+-', '-+', '--' (forfeits).
    result TEXT CHECK (result IN ('1-0', '0-1', '1/2-1/2', '+-', '-+', '--')),
    UNIQUE (tournament_id, round, board)
);

CREATE INDEX tournament_pairings_round_idx ON tournament_pairings (tournament_id, round);

-- Byes asked for ahead of a Swiss round.
CREATE TABLE tournament_bye_requests (
    tournament_id BIGINT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    user_id BIGINT NOT NULL REFERENCES users (id),
    round INTEGER NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('half_bye', 'zero_bye', 'full_bye')),
    created_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (tournament_id, user_id, round)
);

CREATE TABLE tournament_forbidden_pairs (
    tournament_id BIGINT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    first_id BIGINT NOT NULL REFERENCES users (id),
    second_id BIGINT NOT NULL REFERENCES users (id),
    created_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (tournament_id, first_id, second_id),
    CHECK (first_id < second_id)
);

-- Every organiser action, and what the system did on its own.
CREATE TABLE tournament_audit (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    tournament_id BIGINT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    actor_id BIGINT REFERENCES users (id),
    action TEXT NOT NULL,
    data JSONB NOT NULL,
    created_at TIMESTAMPTZ NOT NULL
);

CREATE INDEX tournament_audit_idx ON tournament_audit (tournament_id, id);

ALTER TABLE games
    ADD COLUMN tournament_id BIGINT REFERENCES tournaments (id),
    ADD COLUMN tournament_round INTEGER;

CREATE INDEX games_tournament_idx ON games (tournament_id, tournament_round) WHERE tournament_id IS NOT NULL;
