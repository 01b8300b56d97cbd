"""A mapping that keeps only its most recently used entries.

What the bot keeps in memory per player, server, channel or game must not grow with every one
it ever met: a process runs for months. Each such cache is an `LRU` whose capacity is stated
where it is made, with the reason it is enough (what evicting an entry costs).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterator
from typing import Generic, TypeVar, overload

K = TypeVar("K")
V = TypeVar("V")
D = TypeVar("D")


class LRU(Generic[K, V]):
    """Up to `capacity` entries; reading or writing one makes it the most recent, and writing
    past the capacity drops the least recent."""

    def __init__(self, capacity: int) -> None:
        if capacity < 1:
            raise ValueError("an LRU keeps at least one entry")
        self.capacity = capacity
        self._entries: OrderedDict[K, V] = OrderedDict()

    def __len__(self) -> int:
        return len(self._entries)

    def __contains__(self, key: object) -> bool:
        return key in self._entries

    def __iter__(self) -> Iterator[K]:
        return iter(list(self._entries))

    def __getitem__(self, key: K) -> V:
        value = self._entries[key]
        self._entries.move_to_end(key)
        return value

    @overload
    def get(self, key: K) -> V | None: ...

    @overload
    def get(self, key: K, default: D) -> V | D: ...

    def get(self, key: K, default: object = None) -> object:
        if key not in self._entries:
            return default
        return self[key]

    def __setitem__(self, key: K, value: V) -> None:
        self._entries[key] = value
        self._entries.move_to_end(key)
        while len(self._entries) > self.capacity:
            self._entries.popitem(last=False)

    @overload
    def pop(self, key: K) -> V | None: ...

    @overload
    def pop(self, key: K, default: D) -> V | D: ...

    def pop(self, key: K, default: object = None) -> object:
        return self._entries.pop(key, default)

    def clear(self) -> None:
        self._entries.clear()
