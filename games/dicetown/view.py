"""What each seat may see (spec 7): public table, plus the viewer's own roll, keep, hand and prompt."""

from __future__ import annotations

from typing import Any, NotRequired, TypedDict

from games.dicetown.actions import keep_cost
from games.dicetown.bribes import CASH, ESCROW
from games.dicetown.data import CARDS
from games.dicetown.hands import hand_name, hand_value
from games.dicetown.resolution import prize_amount, prize_text
from games.dicetown.scoring import final_result
from games.dicetown.state import DOC_BADLUCK, LOCATIONS, ChoiceKind, Phase, State

# Prompt -> its key in data.TIMEOUTS[preset] (spec 8.7), for the bot's deadlines.
PROMPT_TIMEOUT = {
    "keep": "roll_step_s",
    "offer": "offer_window_s",
    "rule": "ruling_s",
    "spree": "choice_s",
    "store_pick": "choice_s",
    "regular": "choice_s",
    "saloon_target": "choice_s",
    "saloon_pick": "choice_s",
    "remedy": "choice_s",
}


class CardView(TypedDict):
    id: str
    name: str
    kind: str
    vp: int


class EscrowView(TypedDict):
    dollars: int
    nuggets: int
    cards: int


class PlayerView(TypedDict):
    seat: int
    dollars: int
    nuggets: int
    kept: list[int]
    cup: int
    hand_size: int
    property_cards: int
    store_cards: int
    fenced: list[CardView]
    submitted: bool
    loaded: bool
    sheriff: bool
    hand_name: str | None
    hand_rank: list[Any] | None  # [category 0-7, the faces that rank it]: hand_name in other words
    escrow: NotRequired[EscrowView]  # an escrow tie is open and this seat is a contender
    hand: NotRequired[list[CardView]]  # at the end only


class OfferView(TypedDict):
    player: int
    dollars: int
    nuggets: int
    property_cards: int
    store_cards: int
    promise: str
    answered: bool
    cards: NotRequired[list[CardView]]  # for the Sheriff and the offerer only


class RulingView(TypedDict):
    location: str
    prize: str
    prize_amount: int
    contenders: list[int]
    sheriff: int
    mode: str
    offers: list[OfferView]
    unlocked: bool


class ChoiceView(TypedDict):
    kind: str
    player: int
    count: int
    drawn: int
    target: int | None
    again: bool


class DocView(TypedDict):
    visitors: list[int]
    chosen: list[int]


class ResultView(TypedDict):
    scores: list[int]
    breakdown: list[dict[str, int]]
    ranking: list[list[int]]
    winners: list[int]
    reason: str


class RemedyView(TypedDict):
    remedy: str
    cards: list[str]


class YouView(TypedDict):
    seat: int
    hand: list[CardView]
    loaded_face: int | None
    roll: list[int]
    keep: list[int] | None
    keep_cost: int | None
    drawn: list[CardView]
    remedy: RemedyView | None


class OutcomeView(TypedDict):
    location: str
    winner: int  # a seat, or -1: nobody


class WaitingView(TypedDict):
    player: int
    prompt: str


class OptionsView(TypedDict):
    bribe_mode: str
    gold_tax: bool
    keep_none: bool


class DiceTownView(TypedDict):
    """What `GAME.view(state, seat)` returns; `you` is there for a seat, absent for a spectator."""

    game: str
    round: int
    step: int
    phase: str
    options: OptionsView
    viewer: int | None
    num_players: int
    sheriff: int
    mine: int
    bank: int
    stagecoach: int
    store_deck: int
    property_deck: int
    display: list[CardView]
    location: str | None
    outcomes: list[OutcomeView]
    players: list[PlayerView]
    waiting: list[WaitingView]
    ruling: RulingView | None
    choice: ChoiceView | None
    doc: DocView | None
    stickups: list[dict[str, int]]
    end_reason: str | None
    result: NotRequired[ResultView]  # once the game is over
    you: NotRequired[YouView]


def _rank(dice: tuple[int, ...]) -> list[Any]:
    category, key = hand_value(dice)
    return [category, list(key)]


def card_info(card_id: str) -> CardView:
    card = CARDS[card_id]
    return {"id": card.id, "name": card.name, "kind": card.kind, "vp": card.vp}


def prompts(state: State) -> dict[int, str]:
    """Seat -> the prompt it has open (the bot picks the deadline of each from spec 8.7)."""
    out: dict[int, str] = {}
    if state.phase is Phase.ROLL:
        for s, p in enumerate(state.players):
            if p.cup and not p.submitted:
                out[s] = "keep"
    elif state.ruling is not None:
        if state.ruling.unlocked:
            out[state.sheriff] = "rule"
        for offer in state.ruling.offers:
            if offer.waited_for and not state.ruling.unlocked:
                out[offer.seat] = "offer"
    elif state.choice is not None:
        out[state.choice.player] = state.choice.kind.value
    elif state.visitors:
        chosen = {ch.seat for ch in state.doc_choices}
        for s in state.visitors:
            if s not in chosen:
                out[s] = "remedy"
    return out


def _location_key(state: State) -> str | None:
    if state.phase is not Phase.RESOLVE:
        return None
    return LOCATIONS[state.location].value if state.location < DOC_BADLUCK else "doc_badluck"


def view(state: State, viewer: int | None) -> DiceTownView:
    over = state.phase is Phase.OVER
    ruling = state.ruling
    escrow = {o.seat: o for o in ruling.offers} if ruling is not None and state.bribe_mode == ESCROW else {}
    players: list[PlayerView] = []
    for s, p in enumerate(state.players):
        props = sum(1 for c in p.hand if CARDS[c].is_property)
        entry: PlayerView = {
            "seat": s,
            "dollars": p.dollars,
            "nuggets": p.nuggets,
            "kept": list(p.kept),
            "cup": p.cup,
            "hand_size": len(p.hand),
            "property_cards": props,
            "store_cards": len(p.hand) - props,
            "fenced": [card_info(c) for c in p.fenced],
            "submitted": p.submitted,
            "loaded": p.armed != 0,  # "Ana loads a die" is public; the face is not
            "sheriff": s == state.sheriff,
            "hand_name": hand_name(p.kept) if len(p.kept) == 5 else None,
            "hand_rank": _rank(p.kept) if len(p.kept) == 5 else None,
        }
        if s in escrow:
            o = escrow[s]
            entry["escrow"] = {"dollars": o.dollars, "nuggets": o.nuggets, "cards": len(o.cards)}
        if over:  # every card hand is revealed at the end (spec 3.10)
            entry["hand"] = [card_info(c) for c in p.hand]
        players.append(entry)

    waiting = prompts(state)
    out: DiceTownView = {
        "game": "dicetown",
        "round": state.round,
        "step": state.step,
        "phase": state.phase.value,
        "options": {
            "bribe_mode": state.bribe_mode,
            "gold_tax": state.gold_tax,
            "keep_none": state.keep_none,
        },
        "viewer": viewer,
        "num_players": state.num_players,
        "sheriff": state.sheriff,
        "mine": state.mine,
        "bank": state.bank,
        "stagecoach": state.stagecoach,
        "store_deck": len(state.store_deck),
        "property_deck": len(state.prop_deck),
        "display": [card_info(c) for c in state.display],
        "location": _location_key(state),
        "outcomes": [{"location": LOCATIONS[i].value, "winner": w} for i, w in enumerate(state.outcomes)],
        "players": players,
        "waiting": [{"player": s, "prompt": kind} for s, kind in sorted(waiting.items())],
        "ruling": _ruling_view(state, viewer),
        "choice": None,
        "doc": None,
        "stickups": [{"thief": t, "victim": v} for t, v in state.stickups],
        "end_reason": state.end_reason or None,
    }
    if state.choice is not None:
        ch = state.choice
        out["choice"] = {
            "kind": ch.kind.value,
            "player": ch.player,
            "count": ch.count,
            "drawn": len(ch.drawn),
            "target": ch.target if ch.target >= 0 else None,
            "again": ch.again,
        }
    if state.visitors:
        out["doc"] = {
            "visitors": list(state.visitors),
            "chosen": sorted(ch.seat for ch in state.doc_choices),
        }
    if over:
        result = final_result(state)
        out["result"] = {
            "scores": list(result.scores),
            "breakdown": [dict(b) for b in result.breakdown],
            "ranking": [list(g) for g in result.ranking],
            "winners": sorted(result.winners),
            "reason": result.reason,
        }
    if viewer is not None:
        out["you"] = _private(state, viewer)
    return out


def _ruling_view(state: State, viewer: int | None) -> RulingView | None:
    ruling = state.ruling
    if ruling is None:
        return None
    offers: list[OfferView] = []
    for o in ruling.offers:
        props = sum(1 for c in o.cards if CARDS[c].is_property)
        entry: OfferView = {
            "player": o.seat,
            "dollars": o.dollars,
            "nuggets": o.nuggets,
            "property_cards": props,
            "store_cards": len(o.cards) - props,
            "promise": o.promise,
            "answered": o.answered,
        }
        # Offered cards' identities: the Sheriff and the offerer only (spec 3.6).
        if viewer is not None and viewer in (o.seat, state.sheriff):
            entry["cards"] = [card_info(c) for c in o.cards]
        offers.append(entry)
    return {
        "location": ruling.location.value,
        "prize": prize_text(state, ruling.location, ruling.contenders[0]),
        "prize_amount": prize_amount(state, ruling.location, ruling.contenders[0]),
        "contenders": list(ruling.contenders),
        "sheriff": state.sheriff,
        "mode": CASH if state.bribe_mode == CASH else ESCROW,
        "offers": offers,
        "unlocked": ruling.unlocked,
    }


def _private(state: State, viewer: int) -> YouView:
    p = state.players[viewer]
    you: YouView = {
        "seat": viewer,
        "hand": [card_info(c) for c in p.hand],
        "loaded_face": p.armed or None,
        "roll": list(p.roll),
        "keep": list(p.keep) if p.submitted else None,
        "keep_cost": keep_cost(len(p.keep)) if p.submitted else None,
        "drawn": [],
        "remedy": None,
    }
    ch = state.choice
    if ch is not None and ch.player == viewer and ch.kind in (ChoiceKind.STORE_PICK, ChoiceKind.SALOON_PICK):
        you["drawn"] = [card_info(c) for c in ch.drawn]
    for dc in state.doc_choices:
        if dc.seat == viewer:
            you["remedy"] = {"remedy": dc.remedy.value, "cards": list(dc.cards)}
    return you
