"""How Shake That City looks in Discord: who must do what this round, running scores, the final
table in words, and the pictures a player looks at while choosing.

Everything here reads views (`GAME.view(state, None)` for the channel, a seat's own view for that
seat), never the state, so a phase-B choice cannot reach the channel before its round closes.
"""

from __future__ import annotations

from typing import Any

import discord
from PIL import Image

from games.core import Event, Result
from games.shakecity import PLURAL, RESTRICTED_ROUNDS, Place
from render import shakecity as R
from render.core import SEAT_EMOJI

from ...chooser import ChoiceButton, Step
from ...gameui import GameUI
from ...tables import Outcome, Table
from .components import STALE, chooser_step, pictures, refusal
from .text import CATEGORIES


class ShakeCityUI(GameUI):
    """Shake That City's presentation: a Build button instead of a flat list of placements."""

    draw_private = staticmethod(R.draw_private)
    chooser_stale = STALE

    def chooser_step(self, table: Table, seat: int, state: str) -> Step:
        return chooser_step(table, seat, state)

    def chooser_stamp(self, table: Table) -> str:
        return str(self.public_view(table)["round"])

    def chooser_refusal(self, table: Table, seat: int) -> str | None:
        return refusal(table, seat)

    def direct_message(self, event: Event) -> bool:
        # Every private event is the mover's own hidden placement told back to them: the
        # chooser already showed it and **Show mine** shows it again, so no DM repeats it.
        return False

    def in_place(self, outcome: Outcome) -> bool:
        """A hidden choice while others still choose: the board's "has chosen" line changes, in
        the board message, rather than a new board."""
        return not outcome.finished and "chosen" in {e.code for e in outcome.events}

    def final_images(self, table: Table, result: Result) -> list[tuple[str, Image.Image]]:
        """The final table with a column of bonus tiles flipped."""
        view = self.game.view(table.state, None)
        return [("scores.png", R.draw_scores(view, names=self.seat_names(table)))]

    @property
    def has_private(self) -> bool:
        # Nothing is secret when the game starts (no "here is what only you can see" DM then);
        # the one secret, a seat's own phase-B placement, reaches it by DM when made, and
        # "Show mine" (kept on the board) shows it again.
        return False

    # -- text ------------------------------------------------------------------------------------

    def waiting_line(self, table: Table) -> str:
        """Say what the round waits for: the start player first, then everyone left, hidden."""
        if table.state is None or table.row.status != "active":
            return ""
        view = self.public_view(table)
        waiting = view["to_act"]
        if not waiting:
            return ""
        who = ", ".join(f"{SEAT_EMOJI[s]} <@{table.user_of(s)}>" for s in waiting)
        head = f"**Round {view['round']}/{view['rounds']}**"
        how = "**Build** below (or `/shakecity build`)"
        if view["solo"]:
            barred = view["barred"]
            rule = f" (not **{PLURAL[barred]}**, the most numerous)" if barred else ""
            return f"{head}: your turn, {who}: choose a colour{rule} and build its shape: press {how}."
        if view["phase"] == "start":
            return (
                f"{head}: your turn, {who}. You are the start player: choose a colour and build its "
                f"shape first; the others then choose any colour but yours. Press {how}."
            )
        chosen = [
            f"{SEAT_EMOJI[p['seat']]} <@{table.user_of(p['seat'])}>"
            for p in view["players"]
            if p["status"] == "chosen"
        ]
        if view["round"] > RESTRICTED_ROUNDS:
            rule = "every colour is free in the last three rounds"
        elif view["barred"]:
            rule = f"any colour but **{PLURAL[view['barred']]}**"
        else:
            rule = "any colour (the start player passed)"
        line = (
            f"{head}: your turn, {who}: choose a colour ({rule}) and build its shape: press {how}. "
            "Your choice stays hidden until everyone has chosen."
        )
        if chosen:
            line += f"\nAlready chosen: {', '.join(chosen)}."
        return line

    def status_extra(self, table: Table) -> str:
        view = self.public_view(table)
        lines = []
        if view["pattern"]:
            counts = ", ".join(f"{PLURAL.get(k, 'wild cubes')} {n}" for k, n in view["counts"].items())
            start = "" if view["solo"] else f", start player <@{table.user_of(view['start'])}>"
            lines.append(
                f"Round {view['round']}/{view['rounds']}{start}. Pattern `{' / '.join(view['pattern'])}` "
                f"({counts})."
            )
        if view["barred"]:
            who = "You may" if view["solo"] else "The others may"
            lines.append(f"{who} not take **{PLURAL[view['barred']]}** this round.")
        if view["wilds"]:
            w = view["wilds"]
            lines.append(f"Wild Night: {w['pool']} wild cubes in the shaker, {w['track']} still to come.")
        hidden = [f"<@{table.user_of(p['seat'])}>" for p in view["players"] if p["status"] == "chosen"]
        if hidden:
            lines.append(f"Chosen, shown when the round closes: {', '.join(hidden)}.")
        scores = []
        for p in view["players"]:
            part = f"<@{table.user_of(p['seat'])}> {p['score']['total']} ({_tiles(p['tiles_flipped'])}"
            if view["construction"] and p["construction"]:
                part += f", {len(p['construction'])} construction left"
            scores.append(part + ")")
        lines.append("Points so far: " + ", ".join(scores) + ".")
        return "\n".join(lines)

    def result_text(self, table: Table, result: Result) -> str:
        """Every seat's points per category and its bonus tiles; the solo target."""
        view = self.public_view(table)
        names = {t["slot"]: t["text"].lower() for t in view["bonus"]}
        lines = [f"**{self.game.title}: game over.** {self.names(table, result.reason)}"]
        for group in result.ranking:
            for seat in group:
                player = view["players"][seat]
                parts = result.breakdown[seat]
                cats = ", ".join(f"{k} {parts[k]}" for k in CATEGORIES if k in parts)
                tiles = ", ".join(f"{slot} {names.get(slot, '')}".strip() for slot in player["flipped"])
                mark = " 🏆" if seat in result.winners else ""
                line = (
                    f"{result.rank_of(seat)}. {SEAT_EMOJI[seat]} <@{table.user_of(seat)}> "
                    f"**{result.scores[seat]}**{mark}: "
                    f"{cats}; {_tiles(player['tiles_flipped'])} flipped" + (f" ({tiles})" if tiles else "")
                )
                if view["construction"] and not player["eligible"]:
                    left = len(player["construction"])
                    line += f"; not eligible, {left} construction tile{'s' if left != 1 else ''} left"
                lines.append(line)
        if view["solo_target"]:
            total, target = result.scores[0], view["solo_target"]
            verdict = "reached" if total >= target else f"missed by {target - total}"
            lines.append(f"Solo target {target}: {verdict}.")
        return "\n".join(lines)

    def label(self, action: Any) -> str:
        if isinstance(action, Place):
            return f"{PLURAL[action.letter].capitalize()} from {str(action).split()[1]}"
        return super().label(action)

    # -- images (worker thread) ------------------------------------------------------------------

    def preview_images(self, table: Table, seat: int, action: Any) -> list[tuple[str, Image.Image]]:
        if not isinstance(action, Place):
            return []
        return pictures(table, seat, action.option, str(action).split()[1])

    # -- components --------------------------------------------------------------------------------

    def board_view(self, table: Table) -> discord.ui.View | None:
        """Build (opens the clicker's own chooser), Show mine (one's hidden placement), Status."""
        from ...components import ShowMineButton, StatusButton

        if table.state is None or table.row.status != "active":
            return None
        view = discord.ui.View(timeout=None)
        if table.to_act():
            build = ChoiceButton(table.id, "", "", "Build", style=discord.ButtonStyle.success, emoji="🏗️")
            view.add_item(build)
        view.add_item(ShowMineButton(table.id))
        view.add_item(StatusButton(table.id))
        return view


def _tiles(n: int) -> str:
    return f"{n} bonus tile" if n == 1 else f"{n} bonus tiles"
