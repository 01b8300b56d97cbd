"""Discord's JSON error shapes, so discord.py raises the same exceptions it raises in production.

discord.py turns a 4xx answer into ``Forbidden`` (403), ``NotFound`` (404) or ``HTTPException``,
with ``.code`` from the body's "code" and ``.text`` built from "message" and the nested "errors".
"""

from __future__ import annotations

from typing import Any

# The codes the fake answers with (https://discord.com/developers/docs/topics/opcodes-and-status-codes).
UNKNOWN_CHANNEL = 10003
UNKNOWN_GUILD = 10004
UNKNOWN_MEMBER = 10007
UNKNOWN_MESSAGE = 10008
UNKNOWN_USER = 10013
UNKNOWN_WEBHOOK = 10015
UNKNOWN_INTERACTION = 10062
UNKNOWN_APPLICATION_COMMAND = 10063
REQUEST_TOO_LARGE = 40005
INTERACTION_ALREADY_ACKNOWLEDGED = 40060
MISSING_ACCESS = 50001
CANNOT_SEND_EMPTY_MESSAGE = 50006
CANNOT_SEND_TO_USER = 50007
MISSING_PERMISSIONS = 50013
INVALID_WEBHOOK_TOKEN = 50027
INVALID_FORM_BODY = 50035


class DiscordError(Exception):
    """An error answer: raised anywhere in a route handler, turned into JSON by the server."""

    def __init__(self, status: int, code: int, message: str, errors: dict[str, Any] | None = None) -> None:
        super().__init__(f"{status} {code} {message}")
        self.status = status
        self.code = code
        self.message = message
        self.errors = errors

    def body(self) -> dict[str, Any]:
        out: dict[str, Any] = {"code": self.code, "message": self.message}
        if self.errors:
            out["errors"] = self.errors
        return out


def not_found(code: int, what: str) -> DiscordError:
    return DiscordError(404, code, f"Unknown {what}")


class FormErrors:
    """Collects "Invalid Form Body" problems under their JSON path, in Discord's nested shape:
    {"content": {"_errors": [{"code": "BASE_TYPE_MAX_LENGTH", "message": "..."}]}}."""

    def __init__(self, prefix: tuple[str | int, ...] = ()) -> None:
        self.prefix = prefix
        self.errors: dict[str, Any] = {}

    def add(self, path: tuple[str | int, ...], code: str, message: str) -> None:
        node = self.errors
        for key in (*self.prefix, *path):
            node = node.setdefault(str(key), {})
        node.setdefault("_errors", []).append({"code": code, "message": message})

    def max_length(self, path: tuple[str | int, ...], value: str | None, limit: int) -> None:
        if value is not None and len(value) > limit:
            self.add(path, "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length.")

    def length_between(self, path: tuple[str | int, ...], items: Any, low: int, high: int) -> None:
        n = len(items) if items is not None else 0
        if not low <= n <= high:
            self.add(path, "BASE_TYPE_BAD_LENGTH", f"Must be between {low} and {high} in length.")

    def raise_if_any(self) -> None:
        if self.errors:
            raise DiscordError(400, INVALID_FORM_BODY, "Invalid Form Body", self.errors)
