"""An animated GIF of a game from its spectator frames (GIF: what Discord plays inline everywhere).

Frames are drawn by the game's renderer from spectator views only; this module lays them on one
canvas size (the largest, each frame top left), drops a frame identical to the one before it,
holds the last one, and fits the file under a byte limit: first by keeping fewer frames (evenly
spaced, the first and the last always kept, never fewer than 30 while that is possible), then by
scaling down.
"""

from __future__ import annotations

import io
import math
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image

from .core import canvas

STEP_MS = 700
# A long game steps faster, so that a replay plays in about a minute and a half, but no frame
# flashes by quicker than a glance.
TOTAL_MS = 90_000
MIN_STEP_MS = 250
HOLD_MS = 4000  # the final position stays up long enough to read it before the loop restarts
MIN_SCALE = 0.25


@dataclass(frozen=True)
class Animation:
    data: bytes
    frames: int  # frames in the file
    of: int  # frames given (one per public step)
    scale: float


def sample(count: int, keep: int) -> list[int]:
    """`keep` indices of `count` frames, evenly spaced, always the first and the last."""
    if count <= keep:
        return list(range(count))
    if keep <= 1:
        return [count - 1]
    return sorted({round(i * (count - 1) / (keep - 1)) for i in range(keep)})


def _same_size(frames: Sequence[Image.Image]) -> list[Image.Image]:
    """Frames of one size (a board can grow during a game): each on the largest canvas."""
    w = max(f.width for f in frames)
    h = max(f.height for f in frames)
    out = []
    for f in frames:
        if f.size == (w, h) and f.mode == "P":
            out.append(f)
            continue
        base = canvas(w, h)
        base.paste(f if f.mode == "P" else f.convert("RGB").quantize(palette=base), (0, 0))
        out.append(base)
    return out


def step_ms(frames: int) -> int:
    return max(MIN_STEP_MS, min(STEP_MS, TOTAL_MS // max(1, frames)))


def _distinct(frames: list[Image.Image]) -> list[Image.Image]:
    """Without a frame that repeats the one before it (a step that changed nothing drawn, such
    as whom the game waits for): the GIF encoder would merge them anyway, uncounted."""
    out = [frames[0]]
    for frame in frames[1:]:
        if frame.tobytes() != out[-1].tobytes():
            out.append(frame)
    return out


def encode(frames: Sequence[Image.Image], *, step: int | None = None, hold_ms: int = HOLD_MS) -> bytes:
    each = step if step is not None else step_ms(len(frames))
    durations = [each] * (len(frames) - 1) + [hold_ms]
    buffer = io.BytesIO()
    frames[0].save(
        buffer,
        format="GIF",
        save_all=True,
        append_images=list(frames[1:]),
        duration=durations,
        loop=0,
        disposal=1,
    )
    return buffer.getvalue()


def animate(frames: Sequence[Image.Image], limit: int, *, max_frames: int = 400) -> Animation:
    """The GIF of `frames` within `limit` bytes."""
    if not frames:
        raise ValueError("a replay needs at least one frame")
    full = _same_size(frames)
    keep, scale = min(len(full), max_frames), 1.0
    while True:
        chosen = [full[i] for i in sample(len(full), keep)]
        if scale < 1.0:
            size = (max(1, round(chosen[0].width * scale)), max(1, round(chosen[0].height * scale)))
            chosen = [f.resize(size, Image.Resampling.NEAREST) for f in chosen]
        chosen = _distinct(chosen)
        data = encode(chosen)
        if len(data) <= limit:
            return Animation(data, len(chosen), len(frames), scale)
        ratio = limit / len(data)
        if keep > 30:
            # Fewer frames first: a replay still reads with one frame in a few steps.
            keep = max(30, math.floor(keep * ratio * 0.95))
        elif scale > MIN_SCALE:
            scale = max(MIN_SCALE, scale * math.sqrt(ratio) * 0.95)
        elif keep > 2:
            keep = max(2, math.floor(keep * ratio * 0.95))
        else:
            raise ValueError(f"a replay of {len(frames)} frames cannot fit in {limit} bytes")
