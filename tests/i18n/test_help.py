"""Rules help in every language, in each box's own words; the glossary covers the engines' names."""

from __future__ import annotations

import re

import pytest

from bot.i18n import t
from bot.i18n.help import help_text, rules_file, rules_text
from games.registry import GAMES

# Words of the Chinese rule books a player must find in the Chinese help (glossary ids).
SEED_WORDS = {
    "dicetown": [
        *("gold_mine", "bank", "general_store", "saloon", "sheriff", "town_hall"),
        *("nugget", "property"),
    ],
    "akropolis": ["house", "market", "barracks", "temple", "garden", "plaza", "quarry", "construction_site"],
    "shakecity": ["H", "S", "F", "P", "R", "W", "pattern", "bonus_tile", "construction_tile"],
    "blockbuster": ["sun", "star", "swirl", "wave", "moon", "piece", "symbol_tile", "penalty"],
    "bricklayer": ["brick", "card", "coin", "wall", "quality_win", "efficiency_win"],
}


@pytest.mark.parametrize("key", sorted(GAMES))
@pytest.mark.parametrize("locale", ["en", "zh-CN", "zh-TW"])
def test_every_game_has_rules_in_every_language_within_one_message(key, locale):
    text = rules_file(key, locale)
    assert text is not None and 200 < len(text) <= 2000


@pytest.mark.parametrize("key", sorted(SEED_WORDS))
def test_the_chinese_rules_use_the_rule_books_words(key):
    text = rules_file(key, "zh-CN")
    assert text is not None
    missing = [w for w in SEED_WORDS[key] if t("zh-CN", f"term-{key}-{w}") not in text]
    assert not missing, f"{key}: the zh-CN help never says {missing}"
    # Written in Chinese: beyond notation, commands and proper nouns, few Latin letters.
    latin = len(re.findall(r"[A-Za-z]", re.sub(r"`[^`]*`|\*\*[A-Za-z ]+\*\*", "", text)))
    han = len(re.findall(r"[\u4e00-\u9fff]", text))
    assert han > 4 * latin, f"{key}: {latin} Latin letters for {han} Chinese characters"


def test_traditional_rules_use_the_traditional_boxs_words():
    text = rules_file("blockbuster", "zh-TW")
    assert text is not None
    for word in ("圍堵高手", "方連塊", "圖像方塊", "負分標記"):  # as the Traditional rule book prints them
        assert word in text
    assert "影像方塊" not in text


def test_a_language_without_its_own_rules_falls_back_to_english():
    assert rules_text("dicetown", "fr") == rules_file("dicetown", "en")
    assert rules_text("nosuchgame", "zh-CN") is None


def test_a_game_without_a_rules_file_gets_a_line_naming_its_key():
    # The message has a parameter called `key`, like the catalog lookup's own argument.
    text = rules_text("newgame", "en", GAMES["dicetown"])
    assert text is not None
    assert text.startswith(f"**{GAMES['dicetown'].title}**") and "`/game new game:newgame`" in text


def test_help_names_the_games_as_their_boxes_do():
    assert "• **骰子镇**（Dice Town）" in help_text("zh-CN", GAMES) and "/游戏 开桌" in help_text(
        "zh-CN", GAMES
    )
    assert "• **骰子鎮**（Dice Town）" in help_text("zh-TW", GAMES)
    assert "• **Dice Town** — 2-5 players" in help_text("en", GAMES)


@pytest.mark.parametrize("locale", ["en", "zh-CN", "zh-TW"])
def test_help_starts_a_game_in_three_lines_then_lists_the_games_one_line_each(locale):
    lines = help_text(locale, GAMES).splitlines()
    steps = [line for line in lines if line[:2] in ("1.", "2.", "3.")]
    assert [line[:2] for line in steps] == ["1.", "2.", "3."]
    assert lines.index(steps[0]) == 1 and lines.index(steps[2]) == 3  # right under the first line
    games = [line for line in lines if line.startswith("• ")]
    assert len(games) == len(GAMES)
    for key, line in zip(GAMES, games, strict=True):
        assert line.endswith(f" · `{key}`")
        assert len(line) < 160
    # The default pace, which a new member does not otherwise learn.
    assert {"en": "a day", "zh-CN": "一天", "zh-TW": "一天"}[locale] in lines[0]


def test_a_game_without_rules_is_listed_by_name_and_players():
    from tests.helpers import toy_game

    text = help_text("en", {"nim": toy_game.GAME})
    game = toy_game.GAME
    assert f"• **{game.title}** · {game.min_players}-{game.max_players} players · `nim`" in text


def test_the_glossary_names_every_district_building_symbol_and_card():
    from games.akropolis.data import DISTRICTS
    from games.blockbuster.geometry import SYMBOLS
    from games.dicetown.data import CARDS
    from games.shakecity.data import LETTERS, WILD

    words = {
        "akropolis": [*DISTRICTS, "plaza", "quarry"],
        "blockbuster": list(SYMBOLS),
        "shakecity": [*LETTERS, WILD],
        "dicetown": sorted(
            {"card-" + re.sub(r"[^a-z]+", "_", c.name.lower()).strip("_") for c in CARDS.values()}
        ),
    }
    for game, ids in words.items():
        for word in ids:
            zh = t("zh-CN", f"term-{game}-{word}")
            assert zh != f"term-{game}-{word}" and re.search(r"[\u4e00-\u9fff]", zh), (game, word)


# The buttons each game's help names, by the catalog ids of their labels. A label is named by
# its words before any colon or bracket ("Confirm: { $what }" is **Confirm**, "Build it ({ $action })"
# is **Build it**); a placeable at its end is left out ("Award to { $player }" is **Award to**) and
# one inside stands for any word; "Deck { $deck }: { $card }" may be **Deck** or **Deck N**.
HELP_BUTTONS = {
    "dicetown": (
        *("dicetown-confirm", "dicetown-button-offer", "dicetown-button-pass", "dicetown-award-to"),
        "button-show-mine",
    ),
    "akropolis": ("akropolis-build-it",),
    "blockbuster": ("button-choose-move",),
    "bricklayer": ("bricklayer-deck-button", "bricklayer-take-coin", "bricklayer-buy-button"),
    "shakecity": ("shakecity-build-button", "button-show-mine"),
}


def _label_pattern(locale: str, key: str) -> re.Pattern[str]:
    hole = "\x00"
    text = t(locale, key, what=hole, player=hole, action=hole, deck=hole, card=hole, shape=hole)
    words = re.split(r"[:：(（]", text)[0].strip()
    tail = words.endswith(hole)
    pattern = r"\S+".join(re.escape(part) for part in words.removesuffix(hole).rstrip().split(hole))
    return re.compile(pattern + (r"(?:\s*\S+)?" if tail else ""))


def test_every_game_with_buttons_has_its_help_checked():
    assert set(HELP_BUTTONS) == set(GAMES)


@pytest.mark.parametrize("key", sorted(HELP_BUTTONS))
@pytest.mark.parametrize("locale", ["en", "zh-CN", "zh-TW"])
def test_the_help_names_its_buttons_as_they_read(key, locale):
    """Every button the rules quote bold is named as the reader's buttons show it."""
    text = rules_file(key, locale)
    assert text is not None
    bold = set(re.findall(r"\*\*([^*]+)\*\*", text))
    patterns = [_label_pattern(locale, button) for button in HELP_BUTTONS[key]]
    missing = [p.pattern for p in patterns if not any(p.fullmatch(b) for b in bold)]
    assert not missing, f"{key} {locale}: the help never names {missing}"
    if locale != "en":
        english = [b for b in bold for k in HELP_BUTTONS[key] if _label_pattern("en", k).fullmatch(b)]
        assert not english, f"{key} {locale}: the help names English buttons {english}"
