"""How a game's own move command spells its options as the move it plays.

A move command (`/blockbuster place piece: orient: at:`) turns its options into a notation and
hands it to `submit()`. That turning is a pure function of the options, the table and the
player's language, marked on the command with `spells`, so that the same function serves the
command itself and the guess made before its acknowledgement (`bot/prechecks.py`): a move the
engine refuses thinks privately from the start, and no second reading of the options can disagree
with the command's.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

import discord

if TYPE_CHECKING:
    from .tables import Table

# The `extras` key a move command's spelling is kept under.
SPELLING = "spelling"
C = TypeVar("C")


@dataclass(frozen=True)
class Typed:
    """A move command's options as its spelling reads them, at the table they are typed at, in the
    language of the player who typed them (some options name things in it, such as a card)."""

    table: Table
    locale: str
    options: Mapping[str, Any]

    def option(self, name: str) -> Any:
        return self.options.get(name)


# Options -> the move's notation; a TableError (or the engine's GameError) for options that name
# no move, with the sentence the player reads.
Spelling = Callable[[Typed], str]


def spells(spelling: Spelling) -> Callable[[C], C]:
    """Marks a move command (put above `app_commands.command`) with the spelling of its options."""

    def mark(command: C) -> C:
        extras = getattr(command, "extras", None)
        if not isinstance(extras, dict):
            raise TypeError("spells() marks an app command: put it above @app_commands.command")
        extras[SPELLING] = spelling
        return command

    return mark


def spelling_of(command: object) -> Spelling | None:
    extras = getattr(command, "extras", None)
    return extras.get(SPELLING) if isinstance(extras, dict) else None


def given(interaction: discord.Interaction) -> dict[str, Any]:
    """The options of the interaction's command as its callback receives them (those not given are
    None, like the callbacks' defaults): read before the acknowledgement from its namespace."""
    parameters = getattr(interaction.command, "parameters", ())
    return {p.name: getattr(interaction.namespace, p.display_name, None) for p in parameters}
