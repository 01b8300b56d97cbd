
    ALTER TABLE games ADD COLUMN next_due DOUBLE PRECISION;
    CREATE INDEX games_by_next_due ON games (next_due) WHERE next_due IS NOT NULL;
    CREATE TABLE game_players (
        game_id BIGINT NOT NULL REFERENCES games (id),
        seat    INTEGER NOT NULL,
        user_id BIGINT NOT NULL,
        PRIMARY KEY (game_id, seat)
    );
    CREATE INDEX game_players_by_user ON game_players (user_id, game_id);
    INSERT INTO game_players (game_id, seat, user_id)
        SELECT g.id, p.ord - 1, p.user_id::bigint
        FROM games g, jsonb_array_elements_text(g.players) WITH ORDINALITY AS p (user_id, ord);
    -- Active games are due at once: the first timer pass computes their real time from their clocks.
    UPDATE games SET next_due = 0 WHERE status = 'active';
    