"""What a long-running bot does once, before it is ready: load what every move uses, then put it
and the rest of start-up out of the garbage collector's sight."""

from __future__ import annotations

import gc

from render.core import load_fonts

from .i18n.catalog import preload

# The collector's thresholds for a long-running bot (CPython's are 700, 10, 10). A young
# collection runs after every 700 new containers, and a move or a timer pass allocates tens of
# thousands (states read from JSON, views, components): every object of the move alive at that
# instant is moved to an older generation, although it dies with the move, and those promotions
# are what make a full collection due (once they reach a quarter of the old generation). A full
# collection scans every object that start-up did not freeze (the tables cached, Discord's
# guilds and messages), 120-175 ms at a million games. After 50,000 allocations most of a
# move's objects are already freed by their reference counts, so far fewer are promoted and
# full collections come far more rarely. The price: the count is of containers created less
# those freed, so a young collection finds at least 50,000 alive and scans them all, 50-120 ms
# in one step of the loop during a restart's catch-up at 100k games. A young threshold of 5,000
# made those steps short but promoted so much that full collections came every 50 s (120 ms
# each) and more steps ran long (benchmarks/bench_loop.py, docs/benchmarks.md). The cycles each
# board left (its view, its pictures: bot/sent.py) are now freed by reference counting; what a
# young collection still scans is what the catch-up keeps alive (tables cached, Discord's
# cached messages and rate-limit buckets), not garbage.
THRESHOLDS = (50_000, 20, 10)


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
