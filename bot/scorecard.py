"""The **Score** button under every board: a player's own score so far, by the categories the game
scores (the final score table's rows, for one player), answered to that player alone.

The figures come from the engine's `live_score(state, seat)`, which reads only what that seat
sees (Dice Town's property and equipment VP are in the seat's own hand); a game offers it by the
capability "score" of its manifest, and its UI's `score_sheets` and `score_headings` say what
the card shows and how its categories are named. A game without it has no Score button. The
answer is ephemeral, in the presser's language; a member with no seat is told so and reads
nothing of the game.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, cast

import discord

from games.livescore import Part
from games.registry import MANIFESTS
from render.core import score_table

from .components import TableButton, answer_drawn
from .gamepictures import ScoreSheet
from .gameui import GameUI
from .i18n import player_locale, t
from .ports import BotPort, table_bot
from .reader import Reader
from .replies import reply
from .tables import Table

# The phone's width: the picture is drawn at the size it is seen, not shrunk into it.
WIDTH = 360
DASH = "–"


def keeps_score(bot: BotPort, key: str) -> bool:
    """Whether the game's manifest offers a score so far (capability "score"): the Score button."""
    manifest = getattr(bot, "manifests", MANIFESTS).get(key)
    return manifest is not None and "score" in manifest.capabilities


def cell(part: Part) -> str:
    """A category's points; a product reads as one: "7 × 2 = 14" (district value × plaza stars)."""
    return " × ".join(map(str, part.detail)) + f" = {part.points}" if part.detail else str(part.points)


@dataclass(frozen=True)
class ScoreCard:
    """What the answer shows: a column per sheet (the seat's first, then any its game sets beside
    it), its categories named in the reader's language."""

    sheets: tuple[ScoreSheet, ...]
    headings: dict[str, str]
    text: str
    title: str

    def draw(self) -> list[tuple[str, Any]]:
        scores = [s.score for s in self.sheets]
        codes = dict.fromkeys(p.code for s in scores for p in s.parts)
        # A category another sheet has and this one cannot score (the architect's quarries) is a
        # dash, not a 0 earned.
        cells = [{**dict.fromkeys(codes, DASH), **{p.code: cell(p) for p in s.parts}} for s in scores]
        image = score_table(
            [s.as_dict() for s in scores],
            [s.total for s in scores],
            [1] * len(scores),
            title=self.title,
            colours=[s.colour for s in self.sheets],
            labels=[s.label for s in self.sheets],
            width=WIDTH,
            headings=self.headings,
            cells=cells,
            ranked=False,
        )
        return [("score.png", image)]


def card_of(ui: GameUI, sheets: Sequence[ScoreSheet], reader: Reader) -> ScoreCard:
    """The answer showing `sheets` (the reading seat's first) to the reader."""
    loc = reader.locale
    lines = [t(loc, "score-line", points=sheets[0].score.total)]
    # A sheet's name starts the sentence ("Virtual architect: 48 points so far.").
    others = (t(loc, "score-other-line", who=s.label, points=s.score.total) for s in sheets[1:])
    lines += [line[:1].upper() + line[1:] for line in others]
    title = t(loc, "score-title" if len(sheets) == 1 else "score-title-shared")
    codes = list(dict.fromkeys(p.code for s in sheets for p in s.score.parts))
    headings = {**ui.score_headings(codes, reader=reader), "total": t(loc, "score-total")}
    return ScoreCard(tuple(sheets), headings, "\n".join(lines), title)


class ScoreButton(TableButton, prefix="sc", label="score-button", emoji="🧮"):
    """The clicker's own score so far, by category."""

    async def answer(self, interaction: discord.Interaction, table: Table) -> None:
        await show_score(interaction, table)


async def show_score(interaction: discord.Interaction, table: Table) -> None:
    me = player_locale(interaction)
    if table.state is None:
        await reply(interaction, t(me, "components-not-started"))
        return
    seat = table.seat_of(interaction.user.id)
    if seat is None:
        await reply(interaction, t(me, "score-not-seated"))
        return
    bot = table_bot(interaction)
    ui = cast(GameUI, bot.ui(table.row.game))  # the port names only what others call
    reader = Reader(table, me, seat)
    # A button forged for a game that keeps no score so far is answered like a board not started.
    sheets = ui.score_sheets(reader=reader) if keeps_score(bot, table.row.game) else []
    if not sheets:
        await reply(interaction, t(me, "components-not-started"))
        return
    card = card_of(ui, sheets, reader)
    await answer_drawn(interaction, card.text, card.draw)


def with_score(
    bot: BotPort, view: discord.ui.View | None, table: Table, locale: str
) -> discord.ui.View | None:
    """The board's buttons with **Score** added where a row has room, for a game that keeps a
    score so far (a board full of moves keeps them all; the button then waits for a board with
    room)."""
    if view is None or not keeps_score(bot, table.row.game) or len(view.children) >= 25:
        return view
    button = ScoreButton(table.id, locale=locale)
    # Beside Status (the last button), where a game pins its buttons to a row of their own.
    last = view.children[-1].row if view.children else None
    if last is not None and sum(1 for item in view.children if item.row == last) < 5:
        button.row = last
    try:
        view.add_item(button)
    except ValueError:  # that row is full after all (a menu fills one): any row with room
        button.row = None
        with contextlib.suppress(ValueError):  # every row taken
            view.add_item(button)
    return view
