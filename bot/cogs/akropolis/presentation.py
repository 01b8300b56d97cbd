"""How Akropolis looks in Discord: who must do what, turn announcements, status and results,
each in the language of its reader (`Reader`: the channel's for the board, a player's own for
his chooser). English shows the engine's own sentences (events, the result's reason), another
language builds them from the events' codes and parameters.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import discord
from PIL import Image

import bot.cogs.akropolis.text as T
from games.akropolis.actions import Turn
from games.akropolis.data import TILES
from games.akropolis.scoring import live_score_va
from games.core import Event, Result
from render import akropolis as R
from render.core import SEAT_EMOJI, Say, score_table, seat_colour

from ...chooser import ChoiceButton, Step
from ...components import StatusButton
from ...gamepictures import ScoreSheet
from ...gameui import GameUI, Reader
from ...i18n import DEFAULT, names, t, term
from ...tables import Table
from .components import STALE, Sel, chooser_step
from .words import image_words

EVENT_MARK = {
    "build": "🏛️",
    "refill": "🔄",
    "chief": "🎖️",
    "va_chief": "🎖️",
    "va_take": "🤖",
    "game_over": "🏁",
}


class AkropolisUI(GameUI):
    """The site and cities with one button per site tile; sentences that say what the mover must do."""

    def who(self, table: Table, architect: int, loc: str) -> str:
        """A seat as a mention; in solo, index 1 is the virtual architect."""
        if table.state is not None and table.state.solo and architect == 1:
            return t(loc, "akropolis-the-va")
        return f"<@{table.user_of(architect)}>"

    # -- text ------------------------------------------------------------------------------------

    def label(self, action: Any, *, reader: Reader) -> str:
        """A turn in words for /play's suggestions: the slot taken, the cell and the spin."""
        if not isinstance(action, Turn):
            return super().label(action, reader=reader)
        cell = T.cell((action.q, action.r))
        return t(reader.locale, "akropolis-label", slot=action.slot, cell=cell, rotation=action.rotation)

    def waiting_line(self, *, reader: Reader) -> str:
        table, loc = reader.table, reader.locale
        if table.state is None or not table.to_act():
            return ""
        view = self.public_view(table)
        seat = view["current"]
        lines = [self._start_line(table, view, loc)] if view["turn"] == 0 else []
        lines.append(
            t(
                loc,
                "akropolis-turn",
                user=f"{SEAT_EMOJI[seat]} <@{table.user_of(seat)}>",
                round=view["round"],
                rounds=view["rounds"],
                slots=T.slots_phrase(view, seat, loc),
            )
        )
        return "\n".join(lines)

    def _start_line(self, table: Table, view: dict[str, Any], loc: str) -> str:
        """With the first board: the drawn order, the token, starting stones, the options (D22)."""
        first = f"<@{table.user_of(0)}>"
        if view["solo"]:
            return t(
                loc,
                "akropolis-start-solo",
                user=first,
                difficulty=T.difficulty(view["difficulty"], loc),
                variants=T.variants_line(view, loc),
            )
        stones = T.comma(loc).join(
            f"{SEAT_EMOJI[s]} <@{u}> {view['stones'][s]}" for s, u in enumerate(table.players)
        )
        return t(loc, "akropolis-start", user=first, stones=stones, variants=T.variants_line(view, loc))

    def event_mark(self, event: Event, *, reader: Reader) -> str:
        return EVENT_MARK.get(event.code, "")

    def event_params(self, event: Event, *, reader: Reader) -> dict[str, Any]:
        """A tile with its hexes, what it cost, the cells built on and the stones it brought."""
        p, loc = dict(event.params), reader.locale
        if event.code in ("build", "va_take"):
            tile = p["tile"]
            p["hexes"] = T.tile_code([h.code for h in TILES[tile].hexes], loc)
            paid = t(loc, "akropolis-paid", stones=T.stones(p["cost"], loc)) if p["cost"] else ""
            p["paid"] = (paid or t(loc, "akropolis-paid-free")) + (
                t(loc, "akropolis-paid-to-va") if p.get("to_va") else ""
            )
        if event.code == "build":
            p["cells"] = t(loc, "akropolis-event-cells-sep").join(
                t(loc, "akropolis-event-cell", cell=T.cell(c)) for c in p["cells"]
            )
            gained = p["stones_gained"]
            covering = t(loc, "akropolis-covering", count=gained, stones=T.stones(gained, loc))
            p["covering"] = covering if gained else ""
        if event.code == "refill":
            p["revealed"] = T.comma(loc).join(
                f"#{n} ({T.tile_code([h.code for h in TILES[n].hexes], loc)})" for n in p["revealed"]
            )
        return p

    def status_extra(self, *, reader: Reader) -> str:
        table, loc = reader.table, reader.locale
        view = self.public_view(table)
        lines = [
            t(
                loc,
                "akropolis-status",
                round=view["round"],
                rounds=view["rounds"],
                stacks=view["stacks_left"],
                chief=self.who(table, view["chief"], loc),
                variants=T.variants_line(view, loc),
            )
        ]
        stones = [f"{self.who(table, s, loc)} {n}" for s, n in enumerate(view["stones"])]
        lines.append(t(loc, "akropolis-status-stones", stones=T.comma(loc).join(stones)))
        if "score" in view["cities"][0]:
            scores = [
                f"<@{table.user_of(s)}> {city['score']['points']['total']}"
                for s, city in enumerate(view["cities"])
            ]
            if view["va"] is not None:
                scores.append(f"{t(loc, 'akropolis-the-va')} {view['va']['score']['points']['total']}")
            lines.append(t(loc, "akropolis-status-scores", scores=T.comma(loc).join(scores)))
        else:
            lines.append(t(loc, "akropolis-scores-hidden"))
        return "\n".join(lines)

    def reason(self, table: Table, result: Result, view: dict[str, Any], loc: str) -> str:
        """Why the game ended as it did: the engine's English, or the same told from the result."""
        if loc == DEFAULT:
            return table.mentions(result.reason)
        scores = result.scores
        if view["va"] is not None:
            va = view["va"]["score"]["points"]["total"]
            on_stones = t(loc, "akropolis-on-stones") if scores[0] == va else ""
            if not result.winners:
                key = "akropolis-reason-va-wins"
            elif scores[0] == va and view["stones"][0] == view["va"]["stones"]:
                key = "akropolis-reason-solo-draw"
            else:
                key = "akropolis-reason-solo-wins"
            return t(
                loc,
                key,
                user=f"<@{table.user_of(0)}>",
                points=scores[0],
                va=va,
                level=T.difficulty(view["difficulty"], loc),
                on_stones=on_stones,
                stones=view["stones"][0],
            )
        top = sorted(result.winners)
        if len(top) == 1:
            tied = sum(1 for s in scores if s == scores[top[0]]) > 1
            key = "akropolis-reason-wins-on-stones" if tied else "akropolis-reason-wins"
            return t(loc, key, user=f"<@{table.user_of(top[0])}>", points=scores[top[0]])
        users = names(loc, [f"<@{table.user_of(s)}>" for s in top])
        points, stones = scores[top[0]], view["stones"][top[0]]
        return t(loc, "akropolis-reason-share", users=users, points=points, stones=stones)

    def result_text(self, result: Result, *, reader: Reader) -> str:
        table, loc = reader.table, reader.locale
        view = self.public_view(table)
        lines = [t(loc, "akropolis-game-over", reason=self.reason(table, result, view, loc))]
        if view["va"] is not None:
            # Solo: two sheets side by side, the winner's first; places would say nothing more.
            mine = view["cities"][0]["score"]
            va = view["va"]["score"]
            human = f"<@{table.user_of(0)}> **{result.scores[0]}**: {T.sheet_line(mine, loc)}"
            robot = t(
                loc,
                "akropolis-result-va",
                difficulty=T.difficulty(view["difficulty"], loc),
                points=va["points"]["total"],
                sheet=T.sheet_line(va, loc),
            )
            won = bool(result.winners)
            lines += [f"🏆 {human}", robot] if won else [f"🏆 {robot}", human]
            return "\n".join(lines)
        for place, group in enumerate(result.ranking, start=1):
            for seat in group:
                mark = " 🏆" if seat in result.winners else ""
                sheet = T.sheet_line(view["cities"][seat]["score"], loc)
                who = f"{SEAT_EMOJI[seat]} <@{table.user_of(seat)}>"
                lines.append(f"{place}. {who} **{result.scores[seat]}**{mark}: {sheet}")
        return "\n".join(lines)

    def move_hint(self, *, reader: Reader) -> str:
        return t(reader.locale, "akropolis-move-hint")

    # -- images (worker thread) ------------------------------------------------------------------

    def image_words(self, *, locale: str) -> Say | None:
        return image_words(locale)

    def final_images(self, result: Result, *, reader: Reader) -> list[tuple[str, Image.Image]]:
        """Solo: the player's row and the virtual architect's, so the image shows who won."""
        table, loc = reader.table, reader.locale
        view = self.public_view(table)
        if view["va"] is None:
            return super().final_images(result, reader=reader)
        va = dict(view["va"]["score"]["points"])
        rows = [self.score_words(result.breakdown[0], reader=reader), self.score_words(va, reader=reader)]
        totals = [result.scores[0], va.get("total", 0)]
        places = [1, 2] if result.winners else [2, 1]
        labels = [self.seat_names(table, loc)[0], t(loc, "img-akropolis-va")]
        image = score_table(
            rows,
            totals,
            places,
            title=t(loc, "img-final-scores"),
            colours=[seat_colour(0), "grey"],
            labels=labels,
            headings={"total": t(loc, "img-score-total"), "place": t(loc, "img-score-place")},
        )
        return [("scores.png", image)]

    def preview_images(self, seat: int, action: Any, *, reader: Reader) -> list[tuple[str, Image.Image]]:
        """The city after a turn, its new tile outlined: the chooser's own spin picture."""
        if not isinstance(action, Turn):
            return []
        table, loc = reader.table, reader.locale
        preview = self.game.preview(table.state, seat, action)
        names = self.seat_names(table, loc)
        return [("preview.png", R.draw_preview(preview, names=names, words=image_words(loc)))]

    def score_sheets(self, *, reader: Reader) -> list[ScoreSheet]:
        """Solo: the virtual architect's sheet beside the player's, the score to beat (its tiles
        are face up, so the player may read it)."""
        sheets = super().score_sheets(reader=reader)
        va = live_score_va(reader.table.state) if sheets else None
        if va is not None:
            sheets.append(ScoreSheet(t(reader.locale, "img-akropolis-va"), "grey", va))
        return sheets

    def score_words(self, row: Mapping[str, Any], *, reader: Reader) -> dict[str, Any]:
        """Districts by their glossary names (the English engine keys are those names); stones and
        the architect's quarries as the board's labels name them."""
        locale = reader.locale
        labels = {"stones": "img-akropolis-stones-label", "quarries": "img-akropolis-quarries-label"}
        return {
            k if k == "total" else t(locale, labels[k]) if k in labels else term(locale, "akropolis", k): v
            for k, v in row.items()
        }

    # -- components --------------------------------------------------------------------------------

    def board_view(self, *, reader: Reader) -> discord.ui.View | None:
        table, loc = reader.table, reader.locale
        if table.state is None or table.row.status != "active":
            return None
        view = discord.ui.View(timeout=None)
        waiting = sorted(table.to_act())
        if waiting:
            public = table.view(waiting[0])
            for slot in public["site"]:
                n = slot["slot"]
                style = discord.ButtonStyle.success if n == 1 else discord.ButtonStyle.primary
                stamp, label = self.chooser_stamp(table), T.slot_label(slot, loc)
                take = ChoiceButton(table.id, stamp, Sel(n).encode(), label, style=style)
                take.item.disabled = n not in public.get("affordable_slots", [])
                view.add_item(take)
        view.add_item(StatusButton(table.id, locale=loc))
        return view

    chooser_stale = STALE

    def chooser_step(self, state: str, *, reader: Reader) -> Step:
        return chooser_step(reader.table, reader.me, state, reader.locale)
