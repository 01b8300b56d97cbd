"""What players wrote, repeated by the bot: shown as typed, never as Discord markup
(bot/plaintext.py), and where Dice Town repeats a promise, in every language."""

from __future__ import annotations

import re

from bot.cogs.dicetown.text import offer_summary
from bot.plaintext import BACKTICK_STANDIN, code, plain
from games.core import Seat, public
from tests.helpers.wording import english

WRITTEN = "[free gold](https://evil.example/x) **now** ||psst|| <@123456789012345678> @everyone <seat:1>"


def live(text: str) -> list[str]:
    """What Discord would render in `text` as a link, formatting or a mention."""
    found = []
    if re.search(r"(?<!\\)\[[^\]]*\]\(", text):
        found.append("masked link")
    if re.search(r"[a-z]+://", text):
        found.append("link")
    if re.search(r"(?<!\\)\*\*|(?<!\\)\|\|", text):
        found.append("markdown")
    if re.search(r"<@!?&?\d+>|@everyone|@here|<seat:\d+>", text):
        found.append("mention or placeholder")
    return found


def test_plain_text_keeps_every_letter_and_renders_nothing() -> None:
    shown = plain(WRITTEN)
    assert live(WRITTEN) and not live(shown), live(shown)
    # The letters are all there: only zero-width spaces and backslashes were added.
    assert shown.replace("\u200b", "").replace("\\", "") == WRITTEN
    assert plain("I'll back you next round, promise!") == "I'll back you next round, promise!"
    assert plain("下一轮我让你") == "下一轮我让你"


def test_a_code_span_cannot_be_closed_early_and_pings_nobody() -> None:
    assert code("bid $1 0n promise `x` <@123456789012345678>").count("`") == 2
    assert BACKTICK_STANDIN in code("a`b")
    assert not re.search(r"<@\d+>", code("<@123456789012345678>"))


def test_dice_town_shows_a_promise_as_plain_text_in_english_and_in_chinese() -> None:
    offer = {"dollars": 1, "nuggets": 0, "property_cards": 0, "store_cards": 0, "promise": WRITTEN}
    for locale in ("en", "zh-CN"):
        summary = offer_summary(offer, locale=locale)
        assert "free gold" in summary and not live(summary), (locale, summary)
    event = public(
        "offer",
        player=Seat(0),
        dollars=1,
        nuggets=0,
        cards=0,
        mode="escrow",
        changed=False,
        property_cards=0,
        store_cards=0,
        promise=WRITTEN,
    )
    promised = public("promise", player=Seat(0), promise=WRITTEN)
    for e in (event, promised):
        for locale in ("en", "zh-CN"):
            said = english("dicetown", e, locale)
            assert "free gold" in said and said.count("<seat:0>") == 1, said
            assert live(said) == ["mention or placeholder"], (locale, said)  # only the bot's own <seat:0>
