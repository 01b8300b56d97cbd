"""Answering interactions: acknowledged first, ephemeral errors, and the sentence a player sees
for each failure.

Discord gives an interaction 3 seconds to be acknowledged. A slow disk, a busy event loop or a
rate limit must not eat into that, so every command and component is acknowledged (deferred)
before any database, engine or render work, in one place: `acknowledge`, called by the command
tree's check and by `ui.guarded` for components. After it, `interaction.response` is an
`Acknowledged`, which turns the answers the callbacks give (`send_message`, `edit_message`) into
the followup or the edit of the original that the deferral calls for.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Any

import discord
from discord import app_commands

from games.core import GameError

from .app import table_bot
from .bots import name_bots
from .i18n import DEFAULT, normalise, player_locale, t
from .i18n.refusals import refusal
from .tables import TableError

log = logging.getLogger(__name__)

# Commands whose usual answer everyone in the channel sees: their "thinking…" is public and the
# answer replaces it. Any other command thinks ephemerally. Either way an answer of the other
# kind still works (the thinking message is deleted and the answer follows on its own).
PUBLIC_ANSWERS = frozenset(
    [f"game {name}" for name in ("new", "join", "leave", "start", "board", "kick", "replace", "undo")]
    + [f"dicetown {name}" for name in ("play", "pass", "withdraw", "rule")]
    + ["play", "akropolis build", "blockbuster place", "bricklayer take", "bricklayer place"]
)
MAX_CONTENT = 2000


def clip(text: str, limit: int = MAX_CONTENT) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


class Acknowledgements:
    """How many acknowledgements are on their way: work waits (a little) until none is, so that
    a crowd of interactions is answered before any of them is worked on."""

    def __init__(self) -> None:
        self.in_flight = 0
        self._idle = asyncio.Event()
        self._idle.set()

    def begin(self) -> None:
        self.in_flight += 1
        self._idle.clear()

    def end(self) -> None:
        self.in_flight -= 1
        if self.in_flight == 0:
            self._idle.set()

    async def idle(self, at_most: float) -> None:
        if self.in_flight:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._idle.wait(), at_most)


def note_committed(interaction: discord.Interaction) -> None:
    """From here on the interaction's move is saved: no error may say that nothing changed."""
    interaction.extras["committed"] = True


def ack_failed(interaction: discord.Interaction) -> bool:
    """True when the acknowledgement was refused (too late, rate-limited): the interaction's
    token is dead, so nothing can answer it; results go to the channel instead."""
    return bool(interaction.extras.get("ack_failed"))


async def acknowledge(
    interaction: discord.Interaction, *, public: bool | None = None, edits_message: bool = False
) -> bool:
    """Defer the interaction now, before any work; False when Discord refused it.

    Commands think (publicly for those in PUBLIC_ANSWERS). Components and modals on a player's
    own menu, in a DM, or that rewrite their message (`edits_message`) defer as an update of it:
    a later `edit_message` edits it in place, a later `send_message` is a followup. Those on a
    channel's message (a board) think ephemerally: their answer is for the clicker alone.
    """
    response = interaction.response
    if response.is_done():
        return not ack_failed(interaction)
    # A client without a publisher gets a tracker nobody waits on.
    tracker = getattr(getattr(interaction.client, "publisher", None), "acks", None) or Acknowledgements()
    tracker.begin()
    try:
        if interaction.type is discord.InteractionType.application_command:
            if public is None:
                public = getattr(interaction.command, "qualified_name", "") in PUBLIC_ANSWERS
            await response.defer(ephemeral=not public, thinking=True)
            kind = "public" if public else "ephemeral"
        elif interaction.message is not None and (
            edits_message or interaction.message.flags.ephemeral or interaction.guild_id is None
        ):
            # A player's own menu, a DM prompt, or a message the component rewrites (the lobby).
            await response.defer()
            kind = "update"
        else:
            await response.defer(ephemeral=True, thinking=True)
            kind = "ephemeral"
    except discord.HTTPException as exc:
        log.warning("interaction %s could not be acknowledged: %s", interaction.id, exc)
        interaction.extras["ack_failed"] = True
        kind = "failed"
    finally:
        tracker.end()
    # discord.py caches `Interaction.response` in this slot (2.x; pinned in pyproject): callbacks
    # written against `interaction.response` keep working, now through the deferral.
    interaction._cs_response = Acknowledged(interaction, kind)
    return kind != "failed"


class Acknowledged(discord.InteractionResponse):
    """`interaction.response` once `acknowledge` deferred it: answers become followups or edits.

    kind: "public"/"ephemeral" (a thinking message waits for the first answer), "update" (the
    component's message is the original), "failed" (nothing can answer; answers are dropped).
    """

    def __init__(self, interaction: discord.Interaction, kind: str) -> None:
        super().__init__(interaction)
        self.kind = kind
        self.thinking = kind in ("public", "ephemeral")  # a thinking message waits for its answer
        self.answered = False  # the callback gave an answer of its own
        self._response_type = discord.InteractionResponseType.deferred_channel_message

    def is_done(self) -> bool:
        return True

    def _other_kind(self, ephemeral: bool) -> bool:
        """A thinking message of the other kind waits: it keeps its kind, so an answer of this
        kind replaces it rather than fill it."""
        return self.thinking and ephemeral != (self.kind == "ephemeral")

    async def defer(self, *, ephemeral: bool = False, thinking: bool = False) -> None:
        """Already deferred. A callback that asks to think in the other kind is about to send
        followups of that kind: the thinking message makes way so they are not folded into it."""
        if thinking and self._other_kind(ephemeral):
            self.thinking = False
            await self._parent.delete_original_response()

    async def send_message(self, content: Any = None, *, ephemeral: bool = False, **kw: Any) -> None:
        if self.kind == "failed":
            log.info("interaction %s: answer dropped, its acknowledgement failed", self._parent.id)
            return
        self.answered = True
        for unsupported in ("delete_after", "suppress_embeds", "silent", "poll"):
            kw.pop(unsupported, None)
        if self._other_kind(ephemeral):
            await self._parent.delete_original_response()
        self.thinking = False
        await self._parent.followup.send(content, ephemeral=ephemeral, **kw)

    async def edit_message(self, **kw: Any) -> None:
        interaction = self._parent
        self.answered = True
        kw.pop("delete_after", None)
        kw.pop("suppress_embeds", None)
        if self.kind == "update":
            await interaction.edit_original_response(**kw)
        elif interaction.message is not None and not interaction.message.flags.ephemeral:
            await interaction.message.edit(**kw)
            if self.thinking:
                self.thinking = False
                await interaction.delete_original_response()
        elif self.kind != "failed":
            # No message of its own to edit (a command): the edit becomes its answer.
            self.thinking = False
            files = [f for f in kw.pop("attachments", None) or [] if isinstance(f, discord.File)]
            kw = {k: v for k, v in kw.items() if v is not None}
            await interaction.followup.send(ephemeral=True, files=files, **kw)

    async def send_modal(self, modal: Any, /) -> None:
        raise RuntimeError("a modal must be the first answer: this interaction was already deferred")


async def reply(interaction: discord.Interaction, content: str, *, ephemeral: bool = True, **kw: Any) -> None:
    """Answer whether or not the interaction was already acknowledged.

    Sentences may quote what the player typed, which can be longer than a message may be.
    """
    content = clip(name_bots(content))
    response = interaction.response
    if isinstance(response, Acknowledged) or not response.is_done():
        await response.send_message(content, ephemeral=ephemeral, **kw)
    else:
        await interaction.followup.send(content, ephemeral=ephemeral, **kw)


def player_message(error: BaseException, locale: object = DEFAULT, game: str | None = None) -> str | None:
    """The sentence for a mistake a player made, in their language, or None for our own bugs.

    `game`: the key of the channel's game, whose refusals the catalog holds by their code.
    """
    loc = normalise(locale)
    if isinstance(error, app_commands.CommandInvokeError):
        error = error.original
    if isinstance(error, TableError | GameError):
        return refusal(loc, error, game)
    if isinstance(error, app_commands.CheckFailure):
        return str(error) or t(loc, "reply-not-here")
    if isinstance(error, app_commands.TransformerError):
        return t(loc, "reply-bad-value", value=repr(error.value))
    return None


async def name_seats(interaction: discord.Interaction, text: str) -> str:
    """Turn an engine sentence's seat placeholders into mentions of the channel's players."""
    if "<seat:" not in text:
        return text
    table = await table_bot(interaction).tables.find(interaction.channel_id or 0)
    if table is None:
        return text
    for seat, user in enumerate(table.players):
        text = text.replace(f"<seat:{seat}>", f"<@{user}>")
    return text


async def _channel_game(interaction: discord.Interaction) -> str | None:
    """The key of the game open in the interaction's channel, if any."""
    tables = getattr(interaction.client, "tables", None)
    if tables is None or interaction.channel_id is None:
        return None
    try:
        table = await tables.find(interaction.channel_id)
    except Exception:  # the answer matters more than the refusal's translation
        log.exception("could not look up the game of channel %s", interaction.channel_id)
        return None
    return None if table is None else str(table.row.game)


async def explain_error(interaction: discord.Interaction, error: BaseException) -> None:
    """Tell the player what was wrong; log what was ours. Never leaves an interaction unanswered."""
    locale = player_locale(interaction)
    original = getattr(error, "original", error)
    game = await _channel_game(interaction) if isinstance(original, GameError) else None
    message = player_message(error, locale, game)
    if message is None:
        where = getattr(interaction.command, "qualified_name", None) or (interaction.data or {}).get(
            "custom_id"
        )
        log.error(
            "error in %s (channel %s, user %s)",
            where,
            interaction.channel_id,
            interaction.user.id,
            exc_info=(type(original), original, original.__traceback__),
        )
        # After a move was saved, nothing may say "nothing was changed": the player must not try again.
        message = t(locale, "reply-after-commit" if interaction.extras.get("committed") else "reply-sorry")
    message = await name_seats(interaction, message)
    try:
        await reply(interaction, message)
    except discord.HTTPException:
        log.warning("could not answer interaction %s", interaction.id)
