
    CREATE TABLE player_records (
        user_id  BIGINT NOT NULL,
        guild_id BIGINT NOT NULL,
        game     TEXT NOT NULL,
        played   INTEGER NOT NULL,
        won      INTEGER NOT NULL,
        PRIMARY KEY (user_id, guild_id, game)
    );
    -- Games outside a server (in a DM) are counted under guild 0.
    INSERT INTO player_records (user_id, guild_id, game, played, won)
        SELECT p.user_id, COALESCE(g.guild_id, 0), g.game, count(*),
            count(*) FILTER (WHERE COALESCE(g.result->'winners', '[]') @> to_jsonb(p.seat))
        FROM game_players AS p JOIN games AS g ON g.id = p.game_id
        WHERE g.status = 'finished'
        GROUP BY p.user_id, COALESCE(g.guild_id, 0), g.game;
    -- The active games committed past the board last posted: the few a restart must show.
    CREATE INDEX games_unposted ON games (id)
        WHERE status = 'active' AND (meta->>'posted')::bigint < version;
