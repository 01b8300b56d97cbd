"""Genius Bricklayer's sentences, labels and notation helpers: pure functions of views."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games import polyomino
from games.bricklayer import Buy, Place, Take
from games.bricklayer.data import shape_of
from games.bricklayer.view import PreviewView
from games.core import GameError

from ...i18n import DEFAULT, t
from ...i18n.refusals import refusal
from ...tables import Table

KEY = "bricklayer"
View = Mapping[str, Any]

# Chooser modes, one letter each inside custom_ids: take a face-up card, buy a face-up card with a
# coin, place the brick bought blind.
TAKE, BUY, PLACE = "t", "b", "p"


def translated_preview(preview: PreviewView, loc: str) -> PreviewView:
    """An engine preview with its refusal (a code and values) said in the reader's language, for
    the picture."""
    if not preview.get("reason"):
        return preview.copy()
    error = GameError(preview.get("code"), **(preview.get("params") or {}))
    return {**preview, "reason": refusal(loc, error, KEY)}


def pts(n: int, loc: str = DEFAULT) -> str:
    return t(loc, "bricklayer-points", points=n)


def card_text(card: View, loc: str = DEFAULT) -> str:
    """ "V3 (2 pts)" for a card of the view."""
    return t(loc, "bricklayer-card", shape=card["shape"], points=pts(card["score"], loc))


def brick_text(card: int, loc: str = DEFAULT) -> str:
    """ "V3 (2 pts)" for a card number (an event's)."""
    shape = shape_of(card)
    return t(loc, "bricklayer-card", shape=shape.id, points=pts(shape.score, loc))


def base_cells(card: View) -> polyomino.Shape:
    return polyomino.normalize((r, c) for r, c in card["cells"])


def rotations(card: View) -> list[str]:
    """The rotation codes that give distinct shapes, in the order R0 R90 R180 R270 (spec §9)."""
    return [code for code, _ in polyomino.distinct_orientations(base_cells(card), polyomino.ROTATIONS)]


def shape_rows(card: View, rot: str, *, mark_anchor: bool = False) -> list[str]:
    """The turned brick as rows of `#`; with `mark_anchor`, `@` is its first square (the cell named)."""
    rows = polyomino.picture(polyomino.orient(base_cells(card), rot))
    if mark_anchor:
        first = rows[0].index("#")
        rows[0] = rows[0][:first] + "@" + rows[0][first + 1 :]
    return rows


def fitting(card: View, options: dict[str, list[str]], loc: str = DEFAULT) -> list[tuple[str, str, str]]:
    """Each rotation that fits (of `placements`), its brick in a line and how many places it fits."""
    return [
        (rot, " / ".join(shape_rows(card, rot)), t(loc, "bricklayer-fits-places", count=len(anchors)))
        for rot, anchors in options.items()
    ]


def chosen_card(view: View, mode: str, deck: int) -> View | None:
    """The card a chooser is about: a deck's face-up top, or the brick bought blind."""
    if mode == PLACE:
        return view["pending"]
    if 1 <= deck <= len(view["market"]):
        return view["market"][deck - 1]["top"]
    return None


def matches(action: Any, mode: str, deck: int) -> bool:
    """True for the placements a chooser (mode, deck) offers: a blind buy places nothing yet."""
    if mode == PLACE:
        return isinstance(action, Place)
    kind = Buy if mode == BUY else Take
    return isinstance(action, kind) and action.deck == deck and action.at is not None


def brick(mode: str, deck: int | None, rot: str, at: polyomino.Cell) -> Take | Buy | Place:
    """The move that lays the chooser's brick (mode, deck) turned `rot` at `at`, legal or not."""
    if mode == PLACE or deck is None:
        return Place(rot, at)
    return Buy(deck, rot, at) if mode == BUY else Take(deck, rot, at)


def preview(table: Table, seat: int, mode: str, deck: int | None, rot: str, at: str) -> PreviewView:
    """The engine's preview of laying the chooser's brick turned `rot` at the cell labelled `at`."""
    found: PreviewView | None = table.game.preview(
        table.state, seat, brick(mode, deck, rot, polyomino.parse_label(at))
    )
    assert found is not None, "a brick laid at a cell always has a preview"
    return found.copy()


def placements(table: Table, seat: int, mode: str, deck: int) -> dict[str, list[str]]:
    """Rotation code -> legal anchor cells, in the engine's order, for one chooser."""
    out: dict[str, list[str]] = {}
    for action in table.legal(seat):
        if matches(action, mode, deck):
            out.setdefault(action.rot, []).append(polyomino.label(action.at))
    return out


def covered(preview: View) -> str:
    """The cells a previewed brick covers: "B7 B8 C8"."""
    return " ".join(polyomino.label((r, c)) for r, c in preview["cells"])


def deck_top(deck: View, loc: str = DEFAULT) -> str:
    """A market deck's top card, or whether it is face-down or empty."""
    if deck["top"]:
        return card_text(deck["top"], loc)
    return t(loc, "bricklayer-face-down") if deck["left"] else t(loc, "bricklayer-empty")


def discarded(view: View, loc: str = DEFAULT) -> list[str]:
    """The discard pile's line, when there is one."""
    if not view["discards"]:
        return []
    cards = ", ".join(card_text(c, loc) for c in view["discards"])
    return [t(loc, "bricklayer-status-discarded", cards=cards)]


def rows_text(preview: View, loc: str = DEFAULT) -> str:
    """What a previewed placement completes, and the turn's points if it ended right after."""
    rows = preview["rows"]
    if not rows:
        return t(loc, "bricklayer-completes-none")
    names = ", ".join(str(r) for r in rows)
    return t(loc, "bricklayer-completes", count=len(rows), rows=names, points=pts(preview["points"], loc))
