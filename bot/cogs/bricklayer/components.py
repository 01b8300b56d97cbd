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

import bot.cogs.bricklayer.text as T
from games import polyomino
from render import bricklayer as render

from ...chooser import SLOT, Choice, Play, Question, Step
from ...i18n import DEFAULT, t
from ...tables import Table
from .words import image_words

# Said by the shared chooser, which has no reader's locale to give yet: English.
STALE = t(DEFAULT, "bricklayer-stale")
HEADS = {T.TAKE: "bricklayer-head-take", T.BUY: "bricklayer-head-buy", T.PLACE: "bricklayer-head-place"}
CONFIRM = {
    T.TAKE: "bricklayer-confirm-take",
    T.BUY: "bricklayer-confirm-buy",
    T.PLACE: "bricklayer-confirm-place",
}


def encode(mode: str, deck: int, rot: str | None = None, at: str | None = None) -> str:
    return f"{mode}{deck}:{rot or ''}:{at or ''}"


def decode(state: str) -> tuple[str, int, str | None, str | None]:
    head, _, rest = state.partition(":")
    rot, _, at = rest.partition(":")
    mode, deck = (head[:1], int(head[1:])) if head[1:].isdigit() else (T.TAKE, 0)
    return mode, deck, rot or None, at or None


def chooser_step(table: Table, seat: int, state: str, loc: str = DEFAULT) -> Step:
    """The chooser at one step: rotation, then cell, then confirm."""
    mode, deck, rot, at = decode(state)
    view = table.view(seat)
    card = T.chosen_card(view, mode, deck)
    options = T.placements(table, seat, mode, deck)
    if card is None or not options:
        what = t(loc, "bricklayer-the-brick") if card is None else T.card_text(card, loc)
        return Step(t(loc, "bricklayer-nowhere", card=what))
    if rot not in options:
        rot = next(iter(options)) if len(options) == 1 else None
    if rot is None or at not in options[rot]:
        at = None
    lines = [t(loc, HEADS[mode], deck=deck, card=T.card_text(card, loc))]
    if rot is None:
        lines.append(t(loc, "bricklayer-choose-rotation"))
    elif at is None:
        picture = "\n".join(T.shape_rows(card, rot, mark_anchor=True))
        lines.append(t(loc, "bricklayer-anchor-square", shape=card["shape"], rot=rot))
        lines.append(f"```\n{picture}\n```")
        lines.append(t(loc, "bricklayer-fits-in", count=len(options[rot])))
    else:
        preview = T.preview(table, seat, mode, deck, rot, at)
        cells, rows = T.covered(preview), T.rows_text(preview, loc)
        lines.append(t(loc, "bricklayer-covers", shape=card["shape"], rot=rot, at=at, cells=cells, rows=rows))
        if preview["rows"]:
            lines.append(t(loc, "bricklayer-points-note"))
        lines.append(t(loc, "bricklayer-confirm-note"))
    rotations = [
        Choice(r, r, f"{shape} · {fits}", default=r == rot)
        for r, shape, fits in T.fitting(card, options, loc)
    ]
    rotation_menu = t(loc, "bricklayer-rotation-menu")
    items: list[Any] = [Question(encode(mode, deck, SLOT), rotations, rotation_menu, row=0)]
    if rot is not None:
        anchors = sorted(options[rot], key=lambda a: int(a[1:]))
        cells_ = [
            Choice(a, a, _description(table, seat, mode, deck, rot, a, loc), default=a == at, group=a[1:])
            for a in anchors
        ]

        def placeholder(chunk: list[Choice]) -> str:
            first, last = int(chunk[0].value[1:]), int(chunk[-1].value[1:])
            if first == last:
                return t(loc, "bricklayer-cell-menu", rows=t(loc, "bricklayer-row", first=first))
            return t(loc, "bricklayer-cell-menu", rows=t(loc, "bricklayer-rows", first=first, last=last))

        items.append(Question(encode(mode, deck, rot, SLOT), cells_, placeholder, row=1))
    if rot is not None and at is not None:
        notation = str(T.brick(mode, deck, rot, polyomino.parse_label(at)))
        items.append(Play(t(loc, CONFIRM[mode], rot=rot, at=at), notation))
    return Step("\n".join(lines), items, lambda: _pictures(table, seat, mode, deck, rot, at, loc))


def _pictures(
    table: Table, seat: int, mode: str, deck: int, rot: str | None, at: str | None, loc: str = DEFAULT
) -> list[tuple[str, Image.Image]]:
    """The wall with the legal cells ringed, then the chosen placement previewed."""
    public, words = table.view(None), image_words(loc)
    if rot is not None and at is not None:
        preview = T.translated_preview(T.preview(table, seat, mode, deck, rot, at), loc)
        return [("preview.png", render.draw_preview(public, preview, words=words))]
    anchors: list[polyomino.Cell] = []
    if rot is not None:
        anchors = [polyomino.parse_label(a) for a in T.placements(table, seat, mode, deck).get(rot, [])]
    return [("wall.png", render.draw_targets(public, seat, anchors, words=words))]


def _description(table: Table, seat: int, mode: str, deck: int, rot: str, at: str, loc: str = DEFAULT) -> str:
    """A menu line for a cell: the cells covered and what it would complete."""
    preview = T.preview(table, seat, mode, deck, rot, at)
    return f"{T.covered(preview)} · {T.rows_text(preview, loc)}"
