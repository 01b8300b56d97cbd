"""FakeDiscord: the loopback server plus the helpers a test uses to act like players.

See the package docstring (``tests/fakediscord/__init__.py``) for the API in one page.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import secrets
import sys
from collections.abc import AsyncIterator, Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import discord
from aiohttp import web
from discord.ext import commands

from . import patches
from .appcommands import CommandRegistry
from .clock import FakeClock
from .errors import DiscordError
from .faults import Faults
from .gateway import DIRECT_MESSAGES, GUILD_MEMBERS, GUILD_MESSAGES, GUILDS, Gateway
from .interactions import (
    APPLICATION_COMMAND,
    AUTOCOMPLETE,
    DEFERRED_CHANNEL_MESSAGE,
    MESSAGE_COMPONENT,
    MODAL_SUBMIT,
    FakeModal,
    InteractionNotAnswered,
    Reply,
    Resolved,
    base_payload,
    check_can_use,
    command_data,
    find_command,
    find_component,
    modal_components,
    select_values,
)
from .limits import check_message
from .ratelimits import RateLimiter
from .rest import SETTABLE_FLAGS, Rest, Upload, attachments_for
from .world import (
    EPHEMERAL,
    LOADING,
    Attachment,
    FakeChannel,
    FakeGuild,
    FakeMember,
    FakeMessage,
    FakeRole,
    FakeUser,
    World,
    permission_value,
)

log = logging.getLogger("fakediscord")

SHIM_DIR = Path(__file__).parent / "_shim"
# The asyncio tasks in which discord.py 2.7 runs the code that handles an interaction
# (app_commands/tree.py, ui/view.py, ui/modal.py, client.py's dispatch of on_interaction).
# An in-process interaction is "answered" when the ones it started have finished.
HANDLER_TASK_PREFIXES = (
    "CommandTree-invoker",
    "discord-ui-view-dispatch-",
    "discord-ui-dynamic-item-",
    "discord-ui-modal-dispatch-",
    "discord.py: on_interaction",
)

_active_fake: FakeDiscord | None = None  # Route.BASE is global: one patched fake at a time


@dataclass(eq=False)
class RecordedRequest:
    """One REST request the bot made, and the answer it got."""

    method: str
    path: str
    query: dict[str, str]
    at: float
    body: Any = None
    files: list[tuple[str, int]] = field(default_factory=list)  # (filename, size)
    status: int = 0
    response: Any = None

    def __repr__(self) -> str:
        return f"<{self.method} {self.path} -> {self.status}>"


@dataclass(eq=False)
class _InProcessBot:
    bot: commands.Bot | commands.AutoShardedBot
    task: asyncio.Task[None]
    listener: Callable[[discord.Interaction], Any]


class FakeDiscord:
    """A Discord on 127.0.0.1 for one test: ``async with FakeDiscord() as fake: ...``.

    ``ack_window`` (3 s on Discord) and ``token_lifetime`` (15 min) are measured on ``clock``;
    ``settle`` is how long a subprocess bot must stay silent before its answer counts as complete.
    With ``strict`` (the default), leaving the block after the bot called an unimplemented route
    fails the test.
    """

    def __init__(
        self,
        *,
        token: str = "fake-bot-token",
        clock: FakeClock | None = None,
        ack_window: float = 3.0,
        token_lifetime: float = 15 * 60,
        settle: float = 0.3,
        strict: bool = True,
        guild_name: str = "Table Guild",
        rate_limits: str | None = None,
    ) -> None:
        self.token = token
        self.clock = clock or FakeClock()
        self.ack_window = ack_window
        self.token_lifetime = token_lifetime
        self.settle = settle
        self.strict = strict
        self.world = World(self.clock, guild_name=guild_name)
        self.gateway = Gateway(self)
        self.rest = Rest(self)
        self.ratelimits = RateLimiter(self.clock, token, mode=rate_limits)
        self.faults = Faults(self)
        # Registered application commands: guild id (None: global) -> commands as Discord returns them.
        self.commands: dict[int | None, list[dict[str, Any]]] = {}
        self.command_registry = CommandRegistry(
            self.commands, self.world.new_id, self.world.application_id, self.clock.now
        )
        self.syncs = 0
        self.replies: dict[int, Reply] = {}
        self.replies_by_token: dict[str, Reply] = {}
        self.requests: list[RecordedRequest] = []
        self.unhandled: list[str] = []
        self.gateway_log: list[tuple[str, Any]] = []
        self.attachments: dict[int, Attachment] = {}
        self.in_flight = 0
        # Interactions dispatched and not yet settled: their bot's requests are attributed to them.
        self.in_progress: list[Reply] = []
        self._bots: list[_InProcessBot] = []
        self._seen: dict[int, asyncio.Future[list[asyncio.Task[Any]]]] = {}
        self._tasks_before: dict[int, set[asyncio.Task[Any]]] = {}
        self._changed = asyncio.Event()
        self._last_activity = 0.0
        self._outbox: list[tuple[str, dict[str, Any], int]] = []
        self._outbox_lock = asyncio.Lock()
        self._flushes: set[asyncio.Task[None]] = set()
        self._runner: web.AppRunner | None = None
        self._saved: patches.Saved | None = None
        self.port = 0

    # -- addresses --------------------------------------------------------------------------------
    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_base(self) -> str:
        """What discord.py's Route.BASE must be (the bot's DISCORD_API_BASE)."""
        return f"{self.base_url}/api/v10"

    @property
    def gateway_url(self) -> str:
        """What GET /gateway/bot and READY's resume_gateway_url answer."""
        return f"ws://127.0.0.1:{self.port}/gateway"

    # -- life cycle -------------------------------------------------------------------------------
    async def __aenter__(self) -> FakeDiscord:
        await self.start()
        return self

    async def __aexit__(self, exc_type: Any, exc: Any, tb: Any) -> None:
        await self.stop()
        if self.strict and exc_type is None and self.unhandled:
            raise AssertionError(f"the bot called routes fakediscord does not implement: {self.unhandled}")

    async def start(self) -> None:
        global _active_fake
        if _active_fake is not None:
            raise RuntimeError("another FakeDiscord is running: discord.py's Route.BASE is global")
        app = web.Application(client_max_size=64 * 1024 * 1024)  # so that 25 MiB gets Discord's 413
        app.router.add_get("/gateway", self.gateway.handle)
        app.router.add_get("/attachments/{id}/{filename}", self._serve_attachment)
        app.router.add_route("*", "/api/v10/{tail:.*}", self.rest.handle)
        self._runner = web.AppRunner(app, handle_signals=False, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        server = site._server
        assert isinstance(server, asyncio.Server)
        self.port = server.sockets[0].getsockname()[1]
        self.world.attachment_base_url = f"{self.base_url}/attachments"
        self._saved = patches.apply(self.api_base, self.gateway_url)
        _active_fake = self
        log.info("fakediscord listening on %s", self.base_url)

    async def stop(self) -> None:
        global _active_fake
        for run in list(self._bots):
            await self.disconnect(run.bot)
        dms = {c.id: c.recipient_id for c in self.world.channels.values() if c.is_dm and c.recipient_id}
        self.ratelimits.write_report(dms)
        await self.gateway.close()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
        if self._saved is not None:
            patches.restore(self._saved)
            self._saved = None
        if _active_fake is self:
            _active_fake = None

    async def _serve_attachment(self, request: web.Request) -> web.StreamResponse:
        attachment = self.attachments.get(int(request.match_info["id"]))
        if attachment is None:
            raise web.HTTPNotFound()
        return web.Response(body=attachment.data, content_type=attachment.content_type)

    # -- waiting without sleeping -----------------------------------------------------------------
    def pulse(self) -> None:
        """Something changed: wake up whoever waits in wait_until()."""
        self._last_activity = asyncio.get_running_loop().time()
        self._changed.set()
        self._changed = asyncio.Event()

    async def wait_until(
        self, predicate: Callable[[], bool], *, timeout: float = 10.0, what: str = ""
    ) -> None:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while not predicate():
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise TimeoutError(f"fakediscord: gave up after {timeout}s waiting for {what or predicate}")
            changed = self._changed
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(changed.wait(), remaining)

    async def _quiet(self, timeout: float) -> None:
        """Until no request is in flight and none arrived for `settle` seconds."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            idle = loop.time() - self._last_activity
            if self.in_flight == 0 and idle >= self.settle:
                return
            if loop.time() >= deadline:
                raise TimeoutError(f"fakediscord: the bot was still busy after {timeout}s")
            changed = self._changed
            wait = max(self.settle - idle, 0.01) if self.in_flight == 0 else deadline - loop.time()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(changed.wait(), min(wait, max(deadline - loop.time(), 0.01)))

    # -- records, called by the server ------------------------------------------------------------
    def begin_request(self, method: str, path: str, query: dict[str, str]) -> RecordedRequest:
        record = RecordedRequest(method, path, query, self.clock.now())
        self.requests.append(record)
        self.in_flight += 1
        self.pulse()
        return record

    def end_request(self, record: RecordedRequest, status: int, response: Any) -> None:
        record.status, record.response = status, response
        self.in_flight -= 1
        if status >= 400:
            log.info("fakediscord: %s %s -> %s %s", record.method, record.path, status, response)
            for reply in self.in_progress:
                reply.errors.append(record)
        self.pulse()

    def note_unhandled(self, method: str, path: str) -> None:
        self.unhandled.append(f"{method} {path}")

    def note_sync(self, scope: int | None) -> None:
        self.syncs += 1
        self.pulse()

    def note_ack(self, reply: Reply, response_type: int) -> None:
        reply.response_type = response_type
        reply.acked_at = self.clock.now()
        reply.acked.set()
        self.pulse()

    def record_gateway(self, what: str, data: Any) -> None:
        self.gateway_log.append((what, data))

    def _note_message(self, msg: FakeMessage) -> None:
        for reply in self.in_progress:
            if msg not in reply.sent:
                reply.sent.append(msg)
        self.pulse()

    # -- messages: created, edited, deleted (by REST and interaction answers) ----------------------
    async def create_message(
        self,
        channel: FakeChannel,
        body: dict[str, Any],
        files: list[Upload],
        *,
        prefix: tuple[str | int, ...] = (),
        reply: Reply | None = None,
        loading: bool = False,
        message_type: int = 0,
        reference_id: int | None = None,
        author: FakeUser | None = None,
    ) -> FakeMessage:
        check_message(
            body,
            n_files=len(files),
            upload_bytes=sum(len(d) for _, _, d, _ in files),
            prefix=prefix,
            require_something=not loading,
        )
        flags = int(body.get("flags") or 0) & SETTABLE_FLAGS
        if reply is None:
            flags &= ~EPHEMERAL  # only interaction answers can be ephemeral
        msg = FakeMessage(
            self.world.new_id(),
            channel.id,
            channel.guild_id,
            (author or self.world.bot_user).id,
            content=body.get("content") or "",
            embeds=list(body.get("embeds") or []),
            components=list(body.get("components") or []),
            flags=flags | (LOADING if loading else 0),
            allowed_mentions=body.get("allowed_mentions"),
            type=message_type,
            reference_id=reference_id,
            dm_to=channel.recipient_id if channel.is_dm else None,
            created_at=self.world.now(),
        )
        msg.posted_pings = msg.pinged
        msg.attachments = attachments_for(self.world.new_id, body, files, [], self.world.attachment_base_url)
        self.attachments.update((a.id, a) for a in msg.attachments)
        if reply is not None:
            msg.interaction_id = reply.id
            msg.interaction_user_id = reply.user.id
            msg.interaction_type = reply.type
            msg.webhook_id = self.world.application_id
            if msg.ephemeral:
                msg.ephemeral_to = reply.user.id
        self.world.messages[msg.id] = msg
        self._note_message(msg)
        if not msg.ephemeral:
            await self._message_event("MESSAGE_CREATE", msg)
        return msg

    async def edit_message(
        self,
        msg: FakeMessage,
        body: dict[str, Any],
        files: list[Upload],
        *,
        prefix: tuple[str | int, ...] = (),
    ) -> None:
        attachments = attachments_for(
            self.world.new_id, body, files, msg.attachments, self.world.attachment_base_url
        )
        after = {
            "content": body.get("content", msg.content),
            "embeds": body.get("embeds", msg.embeds),
            "components": body.get("components", msg.components),
            "flags": (int(body["flags"]) if body.get("flags") is not None else msg.flags) & SETTABLE_FLAGS,
        }
        check_message(
            after, n_files=len(attachments), upload_bytes=sum(len(d) for _, _, d, _ in files), prefix=prefix
        )
        was_loading = msg.loading
        if not was_loading:
            msg.history.append(msg.snapshot())
            msg.edited_at = self.world.now()
        msg.content = after["content"] or ""
        msg.embeds = list(after["embeds"] or [])
        msg.components = list(after["components"] or [])
        msg.flags = (after["flags"] & ~EPHEMERAL) | (msg.flags & EPHEMERAL)
        if "allowed_mentions" in body:
            msg.allowed_mentions = body["allowed_mentions"]
        msg.attachments = attachments
        self.attachments.update((a.id, a) for a in attachments)
        self._note_message(msg)
        if not msg.ephemeral:
            await self._message_event("MESSAGE_UPDATE", msg)

    async def delete_message(self, msg: FakeMessage) -> None:
        msg.deleted = True
        self.pulse()
        if not msg.ephemeral:
            data = {"id": str(msg.id), "channel_id": str(msg.channel_id)}
            if msg.guild_id is not None:
                data["guild_id"] = str(msg.guild_id)
            await self.emit("MESSAGE_DELETE", data, GUILD_MESSAGES if msg.guild_id else DIRECT_MESSAGES)

    async def _message_event(self, event: str, msg: FakeMessage) -> None:
        intent = GUILD_MESSAGES if msg.guild_id is not None else DIRECT_MESSAGES
        bot = self.world.bot_user.id
        # Without the message content intent a bot gets other people's guild messages without
        # their content, unless it is mentioned (as on Discord).
        redact = msg.author_id != bot and msg.guild_id is not None and bot not in msg.mentions
        await self.flush()
        await self.gateway.dispatch(
            event, self.world.message_payload(msg, gateway=True), intent=intent, redact=redact
        )

    async def announce_thread(self, thread: FakeChannel) -> dict[str, Any]:
        payload = {**self.world.channel_payload(thread), "newly_created": True}
        await self.emit("THREAD_CREATE", payload, GUILDS)
        return self.world.channel_payload(thread)

    # -- gateway events ---------------------------------------------------------------------------
    async def emit(self, event: str, data: dict[str, Any], intent: int = 0) -> None:
        """Send a gateway event now, after any queued by the synchronous helpers."""
        await self.flush()
        await self.gateway.dispatch(event, data, intent=intent)

    def _queue(self, event: str, data: dict[str, Any], intent: int) -> None:
        """For synchronous helpers (fake.user(), fake.thread()...): sent before the next
        interaction or event, or soon by a task, whichever comes first."""
        if not self.gateway.sessions:
            return  # no bot has connected yet: it will see the object in GUILD_CREATE
        self._outbox.append((event, data, intent))
        try:
            task = asyncio.get_running_loop().create_task(self.flush())
        except RuntimeError:
            return  # no loop yet: the next interaction flushes
        self._flushes.add(task)
        task.add_done_callback(self._flush_done)

    def _flush_done(self, task: asyncio.Task[None]) -> None:
        self._flushes.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("fakediscord: sending queued gateway events failed", exc_info=task.exception())

    async def flush(self) -> None:
        async with self._outbox_lock:
            while self._outbox:
                event, data, intent = self._outbox.pop(0)
                await self.gateway.dispatch(event, data, intent=intent)

    # -- the world, as a test sets it up ----------------------------------------------------------
    @property
    def guild(self) -> FakeGuild:
        """The default guild."""
        return self.world.default_guild

    @property
    def bot_user(self) -> FakeUser:
        return self.world.bot_user

    def user(
        self,
        name: str,
        *,
        display_name: str | None = None,
        nick: str | None = None,
        dms_closed: bool | None = None,
        roles: Iterable[str | FakeRole] = (),
        permissions: Iterable[str] = (),
        guild: FakeGuild | None = None,
    ) -> FakeUser:
        """The user called `name`, created (and made a member of the guild) on first use.
        `permissions` ("manage_channels", ...) gives the member a role with those permissions."""
        guild = guild or self.guild
        user = self.world.user_named(name)
        if user is None:
            user = self.world._add_user(name, display_name)
        elif display_name is not None:
            user.display_name = display_name
        if dms_closed is not None:
            user.dms_closed = dms_closed
        member = guild.members.get(user.id)
        if member is None:
            member = self.world.join(guild, user, nick=nick)
            self._queue("GUILD_MEMBER_ADD", {**member.payload(), "guild_id": str(guild.id)}, GUILD_MEMBERS)
        elif nick is not None:
            member.nick = nick
        for role in roles:
            role = role if isinstance(role, FakeRole) else self.role(role, guild=guild)
            if role.id not in member.roles:
                member.roles.append(role.id)
        perms = set(permissions)
        if perms:
            role = self.role(f"{name}: {' '.join(sorted(perms))}", permissions=perms, guild=guild)
            if role.id not in member.roles:
                member.roles.append(role.id)
        return user

    def member(self, user: FakeUser, guild: FakeGuild | None = None) -> FakeMember:
        return (guild or self.guild).members[user.id]

    def role(self, name: str, *, permissions: Iterable[str] = (), guild: FakeGuild | None = None) -> FakeRole:
        """The role called `name`, created with these permissions on first use."""
        guild = guild or self.guild
        for role in guild.roles.values():
            if role.name == name:
                return role
        role = self.world.add_role(guild, name, permission_value(permissions))
        self._queue("GUILD_ROLE_CREATE", {"guild_id": str(guild.id), "role": role.payload()}, GUILDS)
        return role

    def channel(
        self, name: str = "general", *, guild: FakeGuild | None = None, topic: str | None = None
    ) -> FakeChannel:
        """The text channel #name, created on first use."""
        guild = guild or self.guild
        for cid in guild.channel_ids:
            if self.world.channels[cid].name == name:
                return self.world.channels[cid]
        channel = self.world.add_channel(guild, name, topic=topic)
        self._queue("CHANNEL_CREATE", self.world.channel_payload(channel), GUILDS)
        return channel

    def thread(
        self, parent: FakeChannel | str, name: str, *, owner: FakeUser | None = None, private: bool = False
    ) -> FakeChannel:
        """A thread in `parent`, created by `owner` (a player; default the bot)."""
        parent = self.channel(parent) if isinstance(parent, str) else parent
        for c in self.world.channels.values():
            if c.is_thread and c.parent_id == parent.id and c.name == name:
                return c
        thread = self.world.add_thread(parent, name, owner or self.bot_user, private=private)
        self._queue("THREAD_CREATE", {**self.world.channel_payload(thread), "newly_created": True}, GUILDS)
        return thread

    def dm_channel(self, user: FakeUser) -> FakeChannel:
        return self.world.dm_channel(user)

    def guild_named(self, name: str) -> FakeGuild:
        """Another guild, created on first use (the bot is a member of every guild)."""
        for g in self.world.guilds.values():
            if g.name == name:
                return g
        guild = self.world.add_guild(name)
        self._queue("GUILD_CREATE", self.world.guild_payload(guild, with_members=False), GUILDS)
        return guild

    def set_permissions(
        self,
        channel: FakeChannel,
        target: FakeUser | FakeRole,
        *,
        allow: Iterable[str] = (),
        deny: Iterable[str] = (),
    ) -> None:
        """A channel permission overwrite for a member or a role."""
        kind = 1 if isinstance(target, FakeUser) else 0
        channel.overwrites = [o for o in channel.overwrites if int(o["id"]) != target.id]
        channel.overwrites.append(
            {
                "id": str(target.id),
                "type": kind,
                "allow": str(permission_value(allow)),
                "deny": str(permission_value(deny)),
            }
        )
        self._queue("CHANNEL_UPDATE", self.world.channel_payload(channel), GUILDS)

    # -- channels, threads and guilds going away ----------------------------------------------------
    async def delete_channel(self, channel: FakeChannel | str) -> None:
        """Someone deletes a channel or thread: CHANNEL_DELETE or THREAD_DELETE. A channel's
        threads go with it, without events of their own (the client already knows they are
        gone); REST then answers 404 Unknown Channel for all of them."""
        ch = self._channel(channel)
        guild = self.world.get_guild(ch.guild_id or 0)
        if ch.is_thread:
            event = "THREAD_DELETE"
            data = {
                "id": str(ch.id),
                "guild_id": str(guild.id),
                "parent_id": str(ch.parent_id),
                "type": ch.type,
            }
        else:
            event, data = "CHANNEL_DELETE", self.world.channel_payload(ch)
        threads = [c for c in self.world.channels.values() if c.is_thread and c.parent_id == ch.id]
        for gone in (ch, *threads):
            del self.world.channels[gone.id]
        if ch.id in guild.channel_ids:
            guild.channel_ids.remove(ch.id)
        await self.emit(event, data, GUILDS)

    async def remove_bot_from_guild(self, guild: FakeGuild, *, deleted: bool = False) -> None:
        """The bot is kicked from (or leaves) `guild`, or with `deleted` the guild is deleted:
        GUILD_DELETE without ``unavailable``. The guild and its channels are gone for the bot."""
        del guild.members[self.bot_user.id]
        if deleted:
            for cid in [c.id for c in self.world.channels.values() if c.guild_id == guild.id]:
                del self.world.channels[cid]
            del self.world.guilds[guild.id]
        await self.emit("GUILD_DELETE", {"id": str(guild.id)}, GUILDS)

    async def guild_outage(self, guild: FakeGuild) -> None:
        """Discord loses `guild` for a while: GUILD_DELETE with ``unavailable: true``, which
        deletes nothing (the guild comes back with a GUILD_CREATE)."""
        await self.emit("GUILD_DELETE", {"id": str(guild.id), "unavailable": True}, GUILDS)

    async def guild_back(self, guild: FakeGuild) -> None:
        await self.emit("GUILD_CREATE", self.world.guild_payload(guild, with_members=False), GUILDS)

    async def invite_bot(self, name: str) -> FakeGuild:
        """An admin invites the bot to a new server `name`: its GUILD_CREATE comes without
        ``unavailable`` (discord.py dispatches ``guild_join``; with it, ``guild_available``)."""
        guild = self.world.add_guild(name)
        payload = self.world.guild_payload(guild, with_members=False)
        payload.pop("unavailable", None)
        await self.emit("GUILD_CREATE", payload, GUILDS)
        return guild

    # -- what the bot did -------------------------------------------------------------------------
    @property
    def messages(self) -> list[FakeMessage]:
        """Every message ever created, in order (deleted and ephemeral ones too)."""
        return list(self.world.messages.values())

    def channel_messages(self, channel: FakeChannel | str = "general") -> list[FakeMessage]:
        """What everyone sees in the channel (or thread): no ephemeral, deleted or still-thinking message."""
        channel = self.channel(channel) if isinstance(channel, str) else channel
        return self.world.channel_messages(channel.id)

    def last_message(self, channel: FakeChannel | str = "general") -> FakeMessage:
        msgs = self.channel_messages(channel)
        if not msgs:
            raise AssertionError(f"no message in {channel!r}")
        return msgs[-1]

    def dms(self, user: FakeUser) -> list[FakeMessage]:
        """The messages in the bot's DM channel with `user`."""
        return self.world.channel_messages(self.world.dm_channel(user).id)

    def ephemerals(self, user: FakeUser) -> list[FakeMessage]:
        """The ephemeral messages only `user` saw."""
        return [
            m
            for m in self.world.messages.values()
            if m.ephemeral_to == user.id and not m.deleted and not m.loading
        ]

    def command(self, path: str, *, guild: FakeGuild | bool | None = True) -> dict[str, Any]:
        """A synced command as Discord returned it ("game": with its id), or one of its
        subcommand options ("game new")."""
        top, chain = find_command(
            self.commands_for(self.guild if guild is True else guild or None), path, leaf=False
        )
        return chain[-1] if chain else top

    def commands_for(self, guild: FakeGuild | None) -> list[dict[str, Any]]:
        """What the client offers in `guild` (None: a DM): guild commands shadow global ones."""
        scoped = list(self.commands.get(guild.id, [])) if guild is not None else []
        names = {(c.get("type", 1), c["name"]) for c in scoped}
        return scoped + [c for c in self.commands.get(None, []) if (c.get("type", 1), c["name"]) not in names]

    async def wait_for_message(
        self, predicate: Callable[[FakeMessage], bool], *, timeout: float = 10.0
    ) -> FakeMessage:
        """The first message (existing or future, not deleted) that satisfies `predicate`."""
        found: list[FakeMessage] = []

        def check() -> bool:
            found[:] = [m for m in self.world.messages.values() if not m.deleted and predicate(m)]
            return bool(found)

        await self.wait_until(check, timeout=timeout, what="a matching message")
        return found[0]

    # -- bots -------------------------------------------------------------------------------------
    async def connect(
        self, bot: commands.Bot | commands.AutoShardedBot, *, sync: bool = True, timeout: float = 15.0
    ) -> None:
        """Start `bot` (``bot.start(token)`` in a task) against this server; return once it has
        identified, received READY and every GUILD_CREATE, and (if `sync`) synced commands."""
        identifies, syncs = self.gateway.identifies, self.syncs

        async def on_interaction(interaction: discord.Interaction) -> None:
            self._on_interaction(interaction)

        bot.add_listener(on_interaction, "on_interaction")
        task = asyncio.create_task(bot.start(self.token), name=f"fakediscord-bot-{len(self._bots)}")
        task.add_done_callback(lambda _: self.pulse())
        self._bots.append(_InProcessBot(bot, task, on_interaction))

        def started() -> bool:
            return task.done() or (
                self.gateway.identifies > identifies and all(s.ready for s in self.gateway.live_sessions)
            )

        await self.wait_until(started, timeout=timeout, what="the bot to identify")
        if not task.done() and sync:
            await self.wait_until(
                lambda: task.done() or self.syncs > syncs, timeout=timeout, what="a command sync"
            )
        if task.done():
            self._bots = [b for b in self._bots if b.task is not task]
            exc = task.exception()
            raise RuntimeError("the bot stopped while connecting") from exc

    async def disconnect(self, bot: commands.Bot | commands.AutoShardedBot) -> None:
        """Close `bot` (as a shutdown would) and forget it."""
        for run in [b for b in self._bots if b.bot is bot]:
            self._bots.remove(run)
            await bot.close()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await asyncio.wait_for(run.task, 10)
            bot.remove_listener(run.listener, "on_interaction")

    def bot_env(self, *, shim: bool = True, base: Mapping[str, str] | None = None) -> dict[str, str]:
        """Environment for a bot run as a separate process (``python -m bot``): the token, the API
        base and gateway URL (DISCORD_API_BASE, DISCORD_GATEWAY_URL: the project's bot applies
        them itself), the default guild as DEV_GUILD_ID (the guild it syncs to) and, with `shim`,
        a sitecustomize that applies both patches for a bot that does not."""
        env = dict(os.environ if base is None else base)
        env.update(
            DISCORD_TOKEN=self.token,
            DISCORD_API_BASE=self.api_base,
            DISCORD_GATEWAY_URL=self.gateway_url,
            DEV_GUILD_ID=str(self.guild.id),
            **{patches.ENV_API_BASE: self.api_base, patches.ENV_GATEWAY: self.gateway_url},
        )
        if shim:
            env["PYTHONPATH"] = os.pathsep.join(p for p in (str(SHIM_DIR), env.get("PYTHONPATH", "")) if p)
        return env

    async def wait_for_bot(
        self, *, after: int = 0, sync_after: int | None = None, timeout: float = 30.0
    ) -> None:
        """Wait until a bot (any process) has identified more than `after` times in total and its
        session is ready, and, with `sync_after`, synced more than that many times."""
        await self.wait_until(
            lambda: self.gateway.identifies > after and all(s.ready for s in self.gateway.live_sessions),
            timeout=timeout,
            what="a bot to identify",
        )
        if sync_after is not None:
            await self.wait_until(lambda: self.syncs > sync_after, timeout=timeout, what="a command sync")

    @contextlib.asynccontextmanager
    async def bot_process(
        self,
        *args: str,
        cwd: str | Path | None = None,
        env: Mapping[str, str] | None = None,
        sync: bool = True,
        timeout: float = 30.0,
    ) -> AsyncIterator[asyncio.subprocess.Process]:
        """Run a bot as a separate process (default ``python -m bot``), wait for its IDENTIFY and
        command sync, and terminate it on exit."""
        argv = args or (sys.executable, "-m", "bot")
        identifies, syncs = self.gateway.identifies, self.syncs
        proc = await asyncio.create_subprocess_exec(*argv, cwd=cwd, env={**self.bot_env(), **(env or {})})
        waiter = asyncio.ensure_future(proc.wait())
        waiter.add_done_callback(lambda _: self.pulse())
        try:
            await self.wait_until(
                lambda: (
                    waiter.done()
                    or (self.gateway.identifies > identifies and (not sync or self.syncs > syncs))
                ),
                timeout=timeout,
                what="the bot process to identify and sync",
            )
            if waiter.done():
                raise RuntimeError(f"the bot process exited with code {proc.returncode} before connecting")
            yield proc
        finally:
            if proc.returncode is None:
                proc.terminate()
                try:
                    await asyncio.wait_for(waiter, 10)
                except TimeoutError:
                    proc.kill()
                    await waiter

    async def reconnect_gateway(self, *, timeout: float = 10.0) -> None:
        """Ask the bot to reconnect (op 7, as Discord does); returns once it has RESUMEd."""
        before = sum(s.resumes for s in self.gateway.sessions.values())
        await self.gateway.reconnect()
        await self.wait_until(
            lambda: sum(s.resumes for s in self.gateway.sessions.values()) > before,
            timeout=timeout,
            what="the bot to resume",
        )

    # -- acting like a player ---------------------------------------------------------------------
    def _new_reply(
        self, type_: int, user: FakeUser, channel: FakeChannel, *, source: FakeMessage | None = None
    ) -> tuple[Reply, dict[str, Any]]:
        reply_id = self.world.new_id()
        token = f"fake-interaction-{reply_id}-{secrets.token_urlsafe(16)}"
        payload = base_payload(self.world, reply_id, token, type_, user, channel)
        reply = Reply(
            reply_id, token, type_, user, channel, channel.guild_id, payload, 0.0, source_message=source
        )
        if source is not None:
            payload["message"] = self.world.message_payload(source)
        return reply, payload

    def _channel(self, channel: FakeChannel | str | None) -> FakeChannel:
        if channel is None:
            return self.channel()
        return self.channel(channel) if isinstance(channel, str) else channel

    async def slash(
        self,
        user: FakeUser,
        command: str,
        /,  # so that a command may have an option called "user" or "command"
        *,
        channel: FakeChannel | str | None = None,
        timeout: float = 10.0,
        check: bool = True,
        offered_only: bool = True,
        **options: Any,
    ) -> Reply:
        """`user` runs /command (e.g. "game new") in `channel` with these options, as the Discord
        client would send it from the synced command; returns once the bot's answer is complete.
        `offered_only=False`: option values outside their choices, as a modified client sends."""
        ch = self._channel(channel)
        guild = self.world.guilds.get(ch.guild_id) if ch.guild_id else None
        top, chain = find_command(self.commands_for(guild), command)
        check_can_use(self.world, top, user, ch)
        reply, payload = self._new_reply(APPLICATION_COMMAND, user, ch)
        payload["data"] = command_data(self.world, top, chain, options, user, ch, offered_only=offered_only)
        return await self._interact(reply, payload, timeout=timeout, check=check)

    async def autocomplete(
        self,
        user: FakeUser,
        command: str,
        *,
        focused: str,
        values: Mapping[str, Any] | None = None,
        channel: FakeChannel | str | None = None,
        timeout: float = 10.0,
        check: bool = True,
    ) -> list[dict[str, Any]]:
        """The choices the bot offers while `user` types option `focused` (its text so far is
        values[focused], default ""); returns the list of {"name", "value"}."""
        ch = self._channel(channel)
        guild = self.world.guilds.get(ch.guild_id) if ch.guild_id else None
        top, chain = find_command(self.commands_for(guild), command)
        check_can_use(self.world, top, user, ch)
        reply, payload = self._new_reply(AUTOCOMPLETE, user, ch)
        values = {**(values or {})}
        values.setdefault(focused, "")
        payload["data"] = command_data(self.world, top, chain, values, user, ch, focused=focused)
        reply = await self._interact(reply, payload, timeout=timeout, check=check)
        return list(reply.choices or [])

    async def redeliver(self, reply: Reply, *, timeout: float = 10.0, check: bool = False) -> Reply:
        """Deliver an earlier interaction again, with the same id, token and data, as Discord does
        when it retries a delivery it thinks was lost; returns the same `reply`, updated."""
        return await self._interact(reply, reply.payload, timeout=timeout, check=check)

    def _check_can_see(self, user: FakeUser, msg: FakeMessage) -> None:
        if msg.deleted:
            raise LookupError(f"message {msg.id} was deleted")
        if msg.ephemeral and msg.ephemeral_to != user.id:
            raise PermissionError(f"{user.name} cannot see an ephemeral message shown to {msg.ephemeral_to}")

    async def click(
        self, user: FakeUser, message: FakeMessage, button: str, *, timeout: float = 10.0, check: bool = True
    ) -> Reply:
        """`user` clicks the button labelled `button` (or with that custom_id or emoji) on `message`."""
        self._check_can_see(user, message)
        component = find_component(message, button, (2,))
        if component.get("disabled"):
            raise PermissionError(f"button {button!r} is disabled")
        if component.get("style") in (5, 6):
            raise ValueError(f"button {button!r} is a link/premium button: clicking it sends no interaction")
        channel = self.world.get_channel(message.channel_id)
        reply, payload = self._new_reply(MESSAGE_COMPONENT, user, channel, source=message)
        payload["data"] = {"custom_id": component["custom_id"], "component_type": 2}
        return await self._interact(reply, payload, timeout=timeout, check=check)

    async def select(
        self,
        user: FakeUser,
        message: FakeMessage,
        select: str,
        values: Sequence[Any],
        *,
        timeout: float = 10.0,
        check: bool = True,
    ) -> Reply:
        """`user` picks `values` (option values or labels; users, roles or channels for those
        selects) in the select menu with this custom_id or placeholder."""
        self._check_can_see(user, message)
        component = find_component(message, select, (3, 5, 6, 7, 8))
        if component.get("disabled"):
            raise PermissionError(f"select {select!r} is disabled")
        channel = self.world.get_channel(message.channel_id)
        reply, payload = self._new_reply(MESSAGE_COMPONENT, user, channel, source=message)
        resolved = Resolved(self.world, channel)
        data: dict[str, Any] = {
            "custom_id": component["custom_id"],
            "component_type": component["type"],
            "values": select_values(self.world, component, values, resolved, user),
        }
        if resolved.data:
            data["resolved"] = resolved.data
        payload["data"] = data
        return await self._interact(reply, payload, timeout=timeout, check=check)

    async def submit_modal(
        self,
        user: FakeUser,
        modal: FakeModal | Reply,
        answers: Mapping[str, Any],
        *,
        timeout: float = 10.0,
        check: bool = True,
    ) -> Reply:
        """`user` fills the modal the bot opened (a Reply answered with a modal, or its .modal):
        `answers` by input custom_id or label; inputs not given keep their pre-filled value."""
        if isinstance(modal, Reply):
            if modal.modal is None:
                raise ValueError(f"{modal!r} did not open a modal")
            modal = modal.modal
        if user is not modal.user:
            raise PermissionError(f"the modal was shown to {modal.user.name}, not {user.name}")
        opener = modal.opened_by
        reply, payload = self._new_reply(MODAL_SUBMIT, user, opener.channel, source=opener.source_message)
        payload["data"] = {"custom_id": modal.custom_id, "components": modal_components(modal, answers)}
        return await self._interact(reply, payload, timeout=timeout, check=check)

    async def say(self, user: FakeUser, channel: FakeChannel | str, content: str) -> FakeMessage:
        """`user` posts a plain message (MESSAGE_CREATE; bots without the message content intent
        receive it without content, as on Discord)."""
        ch = self._channel(channel)
        return await self.create_message(ch, {"content": content}, [], author=user)

    async def _interact(self, reply: Reply, payload: dict[str, Any], *, timeout: float, check: bool) -> Reply:
        await self.flush()
        if not self.gateway.live_sessions:
            raise RuntimeError("no bot is connected to the fake gateway")
        self.replies[reply.id] = reply
        self.replies_by_token[reply.token] = reply
        in_process = bool(self._bots)
        if in_process:
            self._seen[reply.id] = asyncio.get_running_loop().create_future()
            self._tasks_before[reply.id] = set(asyncio.all_tasks())
        self.in_progress.append(reply)
        try:
            reply.dispatched_at = self.clock.now()
            await self.gateway.dispatch("INTERACTION_CREATE", payload)
            self.pulse()
            if in_process:
                await self._settle_in_process(reply, timeout)
            else:
                await self._settle_subprocess(reply, timeout)
        finally:
            self.in_progress.remove(reply)
            self._seen.pop(reply.id, None)
            self._tasks_before.pop(reply.id, None)
            reply.settled = True
        if check and not reply.acknowledged:
            errors = "; ".join(f"{r.method} {r.path} -> {r.status} {r.response}" for r in reply.errors)
            raise InteractionNotAnswered(
                f"the bot did not acknowledge {reply!r} (the player sees 'This interaction failed')"
                + (f"; refused requests: {errors}" if errors else "")
            )
        return reply

    def _on_interaction(self, interaction: discord.Interaction) -> None:
        """on_interaction listener of in-process bots: discord.py has created the tasks that
        handle this interaction by now (state.parse_interaction_create creates them before it
        dispatches the event); note the ones that did not exist before the dispatch."""
        future = self._seen.get(interaction.id)
        if future is None or future.done():
            return
        before = self._tasks_before.get(interaction.id, set())
        me = asyncio.current_task()
        tasks = [
            t
            for t in asyncio.all_tasks()
            if t is not me and t not in before and t.get_name().startswith(HANDLER_TASK_PREFIXES)
        ]
        future.set_result(tasks)

    async def _settle_in_process(self, reply: Reply, timeout: float) -> None:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        try:
            tasks = await asyncio.wait_for(asyncio.shield(self._seen[reply.id]), timeout)
        except TimeoutError:
            raise TimeoutError(f"fakediscord: the bot never received interaction {reply.id}") from None
        if tasks:
            _, pending = await asyncio.wait(tasks, timeout=max(deadline - loop.time(), 0.01))
            if pending:
                raise TimeoutError(f"fakediscord: the bot was still handling {reply!r} after {timeout}s")
        await self.wait_until(
            lambda: self.in_flight == 0, timeout=max(deadline - loop.time(), 0.01), what="requests to finish"
        )

    async def _settle_subprocess(self, reply: Reply, timeout: float) -> None:
        """A bot in another process: wait for the acknowledgement (at most the ack window), for a
        deferred "thinking" answer to be filled, then for `settle` seconds of silence."""
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(reply.acked.wait(), min(self.ack_window + 1.0, timeout))
        if reply.response_type == DEFERRED_CHANNEL_MESSAGE:
            await self.wait_until(
                # Filled, or deleted once its answer went out as a message of its own.
                lambda: reply.message is not None and (not reply.message.loading or reply.message.deleted),
                timeout=timeout,
                what="the deferred answer",
            )
        await self._quiet(timeout)


__all__ = ["DiscordError", "FakeDiscord", "RecordedRequest"]
