"""Fitting a line to a width: the same cut as dropping one character at a time, found with a
handful of measurements however long the line."""

from __future__ import annotations

import math

from render import core

LINES = [
    "Alexandria Konstantinopoulou-Smythe",
    "AVAVAVAV WAWAWA Ty To LT 11111 iiiii",  # kerning pairs and narrow glyphs
    "Zoë Ωμέγα Жук   with   wide   spaces   ",
    "张伟 骰子小镇的警长收下了贿赂 卫城 张伟 骰子小镇",
    "張偉的城市：砖块、城市与卫城",
    "a😀b 👍🏽 🇫🇷🇩🇪 👨‍👩‍👧‍👦 family ❤️ done",  # emoji, modifiers, flags, a joined family
    "e\u0301 combining marks a\u0308\u0308 and \u200djoiners\u200c",
    "Mixed 张伟 and Zoë 😀 scored $30 · 20 nuggets · 13 cards · Town Hall",
    "x" * 300,
    "一" * 120,
    " leading space that rstrip must not touch the front of",
]


def fit_by_dropping(s: str, size: int, width: float) -> str:
    """The cut as first written: drop the last character until the rest and "…" fit."""
    if core.text_width(s, size) <= width:
        return s
    while s and core.text_width(s + "…", size) > width:
        s = s[:-1]
    return s.rstrip() + "…"


def test_fit_cuts_where_dropping_one_character_at_a_time_cut() -> None:
    for size in (11, 13, 14, 18):
        for line in LINES:
            full = math.ceil(core.text_width(line, size))
            for width in [*range(0, min(full, 160) + 3), *range(160, full + 3, 7), full - 0.5, full + 0.5]:
                assert core.fit(line, size, width) == fit_by_dropping(line, size, width), (line, size, width)


def test_fit_measures_a_long_line_a_logarithmic_number_of_times() -> None:
    # A line never measured before, so every width asked for is a miss of the cache.
    line = "Sheriff's ruling for a line no board has had before: " + "nuggets and dollars " * 25
    before = core.text_width.cache_info().misses
    cut = core.fit(line, 14, 200)
    measured = core.text_width.cache_info().misses - before
    assert cut.endswith("…") and core.text_width(cut, 14) <= 200
    assert measured <= math.ceil(math.log2(len(line))) + 2, measured
