"""Discord's limits on what a bot sends, enforced with Discord's error answers so that a bot bug
(a 101-character custom_id, a sixth action row, 26 select options, a 2001-character message)
fails in tests instead of in production.

Limits from https://discord.com/developers/docs (messages, embeds, components, modals,
application commands, autocomplete), checked against what discord.py 2.7 sends.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from . import errors
from .errors import DiscordError, FormErrors
from .world import COMPONENTS_V2, walk_components

MAX_CONTENT = 2000
MAX_FILES = 10
MAX_UPLOAD_BYTES = 25 * 1024 * 1024
MAX_EMBEDS = 10
MAX_EMBED_TOTAL = 6000
MAX_CUSTOM_ID = 100
MAX_ROWS = 5
MAX_ROW_WIDTH = 5
MAX_SELECT_OPTIONS = 25
MAX_V2_COMPONENTS = 40
MAX_CHOICES = 25

SELECT_TYPES = (3, 5, 6, 7, 8)
Path = tuple[str | int, ...]


def check_message(
    body: dict[str, Any],
    *,
    n_files: int,
    upload_bytes: int,
    prefix: Path = (),
    require_something: bool = True,
) -> None:
    """Raise DiscordError if Discord would refuse this message body (create or edit)."""
    if upload_bytes > MAX_UPLOAD_BYTES:
        # Discord answers an oversized upload before reading the body.
        raise DiscordError(413, errors.REQUEST_TOO_LARGE, "Request entity too large")
    errs = FormErrors(prefix)
    content = body.get("content")
    errs.max_length(("content",), content, MAX_CONTENT)
    embeds = body.get("embeds") or []
    if len(embeds) > MAX_EMBEDS:
        errs.add(("embeds",), "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_EMBEDS} or fewer in length.")
    total = 0
    for i, embed in enumerate(embeds):
        total += check_embed(embed, errs, ("embeds", i))
    if total > MAX_EMBED_TOTAL:
        errs.add(("embeds",), "MAX_EMBED_SIZE_EXCEEDED", "Embed size exceeds maximum size of 6000")
    flags = int(body.get("flags") or 0)
    components = body.get("components") or []
    check_components(components, errs, ("components",), v2=bool(flags & COMPONENTS_V2))
    if flags & COMPONENTS_V2:
        for key in ("content", "embeds"):
            if body.get(key):
                errs.add(
                    (key,),
                    "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
                    f'The "{key}" field cannot be used when using MessageFlags.IS_COMPONENTS_V2',
                )
    if n_files > MAX_FILES:
        errs.add(("attachments",), "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_FILES} or fewer in length.")
    errs.raise_if_any()
    if require_something and not (
        content or embeds or components or n_files or body.get("sticker_ids") or body.get("poll")
    ):
        raise DiscordError(400, errors.CANNOT_SEND_EMPTY_MESSAGE, "Cannot send an empty message")


def check_embed(embed: dict[str, Any], errs: FormErrors, path: Path) -> int:
    """Checks one embed; returns its size in characters (counted towards the 6000 total)."""
    size = 0

    def text(sub: Path, value: Any, limit: int) -> None:
        nonlocal size
        if value is None:
            return
        size += len(str(value))
        errs.max_length((*path, *sub), str(value), limit)

    text(("title",), embed.get("title"), 256)
    text(("description",), embed.get("description"), 4096)
    text(("footer", "text"), (embed.get("footer") or {}).get("text"), 2048)
    text(("author", "name"), (embed.get("author") or {}).get("name"), 256)
    fields = embed.get("fields") or []
    if len(fields) > 25:
        errs.add((*path, "fields"), "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
    for i, f in enumerate(fields):
        for key, limit in (("name", 256), ("value", 1024)):
            if not f.get(key):
                errs.add((*path, "fields", i, key), "BASE_TYPE_REQUIRED", "This field is required")
            text(("fields", i, key), f.get(key), limit)
    return size


def check_components(components: Sequence[dict[str, Any]], errs: FormErrors, path: Path, *, v2: bool) -> None:
    if not v2 and len(components) > MAX_ROWS:
        errs.add(path, "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_ROWS} or fewer in length.")
    if v2 and len(list(walk_components(components))) > MAX_V2_COMPONENTS:
        errs.add(path, "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_V2_COMPONENTS} or fewer in length.")
    seen: set[str] = set()
    for i, component in enumerate(components):
        if not v2 and component.get("type") != 1:
            errs.add((*path, i, "type"), "UNION_TYPE_CHOICES", 'Value of field "type" must be one of (1,).')
            continue
        _check_component(component, errs, (*path, i), seen)


def _check_component(c: dict[str, Any], errs: FormErrors, path: Path, seen: set[str]) -> None:
    kind = c.get("type")
    if kind == 1:  # action row
        children = c.get("components") or []
        errs.length_between((*path, "components"), children, 1, MAX_ROW_WIDTH)
        if any(ch.get("type") in SELECT_TYPES for ch in children) and len(children) > 1:
            errs.add(
                (*path, "components"),
                "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                "The specified component exceeds the maximum width",
            )
        for j, child in enumerate(children):
            _check_component(child, errs, (*path, "components", j), seen)
        return
    if "custom_id" in c:
        custom_id = str(c["custom_id"])
        errs.max_length((*path, "custom_id"), custom_id, MAX_CUSTOM_ID)
        if custom_id in seen:
            errs.add(
                (*path, "custom_id"),
                "COMPONENT_CUSTOM_ID_DUPLICATED",
                "Component custom id cannot be duplicated",
            )
        seen.add(custom_id)
    if kind == 2:  # button
        errs.max_length((*path, "label"), c.get("label"), 80)
        link = c.get("style") == 5
        if link and not c.get("url"):
            errs.add((*path, "url"), "BASE_TYPE_REQUIRED", "This field is required")
        if not link and c.get("style") != 6 and not c.get("custom_id"):
            errs.add((*path, "custom_id"), "BASE_TYPE_REQUIRED", "This field is required")
    elif kind in SELECT_TYPES:
        if not c.get("custom_id"):
            errs.add((*path, "custom_id"), "BASE_TYPE_REQUIRED", "This field is required")
        errs.max_length((*path, "placeholder"), c.get("placeholder"), 150)
        low, high = c.get("min_values", 1), c.get("max_values", 1)
        if not 0 <= low <= MAX_SELECT_OPTIONS:
            errs.add((*path, "min_values"), "NUMBER_TYPE_MAX", "int value should be <= 25 and >= 0.")
        if not 1 <= high <= MAX_SELECT_OPTIONS:
            errs.add((*path, "max_values"), "NUMBER_TYPE_MAX", "int value should be <= 25 and >= 1.")
        if kind == 3:
            options = c.get("options") or []
            errs.length_between((*path, "options"), options, 1, MAX_SELECT_OPTIONS)
            values = [o.get("value") for o in options]
            if len(set(values)) != len(values):
                errs.add((*path, "options"), "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED", "Duplicate value")
            for k, o in enumerate(options):
                for key in ("label", "value", "description"):
                    errs.max_length((*path, "options", k, key), o.get(key), 100)
            if options and high > len(options):
                errs.add(
                    (*path, "max_values"),
                    "SELECT_COMPONENT_MAX_VALUES_EXCEEDS_OPTIONS",
                    "max_values must be less than or equal to the number of options",
                )
    elif kind == 10:  # text display
        errs.max_length((*path, "content"), c.get("content"), 4000)
    for key in ("components",):
        for j, child in enumerate(c.get(key) or []):
            _check_component(child, errs, (*path, key, j), seen)
    for key in ("accessory", "component"):
        if isinstance(c.get(key), dict):
            _check_component(c[key], errs, (*path, key), seen)


def check_modal(data: dict[str, Any], prefix: Path = ("data",)) -> None:
    errs = FormErrors(prefix)
    title = data.get("title") or ""
    if not 1 <= len(title) <= 45:
        errs.add(("title",), "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 45 in length.")
    custom_id = data.get("custom_id") or ""
    if not 1 <= len(custom_id) <= MAX_CUSTOM_ID:
        errs.add(("custom_id",), "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length.")
    components = data.get("components") or []
    errs.length_between(("components",), components, 1, 5)
    for i, c in enumerate(walk_components(components)):
        if c.get("type") == 4:  # text input
            errs.max_length(("components", i, "custom_id"), c.get("custom_id"), MAX_CUSTOM_ID)
            errs.max_length(("components", i, "label"), c.get("label"), 45)
            errs.max_length(("components", i, "placeholder"), c.get("placeholder"), 100)
            errs.max_length(("components", i, "value"), c.get("value"), 4000)
            if not 0 <= c.get("min_length", 0) <= 4000 or not 1 <= c.get("max_length", 4000) <= 4000:
                errs.add(("components", i), "NUMBER_TYPE_MAX", "min_length/max_length out of range")
        elif c.get("type") == 18:  # label
            errs.max_length(("components", i, "label"), c.get("label"), 45)
            errs.max_length(("components", i, "description"), c.get("description"), 100)
    errs.raise_if_any()


def check_choices(data: dict[str, Any], prefix: Path = ("data",)) -> None:
    errs = FormErrors(prefix)
    choices = data.get("choices") or []
    if len(choices) > MAX_CHOICES:
        errs.add(("choices",), "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_CHOICES} or fewer in length.")
    for i, choice in enumerate(choices):
        name = str(choice.get("name", ""))
        if not 1 <= len(name) <= 100:
            errs.add(("choices", i, "name"), "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length.")
        if isinstance(choice.get("value"), str):
            errs.max_length(("choices", i, "value"), choice["value"], 100)
    errs.raise_if_any()


def check_commands(commands: Sequence[dict[str, Any]]) -> None:
    """The checks of a bulk overwrite that discord.py does not already make itself."""
    errs = FormErrors()
    if len(commands) > 100:
        errs.add((), "BASE_TYPE_MAX_LENGTH", "Must be 100 or fewer in length.")
    names = [(c.get("type", 1), c.get("name")) for c in commands]
    if len(set(names)) != len(names):
        errs.add((), "APPLICATION_COMMANDS_DUPLICATE_NAME", "Application command names must be unique")
    for i, command in enumerate(commands):
        _check_command_options(command.get("options") or [], errs, (i, "options"))
        if command.get("type", 1) == 1:
            errs.max_length((i, "description"), command.get("description"), 100)
    errs.raise_if_any()


def _check_command_options(options: Sequence[dict[str, Any]], errs: FormErrors, path: Path) -> None:
    if len(options) > 25:
        errs.add(path, "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
    seen_optional = False
    for i, opt in enumerate(options):
        if opt.get("type") in (1, 2):
            _check_command_options(opt.get("options") or [], errs, (*path, i, "options"))
            continue
        if opt.get("required") and seen_optional:
            errs.add(
                (*path, i, "required"),
                "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                "Required options must be placed before non-required options",
            )
        seen_optional = seen_optional or not opt.get("required")
        if len(opt.get("choices") or []) > MAX_CHOICES:
            errs.add((*path, i, "choices"), "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
        errs.max_length((*path, i, "description"), opt.get("description"), 100)
