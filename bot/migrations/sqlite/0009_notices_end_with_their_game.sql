
    -- A game's notices are dropped in the write that ends it (a wait that is over needs no word),
    -- found through this index. The notices of games ended before are dropped here.
    CREATE INDEX notices_by_game ON notices (game_id);
    DELETE FROM notices WHERE game_id IN (SELECT id FROM games WHERE status IN ('finished', 'abandoned'));
