
    CREATE TABLE seasons (
        guild_id   BIGINT PRIMARY KEY,
        season     INTEGER NOT NULL,
        started_at DOUBLE PRECISION NOT NULL
    );
    CREATE TABLE ratings (
        guild_id   BIGINT NOT NULL,
        game       TEXT NOT NULL,
        season     INTEGER NOT NULL,
        player_id  BIGINT NOT NULL,
        mu         DOUBLE PRECISION NOT NULL,
        sigma      DOUBLE PRECISION NOT NULL,
        games      INTEGER NOT NULL,
        wins       INTEGER NOT NULL,
        updated_at DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (guild_id, game, season, player_id)
    );
    CREATE INDEX ratings_board ON ratings (guild_id, game, season, (mu - 3 * sigma));
    CREATE INDEX ratings_of_player ON ratings (player_id, guild_id, season);
    CREATE TABLE rating_changes (
        game_id      BIGINT NOT NULL REFERENCES games (id),
        seat         INTEGER NOT NULL,
        player_id    BIGINT NOT NULL,
        guild_id     BIGINT NOT NULL,
        game         TEXT NOT NULL,
        season       INTEGER NOT NULL,
        place        INTEGER NOT NULL,
        mu_before    DOUBLE PRECISION NOT NULL,
        sigma_before DOUBLE PRECISION NOT NULL,
        mu_after     DOUBLE PRECISION NOT NULL,
        sigma_after  DOUBLE PRECISION NOT NULL,
        created_at   DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (game_id, seat)
    );
    CREATE INDEX rating_changes_by_player ON rating_changes (guild_id, game, season, player_id, game_id);
