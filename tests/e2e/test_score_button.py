"""The Score button under a board: a seated player's own score so far, by the game's categories,
answered to that player alone in their own language; a member with no seat is told why."""

from __future__ import annotations

import pytest

from bot.i18n import t
from bot.scorecard import LIVE
from games.akropolis import scoring as akropolis
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


async def test_solo_akropolis_shows_the_virtual_architect_too(fake, make_bot, tmp_path):
    alice = fake.user("alice")
    alice.locale = "zh-CN"
    bot = await make_bot(seed=11)
    board = await open_table(fake, "akropolis", [alice], channel=CHANNEL, options="difficulty=medium")
    table = await bot.tables.table(board.channel_id)
    for _ in range(4):  # a few turns in, so that the city has districts and plazas
        move = str(table.game.legal(table.state, 0)[0])
        await fake.slash(alice, "play", channel=CHANNEL, move=move)
        table = await bot.tables.table(board.channel_id)
    board = fake.last_message(CHANNEL)
    va = akropolis.live_score_va(table.state)
    assert va is not None
    r = await fake.click(alice, board, "Score")
    assert r.ephemeral
    mine = akropolis.live_score(table.state, 0).total
    assert t("zh-CN", "score-line", points=mine) in r.content
    assert t("zh-CN", "score-va-line", va=t("zh-CN", "img-akropolis-va"), points=va.total) in r.content
    image = decode_png(r.files[0].data)
    assert image.width <= 360
    image.save(tmp_path / "akropolis-solo.png")
