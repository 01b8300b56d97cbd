
    CREATE TABLE games (
        id          INTEGER PRIMARY KEY,
        guild_id    INTEGER,
        channel_id  INTEGER NOT NULL,
        game        TEXT NOT NULL,
        status      TEXT NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'abandoned')),
        options     TEXT NOT NULL,
        host_id     INTEGER NOT NULL,
        players     TEXT NOT NULL,
        seed        INTEGER NOT NULL,
        state       TEXT,
        version     INTEGER NOT NULL DEFAULT 0,
        result      TEXT,
        created_at  REAL NOT NULL,
        updated_at  REAL NOT NULL,
        finished_at REAL
    );
    CREATE UNIQUE INDEX games_one_open_per_channel ON games (channel_id)
        WHERE status IN ('lobby', 'active');
    CREATE INDEX games_by_channel ON games (channel_id, id);
    CREATE TABLE actions (
        game_id        INTEGER NOT NULL REFERENCES games (id),
        seq            INTEGER NOT NULL,
        player         INTEGER NOT NULL,
        user_id        INTEGER,
        action         TEXT NOT NULL,
        interaction_id INTEGER UNIQUE,
        created_at     REAL NOT NULL,
        PRIMARY KEY (game_id, seq)
    );
    