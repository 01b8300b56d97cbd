"""The catalog's files: every message in every language, with the same parameters, and used."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot import learn
from bot.i18n import catalog
from bot.i18n.catalog import names, normalise, t
from games.registry import REGISTRY
from tests.helpers.catalog import messages
from tests.helpers.refusal_codes import SHARED, codes_by_package

ROOT = Path(__file__).resolve().parents[2]
# Messages whose ids the code builds from data rather than writes out.
DYNAMIC = ("cmd-", "opt-", "choice-", "refusal-", "term-", "option-", "event-")


def test_every_english_message_has_a_chinese_one_with_the_same_parameters():
    english, chinese = messages("en"), messages("zh-CN")
    missing = sorted(set(english) - set(chinese))
    assert not missing, f"no zh-CN for {missing}"
    for key, parts in english.items():
        assert set(parts) == set(chinese[key]), f"{key}: attributes differ"
        for attr, variables in parts.items():
            theirs = chinese[key][attr]
            assert theirs == variables, f"{key}.{attr}: placeholders {theirs} != {variables}"


def test_chinese_has_no_message_english_lacks_except_command_strings():
    # Commands keep their English in the decorators; their zh-CN entries are checked against the
    # synced command tree (test_commands.py).
    commands = ("cmd-", "opt-", "choice-")
    extra = sorted(k for k in set(messages("zh-CN")) - set(messages("en")) if not k.startswith(commands))
    assert not extra, f"zh-CN messages without an English original: {extra}"


def _source_text() -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "bot").rglob("*.py"))


def test_no_unused_messages_and_none_used_while_still_marked_pending():
    code = _source_text()
    used = set(re.findall(r"[\"']([a-z][a-z0-9]*(?:-[A-Za-z0-9_]+)+)[\"']", code))
    # A lesson's common steps are named from the game's key (bot/learn.py STEPS).
    used |= {f"learn-{game}-{step}" for game in REGISTRY for step in learn.STEPS}
    ready = {k for k in messages("en", pending=False) if not k.startswith(DYNAMIC)}
    unused = sorted(ready - used)
    assert not unused, f"messages no code uses: {unused} (remove them, or move them to pending/)"
    waiting = {k for k in messages("en", pending=True) if not k.startswith(DYNAMIC)}
    early = sorted(waiting & used)
    assert not early, f"used but still in pending/: {early} (move them to the module's own file)"


def _package_text(game: str) -> str:
    return "".join(p.read_text(encoding="utf-8") for p in (ROOT / "games" / game).rglob("*.py"))


def test_a_refusal_entry_names_a_code_its_game_raises():
    raised = codes_by_package()
    shared = raised.get(SHARED, set())
    for key in messages("en"):
        if not key.startswith("refusal-"):
            continue
        game, _, code = key.removeprefix("refusal-").partition("-")
        if game in raised:
            # A view may carry a refusal's code for a preview ("why this would be refused").
            # (or pass a shared code's constant through a helper of its own, as Dice Town's `_no`).
            text = _package_text(game)
            in_views = f'"{code}"' in text or re.search(rf"\b{code.upper()}\b", text) is not None
            assert code in raised[game] | shared or in_views, f"{key}: {game} raises no code {code!r}"


def test_the_code_scan_follows_the_shared_constants():
    # Codes written as games/core.py constants count under their value, so a renamed code is
    # noticed; and a game's own code counts for that game only.
    raised = codes_by_package()
    assert {"game_over", "not_your_turn", "player_count"} <= raised[SHARED]
    assert "not_seated" in raised["shakecity"] and "deck_empty" in raised["bricklayer"]
    assert "deck_empty" not in raised["shakecity"]


def test_traditional_chinese_is_the_simplified_catalog_converted():
    assert t("zh-CN", "reply-sorry").startswith("我们这边出了点问题")
    assert t("zh-TW", "reply-sorry").startswith("我們這邊出了點問題")
    # Parameters survive the conversion.
    assert t("zh-TW", "owner-status-games", active=2, lobby=1) == "遊戲：2 局進行中，1 局在等人"
    assert set(messages("zh-TW")) >= set(messages("zh-CN"))


def test_a_missing_translation_falls_back_to_english(monkeypatch):
    assert t("fr", "reply-sorry") == t("en", "reply-sorry")
    # A message the catalog lacks shows its id to players; in the tests it fails.
    with pytest.raises(catalog.MissingMessage):
        t("zh-CN", "no-such-message")
    with pytest.raises(catalog.MissingMessage, match="owner-synced"):
        t("en", "owner-synced", where="here")  # its $count is missing
    monkeypatch.setattr(catalog, "strict", False)
    assert t("zh-CN", "no-such-message") == "no-such-message"


def test_plurals_and_lists_follow_the_language():
    assert t("en", "owner-synced", count=1, where="here") == "Synced 1 command here."
    assert t("en", "owner-synced", count=3, where="here") == "Synced 3 commands here."
    assert names("en", ["Ann", "Bo", "Cy"]) == "Ann, Bo, and Cy"
    assert names("zh-CN", ["甲", "乙", "丙"]) == "甲、乙和丙"


@pytest.mark.parametrize(
    ("discord_locale", "ours"),
    [("zh-CN", "zh-CN"), ("zh-TW", "zh-TW"), ("en-US", "en"), ("en-GB", "en"), ("fr", "en"), (None, "en")],
)
def test_discord_locales_map_onto_ours(discord_locale, ours):
    assert normalise(discord_locale) == ours


def test_numbers_are_not_grouped_and_still_choose_the_plural():
    # A game number reads as it is typed (`/game replay game_id:12345`), in every language.
    assert t("en", "lobby-title", game="Nim", id=12345) == "Nim: a new table (game #12345)"
    assert t("zh-CN", "lobby-title", game="Nim", id=12345) == "Nim：新开一桌（第 12345 局）"
    assert t("en", "owner-synced", count=1200, where="here") == "Synced 1200 commands here."
    assert t("en", "owner-synced", count=1, where="here") == "Synced 1 command here."


def test_a_message_without_parameters_is_formatted_once_per_locale_and_a_missing_one_is_never_kept():
    """A move's buttons and lines ask for the same fixed messages every time: Fluent formats each
    once per locale. A key the catalog lacks is not remembered as missing: a catalog read later
    (a game added) may hold it."""
    from unittest.mock import patch

    from bot.i18n import catalog

    catalog._fixed.cache_clear()
    with patch.object(catalog, "_format", wraps=catalog._format) as formatted:
        assert catalog.t("en", "button-show-mine") == catalog.t("en", "button-show-mine") == "Show mine"
        assert catalog.t("zh-CN", "button-show-mine") != "Show mine"
        assert formatted.call_count == 2  # once per locale
        for _ in range(2):
            with pytest.raises(catalog.MissingMessage):
                catalog.t("en", "no-such-message-anywhere")
        assert catalog.t("en", "publish-rating", extra=1) == "Rating"  # with parameters: formatted
        assert formatted.call_count == 5


def test_a_value_longer_than_a_placeable_may_hold_is_cut_not_lost():
    # A member may type 4,000 characters into an option that a refusal quotes back.
    name = "a" * 4000
    text = t("en", "help-no-such-game", name=name, games="akropolis")
    assert "a" * 2000 in text and "…" in text and "a" * 2600 not in text
