"""Bots playing one another keep the channel quiet: their turns edit one board, which offers no
move while only bots may act, and a new board comes when a person must act."""

from __future__ import annotations

from typing import Any

from bot import bots
from bot.publish import bots_turn

CHANNEL = "games"


def channel_messages(fake: Any, since: int = 0) -> list[Any]:
    """The messages the channel received from `since` on (not ephemeral, deleted or not)."""
    channel = fake.channel(CHANNEL).id
    return [m for m in fake.messages[since:] if m.channel_id == channel and not m.ephemeral]


async def test_one_person_and_three_bots_get_one_board_per_turn_of_the_person(fake, make_bot):
    alice = fake.user("alice")
    bot = await make_bot(seed=5)
    bot.bot_player.thinker.processes = 0
    r = await fake.slash(
        alice, "game new", channel=CHANNEL, game="blockbuster", bots=3, bot_level="easy", pace="none"
    )
    await fake.click(alice, r.message, "Start", timeout=120)
    await bot.reminders.idle()
    for _turn in range(4):
        table = await bot.tables.find(fake.channel(CHANNEL).id)
        assert table is not None and table.to_act() == {0}, "the bots did not play up to the person"
        before = len(fake.messages)
        move = str(table.game.default_action(table.state, 0))
        await fake.slash(alice, "play", channel=CHANNEL, move=move)
        await bot.reminders.idle()
        posted = channel_messages(fake, before)
        # Her move and the three bots' answers: one new message, the board that asks her again.
        boards = [m for m in posted if m.embeds]
        assert len(boards) == 1, [m.content for m in posted]
        assert f"<@{alice.id}>" in boards[0].content
        assert not [m for m in posted if "thinking" in (m.content or "")]
        # It tells her what each bot did since her move.
        described = " ".join(str(e.get("description", "")) for e in boards[0].embeds)
        assert all(f"Bot {n}" in described for n in (1, 2, 3)), described
    # Every board addressed to a bot in the channel's history offered no move.
    for message in channel_messages(fake):
        for version in [*message.history, {"components": message.components, "content": message.content}]:
            content = version.get("content") or ""
            if "🤖" in content and f"<@{alice.id}>" not in content and version.get("components"):
                raise AssertionError(f"a bot's turn offered buttons: {content!r}")


async def test_a_quick_bot_says_nothing_about_thinking_and_a_slow_one_does(fake, make_bot, monkeypatch):
    """A search shorter than THINKING_NOTICE posts no "thinking…" message (posted, then deleted,
    it was noise); a person kept waiting longer hears it."""
    assert bots.THINKING_NOTICE >= 3.0
    from bot import thinker

    real = thinker.decide_text
    slow = {"on": False}

    def decide(*args: Any) -> Any:
        import time

        if slow["on"]:
            time.sleep(0.6)
        return real(*args)

    monkeypatch.setattr(thinker, "decide_text", decide)
    alice = fake.user("alice")
    bot = await make_bot(seed=5)
    bot.bot_player.thinker.processes = 0
    r = await fake.slash(
        alice, "game new", channel=CHANNEL, game="blockbuster", bots=1, bot_level="hard", pace="none"
    )
    await fake.click(alice, r.message, "Start", timeout=120)
    await bot.reminders.idle()
    table = await bot.tables.find(fake.channel(CHANNEL).id)
    assert not bots_turn(table)
    await fake.slash(alice, "play", channel=CHANNEL, move=str(table.game.default_action(table.state, 0)))
    await bot.reminders.idle()
    assert not [m for m in channel_messages(fake) if "thinking" in (m.content or "")]
    monkeypatch.setattr(bots, "THINKING_NOTICE", 0.2)
    slow["on"] = True
    table = await bot.tables.find(fake.channel(CHANNEL).id)
    await fake.slash(alice, "play", channel=CHANNEL, move=str(table.game.default_action(table.state, 0)))
    await bot.reminders.idle()
    notes = [m for m in channel_messages(fake) if "is thinking…" in (m.content or "")]
    assert notes and all(m.deleted for m in notes)
