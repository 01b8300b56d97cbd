"""The Score button under a board: a seated player's own score so far, by the game's categories,
answered to that player alone in their own language; a member with no seat is told why."""

from __future__ import annotations

import pytest

from bot.i18n import t
from bot.scorecard import LIVE
from tests.helpers.e2e import decode_png, labels, open_table

CHANNEL = "games"


@pytest.mark.parametrize("game", sorted(LIVE))
async def test_score_answers_the_presser_alone_in_their_language(fake, make_bot, game):
    alice, bob, eve = fake.user("alice"), fake.user("bob"), fake.user("eve")
    bob.locale = "zh-CN"
    bot = await make_bot(seed=3)
    board = await open_table(fake, game, [alice, bob], channel=CHANNEL)
    assert "Score" in labels(board)
    table = await bot.tables.table(board.channel_id)
    before = len(fake.channel_messages(CHANNEL))

    for user, locale in ((alice, "en"), (bob, "zh-CN")):
        seat = table.seat_of(user.id)
        assert seat is not None
        points = LIVE[game](table.state, seat).total
        r = await fake.click(user, board, "Score")
        assert r.ephemeral, r.content
        assert t(locale, "score-line", points=points) in r.content
        image = decode_png(r.files[0].data)
        assert image.width <= 360  # drawn at a phone's width, not shrunk into it
        assert r.message in fake.ephemerals(user)
        other = bob if user is alice else alice
        assert r.message not in fake.ephemerals(other)

    refused = await fake.click(eve, board, "Score")
    assert refused.ephemeral and refused.content == t("en", "score-not-seated")
    assert not refused.files
    assert len(fake.channel_messages(CHANNEL)) == before  # nothing said in the channel
