"""Who a game rates, read through the table service on both stores: whether a game is rated is
fixed when it starts, a seat that changed hands is rated for nobody, a player put on autopilot by
someone else is ranked by the result (only leaving or timing out ranks last), a started rated game
is not abandoned by its host alone, and bots of one level move their rating once per game."""

from __future__ import annotations

import statistics
from typing import Any

import pytest

from bot import bot_seats, deadlines, ratings
from bot.tables import Forbidden, TableError
from tests.helpers.tables import ALICE, BOB, CAROL, CH, move

DAVE = 44
GUILD = 1
EASY_1, EASY_2 = bot_seats.bot_id(1, "easy"), bot_seats.bot_id(2, "easy")


def _plan(pile: int, seats: int, turn: int, winner: int) -> list[int] | None:
    """Stones to take, move after move from `turn` on, so that `winner` takes the last one."""
    if pile == 0:
        return None
    for take in (3, 2, 1):
        if take > pile:
            continue
        if take == pile:
            if turn == winner:
                return [take]
            continue
        rest = _plan(pile - take, seats, (turn + 1) % seats, winner)
        if rest is not None:
            return [take, *rest]
    return None


async def _open(service: Any, people: tuple[int, ...], *, bots_: int = 0, pile: int = 12, **meta: Any) -> Any:
    await service.lobby.create(
        guild_id=GUILD, channel_id=CH, host_id=people[0], game_key="nim", options={"pile": pile}, meta=meta
    )
    for p in people[1:]:
        await service.lobby.join(CH, p)
    if bots_:
        await service.lobby.add_bots(CH, people[0], "easy", bots_)
    return await service.lobby.start(CH, people[0])


async def _win(service: Any, seat: int, *, timed_out: frozenset[int] = frozenset()) -> Any:
    """Play the table's game out so that `seat` takes the last stone (each seat moved by the
    seat itself, as its holder, the bot or the autopilot would; `timed_out` seats' moves are
    the ones played at their deadlines)."""
    table = await service.tables.table(CH)
    plan = _plan(table.state.pile, len(table.players), table.state.turn, seat)
    assert plan
    out: Any = None
    for take in plan:
        turn = (await service.tables.table(CH)).state.turn
        out = await service.moves.play(CH, move(None, f"take {take}", seat=turn, timed_out=turn in timed_out))
    assert out.finished and out.table.row.result["winners"] == [seat]
    return out.table


async def _rating(store: Any, player: int) -> ratings.Standing | None:
    return (await ratings.standings_of(store, GUILD, player)).get("nim")


async def _moved(store: Any, game_id: int) -> dict[int, int]:
    """Each rated entity's change of shown rating in one game."""
    return {c.player_id: c.delta for c in await ratings.changes_of_game(store, game_id)}


# -- whether a game is rated, and for whom, is fixed at its start ------------------------------


async def test_the_start_records_the_seats_and_whether_people_are_rated(service):
    table = await _open(service, (ALICE, BOB), bots_=1)
    assert table.row.meta["start_seats"] == [ALICE, BOB, EASY_1]
    assert table.row.meta["people_rated"] is False
    await service.seats.abandon(CH, ALICE)
    table = await _open(service, (ALICE, BOB), bots_=1, rated=True)
    assert table.row.meta["people_rated"] is True
    await service.seats.abandon(CH, ALICE, can_manage=True)
    table = await _open(service, (ALICE, BOB))
    assert table.row.meta["start_seats"] == [ALICE, BOB] and table.row.meta["people_rated"] is True


async def test_a_bot_seat_handed_to_a_member_does_not_make_the_game_rated(service, store):
    """Alice's unrated game against a bot: she hands the bot's seat to Bob (her alt) and lets
    it win. Nobody's rating moves, not even the bot level's: the seat changed hands."""
    table = await _open(service, (ALICE,), bots_=1, pile=5)
    await service.seats.replace_player(CH, ALICE, EASY_1, BOB, can_manage=False)
    await _win(service, 1)
    assert await _moved(store, table.id) == {}
    assert await _rating(store, BOB) is None and await _rating(store, ALICE) is None
    assert await _rating(store, ratings.rating_id(EASY_1)) is None


async def test_a_replaced_seat_keeps_its_place_and_moves_nobodys_rating(service, store):
    """Carol's seat passes to Dave, and that seat wins: Alice and Bob lost to it and are rated
    so; neither Carol nor Dave is rated for this game."""
    table = await _open(service, (ALICE, BOB, CAROL), pile=5)
    await service.moves.play(CH, move(ALICE, "take 1"))
    await service.seats.replace_player(CH, ALICE, CAROL, DAVE, can_manage=False)
    await _win(service, 2)
    moved = await _moved(store, table.id)
    assert set(moved) == {ALICE, BOB} and moved[ALICE] < 0 and moved[BOB] < 0
    assert await _rating(store, CAROL) is None and await _rating(store, DAVE) is None
    # Alice and Bob shared second place behind the seat, as if Carol had won.
    stored = {c.player_id: c.place for c in await ratings.changes_of_game(store, table.id)}
    assert stored == {ALICE: 2, BOB: 2}


async def test_a_seat_handed_away_and_back_is_not_rated_either(service, store):
    table = await _open(service, (ALICE, BOB), pile=5)
    await service.seats.replace_player(CH, ALICE, BOB, CAROL, can_manage=False)
    await service.seats.replace_player(CH, ALICE, CAROL, BOB, can_manage=False)
    await _win(service, 1)
    assert set(await _moved(store, table.id)) == {ALICE}
    assert await _rating(store, BOB) is None


async def test_seats_handed_on_in_the_lobby_are_the_starting_seats(service, store):
    await service.lobby.create(
        guild_id=GUILD, channel_id=CH, host_id=ALICE, game_key="nim", options={"pile": 5}
    )
    await service.lobby.join(CH, BOB)
    await service.seats.replace_player(CH, ALICE, BOB, CAROL, can_manage=False)
    table = await service.lobby.start(CH, ALICE)
    await _win(service, 1)
    assert set(await _moved(store, table.id)) == {ALICE, CAROL}


async def _forget_the_start(service: Any, store: Any) -> Any:
    """The table as a game started by an earlier version of the bot stores it: no start record."""
    table = await service.tables.table(CH)
    await store.patch_meta(table.id, {"start_seats": None, "people_rated": None}, now=0.0)
    table = await service.tables.table(CH)
    assert "start_seats" not in table.row.meta and "people_rated" not in table.row.meta
    return table


async def test_a_game_started_before_the_record_is_rated_as_its_seats_stand(service, store):
    table = await _open(service, (ALICE, BOB), pile=5)
    await _forget_the_start(service, store)
    await _win(service, 0)
    moved = await _moved(store, table.id)
    assert moved[ALICE] > 0 > moved[BOB]


async def test_a_game_started_before_the_record_records_its_seats_when_one_changes_hands(service, store):
    """An unrated bot game started by the earlier bot: its bot seat handed to Bob afterwards
    still leaves everyone unrated, since the seats before the change are recorded then."""
    table = await _open(service, (ALICE,), bots_=1, pile=5)
    await _forget_the_start(service, store)
    replaced = await service.seats.replace_player(CH, ALICE, EASY_1, BOB, can_manage=False)
    assert replaced.row.meta["start_seats"] == [ALICE, EASY_1] and replaced.row.meta["people_rated"] is False
    await _win(service, 1)
    assert await _moved(store, table.id) == {}


# -- autopilot: kicked, left, timed out ----------------------------------------------------------


async def test_a_player_kicked_by_the_host_is_ranked_by_the_result(service, store):
    """Alice (host) puts Bob, who is about to win, on autopilot: the autopilot's winning move is
    Bob's win, not a quit."""
    table = await _open(service, (ALICE, BOB), pile=5)
    await service.moves.play(CH, move(ALICE, "take 2"))
    kicked = await service.seats.set_autopilot(CH, ALICE, 1, True, can_manage=False)
    assert kicked.row.meta["autopilot_why"] == {"1": "kicked"}
    await _win(service, 1)
    moved = await _moved(store, table.id)
    assert moved[BOB] > 0 > moved[ALICE]


async def test_a_player_kicked_by_a_moderator_is_ranked_by_the_result(service, store):
    table = await _open(service, (ALICE, BOB), pile=5)
    await service.seats.set_autopilot(CH, DAVE, 0, True, can_manage=True)
    await _win(service, 0)
    moved = await _moved(store, table.id)
    assert moved[ALICE] > 0 > moved[BOB]


async def test_a_player_who_put_themselves_on_autopilot_left_and_ranks_last(service, store):
    table = await _open(service, (ALICE, BOB), pile=5)
    left = await service.seats.set_autopilot(CH, ALICE, 0, True, can_manage=False)
    assert left.row.meta["autopilot_why"] == {"0": "left"}
    await _win(service, 0)
    moved = await _moved(store, table.id)
    assert moved[BOB] > 0 > moved[ALICE]


async def _miss_twice(service: Any, clock: Any, seat: int) -> None:
    """The seat's two deadlines pass (the default move played for it), the other seat moving."""
    limit = deadlines.TIMED_PACES["live"]
    for _ in range(2):
        table = await service.tables.table(CH)
        if table.state.turn != seat:
            await service.moves.play(CH, move(table.user_of(table.state.turn), "take 1"))
        clock.advance(limit + 1)
        await service.moves.play(CH, move(None, "take 1", seat=seat, timed_out=True))


async def test_a_player_away_after_missed_deadlines_ranks_last(service, store, clock):
    table = await _open(service, (ALICE, BOB), pile=12, pace="live")
    await _miss_twice(service, clock, 1)
    assert (await service.tables.table(CH)).row.meta["away"] == [1]
    await _win(service, 1, timed_out=frozenset({1}))  # the moves played at Bob's deadlines win
    moved = await _moved(store, table.id)
    assert moved[ALICE] > 0 > moved[BOB]


async def test_a_player_kicked_while_away_has_timed_out_and_ranks_last(service, store, clock):
    table = await _open(service, (ALICE, BOB), pile=12, pace="live")
    await _miss_twice(service, clock, 1)
    kicked = await service.seats.set_autopilot(CH, ALICE, 1, True, can_manage=False)
    assert kicked.row.meta["autopilot_why"] == {"1": "timed_out"}
    await _win(service, 1)  # the autopilot's moves end Bob's "away", not his time-out
    assert 1 not in (await store.game(table.id)).meta.get("away", [])
    moved = await _moved(store, table.id)
    assert moved[ALICE] > 0 > moved[BOB]


async def test_a_player_back_from_away_is_ranked_by_the_result(service, store, clock):
    table = await _open(service, (ALICE, BOB), pile=12, pace="live")
    await _miss_twice(service, clock, 1)
    table = await service.tables.table(CH)
    if table.state.turn != 1:
        await service.moves.play(CH, move(ALICE, "take 1"))
    await service.moves.play(CH, move(BOB, "take 1"))  # Bob is back
    await _win(service, 1)
    moved = await _moved(store, table.id)
    assert moved[BOB] > 0 > moved[ALICE]


async def test_the_seat_back_from_autopilot_loses_its_reason_and_a_replacement_too(service):
    await _open(service, (ALICE, BOB, CAROL))
    await service.seats.set_autopilot(CH, ALICE, 1, True, can_manage=False)
    table = await service.seats.set_autopilot(CH, ALICE, 2, True, can_manage=False)
    assert table.row.meta["autopilot_why"] == {"1": "kicked", "2": "kicked"}
    table = await service.seats.set_autopilot(CH, ALICE, 1, False, can_manage=False)
    assert table.row.meta["autopilot_why"] == {"2": "kicked"}
    table = await service.seats.replace_player(CH, ALICE, CAROL, DAVE, can_manage=False)
    assert table.row.meta["autopilot_why"] == {}


async def test_kicking_again_does_not_change_why_a_seat_is_on_autopilot(service):
    await _open(service, (ALICE, BOB))
    await service.seats.set_autopilot(CH, ALICE, 0, True, can_manage=False)
    table = await service.seats.set_autopilot(CH, DAVE, 0, True, can_manage=True)
    assert table.row.meta["autopilot_why"] == {"0": "left"}


async def test_an_autopilot_seat_of_a_game_started_before_reasons_were_kept_counts_as_kicked(service, store):
    table = await _open(service, (ALICE, BOB), pile=5)
    await service.seats.set_autopilot(CH, ALICE, 1, True, can_manage=False)
    await store.patch_meta(table.id, {"autopilot_why": None}, now=0.0)
    await _win(service, 1)
    moved = await _moved(store, table.id)
    assert moved[BOB] > 0 > moved[ALICE]


# -- abandoning a rated game ---------------------------------------------------------------------


async def test_the_host_alone_cannot_abandon_a_started_rated_game(service, store):
    table = await _open(service, (ALICE, BOB))
    with pytest.raises(Forbidden, match="every player"):
        await service.seats.abandon(CH, ALICE)
    assert (await service.tables.table(CH)).row.status == "active"
    table, votes, needed = await service.seats.vote_abandon(CH, ALICE)
    assert table.row.status == "active" and votes == {ALICE} and needed == 2
    table, votes, needed = await service.seats.vote_abandon(CH, BOB)
    assert table.row.status == "abandoned" and await _moved(store, table.id) == {}


async def test_a_rated_game_needs_every_players_vote_not_a_majority(service):
    await _open(service, (ALICE, BOB, CAROL))
    await service.seats.vote_abandon(CH, BOB)
    table, votes, needed = await service.seats.vote_abandon(CH, CAROL)
    assert table.row.status == "active" and votes == {BOB, CAROL} and needed == 3
    table, _, _ = await service.seats.vote_abandon(CH, ALICE)
    assert table.row.status == "abandoned"


async def test_a_rated_game_with_a_player_on_autopilot_still_needs_their_vote(service):
    await _open(service, (ALICE, BOB, CAROL))
    await service.seats.set_autopilot(CH, ALICE, 2, True, can_manage=False)
    await service.seats.vote_abandon(CH, ALICE)
    table, _, needed = await service.seats.vote_abandon(CH, BOB)
    assert table.row.status == "active" and needed == 3


async def test_a_manager_still_ends_a_rated_game_and_nobody_is_rated(service, store):
    table = await _open(service, (ALICE, BOB), pile=5)
    await service.moves.play(CH, move(ALICE, "take 3"))
    ended = await service.seats.abandon(CH, DAVE, can_manage=True)
    assert ended.row.status == "abandoned" and await _moved(store, table.id) == {}
    assert await _rating(store, ALICE) is None and await _rating(store, BOB) is None


async def test_an_unrated_game_and_a_lobby_are_abandoned_by_the_host_alone(service):
    await _open(service, (ALICE, BOB), bots_=1)
    assert (await service.seats.abandon(CH, ALICE)).row.status == "abandoned"
    await service.lobby.create(
        guild_id=GUILD, channel_id=CH, host_id=ALICE, game_key="nim", meta={"rated": True}
    )
    await service.lobby.join(CH, BOB)
    assert (await service.seats.abandon(CH, ALICE)).row.status == "abandoned"


async def test_an_unrated_game_is_still_abandoned_by_a_majority(service):
    await _open(service, (ALICE, BOB, CAROL), bots_=1)
    await service.seats.vote_abandon(CH, BOB)
    table, _, needed = await service.seats.vote_abandon(CH, CAROL)
    assert needed == 2 and table.row.status == "abandoned"


async def test_a_person_alone_with_bots_in_a_rated_game_cannot_end_it_alone(service):
    await _open(service, (ALICE,), bots_=2, rated=True)
    with pytest.raises(Forbidden, match="every player"):
        await service.seats.abandon(CH, ALICE)
    with pytest.raises(TableError, match="only player") as refused:
        await service.seats.vote_abandon(CH, ALICE)
    assert refused.value.code == "rated_abandon_alone"
    assert (await service.tables.table(CH)).row.status == "active"
    # The way out: put yourself on autopilot (you rank last), or a moderator ends it.
    assert (await service.seats.abandon(CH, DAVE, can_manage=True)).row.status == "abandoned"


# -- bots of one level -----------------------------------------------------------------------


@pytest.mark.parametrize("winner", [0, 1])
async def test_bots_of_one_level_move_their_rating_once_by_the_mean_of_their_seats(service, store, winner):
    table = await _open(service, (ALICE,), bots_=3, rated=True)
    await _win(service, winner)
    found = await ratings.changes_of_game(store, table.id)
    assert [c.player_id for c in found] == [ALICE, -1]
    level = await _rating(store, -1)
    assert level is not None and level.games == 1 and level.wins == (1 if winner else 0)
    # What the model says for the four seats, each from a newcomer's rating.
    ranks: list[float] = [1 if s == winner else 2 for s in range(4)]
    after = ratings.MODEL.rate([[ratings.MODEL.rating()] for _ in range(4)], ranks=ranks)
    assert level.mu == pytest.approx(statistics.fmean(after[s][0].mu for s in (1, 2, 3)))
    assert level.sigma == pytest.approx(statistics.fmean(after[s][0].sigma for s in (1, 2, 3)))
    person = await _rating(store, ALICE)
    assert person is not None and person.mu == pytest.approx(after[0][0].mu)
    assert {c.player_id: c.place for c in found} == {ALICE: ranks[0], -1: min(ranks[1:])}


async def test_a_bot_seat_handed_on_leaves_its_level_to_the_other_bots(service, store):
    table = await _open(service, (ALICE,), bots_=2, rated=True, pile=5)
    await service.seats.replace_player(CH, ALICE, EASY_2, BOB, can_manage=False)
    await _win(service, 1)
    moved = await _moved(store, table.id)
    assert set(moved) == {ALICE, -1} and moved[-1] > 0
    level = await _rating(store, -1)
    assert level is not None and level.games == 1


async def test_the_people_most_played_with_count_a_bot_level_once(service, store):
    table = await _open(service, (ALICE, BOB), bots_=2, rated=True)
    await _win(service, 0)
    assert table.players == [ALICE, BOB, EASY_1, EASY_2]
    assert await ratings.favourite_opponents(store, GUILD, "nim", ALICE) == [(-1, 1), (BOB, 1)]
