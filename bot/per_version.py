"""Results worked out once per (table, version, seat): a costly answer (a hint, a seat's ranked
moves) is computed by the first who asks, everyone asking meanwhile awaits that same computation,
and later askers at that version get the answer kept.

What is kept is bounded: a table's earlier versions are dropped when a later one is kept (they are
never asked for again), and past `capacity` answers, or past `most` in total `weight`, the least
recently used go. A computation that fails or is cancelled is not kept: the next asker tries again.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from typing import Generic, TypeVar

V = TypeVar("V")

# (table id, table version, seat)
Key = tuple[int, int, int]


class PerVersion(Generic[V]):
    def __init__(
        self, capacity: int, *, weight: Callable[[V], int] | None = None, most: int | None = None
    ) -> None:
        if capacity < 1:
            raise ValueError("keeps at least one answer")
        self.capacity = capacity
        self.weight = weight
        self.most = most
        self._kept: OrderedDict[Key, V] = OrderedDict()
        self._pending: dict[Key, asyncio.Future[V]] = {}

    def __len__(self) -> int:
        return len(self._kept)

    def __contains__(self, key: object) -> bool:
        return key in self._kept

    def kept(self) -> list[V]:
        """The answers kept, least recently used first."""
        return list(self._kept.values())

    @property
    def pending(self) -> int:
        """Computations on their way."""
        return len(self._pending)

    async def get(self, key: Key, compute: Callable[[], Awaitable[V]]) -> V:
        """The answer for `key`: kept, on its way, or computed now by `compute()`."""
        kept = self._kept.get(key)
        if kept is not None:
            self._kept.move_to_end(key)
            return kept
        future = self._pending.get(key)
        if future is None:
            future = self._pending[key] = asyncio.ensure_future(compute())
            future.add_done_callback(lambda f: self._settled(key, f))
        # Shielded: an asker who gives up waiting leaves the computation to the next one.
        return await asyncio.shield(future)

    def _settled(self, key: Key, future: asyncio.Future[V]) -> None:
        self._pending.pop(key, None)
        # Reading the exception also keeps asyncio from logging it when nobody awaited it.
        if future.cancelled() or future.exception() is not None:
            return
        table_id, version, _ = key
        for old in [k for k in self._kept if k[0] == table_id and k[1] < version]:
            del self._kept[old]
        self._kept[key] = future.result()
        while len(self._kept) > self.capacity or self._too_heavy():
            self._kept.popitem(last=False)

    def _too_heavy(self) -> bool:
        if self.weight is None or self.most is None:
            return False
        return sum(self.weight(v) for v in self._kept.values()) > self.most
