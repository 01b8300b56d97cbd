"""How Genius Bricklayer looks in Discord: what the active player must do, the buttons under the
board, running scores and coins, and the pictures a player looks at while placing a brick.

Everything reads views (nothing in this game is secret to a seat, so the spectator view serves
all) and `legal()`; the one rule-aware call is `GAME.preview`, the engine's own answer to "what
would this placement complete and score".
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import discord
from PIL import Image

import bot.cogs.bricklayer.text as T
from games import polyomino
from games.bricklayer import Buy, Coin, Pass, Place, Take
from games.bricklayer.view import BricklayerView
from games.core import Event, Result
from render import bricklayer as render
from render.core import Say

from ...chooser import ChoiceButton, Step
from ...gameui import GameUI, Reader, seat_mark, seat_tag
from ...i18n import DEFAULT, names, t
from ...tables import Table
from .components import STALE, chooser_step, encode
from .words import image_words


class BricklayerUI(GameUI):
    """Genius Bricklayer's presentation: one button per deck instead of hundreds of placements."""

    # -- text ------------------------------------------------------------------------------------

    def waiting_line(self, *, reader: Reader) -> str:
        """Who acts and what they may do: take or buy which decks, take a coin, place a blind brick."""
        table, loc = reader.table, reader.locale
        if table.state is None or table.row.status != "active" or not table.to_act():
            return ""
        view = self.public_view(table)
        seat = view["active"]
        who = seat_tag(table, seat)
        if view["phase"] == "place":
            return t(loc, "bricklayer-turn-place", user=who, card=T.card_text(view["pending"], loc))
        legal = table.legal(seat)
        decks = sorted({a.deck for a in legal if isinstance(a, Take)})
        coin = any(isinstance(a, Coin) for a in legal)
        wall = view["walls"][seat]
        if decks and coin:
            what = t(loc, "bricklayer-turn-take-or-coin")
        elif decks:
            full = t(loc, "bricklayer-you-hold", coins=view["max_coins"])
            why = t(loc, "bricklayer-supply-empty") if view["supply"] == 0 else full
            what = t(loc, "bricklayer-turn-take", why=why)
        else:
            what = t(loc, "bricklayer-turn-coin")
        line = t(loc, "bricklayer-turn", user=who, what=what)
        if wall["coins"] and any(isinstance(a, Buy) for a in legal):
            line += t(loc, "bricklayer-turn-buy", coins=wall["coins"])
        return line

    def event_params(self, event: Event, *, reader: Reader) -> dict[str, Any]:
        """Bricks with their points, the cells covered, the rows completed and how they scored.
        An automatic pass names its player with the seat's colour and number."""
        p, loc = dict(event.params), reader.locale
        if "card" in p:  # a brick taken, bought, placed, revealed or discarded
            p["card"] = T.brick_text(int(p["card"]), loc)
        if "cells" in p:
            p["cells"] = " ".join(p["cells"])
        if event.code == "pass":
            seat = int(p["player"])
            p["player"] = f"{seat_mark(seat)} P{seat + 1} <seat:{seat}>"
        elif event.code == "market_refresh":
            p["cards"] = t(loc, "bricklayer-separator").join(
                t(loc, "bricklayer-event-shows", deck=int(d), card=T.brick_text(int(c), loc))
                for d, c in dict(p["cards"]).items()
            )
        elif event.code == "rows_scored":
            rows, sums = [str(r) for r in p["rows"]], [int(s) for s in p["row_sums"]]
            comma = t(loc, "bricklayer-event-comma")
            p["rows"] = (
                comma.join(rows[:-1]) + t(loc, "bricklayer-event-and") + rows[-1]
                if len(rows) > 1
                else rows[0]
            )
            p["row_sums"] = comma.join(str(s) for s in sums)
            p["count"], n, best = len(rows), len(rows), max(sums)
            # Several rows at once: M × n + (n − 1)(n − 2) / 2 (§5), worked out before the points.
            formula = f"{best} × 2" if n == 2 else f"{best} × {n} + {(n - 1) * (n - 2) // 2}"
            p["worked"] = "" if n == 1 else f"{formula} = "
        return p

    def status_extra(self, *, reader: Reader) -> str:
        table, loc = reader.table, reader.locale
        view = self.public_view(table)
        scores = " · ".join(
            t(
                loc,
                "bricklayer-status-wall",
                player=seat_tag(table, w["seat"]),
                score=w["score"],
                coins=w["coins"],
                empty=w["empty"],
            )
            for w in view["walls"]
        )
        decks = " · ".join(
            t(loc, "bricklayer-status-deck", deck=d["deck"], top=T.deck_top(d, loc), left=d["left"])
            for d in view["market"]
        )
        lines = [
            t(loc, "bricklayer-status-scores", target=view["target"], scores=scores),
            t(loc, "bricklayer-status-decks", decks=decks, supply=view["supply"]),
        ]
        return "\n".join(lines + T.discarded(view, loc))

    def _reason(self, table: Table, result: Result, loc: str) -> str:
        """The result's reason in the reader's language, from the view (English: the engine's)."""
        if loc == DEFAULT:
            return table.mentions(result.reason)
        view = self.public_view(table)
        end, top = view["end"], result.ranking[0]
        if end in ("quality", "efficiency"):
            winner = int(view["winner"])
            key = "bricklayer-reason-quality" if end == "quality" else "bricklayer-reason-efficiency"
            return t(loc, key, user=table.who(winner), score=result.scores[winner])
        who = names(loc, [table.who(s) for s in top])
        return t(loc, "bricklayer-reason-scores", end=end, who=who, count=len(top))

    def score_words(self, row: Mapping[str, Any], *, reader: Reader) -> dict[str, Any]:
        """The engine's "2 rows" categories (rows completed at once) in the reader's words."""
        return {
            k if k == "total" else t(reader.locale, "bricklayer-score-rows", rows=int(k.split()[0])): v
            for k, v in row.items()
        }

    def result_text(self, result: Result, *, reader: Reader) -> str:
        table, loc = reader.table, reader.locale
        lines = [t(loc, "bricklayer-game-over-head", reason=self._reason(table, result, loc))]
        for place_group in result.ranking:
            for seat in place_group:
                row = self.score_words(result.breakdown[seat], reader=reader)
                parts = ", ".join(f"{k} {v}" for k, v in row.items() if k != "total")
                mark = " 🏆" if seat in result.winners else ""
                lines.append(
                    f"{result.rank_of(seat)}. {table.who(seat)} — **{result.scores[seat]}**{mark}"
                    + (f" ({parts})" if parts else "")
                )
        text = "\n".join(lines)
        view = self.public_view(table)
        if view["end"] in ("decks_out", "stalemate"):
            # Fewer empty cells break a tie on score (D15): show them, so the ranking explains itself.
            empty = ", ".join(f"P{w['seat'] + 1} {w['empty']}" for w in view["walls"])
            text += "\n" + t(loc, "bricklayer-empty-cells", cells=empty)
        return text

    def label(self, action: Any, *, reader: Reader) -> str:
        loc = reader.locale
        if isinstance(action, Coin):
            return t(loc, "bricklayer-take-coin")
        if isinstance(action, Buy) and action.at is None:
            return t(loc, "bricklayer-buy-blind", deck=action.deck)
        if isinstance(action, Take | Buy | Place) and action.at is not None:
            at = polyomino.label(action.at)
            if isinstance(action, Take):
                return t(loc, "bricklayer-label-take", deck=action.deck, rot=action.rot, at=at)
            if isinstance(action, Buy):
                return t(loc, "bricklayer-label-buy", deck=action.deck, rot=action.rot, at=at)
            return t(loc, "bricklayer-label-place", rot=action.rot, at=at)
        if isinstance(action, Pass):
            return t(loc, "bricklayer-label-pass")
        return super().label(action, reader=reader)

    # -- components --------------------------------------------------------------------------------

    def board_view(self, *, reader: Reader) -> discord.ui.View | None:
        """Row 1: take deck N (opens a placement chooser), take a coin; or place the blind brick.
        Row 2 when the active player holds coins: buy deck N, face-up (chooser) or blind (at once).
        Row 3: the status."""
        from ...components import ActButton, StatusButton

        table, loc = reader.table, reader.locale
        if table.state is None or table.row.status != "active" or not table.to_act():
            return None
        view = self.public_view(table)
        seat = view["active"]
        legal = table.legal(seat)
        buttons = discord.ui.View(timeout=None)
        stamp = self.chooser_stamp(table)

        def opener(mode: str, deck: int, label: str, row: int = 0) -> ChoiceButton:
            style = discord.ButtonStyle.success if mode != T.BUY else discord.ButtonStyle.primary
            return ChoiceButton(table.id, stamp, encode(mode, deck), label, style=style, row=row)

        if view["phase"] == "place":
            label = t(loc, "bricklayer-place-button", card=T.card_text(view["pending"], loc))
            buttons.add_item(opener(T.PLACE, 0, label))
        for deck in sorted({a.deck for a in legal if isinstance(a, Take)}):
            card = T.card_text(view["market"][deck - 1]["top"], loc)
            buttons.add_item(opener(T.TAKE, deck, t(loc, "bricklayer-deck-button", deck=deck, card=card)))
        if any(isinstance(a, Coin) for a in legal):
            buttons.add_item(
                ActButton.of(table, "coin", t(loc, "bricklayer-take-coin"), discord.ButtonStyle.secondary)
            )
        # A deck's top card is face-up or face-down, so each deck has one kind of buy.
        buys = {a.deck: a.at is not None for a in legal if isinstance(a, Buy)}
        for deck, face_up in sorted(buys.items()):
            if face_up:
                top = view["market"][deck - 1]["top"]
                label = t(loc, "bricklayer-buy-button", deck=deck, shape=top["shape"])
                item: discord.ui.Item[Any] = opener(T.BUY, deck, label, 1)
            else:
                # Red: a gamble, the card may fit nowhere and the coin is gone anyway.
                item = ActButton.of(
                    table, f"buy {deck}", self.label(Buy(deck), reader=reader), discord.ButtonStyle.danger
                )
                item.item.row = 1
            buttons.add_item(item)
        status = StatusButton(table.id, locale=loc)
        status.item.row = 2
        buttons.add_item(status)
        return buttons

    # -- the chooser ---------------------------------------------------------------------------------

    chooser_stale = STALE

    def chooser_step(self, state: str, *, reader: Reader) -> Step:
        return chooser_step(reader.table, reader.me, state, reader.locale)

    def chooser_refusal(self, *, reader: Reader) -> str | None:
        table = reader.table
        if reader.me in table.to_act():
            return None
        waiting = ", ".join(f"<@{table.user_of(s)}>" for s in sorted(table.to_act()))
        return t(reader.locale, "bricklayer-not-your-turn", waiting=waiting)

    def move_hint(self, *, reader: Reader) -> str:
        return t(reader.locale, "bricklayer-move-hint")

    # -- pictures (worker thread: pure) --------------------------------------------------------------

    def preview_images(self, seat: int, action: Any, *, reader: Reader) -> list[tuple[str, Image.Image]]:
        """The seat's wall with a take, buy or place drawn on it and what the turn would score."""
        table, loc = reader.table, reader.locale
        preview = self.game.preview(table.state, seat, action)
        if preview is None:
            return []
        shown = T.translated_preview(preview, loc)
        public: BricklayerView = table.view(None)
        names = self.seat_names(table, loc)
        return [("preview.png", render.draw_preview(public, shown, names=names, words=image_words(loc)))]

    def image_words(self, *, locale: str) -> Say | None:
        return image_words(locale)
