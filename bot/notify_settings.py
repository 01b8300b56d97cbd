"""A player's notification settings (stored per user, so they hold in every server) and the
times they give: whether a moment falls in the player's quiet hours and when those end, and when
the daily digest is next due, in the player's own time zone. Imports no discord.

Quiet hours are whole hours, `start` to `end` local time; a window whose start is after its end
crosses midnight (23 to 7 is quiet from 23:00 to 07:00 the next morning). A time zone is an IANA
name (zoneinfo) or a fixed offset written `UTC+8`, `UTC-5:30`.
"""

from __future__ import annotations

import re
import zoneinfo
from dataclasses import asdict, dataclass
from datetime import UTC, datetime, timedelta, timezone, tzinfo
from functools import cache, lru_cache
from typing import Any

DEFAULT_ZONE = "UTC"
OFFSET = re.compile(r"^UTC([+-])(\d{1,2})(?::(\d{2}))?$")
# Offsets as they are written, for the time zone option's suggestions.
OFFSETS = [f"UTC{sign}{h}" for h in range(1, 15) for sign in "+-" if not (sign == "-" and h > 12)]
SUGGESTIONS = 25  # Discord shows at most 25 choices


@dataclass(frozen=True)
class NotifySettings:
    dm_turn: bool = False
    digest: bool = False
    digest_hour: int = 9
    quiet_start: int | None = None
    quiet_end: int | None = None
    tz: str = DEFAULT_ZONE

    @classmethod
    def of(cls, settings: dict[str, Any]) -> NotifySettings:
        """The settings stored under `notify` in a member's settings; a value that does not read
        as one (hand-edited, from an older bot) reads as the default."""
        stored = settings.get("notify")
        if not isinstance(stored, dict):
            return cls()
        default = cls()

        def hour(key: str, fallback: int | None) -> int | None:
            value = stored.get(key)
            return value if isinstance(value, int) and 0 <= value <= 23 else fallback

        tz = stored.get("tz")
        return cls(
            dm_turn=stored.get("dm_turn") is True,
            digest=stored.get("digest") is True,
            digest_hour=hour("digest_hour", default.digest_hour) or 0,
            quiet_start=hour("quiet_start", None),
            quiet_end=hour("quiet_end", None),
            tz=tz if isinstance(tz, str) and zone(tz) is not None else DEFAULT_ZONE,
        )

    def stored(self) -> dict[str, Any]:
        return asdict(self)

    @property
    def quiet(self) -> bool:
        start, end = self.quiet_start, self.quiet_end
        return start is not None and end is not None and start != end


# Bounded: the names come from what members type, and a flood of made-up ones must not grow it.
@lru_cache(maxsize=1024)
def zone(name: str) -> tzinfo | None:
    """The time zone of a name, or None for a name that is not one."""
    match = OFFSET.match(name.strip())
    if match:
        sign, hours, minutes = match.groups()
        delta = timedelta(hours=int(hours), minutes=int(minutes or 0))
        if delta > timedelta(hours=14) or int(minutes or 0) >= 60:
            return None
        return timezone(-delta if sign == "-" else delta)
    if name in ("UTC", "Etc/UTC"):
        return UTC
    try:
        return zoneinfo.ZoneInfo(name)
    except (zoneinfo.ZoneInfoNotFoundError, ValueError):
        return None


@cache
def _names() -> tuple[str, ...]:
    return tuple(sorted(zoneinfo.available_timezones()))


def zone_suggestions(typed: str) -> list[str]:
    """Time zones for what a member has typed: offsets and IANA names containing it, the
    names that start with it first."""
    typed = typed.strip().lower()
    pool = [*OFFSETS, *_names()] if typed else ["Asia/Shanghai", "UTC", "Europe/London", "America/New_York"]
    starts = [n for n in pool if n.lower().startswith(typed)]
    inside = [n for n in pool if typed in n.lower() and n not in starts]
    return (starts + inside)[:SUGGESTIONS]


def _local(now: float, s: NotifySettings) -> datetime:
    return datetime.fromtimestamp(now, zone(s.tz) or UTC)


def _at_hour(day: datetime, hour: int) -> float:
    """The moment of `hour`:00 local on `day`'s date (its zone's offset that day)."""
    return datetime(day.year, day.month, day.day, hour, tzinfo=day.tzinfo).timestamp()


def quiet_until(s: NotifySettings, now: float) -> float | None:
    """When the quiet hours `now` falls in end, or None when `now` is not quiet."""
    if not s.quiet or s.quiet_start is None or s.quiet_end is None:
        return None
    local = _local(now, s)
    start, end, hour = s.quiet_start, s.quiet_end, local.hour
    inside = start <= hour < end if start < end else hour >= start or hour < end
    if not inside:
        return None
    # After midnight in a window that crossed it, the end is today; before it, tomorrow.
    day = local + timedelta(days=1) if start > end and hour >= start else local
    return _at_hour(day, end)


def after_quiet(s: NotifySettings, at: float) -> float:
    """`at`, or the end of the quiet hours it falls in."""
    return quiet_until(s, at) or at


def next_digest(s: NotifySettings, now: float) -> float | None:
    """When the daily digest is next due after `now` (held to the end of quiet hours); None
    while it is off."""
    if not s.digest:
        return None
    local = _local(now, s)
    at = _at_hour(local, s.digest_hour)
    if at <= now:
        at = _at_hour(local + timedelta(days=1), s.digest_hour)
    return after_quiet(s, at)
