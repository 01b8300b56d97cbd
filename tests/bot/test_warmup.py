"""A long-running bot loads its catalogs and fonts before it is ready, freezes what start-up
loaded and sets the collector's thresholds: measured in a process of its own, since freezing
and thresholds are the whole process's."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

from bot.warmup import THRESHOLDS

PROBE = textwrap.dedent(
    """
    import gc, json
    from bot import warmup
    from bot.i18n import catalog
    from render import core

    warmup.settle()
    bundles = [catalog.bundle(locale) for locale in catalog.LOCALES]
    compiled = [len(b._compiled) for b in bundles]
    entries = [len(b._messages) + len(b._terms) for b in bundles]
    fonts = core._fallback.cache_info().currsize, core.font.cache_info().currsize
    before = (catalog.bundle.cache_info().misses, core._fallback.cache_info().misses)
    # What moves then use is already there: no parse, no font opened, nothing compiled.
    for locale in catalog.LOCALES:
        catalog.t(locale, "publish-board-late")
    core.text_width("Zoë 张伟 骰子小镇 😀", 17)
    after = (catalog.bundle.cache_info().misses, core._fallback.cache_info().misses)
    print(json.dumps({
        "compiled": compiled, "entries": entries, "fonts": fonts, "same": before == after,
        "compiled_after": [len(b._compiled) for b in bundles],
        "frozen": gc.get_freeze_count(), "thresholds": gc.get_threshold(),
    }))
    """
)


def test_settle_loads_catalogs_and_fonts_then_freezes_and_sets_thresholds() -> None:
    out = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, check=True, timeout=300
    )
    found = json.loads(out.stdout.strip().splitlines()[-1])
    assert found["compiled"] == found["entries"] and min(found["entries"]) > 100
    assert found["compiled_after"] == found["compiled"]
    assert found["fonts"] == [2 * len(range(8, 33)), len(range(8, 33))]
    assert found["same"]
    assert found["frozen"] > 50_000
    assert tuple(found["thresholds"]) == THRESHOLDS
