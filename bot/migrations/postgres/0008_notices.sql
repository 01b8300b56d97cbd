
    -- A player's own notices: one row per waiting seat and kind, whose `turn` says which wait it
    -- was sent for (a second process, or a restart, finds it and sends nothing), and `due_at`
    -- when it waits out the player's quiet hours (NULL once sent).
    CREATE TABLE notices (
        user_id BIGINT NOT NULL,
        game_id BIGINT NOT NULL,
        seat    INTEGER NOT NULL,
        kind    TEXT NOT NULL,
        turn    TEXT NOT NULL,
        due_at  DOUBLE PRECISION,
        PRIMARY KEY (user_id, game_id, seat, kind)
    );
    CREATE INDEX notices_by_due ON notices (due_at) WHERE due_at IS NOT NULL;
    -- When each player's daily digest is next due.
    CREATE TABLE digests (
        user_id BIGINT PRIMARY KEY,
        due_at  DOUBLE PRECISION NOT NULL
    );
    CREATE INDEX digests_by_due ON digests (due_at);
