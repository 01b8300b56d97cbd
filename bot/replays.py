"""Replays: a game (finished, or running up to now) as an animated GIF of its spectator view.

The action log is the truth: the game is replayed from its seed through the engine, and a frame
is drawn from `view(state, None)` after every public step, i.e. every action after which the
spectator view changed (a secret roll that shows nothing adds no frame). Only the spectator view
is drawn, so hidden information appears in a frame only once the game revealed it.

Rendering runs in a worker thread, never on the event loop. Files are cached on disk by game id
and version (a running game's replay is redrawn once it moved) and by the size limit; requests
for a replay already being drawn wait for that one drawing.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from games.core import Game
from render.replay import Animation, animate, sample

from .store import ActionRow, GameRow

log = logging.getLogger(__name__)

DEFAULT_LIMIT = 10 * 1024 * 1024  # Discord's upload limit for a server without boosts
# Room for the multipart envelope and the message around the file.
ENVELOPE = 64 * 1024
# At most this many steps are drawn; a longer game is sampled evenly (first and last kept), so
# a very long game costs seconds, not minutes.
MAX_DRAWN = 400


def spectator_views(game: Game, row: GameRow, actions: Sequence[ActionRow]) -> list[dict[str, Any]]:
    """The spectator view at the start and after every public step of the logged actions."""
    start = game.new(len(row.players), row.options, row.seed)
    return views_from(game, start, [(a.player, game.parse(a.action)) for a in actions])


def views_from(game: Game, state: Any, moves: Sequence[tuple[int, Any]]) -> list[dict[str, Any]]:
    """The spectator views of `state` and after each public step of `moves` (seat, action): a
    step after which a spectator sees what he saw before adds none."""
    views = [game.view(state, None)]
    for seat, action in moves:
        state, _ = game.apply(state, seat, action)
        view = game.view(state, None)
        if view != views[-1]:
            views.append(view)
    return views


def render_replay(
    game: Game, draw: Callable[[Any], Any], row: GameRow, actions: Sequence[ActionRow], limit: int
) -> Animation:
    """The GIF of a game within `limit` bytes (runs in a worker thread)."""
    views = spectator_views(game, row, actions)
    chosen = [views[i] for i in sample(len(views), MAX_DRAWN)]
    # A generator: each frame is compressed as soon as it is drawn, never all held at once.
    return replace(animate((draw(v) for v in chosen), limit), of=len(views))


@dataclass(frozen=True)
class ReplayFile:
    path: Path
    frames: int
    steps: int
    cached: bool


class Replays:
    """Replay files of one bot, cached under `directory`."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = directory or Path(tempfile.mkdtemp(prefix="tablebot-replays-"))
        self._drawing: dict[Path, asyncio.Task[ReplayFile]] = {}
        self.drawn = 0  # replays actually rendered (the rest came from the cache)

    @classmethod
    def beside(cls, database_path: str) -> Replays:
        if database_path in ("", ":memory:"):
            return cls()
        return cls(Path(database_path).resolve().parent / "replays")

    def path_of(self, row: GameRow, limit: int, language: str = "en") -> Path:
        # The language is in the name: the frames' words are drawn in it.
        return self.directory / f"{row.id}-v{row.version}-{limit}-{language}.gif"

    async def get(
        self,
        game: Game,
        draw: Callable[[Any], Any],
        row: GameRow,
        actions: Sequence[ActionRow],
        limit: int,
        language: str = "en",
    ) -> ReplayFile:
        path = self.path_of(row, limit, language)
        if path.exists():
            return ReplayFile(path, *_counts(path), cached=True)
        task = self._drawing.get(path)
        if task is None:
            job = functools.partial(render_replay, game, draw, row, list(actions), limit - ENVELOPE)
            task = asyncio.ensure_future(self._draw(row, path, job))
            self._drawing[path] = task
            task.add_done_callback(lambda _: self._drawing.pop(path, None))
        return await asyncio.shield(task)

    async def _draw(self, row: GameRow, path: Path, render: Callable[[], Animation]) -> ReplayFile:
        animation = await asyncio.to_thread(render)
        self.drawn += 1
        await asyncio.to_thread(self._write, row, path, animation)
        return ReplayFile(path, animation.frames, animation.of, cached=False)

    def _write(self, row: GameRow, path: Path, animation: Animation) -> None:
        self.directory.mkdir(parents=True, exist_ok=True)
        # Older versions of this game's replay are out of date once a newer one exists.
        for old in self.directory.glob(f"{row.id}-v*"):
            old.unlink(missing_ok=True)
        partial = path.with_suffix(".part")
        partial.write_bytes(animation.data)
        partial.replace(path)  # a reader never sees half a file
        path.with_suffix(".txt").write_text(f"{animation.frames} {animation.of}")


def _counts(path: Path) -> tuple[int, int]:
    try:
        frames, steps = path.with_suffix(".txt").read_text().split()
        return int(frames), int(steps)
    except (OSError, ValueError):
        return 0, 0
