"""Ratings that mean something, tried through the loopback Discord as a hostile member would:
a bot seat handed to an alt, a host kicking the leader then resigning, a host abandoning a rated
game alone, and a table of bots of one level."""

from __future__ import annotations

from typing import Any

from bot import ratings
from games.blockbuster import GAME as BLOCKBUSTER
from tests.helpers import toy_game
from tests.helpers.e2e import mover, open_table

CHANNEL = "games"
NIM = {"nim": toy_game.GAME}


def _rating_field(fake: Any) -> str | None:
    """The Rating field of the final scores message (None: the game moved nobody's rating)."""
    final = next(m for m in reversed(fake.channel_messages(CHANNEL)) if m.embeds)
    found = [f["value"] for f in final.embeds[0].get("fields", []) if f["name"] == "Rating"]
    return found[0] if found else None


async def _place(fake: Any, bot: Any, users: list[Any]) -> None:
    """The person to move places a piece (any legal one)."""
    table, seat, user = await mover(fake, bot, users, CHANNEL)
    legal = [str(a) for a in BLOCKBUSTER.legal(table.state, seat) if str(a).startswith("place ")]
    await fake.slash(user, "play", channel=CHANNEL, move=legal[0])


async def _resign(fake: Any, user: Any) -> None:
    ask = await fake.slash(user, "blockbuster resign", channel=CHANNEL)
    await fake.click(user, ask.message, "Yes, resign")


async def _last_game(bot: Any, fake: Any) -> int:
    return (await bot.store.listings.history(fake.channel(CHANNEL).id, 1))[0].id


async def test_a_bot_seat_handed_to_an_alt_does_not_make_the_bot_game_rated(fake, make_bot):
    alice, alt = fake.user("alice"), fake.user("alt")
    bot = await make_bot(seed=5)
    bot.bot_player.thinker.processes = 0
    r = await fake.slash(
        alice, "game new", channel=CHANNEL, game="blockbuster", bots=1, bot_level="easy", pace="none"
    )
    await fake.click(alice, r.message, "Start", timeout=60)
    await bot.reminders.idle()
    handed = await fake.slash(alice, "game replace", channel=CHANNEL, new_player=alt, bot="1")
    assert "takes over the seat of 🤖 Bot 1 · easy" in handed.content
    _, _, user = await mover(fake, bot, [alice, alt], CHANNEL)
    if user is alt:
        await _place(fake, bot, [alice, alt])
    await _resign(fake, alice)  # the alt wins

    assert await bot.tables.find(fake.channel(CHANNEL).id) is None
    assert _rating_field(fake) is None
    assert await ratings.changes_of_game(bot.store, await _last_game(bot, fake)) == []
    profile = await fake.slash(alice, "game profile", channel=CHANNEL, user=alt)
    assert "Block Buster" in profile.content and "not rated yet" in profile.content


async def test_a_host_who_kicks_the_leader_then_resigns_loses(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    users = [alice, bob]
    bot = await make_bot(seed=5)
    await open_table(fake, "blockbuster", users, channel=CHANNEL)
    for _ in range(2):
        await _place(fake, bot, users)
    await fake.slash(alice, "game kick", channel=CHANNEL, member=bob)
    await bot.reminders.idle()
    _, _, user = await mover(fake, bot, users, CHANNEL)
    assert user is alice  # the autopilot played Bob's turn
    await _resign(fake, alice)

    field = _rating_field(fake)
    assert field is not None
    changes = {c.player_id: c for c in await ratings.changes_of_game(bot.store, await _last_game(bot, fake))}
    assert changes[bob.id].delta > 0 > changes[alice.id].delta
    assert changes[bob.id].place == 1 and changes[alice.id].place == 2
    assert f"<@{bob.id}>: 1500 → {changes[bob.id].after} (+" in field


async def test_a_rated_game_is_abandoned_by_every_player_not_by_its_host(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(games=NIM)
    await open_table(fake, "nim", [alice, bob], channel=CHANNEL)
    ask = await fake.slash(alice, "game abandon", channel=CHANNEL)
    assert ask.ephemeral and "every player" in ask.content and "ends it for everyone" not in ask.content
    vote = await fake.click(alice, ask.messages[-1], "Yes, abandon")
    assert f"<@{alice.id}> votes to abandon" in vote.content and "1/2" in vote.content
    table = await bot.tables.find(fake.channel(CHANNEL).id)
    assert table is not None and table.row.status == "active"
    ask = await fake.slash(bob, "game abandon", channel=CHANNEL)
    done = await fake.click(bob, ask.messages[-1], "Yes, abandon")
    assert "abandoned by a vote of its players" in done.content
    assert await bot.tables.find(fake.channel(CHANNEL).id) is None


async def test_a_moderator_ends_a_rated_game_and_nobodys_rating_moves(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    mod = fake.user("mod", permissions=["manage_channels"])
    bot = await make_bot(games=NIM)
    await open_table(fake, "nim", [alice, bob], channel=CHANNEL, options="pile=5")
    await fake.slash(alice, "play", channel=CHANNEL, move="take 1")
    ask = await fake.slash(mod, "game abandon", channel=CHANNEL)
    assert "ends it for everyone" in ask.content and "nobody's rating changes" in ask.content
    done = await fake.click(mod, ask.messages[-1], "Yes, abandon")
    assert f"abandoned by <@{mod.id}>" in done.content
    assert await ratings.changes_of_game(bot.store, await _last_game(bot, fake)) == []


async def test_a_person_alone_with_bots_cannot_void_a_rated_game(fake, make_bot):
    alice = fake.user("alice")
    bot = await make_bot(seed=5)
    bot.bot_player.thinker.processes = 0
    r = await fake.slash(
        alice, "game new", channel=CHANNEL, game="blockbuster", bots=1, bot_level="easy", rated=True
    )
    await fake.click(alice, r.message, "Start", timeout=60)
    await bot.reminders.idle()
    refused = await fake.slash(alice, "game abandon", channel=CHANNEL)
    assert refused.ephemeral and "only player" in refused.content and not refused.buttons
    assert (await bot.tables.table(fake.channel(CHANNEL).id)).row.status == "active"


async def test_the_help_says_how_a_rated_game_is_abandoned(fake, make_bot):
    await make_bot(games=NIM)
    help_ = await fake.slash(fake.user("alice"), "game help", channel=CHANNEL)
    assert "a started rated game only by a vote of every player" in help_.content


async def test_three_bots_of_one_level_are_one_rating_line_and_one_opponent(fake, make_bot):
    alice = fake.user("alice")
    bot = await make_bot(seed=3)
    bot.bot_player.thinker.processes = 0
    r = await fake.slash(
        alice,
        "game new",
        channel=CHANNEL,
        game="blockbuster",
        bots=3,
        bot_level="easy",
        rated=True,
        pace="none",
    )
    await fake.click(alice, r.message, "Start", timeout=60)
    await bot.reminders.idle()
    await fake.slash(alice, "game kick", channel=CHANNEL, member=alice, timeout=120)  # she leaves
    await bot.reminders.idle()
    assert await bot.tables.find(fake.channel(CHANNEL).id) is None, "the bots did not finish"

    field = _rating_field(fake)
    assert field is not None and field.count("🤖 Bot · easy") == 1 and f"<@{alice.id}>" in field
    level = await ratings.leaderboard(bot.store, fake.guild.id, "blockbuster")
    assert {s.player_id: s.games for s in level} == {alice.id: 1, -1: 1}
    profile = await fake.slash(alice, "game profile", channel=CHANNEL)
    assert profile.content.count("Bot · easy") == 1 and "🤖 Bot · easy ×1" in profile.content
