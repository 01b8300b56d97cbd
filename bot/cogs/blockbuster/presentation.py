"""How Block Buster looks in Discord: who must do what, move announcements, status and results."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import discord
from PIL import Image

import bot.cogs.blockbuster.text as T
from games.blockbuster.geometry import JUMP_POINTS, PIECES
from games.blockbuster.state import Place
from games.blockbuster.view import BlockBusterView
from games.core import Event, Result
from render import blockbuster as R
from render.core import Say

from ...chooser import Step
from ...components import StatusButton
from ...gameui import GameUI, Reader
from ...i18n import DEFAULT, names, t, term
from ...tables import Table
from .components import STALE, PassButton, PiecesButton, chooser_step
from .words import image_words

TEAM_NAMES = ("A", "B")  # seats 1+3 and 2+4 (spec §3.3, D20)
TURN_KEYS = {"first": "blockbuster-turn-first", "jump": "blockbuster-turn-jump"}  # else: touch
EVENT_MARK = {"instant_win": "🏆", "game_over": "🏁", "resign": "🏳️"}
SCORE_KEYS = {
    "symbols": "blockbuster-score-symbols",
    "start": "blockbuster-score-start",
    "jumps": "blockbuster-score-jumps",
    "leftover": "blockbuster-score-leftover",
}


def _capital(text: str) -> str:
    """A colour said first in its sentence ("Red …"); a language without capitals keeps its word."""
    return text[:1].upper() + text[1:]


def _piece_name(piece: int, loc: str) -> str:
    """`#8 L tetromino`: the engine's English name, other languages the glossary's."""
    name = PIECES[piece].name if loc == DEFAULT else term(loc, "blockbuster", f"piece-{piece}")
    return f"#{piece} {name}"


def _symbol_at(symbol: str, cell: str, loc: str) -> str:
    """A symbol tile by its symbol and its top-left cell: `sun at B2`."""
    return t(loc, "blockbuster-symbol-at", symbol=term(loc, "blockbuster", symbol), cell=cell)


class BlockBusterUI(GameUI):
    """The board with its chooser, pass and pieces buttons; sentences that say what the mover must do."""

    def seat_colours(self, table: Table) -> list[str] | None:
        """Each seat's first colour, so the final score table's swatches match the board."""
        view = self.public_view(table)
        return [R.piece_colour(view["colours"][player["colours"][0]]["name"]) for player in view["players"]]

    def focus(self, table: Table) -> int | None:
        # The renderer's focus is a colour, not a seat: it draws the colour to move large.
        return None

    # -- text ------------------------------------------------------------------------------------

    def label(self, action: Any, *, reader: Reader) -> str:
        tokens = str(action).split()
        if tokens[0] == "place":
            piece, orient, cell = tokens[1:4]
            return t(reader.locale, "blockbuster-label-place", piece=piece, orient=orient, cell=cell)
        keys = {"pass": "blockbuster-pass-button", "resign": "blockbuster-resign-button"}
        return t(reader.locale, keys[tokens[0]]) if tokens[0] in keys else str(action)

    def waiting_line(self, *, reader: Reader) -> str:
        table, loc = reader.table, reader.locale
        if table.state is None or not table.to_act():
            return ""
        view = self.public_view(table)
        turn = view["turn"]
        colour, user = turn["colour"], table.user_of(turn["seat"])
        key = TURN_KEYS.get(turn["kind"], "blockbuster-turn-touch")
        what = t(loc, key, colour=T.colour_name(view, colour, loc), gaps=T.gap_list(view, loc))
        lines = [self._start_line(table, view, loc)] if view["moves"] == 0 else []
        tag = T.tag(view, colour, loc)
        lines.append(t(loc, "blockbuster-turn", user=f"<@{user}>", colour=tag, what=what))
        return "\n".join(lines)

    def _start_line(self, table: Table, view: dict[str, Any], loc: str) -> str:
        """Announced with the first board: who was drawn to start, the colours, the start penalties."""

        def at(seat: int) -> str:
            return f"<@{table.user_of(seat)}>"

        sep = t(loc, "blockbuster-list-separator")
        colours = sep.join(f"{T.tag(view, c['index'], loc)} {at(c['seat'])}" for c in view["colours"])
        penalties = sep.join(
            f"{at(p['seat'])} {p['start_penalty']}" for p in view["players"] if p["start_penalty"]
        )
        line = t(loc, "blockbuster-start", user=at(view["start"]), colours=colours)
        if view["mode"] == "team":
            a, b = (
                t(loc, "blockbuster-team-of", team=TEAM_NAMES[n], first=at(n), second=at(n + 2))
                for n in (0, 1)
            )
            line += t(loc, "blockbuster-start-teams", a=a, b=b)
        if penalties:
            line += t(loc, "blockbuster-start-penalties", penalties=penalties)
        return line

    def on_board(self, event: Event) -> bool:
        # The turn prompt already lists the jump prices; saying it twice would bury the move.
        return event.code != "must_jump"

    def event_mark(self, event: Event, *, reader: Reader) -> str:
        colour = event.params.get("colour")
        return EVENT_MARK.get(event.code) or (T.EMOJI.get(str(colour), "") if colour is not None else "")

    def event_params(self, event: Event, *, reader: Reader) -> dict[str, Any]:
        """Colours, pieces and symbols in the reader's words; a jump's price, the tiles secured."""
        p, loc = dict(event.params), reader.locale
        if "colour" in p:
            colour = t(loc, "blockbuster-colour", colour=str(p["colour"]))
            # Said first in its sentence: capitalised where the language has capitals.
            p["colour"] = _capital(colour) if event.code in ("forced_pass", "must_jump") else colour
        if "symbol" in p:
            p["symbol"] = term(loc, "blockbuster", str(p["symbol"]))
        if event.code == "placed":
            p["piece"] = _piece_name(int(p["piece"]), loc)
            gap = int(p["gap"])
            p["jump"] = t(loc, "blockbuster-event-jump", gap=gap, penalty=p["penalty"]) if gap else ""
            secured = _capital(str(p["colour"]))
            p["secured"] = "".join(
                t(loc, "blockbuster-event-secured", colour=secured, tile=_symbol_at(symbol, cell, loc))
                for symbol, cell in p.get("tiles", [])
            )
        if event.code == "must_jump":
            p["gaps"] = t(loc, "blockbuster-list-separator").join(
                t(loc, "blockbuster-event-gap", piece=piece, gap=gap, penalty=JUMP_POINTS * gap)
                for piece, gap in p["gaps"]
            )
        return p

    def status_extra(self, *, reader: Reader) -> str:
        table, loc = reader.table, reader.locale
        view = self.public_view(table)
        lines = []
        for colour in view["colours"]:
            k = colour["index"]
            player = view["players"][colour["seat"]]
            state = "resigned" if player["resigned"] else "out" if colour["passed"] else "playing"
            seat, points = colour["seat"], player["score"]["total"]
            key, user = "blockbuster-status-line", table.user_of(seat)
            lines.append(T.colour_line(key, view, k, user, loc, state=state, seat=seat + 1, points=points))
        if view["turn"] is not None:
            tag = T.tag(view, view["turn"]["colour"], loc)
            lines.append(t(loc, "blockbuster-status-to-move", colour=tag, what=T.situation(view, loc)))
        return "\n".join(lines)

    def _reason(self, table: Table, view: dict[str, Any], result: Result, loc: str) -> str:
        """The result's reason in the reader's language, from the view (English: the engine's)."""
        if loc == DEFAULT:
            return table.mentions(result.reason)
        top = result.ranking[0]
        team = view["mode"] == "team"
        who = names(loc, [table.who(s) for s in top])
        if team:
            who = t(loc, "blockbuster-team-named", who=who)
        points = sum(result.scores[s] for s in top) if team else result.scores[top[0]]
        winner = view["instant_winner"]
        if winner is not None:
            symbol, count = max(view["players"][winner]["held"].items(), key=lambda kv: kv[1])
            symbol, by = term(loc, "blockbuster", symbol), who if team else "none"
            return t(
                loc, "blockbuster-reason-instant", user=table.who(winner), count=count, symbol=symbol, team=by
            )
        resigned = {p["seat"] for p in view["players"] if p["resigned"]}
        if resigned and len(result.ranking) > 1 and all(set(u) & resigned for u in result.ranking[1:]):
            return t(loc, "blockbuster-reason-resigned", who=who)
        if team:
            others = [sum(result.scores[s] for s in unit) for unit in result.ranking[1:]]
            against = others[0] if others else ""
            return t(loc, "blockbuster-reason-team", who=who, points=points, others=against)
        return t(loc, "blockbuster-reason-wins", who=who, points=points, count=len(top))

    def score_words(self, row: Mapping[str, Any], *, reader: Reader) -> dict[str, Any]:
        return {t(reader.locale, SCORE_KEYS[k]) if k in SCORE_KEYS else k: v for k, v in row.items()}

    def result_text(self, result: Result, *, reader: Reader) -> str:
        table, loc = reader.table, reader.locale
        view = self.public_view(table)
        lines = [t(loc, "blockbuster-game-over-head", reason=self._reason(table, view, result, loc))]

        def who(seat: int) -> str:
            tags = " ".join(T.emoji(view, k) for k in view["players"][seat]["colours"])
            row = self.score_words(result.breakdown[seat], reader=reader)
            parts = ", ".join(f"{k} {v}" for k, v in row.items() if k != "total")
            mark = " 🏆" if seat in result.winners else ""
            return f"<@{table.user_of(seat)}> {tags} **{result.scores[seat]}**{mark} ({parts})"

        for place, group in enumerate(result.ranking, start=1):
            if view["mode"] == "team":
                for team in sorted({s % 2 for s in group}):  # tied teams share a place
                    members = [s for s in group if s % 2 == team]
                    total = sum(result.scores[s] for s in members)
                    lines.append(
                        t(loc, "blockbuster-result-team", place=place, team=TEAM_NAMES[team], total=total)
                        + " + ".join(who(s) for s in members)
                    )
            else:
                lines += [f"{place}. {who(s)}" for s in group]
        return "\n".join(lines)

    # -- components and images -----------------------------------------------------------------------

    chooser_stale = STALE

    def chooser_step(self, state: str, *, reader: Reader) -> Step:
        return chooser_step(reader.table, reader.me, state, reader.locale)

    def board_view(self, *, reader: Reader) -> discord.ui.View | None:
        table, loc = reader.table, reader.locale
        if table.state is None or table.row.status != "active":
            return None
        view = discord.ui.View(timeout=None)
        if table.to_act():
            view.add_item(self._choose_button(reader=reader))
            turn = self.public_view(table)["turn"]
            if turn is not None and turn["can_pass"]:
                view.add_item(PassButton(table.id, text=t(loc, "blockbuster-pass-short")))
        view.add_item(PiecesButton(table.id, text=t(loc, "blockbuster-pieces-button")))
        view.add_item(StatusButton(table.id, locale=loc))
        return view

    def image_words(self, *, locale: str) -> Say | None:
        return image_words(locale)

    def preview_images(self, seat: int, action: Any, *, reader: Reader) -> list[tuple[str, Image.Image]]:
        if not isinstance(action, Place):
            return []  # a pass or a resignation covers no cell: nothing to draw
        table = reader.table
        preview = self.game.preview(table.state, seat, action)
        cells, legal = preview["cells"], preview["legal"]
        words = image_words(reader.locale)
        view: BlockBusterView = table.view(None)
        names = self.seat_names(table, reader.locale)
        drawn = R.draw_preview(view, cells, legal=legal, caption=str(action), names=names, words=words)
        return [("preview.png", drawn)]
