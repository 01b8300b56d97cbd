"""How Block Buster looks in Discord: who must do what, move announcements, status and results."""

from __future__ import annotations

from typing import Any

import discord
from PIL import Image

from games.core import Event, Result
from render import blockbuster as R

from ...chooser import Step
from ...components import StatusButton
from ...gameui import GameUI
from ...tables import Table
from . import text as T
from .components import STALE, PassButton, PiecesButton, chooser_step

TEAM_NAMES = ("A", "B")  # seats 1+3 and 2+4 (spec §3.3, D20)
EVENT_MARK = {"instant_win": "🏆", "game_over": "🏁", "resign": "🏳️"}


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

    def label(self, action: Any) -> str:
        tokens = str(action).split()
        if tokens[0] == "place":
            return f"#{tokens[1]} {tokens[2]} at {tokens[3]}"
        return {"pass": "Pass for the rest of the game", "resign": "Resign"}.get(tokens[0], str(action))

    def waiting_line(self, table: Table) -> str:
        if table.state is None or not table.to_act():
            return ""
        view = self.public_view(table)
        turn = view["turn"]
        colour, user = turn["colour"], table.user_of(turn["seat"])
        name = T.colour_name(view, colour)
        if turn["kind"] == "first":
            what = f"place {name}'s first piece anywhere it fits"
        elif turn["kind"] == "jump":
            what = (
                f"{name} cannot connect, so jump with a piece to its nearest free spot "
                f"({T.gap_list(view)}) or press **Pass** to stop for the rest of the game"
            )
        else:
            what = f"place a piece touching {name} along an edge (corners do not count)"
        lines = []
        if view["moves"] == 0:
            lines.append(self._start_line(table, view))
        lines.append(
            f"Your turn, <@{user}> ({T.tag(view, colour)}): {what}. "
            "Use **Choose a move** or `/blockbuster place`."
        )
        return "\n".join(lines)

    def _start_line(self, table: Table, view: dict[str, Any]) -> str:
        """Announced with the first board: who was drawn to start, the colours, the start penalties."""
        start = view["start"]
        colours = ", ".join(
            f"{T.tag(view, c['index'])} <@{table.user_of(c['seat'])}>" for c in view["colours"]
        )
        penalties = ", ".join(
            f"<@{table.user_of(p['seat'])}> {p['start_penalty']}"
            for p in view["players"]
            if p["start_penalty"]
        )
        line = f"<@{table.user_of(start)}> was drawn to start. Colours in turn order: {colours}."
        if view["mode"] == "team":
            a, b = (
                f"team {TEAM_NAMES[t]} (<@{table.user_of(t)}> + <@{table.user_of(t + 2)}>)" for t in (0, 1)
            )
            line += f" Team play: {a} against {b}."
        if penalties:
            line += f" Start penalties: {penalties}."
        return line

    def event_lines(self, table: Table, events: list[Event]) -> list[str]:
        view = self.public_view(table)
        lines = []
        for event in events:
            # The turn prompt already lists the jump prices; saying it twice would bury the move.
            if event.to is not None or not event.text or event.code == "must_jump":
                continue
            colour = event.params.get("colour")
            mark = EVENT_MARK.get(event.code) or (
                T.EMOJI.get(T.colour_name(view, colour), "") if colour is not None else ""
            )
            lines.append(f"{mark} {self.names(table, event.text)}".strip())
        return lines

    def status_extra(self, table: Table) -> str:
        view = self.public_view(table)
        lines = []
        for colour in view["colours"]:
            k = colour["index"]
            player = view["players"][colour["seat"]]
            state = "resigned" if player["resigned"] else "out" if colour["passed"] else "playing"
            lines.append(
                f"{T.tag(view, k)} <@{table.user_of(colour['seat'])}> ({state}): "
                f"{T.squares_left(view, k)} squares left; secured {T.secured_line(view, k)}; "
                f"P{colour['seat'] + 1} has {player['score']['total']} points now."
            )
        if view["turn"] is not None:
            lines.append(f"To move: {T.tag(view, view['turn']['colour'])}, who {T.situation(view)}.")
        return "\n".join(lines)

    def result_text(self, table: Table, result: Result) -> str:
        view = self.public_view(table)
        lines = [f"**Block Buster: game over.** {self.names(table, result.reason)}"]

        def who(seat: int) -> str:
            tags = " ".join(T.EMOJI.get(T.colour_name(view, k), "") for k in view["players"][seat]["colours"])
            parts = ", ".join(f"{k} {v}" for k, v in result.breakdown[seat].items() if k != "total")
            mark = " 🏆" if seat in result.winners else ""
            return f"<@{table.user_of(seat)}> {tags} **{result.scores[seat]}**{mark} ({parts})"

        for place, group in enumerate(result.ranking, start=1):
            if view["mode"] == "team":
                for team in sorted({s % 2 for s in group}):  # tied teams share a place
                    members = [s for s in group if s % 2 == team]
                    total = sum(result.scores[s] for s in members)
                    lines.append(
                        f"{place}. Team {TEAM_NAMES[team]}: **{total}** = "
                        + " + ".join(who(s) for s in members)
                    )
            else:
                lines += [f"{place}. {who(s)}" for s in group]
        return "\n".join(lines)

    # -- components and images -----------------------------------------------------------------------

    chooser_stale = STALE

    def chooser_step(self, table: Table, seat: int, state: str) -> Step:
        return chooser_step(table, seat, state)

    def board_view(self, table: Table) -> discord.ui.View | None:
        if table.state is None or table.row.status != "active":
            return None
        view = discord.ui.View(timeout=None)
        if table.to_act():
            view.add_item(self.choose_button(table))
            turn = self.public_view(table)["turn"]
            if turn is not None and turn["can_pass"]:
                view.add_item(PassButton(table.id))
        view.add_item(PiecesButton(table.id))
        view.add_item(StatusButton(table.id))
        return view

    def preview_images(self, table: Table, seat: int, action: Any) -> list[tuple[str, Image.Image]]:
        from render import blockbuster as R

        view = self.public_view(table)
        preview = self.game.preview(table.state, seat, action)  # type: ignore[attr-defined]
        return [
            (
                "preview.png",
                R.draw_preview(view, preview["cells"], legal=preview["legal"], caption=str(action)),
            )
        ]
