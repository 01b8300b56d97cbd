"""Faults a test injects into the loopback Discord: a route answering 503 for a while, a 429
with Discord's own body and headers, or a slow answer; and, with ``taken=True``, an answer lost
after Discord did what was asked (a 5xx for a request that went through, or a slow answer to it).

Using it::

    fake.faults.fail("POST /interactions/*/callback", status=429, retry_after=3.5, times=1)
    fake.faults.fail("POST /channels/*/messages", status=503, for_seconds=25)
    fake.faults.fail("POST /interactions/*/callback", status=503, times=1, taken=True)
    fake.faults.delay("POST /users/@me/channels", 1.5)
    fake.faults.delay("POST /interactions/*/callback", 0.3, times=1, taken=True)
    fault.hits; fake.faults.clear()

A pattern is ``"METHOD /path"`` or just ``"/path"`` (any method), matched as a whole with
shell-style wildcards (``*`` also crosses ``/``) against the path after ``/api/v10``. A fault
lasts ``times`` matching requests, ``for_seconds`` on ``fake.clock`` from when it was added,
or, with neither, until removed. Faults are checked in the order they were added; the first
that matches answers.

A 429 carries what discord.py's retry code reads: ``retry_after`` and ``global`` in the JSON
body, ``Retry-After``, ``X-RateLimit-Limit/-Remaining/-Reset/-Reset-After/-Bucket/-Scope``
(and ``X-RateLimit-Global``) headers, and a ``Via`` header (discord.py treats a 429 without one
as a Cloudflare ban and does not retry).
"""

from __future__ import annotations

import asyncio
import fnmatch
import hashlib
import json
import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aiohttp import web

if TYPE_CHECKING:
    from .harness import FakeDiscord, RecordedRequest

MESSAGES = {
    429: "You are being rate limited.",
    500: "500: Internal Server Error",
    502: "502: Bad Gateway",
    503: "503: Service Unavailable",
    504: "504: Gateway Timeout",
}


@dataclass(eq=False)
class Fault:
    """One injected fault; ``hits`` counts the requests it answered (or delayed)."""

    pattern: str
    status: int | None  # None: only a delay
    delay: float
    times: int | None
    until: float | None
    retry_after: float
    is_global: bool
    code: int
    message: str | None
    with_files: bool | None = None
    # Discord handles the request first, then the fault answers (or delays the answer).
    taken: bool = False
    hits: int = 0

    def matches(self, method: str, path: str, uploads: bool) -> bool:
        if self.with_files is not None and uploads != self.with_files:
            return False
        head, _, tail = self.pattern.partition(" ")
        if tail and head.isupper():
            return method == head and fnmatch.fnmatchcase(path, tail)
        return fnmatch.fnmatchcase(path, self.pattern)

    def live(self, now: float) -> bool:
        if self.times is not None and self.hits >= self.times:
            return False
        return self.until is None or now < self.until


class Faults:
    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake
        self.active: list[Fault] = []

    def fail(
        self,
        pattern: str,
        *,
        status: int = 503,
        times: int | None = None,
        for_seconds: float | None = None,
        retry_after: float = 1.0,
        is_global: bool = False,
        delay: float = 0.0,
        code: int = 0,
        message: str | None = None,
        with_files: bool | None = None,
        taken: bool = False,
    ) -> Fault:
        """Answer matching requests with `status` (after `delay` seconds); with `with_files`,
        only requests that upload files (True) or that do not (False); with `taken`, after
        handling them as usual (what was asked is done, and its answer lost)."""
        fault = self._add(pattern, status, delay, times, for_seconds, retry_after, is_global, code, message)
        fault.with_files = with_files
        fault.taken = taken
        return fault

    def delay(
        self,
        pattern: str,
        seconds: float,
        *,
        times: int | None = None,
        for_seconds: float | None = None,
        taken: bool = False,
    ) -> Fault:
        """Hold matching requests for `seconds`, then answer them as usual; with `taken`, hold
        the answer of a request already handled."""
        fault = self._add(pattern, None, seconds, times, for_seconds, 0.0, False, 0, None)
        fault.taken = taken
        return fault

    def remove(self, fault: Fault) -> None:
        if fault in self.active:
            self.active.remove(fault)

    def clear(self) -> None:
        self.active.clear()

    def _add(
        self,
        pattern: str,
        status: int | None,
        delay: float,
        times: int | None,
        for_seconds: float | None,
        retry_after: float,
        is_global: bool,
        code: int,
        message: str | None,
    ) -> Fault:
        until = None if for_seconds is None else self.fake.clock.now() + for_seconds
        fault = Fault(pattern, status, delay, times, until, retry_after, is_global, code, message)
        self.active.append(fault)
        return fault

    async def intercept(
        self, request: web.Request, path: str, record: RecordedRequest
    ) -> web.Response | None:
        """The injected answer to this request, or None to handle it as usual (after any delay).

        Called by ``Rest.handle`` once the request is recorded; an injected answer ends the record.
        """
        return await self._apply(request, path, record, taken=False)

    async def after(self, request: web.Request, path: str, record: RecordedRequest) -> web.Response | None:
        """The injected answer to a request Discord handled already (a `taken` fault), or None
        to send the real one (after any delay). Called by ``Rest.handle`` once it ended the record."""
        return await self._apply(request, path, record, taken=True)

    async def _apply(
        self, request: web.Request, path: str, record: RecordedRequest, *, taken: bool
    ) -> web.Response | None:
        now = self.fake.clock.now()
        uploads = request.content_type.startswith("multipart/")
        method = request.method
        fault = next(
            (f for f in self.active if f.taken == taken and f.live(now) and f.matches(method, path, uploads)),
            None,
        )
        if fault is None:
            return None
        fault.hits += 1
        if fault.delay > 0:
            await asyncio.sleep(fault.delay)
        if fault.status is None:
            return None
        payload, headers = self._answer(fault)
        if taken:
            # What the bot reads: the record keeps the answer it was given, not the lost one.
            record.status, record.response = fault.status, payload
        else:
            self.fake.end_request(record, fault.status, payload)
        return web.Response(body=json.dumps(payload).encode(), status=fault.status, headers=headers)

    def _answer(self, fault: Fault) -> tuple[dict[str, Any], dict[str, str]]:
        headers = {"Content-Type": "application/json"}
        message = fault.message or MESSAGES.get(fault.status or 0, "Error")
        payload: dict[str, Any] = {"message": message, "code": fault.code}
        if fault.status == 429:
            reset_after = fault.retry_after
            payload.update(retry_after=reset_after, **{"global": fault.is_global})
            headers.update(
                {
                    "Retry-After": str(math.ceil(reset_after)),
                    "X-RateLimit-Limit": "5",
                    "X-RateLimit-Remaining": "0",
                    "X-RateLimit-Reset": f"{self.fake.clock.now() + reset_after:.3f}",
                    "X-RateLimit-Reset-After": f"{reset_after:.3f}",
                    "X-RateLimit-Bucket": hashlib.sha1(fault.pattern.encode()).hexdigest()[:16],
                    "X-RateLimit-Scope": "global" if fault.is_global else "user",
                    "Via": "1.1 google",
                }
            )
            if fault.is_global:
                headers["X-RateLimit-Global"] = "true"
        return payload, headers
