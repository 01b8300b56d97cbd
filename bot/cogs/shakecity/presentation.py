"""How Shake That City looks in Discord: who must do what this round, running scores, the final
table in words, and the pictures a player looks at while choosing.

Everything here reads views (`GAME.view(state, None)` for the channel, a seat's own view for that
seat), never the state, so a phase-B choice cannot reach the channel before its round closes.
Public texts speak the channel's language, a player's chooser theirs (the `Reader` each hook is
given). English shows the engine's own event sentences; another language builds them from the
events' codes and parameters.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord
from PIL import Image

from games.core import Event, Result
from games.shakecity import RESTRICTED_ROUNDS
from games.shakecity.actions import Place
from games.shakecity.data import CONSTRUCTION_PAIRS, cell_name
from render import shakecity as R
from render.core import SEAT_EMOJI, Say

from ...chooser import ChoiceButton, Step
from ...components import ShowMineButton, StatusButton
from ...gameui import GameUI, Reader
from ...i18n import DEFAULT, names, t
from ...tables import Outcome, Table
from .components import STALE, chooser_step, pictures, refusal
from .text import CATEGORIES, bonus_tiles, buildings, colour, decision, pattern_rows
from .words import bonus_goal, image_words


class ShakeCityUI(GameUI):
    """Shake That City's presentation: a Build button instead of a flat list of placements."""

    draw_private = staticmethod(R.draw_private)
    chooser_stale = STALE

    def chooser_step(self, state: str, *, reader: Reader) -> Step:
        return chooser_step(reader.table, reader.me, state, reader.locale)

    def chooser_stamp(self, table: Table) -> str:
        return str(self.public_view(table)["round"])

    def chooser_refusal(self, *, reader: Reader) -> str | None:
        return refusal(reader.table, reader.me, reader.locale)

    def direct_message(self, event: Event) -> bool:
        # Every private event is the mover's own hidden placement told back to them: the
        # chooser already showed it and **Show mine** shows it again, so no DM repeats it.
        return False

    def in_place(self, outcome: Outcome) -> bool:
        """A hidden choice while others still choose: the board's "has chosen" line changes, in
        the board message, rather than a new board."""
        return not outcome.finished and "chosen" in {e.code for e in outcome.events}

    # -- images (worker thread) ------------------------------------------------------------------

    def image_words(self, *, locale: str) -> Say | None:
        return image_words(locale)

    def final_images(self, result: Result, *, reader: Reader) -> list[tuple[str, Image.Image]]:
        """The final table with a column of bonus tiles flipped."""
        table = reader.table
        words = image_words(reader.locale)
        view = table.view(None)
        image = R.draw_scores(view, names=self.seat_names(table, reader.locale), words=words)
        return [("scores.png", image)]

    def preview_images(self, seat: int, action: Any, *, reader: Reader) -> list[tuple[str, Image.Image]]:
        """The pattern beside the seat's city with the placement's buildings-to-be drawn in: the
        chooser's own picture once a colour and a cell are picked. The seat's own view, so it is
        for the seat's eyes (a phase-B placement is hidden from the others)."""
        if not isinstance(action, Place):
            return []
        table, loc = reader.table, reader.locale
        names = self.seat_names(table, loc)
        drawn = pictures(table, seat, action.option, cell_name(action.anchor), loc, names=names)
        return [("preview.png", image) for _, image in drawn]

    def score_headings(self, codes: Sequence[str], *, reader: Reader) -> dict[str, str]:
        """As the final table heads its columns, in the reader's language (English included)."""
        return {k: t(reader.locale, "shakecity-category", category=k) for k in codes}

    @property
    def has_private(self) -> bool:
        # Nothing is secret when the game starts (no "here is what only you can see" DM then);
        # the one secret, a seat's own phase-B placement, reaches it by DM when made, and
        # "Show mine" (kept on the board) shows it again.
        return False

    # -- text ------------------------------------------------------------------------------------

    def waiting_line(self, *, reader: Reader) -> str:
        """Say what the round waits for: the start player first, then everyone left, hidden."""
        table, loc = reader.table, reader.locale
        if table.state is None or table.row.status != "active":
            return ""
        view = self.public_view(table)
        waiting = view["to_act"]
        if not waiting:
            return ""
        tag = [f"{SEAT_EMOJI[s]} <@{user}>" for s, user in enumerate(table.players)]
        who = ", ".join(tag[s] for s in waiting)
        head = t(loc, "shakecity-round", round=view["round"], rounds=view["rounds"])
        how = t(loc, "shakecity-how")
        if view["solo"]:
            barred = view["barred"]
            rule = t(loc, "shakecity-not-most", buildings=colour(barred, loc)) if barred else ""
            return t(loc, "shakecity-turn-solo", head=head, user=who, rule=rule, how=how)
        if view["phase"] == "start":
            return t(loc, "shakecity-turn-start", head=head, user=who, how=how)
        chosen = [tag[p["seat"]] for p in view["players"] if p["status"] == "chosen"]
        if view["round"] > RESTRICTED_ROUNDS:
            rule = t(loc, "shakecity-rule-free")
        elif view["barred"]:
            rule = t(loc, "shakecity-rule-but", buildings=colour(view["barred"], loc))
        else:
            rule = t(loc, "shakecity-rule-any")
        line = t(loc, "shakecity-turn", head=head, user=who, rule=rule, how=how)
        if chosen:
            line += "\n" + t(loc, "shakecity-already-chosen", users=", ".join(chosen))
        return line

    def status_extra(self, *, reader: Reader) -> str:
        table, loc = reader.table, reader.locale
        comma = t(loc, "shakecity-comma")
        view = self.public_view(table)
        lines = []
        if view["pattern"]:
            counts = comma.join(f"{colour(k, loc)} {n}" for k, n in view["counts"].items())
            starter = f"<@{table.user_of(view['start'])}>"
            lines.append(
                t(
                    loc,
                    "shakecity-status-round",
                    round=view["round"],
                    rounds=view["rounds"],
                    start="" if view["solo"] else t(loc, "shakecity-status-start", user=starter),
                    pattern=pattern_rows(view["pattern"], loc),
                    counts=counts,
                )
            )
        if view["barred"]:
            key = "shakecity-status-barred-solo" if view["solo"] else "shakecity-status-barred"
            lines.append(t(loc, key, colour=colour(view["barred"], loc)))
        if view["wilds"]:
            w = view["wilds"]
            lines.append(t(loc, "shakecity-status-wilds", pool=w["pool"], track=w["track"]))
        hidden = [f"<@{table.user_of(p['seat'])}>" for p in view["players"] if p["status"] == "chosen"]
        if hidden:
            lines.append(t(loc, "shakecity-status-hidden", users=comma.join(hidden)))
        scores = []
        for p in view["players"]:
            tiles = bonus_tiles(p["tiles_flipped"], loc)
            part = f"<@{table.user_of(p['seat'])}> {p['score']['total']} ({tiles}"
            if view["construction"] and p["construction"]:
                part += t(loc, "shakecity-status-construction", count=len(p["construction"]))
            scores.append(part + ")")
        lines.append(t(loc, "shakecity-status-points", scores=comma.join(scores)))
        return "\n".join(lines)

    def reason(self, table: Table, result: Result, view: dict[str, Any], loc: str) -> str:
        """Why the game ended as it did: the engine's English, or the same told from the result."""
        if loc == DEFAULT:
            return table.mentions(result.reason)
        players = view["players"]
        scores = result.scores
        if view["solo"]:
            user = f"<@{table.user_of(0)}>"
            if not players[0]["eligible"]:
                return t(loc, "shakecity-reason-solo-construction", user=user)
            key = "shakecity-reason-solo-win" if result.winners else "shakecity-reason-solo-loss"
            return t(loc, key, user=user, points=scores[0], target=view["solo_target"])
        if not result.winners:
            return t(loc, "shakecity-reason-nobody")
        winners = result.ranking[0]
        first = winners[0]
        users = names(loc, [f"<@{table.user_of(s)}>" for s in winners])
        text = t(loc, "shakecity-reason-wins", users=users, count=len(winners), points=scores[first])
        # Another eligible seat with the winners' points lost on the tiebreak: say so.
        if any(
            p["eligible"] and scores[p["seat"]] == scores[first] and p["seat"] not in winners for p in players
        ):
            text += t(loc, "shakecity-reason-tiebreak")
        return text + t(loc, "shakecity-full-stop")

    def result_text(self, result: Result, *, reader: Reader) -> str:
        """Every seat's points per category and its bonus tiles; the solo target."""
        table, loc = reader.table, reader.locale
        comma = t(loc, "shakecity-comma")
        view = self.public_view(table)
        tile_of = {b["slot"]: b["tile"] for b in view["bonus"]}
        lines = [t(loc, "shakecity-game-over", reason=self.reason(table, result, view, loc))]
        for group in result.ranking:
            for seat in group:
                player = view["players"][seat]
                parts = result.breakdown[seat]
                cats = comma.join(
                    f"{t(loc, 'shakecity-category', category=k)} {parts[k]}" for k in CATEGORIES if k in parts
                )
                tiles = comma.join(
                    f"{slot} {self._goal(view, tile_of, slot, loc)}".strip() for slot in player["flipped"]
                )
                mark = " 🏆" if seat in result.winners else ""
                line = (
                    f"{result.rank_of(seat)}. {SEAT_EMOJI[seat]} <@{table.user_of(seat)}> "
                    f"**{result.scores[seat]}**{mark}: "
                    + t(
                        loc,
                        "shakecity-result-parts",
                        categories=cats,
                        tiles=bonus_tiles(player["tiles_flipped"], loc),
                    )
                    + (f" ({tiles})" if tiles else "")
                )
                if view["construction"] and not player["eligible"]:
                    line += t(loc, "shakecity-not-eligible", count=len(player["construction"]))
                lines.append(line)
        if view["solo_target"]:
            total, target = result.scores[0], view["solo_target"]
            if total >= target:
                verdict = t(loc, "shakecity-target-reached")
            else:
                verdict = t(loc, "shakecity-target-missed", count=target - total)
            lines.append(t(loc, "shakecity-solo-target", target=target, verdict=verdict))
        return "\n".join(lines)

    @staticmethod
    def _goal(view: dict[str, Any], tile_of: dict[str, int], slot: str, loc: str) -> str:
        if slot not in tile_of:
            return ""
        if loc == DEFAULT:
            return next(b["text"].lower() for b in view["bonus"] if b["slot"] == slot)
        return bonus_goal(tile_of[slot], loc)

    def event_params(self, event: Event, *, reader: Reader) -> dict[str, Any]:
        """The pattern by its rows, buildings and colours in the reader's words, why a seat
        passed, the round's choices."""
        p, loc = dict(event.params), reader.locale
        code = event.code
        if code == "round_open":
            pattern = str(p["pattern"])
            p["pattern"] = pattern_rows([pattern[i : i + 3] for i in (0, 3, 6)], loc)
        elif code == "auto_pass":
            barred = str(p.get("barred", ""))
            if not barred:
                p["why"] = t(loc, "shakecity-pass-nothing")
            elif p.get("solo"):
                p["why"] = t(loc, "shakecity-pass-most", colour=colour(barred, loc))
            else:
                p["why"] = t(
                    loc, "shakecity-pass-taken", colour=colour(barred, loc), user=f"<seat:{p['start']}>"
                )
        elif code in ("placed", "revealed"):
            cells = list(p["cells"])
            p["buildings"] = buildings(str(p["action"])[0], len(cells), loc)
            p["cells"] = ", ".join(cells)
        elif code == "colour_barred":
            p["colour"] = colour(str(p["colour"]), loc)
        elif code == "construction_removed":
            first, second = CONSTRUCTION_PAIRS[int(p["tile"])]
            p["first"] = t(loc, "shakecity-building", letter=first)
            p["second"] = t(loc, "shakecity-building", letter=second)
        elif code == "bonus_flipped":
            p["goal"] = t(loc, "shakecity-bonus-goal-said", tile=int(p["tile"]))
        elif code == "round_closed":
            p["summary"] = t(loc, "shakecity-semicolon").join(
                f"<seat:{s}> {decision(d, loc)}" for s, d in enumerate(p["decisions"])
            )
        return p

    def label(self, action: Any, *, reader: Reader) -> str:
        """A placement (the game's only move) by its colour and anchor: "Homes from D2"."""
        name = colour(action.letter, reader.locale)
        key = "shakecity-label-wild" if action.wilds else "shakecity-label"
        return t(reader.locale, key, colour=name[:1].upper() + name[1:], cell=str(action).split()[1])

    # -- components --------------------------------------------------------------------------------

    def board_view(self, *, reader: Reader) -> discord.ui.View | None:
        """Build (opens the clicker's own chooser), Show mine (one's hidden placement), Status."""
        table, loc = reader.table, reader.locale
        if table.state is None or table.row.status != "active":
            return None
        view = discord.ui.View(timeout=None)
        if table.to_act():
            label = t(loc, "shakecity-build-button")
            build = ChoiceButton(table.id, "", "", label, style=discord.ButtonStyle.success, emoji="🏗️")
            view.add_item(build)
        view.add_item(ShowMineButton(table.id, locale=loc))
        view.add_item(StatusButton(table.id, locale=loc))
        return view
