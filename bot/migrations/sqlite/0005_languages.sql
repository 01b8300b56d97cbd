
    CREATE TABLE channel_languages (
        guild_id   INTEGER NOT NULL,
        channel_id INTEGER NOT NULL,
        language   TEXT NOT NULL,
        PRIMARY KEY (guild_id, channel_id)
    );
    