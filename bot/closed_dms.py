"""Who cannot be sent a DM: remembered after one refusal, so the bot stops trying.

Discord counts every 403 towards the invalid-request limit (10,000 in 10 minutes, then the bot's
address is blocked), and a user who closed their DMs answers 403 to every attempt. One refusal
(code 50007) is enough: the bot then uses the inbox fallback without trying, until the user next
interacts with it, which is when they may have opened their DMs. Kept in memory only (a restart
costs one attempt per user) and bounded: the oldest entries are forgotten first.
"""

from __future__ import annotations

from collections import OrderedDict

import discord

DM_CLOSED = 50007
MAX_REMEMBERED = 10_000


class ClosedDMs:
    def __init__(self, capacity: int = MAX_REMEMBERED) -> None:
        self.capacity = capacity
        self._users: OrderedDict[int, None] = OrderedDict()

    def __contains__(self, user_id: object) -> bool:
        return user_id in self._users

    def __len__(self) -> int:
        return len(self._users)

    def refused(self, user_id: int, exc: discord.HTTPException) -> bool:
        """Note a failed DM; True if it says the user's DMs are closed."""
        if not (isinstance(exc, discord.Forbidden) and exc.code == DM_CLOSED):
            return False
        self._users[user_id] = None
        self._users.move_to_end(user_id)
        while len(self._users) > self.capacity:
            self._users.popitem(last=False)
        return True

    def forget(self, user_id: int) -> None:
        """The user interacted with the bot: worth one more attempt."""
        self._users.pop(user_id, None)
