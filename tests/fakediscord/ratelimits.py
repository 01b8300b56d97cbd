"""Discord's rate limits, as the loopback Discord applies them to the bot's REST requests.

What Discord documents (developers/topics/rate-limits) and what the fake does:

- **Per-route buckets.** Each answer carries ``X-RateLimit-Limit``, ``-Remaining``, ``-Reset``
  (epoch seconds), ``-Reset-After`` (seconds) and ``-Bucket`` (a hash shared by the routes of one
  limit, "non-inclusive of top-level resources": the count itself is kept per channel, guild or
  webhook + token). Discord does not publish the numbers and changes them; ``ROUTE_LIMITS`` holds
  the ones bots see in practice (5 messages per 5 s per channel, the most important one).
- **The global limit**: 50 requests per second per bot token, for every request authorised with
  it. Interaction endpoints (the callback, and the followup webhook of an interaction token) are
  not bound to it; followups have their own bucket per interaction token.
- **429 answers** with ``{"message", "retry_after", "global"}``, ``Retry-After`` (whole seconds,
  rounded up), ``X-RateLimit-Scope`` (``user`` or ``global``) and ``X-RateLimit-Global`` for the
  global limit. A refused request does nothing and uses up no bucket.
- **Invalid requests**: every 401, 403 and 429 answer counts; 10,000 within 10 minutes and
  Cloudflare blocks the address (the fake then answers every request 429 with a text body for an
  hour, as Cloudflare's "error code: 1015" page, which discord.py does not retry).
- Every answer carries ``Via``, as Discord's do: discord.py takes a 429 without it for a
  Cloudflare block and raises instead of waiting.

Modes (``FakeDiscord(rate_limits=...)``, default from ``FAKEDISCORD_RATE_LIMITS``, else
"observe"): ``"enforce"`` sends the headers and answers 429; ``"observe"`` changes no answer and
records what Discord would have refused (``would_refuse``), which costs nothing; ``"off"`` records
requests only. Observe is the default because discord.py answers the headers by sleeping: the
request that empties a bucket waits until its reset (5 s for the fifth post in a channel), in
real time, so an enforcing loopback Discord turns a many-move test into a slow one.

Windows are measured on ``FakeClock.running()``: real time, because discord.py waits for
``retry_after`` in real time, plus whatever a test ``advance()``\\ d (so a test can skip a
bucket's reset without waiting).
"""

from __future__ import annotations

import json
import math
import os
import re
from collections import Counter, defaultdict, deque
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .clock import FakeClock

MODES = ("off", "observe", "enforce")
ENV_MODE = "FAKEDISCORD_RATE_LIMITS"
# A file to which every FakeDiscord appends its counts when it stops (one JSON line, named after
# the running test): benchmarks/bench_ratelimits.py reads it to count across the whole suite.
ENV_REPORT = "FAKEDISCORD_RATE_REPORT"

GLOBAL_LIMIT = 50  # requests per GLOBAL_PER seconds per bot token
GLOBAL_PER = 1.0
INVALID_LIMIT = 10_000  # invalid answers per INVALID_WINDOW seconds before the address is blocked
INVALID_WINDOW = 600.0
BLOCK_SECONDS = 3600.0
INVALID_STATUSES = (401, 403, 429)

D = r"(\d+)"
T = r"([^/]+)"


@dataclass(frozen=True)
class RouteLimit:
    """One bucket: `limit` requests per `per` seconds, counted per top-level resource (the
    path's first group: channel, guild, or webhook id + token)."""

    method: str
    pattern: re.Pattern[str]
    bucket: str  # the X-RateLimit-Bucket value (an opaque hash on Discord; a name here)
    limit: int
    per: float
    needs: str = ""  # a body key that must be present (a sub-limit such as renaming a channel)


def route_limit(method: str, path: str, bucket: str, limit: int, per: float, needs: str = "") -> RouteLimit:
    return RouteLimit(method, re.compile(path), bucket, limit, per, needs)


# First match wins. Values as Discord's headers report them to bots (they are not documented);
# a route not listed here has no bucket of its own (only the global limit).
ROUTE_LIMITS: tuple[RouteLimit, ...] = (
    route_limit("POST", f"/channels/{D}/messages", "message-create", 5, 5.0),
    route_limit("PATCH", f"/channels/{D}/messages/{D}", "message-edit", 5, 5.0),
    route_limit("DELETE", f"/channels/{D}/messages/{D}", "message-delete", 5, 1.0),
    route_limit("PUT", f"/channels/{D}/messages/{D}/reactions/.+", "reaction", 1, 0.25),
    route_limit("DELETE", f"/channels/{D}/messages/{D}/reactions/.+", "reaction", 1, 0.25),
    # Renaming a channel or changing its topic: twice per 10 minutes per channel.
    route_limit("PATCH", f"/channels/{D}", "channel-rename", 2, 600.0, needs="name"),
    route_limit("PATCH", f"/channels/{D}", "channel-rename", 2, 600.0, needs="topic"),
    route_limit("PATCH", f"/channels/{D}", "channel-edit", 10, 10.0),
    route_limit("GET", f"/channels/{D}(?:/.*)?", "channel-read", 50, 1.0),
    route_limit("POST", f"/channels/{D}/.+", "channel-post", 5, 5.0),
    route_limit("PUT", f"/channels/{D}/.+", "channel-put", 10, 10.0),
    route_limit("DELETE", f"/channels/{D}/.+", "channel-delete", 10, 10.0),
    route_limit("POST", "/users/@me/channels", "dm-open", 10, 10.0),
    route_limit("GET", f"/users/{D}", "user-read", 30, 30.0),
    route_limit("GET", f"/guilds/{D}(?:/.*)?", "guild-read", 50, 1.0),
    # Followups, edits and deletes through an interaction's webhook: per interaction token.
    route_limit("POST", f"/webhooks/{D}/{T}", "webhook-execute", 5, 2.0),
    route_limit("GET|PATCH|DELETE", f"/webhooks/{D}/{T}/messages/.+", "webhook-message", 5, 2.0),
)
# Requests that are neither rate limited nor bound to the global limit.
UNLIMITED = (re.compile(f"/interactions/{D}/{T}/callback"), re.compile("/gateway(?:/bot)?"))
WEBHOOK = re.compile(f"/webhooks/{D}/{T}.*")
CHANNEL_POST = re.compile(f"/channels/{D}/messages")


@dataclass
class Window:
    """A fixed window: opened by its first request, closed `per` seconds later."""

    limit: int
    per: float
    start: float = -math.inf
    used: int = 0

    def remaining(self, now: float) -> int:
        return self.limit if now >= self.start + self.per else self.limit - self.used

    def reset_after(self, now: float) -> float:
        return max(self.start + self.per - now, 0.0) if now < self.start + self.per else self.per

    def take(self, now: float) -> None:
        if now >= self.start + self.per:
            self.start, self.used = now, 0
        self.used += 1


@dataclass(frozen=True)
class Hit:
    """A 429 the fake answered (or, observing, would have answered)."""

    at: float
    method: str
    path: str
    bucket: str  # the bucket hash, or "global"
    scope: str  # "user" or "global"
    retry_after: float

    def __repr__(self) -> str:
        return f"<429 {self.scope} {self.method} {self.path} retry_after={self.retry_after:.3f}>"


@dataclass
class Sample:
    """One request, as the counts below see it."""

    at: float
    method: str
    path: str
    global_counted: bool
    status: int = 0


@dataclass
class Verdict:
    """What the limiter decided for one request, before it is handled."""

    headers: dict[str, str] = field(default_factory=dict)
    refusal: tuple[int, Any] | None = None  # (status, body) to answer instead of handling it
    sample: Sample | None = None


@dataclass
class Stats:
    requests: int
    max_per_second: int  # bot-token requests in the busiest second (sliding window)
    max_channel_posts: int  # messages posted in one channel in the busiest 5 s (sliding window)
    busiest_channel: int | None
    dm_posts: Counter[int]  # DM channel id -> message posts attempted (delivered or not)
    hits: int  # 429s answered
    would_refuse: int  # requests Discord would have refused (observe mode)
    invalid: int  # 401/403/429 answers

    def line(self) -> str:
        top_dm = max(self.dm_posts.values(), default=0)
        return (
            f"requests={self.requests} max_req_per_s={self.max_per_second} "
            f"max_posts_per_channel_5s={self.max_channel_posts} max_dm_posts_to_one_user={top_dm} "
            f"429s={self.hits} would_429={self.would_refuse} invalid={self.invalid}"
        )


def sliding_max(times: list[float], width: float) -> int:
    """The most events within any `width` seconds."""
    times = sorted(times)
    best, lo = 0, 0
    for hi, t in enumerate(times):
        while t - times[lo] >= width:
            lo += 1
        best = max(best, hi - lo + 1)
    return best


class RateLimiter:
    def __init__(self, clock: FakeClock, token: str, *, mode: str | None = None) -> None:
        mode = mode or os.environ.get(ENV_MODE) or "observe"
        if mode not in MODES:
            raise ValueError(f"rate limit mode must be one of {MODES}, not {mode!r}")
        self.mode = mode
        self.clock = clock
        self.token = token
        # Both may be changed by a test (e.g. a smaller limit, to see the bot wait without a
        # slow test): the global window, and the table of buckets, first match wins.
        self.global_window = Window(GLOBAL_LIMIT, GLOBAL_PER)
        self.routes: tuple[RouteLimit, ...] = ROUTE_LIMITS
        self.invalid_limit = INVALID_LIMIT
        self._windows: dict[tuple[str, str], Window] = {}
        self.hits: list[Hit] = []  # every 429 answered, in order
        self.would_refuse: list[Hit] = []  # observe mode: what Discord would have refused
        self.invalid: deque[float] = deque()  # times of 401/403/429 answers in the last window
        self.invalid_total = 0
        self.blocked_until = -math.inf
        self.samples: list[Sample] = []

    @property
    def enforcing(self) -> bool:
        return self.mode == "enforce"

    @property
    def blocked(self) -> bool:
        return self.clock.running() < self.blocked_until

    def now(self) -> float:
        return self.clock.running()

    def forget(self) -> None:
        """Drop the records of what was answered and the windows whose time is over (one over
        is the same as a new one): a long run's, which keep one window per route and channel."""
        self.hits.clear()
        self.would_refuse.clear()
        self.samples.clear()
        now = self.now()
        self._windows = {k: w for k, w in self._windows.items() if now < w.start + w.per}

    # -- before and after a request -----------------------------------------------------------
    def admit(self, method: str, path: str, headers: Mapping[str, str], body: Any) -> Verdict:
        now = self.now()
        verdict = Verdict(headers={"Via": "1.1 google"})
        if self.enforcing and self.blocked:
            verdict.refusal = (429, "error code: 1015")  # Cloudflare's page: text, not JSON
            verdict.sample = Sample(now, method, path, False)
            self.samples.append(verdict.sample)
            return verdict
        unlimited = any(p.fullmatch(path) for p in UNLIMITED)
        global_counted = not unlimited and not WEBHOOK.fullmatch(path) and self._authorised(headers)
        verdict.sample = Sample(now, method, path, global_counted)
        self.samples.append(verdict.sample)
        if unlimited or self.mode == "off":
            return verdict
        route, key = self._bucket(method, path, body)
        window = self._windows.setdefault(key, Window(route.limit, route.per)) if route else None
        hit: Hit | None = None
        if global_counted and self.global_window.remaining(now) <= 0:
            hit = Hit(now, method, path, "global", "global", self.global_window.reset_after(now))
        elif window is not None and window.remaining(now) <= 0:
            assert route is not None
            hit = Hit(now, method, path, route.bucket, "user", window.reset_after(now))
        if hit is not None and self.enforcing:
            self.hits.append(hit)
            verdict.refusal = (
                429,
                {
                    "message": "You are being rate limited.",
                    "retry_after": round(hit.retry_after, 3),
                    "global": hit.scope == "global",
                },
            )
            verdict.headers["Retry-After"] = str(max(1, math.ceil(hit.retry_after)))
            verdict.headers["X-RateLimit-Scope"] = hit.scope
            if hit.scope == "global":
                verdict.headers["X-RateLimit-Global"] = "true"
            if hit.scope == "user" and window is not None and route is not None:
                verdict.headers.update(self._bucket_headers(route, window, now))
            return verdict
        if hit is not None:
            self.would_refuse.append(hit)
        if global_counted:
            self.global_window.take(now)
        if window is not None and route is not None:
            window.take(now)
            if self.enforcing:
                verdict.headers.update(self._bucket_headers(route, window, now))
        return verdict

    def answered(self, verdict: Verdict, status: int) -> dict[str, str]:
        """Count the answer; returns the headers it carries."""
        if verdict.sample is not None:
            verdict.sample.status = status
        if status in INVALID_STATUSES:
            self._count_invalid()
        return verdict.headers

    def _count_invalid(self) -> None:
        now = self.now()
        self.invalid_total += 1
        self.invalid.append(now)
        while self.invalid and self.invalid[0] <= now - INVALID_WINDOW:
            self.invalid.popleft()
        if len(self.invalid) >= self.invalid_limit and not self.blocked:
            self.blocked_until = now + BLOCK_SECONDS

    # -- helpers ------------------------------------------------------------------------------
    def _authorised(self, headers: Mapping[str, str]) -> bool:
        return headers.get("Authorization") == f"Bot {self.token}"

    def _bucket(self, method: str, path: str, body: Any) -> tuple[RouteLimit | None, tuple[str, str]]:
        for route in self.routes:
            if method not in route.method.split("|"):
                continue
            m = route.pattern.fullmatch(path)
            if m is None:
                continue
            if route.needs and not (isinstance(body, dict) and route.needs in body):
                continue
            # Counted per top-level resource: the channel or guild id, or webhook id + token.
            major = "+".join(
                m.groups()[:2] if route.pattern.pattern.startswith("/webhooks") else m.groups()[:1]
            )
            return route, (route.bucket, major)
        return None, ("", "")

    def _bucket_headers(self, route: RouteLimit, window: Window, now: float) -> dict[str, str]:
        after = window.reset_after(now)
        return {
            "X-RateLimit-Limit": str(route.limit),
            "X-RateLimit-Remaining": str(max(window.remaining(now), 0)),
            "X-RateLimit-Reset": f"{self.clock.wall().timestamp() + after:.3f}",
            "X-RateLimit-Reset-After": f"{after:.3f}",
            "X-RateLimit-Bucket": route.bucket,
        }

    # -- what tests read ----------------------------------------------------------------------
    def invalid_recent(self) -> int:
        """Invalid answers within the last 10 minutes (Discord's blocking window)."""
        now = self.now()
        return sum(1 for t in self.invalid if t > now - INVALID_WINDOW)

    def channel_posts(self) -> dict[int, list[float]]:
        """Channel id -> times of the message posts the bot attempted there (DMs included)."""
        out: dict[int, list[float]] = defaultdict(list)
        for s in self.samples:
            if s.method == "POST" and (m := CHANNEL_POST.fullmatch(s.path)):
                out[int(m.group(1))].append(s.at)
        return out

    def stats(self, dm_channels: set[int] | None = None) -> Stats:
        """The counts of everything seen so far; `dm_channels` picks the DM channels out."""
        posts = self.channel_posts()
        guild_posts = {c: t for c, t in posts.items() if not dm_channels or c not in dm_channels}
        busiest = max(guild_posts, key=lambda c: sliding_max(guild_posts[c], 5.0), default=None)
        dms = Counter({c: len(t) for c, t in posts.items() if dm_channels and c in dm_channels})
        return Stats(
            requests=len(self.samples),
            max_per_second=sliding_max([s.at for s in self.samples if s.global_counted], GLOBAL_PER),
            max_channel_posts=sliding_max(guild_posts[busiest], 5.0) if busiest is not None else 0,
            busiest_channel=busiest,
            dm_posts=dms,
            hits=len(self.hits),
            would_refuse=len(self.would_refuse),
            invalid=self.invalid_total,
        )

    def write_report(self, dm_recipients: Mapping[int, int]) -> None:
        """Append this run's counts to the FAKEDISCORD_RATE_REPORT file, if one is set.
        `dm_recipients`: DM channel id -> the user it reaches."""
        path = os.environ.get(ENV_REPORT)
        if not path:
            return
        stats = self.stats(set(dm_recipients))
        line = {
            "test": os.environ.get("PYTEST_CURRENT_TEST", "").rsplit(" ", 1)[0],
            "mode": self.mode,
            "requests": stats.requests,
            "max_per_second": stats.max_per_second,
            "max_channel_posts_5s": stats.max_channel_posts,
            "dm_posts_per_user": {str(dm_recipients[c]): n for c, n in stats.dm_posts.items()},
            "dm_refused_per_user": dict(
                Counter(
                    str(dm_recipients[int(m.group(1))])
                    for s in self.samples
                    if s.status == 403
                    and (m := CHANNEL_POST.fullmatch(s.path))
                    and int(m.group(1)) in dm_recipients
                )
            ),
            "hits": stats.hits,
            "would_refuse": stats.would_refuse,
            "would_refuse_global": sum(1 for h in self.would_refuse if h.scope == "global"),
            "invalid": stats.invalid,
        }
        with open(path, "a", encoding="utf-8") as f:
            f.write(json.dumps(line) + "\n")
