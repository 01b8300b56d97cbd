"""Moves made from Dice Town's own components: a DM has no guild channel, so every custom_id
carries the game id, the table is found with `tables.by_id` and moves go to `tables.act` on the
table's own channel. The engine judges every move; nothing here checks a rule.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import TYPE_CHECKING

import discord

from games.core import GameError
from games.dicetown import Keep

from ...components import bot_of, clicked_table
from ...i18n import DEFAULT, player_locale, t
from ...i18n.refusals import refusal
from ...replies import note_committed, reply
from ...tables import Outcome, Table, TableError
from .events import describe_move, event_text
from .text import CARDS_ONLY, KEY

if TYPE_CHECKING:
    from ...app import TableBot
    from .presentation import DiceTownUI

log = logging.getLogger(__name__)

# Private events that only echo what the player just did: they are not sent as a new DM, since the
# message he clicked becomes the receipt. Most repeat the receipt's own line; a remedy's also says
# when it applies, so it is shown.
ECHO_CODES = frozenset({"keep_confirmed", "loaded_die_face", "store_keep", "saloon_keep", "remedy_secret"})
SHOWN_ECHOES = frozenset({"remedy_secret"})


def ui_of(bot: TableBot) -> DiceTownUI:
    from .presentation import DiceTownUI

    ui = bot.ui(KEY)
    assert isinstance(ui, DiceTownUI)
    return ui


async def seated(interaction: discord.Interaction, game_id: int) -> tuple[Table, int] | None:
    """The open game a control belongs to and the clicker's seat, or None after saying why not."""
    me = player_locale(interaction)
    table = await clicked_table(interaction, game_id)
    if table is None or not table.row.open or table.state is None:
        await reply(interaction, t(me, "dicetown-controls-over"))
        return None
    seat = table.seat_of(interaction.user.id)
    if seat is None:
        await reply(interaction, t(me, "dicetown-not-playing"))
        return None
    return table, seat


async def closed(interaction: discord.Interaction, why: str) -> None:
    """Strip the controls of a prompt that has closed, saying so in the message itself."""
    old = interaction.message.content if interaction.message is not None else ""
    content = f"{old}\n*{why}*"[-2000:]
    await interaction.response.edit_message(content=content, view=None)


async def act_all(
    interaction: discord.Interaction, table: Table, notations: list[str]
) -> tuple[Outcome | None, str]:
    """Apply one decision's moves in order for the clicker, all in one transaction; returns their
    merged outcome (None if the first was refused, after telling him why) and the sentence of a
    later refusal, if any (the moves before it are kept)."""
    bot = bot_of(interaction)
    try:
        async with bot.publisher.turn():
            outcome = await bot.tables.act_many(
                table.row.channel_id,
                interaction.user.id,
                notations,
                interaction_id=interaction.id,
                game_id=table.id,
            )
    except (TableError, GameError) as exc:
        said = refused_text(player_locale(interaction), table, notations[0], exc, interaction.user.id)
        await reply(interaction, bot.ui(table.row.game).names(table, said))
        return None, ""
    note_committed(interaction)
    refused = bot.ui(table.row.game).names(table, outcome.refused) if outcome.refused else ""
    return outcome, refused


def refused_text(locale: str, table: Table, notation: str, error: Exception, user_id: int) -> str:
    """A refusal in the player's language, from the engine's code and parameters. The table
    service words "not your turn" itself, dropping the engine's code: the engine is asked again
    here for its own reason, so that it can be translated."""
    if locale == DEFAULT:
        return str(error)
    if getattr(error, "code", None) == "not_your_turn" and table.state is not None:
        seat = table.seat_of(user_id)
        if seat is not None:
            try:
                table.game.check(table.state, seat, table.game.parse(notation))
            except GameError as engine:
                error = engine
            except Exception:  # the service's sentence stands
                pass
    params = getattr(error, "params", None) or {}
    if isinstance(error, GameError) and params:
        from .events import localised

        shown = dict(params)
        if "name" in shown and isinstance(shown.get("card"), str):
            shown["name"] = localised(locale, {"card": shown["card"]})["card"].split("（")[0]
        error.params = shown
    return refusal(locale, error, KEY)


async def act_privately(
    interaction: discord.Interaction, table: Table, seat: int, notation: str, prompt: str
) -> None:
    """A move made on a private message: the message becomes its receipt (keeping its controls
    if the same prompt is still open, e.g. after playing a card during a roll), then the channel
    and the other players hear of it."""
    bot = bot_of(interaction)
    outcome, _ = await act_all(interaction, table, [notation])
    if outcome is None:
        return
    fresh, ui = outcome.table, ui_of(bot)
    me = player_locale(interaction)
    echo = [e for e in outcome.events if e.to == frozenset({seat}) and e.code in ECHO_CODES]
    rest = [e for e in outcome.events if all(e is not x for x in echo)]
    lines = [
        f"✅ {describe_move(me, outcome.action)}",
        *(ui.names(fresh, event_text(me, e)) for e in echo if e.code in SHOWN_ECHOES),
    ]
    view: discord.ui.View | None = None
    if (ui.stamp(fresh, seat) or CARDS_ONLY) == prompt:
        lines.append(ui.private_content(fresh, seat, locale=me))
        view = ui.private_view(fresh, seat, locale=me)
    elif isinstance(outcome.action, Keep) and fresh.state is not None and fresh.to_act():
        lines.append(t(me, "dicetown-dice-together"))
    await interaction.response.edit_message(content="\n".join(lines)[:2000], view=view)
    await bot.publisher.after_move(replace(outcome, events=rest), interaction)
