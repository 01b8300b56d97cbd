"""Options with declared choices take only those choices.

Discord's client offers only a parameter's choices, but Discord does not check them: any client
may send any string (a 300-character `language:` once reached the settings table). discord.py
passes a plain `str` parameter on as it came. So every command is checked here, before it runs,
against the choices its parameters declare: one place for every command, present and future.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from .i18n import maybe, names, player_locale, t
from .i18n.translator import choice_key, option_key

# How much of a refused value the answer quotes.
QUOTED = 40


def unoffered(interaction: discord.Interaction) -> str | None:
    """Why the command's options hold a value none of its choices has (in the player's
    language), or None when every option with choices holds one of them."""
    command = interaction.command
    if not isinstance(command, app_commands.Command):
        return None
    namespace = interaction.namespace
    for parameter in command.parameters:
        if not parameter.choices:
            continue
        value = getattr(namespace, parameter.display_name, None)
        if value is None or any(c.value == value for c in parameter.choices):
            continue
        return _refusal(interaction, command, parameter, value)
    return None


def _refusal(
    interaction: discord.Interaction, command: app_commands.Command[Any, ..., Any], parameter: Any, value: Any
) -> str:
    me = player_locale(interaction)
    name = parameter.display_name
    shown = [maybe(me, choice_key(command, name, c.value)) or c.name for c in parameter.choices]
    text = str(value)
    quoted = repr(text if len(text) <= QUOTED else text[: QUOTED - 1] + "…")
    option = maybe(me, option_key(command, name)) or name
    return t(me, "reply-not-a-choice", value=quoted, option=option, choices=names(me, shown))
