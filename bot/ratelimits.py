"""discord.py's rate-limit buckets swept for idle ones a few at a time.

discord.py keeps a bucket (a lock, a queue) per route and channel written to. Once it holds
256, each new bucket makes it walk them all to drop those idle for five minutes: a process that
writes to thousands of channels within five minutes (a restart's catch-up, a busy day) walks
thousands at every new channel, 15 ms of the loop's CPU a request at 100k games after five
minutes of catch-up (benchmarks/bench_loop.py, docs/benchmarks.md). Here each new bucket looks
at the next SWEPT_AT_ONCE of a list of the buckets' keys, taken again when it is used up: every
bucket is still looked at, once per round, and one idle goes within a round.

Idle is IDLE seconds without a request and its window over, not discord.py's five minutes: such
a bucket tells the next request nothing that a new one would not learn from its first answer,
and each bucket kept is three objects (the bucket, its lock, its queue) that the garbage
collector scans, 51,000 at 100k games after 200 s of a restart's catch-up (17,000 buckets).
"""

from __future__ import annotations

import asyncio

import discord.http

# Buckets looked at per new bucket: a round over n buckets takes n / SWEPT_AT_ONCE new ones, so
# the buckets kept stay within 1 / (SWEPT_AT_ONCE - 1) more than those of the last five minutes.
SWEPT_AT_ONCE = 64
# discord.py's own: fewer buckets than this are not swept.
SWEPT_FROM = 256
# A bucket unused this long, its window over, is dropped: Discord's windows for a channel's
# messages are a few seconds. At 10 s, 2,200-2,300 buckets lived during a restart's catch-up at
# a million games: 6,900 of the 38,000-48,000 objects a full collection scanned
# (benchmarks/bench_loop.py --census); a bucket lives for as long as its last window anyway.
IDLE = 5.0


def idle(bucket: discord.http.Ratelimit, now: float) -> bool:
    """Nothing waits in the bucket, it was last used IDLE seconds ago, and its window is over."""
    return (
        now - bucket._last_request >= IDLE  # pyright: ignore[reportPrivateUsage]
        and bucket.outgoing == 0
        and not bucket._pending_requests  # pyright: ignore[reportPrivateUsage]
        and (bucket.expires is None or now > bucket.expires)
    )


def sweep_a_few_at_a_time(http: discord.http.HTTPClient, at_once: int = SWEPT_AT_ONCE) -> None:
    """Make `http` look at `at_once` of its buckets per new bucket, dropping the idle ones (see
    the module's note)."""
    keys: list[str] = []

    def sweep() -> None:
        buckets = http._buckets  # pyright: ignore[reportPrivateUsage]
        if len(buckets) < SWEPT_FROM:
            return
        if not keys:
            keys.extend(buckets)
        now = asyncio.get_running_loop().time()
        for key in keys[-at_once:]:
            bucket = buckets.get(key)
            if bucket is not None and idle(bucket, now):
                del buckets[key]
        del keys[-at_once:]

    http._try_clear_expired_ratelimits = sweep  # type: ignore[method-assign]  # pyright: ignore[reportPrivateUsage]
