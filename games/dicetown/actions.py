"""Actions, their one text form each, and `parse`.

Notation (space-separated tokens, so a menu can offer them one token at a time):
  keep 9 9 K | keep none                  roll step: the dice to keep, faces ascending
  play loaded K | play stickup P2          action cards any time you have a prompt
  play spree | play regular | skip        Shopping Spree / Saloon Regular when you win, or decline
  take GS05                               keep a drawn card (General Store, Saloon)
  target P2                               Saloon: whom to steal from
  offer dollars 2 | offer nuggets 1 | offer card P07 | promise <text> | pass | withdraw
  bid $3 1n GS04 P07 promise <text>       a whole offer at once, replacing the standing one
  award P2 | award random                 the Sheriff's ruling
  remedy collection | remedy goldtax | remedy supplies | remedy wire P07 [P11]
Seats are P1..Pn (seat 0 is P1), faces 9 10 J Q K A, cards by id (GS01..GS19, P01..P25).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.core import BadNotation, Word
from games.dicetown.data import CARDS, FACE_NAMES, FACE_OF, card_name, face_text
from games.dicetown.state import OFFER_PROMISE_MAX, Remedy


def seat_token(seat: int) -> str:
    return f"P{seat + 1}"


def keep_cost(count: int) -> int:
    """Dollars for keeping `count` dice of one roll: one is free, each more $1, none $1 (spec 3.2)."""
    return 1 if count == 0 else count - 1


@dataclass(frozen=True)
class Keep:
    faces: tuple[int, ...]  # ascending; () keeps none

    def __str__(self) -> str:
        return "keep " + (" ".join(FACE_NAMES[f] for f in self.faces) if self.faces else "none")


@dataclass(frozen=True)
class PlayLoaded:
    face: int

    def __str__(self) -> str:
        return f"play loaded {FACE_NAMES[self.face]}"


@dataclass(frozen=True)
class PlayStickUp:
    target: int

    def __str__(self) -> str:
        return f"play stickup {seat_token(self.target)}"


class PlaySpree(Word, text="play spree"): ...


class PlayRegular(Word, text="play regular"): ...


class Skip(Word, text="skip"): ...


@dataclass(frozen=True)
class Take:
    card: str

    def __str__(self) -> str:
        return f"take {self.card}"


@dataclass(frozen=True)
class Target:
    seat: int

    def __str__(self) -> str:
        return f"target {seat_token(self.seat)}"


@dataclass(frozen=True)
class OfferDollars:
    amount: int

    def __str__(self) -> str:
        return f"offer dollars {self.amount}"


@dataclass(frozen=True)
class OfferNuggets:
    amount: int

    def __str__(self) -> str:
        return f"offer nuggets {self.amount}"


@dataclass(frozen=True)
class OfferCard:
    card: str

    def __str__(self) -> str:
        return f"offer card {self.card}"


@dataclass(frozen=True)
class Promise:
    text: str  # whitespace collapsed, 1..OFFER_PROMISE_MAX characters

    def __str__(self) -> str:
        return f"promise {self.text}"


@dataclass(frozen=True)
class Bid:
    """A whole offer (spec 3.6): it replaces the standing one in one atomic step (D36)."""

    dollars: int = 0
    nuggets: int = 0
    cards: tuple[str, ...] = ()  # sorted ids
    promise: str = ""  # whitespace collapsed, at most OFFER_PROMISE_MAX characters

    def __str__(self) -> str:
        text = " ".join(["bid", f"${self.dollars}", f"{self.nuggets}n", *self.cards])
        return f"{text} promise {self.promise}" if self.promise else text


class Pass(Word, text="pass"): ...


class Withdraw(Word, text="withdraw"): ...


@dataclass(frozen=True)
class Award:
    seat: int

    def __str__(self) -> str:
        return f"award {seat_token(self.seat)}"


class AwardRandom(Word, text="award random"): ...


@dataclass(frozen=True)
class TakeRemedy:
    remedy: Remedy
    cards: tuple[str, ...] = ()  # barbed wire only: one or two property ids, sorted

    def __str__(self) -> str:
        return " ".join(["remedy", self.remedy.value, *self.cards])


Action = (
    Keep
    | PlayLoaded
    | PlayStickUp
    | PlaySpree
    | PlayRegular
    | Skip
    | Take
    | Target
    | OfferDollars
    | OfferNuggets
    | OfferCard
    | Promise
    | Bid
    | Pass
    | Withdraw
    | Award
    | AwardRandom
    | TakeRemedy
)


def normalize_promise(text: str) -> str:
    return " ".join(text.split())


def _bad(code: str, **params: Any) -> BadNotation:
    return BadNotation(code, **params)


def _seat(token: str) -> int:
    t = token.upper()
    if len(t) == 2 and t[0] == "P" and t[1] in "12345":
        return int(t[1]) - 1
    raise _bad("bad_seat", token=repr(token))


def _face(token: str) -> int:
    face = FACE_OF.get(token.upper())
    if face is None:
        raise _bad("bad_face", token=repr(token))
    return face


def _card(token: str) -> str:
    t = token.upper()
    if t not in CARDS:
        raise _bad("bad_card", token=repr(token))
    return t


def _amount(token: str) -> int:
    t = token.lstrip("$")
    if not t.isdigit() or int(t) < 1:
        raise _bad("bad_amount", token=repr(token))
    return int(t)


def parse(text: str) -> Action:
    """The action a notation spells; raises BadNotation with a hint."""
    raw = text.strip()
    tokens = raw.split()
    if not tokens:
        raise _bad("empty")
    verb, args = tokens[0].lower(), tokens[1:]
    words = [a.lower() for a in args]

    def arity(n: int, form: str) -> None:
        if len(args) != n:
            raise _bad("write_form", form=form)

    if verb == "keep":
        if words == ["none"]:
            return Keep(())
        if not args or len(args) > 5:
            raise _bad("keep_form")
        return Keep(tuple(sorted(_face(a) for a in args)))
    if verb == "play":
        if not args:
            raise _bad("play_form")
        kind = words[0]
        if kind == "loaded":
            arity(2, "play loaded <face>")
            return PlayLoaded(_face(args[1]))
        if kind == "stickup":
            arity(2, "play stickup <seat>")
            return PlayStickUp(_seat(args[1]))
        if kind in ("spree", "regular"):
            arity(1, f"play {kind}")
            return PlaySpree() if kind == "spree" else PlayRegular()
        raise _bad("bad_play", token=repr(args[0]))
    if verb in ("skip", "pass", "withdraw"):
        arity(0, verb)
        return {"skip": Skip(), "pass": Pass(), "withdraw": Withdraw()}[verb]
    if verb == "take":
        arity(1, "take <card id>")
        return Take(_card(args[0]))
    if verb == "target":
        arity(1, "target <seat>")
        return Target(_seat(args[0]))
    if verb == "offer":
        arity(2, "offer dollars <n>`, `offer nuggets <n>` or `offer card <id>")
        if words[0] == "dollars":
            return OfferDollars(_amount(args[1]))
        if words[0] == "nuggets":
            return OfferNuggets(_amount(args[1]))
        if words[0] == "card":
            return OfferCard(_card(args[1]))
        raise _bad("offer_form")
    if verb == "promise":
        body = normalize_promise(raw[len(tokens[0]) :])
        if not body:
            raise _bad("promise_form")
        if len(body) > OFFER_PROMISE_MAX:
            raise _bad("promise_too_long", limit=OFFER_PROMISE_MAX, length=len(body))
        return Promise(body)
    if verb == "bid":
        return _bid(raw[len(tokens[0]) :])
    if verb == "award":
        arity(1, "award <seat>` or `award random")
        return AwardRandom() if words[0] == "random" else Award(_seat(args[0]))
    if verb == "remedy":
        if not args:
            raise _bad("remedy_form")
        try:
            remedy = Remedy(words[0])
        except ValueError:
            raise _bad("bad_remedy", token=repr(args[0])) from None
        if remedy is Remedy.WIRE:
            if len(args) not in (2, 3):
                raise _bad("wire_form")
            cards = tuple(sorted({_card(a) for a in args[1:]}))
            if len(cards) != len(args) - 1:
                raise _bad("wire_twice")
            return TakeRemedy(remedy, cards)
        arity(1, f"remedy {remedy.value}")
        return TakeRemedy(remedy)
    raise _bad("unknown_move", token=repr(tokens[0]))


def _bid(body: str) -> Bid:
    """`bid $3 1n GS04 P07 promise <text>`: amounts and cards in any order, the promise last."""
    head, _, promise = body.partition(" promise ")
    if head.split()[-1:] == ["promise"]:
        raise _bad("promise_form")
    dollars = nuggets = 0
    cards: list[str] = []
    for token in head.split():
        low = token.lower()
        if low.startswith("$"):
            dollars = _whole(token[1:], token)
        elif low.endswith("n") and low[:-1].isdigit():
            nuggets = int(low[:-1])
        else:
            cards.append(_card(token))
    if len(set(cards)) != len(cards):
        raise _bad("card_twice")
    promise = normalize_promise(promise)
    if len(promise) > OFFER_PROMISE_MAX:
        raise _bad("promise_too_long", limit=OFFER_PROMISE_MAX, length=len(promise))
    return Bid(dollars, nuggets, tuple(sorted(cards)), promise)


def _whole(digits: str, token: str) -> int:
    if not digits.isdigit() or len(digits) > 4:
        raise _bad("bad_whole", token=repr(token))
    return int(digits)


def describe(action: Action) -> str:
    """A short English sentence for a button or a log line."""
    match action:
        case Keep(faces=()):
            return "Keep no die ($1)."
        case Keep(faces=faces):
            cost = keep_cost(len(faces))
            return f"Keep {face_text(faces)} ({'free' if cost == 0 else f'${cost}'})."
        case PlayLoaded(face=face):
            return f"Play a Loaded Die showing {FACE_NAMES[face]} on your next roll."
        case PlayStickUp(target=target):
            return f"Play a Stick-Up on {seat_token(target)}: take up to $4."
        case PlaySpree():
            return "Play Shopping Spree: visit the General Store twice."
        case PlayRegular():
            return "Play Saloon Regular: steal at the Saloon twice."
        case Skip():
            return "Do not play the card."
        case Take(card=card):
            return f"Keep {card_name(card)} ({card})."
        case Target(seat=seat_):
            return f"Steal from {seat_token(seat_)}."
        case OfferDollars(amount=n):
            return f"Add ${n} to your offer."
        case OfferNuggets(amount=n):
            return f"Add {n} nugget{'s' if n != 1 else ''} to your offer."
        case OfferCard(card=card):
            return f"Add {card_name(card)} ({card}) to your offer."
        case Promise(text=text):
            return f"Promise: “{text}” (not enforced)."
        case Bid():
            return "Offer " + bid_text(action) + "."
        case Pass():
            return "Pass: offer nothing more."
        case Withdraw():
            return "Withdraw your offer."
        case Award(seat=seat_):
            return f"Award the tie to {seat_token(seat_)}."
        case AwardRandom():
            return "Let chance decide; every offer goes back."
        case TakeRemedy(remedy=Remedy.WIRE, cards=cards):
            return "Barbed wire around " + " and ".join(card_name(c) for c in cards) + "."
        case TakeRemedy(remedy=Remedy.SUPPLIES):
            return "Supplies: take the top General Store card."
        case TakeRemedy(remedy=Remedy.COLLECTION):
            return "Collection: every other player pays you $2."
        case TakeRemedy(remedy=Remedy.GOLD_TAX):
            return "Gold tax: every other player gives you a nugget."
        case _:  # the code after the match covers the rest
            pass
    return str(action)


def bid_text(bid: Bid) -> str:
    parts = [f"${bid.dollars}"] if bid.dollars else []
    if bid.nuggets:
        parts.append(f"{bid.nuggets} nugget{'s' if bid.nuggets != 1 else ''}")
    parts += [f"{card_name(c)} ({c})" for c in bid.cards]
    text = " + ".join(parts) or "nothing"
    return f"{text}, promising “{bid.promise}”" if bid.promise else text
