"""The fake REST API (v10): one catch-all aiohttp handler, a table of routes, Discord's errors.

Every request is recorded (``FakeDiscord.requests``). A route the table lacks is logged at ERROR,
recorded in ``FakeDiscord.unhandled`` and answered 404 with a JSON error naming it, so a missing
route shows up in the test instead of as a silent wrong answer.
"""

from __future__ import annotations

import json
import logging
import re
import urllib.parse
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from aiohttp import BodyPartReader, web

from . import errors, limits
from .appcommands import without_localizations
from .chat import note_reaction
from .errors import DiscordError
from .interactions import (
    APPLICATION_COMMAND,
    AUTOCOMPLETE,
    AUTOCOMPLETE_RESULT,
    CHANNEL_MESSAGE,
    DEFERRED_CHANNEL_MESSAGE,
    DEFERRED_UPDATE,
    MODAL,
    MODAL_SUBMIT,
    PING,
    PONG,
    UPDATE_MESSAGE,
    FakeModal,
    Reply,
)
from .world import (
    DM,
    EPHEMERAL,
    MANAGE_MESSAGES,
    MAX_PINS,
    TEXT,
    Attachment,
    FakeChannel,
    FakeMessage,
    guess_content_type,
    iso,
)

if TYPE_CHECKING:
    from .harness import FakeDiscord

log = logging.getLogger("fakediscord.rest")

# Flags a bot may set on a message: SUPPRESS_EMBEDS, EPHEMERAL, SUPPRESS_NOTIFICATIONS, IS_COMPONENTS_V2.
SETTABLE_FLAGS = (1 << 2) | EPHEMERAL | (1 << 12) | (1 << 15)
# Message types: DEFAULT, and the answer to a slash command.
DEFAULT, CHAT_INPUT_COMMAND = 0, 20

Result = tuple[int, Any]  # status, JSON body (None: 204 No Content)
Upload = tuple[int, str, bytes, str]  # index, filename, data, content type of the part
Handler = Callable[["Call"], Awaitable[Result]]


class Call:
    """One request, parsed: the route's captured groups, the JSON body and the uploaded files."""

    def __init__(self, request: web.Request, groups: tuple[str, ...], body: Any, files: list[Upload]) -> None:
        self.request = request
        self.groups = groups
        self.body = body
        self.files = files

    def id(self, i: int) -> int:
        return int(self.groups[i])

    @property
    def query(self) -> Any:
        return self.request.query


async def parse_body(request: web.Request) -> tuple[Any, list[Upload]]:
    """JSON, or multipart/form-data as discord.py sends files: "payload_json" and "files[i]"."""
    if request.content_type.startswith("multipart/"):
        body: Any = None
        files: list[Upload] = []
        reader = await request.multipart()
        async for part in reader:
            if not isinstance(part, BodyPartReader):  # discord.py sends no nested multipart
                continue
            name = part.name or ""
            if name == "payload_json":
                body = json.loads(await part.text())
            elif m := re.fullmatch(r"files\[(\d+)\]", name):
                data = bytes(await part.read(decode=False))
                ctype = part.headers.get("Content-Type", "application/octet-stream")
                files.append((int(m.group(1)), part.filename or f"file{m.group(1)}", data, ctype))
        return body or {}, files
    raw = await request.read()
    if not raw:
        return None, []
    try:
        return json.loads(raw), []
    except ValueError:
        raise DiscordError(400, 50109, "The request body contains invalid JSON.") from None


class Rest:
    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake
        self.world = fake.world
        D = r"(\d+)"
        T = r"([^/]+)"
        # (method, path regex, handler, needs the bot token). Webhook and interaction routes are
        # authorised by the token in their path, as on Discord.
        table: list[tuple[str, str, Handler, bool]] = [
            ("GET", "/users/@me", self.get_me, True),
            ("GET", f"/users/{D}", self.get_user, True),
            ("POST", "/users/@me/channels", self.create_dm, True),
            ("GET", "/oauth2/applications/@me", self.get_application, True),
            ("GET", "/applications/@me", self.get_application, True),
            ("GET", "/gateway", self.get_gateway, False),
            ("GET", "/gateway/bot", self.get_gateway, True),
            ("GET", f"/applications/{D}/commands", self.get_commands, True),
            ("PUT", f"/applications/{D}/commands", self.put_commands, True),
            ("POST", f"/applications/{D}/commands", self.post_command, True),
            ("GET", f"/applications/{D}/guilds/{D}/commands", self.get_commands, True),
            ("PUT", f"/applications/{D}/guilds/{D}/commands", self.put_commands, True),
            ("POST", f"/applications/{D}/guilds/{D}/commands", self.post_command, True),
            ("GET", f"/guilds/{D}", self.get_guild, True),
            ("GET", f"/guilds/{D}/channels", self.get_guild_channels, True),
            ("GET", f"/guilds/{D}/members/{D}", self.get_member, True),
            ("GET", f"/channels/{D}", self.get_channel, True),
            ("PATCH", f"/channels/{D}", self.edit_channel, True),
            ("GET", f"/channels/{D}/messages", self.get_messages, True),
            ("POST", f"/channels/{D}/messages", self.post_message, True),
            ("GET", f"/channels/{D}/messages/{D}", self.get_message, True),
            ("PATCH", f"/channels/{D}/messages/{D}", self.edit_message, True),
            ("PUT", f"/channels/{D}/messages/pins/{D}", self.pin, True),
            ("DELETE", f"/channels/{D}/messages/pins/{D}", self.pin, True),
            ("DELETE", f"/channels/{D}/messages/{D}", self.delete_message, True),
            ("POST", f"/channels/{D}/typing", self.typing, True),
            ("POST", f"/channels/{D}/threads", self.create_thread, True),
            ("POST", f"/channels/{D}/messages/{D}/threads", self.create_thread_from_message, True),
            ("GET", f"/channels/{D}/thread-members/{D}", self.get_thread_member, True),
            ("PUT", f"/channels/{D}/thread-members/(@me|\\d+)", self.thread_member, True),
            ("DELETE", f"/channels/{D}/thread-members/(@me|\\d+)", self.thread_member, True),
            ("PUT", f"/channels/{D}/messages/{D}/reactions/{T}/@me", self.reaction, True),
            ("DELETE", f"/channels/{D}/messages/{D}/reactions/{T}/@me", self.reaction, True),
            ("POST", f"/interactions/{D}/{T}/callback", self.callback, False),
            ("POST", f"/webhooks/{D}/{T}", self.followup, False),
            ("GET", f"/webhooks/{D}/{T}/messages/(@original|\\d+)", self.get_webhook_message, False),
            ("PATCH", f"/webhooks/{D}/{T}/messages/(@original|\\d+)", self.edit_webhook_message, False),
            ("DELETE", f"/webhooks/{D}/{T}/messages/(@original|\\d+)", self.delete_webhook_message, False),
        ]
        self.routes = [(m, re.compile(p), h, auth) for m, p, h, auth in table]

    # -- the one aiohttp handler ------------------------------------------------------------------
    async def handle(self, request: web.Request) -> web.StreamResponse:
        fake = self.fake
        path = "/" + request.match_info["tail"]
        record = fake.begin_request(request.method, path, dict(request.query))
        if (injected := await fake.faults.intercept(request, path, record)) is not None:
            return injected
        status: int
        payload: Any
        limit = None
        try:
            body, files = await parse_body(request)
            record.body = body
            record.files = [(name, len(data)) for _, name, data, _ in files]
            limit = fake.ratelimits.admit(request.method, path, request.headers, body)
            status, payload = limit.refusal or await self._route(request, path, body, files)
        except DiscordError as e:
            status, payload = e.status, e.body()
        except Exception as e:
            # A malformed body, or a bug in the fake: 400, not 500, because discord.py retries
            # 5xx answers for ~25 seconds before giving up.
            log.exception("fakediscord: could not handle %s %s", request.method, path)
            status, payload = 400, {"code": 0, "message": f"fakediscord could not handle this request: {e!r}"}
        fake.end_request(record, status, payload)
        if (lost := await fake.faults.after(request, path, record)) is not None:
            return lost
        extra = fake.ratelimits.answered(limit, status) if limit else {}
        if payload is None:
            return web.Response(status=status, headers=extra)
        if isinstance(payload, str):
            return web.Response(text=payload, status=status, headers=extra)
        # Exactly "application/json", as Discord sends it: discord.py's json_or_text() compares the
        # header for equality, so aiohttp's "application/json; charset=utf-8" would reach the bot
        # as a string.
        body = json.dumps(payload).encode()
        return web.Response(body=body, status=status, headers={"Content-Type": "application/json", **extra})

    async def _route(self, request: web.Request, path: str, body: Any, files: list[Upload]) -> Result:
        for method, pattern, handler, needs_auth in self.routes:
            m = pattern.fullmatch(path)
            if m is None or method != request.method:
                continue
            if needs_auth and request.headers.get("Authorization") != f"Bot {self.fake.token}":
                raise DiscordError(401, 0, "401: Unauthorized")
            return await handler(Call(request, m.groups(), {} if body is None else body, files))
        log.error("fakediscord: UNIMPLEMENTED ROUTE %s %s (answered 404)", request.method, path)
        self.fake.note_unhandled(request.method, path)
        raise DiscordError(404, 0, f"404: Not Found (fakediscord does not implement {request.method} {path})")

    # -- users, application, gateway -------------------------------------------------------------
    async def get_me(self, call: Call) -> Result:
        return 200, self.world.bot_user.payload()

    async def get_user(self, call: Call) -> Result:
        return 200, self.world.get_user(call.id(0)).payload()

    async def get_application(self, call: Call) -> Result:
        w = self.world
        return 200, {
            "id": str(w.application_id),
            "name": w.bot_user.display_name,
            "description": "",
            "icon": None,
            "bot_public": False,
            "bot_require_code_grant": False,
            "owner": w.owner.payload(),
            "verify_key": "0" * 64,
            "flags": 0,
            "team": None,
            "bot": w.bot_user.payload(),
            "interactions_endpoint_url": None,
            "redirect_uris": [],
        }

    async def get_gateway(self, call: Call) -> Result:
        return 200, {
            "url": self.fake.gateway_url,
            "shards": self.fake.gateway.shard_count,
            "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1},
        }

    async def create_dm(self, call: Call) -> Result:
        user = self.world.get_user(int(call.body["recipient_id"]))
        return 200, self.world.channel_payload(self.world.dm_channel(user))

    # -- application commands ---------------------------------------------------------------------
    def _scope(self, call: Call) -> int | None:
        if call.id(0) != self.world.application_id:
            raise DiscordError(403, errors.MISSING_ACCESS, "Missing Access")
        if len(call.groups) > 1:
            return self.world.get_guild(call.id(1)).id
        return None

    async def get_commands(self, call: Call) -> Result:
        commands = self.fake.commands.get(self._scope(call), [])
        if str(call.query.get("with_localizations", "")).lower() == "true":
            return 200, commands
        return 200, without_localizations(commands)

    async def put_commands(self, call: Call) -> Result:
        scope = self._scope(call)
        limits.check_commands(call.body)
        made = self.fake.command_registry.register(scope, list(call.body), replace=True)
        self.fake.note_sync(scope)
        return 200, made

    async def post_command(self, call: Call) -> Result:
        scope = self._scope(call)
        [made] = self.fake.command_registry.register(scope, [call.body], replace=False)
        self.fake.note_sync(scope)
        return 201, made

    # -- guilds and channels ----------------------------------------------------------------------
    async def get_guild(self, call: Call) -> Result:
        return 200, self.world.guild_payload(self.world.get_guild(call.id(0)), with_members=False)

    async def get_guild_channels(self, call: Call) -> Result:
        guild = self.world.get_guild(call.id(0))
        return 200, [self.world.channel_payload(self.world.channels[c]) for c in guild.channel_ids]

    async def get_member(self, call: Call) -> Result:
        member = self.world.member(self.world.get_guild(call.id(0)).id, call.id(1))
        if member is None:
            raise errors.not_found(10007, "Member")
        return 200, member.payload()

    async def get_channel(self, call: Call) -> Result:
        channel = self.world.get_channel(call.id(0))
        self._check_bot_sees(channel)
        return 200, self.world.channel_payload(channel)

    def _check_bot_sees(self, channel: FakeChannel) -> None:
        """Discord answers 403 Missing Access about a guild channel the bot cannot view."""
        if channel.guild_id is not None and not self.world.permissions_in(channel, self.world.bot_user.id):
            raise DiscordError(403, errors.MISSING_ACCESS, "Missing Access")

    async def get_thread_member(self, call: Call) -> Result:
        """A member of a thread, or 404 Unknown Member (needs no privileged intent)."""
        thread = self.world.get_channel(call.id(0))
        if not thread.is_thread:
            raise DiscordError(400, 50024, "Cannot execute action on this channel type")
        self._check_bot_sees(thread)
        user_id = call.id(1)
        if user_id not in thread.thread_members:
            raise errors.not_found(errors.UNKNOWN_MEMBER, "Member")
        joined = iso(thread.created_at)
        return 200, {"id": str(thread.id), "user_id": str(user_id), "join_timestamp": joined, "flags": 0}

    async def edit_channel(self, call: Call) -> Result:
        channel = self.world.get_channel(call.id(0))
        for key in ("name", "topic", "archived", "locked"):
            if key in call.body:
                setattr(channel, key, call.body[key])
        event = "THREAD_UPDATE" if channel.is_thread else "CHANNEL_UPDATE"
        await self.fake.emit(event, self.world.channel_payload(channel))
        return 200, self.world.channel_payload(channel)

    async def typing(self, call: Call) -> Result:
        self.world.get_channel(call.id(0))
        return 204, None

    async def create_thread(self, call: Call) -> Result:
        parent = self.world.get_channel(call.id(0))
        if parent.type != TEXT:
            raise DiscordError(400, 50024, "Cannot execute action on this channel type")
        private = call.body.get("type") == 12
        thread = self.world.add_thread(parent, call.body["name"], self.world.bot_user, private=private)
        return 201, await self.fake.announce_thread(thread)

    async def create_thread_from_message(self, call: Call) -> Result:
        parent = self.world.get_channel(call.id(0))
        msg = self.world.get_message(parent.id, call.id(1))
        if msg.thread_id is not None:
            raise DiscordError(400, 160004, "A thread has already been created for this message")
        thread = self.world.add_thread(parent, call.body["name"], self.world.bot_user)
        # On Discord a thread started from a message has the message's id.
        del self.world.channels[thread.id]
        thread.id = msg.id
        self.world.channels[thread.id] = thread
        msg.thread_id = thread.id
        return 201, await self.fake.announce_thread(thread)

    async def thread_member(self, call: Call) -> Result:
        thread = self.world.get_channel(call.id(0))
        user_id = self.world.bot_user.id if call.groups[1] == "@me" else int(call.groups[1])
        self.world.get_user(user_id)
        if call.request.method == "PUT":
            thread.thread_members.add(user_id)
        else:
            thread.thread_members.discard(user_id)
        return 204, None

    async def reaction(self, call: Call) -> Result:
        msg = self.world.get_message(call.id(0), call.id(1))
        note_reaction(msg, urllib.parse.unquote(call.groups[2]), add=call.request.method == "PUT")
        self.fake.pulse()
        return 204, None

    # -- channel messages -------------------------------------------------------------------------
    async def post_message(self, call: Call) -> Result:
        channel = self.world.get_channel(call.id(0))
        if channel.type == DM:
            recipient = self.world.get_user(channel.recipient_id or 0)
            if recipient.dms_closed:
                raise DiscordError(403, errors.CANNOT_SEND_TO_USER, "Cannot send messages to this user")
        else:
            self.world.check_bot_can_send(channel, with_files=bool(call.files))
        if channel.is_thread and channel.archived and not channel.locked:
            channel.archived = False  # sending in an archived thread unarchives it
        ref = (call.body.get("message_reference") or {}).get("message_id")
        msg = await self.fake.create_message(
            channel, call.body, call.files, reference_id=int(ref) if ref else None
        )
        return 200, self.world.message_payload(msg)

    async def get_messages(self, call: Call) -> Result:
        channel = self.world.get_channel(call.id(0))
        msgs = sorted(self.world.channel_messages(channel.id), key=lambda m: m.id, reverse=True)
        q = call.query
        if "before" in q:
            msgs = [m for m in msgs if m.id < int(q["before"])]
        if "after" in q:
            msgs = [m for m in msgs if m.id > int(q["after"])]
        limit = min(int(q.get("limit", 50)), 100)
        return 200, [self.world.message_payload(m) for m in msgs[:limit]]

    async def get_message(self, call: Call) -> Result:
        return 200, self.world.message_payload(self.world.get_message(call.id(0), call.id(1)))

    async def edit_message(self, call: Call) -> Result:
        msg = self.world.get_message(call.id(0), call.id(1))
        if msg.author_id != self.world.bot_user.id:
            raise DiscordError(403, 50005, "Cannot edit a message authored by another user")
        await self.fake.edit_message(msg, call.body, call.files)
        return 200, self.world.message_payload(msg)

    async def pin(self, call: Call) -> Result:
        """Pin (PUT) or unpin (DELETE) a message: Manage Messages, and 50 pins a channel at most."""
        channel = self.world.get_channel(call.id(0))
        self._check_bot_sees(channel)
        if (
            not channel.is_dm
            and not self.world.permissions_in(channel, self.world.bot_user.id) & MANAGE_MESSAGES
        ):
            raise DiscordError(403, errors.MISSING_PERMISSIONS, "Missing Permissions")
        msg = self.world.get_message(call.id(0), call.id(1))
        if call.request.method == "PUT" and not msg.pinned:
            pins = [m for m in self.world.channel_messages(channel.id) if m.pinned]
            if len(pins) >= MAX_PINS:
                raise DiscordError(400, 30003, "Maximum number of pins reached (50)")
        msg.pinned = call.request.method == "PUT"
        return 204, None

    async def delete_message(self, call: Call) -> Result:
        msg = self.world.get_message(call.id(0), call.id(1))
        await self.fake.delete_message(msg)
        return 204, None

    # -- interactions -----------------------------------------------------------------------------
    def _reply_for_callback(self, call: Call) -> Reply:
        reply = self.fake.replies.get(call.id(0))
        if reply is None or reply.token != call.groups[1]:
            raise errors.not_found(errors.UNKNOWN_INTERACTION, "interaction")
        if reply.acknowledged:
            raise DiscordError(
                400, errors.INTERACTION_ALREADY_ACKNOWLEDGED, "Interaction has already been acknowledged."
            )
        late = self.fake.clock.now() - reply.dispatched_at
        if late > self.fake.ack_window:
            log.warning(
                "fakediscord: interaction %s acknowledged %.2fs after dispatch (window %.1fs): 10062",
                reply.id,
                late,
                self.fake.ack_window,
            )
            raise errors.not_found(errors.UNKNOWN_INTERACTION, "interaction")
        return reply

    async def callback(self, call: Call) -> Result:
        reply = self._reply_for_callback(call)
        kind = call.body.get("type")
        data = call.body.get("data") or {}
        allowed = {
            PING: {PONG},
            APPLICATION_COMMAND: {CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE, MODAL},
            AUTOCOMPLETE: {AUTOCOMPLETE_RESULT},
            MODAL_SUBMIT: {CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE},
        }.get(reply.type, {CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE, DEFERRED_UPDATE, UPDATE_MESSAGE, MODAL})
        if reply.type == MODAL_SUBMIT and reply.source_message is not None:
            allowed = allowed | {DEFERRED_UPDATE, UPDATE_MESSAGE}
        if kind not in allowed:
            raise DiscordError(
                400,
                errors.INVALID_FORM_BODY,
                "Invalid Form Body",
                {
                    "type": {
                        "_errors": [
                            {
                                "code": "INTERACTION_RESPONSE_TYPE_INVALID",
                                "message": f"Callback type {kind} is invalid for interaction type "
                                f"{reply.type}",
                            }
                        ]
                    }
                },
            )
        msg: FakeMessage | None = None
        if kind == CHANNEL_MESSAGE:
            msg = await self._answer(reply, data, call.files)
        elif kind == DEFERRED_CHANNEL_MESSAGE:
            msg = await self._answer(
                reply, {"flags": int(data.get("flags") or 0) & EPHEMERAL}, [], loading=True
            )
        elif kind in (DEFERRED_UPDATE, UPDATE_MESSAGE):
            msg = reply.source_message
            assert msg is not None
            if kind == UPDATE_MESSAGE:
                await self.fake.edit_message(msg, data, call.files, prefix=("data",))
        elif kind == AUTOCOMPLETE_RESULT:
            limits.check_choices(data)
            reply.choices = list(data.get("choices") or [])
        elif kind == MODAL:
            limits.check_modal(data)
            reply.modal = FakeModal(data["custom_id"], data["title"], data["components"], reply.user, reply)
        reply.message = msg
        self.fake.note_ack(reply, kind)
        if call.query.get("with_response") not in ("1", "true", "True"):
            return 204, None
        interaction: dict[str, Any] = {"id": str(reply.id), "type": reply.type}
        resource: dict[str, Any] = {"type": kind}
        if msg is not None:
            interaction.update(
                response_message_id=str(msg.id),
                response_message_loading=kind == DEFERRED_CHANNEL_MESSAGE,
                response_message_ephemeral=msg.ephemeral,
            )
            if kind != DEFERRED_UPDATE:
                resource["message"] = self.world.message_payload(msg)
        return 200, {"interaction": interaction, "resource": resource}

    async def _answer(
        self, reply: Reply, data: dict[str, Any], files: list[Upload], *, loading: bool = False
    ) -> FakeMessage:
        """The interaction's own message (callback 4 or 5): in the interaction's channel, or seen by
        the player alone if ephemeral. No permission check: an interaction answer always posts."""
        mtype = CHAT_INPUT_COMMAND if reply.type == APPLICATION_COMMAND else DEFAULT
        return await self.fake.create_message(
            reply.channel, data, files, prefix=("data",), reply=reply, loading=loading, message_type=mtype
        )

    def _reply_for_webhook(self, call: Call) -> Reply:
        reply = self.fake.replies_by_token.get(call.groups[1])
        if reply is None or call.id(0) != self.world.application_id:
            raise errors.not_found(errors.UNKNOWN_WEBHOOK, "Webhook")
        if self.fake.clock.now() - reply.dispatched_at > self.fake.token_lifetime:
            raise DiscordError(401, errors.INVALID_WEBHOOK_TOKEN, "Invalid Webhook Token")
        if not reply.acknowledged:
            # The token becomes a webhook only once the interaction is answered.
            raise errors.not_found(errors.UNKNOWN_WEBHOOK, "Webhook")
        return reply

    def _webhook_message(self, reply: Reply, which: str) -> FakeMessage:
        if which == "@original":
            msg = reply.message
        else:
            candidates = ([reply.message] if reply.message else []) + reply.followups
            msg = next((m for m in candidates if m.id == int(which)), None)
        if msg is None or msg.deleted:
            raise errors.not_found(errors.UNKNOWN_MESSAGE, "Message")
        return msg

    async def followup(self, call: Call) -> Result:
        reply = self._reply_for_webhook(call)
        original = reply.message
        if (
            original is not None
            and original.loading
            and not original.deleted  # once deleted, a followup is a message of its own
            and reply.response_type == DEFERRED_CHANNEL_MESSAGE
        ):
            # Discord: the first followup after a "thinking" defer replaces the thinking message,
            # which keeps the defer's ephemeral setting.
            body = {
                **call.body,
                "flags": (int(call.body.get("flags") or 0) & ~EPHEMERAL) | (original.flags & EPHEMERAL),
            }
            await self.fake.edit_message(original, body, call.files)
            msg = original
        else:
            msg = await self.fake.create_message(reply.channel, call.body, call.files, reply=reply)
        reply.followups.append(msg)
        wait = call.query.get("wait") in ("1", "true", "True")
        return (200, self.world.message_payload(msg)) if wait else (204, None)

    async def get_webhook_message(self, call: Call) -> Result:
        reply = self._reply_for_webhook(call)
        return 200, self.world.message_payload(self._webhook_message(reply, call.groups[2]))

    async def edit_webhook_message(self, call: Call) -> Result:
        reply = self._reply_for_webhook(call)
        msg = self._webhook_message(reply, call.groups[2])
        await self.fake.edit_message(msg, call.body, call.files)
        return 200, self.world.message_payload(msg)

    async def delete_webhook_message(self, call: Call) -> Result:
        reply = self._reply_for_webhook(call)
        await self.fake.delete_message(self._webhook_message(reply, call.groups[2]))
        return 204, None


def attachments_for(
    world_new_id: Callable[[], int],
    body: dict[str, Any],
    files: list[Upload],
    existing: list[Attachment],
    base_url: str,
) -> list[Attachment]:
    """The message's attachments after this request. ``body["attachments"]`` lists what to keep
    (existing ids) and what to add (the index of an uploaded file); without it, uploads are added."""

    def new(upload: Upload, spec: dict[str, Any]) -> Attachment:
        _, part_name, data, ctype = upload
        filename = spec.get("filename") or part_name
        a = Attachment(
            world_new_id(), filename, data, guess_content_type(filename, data), ctype, spec.get("description")
        )
        a.url = f"{base_url}/{a.id}/{filename}"
        return a

    by_index = {index: upload for upload in files for index in [upload[0]]}
    if "attachments" not in body or body["attachments"] is None:
        return [*existing, *(new(u, {}) for u in files)]
    kept = {a.id: a for a in existing}
    out: list[Attachment] = []
    for spec in body["attachments"]:
        ident = int(spec["id"])
        if ident in kept:
            out.append(kept[ident])
        elif ident in by_index:
            out.append(new(by_index[ident], spec))
        else:
            raise DiscordError(
                400,
                errors.INVALID_FORM_BODY,
                "Invalid Form Body",
                {
                    "attachments": {
                        "_errors": [
                            {"code": "ATTACHMENT_NOT_FOUND", "message": f"Unknown attachment {ident}"}
                        ]
                    }
                },
            )
    return out
