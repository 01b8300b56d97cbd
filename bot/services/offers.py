"""How long a bot that must rule gives people to make their offers first, and when it rules.

A bot Sheriff ruling a tie waits while a person who contends may still raise their offer (a chat
bribe takes a moment to type); the channel is told when it will rule, the timer pass makes the
table due then, and the bot wakes itself up at that time. Imports no discord.
"""

from __future__ import annotations

from .. import table_meta
from ..bot_seats import is_bot
from ..tables import Table

# A bot Sheriff waits this long for people's offers before it rules (they may bribe it).
OFFER_GRACE = 60.0


def waits_for_offers(table: Table, seat: int, now: float) -> bool:
    """Whether a bot that must act should give people time first: a Sheriff ruling a tie while
    human contenders may still raise their offers (chat bribes need a moment to be typed)."""
    ruling = getattr(table.state, "ruling", None)
    if ruling is None:
        return False
    # A contender who pressed Pass may still offer, but has said they are done.
    humans = [o.seat for o in ruling.offers if not o.answered and not is_bot(table.user_of(o.seat))]
    if not humans:
        return False
    until = offers_close(table, seat)
    return until is not None and now < until


def offers_close(table: Table, seat: int) -> float | None:
    """When a bot holding `seat` stops waiting for people's offers: its clock's start plus
    OFFER_GRACE (None: the seat's clock has not started)."""
    started = table_meta.clocks(table.row.meta).get(str(seat))
    return None if started is None else started + OFFER_GRACE


def ruling_at(table: Table, now: float) -> float | None:
    """When the bot seats that must act next will act, if all of them are waiting for people's
    offers (None otherwise): the time the timer pass and the channel are given."""
    seats = table_meta.autopilot_seats(table.row.meta) & table.to_act()
    if not seats or not all(table.is_bot(s) and waits_for_offers(table, s, now) for s in seats):
        return None
    return min(offers_close(table, s) or now for s in seats)
