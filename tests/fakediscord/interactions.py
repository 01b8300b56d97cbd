"""Interactions as a player makes them (slash commands, autocomplete, clicks, selects, modal
submits) and the bookkeeping of how the bot answered them (``Reply``).

Payload shapes follow discord.py 2.7's readers: interactions.py (``Interaction._from_data``),
app_commands/tree.py (``_get_app_command_options``), app_commands/namespace.py (options and
``resolved``), ui/view.py (``dispatch_view``, DynamicItem) and ui/modal.py (``_refresh``).
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .world import (
    ALL_PERMISSIONS,
    Attachment,
    FakeChannel,
    FakeMessage,
    FakeRole,
    FakeUser,
    guess_content_type,
    walk_components,
)

if TYPE_CHECKING:
    from .harness import RecordedRequest
    from .world import World

# Interaction types.
PING, APPLICATION_COMMAND, MESSAGE_COMPONENT, AUTOCOMPLETE, MODAL_SUBMIT = 1, 2, 3, 4, 5
# Callback (response) types.
PONG, CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE, DEFERRED_UPDATE, UPDATE_MESSAGE = 1, 4, 5, 6, 7
AUTOCOMPLETE_RESULT, MODAL = 8, 9
# Application command option types.
SUB_COMMAND, SUB_COMMAND_GROUP, STRING, INTEGER, BOOLEAN, USER, CHANNEL, ROLE, MENTIONABLE = range(1, 10)
NUMBER, ATTACHMENT = 10, 11

ATTACHMENT_SIZE_LIMIT = 25 * 1024 * 1024


class InteractionNotAnswered(AssertionError):
    """The bot did not acknowledge an interaction: the player sees "This interaction failed"."""


@dataclass(eq=False)
class FakeModal:
    """A modal the bot opened (callback type 9), waiting for the player to submit it."""

    custom_id: str
    title: str
    components: list[dict[str, Any]]
    user: FakeUser
    opened_by: Reply

    @property
    def fields(self) -> list[dict[str, Any]]:
        """The inputs (text inputs, selects, file uploads), with their label when they have one."""
        out = []
        for c in self.components:
            if c.get("type") == 18 and isinstance(c.get("component"), dict):
                out.append({**c["component"], "label": c["component"].get("label") or c.get("label")})
            else:
                out += [x for x in walk_components([c]) if x.get("type") in (3, 4, 5, 6, 7, 8, 19)]
        return out


@dataclass(eq=False)
class Reply:
    """One interaction and everything the bot did about it, filled in as requests arrive.

    ``message`` is the interaction's own message: the answer (types 4, 5) or, for a component
    answered with an update (6, 7), the message the component is on. ``content`` and the other
    readers show the answer the player reads: that message, or, after a deferred update (6)
    followed by followups, the first followup. ``followups`` are the
    followup messages, ``sent`` every message the bot created or edited anywhere while the
    interaction was being handled (channel posts, DMs, threads), ``errors`` the bot's requests
    that Discord refused during that time.
    """

    id: int
    token: str
    type: int
    user: FakeUser
    channel: FakeChannel
    guild_id: int | None
    payload: dict[str, Any]
    dispatched_at: float
    source_message: FakeMessage | None = None
    response_type: int | None = None
    acked_at: float | None = None
    message: FakeMessage | None = None
    followups: list[FakeMessage] = field(default_factory=list)
    choices: list[dict[str, Any]] | None = None
    modal: FakeModal | None = None
    sent: list[FakeMessage] = field(default_factory=list)
    errors: list[RecordedRequest] = field(default_factory=list)
    settled: bool = False
    acked: asyncio.Event = field(default_factory=asyncio.Event)

    # -- reading the answer -----------------------------------------------------------------------
    @property
    def acknowledged(self) -> bool:
        return self.response_type is not None

    @property
    def deferred(self) -> bool:
        return self.response_type in (DEFERRED_CHANNEL_MESSAGE, DEFERRED_UPDATE)

    @property
    def messages(self) -> list[FakeMessage]:
        """The answer and its followups, in order."""
        first = [self.message] if self.message is not None and self.message not in self.followups else []
        return [m for m in first + self.followups if not m.deleted]

    def _main(self) -> FakeMessage:
        msgs = self.messages
        if self.response_type == DEFERRED_UPDATE and len(msgs) > 1 and msgs[0] is self.source_message:
            # A deferred update answers with its followups: what the player reads is the first.
            msgs = msgs[1:]
        if not msgs:
            raise AssertionError(
                f"the bot answered interaction {self.id} with type {self.response_type} and no message"
            )
        return msgs[0]

    @property
    def content(self) -> str:
        return self._main().content

    @property
    def text(self) -> str:
        return self._main().text

    @property
    def ephemeral(self) -> bool:
        return self._main().ephemeral

    @property
    def files(self) -> list[Attachment]:
        return [a for m in self.messages for a in m.attachments]

    @property
    def embeds(self) -> list[dict[str, Any]]:
        return self._main().embeds

    @property
    def components(self) -> list[dict[str, Any]]:
        return self._main().components

    @property
    def buttons(self) -> list[dict[str, Any]]:
        return self._main().buttons

    @property
    def choice_names(self) -> list[str]:
        return [c["name"] for c in self.choices or []]

    @property
    def choice_values(self) -> list[Any]:
        return [c["value"] for c in self.choices or []]

    def __repr__(self) -> str:
        what = {2: "command", 3: "component", 4: "autocomplete", 5: "modal"}.get(self.type, self.type)
        return (
            f"<Reply {what} id={self.id} by {self.user.name} response_type={self.response_type} "
            f"messages={self.messages!r}>"
        )


# -- building interaction payloads -------------------------------------------------------------


def base_payload(
    world: World, reply_id: int, token: str, type_: int, user: FakeUser, channel: FakeChannel
) -> dict:
    """The fields every interaction has; a guild member or a DM user."""
    payload: dict[str, Any] = {
        "id": str(reply_id),
        "application_id": str(world.application_id),
        "type": type_,
        "token": token,
        "version": 1,
        "locale": user.locale,
        "entitlements": [],
        "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
        "app_permissions": str(world.permissions_in(channel, world.bot_user.id)),
        "channel_id": str(channel.id),
        "channel": world.channel_payload(channel, for_user=user.id),
    }
    if channel.guild_id is not None:
        member = world.member(channel.guild_id, user.id)
        if member is None:
            raise ValueError(f"{user.name} is not a member of the guild of #{channel.name}")
        if not world.permissions_in(channel, user.id):
            raise PermissionError(f"{user.name} cannot see #{channel.name}")
        payload.update(
            guild_id=str(channel.guild_id),
            guild_locale="en-US",
            guild={"id": str(channel.guild_id), "locale": "en-US", "features": []},
            member=member.payload(permissions=world.permissions_in(channel, user.id)),
            context=0,
            authorizing_integration_owners={"0": str(channel.guild_id)},
        )
    else:
        payload.update(user=user.payload(), context=1, authorizing_integration_owners={"0": "0"})
    return payload


class Resolved:
    """The "resolved" map of an interaction: the full objects behind ids in options and selects."""

    def __init__(self, world: World, where: FakeChannel) -> None:
        self.world = world
        self.where = where  # the interaction's channel: member permissions are computed there
        self.data: dict[str, dict[str, Any]] = {}

    def user(self, user: FakeUser) -> str:
        self.data.setdefault("users", {})[str(user.id)] = user.payload()
        member = self.world.member(self.where.guild_id, user.id)
        if member is not None:
            perms = self.world.permissions_in(self.where, user.id)
            self.data.setdefault("members", {})[str(user.id)] = member.payload(
                permissions=perms, with_user=False
            )
        return str(user.id)

    def role(self, role: FakeRole) -> str:
        self.data.setdefault("roles", {})[str(role.id)] = role.payload()
        return str(role.id)

    def channel(self, channel: FakeChannel, for_user: FakeUser) -> str:
        payload = self.world.channel_payload(channel, for_user=for_user.id)
        self.data.setdefault("channels", {})[str(channel.id)] = payload
        return str(channel.id)

    def attachment(self, attachment: Attachment) -> str:
        self.data.setdefault("attachments", {})[str(attachment.id)] = attachment.payload()
        return str(attachment.id)


def find_command(
    commands: Sequence[dict[str, Any]], path: str, *, leaf: bool = True
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The command at `path` ("game new"): (the top-level command, [its subcommand options]).
    With `leaf`, the path must end at something a player can run, not at a group."""
    parts = path.strip().lstrip("/").split()
    top = next((c for c in commands if c["name"] == parts[0] and c.get("type", 1) == 1), None)
    if top is None:
        known = sorted(c["name"] for c in commands if c.get("type", 1) == 1)
        raise LookupError(f"no slash command /{parts[0]} was synced (synced: {known})")
    chain: list[dict[str, Any]] = []
    options = top.get("options") or []
    for part in parts[1:]:
        sub = next(
            (o for o in options if o["name"] == part and o["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP)), None
        )
        if sub is None:
            raise LookupError(f"/{path}: /{' '.join(parts[: len(chain) + 1])} has no subcommand {part!r}")
        chain.append(sub)
        options = sub.get("options") or []
    leaf_options = (chain[-1] if chain else top).get("options") or []
    if leaf and any(o["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP) for o in leaf_options):
        raise LookupError(f"/{path} is a group: name one of its subcommands")
    return top, chain


def check_can_use(world: World, command: dict[str, Any], user: FakeUser, channel: FakeChannel) -> None:
    """Discord's client hides commands a member lacks default_member_permissions for, and
    guild-only commands in DMs: a player cannot send those at all."""
    path = f"/{command['name']}"
    if channel.is_dm:
        contexts = command.get("contexts")
        if (
            command.get("guild_id")
            or command.get("dm_permission") is False
            or (contexts and 1 not in contexts)
        ):
            raise PermissionError(f"{path} cannot be used in DMs")
        return
    if command.get("contexts") and 0 not in command["contexts"]:
        raise PermissionError(f"{path} cannot be used in a server")
    needed = command.get("default_member_permissions")
    if needed is not None:
        guild = world.get_guild(channel.guild_id or 0)
        member = guild.members[user.id]
        perms = world.base_permissions(guild, member)
        # "0" means: administrators only (base_permissions gives them every bit).
        if int(needed) & ~perms or (int(needed) == 0 and perms != ALL_PERMISSIONS):
            raise PermissionError(f"{user.name} does not see {path}: it needs permissions {needed}")


def option_value(
    world: World,
    opt: dict[str, Any],
    value: Any,
    resolved: Resolved,
    user: FakeUser,
    *,
    partial: bool = False,
    offered_only: bool = True,
) -> Any:
    """A Python value as the Discord client would send it for this option (with its resolved
    object). Choices can be given by value or by their displayed name; without `offered_only`,
    any value, as a modified client may send (Discord does not check choices)."""
    kind, name = opt["type"], opt["name"]
    if opt.get("choices") and not partial and offered_only:
        by_name = {c["name"]: c["value"] for c in opt["choices"]}
        values = [c["value"] for c in opt["choices"]]
        if value in by_name and value not in values:
            value = by_name[value]
        if value not in values:
            raise ValueError(f"option {name}: {value!r} is not one of the choices {values}")
    if kind == STRING:
        value = str(value)
        if not partial:
            low, high = opt.get("min_length", 0), opt.get("max_length", 6000)
            if not low <= len(value) <= high:
                raise ValueError(f"option {name}: length must be {low}..{high}")
        return value
    if kind in (INTEGER, NUMBER):
        if partial:
            return value
        if (
            isinstance(value, bool)
            or not isinstance(value, (int, float))
            or (kind == INTEGER and value != int(value))
        ):
            raise TypeError(
                f"option {name}: {value!r} is not {'an integer' if kind == INTEGER else 'a number'}"
            )
        low, high = opt.get("min_value"), opt.get("max_value")
        if (low is not None and value < low) or (high is not None and value > high):
            raise ValueError(f"option {name}: {value} is outside {low}..{high}")
        return int(value) if kind == INTEGER else float(value)
    if kind == BOOLEAN:
        return bool(value)
    if kind == USER or (kind == MENTIONABLE and isinstance(value, FakeUser)):
        if not isinstance(value, FakeUser):
            raise TypeError(f"option {name}: pass a FakeUser, not {value!r}")
        return resolved.user(value)
    if kind in (ROLE, MENTIONABLE):
        if not isinstance(value, FakeRole):
            raise TypeError(f"option {name}: pass a FakeRole or FakeUser, not {value!r}")
        return resolved.role(value)
    if kind == CHANNEL:
        if not isinstance(value, FakeChannel):
            raise TypeError(f"option {name}: pass a FakeChannel, not {value!r}")
        types = opt.get("channel_types")
        if types and value.type not in types:
            raise ValueError(f"option {name}: channel type {value.type} is not one of {types}")
        return resolved.channel(value, user)
    if kind == ATTACHMENT:
        if isinstance(value, tuple):
            filename, data = value
            value = Attachment(world.new_id(), filename, data, guess_content_type(filename, data))
            value.url = f"{world.attachment_base_url}/{value.id}/{filename}"
        if not isinstance(value, Attachment):
            raise TypeError(f"option {name}: pass (filename, bytes) or an Attachment, not {value!r}")
        return resolved.attachment(value)
    raise TypeError(f"option {name}: unsupported option type {kind}")


def command_options(
    world: World,
    definitions: Sequence[dict[str, Any]],
    values: Mapping[str, Any],
    resolved: Resolved,
    user: FakeUser,
    *,
    focused: str | None = None,
    offered_only: bool = True,
) -> list[dict[str, Any]]:
    by_name = {o["name"]: o for o in definitions}
    unknown = set(values) - set(by_name)
    if unknown:
        raise LookupError(f"unknown option(s) {sorted(unknown)}; the command has {sorted(by_name)}")
    if focused is None:
        missing = [o["name"] for o in definitions if o.get("required") and o["name"] not in values]
        if missing:
            raise ValueError(f"required option(s) missing: {missing}")
    elif focused not in by_name:
        raise LookupError(f"cannot focus {focused!r}: the command has {sorted(by_name)}")
    elif not by_name[focused].get("autocomplete"):
        raise ValueError(f"option {focused!r} has no autocomplete")
    out = []
    # The client sends options in the command's order.
    for opt in definitions:
        if opt["name"] not in values:
            continue
        is_focused = opt["name"] == focused
        value = option_value(
            world, opt, values[opt["name"]], resolved, user, partial=is_focused, offered_only=offered_only
        )
        entry: dict[str, Any] = {"name": opt["name"], "type": opt["type"], "value": value}
        if is_focused:
            entry["focused"] = True
        out.append(entry)
    return out


def command_data(
    world: World,
    top: dict[str, Any],
    chain: list[dict[str, Any]],
    values: Mapping[str, Any],
    user: FakeUser,
    channel: FakeChannel,
    *,
    focused: str | None = None,
    offered_only: bool = True,
) -> dict[str, Any]:
    resolved = Resolved(world, channel)
    leaf = chain[-1] if chain else top
    definitions = leaf.get("options") or []
    options = command_options(
        world, definitions, values, resolved, user, focused=focused, offered_only=offered_only
    )
    for sub in reversed(chain):
        options = [{"name": sub["name"], "type": sub["type"], "options": options}]
    data: dict[str, Any] = {"id": top["id"], "name": top["name"], "type": 1, "options": options}
    if top.get("guild_id"):
        data["guild_id"] = top["guild_id"]
    if resolved.data:
        data["resolved"] = resolved.data
    return data


def find_component(msg: FakeMessage, key: str, kinds: tuple[int, ...]) -> dict[str, Any]:
    """A component of `msg` by custom_id, label, placeholder or emoji name."""
    candidates = [c for c in msg.all_components if c.get("type") in kinds]
    for c in candidates:
        emoji = (c.get("emoji") or {}).get("name")
        if key in (c.get("custom_id"), c.get("label"), c.get("placeholder"), emoji):
            return c
    described = [c.get("label") or c.get("placeholder") or c.get("custom_id") for c in candidates]
    raise LookupError(f"no component {key!r} on message {msg.id}; it has {described}")


def select_values(
    world: World, component: dict[str, Any], values: Sequence[Any], resolved: Resolved, user: FakeUser
) -> list[str]:
    kind = component["type"]
    low, high = component.get("min_values", 1), component.get("max_values", 1)
    if not low <= len(values) <= high:
        raise ValueError(
            f"select {component.get('custom_id')!r} takes {low}..{high} values, not {len(values)}"
        )
    if kind == 3:
        options = {o["value"]: o for o in component.get("options") or []}
        labels = {o["label"]: o["value"] for o in component.get("options") or []}
        out = []
        for v in values:
            v = labels.get(v, v) if v not in options else v
            if v not in options:
                raise ValueError(
                    f"{v!r} is not an option of select {component.get('custom_id')!r}: {list(options)}"
                )
            out.append(str(v))
        return out
    out = []
    for v in values:
        if isinstance(v, FakeUser) and kind in (5, 7):
            out.append(resolved.user(v))
        elif isinstance(v, FakeRole) and kind in (6, 7):
            out.append(resolved.role(v))
        elif isinstance(v, FakeChannel) and kind == 8:
            out.append(resolved.channel(v, user))
        else:
            raise TypeError(f"select type {kind} cannot take {v!r}")
    return out


def modal_components(modal: FakeModal, answers: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The submitted components, in the modal's shape: rows of text inputs, or labels wrapping a
    text input, a select or a file upload. Inputs are found by custom_id or by label."""
    used: set[str] = set()

    def answer(c: dict[str, Any], label: str | None) -> tuple[bool, Any]:
        for key in (c.get("custom_id"), label):
            if key is not None and key in answers:
                used.add(key)
                return True, answers[key]
        return False, None

    def submitted(c: dict[str, Any], label: str | None) -> dict[str, Any]:
        given, value = answer(c, label)
        name = label or c.get("custom_id")
        if c["type"] == 4:
            text = str(value) if given else c.get("value") or ""
            if c.get("required", True) and not text:
                raise ValueError(f"modal field {name!r} is required")
            if text and not c.get("min_length", 0) <= len(text) <= c.get("max_length", 4000):
                raise ValueError(
                    f"modal field {name!r}: length must be {c.get('min_length', 0)}..{c.get('max_length')}"
                )
            return {"type": 4, "id": c.get("id", 0), "custom_id": c["custom_id"], "value": text}
        values = value if isinstance(value, (list, tuple)) else ([] if value is None else [value])
        if c.get("required", True) and not values:
            raise ValueError(f"modal field {name!r} is required")
        if c["type"] == 3:
            allowed = {o["value"] for o in c.get("options") or []}
            bad = [v for v in values if v not in allowed]
            if bad:
                raise ValueError(f"modal field {name!r}: {bad} not among {sorted(allowed)}")
        return {
            "type": c["type"],
            "id": c.get("id", 0),
            "custom_id": c["custom_id"],
            "values": [str(v) for v in values],
        }

    out: list[dict[str, Any]] = []
    for c in modal.components:
        if c.get("type") == 1:
            out.append(
                {
                    "type": 1,
                    "id": c.get("id", 0),
                    "components": [submitted(x, x.get("label")) for x in c["components"]],
                }
            )
        elif c.get("type") == 18:
            out.append(
                {"type": 18, "id": c.get("id", 0), "component": submitted(c["component"], c.get("label"))}
            )
        else:
            out.append({"type": c.get("type"), "id": c.get("id", 0)})
    unknown = set(answers) - used
    if unknown:
        raise LookupError(f"modal {modal.title!r} has no field(s) {sorted(unknown)}")
    return out
