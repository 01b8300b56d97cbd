"""Ratings: written with the game's end, in its transaction, by openskill's Plackett-Luce. The
store knows nothing of ratings: they subscribe to the end of games."""

from __future__ import annotations

import itertools

import pytest
from openskill.models import PlackettLuce

from bot import ratings
from bot.ratings import Skill, is_bot

GUILD = 7
CHANNELS = itertools.count(100)


@pytest.fixture
def store(store):
    ratings.subscribe(store)
    return store


async def _finish(store, players, ranking, *, meta=None, winners=None, status="finished", guild=GUILD):
    row = await store.create_game(
        guild_id=guild, channel_id=next(CHANNELS), game="nim", options={}, host_id=players[0], seed=1, now=0.0
    )
    row = await store.update_game(row, now=1.0, status="active", players=list(players), meta=meta or {})
    result = {"scores": [0] * len(players), "ranking": ranking, "winners": winners or ranking[0]}
    if status == "finished":
        return await store.commit_move(
            row,
            player=0,
            user_id=players[0],
            action="take 1",
            interaction_id=None,
            state={},
            now=2.0,
            status="finished",
            result=result,
        )
    return await store.update_game(row, now=2.0, status=status)


async def _skill(store, player, game="nim", guild=GUILD):
    found = (await ratings.standings_of(store, guild, player)).get(game)
    return None if found is None else (found.mu, found.sigma, found.games, found.wins)


async def _rated(store, player, game="nim", guild=GUILD):
    """(mu, sigma, games, wins) of a player the test expects to be rated."""
    found = await _skill(store, player, game, guild)
    assert found is not None, f"{player} has no rating in {game}"
    return found


async def test_a_known_sequence_of_results_gives_the_librarys_numbers(store):
    model = PlackettLuce()
    a, b, c, d = model.rating(), model.rating(), model.rating(), model.rating()
    results = [
        ((1, 2), [[0], [1]]),
        ((1, 2, 3), [[2], [0], [1]]),
        ((1, 2, 3, 4), [[3], [1, 2], [0]]),  # a tie for second place in a 4-player game
        ((4, 1), [[0, 1]]),  # a drawn game
    ]
    mine = {1: a, 2: b, 3: c, 4: d}
    for players, ranking in results:
        await _finish(store, players, ranking)
        ranks: list[float] = [next(i for i, g in enumerate(ranking) if s in g) for s in range(len(players))]
        new = model.rate([[mine[p]] for p in players], ranks=ranks)
        for p, team in zip(players, new, strict=True):
            mine[p] = team[0]
    for p, expected in mine.items():
        mu, sigma, _, _ = await _rated(store, p)
        assert mu == pytest.approx(expected.mu, abs=1e-9) and sigma == pytest.approx(expected.sigma, abs=1e-9)
    # Player 1 won the first game and shared the draw: four rated games, two wins.
    assert (await _rated(store, 1))[2:] == (4, 2)


async def test_the_first_game_moves_newcomers_as_the_library_says(store):
    # openskill 6's numbers for one newcomer beating another, written out as a fixed point.
    await _finish(store, (11, 12), [[1], [0]])
    winner, loser = await _rated(store, 12), await _rated(store, 11)
    assert winner[0] == pytest.approx(27.635389493140497) and loser[0] == pytest.approx(22.364610506859503)
    assert winner[1] == pytest.approx(8.06590141354368) and loser[1] == pytest.approx(8.06590141354368)
    changes = await ratings.changes_of_game(store, (await store.listings.finished_games_of(12))[0].id)
    assert [(c.player_id, c.place) for c in changes] == [(11, 2), (12, 1)]
    assert changes[1].delta > 0 > changes[0].delta


async def test_an_abandoned_game_is_not_rated(store):
    await _finish(store, (21, 22), [[0], [1]], status="abandoned")
    assert await _skill(store, 21) is None and await _skill(store, 22) is None


async def test_a_player_who_quit_ranks_last(store):
    # Seat 0 won on points but had left to the autopilot: seat 1 and seat 2 rank above it.
    await _finish(
        store, (31, 32, 33), [[0], [1], [2]], meta={"autopilot": [0], "autopilot_why": {"0": "left"}}
    )
    quitter, second, third = await _rated(store, 31), await _rated(store, 32), await _rated(store, 33)
    assert second[0] > third[0] > quitter[0]


async def test_bot_seats_leave_people_alone_unless_the_table_is_rated(store):
    assert is_bot(-2) and not is_bot(41)
    await _finish(store, (41, -2), [[0], [1]])
    assert await _skill(store, 41) is None
    bot = await _rated(store, -2)
    assert bot is not None and bot[0] < Skill.new().mu  # the bot level has its own rating
    await _finish(store, (41, -2), [[0], [1]], meta={"rated": True})
    assert (await _rated(store, 41))[2] == 1 and (await _rated(store, -2))[2] == 2


async def test_ratings_are_per_server(store):
    await _finish(store, (51, 52), [[0], [1]], guild=1)
    await _finish(store, (51, 52), [[1], [0]], guild=2)
    assert (await _rated(store, 51, guild=1))[0] > 25 > (await _rated(store, 51, guild=2))[0]


async def test_the_end_and_the_rating_update_are_one_transaction(backend):
    """The disk fails between the game's end and its ratings: neither is written."""
    disk_fails = True

    async def failing(conn, row, written, now):
        found = await ratings.record_end(conn, row, written, now)
        if disk_fails:
            raise OSError("disk I/O error")
        return found

    async with backend.new() as store:
        store.on_finish(failing)  # the ratings' subscription, on a disk about to fail
        row = await store.create_game(
            guild_id=GUILD, channel_id=9, game="nim", options={}, host_id=61, seed=1, now=0.0
        )
        row = await store.update_game(row, now=1.0, status="active", players=[61, 62])
        result = {"scores": [1, 0], "ranking": [[0], [1]], "winners": [0]}

        async def last_move() -> None:
            await store.commit_move(
                row,
                player=0,
                user_id=61,
                action="take 1",
                interaction_id=5,
                state={},
                now=2.0,
                status="finished",
                result=result,
            )

        with pytest.raises(OSError):
            await last_move()
        stored = await store.game(row.id)
        assert stored.status == "active" and stored.version == row.version
        assert await store.actions(row.id) == []
        assert await _skill(store, 61) is None and await ratings.changes_of_game(store, row.id) == []
        disk_fails = False
        await last_move()
        assert (await store.game(row.id)).status == "finished" and (await _rated(store, 61))[2] == 1


async def test_a_store_rates_nothing_unless_the_ratings_subscribe(backend):
    async with backend.new() as store:
        await _finish(store, (91, 92), [[0], [1]])
        assert (await store.listings.finished_games_of(91))[0].status == "finished"
        assert await _skill(store, 91) is None
        ratings.subscribe(store)
        ratings.subscribe(store)  # once, however often
        await _finish(store, (91, 92), [[0], [1]])
        assert (await _rated(store, 91))[2] == 1


async def test_leaderboard_orders_by_shown_rating_with_trends(store):
    for _ in range(3):
        await _finish(store, (71, 72, 73), [[2], [1], [0]])
    board = await ratings.leaderboard(store, GUILD, "nim")
    assert [s.player_id for s in board] == [73, 72, 71]
    assert board[0].shown > board[1].shown > board[2].shown and len(board[0].trend) == 3
    assert all(d > 0 for d in board[0].trend) and all(d < 0 for d in board[2].trend)
    assert await ratings.favourite_opponents(store, GUILD, "nim", 71) == [(72, 3), (73, 3)]


async def test_a_new_season_starts_afresh_and_keeps_the_old_leaderboard(store):
    await _finish(store, (81, 82), [[0], [1]])
    assert await ratings.current_season(store, GUILD) == 1
    assert await ratings.new_season(store, GUILD, now=5.0) == 2
    assert await ratings.current_season(store, 999) == 1  # other servers keep theirs
    assert await ratings.leaderboard(store, GUILD, "nim") == []
    old = await ratings.leaderboard(store, GUILD, "nim", season=1)
    assert [s.player_id for s in old] == [81, 82]
    await _finish(store, (82, 81), [[0], [1]])
    # Both started afresh: the first game of the season moves them as newcomers.
    new = {s.player_id: s for s in await ratings.leaderboard(store, GUILD, "nim")}
    assert new[82].games == 1 and new[82].mu == pytest.approx(27.635389493140497)
    assert (await ratings.standings_of(store, GUILD, 82))["nim"].games == 1
    assert [s.player_id for s in await ratings.leaderboard(store, GUILD, "nim", season=1)] == [81, 82]


async def test_bots_are_rated_per_level_and_a_bot_on_autopilot_has_not_quit(store):
    easy_1, easy_2, hard_1 = -(10 * 1 + 1), -(10 * 2 + 1), -(10 * 3 + 3)  # number, level index + 1
    assert ratings.rating_id(easy_1) == ratings.rating_id(easy_2) == -1
    assert ratings.bot_level(hard_1) == "hard"
    # Bot seats are autopilot seats: the easy bot won, and ranks first, not last.
    await _finish(store, (91, easy_1), [[1], [0]], meta={"autopilot": [1], "rated": True})
    assert (await _rated(store, -1))[0] > 25 > (await _rated(store, 91))[0]
    await _finish(store, (easy_2, hard_1), [[1], [0]])
    easy = await _rated(store, -1)
    assert easy[2] == 2 and (await _rated(store, -3))[2] == 1  # one rating for both easy bots
    assert ratings.mention(easy_1) == "🤖 Bot · easy"
