"""What happened in a game, in words: an engine gives each event a code and its values, and the
catalog has one sentence per code in every language (`event-<game>-<code>`); a game's
presentation words the values (`GameUI.event_params`) and names the seats."""

from __future__ import annotations


def event_id(game: str, code: str) -> str:
    """The catalog id of an event's sentence."""
    return f"event-{game}-{code}"
