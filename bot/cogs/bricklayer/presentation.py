"""How Genius Bricklayer looks in Discord: what the active player must do, the buttons under the
board, running scores and coins, and the pictures a player looks at while placing a brick.

Everything reads views (nothing in this game is secret to a seat, so the spectator view serves
all) and `legal()`; the one rule-aware call is `GAME.preview`, the engine's own answer to "what
would this placement complete and score".
"""

from __future__ import annotations

from typing import Any

import discord
from PIL import Image

from games.bricklayer import Buy, Coin, Place, Take
from games.core import Event, Result
from render import bricklayer as render

from ...chooser import ChoiceButton, Step
from ...gameui import GameUI
from ...tables import Table
from .components import STALE, chooser_step, encode, refusal
from .text import (
    BUY,
    PLACE,
    TAKE,
    auto_pass_line,
    card_text,
    seat_tag,
)


class BricklayerUI(GameUI):
    """Genius Bricklayer's presentation: one button per deck instead of hundreds of placements."""

    @property
    def has_private(self) -> bool:
        return False  # every wall, coin and face-up card is public; only the deck order is hidden

    # -- text ------------------------------------------------------------------------------------

    def waiting_line(self, table: Table) -> str:
        """Who acts and what they may do: take or buy which decks, take a coin, place a blind brick."""
        if table.state is None or table.row.status != "active" or not table.to_act():
            return ""
        view = self.public_view(table)
        seat = view["active"]
        who = seat_tag(table, seat)
        if view["phase"] == "place":
            return (
                f"Your turn, {who}: place the **{card_text(view['pending'])}** you bought blind "
                "(**Place it** below, or `/bricklayer place`)."
            )
        legal = self.game.legal(table.state, seat)
        decks = sorted({a.deck for a in legal if isinstance(a, Take)})
        coin = any(isinstance(a, Coin) for a in legal)
        wall = view["walls"][seat]
        if decks and coin:
            what = "take a face-up card and place its brick, or take a coin"
        elif decks:
            why = "the supply is empty" if view["supply"] == 0 else f"you hold {view['max_coins']}"
            what = f"take a face-up card and place its brick (no coin: {why})"
        else:
            what = "no face-up brick fits your wall, so take a coin"
        line = f"Your turn, {who}: {what}."
        if wall["coins"] and any(isinstance(a, Buy) for a in legal):
            n = wall["coins"]
            line += (
                f" Before that you may spend your {n} coin{'s' if n > 1 else ''} on any deck's top card, "
                "face-down ones too."
            )
        return line

    def event_lines(self, table: Table, events: list[Event]) -> list[str]:
        """The engine's automatic pass says why in the rules' terms (no coin can be taken); the
        channel says it in the player's: nothing face-up fits their wall, and why no coin helps."""
        lines = []
        for event in events:
            if event.to is not None or not event.text:
                continue
            if event.code == "pass" and "player" in event.params:
                lines.append(auto_pass_line(table, int(event.params["player"]), event.text))
            else:
                lines.append(self.names(table, event.text))
        return lines

    def status_extra(self, table: Table) -> str:
        view = self.public_view(table)
        scores = " · ".join(
            f"{seat_tag(table, w['seat'])} **{w['score']}** "
            f"({w['coins']} coin{'s' if w['coins'] != 1 else ''}, {w['empty']} empty)"
            for w in view["walls"]
        )
        decks = " · ".join(
            f"{d['deck']} {card_text(d['top']) if d['top'] else ('face-down' if d['left'] else 'empty')}"
            f", {d['left']} left"
            for d in view["market"]
        )
        lines = [
            f"Scores (to {view['target']}): {scores}",
            f"Decks: {decks}. Supply: {view['supply']} coins.",
        ]
        if view["discards"]:
            lines.append("Discarded: " + ", ".join(card_text(c) for c in view["discards"]) + ".")
        return "\n".join(lines)

    def result_text(self, table: Table, result: Result) -> str:
        text = super().result_text(table, result)
        view = self.public_view(table)
        if view["end"] in ("decks_out", "stalemate"):
            # Fewer empty cells break a tie on score (D15): show them, so the ranking explains itself.
            empty = ", ".join(f"P{w['seat'] + 1} {w['empty']}" for w in view["walls"])
            text += f"\nEmpty cells (fewer wins a tie): {empty}."
        return text

    def label(self, action: Any) -> str:
        if isinstance(action, Coin):
            return "Take a coin"
        if isinstance(action, Buy) and action.at is None:
            return f"Buy deck {action.deck} blind (1 coin)"
        return super().label(action)

    # -- components --------------------------------------------------------------------------------

    def board_view(self, table: Table) -> discord.ui.View | None:
        """Row 1: take deck N (opens a placement chooser), take a coin; or place the blind brick.
        Row 2 when the active player holds coins: buy deck N, face-up (chooser) or blind (at once).
        Row 3: the status."""
        from ...components import ActButton, StatusButton

        if table.state is None or table.row.status != "active" or not table.to_act():
            return None
        view = self.public_view(table)
        seat = view["active"]
        legal = self.game.legal(table.state, seat)
        buttons = discord.ui.View(timeout=None)
        stamp = self.chooser_stamp(table)

        def opener(mode: str, deck: int, label: str, row: int = 0) -> ChoiceButton:
            style = discord.ButtonStyle.success if mode != BUY else discord.ButtonStyle.primary
            return ChoiceButton(table.id, stamp, encode(mode, deck), label, style=style, row=row)

        if view["phase"] == "place":
            buttons.add_item(opener(PLACE, 0, f"Place the {card_text(view['pending'])}"))
        for deck in sorted({a.deck for a in legal if isinstance(a, Take)}):
            buttons.add_item(opener(TAKE, deck, f"Deck {deck}: {card_text(view['market'][deck - 1]['top'])}"))
        if any(isinstance(a, Coin) for a in legal):
            buttons.add_item(
                ActButton(table.id, table.version, "coin", "Take a coin", discord.ButtonStyle.secondary)
            )
        face_up = sorted({a.deck for a in legal if isinstance(a, Buy) and a.at is not None})
        blind = sorted({a.deck for a in legal if isinstance(a, Buy) and a.at is None})
        for deck in sorted(face_up + blind):
            if deck in face_up:
                top = view["market"][deck - 1]["top"]
                item: discord.ui.Item[Any] = opener(BUY, deck, f"Buy deck {deck}: {top['shape']} (1 coin)", 1)
            else:
                # Red: a gamble, the card may fit nowhere and the coin is gone anyway.
                item = ActButton(
                    table.id, table.version, f"buy {deck}", self.label(Buy(deck)), discord.ButtonStyle.danger
                )
                item.item.row = 1
            buttons.add_item(item)
        status = StatusButton(table.id)
        status.item.row = 2
        buttons.add_item(status)
        return buttons

    # -- the chooser ---------------------------------------------------------------------------------

    chooser_stale = STALE

    def chooser_step(self, table: Table, seat: int, state: str) -> Step:
        return chooser_step(table, seat, state)

    def chooser_refusal(self, table: Table, seat: int) -> str | None:
        return refusal(table, seat)

    def move_hint(self, table: Table, seat: int) -> str:
        return "press a deck's button under the board, or `/play` with autocomplete."

    # -- pictures (worker thread: pure) --------------------------------------------------------------

    def preview_images(self, table: Table, seat: int, action: Any) -> list[tuple[str, Image.Image]]:
        """The seat's wall with a take, buy or place drawn on it and what the turn would score."""
        if not isinstance(action, Take | Buy | Place) or action.at is None or action.rot is None:
            return []
        deck = None if isinstance(action, Place) else action.deck
        preview = self.game.preview(table.state, seat, deck, action.rot, action.at)  # type: ignore[attr-defined]
        return [("preview.png", render.draw_preview(self.public_view(table), preview))]
