"""Which Dice Town moves turn up something hidden: the engine's `reveals` for this game.

Hidden here are the two decks (shuffled at setup), every seat's roll, confirmed keep, Loaded Die
face and hand, Doc Badluck's remedy choices until all are in, and the generator. A move reveals
when the dice were rolled or a tie drawn, a card left a deck, another seat's dice or remedy became
known, or anyone was told something in private beyond an echo of their own choice.
"""

from __future__ import annotations

from games.core import Event
from games.dicetown.state import Player, State

# Private events that only repeat to a player what they themselves just chose, or what the
# addressees already saw: they tell nobody anything new.
ECHOES = frozenset(
    {"keep_confirmed", "store_keep", "saloon_keep", "remedy_secret", "loaded_die_face", "offer_card"}
)


def reveals(before: State, player: int, after: State, events: list[Event]) -> bool:
    if after.rng != before.rng:
        return True
    if _drawn(before.store_deck, after.store_deck) or _drawn(before.prop_deck, after.prop_deck):
        return True
    if any(e.to is not None and e.code not in ECHOES for e in events):
        return True
    for s, (was, now) in enumerate(zip(before.players, after.players, strict=True)):
        # Another seat's dice shown (keeps turned public at the end of a step) or changed unseen.
        if s != player and _dice(was) != _dice(now):
            return True
    # The others' secret remedies are applied, and so shown, once the last visitor chooses.
    waiting = {c for c in before.doc_choices if c.seat != player}
    return bool(waiting - set(after.doc_choices))


def _dice(p: Player) -> tuple[object, ...]:
    return (p.roll, p.keep, p.kept, p.armed)


def _drawn(before: tuple[str, ...], after: tuple[str, ...]) -> bool:
    """True when cards left the top of a deck (cards put under it do not count)."""
    return after[: len(before)] != before[: len(after)] or len(after) < len(before)
