
    ALTER TABLE games ADD COLUMN meta JSONB NOT NULL DEFAULT '{}';
    CREATE TABLE user_settings (
        user_id  BIGINT PRIMARY KEY,
        settings JSONB NOT NULL DEFAULT '{}'
    );
    