
    CREATE TABLE channel_languages (
        guild_id   BIGINT NOT NULL,
        channel_id BIGINT NOT NULL,
        language   TEXT NOT NULL,
        PRIMARY KEY (guild_id, channel_id)
    );
    