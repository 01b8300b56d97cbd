
    ALTER TABLE game_players ADD COLUMN open BOOLEAN NOT NULL DEFAULT TRUE;
    UPDATE game_players AS p SET open = FALSE
        FROM games AS g WHERE g.id = p.game_id AND g.status NOT IN ('lobby', 'active');
    CREATE INDEX game_players_open_by_user ON game_players (user_id, game_id) WHERE open;
