"""discord.py's rate-limit buckets are swept a few at a time: a new bucket no longer walks all
of them, and every idle one still goes."""

from __future__ import annotations

import asyncio

import discord.http
import pytest

from bot.ratelimits import SWEPT_AT_ONCE, sweep_a_few_at_a_time


async def test_a_new_bucket_looks_at_a_few_and_every_idle_one_goes_within_a_round(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    loop = asyncio.get_running_loop()
    http = discord.http.HTTPClient(loop)
    sweep_a_few_at_a_time(http)
    looked: list[int] = []
    inactive = discord.http.Ratelimit.is_inactive

    def counted(self: discord.http.Ratelimit) -> bool:
        looked.append(1)
        return inactive(self)

    monkeypatch.setattr(discord.http.Ratelimit, "is_inactive", counted)
    for k in range(2_000):
        bucket = http.get_ratelimit(f"old {k}")
        if k % 2:
            bucket._last_request -= 301  # idle for over five minutes
    looked.clear()
    http.get_ratelimit("new 0")
    assert 0 < len(looked) <= SWEPT_AT_ONCE
    for k in range(1, 2_000 // SWEPT_AT_ONCE + 2):
        http.get_ratelimit(f"new {k}")
    kept = set(http._buckets)
    assert not any(key.startswith("old ") and int(key.split()[1]) % 2 for key in kept)
    assert {f"old {k}" for k in range(0, 2_000, 2)} <= kept
