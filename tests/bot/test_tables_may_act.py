"""The table service accepts an action from any seat the engine allows (`may_act`), while its
clocks follow only the seats the game waits for (`to_act`)."""

from __future__ import annotations

import itertools

import pytest

from bot.services import build
from bot.tables import NotYourTurn
from games.core import GameError
from games.dicetown import GAME
from tests.helpers.tables import move

CH = 700
USERS = (11, 22, 33)


async def test_a_contender_raises_after_the_unlock_without_being_waited_for(store, clock) -> None:
    seeds = itertools.count(3)
    service = build(store, {"dicetown": GAME}, clock=clock, seed_source=lambda: next(seeds))
    await service.lobby.create(guild_id=1, channel_id=CH, host_id=USERS[0], game_key="dicetown")
    for user in USERS[1:]:
        await service.lobby.join(CH, user)
    table = await service.lobby.start(CH, USERS[0])
    for _ in range(3000):  # default moves until a tie with an offerer is unlocked
        ruling = table.state.ruling
        if ruling is not None and ruling.unlocked and ruling.offers:
            break
        seat = min(table.to_act())
        table = (
            await service.moves.play(CH, move(None, GAME.default_action(table.state, seat), seat=seat))
        ).table
    else:
        pytest.fail("no unlocked tie in 3000 moves")
    sheriff = table.state.sheriff
    offerer = table.state.ruling.offers[0].seat
    assert table.to_act() == {sheriff} and offerer in table.may_act()
    clock_before = dict(table.row.meta.get("clock", {}))
    outcome = await service.moves.play(
        CH, move(table.user_of(offerer), "bid $0 0n promise I'll back you next round")
    )
    assert outcome.table.state.ruling.offer_of(offerer).promise == "I'll back you next round"
    assert outcome.table.to_act() == {sheriff} and outcome.table.row.meta.get("clock") == clock_before
    # The engine still judges what an allowed seat does: the Sheriff offers no bribe.
    with pytest.raises(GameError, match="Only contenders other than the Sheriff"):
        await service.moves.play(CH, move(table.user_of(sheriff), "bid $1 0n"))
    # A seat that may not act at all is refused before the engine is asked.
    for s in [s for s in range(3) if s not in outcome.table.may_act()]:
        with pytest.raises(NotYourTurn):
            await service.moves.play(CH, move(table.user_of(s), "bid $1 0n"))
