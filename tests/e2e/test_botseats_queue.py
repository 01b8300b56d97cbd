"""The bot seats' work queue and settings, without Discord: fair order, off the loop, `.env`."""

from __future__ import annotations

import asyncio
import threading

import pytest

from bot import bots
from bot.config import ConfigError, Settings
from tests.helpers.tables import table_of


async def test_games_take_turns_and_each_game_keeps_its_order():
    queue = bots.FairQueue()
    for game, k in [(1, 1), (1, 2), (1, 3), (2, 1), (3, 1), (2, 2)]:
        await queue.put(bots.Job(game, (k,)))
    order = [(job.game_id, job.args[0]) for job in [await queue.get() for _ in range(6)]]
    assert order == [(1, 1), (2, 1), (3, 1), (1, 2), (2, 2), (1, 3)]


async def test_a_search_runs_off_the_event_loop_thread(monkeypatch):
    seen: list[str] = []

    def record(*args):
        seen.append(threading.current_thread().name)
        return "noted"

    monkeypatch.setattr(bots, "decide_text", record)
    thinker = bots.Thinker(0)
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
    thinker = bots.Thinker(1)
    try:
        answer = await thinker.decide(1, "akropolis", dump, 0, "easy", 1234)
    finally:
        await thinker.close()
    assert answer == str(decide("akropolis", dump, 0, "easy", 1234))


def test_bot_ids_carry_number_and_level_and_texts_name_them():
    players = [111, bots.new_bot([111], "hard")]
    players.append(bots.new_bot(players, "easy"))
    assert [bots.bot_name(u) for u in players[1:]] == ["Bot 1 · hard", "Bot 2 · easy"]
    text = bots.name_bots(f"Your turn, <@{players[2]}>; <@111> waits.")
    assert text == "Your turn, 🤖 Bot 2 · easy; <@111> waits."
    assert bots.seat_names(players, lambda u: f"user{u}") == ["user111", "🤖 Bot 1 · hard", "🤖 Bot 2 · easy"]


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
    sheriff = bots.new_bot([], "hard")
    people = _ruling_table([111, 222, sheriff], started=1000.0)
    assert bots.waits_for_offers(people, 2, now=1000.0 + bots.OFFER_GRACE - 1)
    assert not bots.waits_for_offers(people, 2, now=1000.0 + bots.OFFER_GRACE)
    contender = bots.new_bot([sheriff], "easy")
    robots = _ruling_table([contender, 222, sheriff], started=1000.0)
    assert not bots.waits_for_offers(robots, 2, now=1000.0)  # a bot contender has offered already
