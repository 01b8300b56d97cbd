"""A search worker keeps the garbage collector out of its decisions: what it loads at start is
frozen, and the garbage one decision leaves is collected before the next one starts, so no
decision pays for a full collection made due by the one before it (`games.ai.collector`).

The jobs below run in a real worker process (they must be importable there): freezing and the
collector's counts are the whole process's."""

from __future__ import annotations

import gc
import sys
import weakref
from typing import Any

from bot.thinker import Job, Thinker

# A weak reference to a cycle of garbage the previous job left, in the worker process.
_left: list[weakref.ref[Any]] = []


class _Node:
    __slots__ = ("__weakref__", "me")

    def __init__(self) -> None:
        self.me = self


def _worker_state() -> dict[str, Any]:
    from games.blockbuster.rules import spots

    return {
        "frozen": gc.get_freeze_count(),
        "ais": [m for m in ("games.akropolis.ai", "games.bricklayer.ai") if m in sys.modules],
        # Filled by a decision only: a worker that merely loaded the AI has none.
        "block_buster_spots": spots.cache_info().currsize,
    }


def _leave_a_full_collection_due() -> list[int]:
    """What a long search leaves: many containers promoted to the oldest generation while they
    were alive, then dropped as cycles, with as many middle collections as make a full one due.
    A full one is due once those promoted are a quarter of those the last full collection left:
    more than every container the process holds, frozen or not, is more than enough."""
    nodes = [_Node() for _ in range(len(gc.get_objects()) + gc.get_freeze_count())]
    for _ in range(11):
        gc.collect(1)
    _left.append(weakref.ref(nodes[0]))
    del nodes
    return [*gc.get_count(), len(_left)]


def _collections_in_a_decision() -> dict[str, Any]:
    """An ordinary decision's allocations (enough for middle collections), and the generations of
    the collections that ran inside it."""
    generations: list[int] = []

    def noted(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            generations.append(info["generation"])

    left_freed = all(ref() is None for ref in _left)
    gc.callbacks.append(noted)
    try:
        kept = [[i] for i in range(30_000)]
    finally:
        gc.callbacks.remove(noted)
    return {"left_freed": left_freed, "generations": generations, "kept": len(kept)}


async def test_a_worker_freezes_what_it_loaded_before_its_first_decision() -> None:
    thinker = Thinker(1)
    try:
        state = await thinker.run(Job(1, (), fn=_worker_state))
    finally:
        await thinker.close()
    assert state["ais"] == ["games.akropolis.ai", "games.bricklayer.ai"]
    # The engines, their data and the AIs: tens of thousands of containers no collection scans.
    assert state["frozen"] > 20_000
    # The engines' geometry caches are warm, so no player's first decision pays for filling them
    # (Block Buster's four-seat opening took 80-140 ms in a fresh worker against 10-15 after).
    assert state["block_buster_spots"] > 0


async def test_a_decision_does_not_pay_for_the_garbage_of_the_one_before() -> None:
    thinker = Thinker(1)
    try:
        counts = await thinker.run(Job(1, (), fn=_leave_a_full_collection_due))
        found = await thinker.run(Job(1, (), fn=_collections_in_a_decision))
    finally:
        await thinker.close()
    assert counts[2] > 10  # left with a full collection due at the next middle one
    assert 1 in found["generations"]  # the decision did make middle collections
    assert 2 not in found["generations"]
    assert found["left_freed"]  # collected between the two
