"""The search pool's figures as `/owner status` shows them: workers, decisions being made and
decisions waiting."""

from __future__ import annotations

import asyncio
import threading

import pytest

from bot import thinker as thinkers
from bot.thinker import Thinker


async def test_the_figures_follow_the_queue(monkeypatch: pytest.MonkeyPatch) -> None:
    gate = threading.Event()

    def held(*args: object) -> str:
        gate.wait(10)
        return "move"

    monkeypatch.setattr(thinkers, "decide_text", held)
    thinker = Thinker(0)
    before = thinker.figures()
    assert not before.started and before.alive == 0 and before.thinking == before.queued == 0
    jobs = [asyncio.ensure_future(thinker.decide(game, "nim", {}, 0, "easy", 1)) for game in (1, 1, 2)]
    for _ in range(20):  # the worker takes the first job
        await asyncio.sleep(0.01)
        if thinker.figures().thinking:
            break
    now = thinker.figures()
    assert now.started and now.alive == 2 and now.workers == 2 and now.replaced == 0
    assert (now.thinking, now.queued) == (1, 2)
    jobs[2].cancel()  # a decision no longer wanted is not counted as waiting
    await asyncio.sleep(0)
    assert thinker.figures().queued == 1
    gate.set()
    assert await asyncio.gather(*jobs[:2]) == ["move", "move"]
    after = thinker.figures()
    assert (after.thinking, after.queued) == (0, 0)
    await thinker.close()
    assert thinker.figures().alive == 0
