"""`/game log` in a Chinese channel, read by Chinese players through a whole game of every game:
every move's events (and each reader's own private ones) in Chinese, no English sentence left.
Events are worded from the catalog by their codes, so no game falls back to its engine's English."""

from __future__ import annotations

import random
import re

import pytest

from games.registry import GAMES
from tests.helpers.chinese import CHANNEL, chinese_table, english_left

# Proper nouns a Chinese player reads as they are: Dice Town's property cards (no Chinese edition
# names them: they are places of the town's map).
# A whole game, however long: a bound only against a game that would never end.
MOST_MOVES = 1500


@pytest.mark.parametrize("game", sorted(GAMES))
async def test_the_game_log_reads_no_english_in_a_chinese_channel(fake, make_bot, user_locales, game):
    bot, users, _, _ = await chinese_table(fake, make_bot, user_locales, game, seed=7)
    by_id = {u.id: u for u in users}
    rng = random.Random(11)
    read: list[str] = []
    moves = 0
    while (table := await bot.tables.find(fake.channel(CHANNEL).id)) is not None and table.to_act():
        assert moves < MOST_MOVES, f"{game}: no end after {moves} moves"
        seat = min(table.to_act())
        move = rng.choice(table.game.legal(table.state, seat))
        r = await fake.slash(by_id[table.user_of(seat)], "play", channel=CHANNEL, move=str(move))
        assert not r.errors, r.content
        moves += 1
        for user in users:  # the move's events, and each reader's own private ones
            log = await fake.slash(user, "game log", channel=CHANNEL, count=1)
            read.append(log.content)
    assert moves and (table is None or not table.to_act())
    logged = "\n".join(read)
    assert re.search(r"[\u4e00-\u9fff]", logged), "the log read no Chinese at all"
    left = english_left(read)
    assert left == [], sorted(set(left))
