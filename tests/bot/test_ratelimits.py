"""discord.py's rate-limit buckets are swept a few at a time: a new bucket no longer walks all
of them, and every idle one still goes, idle from IDLE seconds with its window over."""

from __future__ import annotations

import asyncio

import discord.http
import pytest

from bot import ratelimits
from bot.ratelimits import IDLE, SWEPT_AT_ONCE, sweep_a_few_at_a_time


async def test_a_new_bucket_looks_at_a_few_and_every_idle_one_goes_within_a_round(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    loop = asyncio.get_running_loop()
    http = discord.http.HTTPClient(loop)
    sweep_a_few_at_a_time(http)
    looked: list[int] = []
    idle = ratelimits.idle

    def counted(bucket: discord.http.Ratelimit, now: float) -> bool:
        looked.append(1)
        return idle(bucket, now)

    monkeypatch.setattr(ratelimits, "idle", counted)
    for k in range(2_000):
        bucket = http.get_ratelimit(f"old {k}")
        if k % 2:
            bucket._last_request -= IDLE + 1
    looked.clear()
    http.get_ratelimit("new 0")
    assert 0 < len(looked) <= SWEPT_AT_ONCE
    for k in range(1, 2_000 // SWEPT_AT_ONCE + 2):
        http.get_ratelimit(f"new {k}")
    kept = set(http._buckets)
    assert not any(key.startswith("old ") and int(key.split()[1]) % 2 for key in kept)
    assert {f"old {k}" for k in range(0, 2_000, 2)} <= kept


async def test_a_bucket_goes_once_unused_for_seconds_with_its_window_over_not_five_minutes() -> None:
    loop = asyncio.get_running_loop()
    http = discord.http.HTTPClient(loop)
    sweep_a_few_at_a_time(http)
    now = loop.time()
    for k in range(300):
        http.get_ratelimit(f"old {k}")._last_request = now - IDLE - 1
    # Unused as long, but Discord's window for it is not over: what it knows still counts.
    limited = http.get_ratelimit("limited")
    limited._last_request, limited.remaining, limited.expires = now - IDLE - 1, 0, now + 30
    # Used just now; enough of them that the buckets stay over SWEPT_FROM, where sweeping stops.
    used = [http.get_ratelimit(f"used {k}") for k in range(300)]
    for k in range(600 // SWEPT_AT_ONCE + 2):
        http.get_ratelimit(f"new {k}")
    kept = set(http._buckets)
    assert not any(key.startswith("old ") for key in kept)
    assert "limited" in kept and [http._buckets[f"used {k}"] for k in range(300)] == used
