"""Shared drawing: the palette, fonts, PNG encoding, labelled grids and the final score table.

Images are drawn in palette ("P") mode from the start: a palette PNG encodes in about a third of
the time of an RGB one, and quantizing RGB afterwards costs more than the drawing itself.
Renderers receive views (plain dicts), never game states, so hidden information cannot reach
an image by accident.
"""

from __future__ import annotations

import functools
import io
import math
import unicodedata
from collections.abc import Callable, Generator, Iterable, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import ParamSpec, Protocol, TypeVar, cast

from PIL import Image, ImageDraw, ImageFont

ViewT = TypeVar("ViewT", contravariant=True)
P = ParamSpec("P")
R = TypeVar("R")

# The words of one language that a picture draws: `say(key, **params)` gives those of `key`. The
# bot hands one to a renderer's drawing functions as `words=` (None: the renderer's own English,
# which its golden images are drawn with); render/ never looks a word up in a catalog itself.
Say = Callable[..., str]
# The players' names drawn under their seats (None: "P1", "P2"...).
Names = Sequence[str] | None


class Renderer(Protocol[ViewT]):
    """What every game's render module provides (each one checks itself at its end): images
    drawn from a view alone (`ViewT`: the game's view type, a TypedDict where the game has one),
    with their words from `words` (see `Say`)."""

    def post_images(
        self,
        view: ViewT,
        *,
        names: Sequence[str] | None = None,
        focus: int | None = None,
        words: Say | None = None,
    ) -> list[tuple[str, Image.Image]]:
        """The images one move posts in the channel, each with its file name's stem; `focus`
        names the seat (or colour) drawn large when the game draws one large."""
        ...

    def draw(
        self, view: ViewT, *, names: Sequence[str] | None = None, words: Say | None = None
    ) -> Image.Image:
        """The game in one picture: a replay's frame (one size all game where the game can), and
        the channel's image for a renderer without `post_images`."""
        ...


def templates(table: Mapping[str, str]) -> Say:
    """Words from `str.format` templates by key (a key without one is drawn as itself)."""

    def say(key: str, **params: object) -> str:
        return table.get(key, key).format(**params)

    return say


class Words:
    """The words a renderer draws with: those handed to the drawing function called (`words=`),
    for every helper it calls in turn, else the renderer's `english`.

    A drawing function declares `words: Say | None = None` and is decorated with `speaks`; the
    helpers it calls draw with `say(key, **params)` (or `said`, whose English is given in place)
    without passing the words along. Nested drawing functions keep the words of the outer one.
    """

    def __init__(self, name: str, english: Say | None = None) -> None:
        self._given: ContextVar[Say | None] = ContextVar(f"{name}_words", default=None)
        self.english = english

    def __call__(self, key: str, **params: object) -> str:
        words = self._given.get() or self.english
        assert words is not None, "a renderer without English words draws with `said`"
        return str(words(key, **params))

    def given(self) -> Say | None:
        """The words handed to the drawing function being drawn, None for its English."""
        return self._given.get()

    def said(self, key: str, english: str, **params: object) -> str:
        """The words of `key`, or `english` when the drawing function was given none."""
        words = self._given.get()
        return english if words is None else str(words(key, **params))

    @contextmanager
    def speaking(self, words: Say | None) -> Generator[None]:
        """Draw with `words` inside the block (None: keep the words already in use)."""
        if words is None:
            yield
            return
        token = self._given.set(words)
        try:
            yield
        finally:
            self._given.reset(token)

    def speaks(self, fn: Callable[P, R]) -> Callable[P, R]:
        """A drawing function that draws with the `words=` it is called with."""

        @functools.wraps(fn)
        def drawing(*args: P.args, **kwargs: P.kwargs) -> R:
            words = cast("Say | None", kwargs.get("words"))
            with self.speaking(words):
                return fn(*args, **kwargs)

        return drawing


# Named colours; a colour's palette index is its position here. Keep at most 256.
COLOURS: dict[str, tuple[int, int, int]] = {
    "bg": (246, 241, 231),
    "ink": (34, 34, 34),
    "grid": (170, 160, 145),
    "muted": (120, 115, 105),
    "white": (255, 255, 255),
    "black": (0, 0, 0),
    "highlight": (255, 0, 170),
    "panel": (232, 225, 210),
    # Seat colours, in seat order: Okabe and Ito's palette for colour vision deficiencies (blue,
    # orange, bluish green, reddish purple, yellow). Under simulated deuteranopia and protanopia
    # every pair stays at least 14 CAM02-UCS units apart (tests/render/test_colourblind.py), and
    # each matches a Discord square emoji (SEAT_EMOJI) so messages can name seats the same way.
    "seat0": (0, 114, 178),
    "seat1": (230, 159, 0),
    "seat2": (0, 158, 115),
    "seat3": (204, 121, 167),
    "seat4": (240, 228, 66),
    # common game colours
    "red": (214, 48, 49),
    "yellow": (241, 196, 15),
    "blue": (9, 132, 227),
    "green": (0, 148, 50),
    "purple": (142, 68, 173),
    "orange": (230, 126, 34),
    "grey": (149, 165, 166),
    "lightgrey": (210, 210, 210),
    "darkgrey": (90, 90, 90),
    "brown": (141, 94, 60),
    "tan": (210, 180, 140),
    "sand": (238, 214, 175),
    "sea": (116, 185, 255),
    "pink": (253, 121, 168),
    "cyan": (0, 206, 201),
    "lime": (163, 203, 56),
    "gold": (212, 175, 55),
    "silver": (192, 192, 192),
    "cream": (255, 250, 235),
    "darkred": (140, 20, 20),
    "darkblue": (20, 50, 120),
    "darkgreen": (20, 90, 40),
}
SEAT_COLOURS = ("seat0", "seat1", "seat2", "seat3", "seat4")
# The square emoji closest to each seat colour, for the messages that go with the images.
SEAT_EMOJI = ("🟦", "🟧", "🟩", "🟪", "🟨")
# Ink that reads on each seat colour (the seat number drawn on its chip is the second cue).
SEAT_INK = ("white", "black", "white", "black", "black")

_NAMES = list(COLOURS)
_INDEX = {name: i for i, name in enumerate(_NAMES)}
_RGB: list[int] = [v for rgb in COLOURS.values() for v in rgb]
_PALETTE: list[int] = _RGB + [0] * (768 - len(_RGB))


def register_colour(name: str, rgb: tuple[int, int, int]) -> int:
    """Add a game-specific colour (idempotent); returns its palette index."""
    if name in COLOURS:
        return _INDEX[name]
    if len(_NAMES) >= 256:
        raise ValueError("palette full")
    COLOURS[name] = rgb
    _NAMES.append(name)
    i = len(_NAMES) - 1
    _INDEX[name] = i
    _PALETTE[3 * i : 3 * i + 3] = list(rgb)
    return i


def c(name: str) -> int:
    """Palette index of a named colour, for ImageDraw calls on a "P" image."""
    return _INDEX[name]


def seat_colour(player: int) -> str:
    return SEAT_COLOURS[player % len(SEAT_COLOURS)]


def canvas(width: int, height: int, bg: str = "bg") -> Image.Image:
    """A new palette image filled with a named colour."""
    image = Image.new("P", (width, height), c(bg))
    image.putpalette(_PALETTE)
    return image


FONT_DIR = Path(__file__).with_name("fonts")
# Pillow's font covers ASCII; then DejaVu Sans (accented Latin, Greek, Cyrillic), then Droid Sans
# Fallback cut to GB2312 + Big5's frequent hanzi (see fonts/build_subset.py): 1.5 MB in all.
LATIN_FONT = FONT_DIR / "latin.ttf"
CJK_FONT = FONT_DIR / "cjk.ttf"
# Drawn instead of a glyph neither font holds (emoji, rare scripts), never a tofu box.
MISSING = "?"
# Joiners and modifiers that only shape the glyph beside them; dropped with it.
_INVISIBLE = {"\u200d", "\u200c", "\ufe0e", "\ufe0f", "\u20e3"}


@lru_cache(maxsize=32)
def font(size: int = 14) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    """Pillow's bundled scalable font (Latin, Greek, Cyrillic), so every machine draws the same."""
    return ImageFont.load_default(size=size)


@lru_cache(maxsize=64)
def _fallback(which: int, size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(LATIN_FONT if which == 1 else CJK_FONT), size=size)


def _font_of(which: int, size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    """Font 0 is Pillow's, 1 the bundled Latin, 2 the bundled CJK."""
    return font(size) if which == 0 else _fallback(which, size)


# The sizes boards draw text at: loaded at start-up by `load_fonts` (within the caches' sizes).
FONT_SIZES = range(8, 33)


def load_fonts() -> None:
    """Open every font at every size boards use, and the "missing" glyphs fonts are compared
    with, so that a long-running process does it before its first board rather than in it."""
    for which in (0, 1, 2):
        _notdef_of(which)
        for size in FONT_SIZES:
            _font_of(which, size)


def _bits(f: ImageFont.FreeTypeFont | ImageFont.ImageFont, ch: str) -> bytes:
    mask = f.getmask(ch, mode="1")
    # Pillow's stubs do not say that its imaging core supports the buffer protocol; it does.
    return bytes(mask.size) + bytes(mask)  # pyright: ignore[reportArgumentType]


@lru_cache(maxsize=4)
def _notdef_of(which: int) -> bytes:
    return _bits(_font_of(which, 20), "\U0010fffd")


# Per non-ASCII character drawn (Chinese sentences, players' names): the bundled CJK font holds
# GB2312 and Big5's frequent hanzi, some 7,000, so 8,192 keeps every character a Chinese board
# uses at ~0.1 kB each; a miss costs a glyph rendering.
@lru_cache(maxsize=8192)
def _has_glyph(which: int, ch: str) -> bool:
    """Whether a font draws `ch` as itself rather than as its "missing" box (Pillow has no cmap
    API: compare with the box, which is what every missing glyph draws)."""
    return _bits(_font_of(which, 20), ch) != _notdef_of(which)


@lru_cache(maxsize=8192)  # as _has_glyph
def _font_for(ch: str) -> int | None:
    for which in (0, 1, 2):
        if _has_glyph(which, ch):
            return which
    return None


def runs(s: str) -> list[tuple[int, str]]:
    """Split a string into runs by font (see `_font_of`); characters no font holds
    become MISSING, and their joiners and modifiers vanish with them."""
    out: list[tuple[int, str]] = []
    previous_missing = False
    for ch in s:
        if ch in _INVISIBLE or "\U0001f3fb" <= ch <= "\U0001f3ff":
            continue
        found = 0 if ch.isspace() or ch.isascii() else _font_for(ch)
        if found is not None:
            which, glyph = found, ch
        else:
            # A flag is two regional indicators, a family several emoji: one mark for the cluster.
            if previous_missing and unicodedata.category(ch) in ("So", "Sk"):
                continue
            which, glyph = 0, MISSING
        previous_missing = glyph == MISSING and not ch.isascii()
        if out and out[-1][0] == which:
            out[-1] = (which, out[-1][1] + glyph)
        else:
            out.append((which, glyph))
    return out


# Measured over whole games of all five (bench_soak, and a replay of every width asked): one
# channel's hit rate is the same at 256 entries as at 8,192 (92%; the rest are scores and counts
# drawn once). 2,048 holds the recurring strings of some 40 channels drawing in turn, at ~0.3 kB
# an entry; more only kept strings never asked again.
TEXTS_KEPT = 2048


@lru_cache(maxsize=TEXTS_KEPT)
def text_width(s: str, size: int = 14) -> float:
    """Advance width of a string as `text` draws it (1-bit glyphs run wider than anti-aliased)."""
    if s.isascii():
        return font(size).getlength(s, mode="1")
    return sum(_font_of(which, size).getlength(part, mode="1") for which, part in runs(s))


def fit(s: str, size: int, width: float) -> str:
    """The string, cut with an ellipsis so that it fits `width` pixels (players' names)."""
    if text_width(s, size) <= width:
        return s
    # The longest prefix that fits with its ellipsis, found by halving: a prefix never narrows as
    # it grows (each glyph advances the pen; what draws nothing adds nothing), so a dozen
    # measurements do what one per character dropped did, and fill the width cache with a dozen.
    fits, too_wide = 0, len(s)
    while too_wide - fits > 1:
        mid = (fits + too_wide) // 2
        if text_width(s[:mid] + "…", size) <= width:
            fits = mid
        else:
            too_wide = mid
    return s[:fits].rstrip() + "…"


def wrap(s: str, size: int, width: float) -> list[str]:
    """Lines of `s` no wider than `width` pixels: broken at spaces, and between characters in a
    run without spaces that is too wide (Chinese has none; nor has a long name)."""
    lines: list[str] = []
    for word in s.split():
        if lines and text_width(f"{lines[-1]} {word}", size) <= width:
            lines[-1] += f" {word}"
        elif text_width(word, size) <= width:
            lines.append(word)
        else:
            lines.append("")
            for ch in word:
                if lines[-1] and text_width(lines[-1] + ch, size) > width:
                    lines.append("")
                lines[-1] += ch
    return lines or [""]


def wrap_name(s: str, size: int, width: float, lines: int = 2) -> list[str]:
    """A name on at most `lines` lines of `width` pixels, the last cut with an ellipsis if the
    name is longer."""
    out = wrap(s, size, width)
    if len(out) <= lines:
        return out
    rest = " ".join(s.split())
    for line in out[: lines - 1]:
        rest = rest[len(line) :].lstrip()
    return [*out[: lines - 1], fit(rest, size, width)]


MEASURE = ImageDraw.Draw(Image.new("1", (1, 1)))


# As for widths (see TEXTS_KEPT): a board stamps ~45 strings, 94% of them drawn before; a
# stamp is a 1-bit mask and its Pillow image, ~1 kB.
@lru_cache(maxsize=TEXTS_KEPT)
def _stamp(s: str, size: int, anchor: str) -> tuple[Image.Image, int, int]:
    """A string rendered once as a 1-bit mask with its offset from the anchor point.

    Boards repeat the same labels on every draw, and FreeType was most of the drawing time.
    Measured with a 1-bit draw: hinted 1-bit glyphs run wider than font.getbbox's anti-aliased
    ones, and a mask sized from getbbox would clip the last letter.
    """
    if not s.isascii():
        parts = runs(s)
        if len(parts) != 1 or parts[0][0] != 0:
            return _mixed_stamp(parts, size, anchor)
        s = parts[0][1]
    f = font(size)
    box = MEASURE.textbbox((0, 0), s, font=f, anchor=anchor)
    left, top = math.floor(box[0]) - 1, math.floor(box[1]) - 1
    right, bottom = math.ceil(box[2]) + 1, math.ceil(box[3]) + 1
    mask = Image.new("1", (max(1, right - left), max(1, bottom - top)))
    ImageDraw.Draw(mask).text((-left, -top), s, fill=1, font=f, anchor=anchor)
    return mask, left, top


def _mixed_stamp(parts: list[tuple[int, str]], size: int, anchor: str) -> tuple[Image.Image, int, int]:
    """Runs in two fonts on one baseline, anchored as Pillow anchors one font's text."""
    # The bundled font is always a FreeType font (load_default with a size, Pillow >= 10.1).
    ascent, descent = cast(ImageFont.FreeTypeFont, font(size)).getmetrics()
    # Advances as 1-bit glyphs draw them (as text_width measures): the anti-aliased ones are
    # narrower, and a run after Latin text would eat the space before it.
    advance = sum(_font_of(which, size).getlength(part, mode="1") for which, part in parts)
    pad = size // 2 + 2
    width, height = math.ceil(advance) + 2 * pad, ascent + descent + 2 * pad
    mask = Image.new("1", (width, height))
    draw = ImageDraw.Draw(mask)
    x = float(pad)
    for which, part in parts:
        f = _font_of(which, size)
        draw.text((x, pad + ascent), part, fill=1, font=f, anchor="ls")
        x += f.getlength(part, mode="1")
    dx = {"l": 0.0, "m": advance / 2, "r": advance}.get(anchor[0], 0.0)
    dy = {
        "a": 0.0,
        "t": 0.0,
        "m": (ascent + descent) / 2,
        "s": ascent,
        "b": ascent + descent,
        "d": ascent + descent,
    }.get(anchor[1], 0.0)
    return mask, -pad - round(dx), -pad - round(dy)


@dataclass(frozen=True)
class Drawn:
    """One string drawn by `text`, as the phone-size tests see it."""

    s: str
    size: int
    xy: tuple[float, float]
    anchor: str = "la"
    canvas: tuple[int, int] = (0, 0)  # the size of the image it was drawn on

    def box(self) -> tuple[float, float, float, float]:
        """The pixels the string covers (left, top, right, bottom), from its advance width and
        the line's height: what tests check for overlaps and overflow."""
        width, height = text_width(self.s, self.size), self.size * 1.2
        dx = {"l": 0.0, "m": width / 2, "r": width}.get(self.anchor[0], 0.0)
        dy = {"a": 0.0, "t": 0.0, "m": height / 2, "s": self.size, "b": height, "d": height}
        top = self.xy[1] - dy.get(self.anchor[1], 0.0)
        return self.xy[0] - dx, top, self.xy[0] - dx + width, top + height


_RECORD: ContextVar[list[Drawn] | None] = ContextVar("render_text_record", default=None)


@contextmanager
def recording() -> Generator[list[Drawn]]:
    """Collect every string `text` draws inside the block (per thread), to check text sizes."""
    log: list[Drawn] = []
    token = _RECORD.set(log)
    try:
        yield log
    finally:
        _RECORD.reset(token)


def text(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    s: str,
    *,
    size: int = 14,
    fill: str = "ink",
    anchor: str = "la",
) -> None:
    """Draw a string at `xy` (Pillow anchors), from a cache of rendered strings; any script."""
    log = _RECORD.get()
    if log is not None and s.strip():
        log.append(Drawn(s, size, xy, anchor, cast(tuple[int, int], draw.im.size)))
    mask, left, top = _stamp(s, size, anchor)
    draw.bitmap((round(xy[0]) + left, round(xy[1]) + top), mask, fill=c(fill))


def display_name(name: str) -> str:
    """A player's name as the images draw it: what no font holds (emoji, flags) and the marks
    that only stack on the letter before them (the "zalgo" of some display names, which Pillow
    draws as loose dotted circles) left out, spaces collapsed; "" when nothing drawable is left."""
    kept: list[str] = []
    for ch in unicodedata.normalize("NFC", name):
        if ch.isspace():
            kept.append(" ")
        elif ch in _INVISIBLE or unicodedata.category(ch) in ("Mn", "Me", "Cc", "Cf", "Co", "Cn", "Cs"):
            continue
        elif ch.isascii() or _font_for(ch) is not None:
            kept.append(ch)
    return " ".join("".join(kept).split())


def seat_label(seat: int, names: Sequence[str] | None = None) -> str:
    """A seat's player name when the caller gave names (see `display_name`), else "P1", "P2"..."""
    if names is not None and seat < len(names) and names[seat]:
        return display_name(names[seat]) or f"P{seat + 1}"
    return f"P{seat + 1}"


def named(seat: int, names: Sequence[str] | None, size: int, width: float = 130) -> str:
    """A seat's name to write inside a sentence, cut to `width` pixels: a long name leaves the
    rest of the sentence (what the player is told) its room."""
    return fit(seat_label(seat, names), size, width)


def seat_chip(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    seat: int,
    size: int = 14,
    colour: str | None = None,
    mark: str | None = None,
) -> int:
    """A square in the seat's colour with the seat number (or `mark`) on it: the cue that is not
    colour. Its left edge at x, centred on y; returns its width."""
    x, y = round(xy[0]), round(xy[1])
    label = str(seat + 1) if mark is None else mark
    side = max(size + 6, round(text_width(label, size)) + 6)
    name = colour or seat_colour(seat)
    draw.rectangle((x, y - side // 2, x + side - 1, y - side // 2 + side - 1), fill=c(name), outline=c("ink"))
    ink = SEAT_INK[seat % len(SEAT_INK)]
    text(draw, (x + side / 2, y), label, size=size, fill=ink if colour is None else "white", anchor="mm")
    return side


def seat_tag(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    seat: int,
    names: Sequence[str] | None = None,
    *,
    size: int = 14,
    width: float = 200,
    colour: str | None = None,
    fill: str = "ink",
    mark: str | None = None,
) -> int:
    """The seat's chip and then its player's name (cut to `width`), centred on y; returns the
    x where the name ends."""
    side = seat_chip(draw, xy, seat, size, colour, mark)
    label = fit(seat_label(seat, names), size, width - side - 6)
    x = xy[0] + side + 6
    text(draw, (x, xy[1]), label, size=size, fill=fill, anchor="lm")
    return round(x + text_width(label, size))


def png(image: Image.Image) -> bytes:
    """Encode an image as PNG bytes (palette images stay palette)."""
    buf = io.BytesIO()
    # Level 1: a board encodes in ~2 ms instead of ~14 ms at level 6, for a file under twice the
    # size (a few tens of KB), which Discord uploads just as fast.
    image.save(buf, format="PNG", optimize=False, compress_level=1)
    return buf.getvalue()


def column_label(col: int) -> str:
    return "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[col]


def draw_grid_labels(
    draw: ImageDraw.ImageDraw,
    origin: tuple[int, int],
    rows: int,
    cols: int,
    cell: int,
    *,
    size: int = 12,
    fill: str = "muted",
    all_sides: bool = False,
) -> None:
    """Column letters above (and below) and row numbers left (and right) of a square grid,
    labelled exactly as the commands take cells ("C4" = column C, row 4, row 1 on top)."""
    x0, y0 = origin
    for col in range(cols):
        x = x0 + col * cell + cell // 2
        text(draw, (x, y0 - 4), column_label(col), size=size, fill=fill, anchor="md")
        if all_sides:
            text(draw, (x, y0 + rows * cell + 4), column_label(col), size=size, fill=fill, anchor="ma")
    for row in range(rows):
        y = y0 + row * cell + cell // 2
        text(draw, (x0 - 5, y), str(row + 1), size=size, fill=fill, anchor="rm")
        if all_sides:
            text(draw, (x0 + cols * cell + 5, y), str(row + 1), size=size, fill=fill, anchor="lm")


def draw_cells(
    draw: ImageDraw.ImageDraw,
    origin: tuple[int, int],
    cell: int,
    colours: Mapping[tuple[int, int], str],
    *,
    outline: str | None = "grid",
) -> None:
    """Fill (row, col) cells with named colours."""
    x0, y0 = origin
    for (r, col), name in colours.items():
        box = (x0 + col * cell, y0 + r * cell, x0 + (col + 1) * cell - 1, y0 + (r + 1) * cell - 1)
        draw.rectangle(box, fill=c(name), outline=c(outline) if outline else None)


def draw_grid_lines(
    draw: ImageDraw.ImageDraw, origin: tuple[int, int], rows: int, cols: int, cell: int, fill: str = "grid"
) -> None:
    x0, y0 = origin
    for r in range(rows + 1):
        draw.line((x0, y0 + r * cell, x0 + cols * cell, y0 + r * cell), fill=c(fill))
    for col in range(cols + 1):
        draw.line((x0 + col * cell, y0, x0 + col * cell, y0 + rows * cell), fill=c(fill))


def outline_cells(
    draw: ImageDraw.ImageDraw,
    origin: tuple[int, int],
    cell: int,
    cells: Iterable[tuple[int, int]],
    fill: str = "highlight",
    width: int = 3,
) -> None:
    """Draw the outer border of a set of cells (e.g. a preview or the last move)."""
    x0, y0 = origin
    s = set(cells)
    for r, col in s:
        x, y = x0 + col * cell, y0 + r * cell
        if (r - 1, col) not in s:
            draw.line((x, y, x + cell, y), fill=c(fill), width=width)
        if (r + 1, col) not in s:
            draw.line((x, y + cell, x + cell, y + cell), fill=c(fill), width=width)
        if (r, col - 1) not in s:
            draw.line((x, y, x, y + cell), fill=c(fill), width=width)
        if (r, col + 1) not in s:
            draw.line((x + cell, y, x + cell, y + cell), fill=c(fill), width=width)


SCORE_TEXT = 13  # the score pad's words and names: at 480 px wide (its widest) 12 px still reads
SCORE_ROW = 24


def score_table(
    scores: Sequence[Mapping[str, int]],
    totals: Sequence[int],
    places: Sequence[int],
    *,
    title: str = "Final scores",
    colours: Sequence[str] | None = None,
    labels: Sequence[str] | None = None,
    width: int = 470,
    headings: Mapping[str, str] | None = None,
    cells: Sequence[Mapping[str, str]] | None = None,
    ranked: bool = True,
) -> Image.Image:
    """The final scores as a score pad: a column per player (its colour above its name), a row
    per scoring category, then the totals and places; the winners' columns shaded.

    Categories run down the side rather than across the top, as on the games' own score pads: a
    game with eight categories then needs eight rows, not eight columns too narrow for their
    words, and every heading is written out whole (wrapped, never cut). Player columns share the
    rest of `width` (phone-wide, 12 px text or more); names wrap to two lines, then are cut.
    `colours[seat]`: a palette name (by default the seat colours); `labels`: player names (else
    P1..); `headings`: the words the caller gives for the categories and for "total" and
    "place" (in the reader's language). `cells[seat][category]`: words drawn instead of the
    bare points (how they are made, e.g. "7 × 2 = 14"); `ranked=False` leaves out the places (a
    score so far, not a result).
    """
    words = {"total": "total", "place": "place", **(headings or {})}
    categories: list[str] = []
    for row in scores:
        for key in row:
            if key not in categories and key != "total":
                categories.append(key)
    size, pad, players = SCORE_TEXT, 10, len(scores)
    closing = [words["total"], words["place"]] if ranked else [words["total"]]
    named = [(headings or {}).get(cat, cat) for cat in categories] + closing
    longest = max((text_width(w, size) for w in named), default=0.0)
    # The category column takes what its longest word needs, up to 40% of the pad; the players
    # share the rest, at least 56 px each (a five-player pad is then 470 px wide).
    label_w = int(min(max(72.0, longest + 12), width * 0.4))
    col_w = max(56, (width - 2 * pad - label_w) // max(1, players))
    width = 2 * pad + label_w + col_w * players
    label_lines = [wrap(w, size, label_w - 8) for w in named]
    name_lines = [wrap_name(seat_label(seat, labels), size, col_w - 8) for seat in range(players)]
    # Room for two lines of names whatever the names: the pad's height depends on the game alone.
    head_h = 12 + 17 * 2
    rows_h = [max(SCORE_ROW, 8 + 16 * len(lines)) for lines in label_lines]
    rows_h[len(categories)] += 4  # the totals, drawn larger
    top = 40
    height = top + head_h + sum(rows_h) + 8
    image = canvas(width, height)
    draw = ImageDraw.Draw(image)
    text(draw, (pad, 10), fit(title, 18, width - 2 * pad), size=18)
    x0 = pad + label_w
    best = min(places, default=0)
    for seat in range(players):
        x = x0 + seat * col_w
        if places[seat] == best:
            draw.rectangle((x + 1, top, x + col_w - 2, height - 6), fill=c("panel"))
        swatch = colours[seat] if colours is not None and seat < len(colours) else seat_colour(seat)
        draw.rectangle((x + 6, top, x + col_w - 7, top + 6), fill=c(swatch))
        lines = name_lines[seat]
        for k, line in enumerate(lines):
            text(
                draw,
                (x + col_w / 2, top + 26.5 + 17 * (k - (len(lines) - 1) / 2)),
                line,
                size=size,
                anchor="mm",
            )
    y = top + head_h
    values = [[row.get(cat, 0) for cat in categories] for row in scores]
    for i, (lines, row_h) in enumerate(zip(label_lines, rows_h, strict=True)):
        total, place = i == len(categories), i == len(categories) + 1
        draw.line((pad, y, width - pad, y), fill=c("ink" if total else "grid"), width=2 if total else 1)
        first = y + row_h / 2 - 8 * (len(lines) - 1)
        for k, line in enumerate(lines):
            text(draw, (pad, first + 16 * k), line, size=size, fill="ink" if total else "muted", anchor="lm")
        for seat in range(players):
            v = totals[seat] if total else places[seat] if place else values[seat][i]
            x = x0 + seat * col_w + col_w / 2
            shown = str(v)
            if cells is not None and not (total or place) and seat < len(cells):
                shown = fit(cells[seat].get(categories[i], shown), 14, col_w - 8)
            text(draw, (x, y + row_h / 2), shown, size=17 if total else 14, anchor="mm")
        y += row_h
    return image


def stack(images: Sequence[Image.Image], *, gap: int = 6, bg: str = "grid") -> Image.Image:
    """Images one under another, each centred on the widest: the portrait layout a phone scrolls
    through without ever scrolling sideways."""
    width = max(im.width for im in images)
    out = canvas(width, sum(im.height for im in images) + gap * (len(images) - 1), bg=bg)
    y = 0
    for im in images:
        if im.width < width:
            out.paste(c("bg"), ((0, y, width, y + im.height)))
        out.paste(im, ((width - im.width) // 2, y))
        y += im.height + gap
    return out


def caption_bar(width: int, s: str, *, size: int = 14, fill: str = "ink", bg: str = "panel") -> Image.Image:
    """A one-line strip of text, e.g. "Other players" above an overview."""
    image = canvas(width, size + 12, bg=bg)
    text(
        ImageDraw.Draw(image),
        (8, (size + 12) // 2),
        fit(s, size, width - 16),
        size=size,
        fill=fill,
        anchor="lm",
    )
    return image
