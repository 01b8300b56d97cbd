
    ALTER TABLE games ADD COLUMN next_due REAL;
    CREATE INDEX games_by_next_due ON games (next_due) WHERE next_due IS NOT NULL;
    CREATE TABLE game_players (
        game_id INTEGER NOT NULL REFERENCES games (id),
        seat    INTEGER NOT NULL,
        user_id INTEGER NOT NULL,
        PRIMARY KEY (game_id, seat)
    );
    CREATE INDEX game_players_by_user ON game_players (user_id, game_id, seat);
    INSERT INTO game_players (game_id, seat, user_id)
        SELECT games.id, CAST(seats.key AS INTEGER), seats.value
        FROM games, json_each(games.players) AS seats;
    UPDATE games SET next_due = 0 WHERE status = 'active';
    