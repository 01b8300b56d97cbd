"""The images can draw every Chinese character of the catalog with the bundled CJK font."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.i18n import catalog

fontTools = pytest.importorskip("fontTools.ttLib")

FONT = Path(__file__).resolve().parents[2] / "render" / "fonts" / "cjk.ttf"


@pytest.mark.parametrize("locale", ["zh-CN", "zh-TW"])
def test_the_cjk_font_holds_every_character_of_the_catalog(locale):
    cmap = fontTools.TTFont(FONT).getBestCmap()
    text = "".join(s.text for s in catalog.sources(locale))
    wanted = set(re.findall(r"[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]", text))
    missing = sorted(c for c in wanted if ord(c) not in cmap)
    assert not missing, f"render/fonts/cjk.ttf lacks {''.join(missing)}"
