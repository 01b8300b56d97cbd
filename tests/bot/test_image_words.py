"""The words a game's cog hands its pictures (words.py): catalog messages by the renderer's keys."""

from __future__ import annotations

from bot.cogs.dicetown.text import prize
from bot.cogs.dicetown.words import image_words as dicetown_words
from bot.cogs.shakecity.words import image_words as shakecity_words
from bot.gameui import catalog_templates, catalog_words
from bot.i18n import t

IDS = {"hidden": "img-akropolis-stones-hidden", "free": "img-akropolis-free"}


def test_templates_keep_the_renderers_placeholders_for_it_to_fill() -> None:
    english = {"hidden": "Stones {stones} · scores shown at the end", "free": "free"}
    zh = catalog_templates("zh-CN", IDS, english)
    assert zh == {"hidden": "石头 {stones} · 分数在结束时公布", "free": t("zh-CN", "img-akropolis-free")}
    assert zh["hidden"].format(stones=4) == t("zh-CN", "img-akropolis-stones-hidden", stones=4)


def test_catalog_words_are_none_in_english_and_word_their_own_keys_themselves() -> None:
    assert catalog_words("en", IDS) is None
    say = catalog_words("zh-CN", IDS, free=lambda **params: "gratis")
    assert say is not None
    assert say("hidden", stones=2) == t("zh-CN", "img-akropolis-stones-hidden", stones=2)
    assert say("free") == "gratis"


def test_a_bonus_tile_is_drawn_with_the_engines_english_or_the_catalogs_goal() -> None:
    english, zh = shakecity_words("en"), shakecity_words("zh-CN")
    assert english("bonus_goal", tile=3, text="Most parks") == "Most parks"
    assert english("bonus_short", tile=3, short="P") == "P"
    assert zh("bonus_goal", tile=3, text="Most parks") == t("zh-CN", "shakecity-bonus-goal", tile=3)
    assert zh("bonus_short", tile=3, short="P") == t("zh-CN", "shakecity-bonus-short", tile=3, short="P")


def test_a_ties_prize_is_drawn_in_the_readers_words() -> None:
    say = dicetown_words("zh-CN")
    assert say is not None
    shown = say("prize", location="gold_mine", amount=2, prize="2 nuggets")
    assert shown == prize("zh-CN", {"location": "gold_mine", "prize_amount": 2}) != "2 nuggets"
