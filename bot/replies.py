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
from typing import Any, cast

import aiohttp
import discord
from discord import app_commands

from games.core import GameError

from .bot_seats import name_bots
from .i18n import DEFAULT, normalise, player_locale, t
from .i18n.refusals import refusal
from .ports import table_bot
from .tables import TableError

log = logging.getLogger(__name__)

# Commands whose usual answer everyone in the channel sees: their "thinking…" is public and the
# answer replaces it. Any other command thinks ephemerally. Either way an answer of the other
# kind still works (the thinking message is deleted and the answer follows on its own).
# A game's own move commands are added from its manifest (`TableBot.public_commands`).
PUBLIC_ANSWERS = frozenset(
    [f"game {name}" for name in ("new", "join", "leave", "start", "board", "kick", "replace", "undo")]
    + ["play"]
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
    """True when the acknowledgement failed and this process does not act on the interaction:
    nothing can answer it (its token is dead, or another process answers it)."""
    return bool(interaction.extras.get("ack_failed"))


# Discord's code for an acknowledgement that came after another one.
ALREADY_ACKNOWLEDGED = 40060


class _Watched:
    """The interaction's HTTP session, noting the status of each attempt of the acknowledgement
    (discord.py retries a 429 or a 5xx by itself and tells only how the last attempt ended)."""

    def __init__(self, session: Any, statuses: list[int]) -> None:
        self._session = session
        self._statuses = statuses

    def request(self, *args: Any, **kwargs: Any) -> _Noted:
        return _Noted(self._session.request(*args, **kwargs), self._statuses)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._session, name)


class _Noted:
    def __init__(self, request: Any, statuses: list[int]) -> None:
        self._request = request
        self._statuses = statuses

    async def __aenter__(self) -> Any:
        response = await self._request.__aenter__()
        self._statuses.append(response.status)
        return response

    async def __aexit__(self, *exc: Any) -> Any:
        return await self._request.__aexit__(*exc)


def _unsure(error: BaseException, statuses: list[int]) -> bool:
    """Whether a failed acknowledgement may have been taken all the same: an attempt whose answer
    was lost (a 5xx, a 429, a broken connection) can have reached Discord, and a retry of it is
    then refused as already acknowledged. Any other refusal means nobody acknowledged it here."""
    lost = any(status >= 500 or status == 429 for status in statuses)
    if isinstance(error, discord.HTTPException):
        return error.status >= 500 or (error.code == ALREADY_ACKNOWLEDGED and lost)
    return True  # no answer at all (a connection cut, a timeout)


def answer_apart(interaction: discord.Interaction) -> None:
    """The interaction's callback and later answers through the bot's own session for them
    (bot.app.ACK_CONNECTIONS), clear of the requests queued for the shared connections."""
    # discord.py answers through this slot of the interaction (2.x; pinned in pyproject).
    own = getattr(interaction.client, "ack_session", None)
    if isinstance(own, aiohttp.ClientSession) and not own.closed:
        interaction._session = own


async def acknowledge(
    interaction: discord.Interaction, *, public: bool | None = None, edits_message: bool = False
) -> bool:
    """Defer the interaction now, before any work; True when this process is to act on it.

    Commands think (publicly for those in PUBLIC_ANSWERS and the games' move commands). Components
    and modals on a player's own menu, in a DM, or that rewrite their message (`edits_message`)
    defer as an update of it: a later `edit_message` edits it in place, a later `send_message` is a
    followup. Those on a channel's message (a board) think ephemerally: their answer is for the
    clicker alone.

    An interaction can reach two processes (an old one left running through a restart, shards
    that overlap), and one of them acknowledges it first. When the acknowledgement fails:

    - refused as already acknowledged, every attempt answered: another process (or an earlier
      delivery) has it and acts on it; this one neither acts nor answers;
    - after an attempt whose answer was lost (a 5xx, a 429, a cut connection: Discord may have
      taken it): it may be this process's own, so it acts, and answers through the
      interaction's token as if its deferral had been taken. A move applies once however many
      processes act on it (its interaction id is unique in the log);
    - otherwise (too late, refused): nobody acknowledged it, and the player reads "This
      interaction failed": nothing is done, so that is true, and trying again works.
    """
    response = interaction.response
    if response.is_done():
        return bool(interaction.extras.get("acts", not ack_failed(interaction)))
    # A client without a publisher gets a tracker nobody waits on.
    tracker = getattr(getattr(interaction.client, "publisher", None), "acks", None) or Acknowledgements()
    tracker.begin()
    statuses: list[int] = []
    # discord.py sends the acknowledgement through this session (2.x; pinned in pyproject).
    answer_apart(interaction)
    session = interaction._session
    interaction._session = cast(aiohttp.ClientSession, _Watched(session, statuses))
    acts = True
    if interaction.type is discord.InteractionType.application_command:
        if public is None:
            name = getattr(interaction.command, "qualified_name", "")
            public = name in PUBLIC_ANSWERS or name in getattr(interaction.client, "public_commands", ())
        kind = "public" if public else "ephemeral"
    elif interaction.message is not None and (
        edits_message or interaction.message.flags.ephemeral or interaction.guild_id is None
    ):
        # A player's own menu, a DM prompt, or a message the component rewrites (the lobby).
        kind = "update"
    else:
        kind = "ephemeral"
    try:
        if kind == "update":
            await response.defer()
        else:
            await response.defer(ephemeral=kind == "ephemeral", thinking=True)
    except (discord.HTTPException, aiohttp.ClientError, TimeoutError) as exc:
        if _unsure(exc, statuses):
            log.warning(
                "interaction %s: acknowledgement uncertain (%s, attempts %s): acting on it",
                interaction.id,
                exc,
                statuses,
            )
            interaction.extras["ack_unsure"] = True
        else:
            log.warning(
                "interaction %s could not be acknowledged (%s, attempts %s): not acting on it",
                interaction.id,
                exc,
                statuses,
            )
            interaction.extras["ack_failed"] = True
            kind, acts = "failed", False
    finally:
        interaction._session = session
        tracker.end()
    interaction.extras["acts"] = acts
    # discord.py caches `Interaction.response` in this slot (2.x; pinned in pyproject): callbacks
    # written against `interaction.response` keep working, now through the deferral.
    interaction._cs_response = Acknowledged(interaction, kind)
    return acts


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

    # discord.py's answers return the interaction callback's response; a deferred interaction's
    # answers are followups and edits, which have none (no caller reads it): hence `Any`.
    async def send_message(self, content: Any = None, *, ephemeral: bool = False, **kw: Any) -> Any:
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

    async def send_modal(self, modal: Any, /) -> Any:
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


async def already_made(interaction: discord.Interaction, action: str) -> None:
    """The answer to a move this interaction made already (it reached another process too, which
    applied it): not a refusal, since the move is the player's own, but its receipt.

    The process that applied it shows the board; this one adds the receipt for the player alone
    (it fills the "thinking…" message if nothing has yet), or, on the player's own menu, turns
    the menu into the receipt as a move made there does.
    """
    response = interaction.response
    if not isinstance(response, Acknowledged) or response.kind == "failed":
        return
    played = t(player_locale(interaction), "publish-you-played", action=action)
    message = interaction.message
    if response.kind == "update" and message is not None and message.flags.ephemeral:
        await interaction.edit_original_response(content=played, view=None, attachments=[], embed=None)
        return
    # A followup, never an edit of the thinking message: the other process may have filled it
    # with the board already.
    response.thinking = False
    response.answered = True
    await interaction.followup.send(played, ephemeral=True)


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
