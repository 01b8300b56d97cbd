"""Rebuild render/fonts/cjk.ttf, the CJK fallback font of the images.

    apt-get install fonts-droid-fallback fonts-dejavu-core && pip install fonttools
    python render/fonts/build_subset.py

Keeps the characters of GB2312 (simplified) and of Big5's frequent set (traditional), CJK
punctuation and full-width forms, so translated labels and players' names in Chinese render.
Latin comes from Pillow's bundled font; anything neither font holds is replaced when drawn.
Source: Droid Sans Fallback (Apache-2.0, see LICENSE-DroidSansFallback.txt).
"""

from __future__ import annotations

import contextlib
from pathlib import Path

from fontTools import subset

SOURCE = Path("/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf")
OUT = Path(__file__).with_name("cjk.ttf")
# Pillow's bundled font is ASCII only: accented Latin, Greek and Cyrillic come from DejaVu Sans
# (fonts-dejavu-core; Bitstream Vera licence, see LICENSE-DejaVu.txt).
LATIN_SOURCE = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
LATIN_OUT = Path(__file__).with_name("latin.ttf")
LATIN = [
    *range(0xA0, 0x250),
    *range(0x370, 0x400),
    *range(0x400, 0x530),
    *range(0x1E00, 0x1F00),
    *range(0x2000, 0x2070),
    0x20AC,
    *range(0x2190, 0x2200),
    *range(0x2500, 0x2600),
]


def characters() -> set[str]:
    chars: set[str] = set()
    for hi in range(0xA1, 0xF8):
        for lo in range(0xA1, 0xFF):
            with contextlib.suppress(UnicodeDecodeError):
                chars.add(bytes([hi, lo]).decode("gb2312"))
    # Big5 0xA440-0xC67E: the 5,401 frequent hanzi, plus its symbols row 0xA140-0xA3BF.
    for hi in range(0xA1, 0xC7):
        for lo in [*range(0x40, 0x7F), *range(0xA1, 0xFF)]:
            with contextlib.suppress(UnicodeDecodeError):
                chars.add(bytes([hi, lo]).decode("big5"))
    chars.update(chr(u) for u in range(0x3000, 0x3040))  # CJK punctuation
    chars.update(chr(u) for u in range(0xFF00, 0xFFF0))  # full-width forms
    return chars


def build(source: Path, out: Path, unicodes: list[int]) -> None:
    options = subset.Options()
    options.name_IDs = ["*"]  # pyright: ignore[reportAttributeAccessIssue]  (fontTools has no stubs)
    options.notdef_outline = True
    options.hinting = False  # Pillow's FreeType autohints; hints double the file for nothing
    options.layout_features = []
    font = subset.load_font(str(source), options)
    sub = subset.Subsetter(options)
    sub.populate(unicodes=unicodes)
    sub.subset(font)
    subset.save_font(font, str(out), options)
    print(f"{out}: {out.stat().st_size} bytes")


def main() -> None:
    build(SOURCE, OUT, [ord(ch) for ch in characters()])
    build(LATIN_SOURCE, LATIN_OUT, LATIN)


if __name__ == "__main__":
    main()
