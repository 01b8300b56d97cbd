"""`/akropolis ...`: Akropolis typed turns, previews and city close-ups, and its look in Discord.

`build slot at rotation` is a whole turn typed at once (spec 5.2, D25), with autocomplete from the
mover's legal turns: affordable slots, then anchor cells with the levels they reach, then the
rotations that fit there and what each covers. `preview` shows the same turn drawn before it is
played; `city` shows one city at full size with its score sheet. The guided turn under each
board lives in `components`; the board, prompts and results in `presentation`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from games.akropolis import GAME
from render import akropolis as R

from ...components import ActButton, GameCog, answer_drawn, seat_to_act, submit
from ...i18n import DEFAULT, player_locale, t
from ...tables import TableError
from ...typed_moves import Typed, spells
from . import text as T
from .presentation import AkropolisUI
from .words import image_words

if TYPE_CHECKING:
    from ...app import TableBot

KEY = "akropolis"
IntChoices = list[app_commands.Choice[int]]
StrChoices = list[app_commands.Choice[str]]
Slot = app_commands.Range[int, 1, 6]
Rotation = app_commands.Range[int, 0, 5]


def turn_text(slot: int, at: str, rotation: int) -> str:
    """The notation of a typed turn; what cannot be read goes to the engine as typed, so its
    sentence explains the expected form."""
    cell = T.parse_cell(at)
    if cell is None:
        return f"{slot} {at.strip()} rot{rotation}"
    return T.notation(slot, (*cell, rotation))


def build_move(typed: Typed) -> str:
    """`/akropolis build`'s options as the turn it plays."""
    return turn_text(typed.option("slot"), str(typed.option("at") or ""), typed.option("rotation"))


def anchors(
    footprints: Sequence[Mapping[str, Any]],
) -> dict[tuple[int, int], list[tuple[int, Mapping[str, Any]]]]:
    """Anchor cell -> [(rotation, footprint)] over the legal footprints, in the engine's order."""
    out: dict[tuple[int, int], list[tuple[int, Mapping[str, Any]]]] = {}
    for footprint in footprints:
        for q, r, k in footprint["placements"]:
            out.setdefault((q, r), []).append((k, footprint))
    return out


def anchor_note(rotations: list[tuple[int, Mapping[str, Any]]], loc: str = DEFAULT) -> str:
    """The rotations that fit at one anchor, by level: "level 1: rot 0 2 · level 2: rot 5 (+2 stones)"."""
    parts = []
    for level in sorted({f["level"] for _, f in rotations}):
        rots = sorted((k, f["stones"]) for k, f in rotations if f["level"] == level)
        text = " ".join(f"{k}" + (f" (+{T.stones(n, loc)})" if n else "") for k, n in rots)
        parts.append(t(loc, "akropolis-anchor-level", level=level, rotations=text))
    return " · ".join(parts)


def _matches(typed: str, *texts: str) -> bool:
    typed = typed.strip().lower().replace(" ", "")
    return not typed or any(typed in t.lower().replace(" ", "") for t in texts)


class AkropolisCog(GameCog, group_name=KEY, group_description="Akropolis: take a tile, build your city"):
    key = KEY

    # -- autocomplete ------------------------------------------------------------------------------

    async def slot_autocomplete(self, interaction: discord.Interaction, current: str) -> IntChoices:
        found = await seat_to_act(self.bot, interaction, KEY)
        if found is None:
            return []
        table, seat = found
        view = table.view(seat)
        me = player_locale(interaction)
        return [
            app_commands.Choice(name=T.slot_label(slot, me)[:100], value=slot["slot"])
            for slot in view["site"]
            if slot["slot"] in view["affordable_slots"] and _matches(current, str(slot["slot"]))
        ]

    async def at_autocomplete(self, interaction: discord.Interaction, current: str) -> StrChoices:
        found = await seat_to_act(self.bot, interaction, KEY)
        if found is None:
            return []
        table, seat = found
        spots = anchors(GAME.footprints(table.state, seat))
        me = player_locale(interaction)
        # Higher places first: there are few of them, and they are where stones are won.
        order = sorted(spots, key=lambda a: (-max(f["level"] for _, f in spots[a]), a[1], a[0]))
        return [
            app_commands.Choice(name=f"{T.cell(a)} · {anchor_note(spots[a], me)}"[:100], value=T.cell(a))
            for a in order
            if _matches(current, T.cell(a), f"q{a[0]}r{a[1]}")
        ][:25]

    async def rotation_autocomplete(self, interaction: discord.Interaction, current: str) -> IntChoices:
        found = await seat_to_act(self.bot, interaction, KEY)
        cell = T.parse_cell(str(getattr(interaction.namespace, "at", "") or ""))
        if found is None or cell is None:
            return []
        table, seat = found
        view = table.view(seat)
        me = player_locale(interaction)
        slot = getattr(interaction.namespace, "slot", None)
        hexes = next((s["hexes"] for s in view["site"] if s["slot"] == slot), None)
        spots = anchors(GAME.footprints(table.state, seat))
        out = []
        for k, footprint in sorted(spots.get(cell, []), key=lambda kf: kf[0]):
            if not _matches(current, str(k)):
                continue
            where = T.spin_text(hexes, (*cell, k), me) if hexes else T.cells(footprint["cells"])
            name = t(me, "akropolis-rotation-choice", rotation=k, where=where, covers=T.covers(footprint, me))
            out.append(app_commands.Choice(name=name[:100], value=k))
        return out

    # -- commands ----------------------------------------------------------------------------------

    @spells(build_move)
    @app_commands.command(name="build", description="Your whole turn typed: take a tile and build it")
    @app_commands.describe(
        slot="Site slot of the tile (1 is free, each further slot costs one more stone)",
        at="Cell for the tile's first hex, as labelled on the picture: q,r (e.g. 1,-2)",
        rotation="How far the tile is turned clockwise, 0-5 (× 60°); the list says where each hex goes",
    )
    @app_commands.autocomplete(slot=slot_autocomplete, rotation=rotation_autocomplete)
    @app_commands.autocomplete(at=at_autocomplete)
    async def build(self, interaction: discord.Interaction, slot: Slot, at: str, rotation: Rotation) -> None:
        table = await self._table(interaction)
        typed = Typed(table, player_locale(interaction), {"slot": slot, "at": at, "rotation": rotation})
        await submit(interaction, build_move(typed), game_id=table.id)

    @app_commands.command(name="preview", description="See a turn drawn before you play it (only you)")
    @app_commands.describe(
        slot="Site slot of the tile", at="Cell for the tile's first hex: q,r", rotation="0-5"
    )
    @app_commands.autocomplete(slot=slot_autocomplete, rotation=rotation_autocomplete)
    @app_commands.autocomplete(at=at_autocomplete)
    async def preview(
        self, interaction: discord.Interaction, slot: Slot, at: str, rotation: Rotation
    ) -> None:
        table = await self._table(interaction)
        me = player_locale(interaction)
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            raise TableError(t(me, "akropolis-not-playing"))
        game = table.game
        # The engine judges the turn: an illegal one raises its sentence, answered ephemerally.
        action = game.parse(turn_text(slot, at, rotation))
        preview = game.preview(table.state, seat, action)
        moved = preview["preview"]
        city = preview["cities"][seat]
        cell = f"{action.q},{action.r}"
        head = (
            game.describe(action)
            if me == DEFAULT
            else t(me, "akropolis-preview-head", slot=action.slot, cell=cell, degrees=action.rotation * 60)
        )
        lines = [f"**{head}**", t(me, "akropolis-preview-level", level=moved["level"])]
        if moved["stones_gained"]:
            lines.append(t(me, "akropolis-preview-quarries", stones=T.stones(moved["stones_gained"], me)))
        if "score" in city:
            lines.append(t(me, "akropolis-preview-score", points=city["score"]["points"]["total"]))
        lines.append(t(me, "akropolis-preview-press"))
        components = discord.ui.View(timeout=None)
        build_it = t(me, "akropolis-build-it", action=str(action))
        components.add_item(ActButton.of(table, action, build_it, discord.ButtonStyle.success))
        words = image_words(me)
        images = lambda: [("preview.png", R.draw_preview(preview, words=words))]  # noqa: E731
        await answer_drawn(interaction, "\n".join(lines), images, view=components)

    @app_commands.command(name="city", description="One player's city at full size, with its score sheet")
    @app_commands.describe(player="Whose city (default: yours, or the player to move)")
    async def city(self, interaction: discord.Interaction, player: discord.User | None = None) -> None:
        table = await self._table(interaction)
        me = player_locale(interaction)
        target = player.id if player is not None else interaction.user.id
        seat = table.seat_of(target)
        if seat is None and player is not None:
            raise TableError(t(me, "akropolis-not-a-player", user=f"<@{target}>"))
        if seat is None:
            seat = min(table.to_act(), default=0)
        view = table.view(None)
        city = view["cities"][seat]
        lines = [
            t(
                me,
                "akropolis-city-line",
                user=f"<@{table.user_of(seat)}>",
                tiles=city["tiles"],
                stones=T.stones(city["stones"], me),
            )
        ]
        if "score" in city:
            total, sheet = city["score"]["points"]["total"], T.sheet_line(city["score"], me)
            lines.append(t(me, "akropolis-city-score", points=total, sheet=sheet))
        images = lambda: [(f"city-p{seat + 1}.png", R.draw_city(view, seat, words=image_words(me)))]  # noqa: E731
        await answer_drawn(interaction, "\n".join(lines), images, quiet=True)


async def setup(bot: TableBot) -> None:
    bot.game_uis[KEY] = AkropolisUI(bot, KEY)
    await bot.add_cog(AkropolisCog(bot))
