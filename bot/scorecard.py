"""The **Score** button under every board: a player's own score so far, by the categories the game
scores (the final score table's rows, for one player), answered to that player alone.

The figures come from each engine's `live_score(state, seat)`, which reads only what that seat
sees (Dice Town's property and equipment VP are in the seat's own hand). The answer is ephemeral,
in the presser's language; a member with no seat is told so and reads nothing of the game.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, cast

import discord

from games.akropolis import scoring as akropolis
from games.blockbuster import scoring as blockbuster
from games.bricklayer import scoring as bricklayer
from games.dicetown import scoring as dicetown
from games.livescore import LiveScore
from games.shakecity import scoring as shakecity
from render.core import score_table, seat_colour

from .components import TableButton, answer_drawn
from .gameui import GameUI
from .i18n import player_locale, t
from .ports import table_bot
from .reader import Reader
from .replies import reply
from .tables import Table

# Each game's running score of one seat, from its engine.
LIVE: dict[str, Callable[[Any, int], LiveScore]] = {
    "akropolis": akropolis.live_score,
    "blockbuster": blockbuster.live_score,
    "bricklayer": bricklayer.live_score,
    "dicetown": dicetown.live_score,
    "shakecity": shakecity.live_score,
}
# The phone's width: the picture is drawn at the size it is seen, not shrunk into it.
WIDTH = 360


@dataclass(frozen=True)
class ScoreCard:
    """What the answer shows: a column per sheet (the seat's; in solo Akropolis the virtual
    architect's too), its categories named in the reader's language."""

    sheets: tuple[LiveScore, ...]
    labels: tuple[str, ...]
    colours: tuple[str, ...]
    headings: dict[str, str]
    text: str
    title: str

    def draw(self) -> list[tuple[str, Any]]:
        rows = [s.as_dict() for s in self.sheets]
        # A product reads as one: "7 × 2 = 14" (district value × plaza stars).
        cells = [
            {p.code: " × ".join(map(str, p.detail)) + f" = {p.points}" for p in s.parts if p.detail}
            for s in self.sheets
        ]
        image = score_table(
            rows,
            [s.total for s in self.sheets],
            [1] * len(rows),
            title=self.title,
            colours=list(self.colours),
            labels=list(self.labels),
            width=WIDTH,
            headings=self.headings,
            cells=cells,
            ranked=False,
        )
        return [("score.png", image)]


def headings(ui: GameUI, game: str, codes: list[str], reader: Reader) -> dict[str, str]:
    """Each category's name as the game's final score table names it, in the reader's language."""
    loc = reader.locale
    named: dict[str, str] = {}
    if game in ("dicetown", "shakecity"):  # their tables name categories through their image words
        say = ui.image_words(locale=loc)
        key = "score-heading" if game == "dicetown" else "score_heading"
        named = {k: say(key, category=k) for k in codes} if say is not None else {}
    else:
        words = list(ui.score_words(dict.fromkeys(codes, 0), reader=reader))
        named = dict(zip(codes, words, strict=True))
    return {**named, "total": t(loc, "score-total")}


def score_card(ui: GameUI, reader: Reader) -> ScoreCard:
    """The reading seat's score so far (its seat must be set) as the answer shows it."""
    table, loc, seat = reader.table, reader.locale, reader.me
    game, state = table.row.game, table.state
    sheets = [LIVE[game](state, seat)]
    colours = ui.seat_colours(table) or [seat_colour(s) for s in range(len(table.players))]
    labels = [ui.seat_names(table, loc)[seat]]
    shown = [colours[seat]]
    lines = [t(loc, "score-line", points=sheets[0].total)]
    title = t(loc, "score-title")
    va = akropolis.live_score_va(state) if game == "akropolis" else None
    if va is not None:  # solo: the architect's tiles are face up, and it is the score to beat
        sheets.append(va)
        name = t(loc, "img-akropolis-va")
        labels.append(name)
        shown.append("grey")
        lines.append(t(loc, "score-va-line", va=name, points=va.total))
        title = t(loc, "score-va-title")
    codes = list(dict.fromkeys(p.code for s in sheets for p in s.parts))
    return ScoreCard(
        tuple(sheets), tuple(labels), tuple(shown), headings(ui, game, codes, reader), "\n".join(lines), title
    )


class ScoreButton(TableButton, prefix="sc", label="score-button", emoji="🧮"):
    """The clicker's own score so far, by category."""

    async def answer(self, interaction: discord.Interaction, table: Table) -> None:
        await show_score(interaction, table)


async def show_score(interaction: discord.Interaction, table: Table) -> None:
    me = player_locale(interaction)
    if table.state is None or table.row.game not in LIVE:
        await reply(interaction, t(me, "components-not-started"))
        return
    seat = table.seat_of(interaction.user.id)
    if seat is None:
        await reply(interaction, t(me, "score-not-seated"))
        return
    ui = cast(GameUI, table_bot(interaction).ui(table.row.game))  # the port names only what others call
    card = score_card(ui, Reader(table, me, seat))
    await answer_drawn(interaction, card.text, card.draw)


def with_score(view: discord.ui.View | None, table: Table, locale: str) -> discord.ui.View | None:
    """The board's buttons with **Score** added where a row has room (a board full of moves keeps
    them all; the button then waits for a board with room)."""
    if view is None or table.row.game not in LIVE or len(view.children) >= 25:
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
