"""The free memory of the C allocator's arenas is given back to the system."""

from __future__ import annotations

import threading

import pytest

from bot import heap


def rss_kib() -> int:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise AssertionError("no VmRSS")


@pytest.mark.skipif(heap._TRIM is None, reason="not glibc")
def test_free_memory_between_blocks_in_use_is_given_back():
    kept: list[bytes] = []

    def draw() -> None:
        # As drawing threads leave their arenas: buffers freed between others still held.
        blocks = [b"\x01" * (64 * 1024) for _ in range(640)]
        kept.extend(blocks[15::16])
        blocks.clear()

    before = rss_kib()
    worker = threading.Thread(target=draw)
    worker.start()
    worker.join()
    grown = rss_kib() - before
    assert grown > 20 * 1024, "the freed buffers were given back without a trim: nothing to test"
    assert heap.trim()
    assert rss_kib() - before < grown / 2
    assert len(kept) == 40
