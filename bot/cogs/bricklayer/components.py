"""The placement chooser (bot/chooser.py): a player's own message to turn a brick, pick the cell
for its first square among the legal ones (each listed with the cells it covers and what it would
score), see it drawn on their wall, and confirm.

The menus list what `legal()` offers for one deck's card (take or buy) or for the brick bought
blind. A step is named "<mode><deck>:<rotation>:<cell>" (e.g. `t2:R90:` before a cell is picked);
the wall changes with every action, so a menu from an earlier version is retired.
"""

from __future__ import annotations

from typing import Any

from PIL import Image

from games import polyomino
from render import bricklayer as render

from ...chooser import SLOT, Choice, Play, Question, Step
from ...tables import Table
from .text import BUY, PLACE, TAKE, card_text, chosen_card, notation, placements, rows_text, shape_rows

STALE = "The game has moved on since this menu was opened; use the buttons under the newest board."
HEADS = {
    TAKE: "**Take deck {deck}'s {card}** and place it on your wall.",
    BUY: "**Spend a coin on deck {deck}'s {card}** and place it now; your main action comes after.",
    PLACE: "**Place the {card} you bought blind.**",
}
CONFIRM = {TAKE: "Take it: {rot} at {at}", BUY: "Buy it: {rot} at {at}", PLACE: "Place it: {rot} at {at}"}


def refusal(table: Table, seat: int) -> str | None:
    """Why this seat cannot place a brick now, or None when it can."""
    if seat not in table.to_act():
        waiting = ", ".join(f"<@{table.user_of(s)}>" for s in sorted(table.to_act()))
        return f"It is not your turn; {waiting} is playing. I will mention you when it is yours."
    return None


def encode(mode: str, deck: int, rot: str | None = None, at: str | None = None) -> str:
    return f"{mode}{deck}:{rot or ''}:{at or ''}"


def decode(state: str) -> tuple[str, int, str | None, str | None]:
    head, _, rest = state.partition(":")
    rot, _, at = rest.partition(":")
    mode, deck = (head[:1], int(head[1:])) if head[1:].isdigit() else (TAKE, 0)
    return mode, deck, rot or None, at or None


def _rows_span(anchors: list[str]) -> str:
    first, last = int(anchors[0][1:]), int(anchors[-1][1:])
    return f"row {first}" if first == last else f"rows {first}-{last}"


def chooser_step(table: Table, seat: int, state: str) -> Step:
    """The chooser at one step: rotation, then cell, then confirm."""
    mode, deck, rot, at = decode(state)
    view = table.game.view(table.state, seat)
    card = chosen_card(view, mode, deck)
    options = placements(table, seat, mode, deck)
    if card is None or not options:
        what = "the brick" if card is None else card_text(card)
        return Step(f"There is nowhere to put {what} now.")
    if rot not in options:
        rot = next(iter(options)) if len(options) == 1 else None
    if rot is None or at not in options[rot]:
        at = None
    lines = [HEADS[mode].format(deck=deck, card=card_text(card))]
    if rot is None:
        lines.append(
            "Choose how to turn it (bricks turn but never flip); then the cell for its first "
            "square, the leftmost of its top row."
        )
    elif at is None:
        n = len(options[rot])
        picture = "\n".join(shape_rows(card, rot, mark_anchor=True))
        lines.append(f"{card['shape']} {rot}, `@` is the square that goes on the cell you pick:")
        lines.append(f"```\n{picture}\n```")
        lines.append(f"It fits in {n} place{'s' if n != 1 else ''} on your wall (ringed in the picture).")
    else:
        preview = _preview(table, seat, mode, deck, rot, at)
        cells = " ".join(polyomino.label((r, c)) for r, c in preview["cells"])
        lines.append(f"**{card['shape']} {rot} at {at}** covers {cells}: {rows_text(preview)}.")
        if preview["rows"]:
            lines.append("-# Points if your turn ended now; rows completed later this turn count with them.")
        lines.append("Press the green button to confirm, or pick another rotation or cell.")
    rotations = [
        Choice(
            r,
            r,
            f"{' / '.join(shape_rows(card, r))} · fits in {len(a)} place{'s' if len(a) != 1 else ''}",
            default=r == rot,
        )
        for r, a in options.items()
    ]
    items: list[Any] = [Question(encode(mode, deck, SLOT), rotations, "Rotation…", row=0)]
    if rot is not None:
        anchors = sorted(options[rot], key=lambda a: int(a[1:]))
        cells_ = [
            Choice(a, a, _description(table, seat, mode, deck, rot, a), default=a == at, group=a[1:])
            for a in anchors
        ]
        placeholder = lambda chunk: f"Cell for @ in {_rows_span([c.value for c in chunk])}…"  # noqa: E731
        items.append(Question(encode(mode, deck, rot, SLOT), cells_, placeholder, row=1))
    if rot is not None and at is not None:
        items.append(Play(CONFIRM[mode].format(rot=rot, at=at), notation(mode, deck, rot, at)))
    return Step("\n".join(lines), items, lambda: _pictures(table, seat, mode, deck, rot, at))


def _pictures(
    table: Table, seat: int, mode: str, deck: int, rot: str | None, at: str | None
) -> list[tuple[str, Image.Image]]:
    """The wall with the legal cells ringed, then the chosen placement previewed."""
    public = table.game.view(table.state, None)
    if rot is not None and at is not None:
        return [("preview.png", render.draw_preview(public, _preview(table, seat, mode, deck, rot, at)))]
    anchors: list[polyomino.Cell] = []
    if rot is not None:
        anchors = [polyomino.parse_label(a) for a in placements(table, seat, mode, deck).get(rot, [])]
    return [("wall.png", render.draw_targets(public, seat, anchors))]


def _preview(table: Table, seat: int, mode: str, deck: int, rot: str, at: str) -> dict[str, Any]:
    cell = polyomino.parse_label(at)
    return table.game.preview(table.state, seat, None if mode == PLACE else deck, rot, cell)  # type: ignore[attr-defined]


def _description(table: Table, seat: int, mode: str, deck: int, rot: str, at: str) -> str:
    """A menu line for a cell: the cells covered and what it would complete."""
    preview = _preview(table, seat, mode, deck, rot, at)
    cells = " ".join(polyomino.label((r, c)) for r, c in preview["cells"])
    return f"{cells} · {rows_text(preview)}"
