"""`/blockbuster ...`: Block Buster's commands (spec §9) and its look in Discord.

board, pieces, preview, place, hint, pass and resign. Moves are notation strings handed to
`submit()`; previews, hints and the pass check ask the engine. Autocomplete offers only what the
colour to move can legally do: its pieces, their distinct orientations, and legal anchor cells.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from games.blockbuster import GAME
from games.core import GameError
from render import blockbuster as R

from ...components import ActButton, GameCog, answer_drawn, running_table, submit
from ...i18n import player_locale, t
from ...reader import Reader
from ...tables import Table, TableError
from ...typed_moves import Typed, spells
from . import text as T
from .components import (
    PassButton,
    PiecesButton,
    orientations,
    pass_prompt,
    placements,
    resign_prompt,
    show_pieces,
)
from .presentation import BlockBusterUI
from .words import image_words

if TYPE_CHECKING:
    from ...app import TableBot

KEY = "blockbuster"
MAX_TEXT = 1900
Choices = list[app_commands.Choice[str]]
IntChoices = list[app_commands.Choice[int]]
Piece = app_commands.Range[int, 1, 13]
PLACEMENT = {
    "piece": "Piece number (1-13)",
    "orient": "Orientation, e.g. R0 or F90",
    "at": "Anchor cell, e.g. E5",
}


def _int(value: object) -> int | None:
    try:
        return int(str(value).strip().lstrip("#"))
    except ValueError:
        return None


def place_move(typed: Typed) -> str:
    """`/blockbuster place`'s options as the move: the engine reads the piece, orientation and cell."""
    orient, at = (str(typed.option(name) or "").strip() for name in ("orient", "at"))
    return f"place {typed.option('piece')} {orient} {at}"


def _matches(typed: str, *texts: str) -> bool:
    typed = typed.strip().lower()
    return not typed or any(typed in t.lower() for t in texts)


class BlockBusterCog(
    GameCog, group_name=KEY, group_description="Block Buster: surround the symbols with your pieces"
):
    key = KEY

    async def _playing(self, interaction: discord.Interaction) -> tuple[Table, int | None] | None:
        """For autocomplete: the running Block Buster table here and the user's seat, quietly."""
        table = await running_table(self.bot, interaction.channel_id, KEY)
        return None if table is None else (table, table.seat_of(interaction.user.id))

    # -- autocomplete ------------------------------------------------------------------------------

    async def piece_autocomplete(self, interaction: discord.Interaction, current: str) -> IntChoices:
        found = await self._playing(interaction)
        if found is None:
            return []
        table, seat = found
        view = table.view(None)
        turn = view["turn"]
        if seat is not None and seat in table.to_act():
            # The mover sees only pieces that have a legal place now, largest first (legal() order).
            ids = [int(p) for p in dict.fromkeys(p[0] for p in placements(table, seat))]
            colours = [turn["colour"]]
        else:
            owner = seat if seat is not None else (turn["seat"] if turn else 0)
            colours = view["players"][owner]["colours"]
            ids = sorted({p for k in colours for p, _ in view["colours"][k]["pieces"]}, reverse=True)
        counts = sum((Counter(dict(view["colours"][k]["pieces"])) for k in colours), Counter[int]())
        jumps = T.gaps(view)
        me = player_locale(interaction)
        out = []
        for pid in ids:
            piece, title = T.piece(view, pid), T.piece_title(view, pid, me)
            name = t(
                me, "blockbuster-piece-choice", piece=title, squares=piece["size"], left=counts.get(pid, 0)
            )
            if pid in jumps:
                name += t(me, "blockbuster-piece-choice-jump", gap=jumps[pid][0], penalty=jumps[pid][1])
            if _matches(current, str(pid), piece["name"]):
                out.append(app_commands.Choice(name=name[:100], value=pid))
        return out[:25]

    async def orient_autocomplete(self, interaction: discord.Interaction, current: str) -> Choices:
        found = await self._playing(interaction)
        piece = _int(getattr(interaction.namespace, "piece", None))
        if found is None or piece is None or not 1 <= piece <= 13:
            return []
        table, seat = found
        view = table.view(None)
        if seat is not None and seat in table.to_act():
            offered = orientations(placements(table, seat), str(piece), player_locale(interaction))
            choices = [(f"{c.label} · {c.description}", c.value) for c in offered]
        else:
            choices = [(code, code) for code, _ in T.piece(view, piece)["orientations"]]
        return [app_commands.Choice(name=n, value=v) for n, v in choices if _matches(current, v)][:25]

    async def at_autocomplete(self, interaction: discord.Interaction, current: str) -> Choices:
        found = await self._playing(interaction)
        piece = _int(getattr(interaction.namespace, "piece", None))
        orient = str(getattr(interaction.namespace, "orient", "") or "")
        if found is None or piece is None:
            return []
        table, seat = found
        if seat is None or seat not in table.to_act():
            return []
        try:  # the engine's own spelling: "r180" of a domino is R0
            code = str(table.game.parse(f"place {piece} {orient} A1")).split()[2]
        except GameError:
            return []
        view = table.view(None)
        cells = [p[2] for p in placements(table, seat) if p[0] == str(piece) and p[1] == code]
        typed = current.strip().upper()
        # Cells that start with what was typed come first: "E" lists column E top to bottom.
        ordered = [c for c in cells if c.startswith(typed)] + [c for c in cells if typed and typed in c[1:]]
        me = player_locale(interaction)
        return [
            app_commands.Choice(name=f"{name} · {T.covers(view, piece, code, name, me)}"[:100], value=name)
            for name in list(dict.fromkeys(ordered))[:25]
        ]

    # -- commands ----------------------------------------------------------------------------------

    @app_commands.command(name="board", description="Post the current Block Buster board")
    async def board(self, interaction: discord.Interaction) -> None:
        table = await self._table(interaction)
        await self.bot.publisher.post_board(table, interaction=interaction)

    @app_commands.command(name="pieces", description="Remaining pieces with pictures of their orientations")
    @app_commands.describe(player="Whose pieces (default: yours)", piece="Show only this piece, larger")
    @app_commands.autocomplete(piece=piece_autocomplete)
    async def pieces(
        self,
        interaction: discord.Interaction,
        player: discord.User | None = None,
        piece: Piece | None = None,
    ) -> None:
        table = await self._table(interaction)
        seat = table.seat_of((player or interaction.user).id)
        if player is not None and seat is None:
            me = player_locale(interaction)
            raise TableError(t(me, "blockbuster-not-a-player", user=f"<@{player.id}>"))
        await show_pieces(interaction, table, seat, piece)

    @app_commands.command(name="preview", description="See where a piece would go and whether it is legal")
    @app_commands.describe(**PLACEMENT)
    @app_commands.autocomplete(piece=piece_autocomplete)
    @app_commands.autocomplete(orient=orient_autocomplete, at=at_autocomplete)
    async def preview(self, interaction: discord.Interaction, piece: Piece, orient: str, at: str) -> None:
        table = await self._table(interaction)
        action = table.game.parse(f"place {piece} {orient} {at}")
        view = table.view(None)
        seat = table.seat_of(interaction.user.id)
        mover = view["turn"]["seat"] if view["turn"] else 0
        own_turn = seat is not None and seat in table.to_act()
        # Out of turn, judge it for the colour to move: that is the board the player is studying.
        judged = seat if seat is not None and own_turn else mover
        verdict = table.game.preview(table.state, judged, action)
        me = player_locale(interaction)
        content = T.preview_sentence(view, verdict, me)
        if not own_turn:
            as_colour = t(me, "blockbuster-preview-as", colour=T.tag(view, view["turn"]["colour"], me))
            content = f"{as_colour} {content}"
        components = discord.ui.View(timeout=None)
        if own_turn and verdict["legal"]:
            play = t(me, "blockbuster-play", move=str(action))
            components.add_item(ActButton.of(table, action, play, discord.ButtonStyle.success))
        ui = self.bot.ui(KEY)
        images = lambda: ui.preview_images(judged, action, reader=Reader(table, me, seat))  # noqa: E731
        await answer_drawn(interaction, content[:MAX_TEXT], images, view=components)

    @spells(place_move)
    @app_commands.command(name="place", description="Place a piece: the move itself")
    @app_commands.describe(**PLACEMENT)
    @app_commands.autocomplete(piece=piece_autocomplete)
    @app_commands.autocomplete(orient=orient_autocomplete, at=at_autocomplete)
    async def place(self, interaction: discord.Interaction, piece: Piece, orient: str, at: str) -> None:
        table = await self._table(interaction)
        typed = Typed(table, player_locale(interaction), {"piece": piece, "orient": orient, "at": at})
        await submit(interaction, place_move(typed), game_id=table.id)

    @app_commands.command(name="hint", description="Every legal anchor cell of one piece, per orientation")
    @app_commands.describe(piece="Piece number (1-13)")
    @app_commands.autocomplete(piece=piece_autocomplete)
    async def hint(self, interaction: discord.Interaction, piece: Piece) -> None:
        table = await self._table(interaction)
        seat = table.seat_of(interaction.user.id)
        me = player_locale(interaction)
        if seat is None:
            raise TableError(t(me, "blockbuster-not-playing"))
        found = GAME.hint(table.state, seat, piece)
        view = table.view(None)
        content = "\n".join(T.hint_lines(view, piece, found, me))
        anchors = list({tuple(T.parse_cell(view, c)) for cells in found["anchors"].values() for c in cells})
        caption = t(me, "blockbuster-hint-caption", piece=T.piece_title(view, piece, me))
        words = image_words(me)
        images = lambda: [("hint.png", R.draw_anchors(view, sorted(anchors), caption=caption, words=words))]  # noqa: E731
        await answer_drawn(interaction, content, images)

    @app_commands.command(name="pass", description="Stop placing for good (only when you cannot connect)")
    async def pass_(self, interaction: discord.Interaction) -> None:
        await pass_prompt(interaction, await self._table(interaction))

    @app_commands.command(name="resign", description="Drop out of the game: you rank last")
    async def resign(self, interaction: discord.Interaction) -> None:
        await resign_prompt(interaction, await self._table(interaction))


async def setup(bot: TableBot) -> None:
    bot.game_uis[KEY] = BlockBusterUI(bot, KEY)
    bot.add_dynamic_items(PassButton, PiecesButton)
    await bot.add_cog(BlockBusterCog(bot))
