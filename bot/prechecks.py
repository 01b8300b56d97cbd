"""Whether a command whose answer is public is going to be refused, asked before it is
acknowledged.

A move command, and a `/game` command the channel hears (join, leave, start, kick, replace,
undo), thinks publicly; a refusal is for the player alone. Known before the acknowledgement, a
refusal thinks privately from the start, so the channel never sees a "thinking…" message that then
vanishes. The guess is only about how to think: the command itself decides, and a wrong guess (the
table changed in between, or a refusal only the command can tell, such as the caps on tables with
bots) still answers correctly, through `Acknowledged`.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import discord

from games.core import GameError

from . import bot_seats
from .i18n import player_locale
from .tables import TableError
from .typed_moves import Typed, given, spelling_of

if TYPE_CHECKING:
    from .ports import BotPort
    from .store_rows import ActionRow
    from .tables import Table

# The reads a guess may make before the acknowledgement: past this, think as the command's kind says.
LOOK_WITHIN = 0.5


async def refused_ahead(interaction: discord.Interaction, bot: BotPort) -> bool:
    """True when this command is going to be refused: for a move command, the player may not act
    in the channel's game (no game, another game, not seated, not their turn), or typed a move
    that game refuses (`/play`'s text, or a game's command's options as it spells them); for a
    `/game` command the channel hears, see `LOBBY`."""
    name = getattr(interaction.command, "qualified_name", "")
    lobby = LOBBY.get(name)
    if lobby is None and name != "play" and name not in bot.public_commands:
        return False
    try:
        table, actions = await asyncio.wait_for(_read(bot, interaction, name), LOOK_WITHIN)
    except Exception:  # a slow or failing read: the command will tell
        return False
    if lobby is not None:
        try:
            return lobby(Asked(interaction, table, actions))
        except Exception:  # a guess that fails is no guess: the command will tell
            return False
    if table is None or table.row.status != "active" or table.state is None:
        return True  # no game here, or it has not started
    seat = table.seat_of(interaction.user.id)
    if seat is None or seat not in table.may_act():
        return True
    if name != "play" and name.split()[0] != table.row.game:
        return True  # another game's command: it says which game is played here
    try:
        move = _move(interaction, table)
        if move is None:
            return False
        table.game.check(table.state, seat, table.game.parse(move))
    except (GameError, TableError):
        return True
    except Exception:  # an engine's own failure is the command's to report
        return False
    return False


def _move(interaction: discord.Interaction, table: Table) -> str | None:
    """The move the command would play: `/play`'s typed move, or a game's move command's options
    spelled by the command's own spelling (`bot/typed_moves.py`); None when there is none to tell."""
    if interaction.command is not None and interaction.command.qualified_name == "play":
        move = getattr(interaction.namespace, "move", None)
        return move.strip() if isinstance(move, str) else None
    spelling = spelling_of(interaction.command)
    if spelling is None:
        return None
    return spelling(Typed(table, player_locale(interaction), given(interaction)))


async def _read(
    bot: BotPort, interaction: discord.Interaction, name: str
) -> tuple[Table | None, Sequence[ActionRow]]:
    """The channel's table, and for `/game undo` the actions of its game (what can be taken back)."""
    table = await bot.tables.find(interaction.channel_id or 0)
    if name != "game undo" or table is None or table.row.status != "active":
        return table, ()
    return table, await bot.tables.actions(table.id)


class Asked:
    """A `/game` command as its guess reads it: who asks, with which options, at which table."""

    def __init__(
        self, interaction: discord.Interaction, table: Table | None, actions: Sequence[ActionRow]
    ) -> None:
        self.user = interaction.user.id
        self.table = table
        self.actions = actions
        self.namespace = interaction.namespace
        perms = interaction.permissions
        # As the commands' own `can_manage` (cogs/lobby.py) reads it.
        self.manages = bool(perms.manage_channels or perms.administrator)
        self.in_guild = interaction.guild_id is not None

    def option(self, name: str) -> Any:
        return getattr(self.namespace, name, None)

    def member(self, name: str) -> int | None:
        value = getattr(self.option(name), "id", None)
        return value if isinstance(value, int) else None

    def admin(self, table: Table) -> bool:
        return self.user == table.host or self.manages


def _join(asked: Asked) -> bool:
    table = asked.table
    if table is None or table.row.status != "lobby" or asked.user in table.players:
        return True
    full = len(table.players) >= table.game.max_players
    return full and not any(bot_seats.is_bot(u) for u in table.players)


def _leave(asked: Asked) -> bool:
    table = asked.table
    return table is None or table.row.status != "lobby" or asked.user not in table.players


def _start(asked: Asked) -> bool:
    """Refused, or (a host alone at a game one may play) asked first whether to start alone: the
    question, like a refusal, is the host's alone."""
    table = asked.table
    if table is None or table.row.status != "lobby" or not asked.admin(table):
        return True
    n = len(table.players)
    if n < table.game.min_players:
        return True
    try:
        table.game.new(n, table.row.options, table.row.seed)
    except GameError:
        return True
    return asked.in_guild and n == 1


def _kick(asked: Asked) -> bool:
    table, member = asked.table, asked.member("member")
    if table is None or not asked.admin(table) or member is None:
        return True
    level = asked.option("level")
    if level is not None and level not in bot_seats.AUTOPILOT_LEVELS:
        return True
    return member not in table.players or bot_seats.is_bot(member)


def _replace(asked: Asked) -> bool:
    table, member, new = asked.table, asked.member("member"), asked.member("new_player")
    if table is None or not asked.admin(table) or new is None or new in table.players:
        return True
    named_bot = asked.option("bot") is not None
    if (member is None) == (not named_bot):
        return True  # both named, or neither
    return member is not None and member not in table.players


def _undo(asked: Asked) -> bool:
    """Refused when there is nothing to undo, or the last action is not the asker's. (An action
    that revealed something, with nobody else to agree, is refused later: telling needs a replay.)"""
    table = asked.table
    if table is None or not asked.actions:
        return True
    seat = table.seat_of(asked.user)
    return seat is None or asked.actions[-1].player != seat


# The `/game` commands whose answer the channel hears, each with its guess.
LOBBY: dict[str, Callable[[Asked], bool]] = {
    "game join": _join,
    "game leave": _leave,
    "game start": _start,
    "game kick": _kick,
    "game replace": _replace,
    "game undo": _undo,
}
