"""What a long-running bot does once, before it is ready: load what every move uses, then put it
and the rest of start-up out of the garbage collector's sight; and, once connected, collect its
generations by time rather than by count."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import os
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

from games.lookup import load_tables
from render.core import load_fonts

from .i18n.catalog import preload

# The collector's thresholds for a long-running bot (CPython's are 700, 10, 10), which collects
# its young generations itself every YOUNG_EVERY seconds besides (`YoungCollections`).
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
# states just loaded and cached, discord.py's cached messages (that cache is off since: see
# bot/app.py), a rate-limit bucket per channel (benchmarks/bench_loop.py with BENCH_YOUNG,
# docs/benchmarks.md). The count is now only a backstop for a burst within a second.
#
# Young collections by time: every YOUNG_EVERY seconds, in a step of the loop of its own, so
# that a collection scans what survived since the last one, whatever old objects died
# meanwhile, and never runs inside a step's own work. During that catch-up at 100k games: 233
# in 120 s, 4 ms of CPU each on average and 15 ms at most, against 10 of up to 133 ms of CPU
# by count; a collection every second scanned up to 19 ms of CPU once the catch-up went faster.
# At a million games every half second still scanned up to 15 ms of CPU, and three steps with
# one ran past 20 ms in 300 s of catch-up; every quarter second, the longest took 9.6 ms of CPU
# and no step ran past 20 ms in two runs, for 7-13% more collecting in all (docs/benchmarks.md).
#
# The middle generation is collected with the youngest (its threshold is 0): what a collection
# finds alive goes to the oldest generation at once. It used to wait in the middle one for a
# middle collection, which scans what the young ones promoted since the last and is still
# alive: at a threshold of 400 (every 200 s), one such collection during that catch-up
# scanned 277,638 objects, 280 ms at +207 s (what the caches hold: the tables' states,
# discord.py's messages and rate-limit buckets, the idle board queues). Every 10 s, they
# still scanned 50,000-81,000
# (24-50 ms of CPU), every 2-3 s 19 ms of CPU at most: the states cached meanwhile (60 objects
# each, mostly Akropolis's footprints; the cache took in 500-775 states in 10 s), discord.py's
# messages (20 each), the timer pass's page in hand. Collected together, an object that lives
# is scanned once while young and not again until a full collection, and the middle one's
# scans are gone. What becomes garbage in a cycle after a quarter second waits for a full
# collection: a few objects a second during that catch-up (the middle collections found 3).
#
# The oldest threshold counts those collections, four a second: at 4,000, a full collection is
# due 1,000 s after the last at the soonest, and it comes only once what the collections by
# time promoted since the last is a quarter of what that one left alive, CPython's own check
# (`YoungCollections` counts both, since CPython keeps its count to itself). A full collection
# scans every object alive and not frozen: the caches whole, and the timer pass's page in hand.
# At a million games during a restart's catch-up that was 38,000-55,000 objects, 22-48 ms; with
# fewer states cached (bot/repository.py), the page without its JSON and idle rate-limit buckets
# dropped sooner (bot/ratelimits.py), 12-13 ms (benchmarks/bench_loop.py --full,
# docs/benchmarks.md).
THRESHOLDS = (50_000, 0, 4_000)
YOUNG_EVERY = 0.25

# Servers that arrive once connected are frozen too (`YoungCollections.arrived`). discord.py is
# ready once no server has come for 2 s, so at a million games (2,000 servers) on a busy
# machine a run's freeze on connecting held 1.0M objects where another's held 2.4M, and the
# next full collection, which scans whatever was not frozen, took 488 ms instead of 58-66. A
# server joined later, or back from an outage, brings its channels the same way. They are
# frozen once LATE_CHANNELS channels have come since the last freeze (fewer cost a full
# collection little: a few objects each), when none has come for LATE_QUIET seconds, or
# LATE_WAIT seconds after the first if they keep coming.
LATE_CHANNELS = 5_000
LATE_QUIET = 2.0
LATE_WAIT = 30.0


# The threads that draw, load states and run engine work off the loop (`asyncio.to_thread`):
# CPython's default count, all started when the process starts. The default executor starts a
# thread at a call that finds none idle, and the loop waits in `Thread.start` until the new
# thread holds the GIL: once 74 ms (38 of CPU) in the first drawing after connecting at a
# million games, and again each time more boards are drawn at once than ever before.
THREADS = min(32, (os.cpu_count() or 1) + 4)
# How long start-up waits for them: a thread that has not started by then starts at first use.
THREADS_WAIT = 10.0


async def start_threads(threads: int = THREADS) -> None:
    """The running loop's default executor, with its `threads` threads started now."""
    loop = asyncio.get_running_loop()
    loop.set_default_executor(ThreadPoolExecutor(threads, thread_name_prefix="asyncio"))
    # A call that finds no idle thread starts one: each waits until all have been started.
    barrier = threading.Barrier(threads)

    def wait() -> None:
        with contextlib.suppress(threading.BrokenBarrierError):
            barrier.wait(THREADS_WAIT)

    await asyncio.gather(*(loop.run_in_executor(None, wait) for _ in range(threads)))


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
    """Load the catalogs (every message compiled), the fonts and the engines' lookup tables
    (`games.lookup`: built here, they are frozen with the rest of start-up, not met by the
    collector as a restart's catch-up brings them a board or shape at a time), collect once,
    freeze what is alive (it lives as long as the process), and set THRESHOLDS."""
    preload()
    load_fonts()
    load_tables()
    gc.collect()
    gc.freeze()
    gc.set_threshold(*THRESHOLDS)


class YoungCollections:
    """The young generations collected every `every` seconds by the running loop, in a step of
    its own, and the oldest one when it is due (see THRESHOLDS): a long-running bot's, from its
    connection to its close."""

    def __init__(self, every: float = YOUNG_EVERY, clock: Callable[[], float] = time.monotonic) -> None:
        self.every = every
        self.clock = clock
        self._handle: asyncio.TimerHandle | None = None
        # Channels of the servers that arrived since the last freeze, and when the first and
        # the last of them came.
        self.late = 0
        self.late_since = self.late_last = 0.0
        # CPython's check before a full collection, kept here: the objects moved to the oldest
        # generation since the last full collection, and how many that one left there (none
        # yet: once connected, everything older is frozen).
        self.promoted = 0
        self.long_lived = 0

    def start(self) -> None:
        if self._handle is None:
            self._handle = asyncio.get_running_loop().call_later(self.every, self._collect)

    def stop(self) -> None:
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None

    def arrived(self, channels: int) -> None:
        """A server came once connected, with this many channels and threads: frozen with the
        others that come with it, by the collection after they stop coming (see LATE_CHANNELS).
        Those of READY, which discord.py announces the same way before it is ready, come before
        the freeze on connecting and these collections' start: not counted."""
        if self._handle is None:
            return
        now = self.clock()
        if not self.late:
            self.late_since = now
        self.late += max(1, channels)
        self.late_last = now

    def _late_due(self) -> bool:
        now = self.clock()
        return self.late >= LATE_CHANNELS and (
            now - self.late_last >= LATE_QUIET or now - self.late_since >= LATE_WAIT
        )

    def _collect(self) -> None:
        self.collect()
        self._handle = asyncio.get_running_loop().call_later(self.every, self._collect)

    def collect(self) -> int:
        """Collect the youngest generation, or the oldest one whose count is over its threshold
        (the oldest only once a quarter of what it holds is new); the oldest one collected."""
        # CPython escalates to an older generation only in the collections its count starts,
        # which these leave rare: the escalation is done here instead, as CPython would. The
        # middle generation is collected once its count reaches its threshold, every time at
        # THRESHOLDS's 0; a process that kept CPython's (tests, tools) has its own.
        if self._late_due():
            # In place of this collection: the youngest collected, and all else frozen.
            settle_connected()
            self.late, self.long_lived, self.promoted = 0, 0, 0
            return 0
        counts, thresholds = gc.get_count(), gc.get_threshold()
        if counts[2] > thresholds[2] and self.promoted > self.long_lived // 4:
            gc.collect(2)
            # A walk of what the oldest generation holds (a list of it): a few ms at 100,000
            # objects, against a collection that scanned them all.
            self.long_lived, self.promoted = len(gc.get_objects(2)), 0
            return 2
        if counts[1] >= thresholds[1]:
            # What this collection scans, less what it finds dead, is what it promotes (a list
            # of it: a twentieth of the scan's time).
            scanned = len(gc.get_objects(0)) + len(gc.get_objects(1))
            self.promoted += max(0, scanned - gc.collect(1))
            return 1
        gc.collect(0)
        return 0
