"""The clock behind Discord's time rules (3-second acknowledgement, 15-minute interaction token).

By default it follows real time, so a bot that really takes 4 seconds to answer fails as it would
on Discord; ``advance()`` adds to it, so a test can jump past 15 minutes without waiting. A frozen
clock moves only when advanced: a test of the 3-second rule is then independent of machine load.
"""

from __future__ import annotations

import datetime as dt
import time


class FakeClock:
    def __init__(self, *, frozen: bool = False) -> None:
        self.frozen = frozen
        self._start = time.monotonic()
        self._offset = 0.0
        self._wall_start = dt.datetime.now(dt.UTC)

    def now(self) -> float:
        """Seconds, monotonic; only differences matter."""
        elapsed = 0.0 if self.frozen else time.monotonic() - self._start
        return elapsed + self._offset

    def running(self) -> float:
        """Like now(), but moving with real time even when frozen: for Discord's rate limit
        windows, which a client waits out in real time."""
        return time.monotonic() - self._start + self._offset

    def advance(self, seconds: float) -> None:
        self._offset += seconds

    def wall(self) -> dt.datetime:
        """The time shown in message timestamps: real start time plus the clock's progress."""
        return self._wall_start + dt.timedelta(seconds=self.now())
