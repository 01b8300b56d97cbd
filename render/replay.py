"""An animated GIF of a game from its spectator frames (GIF: what Discord plays inline everywhere).

Frames are drawn by the game's renderer from spectator views only (each game draws its replay
frame, `draw`, one size all game where it can); this module lays them on one screen, drops a
frame identical to the one before it, holds the last one, and fits the file under a byte limit:
first by keeping fewer frames (evenly spaced, the first and the last always kept, never fewer than
30 while that is possible), then by scaling down.

Discord shows a GIF at its screen's size, scaled to fit the message: a screen as tall as one
outlying frame (the game-over frame with its score table) shows every other frame smaller, over a
band of blank. So the screen is as tall as suits most frames, a taller frame is shrunk to fit (to
no less than FIT_MIN of its size, its text still legible), and a narrower one is centred: each
frame is drawn top-aligned, so what stays put between frames does not move.
"""

from __future__ import annotations

import io
import math
import struct
import zlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from PIL import GifImagePlugin, Image, ImageChops

from .core import canvas

STEP_MS = 700
# A long game steps faster, so that a replay plays in about a minute and a half, but no frame
# flashes by quicker than a glance.
TOTAL_MS = 90_000
MIN_STEP_MS = 250
HOLD_MS = 4000  # the final position stays up long enough to read it before the loop restarts
MIN_SCALE = 0.25
FIT_MIN = 0.8
FIT_FEW = 0.1  # at most this share of the frames is shrunk: a smooth shrink softens the text
FIT_GAIN = 0.05  # ... and only when it takes this share of the screen off the average frame's blank
# The palette index drawn as "unchanged" in a frame's changed box: the last one, which the shared
# palette (a few dozen named colours) leaves unused; a frame that uses it is written whole.
CLEAR = 255


@dataclass(frozen=True)
class Animation:
    data: bytes
    frames: int  # frames in the file
    of: int  # frames given (one per public step)
    scale: float
    blank: float = 0.0  # the largest share of the screen a frame of the file leaves empty


@dataclass(frozen=True)
class Placed:
    """Where a frame lies on the screen: its top-left corner and its size there (shrunk when it
    was taller or wider than the screen)."""

    x: int
    y: int
    width: int
    height: int


def layout(sizes: Sequence[tuple[int, int]]) -> tuple[tuple[int, int], list[Placed]]:
    """The screen for frames of `sizes` and where each lies on it: as wide as the widest, as tall
    as leaves the least blank on average over the frames when every frame taller than it is
    shrunk to fit: by FIT_MIN at most, and only a few outlying frames (FIT_FEW of them)."""
    width = max(w for w, _ in sizes)
    tallest = max(h for _, h in sizes)
    few = len(sizes) * FIT_FEW
    candidates = sorted(
        {h for _, h in sizes if h >= tallest * FIT_MIN and sum(t > h for _, t in sizes) <= few} | {tallest}
    )

    def blank(height: int) -> float:
        shares = [1 - w * h * min(1.0, height / h) ** 2 / (width * height) for w, h in sizes]
        return sum(shares) / len(shares)

    # Shrinking (which softens the text) only pays for a clear gain.
    height = min(candidates, key=blank)
    if blank(tallest) - blank(height) < FIT_GAIN:
        height = tallest
    placed: list[Placed] = []
    for w, h in sizes:
        k = min(1.0, height / h, width / w)
        pw, ph = max(1, round(w * k)), max(1, round(h * k))
        placed.append(Placed((width - pw) // 2, 0, pw, ph))
    return (width, height), placed


def blank_share(screen: tuple[int, int], placed: Placed) -> float:
    return 1 - placed.width * placed.height / (screen[0] * screen[1])


def sample(count: int, keep: int) -> list[int]:
    """`keep` indices of `count` frames, evenly spaced, always the first and the last."""
    if count <= keep:
        return list(range(count))
    if keep <= 1:
        return [count - 1]
    return sorted({round(i * (count - 1) / (keep - 1)) for i in range(keep)})


@dataclass(frozen=True)
class _Stored:
    """A drawn frame kept compressed (palette indices, zlib): a long game's frames would
    otherwise hold hundreds of megabytes while the GIF is fitted."""

    size: tuple[int, int]
    pixels: bytes


def _store(frame: Image.Image) -> _Stored:
    if frame.mode != "P":
        frame = frame.convert("RGB").quantize(palette=canvas(1, 1))
    return _Stored(frame.size, zlib.compress(frame.tobytes(), 1))


def _frame(stored: _Stored, screen: tuple[int, int], placed: Placed, palette: bytes) -> Image.Image:
    """The stored frame on the screen where `layout` placed it (shrunk smoothly, then put back on
    the shared palette, when it was larger than the screen)."""
    image = Image.frombytes("P", stored.size, zlib.decompress(stored.pixels))
    image.putpalette(palette)
    if (placed.width, placed.height) != stored.size:
        shrunk = image.convert("RGB").resize((placed.width, placed.height), Image.Resampling.LANCZOS)
        shared = Image.new("P", (1, 1))
        shared.putpalette(palette)
        image = shrunk.quantize(palette=shared, dither=Image.Dither.NONE)
    if image.size != screen:
        base = canvas(*screen)
        base.putpalette(palette)
        base.paste(image, (placed.x, placed.y))
        image = base
    return image


def step_ms(frames: int) -> int:
    return max(MIN_STEP_MS, min(STEP_MS, TOTAL_MS // max(1, frames)))


def _distinct(frames: list[_Stored]) -> list[_Stored]:
    """Without a frame that repeats the one before it (a step that changed nothing drawn, such
    as whom the game waits for)."""
    out = [frames[0]]
    for frame in frames[1:]:
        if frame != out[-1]:
            out.append(frame)
    return out


def _header(size: tuple[int, int], palette: bytes) -> bytes:
    """GIF89a, the logical screen with a 256-colour global table, and loop forever."""
    table = (palette + bytes(768))[:768]
    return (
        b"GIF89a"
        + struct.pack("<HHBBB", size[0], size[1], 0xF7, 0, 0)
        + table
        + b"!\xff\x0bNETSCAPE2.0\x03\x01\x00\x00\x00"
    )


def encode(
    frames: Sequence[_Stored],
    palette: bytes,
    *,
    scale: float = 1.0,
    step: int | None = None,
    hold_ms: int = HOLD_MS,
) -> tuple[bytes, int]:
    """The GIF, written one frame at a time (each frame only the box that changed since the
    one before, drawn over it), and the number of frames written."""
    size, placed = layout([f.size for f in frames])
    width, height = size
    scaled = (max(1, round(width * scale)), max(1, round(height * scale)))
    each = step if step is not None else step_ms(len(frames))
    out = io.BytesIO()
    out.write(_header(scaled, palette))
    previous: Image.Image | None = None
    written = 0
    for k, stored in enumerate(frames):
        frame = _frame(stored, size, placed[k], palette)
        if scale != 1.0:
            frame = frame.resize(scaled, Image.Resampling.NEAREST)
        duration = hold_ms if k == len(frames) - 1 else each
        params: dict[str, int] = {"duration": duration, "disposal": 1}
        if previous is None:
            box: tuple[int, int, int, int] | None = (0, 0, *scaled)
            part = frame
        else:
            delta = ImageChops.subtract_modulo(frame, previous)
            box = delta.getbbox(alpha_only=False)
            if box is None:  # alike once scaled down: one pixel keeps the frame's time
                box = (0, 0, 1, 1)
            part = frame.crop(box)
            if frame.histogram()[CLEAR] == 0:
                # Unchanged pixels inside the box become see-through, showing the frame before:
                # long runs of one index, which LZW packs far better (half the size here).
                unchanged = delta.crop(box).point([255, *(0,) * 255], "1")
                part.paste(CLEAR, mask=unchanged)
                params["transparency"] = CLEAR
        for chunk in GifImagePlugin.getdata(part, offset=box[:2], **params):
            out.write(chunk)
        previous = frame
        written += 1
    out.write(b";")
    return out.getvalue(), written


def animate(frames: Iterable[Image.Image], limit: int, *, max_frames: int = 400) -> Animation:
    """The GIF of `frames` within `limit` bytes; frames are taken one at a time and kept
    compressed, so a generator of drawn frames never holds more than one at once."""
    stored: list[_Stored] = []
    palette = b""
    for image in frames:
        stored.append(_store(image))
        # Colours are only ever added to the shared palette: the last frame's covers them all.
        palette = bytes(image.getpalette() or []) if image.mode == "P" else palette
    if not stored:
        raise ValueError("a replay needs at least one frame")
    palette = palette or bytes(canvas(1, 1).getpalette() or [])
    keep, scale = min(len(stored), max_frames), 1.0
    while True:
        chosen = _distinct([stored[i] for i in sample(len(stored), keep)])
        data, written = encode(chosen, palette, scale=scale)
        if len(data) <= limit:
            screen, placed = layout([f.size for f in chosen])
            blank = max(blank_share(screen, p) for p in placed)
            return Animation(data, written, len(stored), scale, blank)
        ratio = limit / len(data)
        if keep > 30:
            # Fewer frames first: a replay still reads with one frame in a few steps.
            keep = max(30, math.floor(keep * ratio * 0.95))
        elif scale > MIN_SCALE:
            scale = max(MIN_SCALE, scale * math.sqrt(ratio) * 0.95)
        elif keep > 2:
            keep = max(2, math.floor(keep * ratio * 0.95))
        else:
            raise ValueError(f"a replay of {len(stored)} frames cannot fit in {limit} bytes")
