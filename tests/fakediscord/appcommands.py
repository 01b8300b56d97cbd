"""Application commands as Discord stores and returns them.

A bulk overwrite (PUT) or a create (POST) is stored in the shape Discord answers with, not as
the bot sent it, so a bot that compares its commands with Discord's list meets what it meets in
production:

- every command gets an ``id`` (kept while its type and name stay), an ``application_id`` and a
  ``version``, which changes only when the command changes;
- ``default_member_permissions`` comes back as a string; global commands get Discord's defaults
  for what the bot left unset (``dm_permission`` true, ``contexts`` [0, 1, 2], ``integration_types``
  [0]), guild commands a ``guild_id``;
- options say ``required`` and ``autocomplete`` only when true, and an empty list of options is
  left out;
- a GET leaves out the localization dictionaries unless asked ``?with_localizations=true``.

Discord allows 200 new commands a day per scope (a PUT that keeps a command's name does not
create it again); past that it refuses the write: 400, code 30034.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .errors import DiscordError

DAILY_CREATES = 200
DAY = 24 * 3600.0
MAX_DAILY_CREATES = 30034
# What Discord assumes for a global command that does not say.
GLOBAL_DEFAULTS: dict[str, Any] = {"dm_permission": True, "contexts": [0, 1, 2], "integration_types": [0]}
SERVER_KEYS = ("id", "application_id", "version", "guild_id")
LOCALIZATION_KEYS = ("name_localizations", "description_localizations")
OPTION_KEYS = ("min_value", "max_value", "min_length", "max_length", "channel_types")

Key = tuple[int, str]


def key_of(command: dict[str, Any]) -> Key:
    return command.get("type", 1), command["name"]


def stored_option(body: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {
        "type": body["type"],
        "name": body["name"],
        "name_localizations": body.get("name_localizations") or None,
        "description": body.get("description", ""),
        "description_localizations": body.get("description_localizations") or None,
    }
    for flag in ("required", "autocomplete"):
        if body.get(flag):
            out[flag] = True
    if body.get("choices"):
        out["choices"] = [
            {
                "name": c["name"],
                "name_localizations": c.get("name_localizations") or None,
                "value": c["value"],
            }
            for c in body["choices"]
        ]
    if body.get("options"):
        out["options"] = [stored_option(o) for o in body["options"]]
    out.update({k: body[k] for k in OPTION_KEYS if body.get(k) is not None})
    return out


def stored_command(body: dict[str, Any], *, scope: int | None) -> dict[str, Any]:
    """The command's content as Discord keeps it (without id and version)."""
    permissions = body.get("default_member_permissions")
    out: dict[str, Any] = {
        # Whatever else the bot sent is kept as it was (Discord has more fields than modelled here).
        **{k: v for k, v in body.items() if v is not None and k not in SERVER_KEYS},
        "type": body.get("type", 1),
        "name": body["name"],
        "name_localizations": body.get("name_localizations") or None,
        "description": body.get("description", ""),
        "description_localizations": body.get("description_localizations") or None,
        "default_member_permissions": None if permissions is None else str(permissions),
        "nsfw": bool(body.get("nsfw", False)),
    }
    options = [stored_option(o) for o in body.get("options") or []]
    if options:
        out["options"] = options
    else:
        out.pop("options", None)
    if scope is None:
        for k, default in GLOBAL_DEFAULTS.items():
            out[k] = default if body.get(k) is None else body[k]
    else:
        for k in GLOBAL_DEFAULTS:
            out.pop(k, None)
        out["guild_id"] = str(scope)
    return out


def without_localizations(value: Any) -> Any:
    """What a GET without ?with_localizations=true answers: no localization dictionaries."""
    if isinstance(value, list):
        return [without_localizations(v) for v in value]
    if isinstance(value, dict):
        return {k: without_localizations(v) for k, v in value.items() if k not in LOCALIZATION_KEYS}
    return value


class CommandRegistry:
    """The commands of each scope (a guild id, or None for global), and the creates per day."""

    def __init__(
        self,
        scopes: dict[int | None, list[dict[str, Any]]],
        new_id: Callable[[], int],
        application_id: int,
        now: Callable[[], float],
    ) -> None:
        self.scopes = scopes  # FakeDiscord.commands, which tests read
        self.new_id = new_id
        self.application_id = application_id
        self.now = now
        self._created: dict[int | None, list[float]] = {}

    def register(
        self, scope: int | None, bodies: list[dict[str, Any]], *, replace: bool
    ) -> list[dict[str, Any]]:
        """Store `bodies` (all of the scope's commands if `replace`, else added or updated);
        returns them as Discord answers."""
        current = self.scopes.get(scope, [])
        old = {key_of(c): c for c in current}
        creates = sum(key_of(b) not in old for b in bodies)
        self._admit_creates(scope, creates)
        made = [self._made(scope, b, old.get(key_of(b))) for b in bodies]
        if replace:
            self.scopes[scope] = made
        else:
            keys = {key_of(c) for c in made}
            self.scopes[scope] = [c for c in current if key_of(c) not in keys] + made
        return made

    def _made(
        self, scope: int | None, body: dict[str, Any], previous: dict[str, Any] | None
    ) -> dict[str, Any]:
        content = stored_command(body, scope=scope)
        unchanged = previous is not None and {k: v for k, v in previous.items() if k not in SERVER_KEYS} == {
            k: v for k, v in content.items() if k not in SERVER_KEYS
        }
        return {
            "id": previous["id"] if previous is not None else str(self.new_id()),
            "application_id": str(self.application_id),
            "version": previous["version"] if unchanged and previous is not None else str(self.new_id()),
            **content,
        }

    def _admit_creates(self, scope: int | None, creates: int) -> None:
        if not creates:
            return
        now = self.now()
        recent = [t for t in self._created.get(scope, []) if t > now - DAY]
        if len(recent) + creates > DAILY_CREATES:
            raise DiscordError(
                400,
                MAX_DAILY_CREATES,
                f"Max number of daily application command creates has been reached ({DAILY_CREATES})",
            )
        self._created[scope] = recent + [now] * creates

    def creates_today(self, scope: int | None) -> int:
        now = self.now()
        return sum(t > now - DAY for t in self._created.get(scope, []))
