"""`/bricklayer ...`: Genius Bricklayer's commands (spec §9) and its look in Discord.

market, wall, take, coin, buy, place and preview. Moves are notation strings handed to `submit()`
(`take 3 R90 H4`, `coin`, `buy 2 R0 A5`, `buy 2`, `place R0 B8`); the engine judges them and its
sentence is what a refused player reads. Autocomplete offers what `legal()` allows: for the deck
named, the rotations that fit somewhere, then the cells for the brick's first square, each with
the cells it covers and the rows it would complete. Under the board, one button per deck opens
the same choice as menus with a picture (components.py).
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from PIL import Image

from games import polyomino
from games.bricklayer import Place
from games.bricklayer.actions import parse
from games.core import GameError
from render import bricklayer as render

from ...app import table_bot
from ...chooser import open_chooser
from ...components import GameCog, answer_drawn, running_table, seat_to_act, submit
from ...gameui import seat_tag
from ...i18n import player_locale, t
from ...i18n.refusals import refusal
from ...tables import Table, TableError
from ...typed_moves import Typed, spells
from . import text as T
from .components import encode
from .presentation import BricklayerUI
from .words import image_words

if TYPE_CHECKING:
    from ...app import TableBot

Choices = list[app_commands.Choice[str]]
Complete = Callable[[discord.Interaction[Any], str], Coroutine[Any, Any, Choices]]
DECK_CHOICES = [app_commands.Choice(name=f"deck {d}", value=str(d)) for d in range(1, 5)] + [
    app_commands.Choice(name="the brick bought blind", value="pending")
]


def _rot(text: str | None) -> str | None:
    """ "r90" or "90" -> "R90"; the engine refuses anything that is still not a rotation code."""
    if text is None:
        return None
    code = text.strip().upper()
    return f"R{code}" if code.isdigit() else code


def _cell(text: str | None) -> str | None:
    return None if text is None else text.strip().upper()


def take_move(typed: Typed) -> str:
    """`/bricklayer take`'s options as the move."""
    return f"take {typed.option('deck')} {_rot(typed.option('rot'))} {_cell(typed.option('at'))}"


def place_move(typed: Typed) -> str:
    """`/bricklayer place`'s options as the move (the brick bought blind)."""
    return f"place {_rot(typed.option('rot'))} {_cell(typed.option('at'))}"


async def _chooser(interaction: discord.Interaction, mode: str) -> tuple[Table, int, int] | None:
    """For autocomplete: the table, the user's seat when it is their turn, and the deck named."""
    found = await seat_to_act(table_bot(interaction), interaction, T.KEY)
    deck = "0" if mode == T.PLACE else str(getattr(interaction.namespace, "deck", None)).strip()
    return None if found is None or not deck.isdecimal() else (*found, int(deck))


def completes(mode: str) -> tuple[Complete, Complete]:
    """The autocompletes of `rot` and `at` for one kind of placement (take, buy, place)."""

    async def rot_choices(interaction: discord.Interaction, current: str) -> Choices:
        found = await _chooser(interaction, mode)
        if found is None:
            return []
        table, seat, deck = found
        card = T.chosen_card(table.view(seat), mode, deck)
        if card is None:
            return []
        typed = (_rot(current) or "").lstrip("R")
        options = T.placements(table, seat, mode, deck)
        return [
            app_commands.Choice(name=f"{rot}: {shape}, {fits}"[:100], value=rot)
            for rot, shape, fits in T.fitting(card, options, player_locale(interaction))
            if rot[1:].startswith(typed)
        ][:25]

    async def at_choices(interaction: discord.Interaction, current: str) -> Choices:
        found = await _chooser(interaction, mode)
        if found is None:
            return []
        table, seat, deck = found
        options = T.placements(table, seat, mode, deck)
        rot = _rot(getattr(interaction.namespace, "rot", None))
        if rot not in options and len(options) == 1:
            rot = next(iter(options))
        typed = _cell(current) or ""  # "C" narrows to column C, "4" to row 4, "C4" to one cell
        anchors = [a for a in options.get(rot or "", []) if typed in a][:25]
        out = []
        for at in anchors:
            preview = T.preview(table, seat, mode, deck, rot or "", at)
            name = f"{at}: {T.covered(preview)}, {T.rows_text(preview, player_locale(interaction))}"
            out.append(app_commands.Choice(name=name[:100], value=at))
        return out

    return rot_choices, at_choices


TAKE_ROT, TAKE_AT = completes(T.TAKE)
BUY_ROT, BUY_AT = completes(T.BUY)
PLACE_ROT, PLACE_AT = completes(T.PLACE)


class Bricklayer(GameCog, group_name=T.KEY, group_description="Genius Bricklayer: build your wall"):
    key = T.KEY

    # -- autocomplete ------------------------------------------------------------------------------

    async def preview_rot(self, interaction: discord.Interaction, current: str) -> Choices:
        """Every distinct rotation of the card, fitting or not: a preview may show why one does not."""
        table = await running_table(self.bot, interaction.channel_id, T.KEY)
        if table is None:
            return []
        which = str(getattr(interaction.namespace, "deck", None) or "pending")
        deck = int(which) if which.isdigit() else 0
        card = T.chosen_card(table.view(None), T.PLACE if deck == 0 else T.TAKE, deck)
        if card is None:
            return []
        return [
            app_commands.Choice(name=f"{rot}: {' / '.join(T.shape_rows(card, rot))}"[:100], value=rot)
            for rot in T.rotations(card)
        ]

    async def preview_at(self, interaction: discord.Interaction, current: str) -> Choices:
        """Any cell of the wall (a preview may be of an illegal placement), filtered by what is typed."""
        table = await running_table(self.bot, interaction.channel_id, T.KEY)
        if table is None:
            return []
        view = table.view(None)
        typed = _cell(current) or ""
        cells = [polyomino.label((r, c)) for r in range(view["height"]) for c in range(view["width"])]
        return [app_commands.Choice(name=c, value=c) for c in cells if typed in c][:25]

    # -- moves ------------------------------------------------------------------------------------

    @spells(take_move)
    @app_commands.command(
        name="take", description="Main action: take a deck's face-up card and place its brick"
    )
    @app_commands.describe(
        deck="The deck (1-4) whose face-up card you take",
        rot="How to turn the brick: R0, R90, R180 or R270 (clockwise); only the ones that fit are offered",
        at="The cell for the brick's first square (leftmost of its top row); the legal ones are offered",
    )
    @app_commands.autocomplete(rot=TAKE_ROT, at=TAKE_AT)
    async def take(
        self, interaction: discord.Interaction, deck: app_commands.Range[int, 1, 4], rot: str, at: str
    ) -> None:
        table = await self._table(interaction)
        typed = Typed(table, player_locale(interaction), {"deck": deck, "rot": rot, "at": at})
        await submit(interaction, take_move(typed), game_id=table.id)

    @app_commands.command(
        name="coin", description="Main action: take a coin from the supply (at most 3 each)"
    )
    async def coin(self, interaction: discord.Interaction) -> None:
        await self._table(interaction)
        await submit(interaction, "coin")

    @app_commands.command(
        name="buy",
        description="Before your main action: spend a coin on a deck's top card, face-down ones too",
    )
    @app_commands.describe(
        deck="The deck (1-4) whose top card you buy",
        rot="For a face-up card: how to turn it (leave rot and at out to choose on menus)",
        at="For a face-up card: the cell for its first square (a face-down one is placed once revealed)",
    )
    @app_commands.autocomplete(rot=BUY_ROT, at=BUY_AT)
    async def buy(
        self,
        interaction: discord.Interaction,
        deck: app_commands.Range[int, 1, 4],
        rot: str | None = None,
        at: str | None = None,
    ) -> None:
        table = await self._table(interaction)
        seat = table.seat_of(interaction.user.id)
        if rot is None and at is None and seat is not None and T.placements(table, seat, T.BUY, deck):
            # A face-up card the player may buy, and no placement given: choose it on the menus.
            await open_chooser(interaction, table, encode(T.BUY, deck))
            return
        parts = ["buy", str(deck), _rot(rot), _cell(at)]
        await submit(interaction, " ".join(p for p in parts if p))

    @spells(place_move)
    @app_commands.command(name="place", description="Place the brick you just bought blind")
    @app_commands.describe(
        rot="How to turn the brick: R0, R90, R180 or R270 (clockwise)",
        at="The cell for the brick's first square (leftmost of its top row)",
    )
    @app_commands.autocomplete(rot=PLACE_ROT, at=PLACE_AT)
    async def place(self, interaction: discord.Interaction, rot: str, at: str) -> None:
        table = await self._table(interaction)
        typed = Typed(table, player_locale(interaction), {"rot": rot, "at": at})
        await submit(interaction, place_move(typed), game_id=table.id)

    # -- looking ----------------------------------------------------------------------------------

    @app_commands.command(
        name="preview",
        description="See a placement on your wall: legal or not, rows completed, points (only you)",
    )
    @app_commands.describe(
        deck="Whose card: deck 1-4's face-up card, or the brick you bought blind",
        rot="How to turn it: R0, R90, R180 or R270",
        at="The cell for the brick's first square (leftmost of its top row)",
    )
    @app_commands.choices(deck=DECK_CHOICES)
    @app_commands.autocomplete(rot=preview_rot, at=preview_at)
    async def preview(self, interaction: discord.Interaction, deck: str, rot: str, at: str) -> None:
        table = await self._table(interaction)
        me = player_locale(interaction)
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            raise TableError(t(me, "bricklayer-no-wall"))
        code = _rot(rot) or ""
        if code not in polyomino.ROTATIONS:
            raise TableError(t(me, "bricklayer-bad-rotation", rot=repr(rot)))
        view = table.view(seat)
        try:
            placed = parse(f"place R0 {at}")
        except GameError as exc:
            raise TableError(refusal(me, exc, T.KEY)) from None
        assert isinstance(placed, Place)
        number = None if deck == "pending" else int(deck)
        found = T.preview(table, seat, T.TAKE, number, code, polyomino.label(placed.at))
        preview = T.translated_preview(found, me)
        if "shape" not in preview:
            raise TableError(preview["reason"] or "")
        where = t(me, "bricklayer-preview-head", shape=preview["shape"], rot=code, at=preview["at"])
        if preview["legal"]:
            rows = T.rows_text(preview, me)
            text = t(me, "bricklayer-preview-legal", head=where, cells=T.covered(preview), rows=rows)
            if preview["rows"]:
                text += "\n" + t(me, "bricklayer-preview-points")
        else:
            text = t(me, "bricklayer-preview-illegal", head=where, reason=preview["reason"])
        words = image_words(me)
        await answer_drawn(
            interaction, text, lambda: [("preview.png", render.draw_preview(view, preview, words=words))]
        )

    @app_commands.command(
        name="market", description="The four decks' top cards, coins, discards and scores (only you)"
    )
    async def market(self, interaction: discord.Interaction) -> None:
        table = await self._table(interaction)
        me = player_locale(interaction)
        view = table.view(None)
        lines = [t(me, "bricklayer-market-title")]
        for d in view["market"]:
            lines.append(
                t(me, "bricklayer-market-deck", deck=d["deck"], top=T.deck_top(d, me), left=d["left"])
            )
        lines.append(t(me, "bricklayer-market-supply", supply=view["supply"], limit=view["max_coins"]))
        lines += T.discarded(view, me)
        if view["unseen"]:
            unseen = ", ".join(f"{shape} ×{n}" for shape, n in view["unseen"].items())
            lines.append(t(me, "bricklayer-market-unseen", shapes=unseen))
        scores = []
        for w in view["walls"]:
            player, points = f"P{w['seat'] + 1} <@{table.user_of(w['seat'])}>", T.pts(w["score"], me)
            scores.append(t(me, "bricklayer-market-score", player=player, points=points, coins=w["coins"]))
        lines.append(t(me, "bricklayer-market-scores", scores=" · ".join(scores)))
        images = lambda: [("market.png", render.draw_market(view, words=image_words(me)))]  # noqa: E731
        await answer_drawn(interaction, "\n".join(lines)[:1900], images, quiet=True)

    @app_commands.command(name="wall", description="A player's wall, larger (only you see it)")
    @app_commands.describe(player="Whose wall (default: yours)")
    async def wall(self, interaction: discord.Interaction, player: discord.User | None = None) -> None:
        table = await self._table(interaction)
        me = player_locale(interaction)
        user = player or interaction.user
        seat = table.seat_of(user.id)
        if seat is None and player is None:
            raise TableError(t(me, "bricklayer-wall-name-a-player"))
        if seat is None:
            raise TableError(t(me, "bricklayer-not-a-player", user=f"<@{user.id}>"))
        view = table.view(None)
        wall = view["walls"][seat]
        rows = ", ".join(f"{r['row']} ({r['sum']})" for r in wall["rows"]) or t(me, "bricklayer-none-yet")
        text = t(
            me,
            "bricklayer-wall-line",
            player=seat_tag(table, seat),
            points=T.pts(wall["score"], me),
            coins=wall["coins"],
            empty=wall["empty"],
            rows=rows,
        )
        images = lambda: [("wall.png", _larger(render.draw_wall(view, seat, words=image_words(me))))]  # noqa: E731
        await answer_drawn(interaction, text, images, quiet=True)


def _larger(image: Image.Image) -> Image.Image:
    """Twice the size, pixel for pixel: the channel image fits every wall, this one shows one."""
    return image.resize((image.width * 2, image.height * 2), Image.Resampling.NEAREST)


async def setup(bot: TableBot) -> None:
    bot.game_uis[T.KEY] = BricklayerUI(bot, T.KEY)
    await bot.add_cog(Bricklayer(bot))
