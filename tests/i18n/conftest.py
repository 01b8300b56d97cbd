"""Players whose Discord client speaks another language: the loopback Discord sends en-US, so
the interactions of the users listed in `user_locales` carry theirs instead."""

from __future__ import annotations

from typing import Any

import pytest

from tests.e2e.conftest import fake, game_clock, make_bot  # noqa: F401  (the e2e fixtures)
from tests.fakediscord import harness


@pytest.fixture
def user_locales(monkeypatch: pytest.MonkeyPatch) -> dict[int, str]:
    locales: dict[int, str] = {}
    original = harness.base_payload

    def with_locale(world: Any, reply_id: int, token: str, type_: int, user: Any, channel: Any) -> dict:
        payload = original(world, reply_id, token, type_, user, channel)
        if user.id in locales:
            payload["locale"] = locales[user.id]
        return payload

    monkeypatch.setattr(harness, "base_payload", with_locale)
    return locales
