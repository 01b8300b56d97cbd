"""The search pool's figures as `/owner status` shows them: workers, decisions being made and
decisions waiting."""

from __future__ import annotations

import asyncio
import threading

import pytest

from bot import bots
from bot.bots import Thinker


async def test_the_figures_follow_the_queue(monkeypatch: pytest.MonkeyPatch) -> None:
    gate = threading.Event()

    def held(*args: object) -> str:
        gate.wait(10)
        return "move"

    monkeypatch.setattr(bots, "decide_text", held)
    thinker = Thinker(0)
    before = thinker.figures()
    assert not before.started and before.alive == 0 and before.thinking == before.queued == 0
    # Two workers: one for any decision, one for quick ones (easy decisions are quick).
    jobs = [asyncio.ensure_future(thinker.decide(game, "nim", {}, 0, "easy", 1)) for game in (1, 1, 2, 3)]
    for _ in range(50):  # the workers take the first jobs
        await asyncio.sleep(0.01)
        if thinker.figures().thinking == 2:
            break
    now = thinker.figures()
    assert now.started and now.alive == 2 and now.workers == 2 and now.replaced == 0
    # Game 1's second decision waits for its first; game 3's for a worker.
    assert (now.thinking, now.queued) == (2, 2)
    jobs[3].cancel()  # a decision no longer wanted is not counted as waiting
    await asyncio.sleep(0)
    assert thinker.figures().queued == 1
    gate.set()
    assert await asyncio.gather(*jobs[:3]) == ["move", "move", "move"]
    after = thinker.figures()
    assert (after.thinking, after.queued) == (0, 0)
    await thinker.close()
    assert thinker.figures().alive == 0


async def test_a_worker_replaced_after_a_hung_search_is_counted(monkeypatch: pytest.MonkeyPatch) -> None:
    gate = threading.Event()

    def hung(*args: object) -> str:
        gate.wait(10)
        return "late"

    monkeypatch.setattr(bots, "decide_text", hung)
    thinker = Thinker(0)
    thinker.limits["easy"] = 0.2
    with pytest.raises(bots.DecisionTimeout):
        await thinker.decide(1, "nim", {}, 0, "easy", 1)
    assert thinker.figures().replaced == 1
    gate.set()
    await thinker.close()
