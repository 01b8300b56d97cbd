"""What each reader may read of a Dice Town move (spec 7), for the game log and for the
announcements of moves made for someone: the contract's `notation_for`."""

from __future__ import annotations

from games.core import HIDDEN
from games.dicetown.actions import Action, Bid, Keep, OfferCard, PlayLoaded, Skip, Take, TakeRemedy
from games.dicetown.data import CARDS
from games.dicetown.state import State


def notation_for(state: State, player: int, action: Action, viewer: int | None) -> str | None:
    """The move's notation as `viewer` (None: the channel) may read it, played by `player` from
    `state`; None when the move itself is that player's secret."""
    if viewer == player:
        return str(action)
    match action:
        # Chosen in secret: a keep until the reveal (7: "your keep choice"), a remedy until every
        # visitor has chosen (D3), the card kept from a draw, and declining a Shopping Spree or
        # Saloon Regular, which tells that its player holds one.
        case Keep() | TakeRemedy() | Take() | Skip():
            return None
        case PlayLoaded():
            # "Ana loads a die"; the face stays secret until that die is kept (D33).
            return f"play loaded {HIDDEN}"
        case Bid(cards=cards) if cards and viewer != state.sheriff:
            # Offered cards by count and type; their identities are the offerer's and the Sheriff's.
            text = " ".join(["bid", f"${action.dollars}", f"{action.nuggets}n", *map(_masked, cards)])
            return f"{text} promise {action.promise}" if action.promise else text
        case OfferCard(card=card) if viewer != state.sheriff:
            return f"offer card {_masked(card)}"
        case _:
            return str(action)


def _masked(card: str) -> str:
    """A card as those who may not see it know it: its kind by the back (P or GS), no number."""
    return ("P" if CARDS[card].is_property else "GS") + HIDDEN
