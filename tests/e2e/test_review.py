"""Reviews through the loopback Discord: once a game is over, its final board carries a Review
button and `/game review` answers a player alone, in their language, with their moves that scored
most below a normal bot's (or a kind word when none did); a second review reads the kept one;
a game still running, a member who did not play and a forged button are refused."""

from __future__ import annotations

import pytest

from bot import review as reviews
from games.ai import Budget
from games.ai import review as judging
from tests.helpers.e2e import decode_png
from tests.helpers.finished import finished_game

# Each game's seed: one whose review lists moves, with pictures, except Dice Town's, whose review
# says nothing stands out (its dice kept score nothing at once, so the estimate sees no loss).
SEEDS = {"akropolis": 5, "blockbuster": 2, "bricklayer": 5, "dicetown": 5, "shakecity": 5}
# A small search per decision: the review is the same work, done quickly (the test compares it
# with `games.ai.review` at this budget, which gives the same answer for the same seeds).
SMALL = Budget(12, root_width=6, node_width=3, rollout_depth=3)


async def _finished(fake, make_bot, game: str, seed: int = 5):
    """Alice (seat 1) and Bob played `game` to its end in #games; its final board is posted."""
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(ai_processes=0, seed=3)
    service = reviews.service_of(bot)
    assert service is not None
    service.budget = SMALL
    table = await finished_game(bot, fake.channel("games"), game, [alice.id, bob.id], seed=seed)
    return bot, alice, table


async def _expected(bot, table, seat: int) -> list[judging.Judged]:
    """What `games.ai.review` itself ranks worst for the seat from the stored log, at the test's
    budget (the points rounded as they are kept)."""
    game, row = table.game, table.row
    moves = [(a.player, game.parse(a.action)) for a in await bot.store.actions(row.id)]
    start = game.new(len(row.players), row.options, row.seed)
    found = list(judging.decisions(game, start, row.seed, moves, seat))
    ranked = judging.worst(judging.review(row.game, found, seat, budget=SMALL), top=reviews.KEPT)
    return [judging.Judged(j.index, j.played, j.best, round(j.difference, 2)) for j in ranked]


def _review_button(fake, table) -> tuple[object, str]:
    wanted = f"rv:{table.id}"
    board = next(
        (
            m
            for m in reversed(fake.messages)
            if m.channel_id == table.row.channel_id and wanted in m.custom_ids
        ),
        None,
    )
    assert board is not None, "no Review button on the final board"
    return board, wanted


@pytest.mark.parametrize("locale", ["en", "zh-CN"])
@pytest.mark.parametrize("game", list(SEEDS))
async def test_a_finished_game_is_reviewed_privately(fake, make_bot, game, locale):
    bot, alice, table = await _finished(fake, make_bot, game, SEEDS[game])
    alice.locale = locale
    board, button = _review_button(fake, table)
    pressed = await fake.click(alice, board, button, timeout=300)
    assert pressed.ephemeral, pressed
    seat, after = table.seat_of(alice.id), await bot.tables.by_id(table.id)
    assert seat is not None and after is not None
    kept = reviews.kept(after.row.meta, seat)
    assert kept is not None and kept.judged > 0
    assert list(kept.worst) == await _expected(bot, table, seat)
    assert bool(kept.worst) == (game != "dicetown")
    if locale == "en":
        assert "Your review of" in pressed.text and f"#{table.id}" in pressed.text, pressed.text
        said = "you played" if kept.worst else "Nothing stands out"
    else:
        assert "复盘" in pressed.text, pressed.text
        said = "你走了" if kept.worst else "没有明显的失误"
    assert said in pressed.text, pressed.text
    # Each listed move with its picture, and the points as kept.
    listed = kept.worst[: judging.TOP]
    assert len(pressed.files) == len(listed)
    for f in pressed.files:
        assert decode_png(f.data).width >= 300
    for n, j in enumerate(listed, start=1):
        line = next(x for x in pressed.text.splitlines() if x.startswith(f"{n}."))
        assert str(max(1, round(j.difference))) in line and str(j.index + 1) in line, line
    # The command answers the same, from what was kept: no search again.
    service = reviews.service_of(bot)
    assert service is not None and service.computed == 1
    typed = await fake.slash(alice, "game review", channel="games", timeout=60)
    assert typed.ephemeral and typed.text == pressed.text
    assert service.computed == 1


async def test_who_may_review_and_when(fake, make_bot):
    bot, alice, table = await _finished(fake, make_bot, "blockbuster")
    carol = fake.user("carol")
    board, button = _review_button(fake, table)
    other = await fake.click(carol, board, button)
    assert other.ephemeral and "Only the players of game" in other.text, other.text
    typed = await fake.slash(carol, "game review", channel="games", game_id=table.id)
    assert typed.ephemeral and "Only the players of game" in typed.text, typed.text
    none_here = await fake.slash(carol, "game review", channel="games")
    assert none_here.ephemeral and "no finished game in this channel" in none_here.text
    missing = await fake.slash(alice, "game review", channel="games", game_id=table.id + 100)
    assert missing.ephemeral and f"no game #{table.id + 100}" in missing.text
    # A running game is not reviewed, by its players either.
    r = await fake.slash(
        alice, "game new", channel="games", game="blockbuster", bots=1, bot_level="easy", pace="none"
    )
    await fake.click(alice, r.message, "Start", timeout=60)
    running = await bot.tables.find(fake.channel("games").id)
    assert running is not None
    early = await fake.slash(alice, "game review", channel="games", game_id=running.id)
    assert early.ephemeral and "is not over" in early.text, early.text
    # A forged button naming the running game, pressed on its board, is refused the same way.
    forged = {"type": 2, "custom_id": f"rv:{running.id}", "label": "Review", "style": 2}
    board = fake.last_message("games")
    board.components.append({"type": 1, "components": [forged]})
    pressed = await fake.click(alice, board, f"rv:{running.id}")
    assert pressed.ephemeral and "is not over" in pressed.text, pressed.text
    service = reviews.service_of(bot)
    assert service is not None and service.computed == 0
