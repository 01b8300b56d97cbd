"""The immutable game state of Dice Town: players, table, and the prompt that is open."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from games.core import evolve

SCHEMA_VERSION = 1
START_DOLLARS = 8
BANK_START = 3
MINE_START = 30
DICE = 5
SHERIFF_VP = 5
OFFER_PROMISE_MAX = 200  # spec 3.6; a promise travels in the action log and modals, never in a custom_id


class Phase(enum.Enum):
    ROLL = "roll"
    RESOLVE = "resolve"
    OVER = "over"


class Location(enum.Enum):
    """The six locations in their fixed resolution order (spec 3.3)."""

    GOLD_MINE = "gold_mine"
    BANK = "bank"
    GENERAL_STORE = "general_store"
    SALOON = "saloon"
    SHERIFF = "sheriff"
    TOWN_HALL = "town_hall"


LOCATIONS: tuple[Location, ...] = tuple(Location)
DOC_BADLUCK = len(LOCATIONS)  # the resolution index after the six locations
LOCATION_FACE: dict[Location, int] = {
    Location.GOLD_MINE: 9,
    Location.BANK: 10,
    Location.GENERAL_STORE: 11,
    Location.SALOON: 12,
    Location.SHERIFF: 13,
}
LOCATION_TITLES: dict[Location, str] = {
    Location.GOLD_MINE: "Gold Mine",
    Location.BANK: "Bank",
    Location.GENERAL_STORE: "General Store",
    Location.SALOON: "Saloon",
    Location.SHERIFF: "Sheriff's office",
    Location.TOWN_HALL: "Town Hall",
}


class ChoiceKind(enum.Enum):
    """A one-player prompt during resolution (spec 8.4)."""

    SPREE = "spree"  # play Shopping Spree before the General Store draw?
    STORE_PICK = "store_pick"  # keep one of the drawn General Store cards
    REGULAR = "regular"  # play Saloon Regular before the first steal?
    SALOON_TARGET = "saloon_target"  # whom to steal from
    SALOON_PICK = "saloon_pick"  # keep one of the cards drawn from the target


class Remedy(enum.Enum):
    """Doc Badluck's remedies (spec 3.7), in the order the default tries them."""

    COLLECTION = "collection"
    GOLD_TAX = "goldtax"
    SUPPLIES = "supplies"
    WIRE = "wire"


@dataclass(frozen=True)
class Player:
    """One seat's holdings and dice; `roll`, `keep` and `hand` are secret to the seat."""

    dollars: int
    nuggets: int = 0
    hand: tuple[str, ...] = ()  # card hand, sorted ids: General Store + unprotected property cards
    fenced: tuple[str, ...] = ()  # property cards behind barbed wire, public and untouchable
    kept: tuple[int, ...] = ()  # public kept dice, in the order they were kept
    roll: tuple[int, ...] = ()  # this step's roll, not yet kept (secret)
    submitted: bool = False  # has confirmed a keep this step (public)
    keep: tuple[int, ...] = ()  # the confirmed keep, faces ascending; () = keep none (secret)
    armed: int = 0  # face of an armed Loaded Die, 0 if none (secret face, public fact)

    @property
    def cup(self) -> int:
        return DICE - len(self.kept)


@dataclass(frozen=True)
class Offer:
    """A contender's formal bribe: in escrow (default) or what was already paid (cash up front)."""

    seat: int
    dollars: int = 0
    nuggets: int = 0
    cards: tuple[str, ...] = ()
    promise: str = ""
    answered: bool = False  # has pressed Pass (spec 3.5 step 2); he may still offer until the ruling

    @property
    def empty(self) -> bool:
        return not (self.dollars or self.nuggets or self.cards or self.promise)

    @property
    def waited_for(self) -> bool:
        """Neither an offer standing nor a pass: the ruling stays locked for him (spec 3.5 step 3)."""
        return self.empty and not self.answered


@dataclass(frozen=True)
class Ruling:
    """An open tie: contenders, their offers (one per contender except the Sheriff).

    `unlocked` turns on once no contender is waited for (or the offer window ended, when the bot
    plays the defaults) and stays on: from then on the game waits for the Sheriff alone, while the
    contenders may still change their offers until he rules.
    """

    location: Location
    contenders: tuple[int, ...]
    offers: tuple[Offer, ...]
    unlocked: bool = False

    def offer_of(self, seat: int) -> Offer | None:
        for offer in self.offers:
            if offer.seat == seat:
                return offer
        return None

    def with_offer(self, offer: Offer) -> Ruling:
        return evolve(self, offers=tuple(offer if o.seat == offer.seat else o for o in self.offers))

    @property
    def ready(self) -> bool:
        return not any(o.waited_for for o in self.offers)


@dataclass(frozen=True)
class Choice:
    """A resolution prompt for one player; `drawn` holds the cards in front of him."""

    kind: ChoiceKind
    player: int
    count: int  # his Jacks (General Store) or Queens (Saloon)
    drawn: tuple[str, ...] = ()  # General Store: out of the deck; Saloon: still in the target's hand
    target: int = -1
    again: bool = False  # a Shopping Spree / Saloon Regular second pass is still to come


@dataclass(frozen=True)
class DocChoice:
    """A visitor's secret remedy choice, applied when every visitor has chosen."""

    seat: int
    remedy: Remedy
    cards: tuple[str, ...] = ()


@dataclass(frozen=True)
class State:
    num_players: int
    bribe_mode: str  # "escrow" or "cash_up_front"
    gold_tax: bool
    keep_none: bool
    rng: int
    round: int
    phase: Phase
    step: int  # roll step within the round (1..)
    players: tuple[Player, ...]
    sheriff: int
    mine: int
    bank: int
    stagecoach: int
    store_deck: tuple[str, ...]  # top first
    prop_deck: tuple[str, ...]  # top first
    display: tuple[str, ...]  # slot 1 first
    location: int = 0  # resolution index: 0..5 the locations, 6 Doc Badluck
    outcomes: tuple[int, ...] = ()  # winner of each location resolved so far this round, -1 for nobody
    ruling: Ruling | None = None
    choice: Choice | None = None
    visitors: tuple[int, ...] = ()  # Doc Badluck visitors who still have to choose or wait
    doc_choices: tuple[DocChoice, ...] = ()
    stickups: tuple[tuple[int, int], ...] = ()  # (thief, victim) queued during an open roll step
    end_reason: str = ""

    def player(self, seat: int) -> Player:
        return self.players[seat]

    def with_player(self, seat: int, **changes: object) -> State:
        players = list(self.players)
        players[seat] = evolve(players[seat], **changes)
        return evolve(self, players=tuple(players))

    @property
    def winners(self) -> frozenset[int]:
        """Seats that won a location this round (Doc Badluck skips them)."""
        return frozenset(w for w in self.outcomes if w >= 0)
