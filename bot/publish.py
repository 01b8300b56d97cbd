"""Events -> Discord: the board posted in the channel, secrets by DM, mentions of who acts next.

Images are rendered in a worker thread from views only. Public events go to the channel; events
addressed to some seats go to those players by DM, or, when their DMs are closed (403, code
50007), wait in the table's inbox behind a "Show mine" button, with a channel note that names no
secret.

A saved move is always shown. Boards go through one `BoardQueue` per channel: a task posts the
latest state, retries with backoff while Discord refuses (5xx, 429, network), and once a board
is out has the repository record the version shown (`posted` in the table's meta, one write),
so a restart posts what was committed but never shown. Moves that arrive while a board is
being posted are coalesced: the board just posted is edited to the latest state (when that
pings nobody new) instead of a new message per move. Private messages start at once and wait
for the board only a moment, so that the link they carry names it (see LINK_WAIT).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
from collections import OrderedDict, defaultdict
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

import discord

from games.core import Event
from render.core import png

from . import hints, learn, ratings, review, table_message, table_meta
from .bot_seats import name_bots
from .channel_lookup import cached_channel
from .chooser import Pictures
from .components import ShowMineButton, attachments
from .i18n import player_locale, t
from .i18n.help import game_title
from .links import linked, table_url
from .notices import Notifier
from .reader import Reader
from .replies import Acknowledged, Acknowledgements, ack_failed, clip
from .scorecard import with_score
from .sent import let_go
from .tables import Outcome, Table

if TYPE_CHECKING:
    from .ports import BotPort

# The channels a table's messages go to: those where the bot can send and fetch messages.
BoardChannel = (
    discord.TextChannel | discord.Thread | discord.VoiceChannel | discord.StageChannel | discord.DMChannel
)

log = logging.getLogger(__name__)
T = TypeVar("T")
# A line that tells players what to type or press (`/akropolis build`, `@Table Bot award …`),
# or counts down to a time (<t:…:R>): neither holds once the board is retired.
INSTRUCTION = re.compile(r"`[/@]|<t:\d+:R>")

MAX_CONTENT = 1900
# How long a player's interaction waits for its board before being told it will follow; the
# queue keeps trying after that.
BOARD_WAIT = 8.0
# Moves worked on at once (applied, saved, drawn, posted). The ones beyond wait their turn after
# being acknowledged, and work waits up to ACKS_FIRST seconds while acknowledgements are on their
# way, so a crowd of moves cannot starve the acknowledgements of those behind.
MOVES_AT_ONCE = 8
ACKS_FIRST = 0.5
RETRY_DELAYS = (0.5, 1.0, 2.0, 4.0, 8.0, 15.0, 30.0)  # then 30 s until Discord answers
# Idle board queues kept (about 1 KB each, 4.7 MB in all: benchmarks/bench_caches.py). An
# idle queue only remembers the newest state its channel was shown, against a late caller
# holding an older one; such a caller comes within seconds of the newer board, long before
# thousands of other channels have posted. A queue dropped starts again from nothing, as after
# a restart.
IDLE_QUEUES_KEPT = 4096
# A board edited through a run of bot moves keeps its last lines; the next new board tells the
# person it addresses at most this many lines of what the bots did since.
EDITED_LINES = 12
CARRIED_LINES = 12
# How long a move's private messages wait for its board, so that their link names it rather than
# the board before; a board Discord holds back longer is not worth a secret kept later.
LINK_WAIT = 2.0


class ChannelGone(Exception):
    """The game's channel no longer exists (or the bot cannot see it)."""


# Answers that no retry can change: the channel is gone or closed to the bot.
PERMANENT = (discord.Forbidden, discord.NotFound, ChannelGone)
# Discord's code for a channel the bot cannot reach.
MISSING_ACCESS = 50001


def not_the_bots(exc: discord.HTTPException) -> bool:
    """Whether Discord's refusal of a message to a kept DM channel says the id is no DM channel
    of this bot's: unknown (404), or one it cannot reach (kept by another application's bot on
    the same database). Not a refusal about the player: closed DMs answer 403 with 50007."""
    return isinstance(exc, discord.NotFound) or (
        isinstance(exc, discord.Forbidden) and exc.code == MISSING_ACCESS
    )


def without_instructions(content: str) -> str:
    """A retired board's text: without the lines that told players how to act on it (every one
    names a command or a chat form in code, in any language) or when something will happen."""
    return "\n".join(line for line in content.split("\n") if not INSTRUCTION.search(line))


def retired_as(message: discord.Message) -> table_meta.RetiredBoard:
    """What `message`, the board a channel shows now, will show once a newer board retires it."""
    return {"message": message.id, "text": without_instructions(message.content)}


def _header_of(message: discord.Message) -> str:
    """A board's header: the lines above its picture, its embed's text."""
    return (message.embeds[0].description if message.embeds else None) or ""


def stamp(table: Table) -> tuple[int, int]:
    """Which of two states of a channel is the newer: a later game, or a later version of one."""
    return (table.id, table.version)


@dataclass(eq=False)
class _Board:
    """A state waiting to be shown in a channel, with the header lines of every move it covers."""

    table: Table
    lines: list[str]
    interactions: list[discord.Interaction] = field(default_factory=list)
    # Private deliveries of the moves covered: the final scores come after them.
    private: list[asyncio.Task[Any]] = field(default_factory=list)
    # A change of a line of the board (a Dice Town offer): it edits the current board message
    # rather than posting a new one, keeping that message's header.
    in_place: bool = False

    def merge(self, newer: _Board | None) -> _Board:
        if newer is None:
            return self
        latest = newer.table if stamp(newer.table) >= stamp(self.table) else self.table
        return _Board(
            latest,
            self.lines + newer.lines,
            self.interactions + newer.interactions,
            self.private + newer.private,
            self.in_place and newer.in_place,
        )


# Slotted, its event made when someone waits and its worker let go when done: thousands of idle
# queues are kept (IDLE_QUEUES_KEPT), and each object of theirs is one that every full garbage
# collection scans.
@dataclass(eq=False, slots=True)
class BoardQueue:
    """One channel's boards: at most one post in flight, the newest waiting state behind it."""

    channel_id: int
    pending: _Board | None = None
    task: asyncio.Task[None] | None = None
    # The newest state shown, as (game id, version): a late caller with an older state must not
    # post it over a newer one, so an idle queue is kept a while (see IDLE_QUEUES_KEPT). The
    # game id comes first: a channel's next game starts again at a low version.
    shown: tuple[int, int] = (-1, -1)
    failures: int = 0  # failed attempts since the last success
    # Set when a board is shown, for whoever waits for one (see `change`).
    changed: asyncio.Event | None = None
    # The lines of bot moves shown by editing the board, for the next new board's header: the
    # person it addresses reads everything the bots did since.
    carried: tuple[str, ...] = ()
    # The table message as this process last edited it (table mode): the next edit reads its
    # lines from it rather than fetching it again, while it is still the one recorded.
    table: discord.Message | None = None
    # The board this process last showed in the flow (its id and its header, the embed's text):
    # a move shown in place, or a bot's, edits it without reading it back from Discord while it
    # is still the one the table records (one request less a move; a board of another process is
    # another id, and is read).
    board: tuple[int, str] | None = None

    @property
    def idle(self) -> bool:
        """Nothing waits to be posted and nothing is being posted."""
        return self.pending is None and (self.task is None or self.task.done())

    def notify(self) -> None:
        if self.changed is not None:
            self.changed.set()
            self.changed = None

    def change(self) -> asyncio.Event:
        """The event the next `notify` sets."""
        if self.changed is None:
            self.changed = asyncio.Event()
        return self.changed

    def worked(self, task: asyncio.Task[None]) -> None:
        """Its worker is done: an idle queue lets it go, with its coroutine and context (a dozen
        objects that the garbage collector scans in each of the thousands of idle queues kept)."""
        if self.task is task:
            self.task = None


class Publisher:
    def __init__(self, bot: BotPort) -> None:
        self.bot = bot
        # Per channel, the most recently used last; idle ones beyond `idle_queues_kept` are
        # dropped (see IDLE_QUEUES_KEPT).
        self.boards: OrderedDict[int, BoardQueue] = OrderedDict()
        self.idle_queues_kept = IDLE_QUEUES_KEPT
        self.gate = asyncio.Semaphore(MOVES_AT_ONCE)
        self.acks = Acknowledgements()
        self._tasks: set[asyncio.Task[Any]] = set()
        # Each player's own notices: a DM at their turn, digests, quiet hours.
        self.notifier = Notifier(bot)
        self._spawn(self._recover())

    @contextlib.asynccontextmanager
    async def turn(self) -> AsyncIterator[None]:
        """A move's turn to be worked on, once the acknowledgements on their way are out."""
        await self.acks.idle(ACKS_FIRST)
        async with self.gate:
            yield

    def _spawn(self, coro: Awaitable[Any]) -> asyncio.Task[Any]:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    async def close(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        for task in list(self._tasks):
            with contextlib.suppress(BaseException):
                await task

    async def render(self, fn: Callable[..., Pictures], *args: Any) -> list[tuple[str, bytes]]:
        """Draw and encode off the event loop: Pillow work would stall the gateway heartbeat."""
        return await asyncio.to_thread(lambda: [(name, png(image)) for name, image in fn(*args)])

    # -- the board -------------------------------------------------------------------------------

    async def locale(self, table: Table) -> str:
        """The language of the game's channel now (a game keeps going when it changes); a lesson's,
        in the learner's DMs, speaks the learner's language."""
        if learn.is_lesson(table):
            return await self.reader(table.row.host_id)
        channel = cached_channel(self.bot, table.row.channel_id, table.row.guild_id)
        if channel is not None:
            return await self.bot.languages.of(channel)
        return await self.bot.languages.channel(table.row.guild_id, table.row.channel_id)

    async def reader(self, user_id: int) -> str:
        """A player's own language, for their DMs and inbox."""
        return await self.bot.languages.player(user_id)

    async def board_message(
        self, table: Table, *, header: str = "", ping: bool = True
    ) -> tuple[dict, list[discord.File]]:
        """The keyword arguments of a channel message showing the table now, in the channel's
        language."""
        here = await self.locale(table)
        channel = Reader(table, here)
        ui = self.bot.ui(table.row.game)

        def draw() -> Pictures:
            table.prepare()  # what the buttons and lines below read, worked out off the loop
            return ui.channel_images(reader=channel)

        images = await self.render(draw)
        result = table.result()
        if result is not None:
            # The final scores come with the last board, in one message: the table first, so
            # it is the image the embed shows.
            images = await self.render(lambda: ui.final_images(result, reader=channel)) + images
        if learn.is_lesson(table):
            header = await self._lesson(table, here, header, images)
        title = game_title(here, table.row.game, table.game)
        embed = discord.Embed(title=t(here, "publish-board-title", game=title, id=table.id), colour=0x2F6F9F)
        if header:
            embed.description = clip(name_bots(header, here, table.players), 4000)
        if images:
            embed.set_image(url=f"attachment://{images[0][0]}")
        if result is not None and (rated := await ratings.final_lines(self.bot.store, table.id, here)):
            embed.add_field(name=t(here, "publish-rating"), value=clip(rated, 1024), inline=False)
        if result is not None and (hinted := hints.used_lines(table, here)):
            embed.add_field(name=t(here, "hints-used-title"), value=clip(hinted, 1024), inline=False)
        waiting = ui.waiting_line(reader=channel)
        content = ui.final_text(result, reader=channel) if result is not None else waiting
        # The bot plays for a seat on autopilot: its player is named but not pinged every turn.
        # Nor is a player who takes a daily digest instead of pings.
        autopilot = table_meta.autopilot_seats(table.row.meta)
        unpinged = await self.notifier.unpinged(table) if ping else set()
        users = [
            discord.Object(table.user_of(s))
            for s in table.to_act()
            if not table.is_bot(s) and s not in autopilot and table.user_of(s) not in unpinged
        ]
        mentions = discord.AllowedMentions(users=users) if ping else discord.AllowedMentions.none()
        content = clip(name_bots(content, here, table.players), MAX_CONTENT)
        kwargs: dict = {"content": content, "embed": embed, "allowed_mentions": mentions}
        # While only bots may act, the board offers no move: its buttons would answer "not your turn".
        view = None if bots_turn(table) else with_score(self.bot, ui.board_view(reader=channel), table, here)
        if view is not None and hints.offered(table):
            with contextlib.suppress(ValueError):  # a board whose rows are full goes without
                view.add_item(hints.HintButton(table.id, locale=here))
        if result is not None:
            view = review.with_review(view, table, here)
        if view is not None:
            kwargs["view"] = view
        return kwargs, attachments(images)

    async def _lesson(self, table: Table, here: str, header: str, images: list[tuple[str, bytes]]) -> str:
        """A lesson's board: its step and suggested move above what happened, and the suggested
        move drawn first (the picture the embed shows) where the game can preview one."""
        move = await learn.suggestion(table)
        seat = learn.learner(table)
        drawn: list[tuple[str, bytes]] = []
        if move is not None and seat is not None:
            ui = self.bot.ui(table.row.game)
            reader = Reader(table, here, seat)
            drawn = await self.render(lambda: ui.preview_images(seat, move, reader=reader))
            images[:0] = drawn
        made = learn.made_by(table, [a.player for a in await self.bot.store.actions(table.id)])
        said = learn.lines(table, here, made, move, drawn=bool(drawn))
        return "\n".join([*said, *([header] if header else [])])

    async def post_board(
        self,
        table: Table,
        *,
        header: str = "",
        interaction: discord.Interaction | None = None,
        channel: discord.abc.Messageable | None = None,
    ) -> discord.Message | None:
        """Post the current board, as a followup when an interaction is at hand."""
        kwargs, files = await self.board_message(table, header=header)
        message: discord.Message
        if interaction is not None and not interaction.response.is_done():
            await interaction.response.defer()
        # A move made from a DM: the board belongs in the game's channel, not in the DM; a dead
        # token answers nothing.
        if interaction is not None and (
            interaction.channel_id != table.row.channel_id or ack_failed(interaction)
        ):
            interaction = None
        if interaction is not None:
            response = interaction.response
            if isinstance(response, Acknowledged) and response.thinking and response.kind != "public":
                # The board is for everyone: not in the private "thinking…" message.
                response.thinking = False
                await interaction.delete_original_response()
            if _thinking_publicly(interaction, table) and pings_anyone(kwargs, interaction):
                # Its answer would replace the "thinking…" message, an edit, which pings no one.
                message, answered = await self._send_anew(table, [header], kwargs, files, interaction)
                if answered is None:
                    await self._drop_thinking([interaction])
            else:
                message = await interaction.followup.send(files=files, wait=True, **kwargs)
        else:
            target = channel or await self.channel(table)
            if target is None:
                log.warning("game %s: channel %s is gone", table.id, table.row.channel_id)
                return None
            message = await target.send(files=files, **kwargs)
        let_go(kwargs.get("view"))
        await self.retire_board(table, message)
        # Recorded even for a channel's first board, which no queue posted: whoever waits for it
        # to be shown (the autopilot of a bot that moves first) goes on at once.
        queue = self.queue(table.row.channel_id)
        queue.shown = max(queue.shown, stamp(table))
        queue.board = (message.id, _header_of(message))
        queue.notify()
        previous = table.row.meta.get("board_message")
        await self.bot.tables.board_shown(table, message.id, retired_as(message))
        if table_meta.table_mode(table.row.meta) and table.result() is None:
            # A board posted anew (the game's start, /game board, an undo) is the table message now.
            if previous and previous != message.id and table_meta.table_pinned(table.row.meta):
                await table_message.unpin(message.channel, previous)
            pinned = await table_message.pin(message)
            await self.bot.tables.update_meta(table, table_pinned=pinned or None)
        self._spawn(self.notifier.board_shown(table))
        return message

    async def retire_board(self, table: Table, message: discord.Message | None = None) -> None:
        """Strip the buttons from the last board, so only the newest one offers moves, and the
        lines that told players how to use them."""
        previous = table.row.meta.get("board_message")
        if previous and (message is None or previous != message.id):
            channel = await self.channel(table)
            if channel is not None:
                changes: dict[str, Any] = {"view": None}
                retired = table.row.meta.get("board_retired")
                if retired is not None and retired["message"] == previous:
                    # Known since it was posted: no read of the message, a request a board saved
                    # (a third of the bot's requests at 100k games, catching up after a restart).
                    changes["content"] = retired["text"]
                else:  # a board posted before its retired text was kept
                    with contextlib.suppress(discord.HTTPException):
                        old = await channel.fetch_message(previous)
                        if (kept := without_instructions(old.content)) != old.content:
                            changes["content"] = kept
                with contextlib.suppress(discord.HTTPException):
                    await channel.get_partial_message(previous).edit(**changes)
                if message is None and table_meta.table_pinned(table.row.meta):
                    # A game ended without a last board (abandoned): its table message is unpinned.
                    await table_message.unpin(channel, previous)
                    await self.bot.tables.update_meta(table, table_pinned=None)

    async def channel(self, table: Table) -> BoardChannel | None:
        try:
            return await self._reach(table)
        except (discord.HTTPException, ChannelGone):
            return None

    async def _reach(self, table: Table) -> BoardChannel:
        """The table's channel (a thread unarchived), or Discord's refusal: NotFound / Forbidden
        are gone for good, any other is tried again."""
        channel_id = table.row.channel_id
        channel = cached_channel(self.bot, channel_id, table.row.guild_id) or await self.bot.fetch_channel(
            channel_id
        )
        if isinstance(channel, discord.Thread) and channel.archived:
            try:
                await channel.edit(archived=False)
            except discord.HTTPException:
                log.warning("could not unarchive thread %s", channel_id)
        if not isinstance(channel, BoardChannel):
            raise ChannelGone(f"channel {channel_id} takes no messages")
        return channel

    # -- the board queue --------------------------------------------------------------------------

    def queue(self, channel_id: int) -> BoardQueue:
        queue = self.boards.get(channel_id)
        if queue is not None:
            self.boards.move_to_end(channel_id)
            return queue
        queue = self.boards[channel_id] = BoardQueue(channel_id)
        excess = len(self.boards) - self.idle_queues_kept
        if excess > 0:
            # The least recently used idle queues go; one at work is kept whatever its age.
            gone: list[int] = []
            for other, kept in self.boards.items():
                if len(gone) == excess:
                    break
                if kept.idle and other != channel_id:
                    gone.append(other)
            for other in gone:
                del self.boards[other]
        return queue

    async def show(
        self,
        table: Table,
        *,
        lines: list[str] | None = None,
        interaction: discord.Interaction | None = None,
        wait: float | None = None,
        private: asyncio.Task[Any] | None = None,
        in_place: bool = False,
    ) -> bool:
        """Queue the table's board for its channel; True once a board showing this version (or a
        later one) is out, False if that took longer than `wait` (it is still coming)."""
        queue = self.queue(table.row.channel_id)
        if stamp(table) <= queue.shown:
            return True
        interactions = [interaction] if interaction else []
        board = _Board(table, list(lines or []), interactions, [private] if private else [], in_place)
        queue.pending = board if queue.pending is None else queue.pending.merge(board)
        if queue.task is None or queue.task.done():
            queue.task = self._spawn(self._work(queue))
            queue.task.add_done_callback(queue.worked)
        return await self.shown(table, wait, posting=True)

    async def _work(self, queue: BoardQueue) -> None:
        """Post the queue's boards until none waits. The first is a new message; states that
        arrived meanwhile edit it in place unless they wait for someone it did not mention."""
        message: discord.Message | None = None
        header: list[str] = []
        mentioned: frozenset[int] = frozenset()
        attempt = 0
        while queue.pending is not None:
            board, queue.pending = queue.pending, None
            table = board.table
            if table.result() is not None and board.private:
                # The last private messages (a hand revealed, a card kept) before the final scores.
                await asyncio.wait(board.private)
            try:
                if table_meta.table_mode(table.row.meta):
                    table, mentioned = await self._show_on_table(queue, board, mentioned)
                else:
                    edited: discord.Message | None = None
                    if message is not None and table.to_act() <= mentioned and table.result() is None:
                        try:
                            edited = await self._edit_board(message, table, header + board.lines)
                        except discord.NotFound:  # deleted meanwhile: this state gets a new message
                            message = None
                    elif (
                        message is None
                        and board.in_place
                        and (current := await self._current_board(queue, table))
                    ):
                        old = current[1]
                        header = [old] if old else []
                        if (edited := await self._edit_if_there(current[0], table, header)) is not None:
                            message, mentioned, board.lines = edited, table.to_act(), []
                    elif (
                        message is None
                        and bots_turn(table)
                        and (current := await self._current_board(queue, table))
                    ):
                        # Bots playing one another edit the last board; a person's turn posts anew.
                        header = [*current[1].splitlines(), *board.lines][-EDITED_LINES:]
                        if (edited := await self._edit_if_there(current[0], table, header)) is not None:
                            queue.carried = (*queue.carried, *board.lines)[-CARRIED_LINES:]
                            message, mentioned, board.lines = edited, table.to_act(), []
                    shown: discord.Message | None
                    if edited is not None:
                        header = header + board.lines
                        await self._drop_thinking(board.interactions)
                        new_message, shown = None, edited
                    else:
                        header = [*queue.carried, *board.lines][-CARRIED_LINES:]
                        new_message = await self._post_new(table, header, board.interactions)
                        message = shown = new_message
                        mentioned, queue.carried = table.to_act(), ()
                    queue.board = (shown.id, _header_of(shown)) if shown is not None else None
                    # The board is out: its bookkeeping is written once, through the repository.
                    await self.bot.tables.board_shown(
                        table, new_message.id if new_message else None, retired_as(shown) if shown else None
                    )
            except PERMANENT as exc:
                # No retry can help; whoever waits for this board hears that it did not come.
                log.warning("game %s: board not shown, Discord refused for good: %s", table.id, exc)
            except Exception as exc:
                queue.pending = board.merge(queue.pending)
                queue.failures += 1
                delay = RETRY_DELAYS[min(attempt, len(RETRY_DELAYS) - 1)]
                attempt += 1
                log.warning("game %s: board not shown (%s); trying again in %.1fs", table.id, exc, delay)
                queue.notify()
                await asyncio.sleep(delay)
                continue
            else:
                attempt = 0
                queue.failures = 0
                queue.shown = max(queue.shown, stamp(table))
                self._spawn(self.notifier.board_shown(table))
            queue.notify()
        queue.notify()

    async def _show_on_table(
        self, queue: BoardQueue, board: _Board, mentioned: frozenset[int]
    ) -> tuple[Table, frozenset[int]]:
        """Table mode (bot/table_message.py): the table message edited to the newest committed
        state, a line for whoever must act next, the final board posted anew. Returns the state
        shown and who has been pinged for it."""
        table = await self.bot.tables.by_id(board.table.id) or board.table
        if stamp(table) < stamp(board.table):  # not possible once committed; kept monotonic
            table = board.table
        if table.row.meta.get("posted", -1) >= table.version:
            # Shown already (another process, or a state merged into an earlier edit).
            await self._drop_thinking(board.interactions)
            return table, mentioned
        if table.result() is not None:
            return await self._finish_table(table, board), mentioned
        channel = await self._reach(table)
        message = await self._edit_table(queue, channel, table, board.lines)
        newer = await self.bot.tables.by_id(table.id)
        if newer is not None and newer.version > table.version:
            # Committed meanwhile, perhaps by another process whose own edit this one may have
            # landed after: the newest is drawn over it (unless it waits in this queue, as the
            # next edit). The show of that state, here or there, tells its turn and records it;
            # this one's turn is past.
            if queue.pending is None:
                await self._edit_table(queue, channel, newer, [])
            await self._drop_thinking(board.interactions)
            return table, mentioned
        people = [
            table.user_of(s)
            for s in sorted(table.to_act())
            if not table.is_bot(s) and s not in table_meta.autopilot_seats(table.row.meta)
        ]
        if people and not board.in_place and not set(people) <= mentioned:
            here = await self.locale(table)
            title = game_title(here, table.row.game, table.game)
            line = table_message.turn_line(here, people, title, table_message.table_url(message))
            # A message of its own, not the answer of a typed move: that answer replaces its
            # "thinking…" message, and Discord notifies no one of an edit's mentions.
            # A player who takes a daily digest instead of pings is named, not pinged; nor is
            # the player who just moved and acts again (they are here already).
            unpinged = await self.notifier.unpinged(table) | {i.user.id for i in board.interactions}
            pinged = [discord.Object(u) for u in people if u not in unpinged]
            await channel.send(line, allowed_mentions=discord.AllowedMentions(users=pinged))
            mentioned = frozenset(people)
        await self._drop_thinking(board.interactions)
        await self.bot.tables.board_shown(table, retired=retired_as(message))
        return table, mentioned

    async def _edit_table(
        self, queue: BoardQueue, channel: BoardChannel, table: Table, lines: list[str]
    ) -> discord.Message:
        """The table message edited to show `table` (its lines added to those it shows), or
        posted again if it is gone."""
        recorded = table.row.meta.get("board_message") or 0
        message = queue.table if queue.table is not None and queue.table.id == recorded else None
        if message is None and recorded:
            with contextlib.suppress(discord.NotFound):
                message = await channel.fetch_message(recorded)
        if message is not None:
            header = [*_header_of(message).splitlines(), *lines][-EDITED_LINES:]
            message = await self._edit_if_there(message, table, header)
        if message is None:
            message = await self._repost_table(channel, table, lines[-EDITED_LINES:], recorded)
        queue.table = message
        # The same message, should table mode be turned off: the flow's edits start from this.
        queue.board = (message.id, _header_of(message))
        return message

    async def _repost_table(
        self, channel: BoardChannel, table: Table, header: list[str], recorded: int
    ) -> discord.Message:
        """A table message in place of one deleted (or never posted), recorded only if no other
        process recorded its own meanwhile: then this copy goes and theirs is the table's."""
        kwargs, files = await self.board_message(table, header="\n".join(header), ping=False)
        message = await channel.send(files=files, **kwargs)
        let_go(kwargs.get("view"))
        patch: table_meta.MetaPatch = {"board_message": message.id, "table_pinned": None}
        if not await self.bot.store.patch_meta(
            table.id, patch, now=self.bot.tables.clock(), board_was=recorded
        ):
            with contextlib.suppress(discord.HTTPException):
                await message.delete()
            current = await self.bot.tables.by_id(table.id) or table
            theirs = current.row.meta.get("board_message")
            if theirs:
                return await channel.fetch_message(theirs)
            return message  # not expected: a record without a message; shown anyway
        table.row.meta = table_meta.patched(table.row.meta, patch)
        log.info("game %s: table message posted again as %s", table.id, message.id)
        if await table_message.pin(message):
            await self.bot.tables.update_meta(table, table_pinned=True)
        return message

    async def _finish_table(self, table: Table, board: _Board) -> Table:
        """The last state: a new board in the flow with the result, and the table message showing
        it too, unpinned."""
        kept = table.row.meta.get("board_message")
        pinned = table_meta.table_pinned(table.row.meta)
        message = await self._post_new(table, board.lines, board.interactions)
        if kept and message is not None and kept != message.id:
            channel = await self._reach(table)
            with contextlib.suppress(discord.NotFound):
                await self._edit_board(await channel.fetch_message(kept), table, board.lines[-EDITED_LINES:])
            if pinned:
                await table_message.unpin(channel, kept)
        await self.bot.tables.update_meta(table, table_pinned=None)
        if message is None:
            await self.bot.tables.board_shown(table)
        else:
            await self.bot.tables.board_shown(table, message.id, retired_as(message))
        return table

    async def _post_new(
        self, table: Table, header: list[str], interactions: list[discord.Interaction]
    ) -> discord.Message | None:
        """A new board message: as the answer of a typed move still "thinking" publicly when it
        pings no one else, else in the channel (the thinking message deleted)."""
        kwargs, files = await self.board_message(table, header="\n".join(header))
        message: discord.Message | None = None
        thinking = next((i for i in interactions if _thinking_publicly(i, table)), None)
        # The answer of a typed move replaces its "thinking…" message, an edit: a board that pings
        # someone is a message of its own, and the thinking message goes (still one message).
        pinging = pings_anyone(kwargs, thinking)
        answering = None if pinging else thinking
        if answering is not None:
            try:
                message = await _answer(answering, kwargs, files)
            except discord.HTTPException as exc:
                log.info("game %s: board not sent as the answer (%s); posting it", table.id, exc)
                answering = None
                kwargs, files = await self.board_message(table, header="\n".join(header))
        if message is None:
            # An answer that failed just now is not tried again as the fallback.
            fallback = thinking if pinging else None
            message, answering = await self._send_anew(table, header, kwargs, files, fallback)
        let_go(kwargs.get("view"))
        await self._drop_thinking([i for i in interactions if i is not answering])
        await self.retire_board(table, message)
        return message

    async def _send_anew(
        self,
        table: Table,
        header: list[str],
        kwargs: dict,
        files: list[discord.File],
        thinking: discord.Interaction | None,
    ) -> tuple[discord.Message, discord.Interaction | None]:
        """The board as a new channel message, and the interaction it answers: none, unless the
        channel refuses the bot's own messages and a typed move's "thinking…" can take it (the
        board is shown, its ping lost)."""
        target = await self._reach(table)
        try:
            return await target.send(files=files, **kwargs), None
        except discord.Forbidden:
            if thinking is None or ack_failed(thinking):
                raise
            log.info("game %s: the channel refused the board; sent as the typed move's answer", table.id)
            kwargs, files = await self.board_message(table, header="\n".join(header))
            return await _answer(thinking, kwargs, files), thinking

    async def _current_board(
        self, queue: BoardQueue, table: Table
    ) -> tuple[discord.Message | discord.PartialMessage, str] | None:
        """The board message last posted for the table and its header, if it is still there (as
        far as this process knows: one it showed itself is not read back)."""
        message_id = table.row.meta.get("board_message")
        if not message_id:
            return None
        channel = await self.channel(table)
        if channel is None:
            raise ChannelGone(f"channel {table.row.channel_id} is gone")
        if queue.board is not None and queue.board[0] == message_id:
            return channel.get_partial_message(message_id), queue.board[1]
        try:
            message = await channel.fetch_message(message_id)
        except discord.NotFound:
            return None
        return message, _header_of(message)

    async def _edit_if_there(
        self, message: discord.Message | discord.PartialMessage, table: Table, header: list[str]
    ) -> discord.Message | None:
        """The board edited to show `table`, or None if it was deleted (a new one is posted)."""
        try:
            return await self._edit_board(message, table, header)
        except discord.NotFound:
            return None

    async def _edit_board(
        self, message: discord.Message | discord.PartialMessage, table: Table, header: list[str]
    ) -> discord.Message:
        kwargs, files = await self.board_message(table, header="\n".join(header), ping=False)
        kwargs.setdefault("view", None)  # a board that offers nothing loses the buttons it had
        edited = await message.edit(attachments=files, **kwargs)
        let_go(kwargs.get("view"))
        return edited

    async def _drop_thinking(self, interactions: list[discord.Interaction]) -> None:
        """Typed moves whose board was shown another way: their "thinking…" goes away."""
        for interaction in interactions:
            response = interaction.response
            if isinstance(response, Acknowledged) and response.thinking and not ack_failed(interaction):
                response.thinking = False
                with contextlib.suppress(discord.HTTPException):
                    await interaction.delete_original_response()

    async def _recover(self) -> None:
        """After a restart: show every board that was committed but never posted."""
        # Listed before the bot can receive a move, so every row found was saved before this
        # start; one that moves meanwhile shows its own board, and is left to that move.
        unposted = await self.bot.store.listings.unposted_games()
        await self.bot.wait_until_ready()
        for row in unposted:
            table = await self.bot.tables.by_id(row.id)
            if table is not None and table.version == row.version:
                log.info("game %s: showing version %s, committed but not posted", row.id, row.version)
                late = [t(await self.locale(table), "publish-board-late")]
                self._spawn(self.show(table, lines=late))

    # -- after a move ----------------------------------------------------------------------------

    async def after_move(
        self, outcome: Outcome, interaction: discord.Interaction | None = None, *, prefix: str = ""
    ) -> None:
        """Show a saved move: the player's own message first, the private events at once, the
        board through the channel's queue. Autopilot seats that must act next are not played
        from here: the moves service wakes the deadline loop, which plays once this board is out.

        Nothing here may fail the caller: the move is saved, so a refusal from Discord only
        delays what it shows, and the player hears that the move was made."""
        table = outcome.table
        ui = self.bot.ui(table.row.game)
        in_place = ui.in_place(outcome)
        if interaction is not None and in_place:
            # The clicked message stays as it is: the board it belongs to is edited instead.
            if not interaction.response.is_done():
                await interaction.response.defer()
        elif interaction is not None:
            try:
                await self._acknowledge(interaction, outcome)
            except discord.HTTPException as exc:
                log.info("game %s: could not update the player's message: %s", table.id, exc)
        here = await self.locale(table)
        lines = ([prefix] if prefix else []) + ui.event_lines(outcome.events, reader=Reader(table, here))
        private = self._spawn(self._deliver_private_retrying(table, outcome.events))
        shown = await self.show(
            table, lines=lines, interaction=interaction, wait=BOARD_WAIT, private=private, in_place=in_place
        )
        if not shown and interaction is not None and not ack_failed(interaction):
            with contextlib.suppress(discord.HTTPException):
                unseen = t(player_locale(interaction), "reply-made-but-unseen")
                await interaction.followup.send(unseen, ephemeral=True)
        # The handler sees its private messages out (they keep trying in the background).
        await asyncio.wait([private], timeout=BOARD_WAIT)

    async def shown(self, table: Table, timeout: float | None, *, posting: bool = False) -> bool:
        """Wait until a board showing this version of the table (or a later one) is out; False
        if that takes longer than `timeout`, or (`posting`: the caller queued it) once the queue
        stops without it."""
        queue = self.queue(table.row.channel_id)
        loop = asyncio.get_running_loop()
        deadline = None if timeout is None else loop.time() + timeout
        failures = queue.failures
        while queue.shown < stamp(table):
            if posting and (queue.task is None or queue.task.done()):
                return False
            if posting and deadline is not None and queue.failures > failures:
                # Discord refused once already: say so now rather than at the deadline.
                deadline = min(deadline, loop.time())
            left = None if deadline is None else deadline - loop.time()
            if left is not None and left <= 0:
                return False
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(queue.change().wait(), left)
        return True

    async def _deliver_private_retrying(self, table: Table, events: list[Event]) -> None:
        for attempt in range(len(RETRY_DELAYS) + 1):
            try:
                await self.deliver_private(table, events)
                return
            except Exception as exc:
                if attempt == len(RETRY_DELAYS):
                    log.error("game %s: private messages not delivered: %s", table.id, exc)
                    return
                log.warning("game %s: private messages failed (%s); trying again", table.id, exc)
                await asyncio.sleep(RETRY_DELAYS[attempt])

    async def _acknowledge(self, interaction: discord.Interaction, outcome: Outcome) -> None:
        response = interaction.response
        if ack_failed(interaction) or (
            response.answered if isinstance(response, Acknowledged) else response.is_done()
        ):
            return  # nothing can answer, or the callback already answered in its own words
        if interaction.type is discord.InteractionType.component and interaction.message is not None:
            played = t(player_locale(interaction), "publish-you-played", action=str(outcome.action))
            if interaction.message.flags.ephemeral:
                await interaction.response.edit_message(content=played, view=None, attachments=[], embed=None)
            else:
                await interaction.response.edit_message(view=None)
        elif not interaction.response.is_done():
            await interaction.response.defer()

    # -- private information -----------------------------------------------------------------------

    async def deliver_private(self, table: Table, events: list[Event]) -> None:
        by_seat: dict[int, list[str]] = defaultdict(list)
        ui = self.bot.ui(table.row.game)
        for event in events:
            # Not DMed: what the channel already shows, or the player's own move told back to them.
            if event.to is not None and ui.direct_message(event):
                for seat in [s for s in event.to if not table.is_bot(s)]:
                    # Each reader's own language: a DM, or the inbox behind "Show mine".
                    me = await self.reader(table.user_of(seat))
                    by_seat[seat].append(ui.private_line(event, reader=Reader(table, me, seat)))
        if not by_seat:
            return
        url = await self._new_board_url(table)
        for seat, texts in sorted(by_seat.items()):
            await self.send_private(table, seat, texts, url=url)

    async def _new_board_url(self, table: Table) -> str | None:
        """The link to the board of this move, once it is out (or the board before, after
        LINK_WAIT). A game's last board waits for its private messages: they link the one before."""
        if table.result() is None:
            await self.shown(table, LINK_WAIT, posting=True)
        return await self.board_url(table)

    async def board_url(self, table: Table) -> str | None:
        """The link to the table's current board (or lobby) as stored: the caller's copy of the
        table may predate the board just posted (a game's start). Its row only: no state decoded."""
        row = await self.bot.store.game(table.id) or table.row
        return table_url(row.guild_id, row.channel_id, row.status, row.meta)

    async def private_payload(
        self, table: Table, seat: int, texts: list[str], *, locale: str | None = None, url: str | None = None
    ) -> tuple[dict, list]:
        """A seat's private message, in `locale` (by default the player's own language); its title
        links to `url`, the game's board, when given."""
        me = locale or await self.reader(table.user_of(seat))
        reader = Reader(table, me, seat)
        ui = self.bot.ui(table.row.game)
        images = await self.render(lambda: ui.private_images(reader=reader))
        title = game_title(me, table.row.game, table.game)
        if learn.is_lesson(table):  # sent into the lesson's own DM: no channel to point to
            where = t(me, "learn-private-title", game=title, id=table.id)
        else:
            where = t(
                me, "publish-private-title", game=title, id=table.id, channel=f"<#{table.row.channel_id}>"
            )
        title = linked(me, f"**{where}**", url)
        kwargs: dict = {"content": clip("\n".join([title, *texts]), MAX_CONTENT)}
        view = ui.private_view(reader=reader)
        if view is not None:
            kwargs["view"] = view
        return kwargs, attachments(images)

    async def dm(self, user_id: int, send: Callable[[discord.abc.Messageable], Awaitable[T]]) -> T:
        """What `send` returns, run on the player's DM channel. The channel's id is kept with the
        store once opened and sent to as it is: discord.py keeps only the 128 most recent DM
        channels, so with many players, and after every restart, nearly every DM opened its
        channel first (1,452 requests in 300 s at a million games). A kept channel Discord does
        not know as the bot's (`not_the_bots`) is opened again and `send` runs once more; any
        other refusal, closed DMs among them, reaches the caller. The kept id only saves a
        request: a store that cannot read or keep it costs that request, never the DM."""
        try:
            kept = await self.bot.store.preferences.dm_channel(user_id)
        except Exception as exc:
            log.warning("DM channel of user %s not read (%s): opening it", user_id, exc)
            kept = None
        if kept is None:
            return await send(await self.open_dm(user_id))
        try:
            return await send(self.bot.get_partial_messageable(kept, type=discord.ChannelType.private))
        except discord.HTTPException as exc:
            if not not_the_bots(exc):
                raise
            log.warning("DM channel %s of user %s refused (%s): opening it again", kept, user_id, exc)
        # Forgotten first: should opening fail, the next DM does not try the dead id again.
        await self._keep_dm_channel(user_id, None)
        return await send(await self.open_dm(user_id))

    async def open_dm(self, user_id: int) -> discord.DMChannel:
        """The player's DM channel as Discord opens it, its id kept for `dm`: for a caller that
        keeps the id itself (a lesson's table lives in the channel), which must be the one
        Discord knows now. Opened from the id alone: the user is rarely cached (discord.py keeps
        users only while a member object holds them), and fetching them first cost a request."""
        channel = await self.bot.create_dm(discord.Object(user_id))
        await self._keep_dm_channel(user_id, channel.id)
        return channel

    async def _keep_dm_channel(self, user_id: int, channel_id: int | None) -> None:
        """Keep (None: forget) the player's DM channel id, or log why not: a DM that Discord
        took is not failed for an id the store could not write."""
        try:
            await self.bot.store.preferences.set_dm_channel(user_id, channel_id)
        except Exception as exc:
            log.warning("DM channel %s of user %s not kept (%s)", channel_id, user_id, exc)

    async def send_private(
        self, table: Table, seat: int, texts: list[str], *, url: str | None = None
    ) -> bool:
        """DM a seat; on closed DMs keep the texts in the inbox and say so in the channel. Both
        link to `url`, by default the table's current board (or lobby)."""
        user_id = table.user_of(seat)
        if table.is_bot(seat):
            return True  # a bot reads the state itself: nothing is sent anywhere
        if url is None:
            url = await self.board_url(table)
        settings = await self.bot.store.preferences.user_settings(user_id)
        # After one refusal the inbox is used without trying again (see bot/closed_dms.py).
        if settings.get("private") != "ephemeral" and user_id not in self.bot.closed_dms:
            kwargs, files = await self.private_payload(table, seat, texts, url=url)

            async def send(channel: discord.abc.Messageable) -> None:
                for f in files:
                    f.reset()  # a second attempt (`dm`) sends the pictures from their start again
                await channel.send(files=files, **kwargs)

            try:
                await self.dm(user_id, send)
                return True
            except discord.Forbidden as exc:
                if not self.bot.closed_dms.refused(user_id, exc):
                    log.warning("game %s: DM to %s refused: %s", table.id, user_id, exc)
            except discord.HTTPException as exc:
                log.warning("game %s: DM to %s failed: %s", table.id, user_id, exc)
            finally:
                let_go(kwargs.get("view"))
        await self._to_inbox(table, seat, texts, url)
        return False

    async def _to_inbox(self, table: Table, seat: int, texts: list[str], url: str | None) -> None:
        current = await self.bot.tables.by_id(table.id) or table
        inbox = dict(current.row.meta.get("inbox", {}))
        inbox[str(seat)] = [*inbox.get(str(seat), []), *texts][-20:]
        # One note per turn in the channel, however many private steps the turn has: the texts
        # gather in the inbox and Show mine shows them all. The bot plays for a seat on autopilot,
        # so its player is not called to the channel at all.
        user_id = current.user_of(seat)
        turn = self.bot.ui(current.row.game).private_turn(current)
        told = current.row.meta.get("inbox_told", {})
        tell = seat not in table_meta.autopilot_seats(current.row.meta) and told.get(str(user_id)) != turn
        changes: table_meta.MetaPatch = {"inbox": inbox}
        if tell:
            changes["inbox_told"] = {**told, str(user_id): turn}
        await self.bot.tables.update_meta(current, **changes)
        if not tell:
            return
        channel = await self.channel(table)
        if channel is None:
            return
        here = await self.locale(table)
        view = discord.ui.View(timeout=None)
        view.add_item(ShowMineButton(table.id, locale=here))
        await channel.send(
            linked(here, t(here, "publish-dm-closed", user=f"<@{user_id}>"), url, "links-go-to-board"),
            view=view,
            allowed_mentions=discord.AllowedMentions(users=[discord.Object(user_id)]),
        )
        let_go(view)


def bots_turn(table: Table) -> bool:
    """Whether the game, still running, waits for the bot alone: every seat that may act is a bot
    or on autopilot."""
    if table.state is None or table.result() is not None or table.row.status != "active":
        return False
    autopilot = table_meta.autopilot_seats(table.row.meta)
    acting = table.may_act() | table.to_act()
    return bool(acting) and all(table.is_bot(s) or s in autopilot for s in acting)


def pings_anyone(kwargs: dict, besides: discord.Interaction | None = None) -> bool:
    """Whether a message with these keyword arguments notifies someone of a mention (only when
    it is created: Discord notifies no one of the mentions in an edit), other than the player who
    made the interaction it answers, who is there already."""
    allowed = kwargs.get("allowed_mentions")
    users = allowed.users if isinstance(allowed, discord.AllowedMentions) else True
    if users is False or not users:
        return False
    written = {int(u) for u in re.findall(r"<@!?(\d+)>", kwargs.get("content") or "")}
    if users is not True:
        written &= {u.id for u in users}
    return bool(written - ({besides.user.id} if besides is not None else set()))


async def _answer(
    interaction: discord.Interaction, kwargs: dict, files: list[discord.File]
) -> discord.Message:
    """The board as the answer of a typed move: it replaces the "thinking…" message."""
    message = await interaction.followup.send(files=files, wait=True, **kwargs)
    let_go(kwargs.get("view"))
    response = interaction.response
    if isinstance(response, Acknowledged):
        response.thinking = False
    return message


def _thinking_publicly(interaction: discord.Interaction, table: Table) -> bool:
    response = interaction.response
    return (
        isinstance(response, Acknowledged)
        and response.kind == "public"
        and response.thinking
        and interaction.channel_id == table.row.channel_id
    )
