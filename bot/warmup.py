"""What a long-running bot does once, before it is ready: load what every move uses, then put it
and the rest of start-up out of the garbage collector's sight; and, once connected, collect its
youngest generation by time rather than by count."""

from __future__ import annotations

import asyncio
import gc

from render.core import load_fonts

from .i18n.catalog import preload

# The collector's thresholds for a long-running bot (CPython's are 700, 10, 10), which collects
# its youngest generation itself every YOUNG_EVERY seconds besides (`YoungCollections`).
#
# Young collections by count: a young collection runs after THRESHOLDS[0] containers created
# less those freed. A move or a timer pass allocates tens of thousands (states read from JSON,
# views, components), and everything of it alive at that instant is moved to an older
# generation although it dies with the move: those promotions are what make a full collection
# due (once they reach a quarter of the old generation), and a full collection scans every
# object not frozen, 120-175 ms at a million games. A young threshold of 5,000 made collections
# come in the middle of such work, several a second: full collections came every 50 s (120 ms
# each) and more steps ran long. At 50,000 most of a move's objects are freed by their
# reference counts before the count gets there, but what a young collection scans is what is
# alive, and the count does not measure it: the containers freed include old ones (a state
# leaving the tables' cache, a message leaving discord.py's, each making room for a young one),
# and a dict or tuple given a container is tracked without being counted. During a restart's
# catch-up at 100k games, once the caches were full, the youngest generation held 45,000-63,000
# objects at a collection (15-60 ms) and once 186,000 (127 ms), all alive: the pieces of the
# states just loaded and cached, discord.py's cached messages, a rate-limit bucket per channel
# (benchmarks/bench_loop.py with BENCH_YOUNG, docs/benchmarks.md). The count is now only a
# backstop for a burst within a second.
#
# Young collections by time: every YOUNG_EVERY seconds, in a step of the loop of its own, so
# that a collection scans what survived since the last one, whatever old objects died
# meanwhile, and never runs inside a step's own work. During that catch-up at 100k games: 233
# in 120 s, 4 ms of CPU each on average and 15 ms at most, against 10 of up to 133 ms of CPU
# by count; a collection every second scanned up to 19 ms of CPU once the catch-up went faster.
#
# The middle threshold counts young collections, now two a second: at 400, the middle
# generation is collected every few minutes, about as often as at 20 young collections of
# 50,000 during that catch-up. What it scans then is all the young collections promoted that
# is still alive (the tables' cached states, discord.py's messages, rate-limit buckets): 300 ms
# at +207 s of that catch-up, the long step left (docs/benchmarks.md).
THRESHOLDS = (50_000, 400, 10)
YOUNG_EVERY = 0.5


def settle_connected() -> None:
    """Once connected: collect the youngest generation, then freeze what is alive again.

    The servers, channels and members that Discord sends once connected (GUILD_CREATE) come
    after `settle`, and they live as long as the process too: at a million games, a million
    channels in 2,000 servers. Left in sight, they reach the old generation, and a full
    collection scans them all (0.6 s at 1M games). Frozen, a full collection scans only what
    the caches hold. Only the youngest generation is collected first, as an ordinary young
    collection would (a few ms): collecting the middle one too scanned everything received
    since its last collection, 44 ms at 100k games and 174 ms at 1M, in one step of the loop.
    A cycle of garbage already in an older generation stays frozen: a few objects, once."""
    gc.collect(0)
    gc.freeze()


def settle() -> None:
    """Load the catalogs (every message compiled) and the fonts, collect once, freeze what is
    alive (it lives as long as the process), and set THRESHOLDS."""
    preload()
    load_fonts()
    gc.collect()
    gc.freeze()
    gc.set_threshold(*THRESHOLDS)


class YoungCollections:
    """The youngest generation collected every `every` seconds by the running loop, in a step
    of its own (see THRESHOLDS): a long-running bot's, from its connection to its close."""

    def __init__(self, every: float = YOUNG_EVERY) -> None:
        self.every = every
        self._handle: asyncio.TimerHandle | None = None

    def start(self) -> None:
        if self._handle is None:
            self._handle = asyncio.get_running_loop().call_later(self.every, self._collect)

    def stop(self) -> None:
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None

    def _collect(self) -> None:
        # CPython escalates to an older generation only in the collections its count starts,
        # which these leave rare: the oldest generation whose count is over its threshold is
        # collected here instead, as CPython would (less its check that a full collection is
        # worth it: a quarter of the oldest generation promoted since the last).
        counts, thresholds = gc.get_count(), gc.get_threshold()
        gc.collect(next((g for g in (2, 1) if counts[g] > thresholds[g]), 0))
        self._handle = asyncio.get_running_loop().call_later(self.every, self._collect)
