"""Events are worded from the catalog alone: one sentence per code an engine emits, in every
language; and every message the bot asks for by name exists."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from bot.i18n import catalog
from bot.i18n.catalog import has, t
from games.core import Seat, public
from games.dicetown.state import Remedy
from games.registry import GAMES
from tests.helpers.catalog import messages
from tests.helpers.event_codes import emitted
from tests.helpers.wording import english

ROOT = Path(__file__).resolve().parents[2]
# The catalog's lookups that must find their message (`maybe`, `has` and `exact` may miss).
LOOKUPS = {"t", "term"}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_code_an_engine_emits_has_its_sentence_in_every_language(game):
    missing = [
        (locale, f"event-{game}-{code}")
        for code in sorted(emitted(game))
        for locale in ("en", "zh-CN")
        if not has(f"event-{game}-{code}", locale)
    ]
    assert not missing, f"events without a sentence: {missing}"


def test_every_event_sentence_is_of_a_code_an_engine_emits():
    stale = []
    for key in messages("en"):
        game, _, code = key.removeprefix("event-").partition("-")
        if key.startswith("event-") and game in GAMES and code not in emitted(game):
            stale.append(key)
    assert not stale, f"sentences of codes no engine emits: {stale}"


def _asked_by_name(path: Path) -> list[tuple[int, str]]:
    """The message ids written out as the id argument of `t(locale, id)` (and `term`)."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call) or len(node.args) < 2:
            continue
        name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
        key = node.args[1]
        if name in LOOKUPS and isinstance(key, ast.Constant) and isinstance(key.value, str):
            out.append((node.lineno, key.value if name == "t" else f"term-{key.value}"))
    return out


def test_every_message_the_bot_asks_for_by_name_exists():
    missing = []
    for path in sorted((ROOT / "bot").rglob("*.py")):
        for line, key in _asked_by_name(path):
            if key.startswith("term-"):
                continue  # a glossary word's id is built from the game and the word
            if not has(key):
                missing.append(f"{path.relative_to(ROOT)}:{line} {key}")
    assert not missing, missing


def test_the_scan_finds_an_id_and_a_missing_message_fails_a_test(tmp_path):
    source = tmp_path / "hook.py"
    source.write_text('def hook(loc):\n    return t(loc, "no-such-sentence", n=1)\n', encoding="utf-8")
    assert _asked_by_name(source) == [(2, "no-such-sentence")]
    assert catalog.strict
    with pytest.raises(catalog.MissingMessage):
        t("en", "no-such-sentence")


def test_an_event_reads_the_same_in_english_from_its_code_and_values():
    # The engine says what happened with a code and values only; its English is the catalog's.
    cells = [[0, 0], [1, 0], [0, 1]]
    event = public("build", player=Seat(1), tile=12, slot=2, cost=1, cells=cells, level=1, stones_gained=2)
    assert english("akropolis", event).startswith("<seat:1> takes tile #12 (")
    built = "builds it on level 1 at (0,0), (1,0), (0,1), covering 2 quarries: +2 stones."
    assert english("akropolis", event).endswith(f"from slot 2 for 1 stone and {built}")
    assert "从第 2 个位置" in english("akropolis", event, "zh-CN")


def test_a_gold_tax_is_named_as_such_wherever_a_remedy_is():
    # The remedy's value is "goldtax": its button, its move and its event said "Barbed wire".
    for locale in ("en", "zh-CN"):
        assert t(locale, "dicetown-remedy-name", remedy=Remedy.GOLD_TAX.value) != t(
            locale, "dicetown-remedy-name", remedy=Remedy.WIRE.value
        )
    assert t("en", "dicetown-remedy-name", remedy=Remedy.GOLD_TAX.value).startswith("Gold tax")
    assert t("en", "dicetown-move-remedy", remedy=Remedy.GOLD_TAX.value, cards="").startswith("Gold tax")
    levy = public("remedy", remedy=Remedy.GOLD_TAX.value, player=Seat(0), paid=[[1, 1], [2, 0]])
    said = english("dicetown", levy)
    assert said == "Doc Badluck, Gold tax for <seat:0>: <seat:1> gives 1 nugget, <seat:2> gives 0 nuggets."
