"""Slash commands in every locale we speak, through discord.py's Translator.

The decorators in the cogs keep their English; each string is found in the catalog by where it
sits in the command tree, not by its text:

    cmd-<command path>              the name; `.description` its description
    opt-<command path>-<option>     an option's name; `.description` its description
    choice-<command path>-<option>-<value>   a choice's name

(`<command path>` is the qualified name with dashes: `game-new`.) Rewording an English
description keeps its translations; renaming a command or option asks for new ones, which the
tests notice.
"""

from __future__ import annotations

import logging
import re

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from .catalog import LOCALES, exact

log = logging.getLogger(__name__)

# Discord's rule for command and option names in any locale.
NAME_RULE = re.compile(r"^[-_\w\u0900-\u097F\u0E00-\u0E7F]{1,32}$")


NAMES = (Where.command_name, Where.group_name, Where.parameter_name)


def valid_name(name: str) -> bool:
    return bool(NAME_RULE.match(name)) and name == name.lower()


def _path(command: app_commands.Command | app_commands.Group) -> str:
    return command.qualified_name.replace(" ", "-")


def _id_part(value: object) -> str:
    return re.sub(r"[^A-Za-z0-9_-]", "_", str(value))


def command_key(command: app_commands.Command | app_commands.Group) -> str:
    return f"cmd-{_path(command)}"


def option_key(command: app_commands.Command, option: str) -> str:
    return f"opt-{_path(command)}-{option}"


def choice_key(command: app_commands.Command, option: str, value: object) -> str:
    return f"choice-{_path(command)}-{option}-{_id_part(value)}"


class CatalogTranslator(app_commands.Translator):
    """Looks command strings up in the catalog; None (Discord shows the English) elsewhere."""

    def __init__(self) -> None:
        super().__init__()
        # A choice's context carries only the choice: its option is noted when the option is
        # translated, which discord.py does just before the option's choices.
        self._choice_keys: dict[int, str] = {}

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContext,
    ) -> str | None:
        loc = locale.value
        if loc not in LOCALES or loc == "en":
            return None
        key = self._key(context)
        text = exact(loc, key, {}) if key is not None else None
        if text is None:
            return None
        if context.location in NAMES and not valid_name(text):
            # Discord refuses the whole sync for one bad name: keep the English one instead.
            log.error("%s: %r is not a valid command or option name", key, text)
            return None
        return text

    def _key(self, context: app_commands.TranslationContext) -> str | None:
        where, data = context.location, context.data
        if where in (Where.command_name, Where.group_name):
            return command_key(data)
        if where in (Where.command_description, Where.group_description):
            return f"{command_key(data)}.description"
        if where in (Where.parameter_name, Where.parameter_description):
            command, name = data.command, data.name
            for choice in data.choices:
                self._choice_keys[id(choice)] = choice_key(command, name, choice.value)
            key = option_key(command, name)
            return key if where is Where.parameter_name else f"{key}.description"
        if where is Where.choice_name:
            return self._choice_keys.get(id(data))
        return None
