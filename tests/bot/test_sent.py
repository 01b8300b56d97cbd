"""What a board message is sent with is freed by reference counting once sent, not left in a
cycle for the garbage collector."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator

import discord
import pytest

from bot.components import StatusButton, attachments
from bot.sent import let_go


@pytest.fixture
def no_collector() -> Iterator[None]:
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def test_a_picture_is_freed_once_its_file_is_closed_as_discord_py_closes_it(no_collector) -> None:
    [file] = attachments([("board.png", b"\x89PNG...")])
    buffer = file.fp
    buffer.close()  # aiohttp's close while the request may still be retried: a no-op
    assert not buffer.closed and buffer.read() == b"\x89PNG..."
    file.close()  # after the request
    buffer.close()  # its own close again
    assert buffer.closed
    gone = weakref.ref(buffer)
    del file, buffer
    assert gone() is None


async def test_a_sent_view_of_dynamic_items_is_freed_without_the_collector(no_collector) -> None:
    view = discord.ui.View(timeout=None)
    view.add_item(StatusButton(7))
    gone = weakref.ref(view)
    let_go(view)
    del view
    assert gone() is None


async def test_a_view_with_an_item_dispatched_through_it_is_kept_whole() -> None:
    view = discord.ui.View(timeout=None)
    view.add_item(StatusButton(7))
    view.add_item(discord.ui.Button(label="here", custom_id="plain"))
    let_go(view)
    assert len(view.children) == 2 and all(item.view is view for item in view.children)
