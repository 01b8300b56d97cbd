"""A board's engine work runs beside its drawing, off the event loop: the legal moves its buttons
read (thousands in a Bricklayer or Block Buster opening) and the view its lines read are worked out
in the drawing's thread, so the loop only reads them."""

from __future__ import annotations

import threading
import traceback
from pathlib import Path
from typing import Any

import pytest

from games.blockbuster import GAME as BLOCKBUSTER
from games.bricklayer import GAME as BRICKLAYER
from tests.helpers.e2e import open_table, play_default_moves

BOT = str(Path(__file__).resolve().parents[2] / "bot")


def _spy(monkeypatch, game: Any) -> list[tuple[str, bool]]:
    """Every call of the game's `legal` and `view` that the bot made (not the test's own look at the
    table): its name and whether the loop's thread made it."""
    calls: list[tuple[str, bool]] = []
    for name in ("legal", "view"):
        original = getattr(type(game), name)

        def spy(self, *args, _original=original, _name=name, **kwargs):
            if any(frame.filename.startswith(BOT) for frame in traceback.extract_stack()):
                calls.append((_name, threading.current_thread() is threading.main_thread()))
            return _original(self, *args, **kwargs)

        monkeypatch.setattr(type(game), name, spy)
    return calls


@pytest.mark.parametrize(("key", "game"), [("bricklayer", BRICKLAYER), ("blockbuster", BLOCKBUSTER)])
async def test_a_posted_boards_legal_moves_and_view_are_worked_out_off_the_loop(
    fake, make_bot, monkeypatch, key, game
):
    bot = await make_bot(seed=11)
    users = [fake.user(name) for name in ("alice", "bob")]
    calls = _spy(monkeypatch, game)
    await open_table(fake, key, users)
    await play_default_moves(fake, bot, users, "games", 2)
    posted = [m for m in fake.channel_messages("games") if m.attachments]
    assert len(posted) >= 2, "the boards were posted (an earlier one loses its picture when retired)"
    assert calls, "the boards read the engine"
    on_loop = [name for name, loop in calls if loop]
    assert on_loop == [], f"engine work on the event loop: {on_loop}"
