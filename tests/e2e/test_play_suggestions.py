"""`/play`'s autocomplete cannot slow the bot down: a seat's moves are listed and ranked off the
event loop, once per version of the table and seat, and a burst of keystrokes from one player
waits for one computation, only the latest of them answered."""

from __future__ import annotations

import asyncio
import threading
import time
from typing import cast

from bot import suggestions
from bot import thinker as pool
from games.registry import GAMES
from tests.helpers.e2e import open_table
from tests.helpers.tables import table_of


async def _block_buster(fake, make_bot):
    """A two-player Block Buster table at its first position (1,917 placements for the mover),
    its searches in threads of the test's process so that they can be watched."""
    users = [fake.user("alice"), fake.user("bob")]
    bot = await make_bot(seed=2)
    bot.bot_player.thinker.processes = 0
    await open_table(fake, "blockbuster", users)
    table = await bot.tables.table(fake.channel("games").id)
    (seat,) = table.to_act()
    mover = next(u for u in users if u.id == table.user_of(seat))
    return bot, table, mover, next(u for u in users if u is not mover)


def _counted(monkeypatch, pause: float = 0.0) -> list[int]:
    """Count the rankings made (and slow each down by `pause`)."""
    calls: list[int] = []
    real = pool.rank_text

    def ranked(game_key, dump, seat, salt):
        calls.append(seat)
        time.sleep(pause)
        return real(game_key, dump, seat, salt)

    monkeypatch.setattr(suggestions, "rank_text", ranked)
    return calls


async def test_listing_and_ranking_moves_never_runs_on_the_event_loop(fake, make_bot, monkeypatch):
    _, _, mover, _ = await _block_buster(fake, make_bot)
    game = GAMES["blockbuster"]
    real = game.legal
    threads: list[bool] = []

    def legal(state, player):
        threads.append(threading.current_thread() is threading.main_thread())
        return real(state, player)

    monkeypatch.setattr(game, "legal", legal)
    choices = await fake.autocomplete(
        mover, "play", focused="move", values={"move": "place 13"}, channel="games"
    )
    monkeypatch.undo()
    assert len(choices) == 25 and all(c["value"].startswith("place 13") for c in choices)
    assert threads and not any(threads), "the moves were listed on the event loop's thread"


async def test_moves_are_ranked_once_per_version_and_seat_whatever_is_typed(fake, make_bot, monkeypatch):
    _, table, mover, other = await _block_buster(fake, make_bot)
    calls = _counted(monkeypatch)
    seen = {}
    for typed in ("", "place", "place 13", "place 13 R0"):
        seen[typed] = await fake.autocomplete(
            mover, "play", focused="move", values={"move": typed}, channel="games"
        )
    assert calls == [table.seat_of(mover.id)]
    assert len(seen[""]) == 25 and all(c["value"].startswith("place 13 R0") for c in seen["place 13 R0"])
    # The first choice is the heuristic's best, whatever the typed text narrowed it to.
    assert seen[""][0]["value"] == seen["place"][0]["value"]
    # A move makes a new version: the next seat's moves are ranked afresh.
    await fake.slash(mover, "play", channel="games", move=seen[""][0]["value"])
    after = await fake.autocomplete(other, "play", focused="move", channel="games")
    assert after and calls == [table.seat_of(mover.id), table.seat_of(other.id)]


async def test_a_burst_of_keystrokes_waits_for_one_ranking_and_only_the_last_is_answered(
    fake, make_bot, monkeypatch
):
    _, _, mover, _ = await _block_buster(fake, make_bot)
    calls = _counted(monkeypatch, pause=0.3)
    typed = ["p", "pl", "pla", "plac", "place", "place ", "place 1", "place 12", "place 12 ", "place 12 F"]
    burst = [
        asyncio.ensure_future(
            fake.autocomplete(mover, "play", focused="move", values={"move": text}, channel="games")
        )
        for text in typed
    ]
    answers = await asyncio.gather(*burst)
    assert len(calls) == 1, "each keystroke ranked the moves again"
    last = max((r for r in fake.replies.values() if r.type == 4), key=lambda r: r.id)
    assert last.choices and all(c["value"].startswith("place 12 F") for c in last.choices)
    assert sum(bool(a) for a in answers) == 1, "keystrokes a later one superseded got answers too"


class _Thinker:
    """Hands back every move of the job's seat, in the order given."""

    def __init__(self) -> None:
        self.jobs = 0

    async def run(self, job: pool.Job) -> list[str]:
        self.jobs += 1
        return [f"place {k} R0 A1" for k in range(1000)]


async def test_the_rankings_kept_are_bounded_and_a_tables_earlier_versions_dropped():
    thinker = _Thinker()
    kept = suggestions.Suggestions(cast(pool.Thinker, thinker))
    state = GAMES["blockbuster"].new(2, {}, 1)
    for game_id in range(1, 100):
        await kept.ranked(table_of("blockbuster", [1, 2], state, id=game_id), 0, member=1)
    assert len(kept.rankings) <= suggestions.KEPT
    assert sum(len(r.notations) for r in kept.rankings.kept()) <= suggestions.KEPT_MOVES
    await kept.ranked(table_of("blockbuster", [1, 2], state, id=99, version=2), 0, member=1)
    assert (99, 1, 0) not in kept.rankings and (99, 2, 0) in kept.rankings
    jobs = thinker.jobs
    await kept.ranked(table_of("blockbuster", [1, 2], state, id=99, version=2), 0, member=1)
    assert thinker.jobs == jobs  # kept: not asked again


async def test_moves_are_named_in_words_and_a_player_who_may_not_act_is_told_why(fake, make_bot):
    bot = await make_bot(seed=5)
    users = [fake.user("ann"), fake.user("bo")]
    stranger = fake.user("cy")
    none = await fake.autocomplete(stranger, "play", focused="move", channel="games")
    assert [c["name"] for c in none] == ["No game is being played in this channel: start one with /game new."]
    for game, words in (("akropolis", "Tile of slot "), ("bricklayer", "Take deck ")):
        channel = f"{game}-table"
        await open_table(fake, game, users, channel=channel)
        table = await bot.tables.table(fake.channel(channel).id)
        (seat,) = table.to_act()
        mover = next(u for u in users if u.id == table.user_of(seat))
        choices = await fake.autocomplete(mover, "play", focused="move", channel=channel)
        assert choices and all(c["name"].startswith(words) and len(c["name"]) <= 100 for c in choices)
        assert all(c["name"].endswith(" · " + c["value"]) for c in choices)
        waiting = next(u for u in users if u is not mover)
        answer = await fake.autocomplete(waiting, "play", focused="move", channel=channel)
        assert [c["name"] for c in answer] == ["It is not your turn: the game is waiting for another player."]
        outside = await fake.autocomplete(stranger, "play", focused="move", channel=channel)
        assert [c["name"] for c in outside] == ["You are not playing in this game."]
