"""Text in any script: Latin from Pillow's font, accented Latin/Greek/Cyrillic and Chinese from the
bundled fonts, and a plain "?" for what no font holds: never the missing-glyph box ("tofu")."""

from __future__ import annotations

import contextlib
from collections.abc import Iterable

from PIL import ImageDraw

from render import core


def _draw(s: str, size: int = 16) -> bytes:
    image = core.canvas(300, 40)
    core.text(ImageDraw.Draw(image), (4, 20), s, size=size, anchor="lm")
    return image.tobytes()


def test_each_script_goes_to_a_font_that_has_it() -> None:
    assert core.runs("Ann") == [(0, "Ann")]
    assert core.runs("Zoë") == [(0, "Zo"), (1, "ë")]
    assert core.runs("Ωμέγα Жук") == [(1, "Ωμέγα"), (0, " "), (1, "Жук")]
    assert core.runs("张伟") == [(2, "张伟")]  # simplified
    assert core.runs("張偉") == [(2, "張偉")]  # traditional
    assert core.runs("骰子小镇 卫城") == [(2, "骰子小镇"), (0, " "), (2, "卫城")]


def test_emoji_and_unknown_glyphs_become_one_question_mark() -> None:
    assert core.runs("a😀b") == [(0, "a?b")]
    assert core.runs("👍🏽") == [(0, "?")]  # skin tone modifier goes with its emoji
    assert core.runs("🇫🇷") == [(0, "?")]  # a flag: two regional indicators, one mark
    assert core.runs("\U0010fffd") == [(0, "?")]  # a private-use code point no font has
    assert _draw("a😀b") == _draw("a?b")


def test_no_glyph_drawn_is_the_missing_box() -> None:
    sample = "Zoë Ωμέγα 张伟 張偉 林志玲 骰子小镇 砖块 城市 卫城 ?"
    for ch in sample:
        if ch.isspace():
            continue
        which = core._font_for(ch)
        assert which is not None, ch
        assert core._bits(core._font_of(which, 20), ch) != core._notdef_of(which), ch
    # and a whole mixed string draws something other than what tofu would
    tofu = _draw("\U0010fffd" * 3)
    assert _draw("张伟") != tofu and _draw("张伟") != _draw("")


def _decoded(codec: str, rows: Iterable[int], cells: Iterable[int]) -> list[str]:
    out = []
    for hi in rows:
        for lo in cells:
            with contextlib.suppress(UnicodeDecodeError):
                out.append(bytes([hi, lo]).decode(codec))
    return out


def test_the_common_chinese_characters_are_bundled() -> None:
    # GB2312 level 1 (3,755 most common simplified hanzi) and Big5's frequent traditional set.
    simplified = _decoded("gb2312", range(0xB0, 0xD8), range(0xA1, 0xFF))
    traditional = _decoded("big5", range(0xA4, 0xC6), [*range(0x40, 0x7F), *range(0xA1, 0xFF)])
    assert len(simplified) >= 3755 and len(traditional) >= 5000
    missing = [ch for ch in simplified + traditional if not core._has_glyph(2, ch)]
    assert missing == []


def test_mixed_text_keeps_its_anchor() -> None:
    # A centred mixed-script label sits around its anchor like a Latin one does.
    image = core.canvas(200, 40)
    core.text(ImageDraw.Draw(image), (100, 20), "张伟 Wei", size=16, anchor="mm")
    box = image.point(lambda v: 255 if v == core.c("ink") else 0).getbbox()
    assert box is not None
    assert abs((box[0] + box[2]) / 2 - 100) <= 3 and abs((box[1] + box[3]) / 2 - 20) <= 4


def test_fit_cuts_long_names_with_an_ellipsis() -> None:
    name = "张伟 the longest name on this server"
    cut = core.fit(name, 14, 100)
    assert cut.endswith("…") and core.text_width(cut, 14) <= 100
    assert core.fit("Ann", 14, 100) == "Ann"


def test_bundled_fonts_carry_their_licences() -> None:
    for name in ("cjk.ttf", "latin.ttf", "LICENSE-DroidSansFallback.txt", "LICENSE-DejaVu.txt"):
        assert (core.FONT_DIR / name).is_file(), name
    assert core.CJK_FONT.stat().st_size < 2_000_000
