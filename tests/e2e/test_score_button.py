"""The Score button under a board: a seated player's own score so far, by the game's categories,
answered to that player alone in their own language; a member with no seat is told why."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from bot.i18n import catalog, homes, t
from games import registry
from games.akropolis import scoring as akropolis
from games.registry import MANIFESTS
from tests.helpers.e2e import decode_png, labels, open_table

CHANNEL = "games"
# The games whose manifests offer a score so far: every shipped one.
SCORED = sorted(key for key, m in MANIFESTS.items() if "score" in m.capabilities)


@pytest.mark.parametrize("game", SCORED)
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
        live = table.game.live_score(table.state, seat)
        assert live is not None
        points = live.total
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
    assert t("zh-CN", "score-other-line", who=t("zh-CN", "img-akropolis-va"), points=va.total) in r.content
    image = decode_png(r.files[0].data)
    assert image.width <= 360
    image.save(tmp_path / "akropolis-solo.png")


@pytest.fixture
def sixth(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The toy game's catalog joins the process's catalog while the test runs, and leaves with it."""
    monkeypatch.setattr(homes, "_added", {})
    catalog.bundle.cache_clear()
    yield
    catalog.bundle.cache_clear()


async def test_a_game_that_keeps_no_score_so_far_has_no_score_button(sixth, fake, make_bot):
    # Tic-tac-toe's manifest does not offer the capability: its board shows Status but no Score,
    # and a Score button forged for its table (the custom_id names only the table) reads nothing.
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(games=registry.load([*registry.SHIPPED, "tests.toygame"]))
    board = await open_table(fake, "tictactoe", [alice, bob], channel=CHANNEL)
    assert "Status" in labels(board)
    assert "Score" not in labels(board)
    table = await bot.tables.table(board.channel_id)
    forged = json.loads(json.dumps(board.components))
    status = next(c for row in forged for c in row["components"] if c.get("label") == "Status")
    status.update(label="Score", custom_id=f"sc:{table.id}")
    message = await fake.create_message(
        fake.channel(CHANNEL), {"content": "forged", "components": forged}, []
    )
    r = await fake.click(alice, message, "Score")
    assert r.ephemeral and r.content == t("en", "components-not-started")
    assert not r.files
