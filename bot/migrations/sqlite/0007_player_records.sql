
    CREATE TABLE player_records (
        user_id  INTEGER NOT NULL,
        guild_id INTEGER NOT NULL,
        game     TEXT NOT NULL,
        played   INTEGER NOT NULL,
        won      INTEGER NOT NULL,
        PRIMARY KEY (user_id, guild_id, game)
    ) WITHOUT ROWID;
    INSERT INTO player_records (user_id, guild_id, game, played, won)
        SELECT p.user_id, COALESCE(g.guild_id, 0), g.game, COUNT(*),
            SUM(EXISTS (SELECT 1 FROM json_each(g.result, '$.winners') AS w WHERE w.value = p.seat))
        FROM game_players AS p JOIN games AS g ON g.id = p.game_id
        WHERE g.status = 'finished'
        GROUP BY p.user_id, COALESCE(g.guild_id, 0), g.game;
    CREATE INDEX games_unposted ON games (id)
        WHERE status = 'active' AND (json_extract(meta, '$.posted') < version) IS TRUE;
