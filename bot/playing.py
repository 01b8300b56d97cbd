"""One move request played and shown, whatever sent it: a button, a chooser, a typed command, a
chat message, a bot or a timer (`MoveRequest`, bot/services/moves.py).

What every way in keeps:

- an interaction is acknowledged before anything else is done, and one whose acknowledgement
  another process took is not acted on (`replies.acknowledge` answers whether to act);
- a retried interaction, or a chat message delivered twice, applies once (its id is unique in
  the action log): the player who sent it gets the receipt of the move it made;
- a refusal goes to the player alone, in their language; without an interaction to answer it
  is raised to the caller, who answers in its own way (the chat's reply, a bot's log);
- a saved move is always shown: once it is committed no answer says that nothing changed, and
  a message that fails is logged while the board queue keeps trying to post the board.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

import discord

from games.core import GameError

from .i18n import DEFAULT, player_locale, t
from .i18n.refusals import refusal
from .plaintext import code
from .replies import acknowledge, already_made, explain_error, name_seats, note_committed, reply
from .services.moves import MoveRequest
from .tables import AlreadyApplied, Outcome, Table, TableError

if TYPE_CHECKING:
    from .ports import BotPort

log = logging.getLogger(__name__)

Refused = Callable[[TableError | GameError], Awaitable[None]]


async def play(
    bot: BotPort,
    channel_id: int,
    request: MoveRequest,
    *,
    interaction: discord.Interaction | None = None,
    refused: Refused | None = None,
    receipt: Callable[[Outcome], Awaitable[Outcome]] | None = None,
    prefix: Callable[[Outcome], Awaitable[str]] | None = None,
) -> Outcome | None:
    """Play the request at the channel's table and show it; the outcome, or None when there was
    nothing to show (not ours to act on, already made, refused: answered).

    `refused`: the game's own wording of a refusal to the player (else the shared one);
    `receipt`: the game's own answer on the message the player used, before the board, giving the
    outcome the board shows (a private prompt turned into its receipt); `prefix`: the channel's
    line before the move's events (who made a move for a seat, and what).
    """
    if interaction is not None and not await acknowledge(interaction):
        return None  # another process has it, or nobody does (see `acknowledge`)
    # Player moves take turns behind the acknowledgements of others (bounded work at once).
    turn = bot.publisher.turn() if interaction is not None else contextlib.nullcontext()
    async with turn:
        try:
            outcome = await bot.moves.play(channel_id, request)
        except AlreadyApplied as exc:
            if interaction is None:
                raise
            await already_made(interaction, str(exc.params.get("action", request.actions[0])))
            return None
        except (TableError, GameError) as exc:
            if interaction is None:
                raise
            await (refused or _refused(bot, interaction))(exc)
            return None
        if interaction is not None:
            note_committed(interaction)
        await show(bot, outcome, interaction=interaction, receipt=receipt, prefix=prefix)
    return outcome


async def show(
    bot: BotPort,
    outcome: Outcome,
    *,
    interaction: discord.Interaction | None = None,
    receipt: Callable[[Outcome], Awaitable[Outcome]] | None = None,
    prefix: Callable[[Outcome], Awaitable[str]] | None = None,
) -> None:
    """Show a saved move: the game's receipt to the player, then the board. Nothing here fails
    the caller: the move is saved, so a failure is logged and the board queue shows it later."""
    shown = outcome
    if receipt is not None:
        try:
            shown = await receipt(outcome)
        except Exception as exc:
            log.exception("game %s: the move's receipt failed", outcome.table.id)
            if interaction is not None:
                await explain_error(interaction, exc)
    try:
        line = await prefix(outcome) if prefix is not None else ""
        await bot.publisher.after_move(shown, interaction, prefix=line)
    except Exception as exc:  # the move is saved; only its announcement failed
        log.exception("game %s: publishing move failed", outcome.table.id)
        if interaction is not None:
            await explain_error(interaction, exc)


def played(table: Table, seat: int, action: object, locale: str = DEFAULT) -> str:
    """How a move made for a seat from `table` (the state it was made in) is announced in the
    channel: as much of it as the game shows everyone, not at all when it is a secret."""
    seen = table.game.notation_for(table.state, seat, action, None)
    if seen is None:
        return t(locale, "reminders-hidden-choice")
    return t(locale, "reminders-played", action=code(seen))


def _refused(bot: BotPort, interaction: discord.Interaction) -> Refused:
    async def answer(exc: TableError | GameError) -> None:
        game = None
        if isinstance(exc, GameError):
            table = await bot.tables.find(interaction.channel_id or 0)
            game = None if table is None else table.row.game
        text = refusal(player_locale(interaction), exc, game)
        await reply(interaction, await name_seats(interaction, text))

    return answer
