"""The Score answer's card: what each sheet's column shows and how the lines read, with the
categories named by the game's hook."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

import pytest

import bot.scorecard as scorecard
from bot.gamepictures import ScoreSheet
from bot.i18n import t
from games.livescore import LiveScore, Part


class Named:
    """A UI whose hook names each category by its code in capitals."""

    def score_headings(self, codes: Sequence[str], *, reader: Any) -> dict[str, str]:
        return {code: code.upper() for code in codes}


class Reading:
    locale = "en"


PLAYER = LiveScore((Part("house", 6, (2, 3)), Part("stones", 1)))
ARCHITECT = LiveScore((Part("house", 40, (10, 4)), Part("stones", 0), Part("quarries", 36)))


def test_a_category_only_another_sheet_scores_is_a_dash_and_products_read_whole(monkeypatch):
    drawn: dict[str, Any] = {}

    def score_table(rows: list[dict[str, int]], totals: list[int], places: list[int], **kw: Any) -> str:
        drawn.update(rows=rows, totals=totals, **kw)
        return "image"

    monkeypatch.setattr(scorecard, "score_table", score_table)
    sheets = [ScoreSheet("Alice", "blue", PLAYER), ScoreSheet("virtual architect", "grey", ARCHITECT)]
    card = scorecard.card_of(cast(Any, Named()), sheets, cast(Any, Reading()))
    assert card.draw() == [("score.png", "image")]
    assert drawn["cells"] == [
        {"house": "2 × 3 = 6", "stones": "1", "quarries": "–"},
        {"house": "10 × 4 = 40", "stones": "0", "quarries": "36"},
    ]
    assert drawn["totals"] == [7, 76] and drawn["ranked"] is False
    assert drawn["labels"] == ["Alice", "virtual architect"] and drawn["colours"] == ["blue", "grey"]
    assert drawn["headings"] == {
        "house": "HOUSE",
        "stones": "STONES",
        "quarries": "QUARRIES",
        "total": t("en", "score-total"),
    }
    assert drawn["title"] == t("en", "score-title-shared")


@pytest.mark.parametrize("locale", ["en", "zh-CN"])
def test_the_other_sheets_line_starts_its_sentence(locale):
    reading = Reading()
    reading.locale = locale
    sheets = [ScoreSheet("Alice", "blue", PLAYER), ScoreSheet("virtual architect", "grey", ARCHITECT)]
    card = scorecard.card_of(cast(Any, Named()), sheets, cast(Any, reading))
    mine, theirs = card.text.split("\n")
    assert mine == t(locale, "score-line", points=7)
    said = t(locale, "score-other-line", who="virtual architect", points=76)
    assert theirs == said[:1].upper() + said[1:]
    if locale == "en":
        assert theirs.startswith("Virtual architect")
