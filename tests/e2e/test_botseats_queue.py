"""The bot seats' work queue and settings, without Discord: fair order, off the loop, `.env`."""

from __future__ import annotations

import asyncio
import threading

import pytest

from bot import bot_seats
from bot import thinker as pool
from bot.config import ConfigError, Settings
from bot.services import offers
from tests.helpers.tables import table_of


async def test_games_take_turns_and_each_game_keeps_its_order():
    queue = pool.FairQueue()
    for game, k in [(1, 1), (1, 2), (1, 3), (2, 1), (3, 1), (2, 2)]:
        await queue.put(pool.Job(game, (k,)))
    order = [(job.game_id, job.args[0]) for job in [await queue.get() for _ in range(6)]]
    assert order == [(1, 1), (2, 1), (3, 1), (1, 2), (2, 2), (1, 3)]


async def _order(queue: pool.FairQueue, n: int, accept=lambda job: True) -> list[tuple]:
    return [
        (job.server, job.member, job.game_id, job.args[0])
        for job in [await queue.get(accept) for _ in range(n)]
    ]


async def test_servers_take_turns_then_members_then_games():
    queue = pool.FairQueue()
    # Server 1: member 10 has three games with two decisions each, member 11 one game.
    for k in (1, 2):
        for game in (101, 102, 103):
            await queue.put(pool.Job(game, (k,), server=1, member=10))
    await queue.put(pool.Job(111, (1,), server=1, member=11))
    # Server 2: one game of one member.
    await queue.put(pool.Job(201, (1,), server=2, member=20))
    await queue.put(pool.Job(201, (2,), server=2, member=20))
    order = await _order(queue, 9)
    assert [o[0] for o in order[:4]] == [1, 2, 1, 2], "servers did not alternate"
    # Within server 1 its members alternate, and member 10's games take turns.
    assert [o[1:] for o in order if o[0] == 1] == [
        (10, 101, 1),
        (11, 111, 1),
        (10, 102, 1),
        (10, 103, 1),
        (10, 101, 2),
        (10, 102, 2),
        (10, 103, 2),
    ]


async def test_one_easy_decision_does_not_wait_behind_many_hard_ones():
    queue = pool.FairQueue()
    hard, easy = pool.COSTS["hard"], pool.COSTS["easy"]
    # One member's eight hard tables, each with a decision waiting, and another server's easy bot.
    for game in range(8):
        await queue.put(pool.Job(game, (game,), server=1, member=10, cost=hard))
    assert (await queue.get()).server == 1  # a hard one is served first
    await queue.put(pool.Job(99, ("easy",), server=2, member=20, cost=easy))
    assert (await queue.get()).game_id == 99
    # Being quick, its next decisions come before the hard ones again, many times over.
    for k in range(20):
        await queue.put(pool.Job(99, (k,), server=2, member=20, cost=easy))
        assert (await queue.get()).game_id == 99
    assert (await queue.get()).server == 1


async def test_a_server_gains_nothing_by_leaving_the_queue_for_a_moment():
    queue = pool.FairQueue()
    for k in range(3):
        await queue.put(pool.Job(1, (k,), server=1, cost=1.0))
    await queue.put(pool.Job(2, (0,), server=2, cost=1.0))
    assert [j.server for j in [await queue.get(), await queue.get()]] == [1, 2]
    # Server 2 was served and is empty; back at once, it still waits for its turn.
    await queue.put(pool.Job(2, (1,), server=2, cost=1.0))
    assert [j.server for j in [await queue.get(), await queue.get()]] == [1, 2]


async def test_the_quick_worker_takes_only_quick_jobs_and_each_game_stays_in_order():
    queue = pool.FairQueue()
    await queue.put(pool.Job(1, ("hard",), server=1, cost=pool.COSTS["hard"]))
    await queue.put(pool.Job(1, ("easy after hard",), server=1, cost=pool.COSTS["easy"]))
    await queue.put(pool.Job(2, ("normal",), server=2, cost=pool.COSTS["normal"]))
    quick = pool._Lane(quick=True, size=1)
    assert (await queue.get(quick.accepts)).args == ("normal",)
    # Game 1's easy decision comes after its hard one: the quick worker does not jump it.
    waiting = asyncio.ensure_future(queue.get(quick.accepts))
    await asyncio.sleep(0.01)
    assert not waiting.done()
    assert (await queue.get()).args == ("hard",)
    assert (await asyncio.wait_for(waiting, 1)).args == ("easy after hard",)


async def test_a_search_runs_off_the_event_loop_thread(monkeypatch):
    seen: list[str] = []

    def record(*args):
        seen.append(threading.current_thread().name)
        return "noted"

    monkeypatch.setattr(pool, "decide_text", record)
    thinker = pool.Thinker(0)
    try:
        answers = await asyncio.gather(*(thinker.decide(g, "x", {}, 0, "easy", 1) for g in range(3)))
    finally:
        await thinker.close()
    assert answers == ["noted"] * 3
    assert seen and threading.main_thread().name not in seen


async def test_a_worker_process_answers_in_notation():
    from games.ai import decide
    from games.registry import GAMES

    game = GAMES["akropolis"]
    dump = game.dump(game.new(2, {}, 99))
    thinker = pool.Thinker(1)
    try:
        answer = await thinker.decide(1, "akropolis", dump, 0, "easy", 1234)
    finally:
        await thinker.close()
    assert answer == str(decide("akropolis", dump, 0, "easy", 1234))


def test_bot_ids_carry_number_and_level_and_texts_name_them():
    players = [111, bot_seats.new_bot([111], "hard")]
    players.append(bot_seats.new_bot(players, "easy"))
    assert [bot_seats.bot_name(u) for u in players[1:]] == ["Bot 1 · hard", "Bot 2 · easy"]
    text = bot_seats.name_bots(f"Your turn, <@{players[2]}>; <@111> waits.")
    assert text == "Your turn, 🤖 Bot 2 · easy; <@111> waits."
    assert bot_seats.seat_names(players, lambda u: f"user{u}") == [
        "user111",
        "🤖 Bot 1 · hard",
        "🤖 Bot 2 · easy",
    ]


def test_the_pool_size_comes_from_the_settings():
    assert Settings.load(None, {"DISCORD_TOKEN": "t", "AI_PROCESSES": "3"}).ai_processes == 3
    assert Settings.load(None, {"DISCORD_TOKEN": "t"}).ai_processes == 1
    with pytest.raises(ConfigError, match="AI_PROCESSES"):
        Settings.load(None, {"DISCORD_TOKEN": "t", "AI_PROCESSES": "two"})


def _ruling_table(players: list[int], started: float):
    """A Dice Town table (3 seats) at a tie the Sheriff (seat 2) must rule, seat 0 contending."""
    import random

    from games.registry import GAMES

    game = GAMES["dicetown"]
    rng, state = random.Random(0), game.new(3, {}, 0)
    while not (state.ruling is not None and state.sheriff in game.to_act(state)):
        seat = rng.choice(sorted(game.to_act(state)))
        state, _ = game.apply(state, seat, rng.choice(game.legal(state, seat)))
    assert state.sheriff == 2 and game.may_act(state) - game.to_act(state) == {0}
    return table_of("dicetown", players, state, meta={"clock": {"2": started}})


def test_a_bot_sheriff_gives_people_time_to_bribe_it_but_not_bots():
    sheriff = bot_seats.new_bot([], "hard")
    people = _ruling_table([111, 222, sheriff], started=1000.0)
    assert offers.waits_for_offers(people, 2, now=1000.0 + offers.OFFER_GRACE - 1)
    assert not offers.waits_for_offers(people, 2, now=1000.0 + offers.OFFER_GRACE)
    contender = bot_seats.new_bot([sheriff], "easy")
    robots = _ruling_table([contender, 222, sheriff], started=1000.0)
    assert not offers.waits_for_offers(robots, 2, now=1000.0)  # a bot contender has offered already


def test_the_caps_on_tables_with_bots_come_from_the_settings():
    default = Settings.load(None, {"DISCORD_TOKEN": "t"})
    assert (default.bot_tables_per_member, default.bot_tables_per_server) == (3, 10)
    set_ = Settings.load(
        None, {"DISCORD_TOKEN": "t", "BOT_TABLES_PER_MEMBER": "1", "BOT_TABLES_PER_SERVER": "0"}
    )
    assert (set_.bot_tables_per_member, set_.bot_tables_per_server) == (1, 0)
    with pytest.raises(ConfigError, match="BOT_TABLES_PER_SERVER='lots'"):
        Settings.load(None, {"DISCORD_TOKEN": "t", "BOT_TABLES_PER_SERVER": "lots"})


def test_a_bot_id_encodes_a_level_the_ai_plays():
    from games.ai import LEVELS

    assert set(bot_seats.LEVELS) <= set(LEVELS)
    # Stored ids keep their meaning: the encoding of each level never changes.
    assert [bot_seats.bot_id(2, level) for level in ("easy", "normal", "hard")] == [-21, -22, -23]
    assert [bot_seats.level_of(u) for u in (-21, -22, -23)] == ["easy", "normal", "hard"]
