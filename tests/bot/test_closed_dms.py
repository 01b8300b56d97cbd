"""The memory of closed DMs: only Discord's "cannot send messages to this user" counts, and it is
bounded."""

from __future__ import annotations

from types import SimpleNamespace
from typing import cast

import aiohttp
import discord

from bot.closed_dms import RETRY_AFTER, ClosedDMs


def response(status: int, reason: str) -> aiohttp.ClientResponse:
    """What discord.py reads of an HTTP response to build its error: the status and reason."""
    return cast(aiohttp.ClientResponse, SimpleNamespace(status=status, reason=reason))


def forbidden(code: int) -> discord.Forbidden:
    return discord.Forbidden(response(403, "Forbidden"), {"code": code, "message": "no"})


def test_only_closed_dms_are_remembered_and_a_later_interaction_forgets_them() -> None:
    now = [1000.0]
    closed = ClosedDMs(lambda: now[0])
    assert closed.refused(1, forbidden(50007)) and 1 in closed
    assert not closed.refused(2, forbidden(50001)) and 2 not in closed  # missing access: not the user
    server_error = discord.HTTPException(response(500, "x"), "boom")
    assert not closed.refused(3, server_error) and 3 not in closed
    closed.interacted(1)  # right after the refusal: the player is using the fallback
    assert 1 in closed
    now[0] += RETRY_AFTER
    closed.interacted(1)
    assert 1 not in closed and len(closed) == 0
    closed.refused(1, forbidden(50007))
    closed.interacted(1, in_dm=True)  # an interaction in the DM channel proves it works
    assert 1 not in closed


def test_the_memory_is_bounded_and_forgets_the_oldest_first() -> None:
    closed = ClosedDMs(capacity=3)
    for user in (1, 2, 3):
        closed.refused(user, forbidden(50007))
    closed.refused(1, forbidden(50007))  # refused again: now the newest
    closed.refused(4, forbidden(50007))
    assert len(closed) == 3 and 2 not in closed and {1, 3, 4} <= {u for u in (1, 2, 3, 4) if u in closed}


def test_refusals_are_counted_for_the_owners_status() -> None:
    now = [1000.0]
    closed = ClosedDMs(lambda: now[0])
    closed.refused(1, forbidden(50007))
    now[0] += 3600
    closed.refused(2, forbidden(50007))
    closed.refused(2, forbidden(50007))
    closed.refused(3, forbidden(50001))  # not a closed DM: not counted
    assert closed.refusals == 3
    assert closed.refused_within(600) == 1 and closed.refused_within(7200) == 2
