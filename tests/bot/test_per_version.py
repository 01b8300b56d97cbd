"""Answers worked out once per (table, version, seat) (bot/per_version.py): concurrent askers share
one computation, a new version computes anew, a failure is not kept, and what is kept is bounded."""

from __future__ import annotations

import asyncio

import pytest

from bot.per_version import PerVersion


class Counting:
    """A computation that counts its runs and waits for `gate` before answering."""

    def __init__(self, answer: str = "move") -> None:
        self.runs = 0
        self.gate = asyncio.Event()
        self.answer = answer
        self.fail = False

    async def __call__(self) -> str:
        self.runs += 1
        await self.gate.wait()
        if self.fail:
            raise RuntimeError("search failed")
        return f"{self.answer}{self.runs}"


async def test_concurrent_askers_share_one_computation_and_later_ones_read_it() -> None:
    once: PerVersion[str] = PerVersion(8)
    compute = Counting()
    asks = [asyncio.ensure_future(once.get((1, 1, 0), compute)) for _ in range(10)]
    await asyncio.sleep(0)
    assert once.pending == 1
    compute.gate.set()
    assert await asyncio.gather(*asks) == ["move1"] * 10
    assert compute.runs == 1 and once.pending == 0
    assert await once.get((1, 1, 0), compute) == "move1" and compute.runs == 1


async def test_an_asker_who_gives_up_leaves_the_computation_to_the_others() -> None:
    once: PerVersion[str] = PerVersion(8)
    compute = Counting()
    first = asyncio.ensure_future(once.get((1, 1, 0), compute))
    second = asyncio.ensure_future(once.get((1, 1, 0), compute))
    await asyncio.sleep(0)
    first.cancel()
    compute.gate.set()
    assert await second == "move1" and compute.runs == 1


async def test_a_new_version_or_another_seat_computes_again_and_earlier_versions_are_dropped() -> None:
    once: PerVersion[str] = PerVersion(8)
    compute = Counting()
    compute.gate.set()
    await once.get((1, 1, 0), compute)
    await once.get((1, 1, 1), compute)
    await once.get((2, 1, 0), compute)
    assert compute.runs == 3
    assert await once.get((1, 2, 0), compute) == "move4"
    # Table 1's first version is gone for both seats; another table's is not.
    assert (1, 1, 0) not in once and (1, 1, 1) not in once
    assert (1, 2, 0) in once and (2, 1, 0) in once


async def test_a_failed_computation_is_not_kept_and_the_next_asker_tries_again() -> None:
    once: PerVersion[str] = PerVersion(8)
    compute = Counting()
    compute.gate.set()
    compute.fail = True
    with pytest.raises(RuntimeError):
        await once.get((1, 1, 0), compute)
    assert len(once) == 0 and once.pending == 0
    compute.fail = False
    assert await once.get((1, 1, 0), compute) == "move2"


async def test_a_cancelled_computation_is_not_kept() -> None:
    once: PerVersion[str] = PerVersion(8)
    compute = Counting()
    ask = asyncio.ensure_future(once.get((1, 1, 0), compute))
    await asyncio.sleep(0)
    # The computation itself cancelled (a shutdown), not just the asker.
    (future,) = once._pending.values()
    future.cancel()
    with pytest.raises(asyncio.CancelledError):
        await ask
    assert len(once) == 0 and once.pending == 0


async def test_what_is_kept_is_bounded_in_count_and_in_weight_least_recent_first() -> None:
    once: PerVersion[str] = PerVersion(3)
    compute = Counting()
    compute.gate.set()
    for table in range(1, 4):
        await once.get((table, 1, 0), compute)
    await once.get((1, 1, 0), compute)  # read: now the most recent
    await once.get((4, 1, 0), compute)
    assert len(once) == 3 and (2, 1, 0) not in once and (1, 1, 0) in once

    heavy: PerVersion[str] = PerVersion(100, weight=len, most=12)
    weighed = Counting("abcd")  # answers of 5 characters
    weighed.gate.set()
    for table in range(1, 6):
        await heavy.get((table, 1, 0), weighed)
    assert sum(len(v) for v in heavy.kept()) <= 12 and len(heavy) == 2
    assert (5, 1, 0) in heavy and (4, 1, 0) in heavy


def test_it_keeps_at_least_one_answer() -> None:
    with pytest.raises(ValueError):
        PerVersion[str](0)
