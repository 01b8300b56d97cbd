"""What a message is sent with, made so that it is freed as soon as it is sent.

Two parts of a board message form reference cycles in discord.py, which only the garbage
collector frees, and a restart's catch-up sends or edits boards by the thousand: the cycles'
objects then pile up between young collections, and each collection scans them all (tens of
milliseconds in one step of the event loop; `benchmarks/bench_loop.py --garbage` counts them).
"""

from __future__ import annotations

import io

import discord


class Picture(io.BytesIO):
    """A picture's bytes to upload. `discord.File` swaps its file's `close` for a no-op while the
    request may be retried, then sets the file's own bound `close` back on the file: kept in the
    file's `__dict__`, that method refers to the file, a cycle holding the image's bytes.
    Setting its own `close` back here removes the override instead, as if never set."""

    def __setattr__(self, name: str, value: object) -> None:
        if name == "close" and getattr(value, "__self__", None) is self:
            if "close" in vars(self):
                super().__delattr__("close")
        else:
            super().__setattr__(name, value)


def let_go(view: object) -> None:
    """Once its message is sent or edited (or could not be), `view` lets go of its items.

    A view and its items refer to each other (each item's `_view`, set by discord.py). One whose
    items are all dynamic is used no more once sent: discord.py keeps only their classes, and a
    click builds its own item and view from the message. A view with another item stays as it
    is: discord.py dispatches that item's clicks through it."""
    if isinstance(view, discord.ui.View) and all(
        isinstance(item, discord.ui.DynamicItem) for item in view.walk_children()
    ):
        view.clear_items()
