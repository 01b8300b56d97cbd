
    ALTER TABLE games ADD COLUMN meta TEXT NOT NULL DEFAULT '{}';
    CREATE TABLE user_settings (
        user_id  INTEGER PRIMARY KEY,
        settings TEXT NOT NULL DEFAULT '{}'
    );
    