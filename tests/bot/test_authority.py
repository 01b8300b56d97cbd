"""Host rights that follow the seat, and votes that count only current players."""

from __future__ import annotations

import pytest

from bot import bot_seats
from bot.services.seats import VOTE_LIFETIME
from bot.tables import Forbidden, NotSeated, StaleVersion
from tests.helpers.tables import move

CH = 500
ALICE, BEN, CAROL, DAN = 11, 22, 33, 44
EASY = bot_seats.bot_id(1, "easy")


async def started(service, players=(ALICE, BEN, CAROL), *, bot=False):
    """A Nim table started by players[0]; with `bot`, an easy bot sits last, which makes the game
    unrated (its host may abandon it, a majority of its members vote it off)."""
    await service.lobby.create(guild_id=1, channel_id=CH, host_id=players[0], game_key="nim")
    for p in players[1:]:
        await service.lobby.join(CH, p)
    if bot:
        await service.lobby.add_bots(CH, players[0], "easy")
    return await service.lobby.start(CH, players[0])


async def test_a_replaced_host_loses_the_host_rights_and_the_new_occupant_holds_them(service):
    await started(service, bot=True)
    table = await service.seats.replace_player(CH, 99, ALICE, DAN, can_manage=True)
    assert table.players == [DAN, BEN, CAROL, EASY] and table.host == DAN
    with pytest.raises(Forbidden):
        await service.seats.set_autopilot(CH, ALICE, 1, True, can_manage=False)
    with pytest.raises(Forbidden):
        await service.seats.replace_player(CH, ALICE, DAN, ALICE, can_manage=False)
    with pytest.raises(Forbidden):
        await service.seats.abandon(CH, ALICE)
    table = await service.seats.set_autopilot(CH, DAN, 1, True, can_manage=False)
    assert table.row.meta["autopilot"] == [1, 3]  # Ben's seat, and the bot's
    table = await service.seats.abandon(CH, DAN)
    assert table.row.status == "abandoned"


async def test_the_host_role_stays_with_the_host_when_someone_else_is_replaced(service):
    await started(service)
    table = await service.seats.replace_player(CH, ALICE, BEN, DAN, can_manage=False)
    assert table.host == ALICE
    await service.seats.set_autopilot(CH, ALICE, 1, True, can_manage=False)


async def test_a_host_who_is_not_seated_falls_to_the_first_seated_player(service, store):
    # A row whose host left the seats by a path that did not hand the role on.
    table = await started(service)
    await store.update_game(table.row, now=0.0, players=[DAN, BEN, CAROL])
    table = await service.tables.table(CH)
    assert table.host == DAN
    with pytest.raises(Forbidden):
        await service.seats.abandon(CH, ALICE)


async def test_a_replaced_voters_vote_leaves_with_them(service):
    await started(service, bot=True)
    table, votes, needed = await service.seats.vote_abandon(CH, BEN)
    assert votes == {BEN} and needed == 2
    await service.seats.replace_player(CH, ALICE, BEN, DAN, can_manage=False)
    table, votes, needed = await service.seats.vote_abandon(CH, DAN)
    assert table.row.status == "active"
    assert votes == {DAN} and needed == 2
    table, votes, _ = await service.seats.vote_abandon(CH, CAROL)
    assert table.row.status == "abandoned" and votes == {DAN, CAROL}


async def test_a_replaced_player_cannot_vote_any_more(service):
    await started(service)
    await service.seats.replace_player(CH, ALICE, BEN, DAN, can_manage=False)
    with pytest.raises(NotSeated):
        await service.seats.vote_abandon(CH, BEN)


async def test_an_abandon_vote_lapses_after_its_lifetime(service, clock):
    await started(service, bot=True)
    await service.seats.vote_abandon(CH, BEN)
    clock.advance(VOTE_LIFETIME + 1)
    table, votes, _ = await service.seats.vote_abandon(CH, CAROL)
    assert table.row.status == "active" and votes == {CAROL}
    clock.advance(60)
    table, _, _ = await service.seats.vote_abandon(CH, BEN)
    assert table.row.status == "abandoned"


async def test_a_slow_pace_gives_votes_one_decision_time(service, clock):
    await service.lobby.create(
        guild_id=1, channel_id=CH, host_id=ALICE, game_key="nim", meta={"pace": "3days"}
    )
    await service.lobby.join(CH, BEN)
    await service.lobby.join(CH, CAROL)
    await service.lobby.add_bots(CH, ALICE, "easy")
    await service.lobby.start(CH, ALICE)
    await service.seats.vote_abandon(CH, BEN)
    clock.advance(2 * VOTE_LIFETIME)
    table, _, _ = await service.seats.vote_abandon(CH, CAROL)
    assert table.row.status == "abandoned"


async def _undo_request(service, by: int, seat: int) -> int:
    table, seq, needs_vote = await service.undo.plan(CH, by)
    assert needs_vote
    await service.tables.update_meta(
        table, undo_vote={"seq": seq, "by": by, "seat": seat, "yes": [], "no": []}
    )
    return seq


async def test_a_replaced_players_consent_to_an_undo_leaves_with_them(service):
    table = await started(service)
    await service.moves.play(CH, move(ALICE, "take 3"))  # whispers a lucky number: the undo needs consent
    seq = await _undo_request(service, ALICE, 0)
    vote = await service.undo.vote(CH, table.id, BEN, seq, True)
    assert vote.outcome == "counted"
    await service.seats.replace_player(CH, ALICE, BEN, DAN, can_manage=False)
    vote = await service.undo.vote(CH, table.id, CAROL, seq, True)
    assert vote.outcome == "counted" and vote.yes == [CAROL]
    vote = await service.undo.vote(CH, table.id, DAN, seq, True)
    assert vote.outcome == "done" and vote.table.state.pile == 12


async def test_an_undo_request_lapses_when_its_asker_is_replaced(service):
    table = await started(service)
    await service.moves.play(CH, move(ALICE, "take 3"))
    seq = await _undo_request(service, ALICE, 0)
    await service.seats.replace_player(CH, 99, ALICE, DAN, can_manage=True)
    with pytest.raises(StaleVersion, match="no longer holds the seat"):
        await service.undo.vote(CH, table.id, BEN, seq, True)


async def test_the_asker_cannot_consent_to_their_own_undo(service):
    table = await started(service)
    await service.moves.play(CH, move(ALICE, "take 3"))
    seq = await _undo_request(service, ALICE, 0)
    with pytest.raises(Forbidden):
        await service.undo.vote(CH, table.id, ALICE, seq, True)
