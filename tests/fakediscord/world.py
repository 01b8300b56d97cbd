"""What the fake Discord knows: users, guilds, roles, channels, threads, messages, and the JSON
payloads discord.py expects for each (shapes read from discord.py 2.7's parsers: state.py,
guild.py, member.py, channel.py, threads.py, message.py)."""

from __future__ import annotations

import datetime as dt
import itertools
import mimetypes
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

import discord

from . import errors
from .clock import FakeClock

# Channel types (https://discord.com/developers/docs/resources/channel#channel-object-channel-types).
TEXT, DM, CATEGORY, PUBLIC_THREAD, PRIVATE_THREAD = 0, 1, 4, 11, 12
THREAD_TYPES = (PUBLIC_THREAD, PRIVATE_THREAD)

# Message flags used by the fake.
EPHEMERAL = 1 << 6
LOADING = 1 << 7
COMPONENTS_V2 = 1 << 15


def permission_value(names: Iterable[str]) -> int:
    """Permission names as discord.Permissions spells them ("manage_channels") -> bit value."""
    return discord.Permissions(**dict.fromkeys(names, True)).value


ALL_PERMISSIONS = discord.Permissions.all().value
ADMINISTRATOR = discord.Permissions(administrator=True).value
VIEW_CHANNEL = discord.Permissions(view_channel=True).value
SEND_MESSAGES = discord.Permissions(send_messages=True).value
MANAGE_MESSAGES = discord.Permissions(manage_messages=True).value
MAX_PINS = 50  # per channel
SEND_IN_THREADS = discord.Permissions(send_messages_in_threads=True).value
ATTACH_FILES = discord.Permissions(attach_files=True).value

# What @everyone may do in the fake guild: an ordinary community server.
EVERYONE_PERMISSIONS = permission_value(
    [
        "view_channel",
        "send_messages",
        "send_messages_in_threads",
        "create_public_threads",
        "embed_links",
        "attach_files",
        "read_message_history",
        "add_reactions",
        "use_application_commands",
        "use_external_emojis",
        "change_nickname",
    ]
)
# The bot's managed role adds what a board-game bot is usually invited with.
BOT_PERMISSIONS = EVERYONE_PERMISSIONS | permission_value(
    ["manage_messages", "manage_threads", "create_private_threads", "mention_everyone"]
)

DISCORD_EPOCH_MS = 1_420_070_400_000
# Ids start at 2025-01-01 and grow by one millisecond each: deterministic, and their
# snowflake_time is plausible.
_FIRST_ID_MS = 1_735_689_600_000


def iso(t: dt.datetime | None) -> str | None:
    return None if t is None else t.isoformat()


class Named:
    """How a failing test prints a user or a guild: `<FakeUser alice id=...>`."""

    id: int
    name: str

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name} id={self.id}>"


@dataclass(eq=False, repr=False)
class FakeUser(Named):
    id: int
    name: str  # the unique username
    display_name: str  # the global display name
    bot: bool = False
    # A user who disallows DMs from server members: the bot's DM gets 403 / 50007.
    dms_closed: bool = False
    # The language of the user's client, which each of their interactions carries.
    locale: str = "en-US"

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "username": self.name,
            "global_name": self.display_name,
            "discriminator": "0",
            "avatar": None,
            "bot": self.bot,
            "public_flags": 0,
        }


@dataclass(eq=False)
class FakeRole:
    id: int
    guild_id: int
    name: str
    permissions: int
    position: int = 0
    bot_id: int | None = None  # the integration role of a bot

    @property
    def mention(self) -> str:
        return f"<@&{self.id}>"

    def payload(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "id": str(self.id),
            "name": self.name,
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
            "hoist": False,
            "icon": None,
            "unicode_emoji": None,
            "position": self.position,
            "permissions": str(self.permissions),
            "managed": self.bot_id is not None,
            "mentionable": False,
            "flags": 0,
        }
        if self.bot_id is not None:
            out["tags"] = {"bot_id": str(self.bot_id)}
        return out


@dataclass(eq=False)
class FakeMember:
    user: FakeUser
    guild_id: int
    roles: list[int] = field(default_factory=list)
    nick: str | None = None
    joined_at: dt.datetime = field(default_factory=lambda: dt.datetime(2025, 1, 1, tzinfo=dt.UTC))

    @property
    def display_name(self) -> str:
        return self.nick or self.user.display_name

    def payload(self, *, permissions: int | None = None, with_user: bool = True) -> dict[str, Any]:
        out: dict[str, Any] = {
            "roles": [str(r) for r in self.roles],
            "nick": self.nick,
            "avatar": None,
            "banner": None,
            "joined_at": iso(self.joined_at),
            "premium_since": None,
            "deaf": False,
            "mute": False,
            "pending": False,
            "flags": 0,
            "communication_disabled_until": None,
        }
        if with_user:
            out["user"] = self.user.payload()
        if permissions is not None:
            out["permissions"] = str(permissions)
        return out


@dataclass(eq=False)
class FakeChannel:
    id: int
    type: int
    name: str
    guild_id: int | None = None
    parent_id: int | None = None  # category of a text channel, channel of a thread
    position: int = 0
    topic: str | None = None
    # Permission overwrites as Discord sends them: {"id", "type" (0 role, 1 member), "allow", "deny"}.
    overwrites: list[dict[str, Any]] = field(default_factory=list)
    owner_id: int | None = None  # thread creator
    recipient_id: int | None = None  # the other user of a DM channel
    archived: bool = False
    locked: bool = False
    thread_members: set[int] = field(default_factory=set)
    created_at: dt.datetime = field(default_factory=lambda: dt.datetime.now(dt.UTC))

    @property
    def is_thread(self) -> bool:
        return self.type in THREAD_TYPES

    @property
    def is_dm(self) -> bool:
        return self.type == DM

    @property
    def mention(self) -> str:
        return f"<#{self.id}>"

    def __repr__(self) -> str:
        return f"<FakeChannel #{self.name} id={self.id} type={self.type}>"


@dataclass(eq=False, repr=False)
class FakeGuild(Named):
    id: int
    name: str
    owner_id: int
    roles: dict[int, FakeRole] = field(default_factory=dict)
    members: dict[int, FakeMember] = field(default_factory=dict)
    channel_ids: list[int] = field(default_factory=list)

    @property
    def everyone(self) -> FakeRole:
        return self.roles[self.id]


@dataclass(eq=False)
class Attachment:
    """A file as the bot uploaded it: the bytes are kept, so a test can decode the PNG."""

    id: int
    filename: str
    data: bytes
    # What Discord reports: guessed from the file name (discord.py always uploads as
    # application/octet-stream, and Discord derives the type from the name).
    content_type: str
    uploaded_content_type: str = "application/octet-stream"
    description: str | None = None
    url: str = ""

    @property
    def size(self) -> int:
        return len(self.data)

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "filename": self.filename,
            "size": self.size,
            "url": self.url,
            "proxy_url": self.url,
            "content_type": self.content_type,
            "description": self.description,
        }

    def __repr__(self) -> str:
        return f"<Attachment {self.filename} {self.content_type} {self.size} bytes>"


def guess_content_type(filename: str, data: bytes) -> str:
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "image/png"
    return mimetypes.guess_type(filename)[0] or "application/octet-stream"


def walk_components(components: Iterable[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Every component, depth first: action rows, their children, sections' accessories,
    containers' children and labels' inner component (components v2 and modals)."""
    for c in components:
        yield c
        yield from walk_components(c.get("components") or [])
        for key in ("accessory", "component"):
            if isinstance(c.get(key), dict):
                yield from walk_components([c[key]])


@dataclass(eq=False)
class FakeMessage:
    """One message as Discord holds it. Mutable: edits change it; the previous versions are in
    ``history`` (each a dict of content/embeds/components/attachments/flags)."""

    id: int
    channel_id: int
    guild_id: int | None
    author_id: int
    content: str = ""
    embeds: list[dict[str, Any]] = field(default_factory=list)
    components: list[dict[str, Any]] = field(default_factory=list)
    attachments: list[Attachment] = field(default_factory=list)
    flags: int = 0
    ephemeral_to: int | None = None  # the only user who sees an ephemeral message
    dm_to: int | None = None  # the user of the DM channel it is in
    interaction_id: int | None = None  # the interaction this message answers
    interaction_user_id: int | None = None
    interaction_type: int | None = None
    webhook_id: int | None = None
    type: int = 0
    allowed_mentions: dict[str, Any] | None = None
    # Who was notified when the message was posted: Discord notifies no one of an edit's mentions.
    posted_pings: list[int] = field(default_factory=list)
    reference_id: int | None = None
    thread_id: int | None = None  # a thread started from this message
    created_at: dt.datetime = field(default_factory=lambda: dt.datetime.now(dt.UTC))
    edited_at: dt.datetime | None = None
    deleted: bool = False
    history: list[dict[str, Any]] = field(default_factory=list)
    reactions: list[str] = field(default_factory=list)  # the bot's own reactions, in order
    pinned: bool = False

    # -- reading it like a player -------------------------------------------------------------
    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def loading(self) -> bool:
        """A deferred answer still "thinking"."""
        return bool(self.flags & LOADING)

    @property
    def files(self) -> list[Attachment]:
        return self.attachments

    @property
    def embed(self) -> dict[str, Any] | None:
        return self.embeds[0] if self.embeds else None

    @property
    def text(self) -> str:
        """Everything a player reads: content, embed texts and v2 text displays, one per line."""
        parts = [self.content] if self.content else []
        for e in self.embeds:
            parts += [e.get("author", {}).get("name", ""), e.get("title", ""), e.get("description", "")]
            for f in e.get("fields", []):
                parts += [f.get("name", ""), f.get("value", "")]
            parts.append(e.get("footer", {}).get("text", ""))
        parts += [c.get("content", "") for c in walk_components(self.components) if c.get("type") == 10]
        return "\n".join(p for p in parts if p)

    @property
    def all_components(self) -> list[dict[str, Any]]:
        return list(walk_components(self.components))

    @property
    def buttons(self) -> list[dict[str, Any]]:
        return [c for c in self.all_components if c.get("type") == 2]

    @property
    def selects(self) -> list[dict[str, Any]]:
        return [c for c in self.all_components if c.get("type") in (3, 5, 6, 7, 8)]

    @property
    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for c in self.all_components if "custom_id" in c]

    @property
    def mentions(self) -> list[int]:
        """User ids written as <@id> in the content."""
        return [int(m) for m in re.findall(r"<@!?(\d+)>", self.content)]

    @property
    def pinged(self) -> list[int]:
        """The mentioned users who get a notification, after allowed_mentions: one each, however
        often the message names them."""
        am = self.allowed_mentions
        mentioned = list(dict.fromkeys(self.mentions))
        if am is None:
            return mentioned
        allowed = {int(u) for u in am.get("users", [])}
        return [u for u in mentioned if "users" in am.get("parse", []) or u in allowed]

    def snapshot(self) -> dict[str, Any]:
        return {
            "content": self.content,
            "embeds": self.embeds,
            "components": self.components,
            "attachments": list(self.attachments),
            "flags": self.flags,
        }

    def __repr__(self) -> str:
        if self.ephemeral:
            where = f"ephemeral to {self.ephemeral_to}"
        elif self.dm_to is not None:
            where = f"DM to {self.dm_to}"
        else:
            where = f"channel {self.channel_id}"
        files = f" files={[a.filename for a in self.attachments]}" if self.attachments else ""
        return f"<FakeMessage id={self.id} {where} {self.content[:60]!r}{files}>"


class World:
    """All the objects, their ids, and the rules that depend only on them (permissions)."""

    def __init__(self, clock: FakeClock, *, guild_name: str = "Table Guild") -> None:
        self.clock = clock
        self._ids = itertools.count(1)
        self.users: dict[int, FakeUser] = {}
        self.guilds: dict[int, FakeGuild] = {}
        self.channels: dict[int, FakeChannel] = {}
        self.messages: dict[int, FakeMessage] = {}
        self.attachment_base_url = ""  # set by the server once it knows its port
        self.application_id = self.new_id()
        self.bot_user = FakeUser(self.application_id, "table-bot", "Table Bot", bot=True)
        self.users[self.bot_user.id] = self.bot_user
        # The server owner bypasses every permission check, so no test user owns the guild by accident.
        self.owner = self._add_user("server-owner", "Server Owner")
        self.default_guild = self.add_guild(guild_name)

    def new_id(self) -> int:
        return (_FIRST_ID_MS + next(self._ids) - DISCORD_EPOCH_MS) << 22

    def now(self) -> dt.datetime:
        return self.clock.wall()

    # -- users, guilds, roles, channels -----------------------------------------------------------
    def _add_user(self, name: str, display_name: str | None = None, **opts: Any) -> FakeUser:
        user = FakeUser(self.new_id(), name, display_name or name.capitalize(), **opts)
        self.users[user.id] = user
        return user

    def user_named(self, name: str) -> FakeUser | None:
        return next((u for u in self.users.values() if u.name == name), None)

    def add_guild(self, name: str) -> FakeGuild:
        guild = FakeGuild(self.new_id(), name, owner_id=self.owner.id)
        guild.roles[guild.id] = FakeRole(guild.id, guild.id, "@everyone", EVERYONE_PERMISSIONS)
        bot_role = FakeRole(self.new_id(), guild.id, "Table Bot", BOT_PERMISSIONS, 1, self.bot_user.id)
        guild.roles[bot_role.id] = bot_role
        self.guilds[guild.id] = guild
        self.join(guild, self.owner)
        self.join(guild, self.bot_user, roles=[bot_role.id])
        category = self.add_channel(guild, "Text Channels", type=CATEGORY)
        for name_ in ("general", "games"):
            self.add_channel(guild, name_, parent=category)
        return guild

    def join(
        self, guild: FakeGuild, user: FakeUser, *, roles: Iterable[int] = (), nick: str | None = None
    ) -> FakeMember:
        member = FakeMember(user, guild.id, list(roles), nick, joined_at=self.now())
        guild.members[user.id] = member
        return member

    def add_role(self, guild: FakeGuild, name: str, permissions: int) -> FakeRole:
        role = FakeRole(self.new_id(), guild.id, name, permissions, position=len(guild.roles))
        guild.roles[role.id] = role
        return role

    def add_channel(
        self,
        guild: FakeGuild,
        name: str,
        *,
        type: int = TEXT,
        parent: FakeChannel | None = None,
        topic: str | None = None,
    ) -> FakeChannel:
        channel = FakeChannel(
            self.new_id(),
            type,
            name,
            guild.id,
            parent_id=parent.id if parent else None,
            position=len(guild.channel_ids),
            topic=topic,
            created_at=self.now(),
        )
        self.channels[channel.id] = channel
        guild.channel_ids.append(channel.id)
        return channel

    def add_thread(
        self, parent: FakeChannel, name: str, owner: FakeUser, *, private: bool = False
    ) -> FakeChannel:
        thread = FakeChannel(
            self.new_id(),
            PRIVATE_THREAD if private else PUBLIC_THREAD,
            name,
            parent.guild_id,
            parent_id=parent.id,
            owner_id=owner.id,
            thread_members={owner.id},
            created_at=self.now(),
        )
        self.channels[thread.id] = thread
        return thread

    def dm_channel(self, user: FakeUser) -> FakeChannel:
        """The bot's DM channel with `user`, created on first use (as POST /users/@me/channels does)."""
        for c in self.channels.values():
            if c.is_dm and c.recipient_id == user.id:
                return c
        channel = FakeChannel(self.new_id(), DM, f"dm-{user.name}", recipient_id=user.id)
        self.channels[channel.id] = channel
        return channel

    def get_user(self, user_id: int) -> FakeUser:
        try:
            return self.users[user_id]
        except KeyError:
            raise errors.not_found(errors.UNKNOWN_USER, "User") from None

    def get_guild(self, guild_id: int) -> FakeGuild:
        try:
            return self.guilds[guild_id]
        except KeyError:
            raise errors.not_found(errors.UNKNOWN_GUILD, "Guild") from None

    def get_channel(self, channel_id: int) -> FakeChannel:
        try:
            return self.channels[channel_id]
        except KeyError:
            raise errors.not_found(errors.UNKNOWN_CHANNEL, "Channel") from None

    def get_message(self, channel_id: int, message_id: int) -> FakeMessage:
        """A message the channel endpoints can see: not deleted, not ephemeral."""
        msg = self.messages.get(message_id)
        if msg is None or msg.deleted or msg.ephemeral or msg.channel_id != channel_id:
            raise errors.not_found(errors.UNKNOWN_MESSAGE, "Message")
        return msg

    def member(self, guild_id: int | None, user_id: int) -> FakeMember | None:
        guild = self.guilds.get(guild_id) if guild_id is not None else None
        return guild.members.get(user_id) if guild else None

    def channel_messages(self, channel_id: int) -> list[FakeMessage]:
        return [
            m
            for m in self.messages.values()
            if m.channel_id == channel_id and not m.deleted and not m.ephemeral and not m.loading
        ]

    # -- permissions ------------------------------------------------------------------------------
    def base_permissions(self, guild: FakeGuild, member: FakeMember) -> int:
        if member.user.id == guild.owner_id:
            return ALL_PERMISSIONS
        perms = guild.everyone.permissions
        for role_id in member.roles:
            role = guild.roles.get(role_id)
            if role is not None:
                perms |= role.permissions
        return ALL_PERMISSIONS if perms & ADMINISTRATOR else perms

    def permissions_in(self, channel: FakeChannel, user_id: int) -> int:
        """Discord's algorithm: base from roles, then @everyone, role and member overwrites of the
        channel (a thread uses its parent's); no View Channel means nothing at all."""
        if channel.is_dm or channel.guild_id is None:
            return EVERYONE_PERMISSIONS
        guild = self.get_guild(channel.guild_id)
        member = guild.members.get(user_id)
        if member is None:
            return 0
        perms = self.base_permissions(guild, member)
        if perms & ADMINISTRATOR:
            return ALL_PERMISSIONS
        source = self.channels[channel.parent_id] if channel.is_thread and channel.parent_id else channel
        overwrites = {int(o["id"]): o for o in source.overwrites}
        if (everyone := overwrites.get(guild.id)) is not None:
            perms = (perms & ~int(everyone["deny"])) | int(everyone["allow"])
        allow = deny = 0
        for role_id in member.roles:
            if (o := overwrites.get(role_id)) is not None and o.get("type", 0) == 0:
                allow |= int(o["allow"])
                deny |= int(o["deny"])
        perms = (perms & ~deny) | allow
        if (o := overwrites.get(user_id)) is not None and o.get("type", 1) == 1:
            perms = (perms & ~int(o["deny"])) | int(o["allow"])
        if not perms & VIEW_CHANNEL:
            return 0
        if channel.is_thread and channel.type == PRIVATE_THREAD and user_id not in channel.thread_members:
            manage_threads = discord.Permissions(manage_threads=True).value
            if not perms & manage_threads:
                return 0
        return perms

    def check_bot_can_send(self, channel: FakeChannel, with_files: bool) -> None:
        if channel.is_dm:
            return
        perms = self.permissions_in(channel, self.bot_user.id)
        if not perms & VIEW_CHANNEL:
            raise errors.DiscordError(403, errors.MISSING_ACCESS, "Missing Access")
        needed = SEND_IN_THREADS if channel.is_thread else SEND_MESSAGES
        if not perms & needed or (with_files and not perms & ATTACH_FILES):
            raise errors.DiscordError(403, errors.MISSING_PERMISSIONS, "Missing Permissions")

    # -- payloads ---------------------------------------------------------------------------------
    def channel_payload(self, channel: FakeChannel, *, for_user: int | None = None) -> dict[str, Any]:
        out: dict[str, Any] = {"id": str(channel.id), "type": channel.type, "name": channel.name}
        if channel.is_dm:
            recipient = self.users[channel.recipient_id] if channel.recipient_id else None
            out.update(recipients=[recipient.payload()] if recipient else [], last_message_id=None, flags=0)
            del out["name"]
            return out
        out.update(
            guild_id=str(channel.guild_id),
            parent_id=str(channel.parent_id) if channel.parent_id else None,
            position=channel.position,
            flags=0,
            rate_limit_per_user=0,
            last_message_id=None,
        )
        if channel.is_thread:
            messages = self.channel_messages(channel.id)
            out.update(
                owner_id=str(channel.owner_id),
                message_count=len(messages),
                total_message_sent=len(messages),
                member_count=len(channel.thread_members),
                thread_metadata={
                    "archived": channel.archived,
                    "auto_archive_duration": 1440,
                    "archive_timestamp": iso(channel.created_at),
                    "locked": channel.locked,
                    "invitable": True,
                    "create_timestamp": iso(channel.created_at),
                },
            )
            del out["position"]
        else:
            out.update(
                topic=channel.topic,
                nsfw=False,
                permission_overwrites=channel.overwrites,
                default_auto_archive_duration=1440,
            )
        if for_user is not None:
            out["permissions"] = str(self.permissions_in(channel, for_user))
        return out

    def guild_payload(self, guild: FakeGuild, *, with_members: bool) -> dict[str, Any]:
        """A GUILD_CREATE payload. Without the GUILD_MEMBERS intent Discord sends only the bot's
        own member (and voice members), so a bot cannot come to rely on a member cache it will
        not have in production."""
        members = [
            m.payload() for m in guild.members.values() if with_members or m.user.id == self.bot_user.id
        ]
        channels = [self.channels[c] for c in guild.channel_ids]
        threads = [
            c for c in self.channels.values() if c.guild_id == guild.id and c.is_thread and not c.archived
        ]
        return {
            "id": str(guild.id),
            "name": guild.name,
            "icon": None,
            "owner_id": str(guild.owner_id),
            "unavailable": False,
            "member_count": len(guild.members),
            "large": False,
            "joined_at": iso(guild.members[self.bot_user.id].joined_at),
            "roles": [r.payload() for r in guild.roles.values()],
            "channels": [self.channel_payload(c) for c in channels],
            "threads": [self.channel_payload(t) for t in threads],
            "members": members,
            "presences": [],
            "voice_states": [],
            "emojis": [],
            "stickers": [],
            "features": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
            "preferred_locale": "en-US",
            "verification_level": 0,
            "default_message_notifications": 1,
            "explicit_content_filter": 0,
            "mfa_level": 0,
            "nsfw_level": 0,
            "premium_tier": 0,
            "system_channel_flags": 0,
            "afk_timeout": 300,
        }

    def message_payload(self, msg: FakeMessage, *, gateway: bool = False) -> dict[str, Any]:
        author = self.users[msg.author_id]
        out: dict[str, Any] = {
            "id": str(msg.id),
            "channel_id": str(msg.channel_id),
            "author": author.payload(),
            "content": msg.content,
            "timestamp": iso(msg.created_at),
            "edited_timestamp": iso(msg.edited_at),
            "tts": False,
            "mention_everyone": False,
            "mentions": [self.users[u].payload() for u in msg.mentions if u in self.users],
            "mention_roles": [],
            "attachments": [a.payload() for a in msg.attachments],
            "embeds": [{"type": "rich", **e} for e in msg.embeds],
            "components": msg.components,
            "pinned": msg.pinned,
            "type": msg.type,
            "flags": msg.flags,
        }
        if msg.webhook_id is not None:
            out["webhook_id"] = str(msg.webhook_id)
            out["application_id"] = str(self.application_id)
        if msg.interaction_id is not None and msg.interaction_user_id is not None:
            user = self.users[msg.interaction_user_id]
            out["interaction_metadata"] = {
                "id": str(msg.interaction_id),
                "type": msg.interaction_type or 2,
                "user": user.payload(),
                "authorizing_integration_owners": {},
            }
        if msg.reference_id is not None:
            out["message_reference"] = {
                "type": 0,
                "message_id": str(msg.reference_id),
                "channel_id": str(msg.channel_id),
            }
        if msg.thread_id is not None and msg.thread_id in self.channels:
            out["thread"] = self.channel_payload(self.channels[msg.thread_id])
        if gateway and msg.guild_id is not None:
            out["guild_id"] = str(msg.guild_id)
            member = self.member(msg.guild_id, msg.author_id)
            if member is not None:
                out["member"] = member.payload(with_user=False)
        return out
