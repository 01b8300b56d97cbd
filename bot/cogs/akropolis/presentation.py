"""How Akropolis looks in Discord: who must do what, turn announcements, status and results."""

from __future__ import annotations

from typing import Any

import discord
from PIL import Image

from games.core import Event, Result
from render import akropolis as R
from render.core import SEAT_EMOJI, score_table, seat_colour

from ...chooser import ChoiceButton, Step
from ...components import StatusButton
from ...gameui import GameUI
from ...tables import Table
from . import text as T
from .components import STALE, Sel, chooser_step

EVENT_MARK = {"build": "🏛️", "refill": "🔄", "chief": "🎖️", "va_take": "🤖", "game_over": "🏁"}


class AkropolisUI(GameUI):
    """The site and cities with one button per site tile; sentences that say what the mover must do."""

    def who(self, table: Table, architect: int) -> str:
        """A seat as a mention; in solo, index 1 is the virtual architect."""
        if table.state is not None and table.state.solo and architect == 1:
            return f"the {T.VA}"
        return f"<@{table.user_of(architect)}>"

    # -- text ------------------------------------------------------------------------------------

    def waiting_line(self, table: Table) -> str:
        if table.state is None or not table.to_act():
            return ""
        view = self.public_view(table)
        seat = view["current"]
        lines = [self._start_line(table, view)] if view["turn"] == 0 else []
        lines.append(
            f"Your turn, {SEAT_EMOJI[seat]} <@{table.user_of(seat)}> "
            f"(round {view['round']}/{view['rounds']}): take a tile "
            f"from the site ({T.slots_phrase(view, seat)}) and build it in your city. "
            "Press a tile below, or type `/akropolis build`."
        )
        return "\n".join(lines)

    def _start_line(self, table: Table, view: dict[str, Any]) -> str:
        """With the first board: the drawn order, the token, starting stones, the options (D22)."""
        first = f"<@{table.user_of(0)}>"
        if view["solo"]:
            return (
                f"{first} starts with the chief architect token and 1 stone against the {T.VA} "
                f"({view['difficulty']}), who has 2 stones and takes a tile right after each of your "
                f"turns; stones you pay go to it. Scoring: {T.variants_line(view)}."
            )
        stones = ", ".join(f"{SEAT_EMOJI[s]} <@{u}> {view['stones'][s]}" for s, u in enumerate(table.players))
        return (
            f"Seats were drawn: {first} starts and holds the chief architect token. Starting stones: "
            f"{stones}. Scoring: {T.variants_line(view)}."
        )

    def event_lines(self, table: Table, events: list[Event]) -> list[str]:
        lines = []
        for event in events:
            if event.to is None and event.text:
                mark = EVENT_MARK.get(event.code, "")
                lines.append(f"{mark} {self.names(table, event.text)}".strip())
        return lines

    def status_extra(self, table: Table) -> str:
        view = self.public_view(table)
        lines = [
            f"Round {view['round']}/{view['rounds']}, {T.plural(view['stacks_left'], 'stack')} left; "
            f"chief architect: {self.who(table, view['chief'])}. Scoring: {T.variants_line(view)}."
        ]
        stones = [f"{self.who(table, s)} {n}" for s, n in enumerate(view["stones"])]
        lines.append("Stones: " + ", ".join(stones) + ".")
        if "score" in view["cities"][0]:
            scores = [
                f"<@{table.user_of(s)}> {city['score']['points']['total']}"
                for s, city in enumerate(view["cities"])
            ]
            if view["va"] is not None:
                scores.append(f"the {T.VA} {view['va']['score']['points']['total']}")
            lines.append("Scores now: " + ", ".join(scores) + ".")
        else:
            lines.append("Scores are hidden until the end (option running_scores).")
        return "\n".join(lines)

    def result_text(self, table: Table, result: Result) -> str:
        view = self.public_view(table)
        lines = [f"**Akropolis: game over.** {self.names(table, result.reason)}"]
        if view["va"] is not None:
            # Solo: two sheets side by side, the winner's first; places would say nothing more.
            mine = view["cities"][0]["score"]
            va = view["va"]["score"]
            human = f"<@{table.user_of(0)}> **{result.scores[0]}**: {T.sheet_line(mine)}"
            robot = f"The {T.VA} ({view['difficulty']}) **{va['points']['total']}**: {T.sheet_line(va)}"
            won = bool(result.winners)
            lines += [f"🏆 {human}", robot] if won else [f"🏆 {robot}", human]
            return "\n".join(lines)
        for place, group in enumerate(result.ranking, start=1):
            for seat in group:
                mark = " 🏆" if seat in result.winners else ""
                sheet = T.sheet_line(view["cities"][seat]["score"])
                who = f"{SEAT_EMOJI[seat]} <@{table.user_of(seat)}>"
                lines.append(f"{place}. {who} **{result.scores[seat]}**{mark}: {sheet}")
        return "\n".join(lines)

    def move_hint(self, table: Table, seat: int) -> str:
        return "press a tile's button under the board, or type `/akropolis build` (it autocompletes)."

    def final_images(self, table: Table, result: Result) -> list[tuple[str, Image.Image]]:
        """Solo: the player's row and the virtual architect's, so the image shows who won."""
        view = self.public_view(table)
        if view["va"] is None:
            return super().final_images(table, result)
        va = dict(view["va"]["score"]["points"])
        rows = [dict(result.breakdown[0]), va]
        totals = [result.scores[0], va.get("total", 0)]
        places = [1, 2] if result.winners else [2, 1]
        labels = [self.seat_names(table)[0], "VA"]
        image = score_table(rows, totals, places, colours=[seat_colour(0), "grey"], labels=labels)
        return [("scores.png", image)]

    # -- components and images -----------------------------------------------------------------------

    def board_view(self, table: Table) -> discord.ui.View | None:
        if table.state is None or table.row.status != "active":
            return None
        view = discord.ui.View(timeout=None)
        waiting = sorted(table.to_act())
        if waiting:
            public = self.game.view(table.state, waiting[0])
            for slot in public["site"]:
                n = slot["slot"]
                style = discord.ButtonStyle.success if n == 1 else discord.ButtonStyle.primary
                stamp, label = self.chooser_stamp(table), T.slot_label(slot)
                take = ChoiceButton(table.id, stamp, Sel(n).encode(), label, style=style)
                take.item.disabled = n not in public.get("affordable_slots", [])
                view.add_item(take)
        view.add_item(StatusButton(table.id))
        return view

    chooser_stale = STALE

    def chooser_step(self, table: Table, seat: int, state: str) -> Step:
        return chooser_step(table, seat, state)

    def preview_images(self, table: Table, seat: int, action: Any) -> list[tuple[str, Image.Image]]:
        preview = self.game.preview(table.state, seat, action)  # type: ignore[attr-defined]
        return [("preview.png", R.draw_preview(preview))]
