"""Who cannot be sent a DM: remembered after one refusal, so the bot stops trying.

Discord counts every 403 towards the limit that gets the bot's address blocked (10,000 invalid
requests in 10 minutes), and a user who closed their DMs answers 403 to every attempt. One refusal
(code 50007) is enough: the bot then uses the inbox fallback without trying, until the user next
interacts with it, which is when they may have opened their DMs. A player whose DMs are closed
interacts on every move, though (Show mine, /dicetown cup), so an interaction earns a new attempt
only once RETRY_AFTER has passed since the refusal; an interaction from a DM proves the DM channel
works and clears the memory at once. Kept in memory only (a restart costs one attempt per user)
and bounded: the oldest entries are forgotten first.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable

import discord

DM_CLOSED = 50007
MAX_REMEMBERED = 10_000
RETRY_AFTER = 10 * 60  # seconds


class ClosedDMs:
    def __init__(self, clock: Callable[[], float] = time.time, capacity: int = MAX_REMEMBERED) -> None:
        self.clock = clock
        self.capacity = capacity
        self._refused_at: OrderedDict[int, float] = OrderedDict()
        # Refusals since the process started, for `/owner status`.
        self.refusals = 0

    def __contains__(self, user_id: object) -> bool:
        return user_id in self._refused_at

    def __len__(self) -> int:
        return len(self._refused_at)

    def refused(self, user_id: int, exc: discord.HTTPException) -> bool:
        """Note a failed DM; True if it says the user's DMs are closed."""
        if not (isinstance(exc, discord.Forbidden) and exc.code == DM_CLOSED):
            return False
        self.refusals += 1
        self._refused_at[user_id] = self.clock()
        self._refused_at.move_to_end(user_id)
        while len(self._refused_at) > self.capacity:
            self._refused_at.popitem(last=False)
        return True

    def refused_within(self, seconds: float) -> int:
        """How many of the users remembered were refused in the last `seconds`."""
        since = self.clock() - seconds
        return sum(at >= since for at in self._refused_at.values())

    def interacted(self, user_id: int, *, in_dm: bool = False) -> None:
        """The user interacted with the bot: worth one more attempt, if not just refused."""
        refused_at = self._refused_at.get(user_id)
        if refused_at is not None and (in_dm or self.clock() - refused_at >= RETRY_AFTER):
            del self._refused_at[user_id]
