
    ALTER TABLE game_players ADD COLUMN open INTEGER NOT NULL DEFAULT 1;
    UPDATE game_players SET open = 0
        WHERE game_id IN (SELECT id FROM games WHERE status NOT IN ('lobby', 'active'));
    CREATE INDEX game_players_open_by_user ON game_players (user_id, game_id) WHERE open = 1;
