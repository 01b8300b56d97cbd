
    -- Each player's DM channel with the bot, once opened: its id never changes, and discord.py
    -- keeps only the 128 most recent, so without it nearly every DM opened its channel first.
    CREATE TABLE dm_channels (
        user_id    INTEGER PRIMARY KEY,
        channel_id INTEGER NOT NULL
    );
