"""What the channel does not see of a refused `/game` command whose answer it would hear (join,
leave, start, kick, replace, undo): the refusal thinks privately from the start, with no public
"thinking…" that then vanishes; the same command that succeeds still answers in public."""

from __future__ import annotations

from tests.e2e.test_quiet_refusals import private_from_the_start, public
from tests.helpers.e2e import mover, open_table

CH = "games"


async def refused(fake, user, command: str, **options):
    """The command, refused to the user alone, the channel seeing nothing of it at any moment."""
    seen = public(fake)
    r = await fake.slash(user, command, channel=CH, **options)
    assert r.ephemeral, (command, r.content)
    assert private_from_the_start(r), f"{command} thought in public before its refusal"
    assert public(fake) == seen, f"a refused {command} showed the channel something"
    return r


async def heard(fake, user, command: str, **options):
    """The command, answered in public from its first "thinking…"."""
    r = await fake.slash(user, command, channel=CH, **options)
    assert r.deferred and r.message is not None and not r.message.ephemeral, (command, r.content)
    return r


async def lobby(fake, make_bot, game: str = "blockbuster"):
    await make_bot(seed=5)
    alice = fake.user("alice")
    await fake.slash(alice, "game new", channel=CH, game=game)
    return alice


async def test_a_refused_join_shows_the_channel_nothing(fake, make_bot):
    alice = await lobby(fake, make_bot)
    await refused(fake, alice, "game join")  # already seated
    await heard(fake, fake.user("bob"), "game join")
    await fake.slash(alice, "game start", channel=CH)
    r = await refused(fake, fake.user("cy"), "game join")  # started
    assert "already started" in r.content


async def test_a_refused_leave_shows_the_channel_nothing(fake, make_bot):
    alice = await lobby(fake, make_bot)
    await refused(fake, fake.user("bob"), "game leave")  # not seated
    await heard(fake, fake.user("bob"), "game join")
    await heard(fake, fake.user("bob"), "game leave")
    await heard(fake, fake.user("bob"), "game join")
    await fake.slash(alice, "game start", channel=CH)
    await refused(fake, fake.user("bob"), "game leave")  # started


async def test_a_refused_start_shows_the_channel_nothing(fake, make_bot):
    alice = await lobby(fake, make_bot)
    await refused(fake, alice, "game start")  # too few
    bob = fake.user("bob")
    await heard(fake, bob, "game join")
    await refused(fake, bob, "game start")  # not the host
    await heard(fake, alice, "game start")
    await refused(fake, alice, "game start")  # already started


async def test_the_question_before_a_start_alone_is_the_hosts_alone(fake, make_bot):
    alice = await lobby(fake, make_bot, "akropolis")
    r = await refused(fake, alice, "game start")
    assert any(c.endswith(":solo") for c in r.message.custom_ids)


async def test_a_refused_kick_shows_the_channel_nothing(fake, make_bot):
    await make_bot(seed=5)
    alice, bob = fake.user("alice"), fake.user("bob")
    await open_table(fake, "blockbuster", [alice, bob], channel=CH)
    await refused(fake, bob, "game kick", member=alice)  # not the host
    await refused(fake, alice, "game kick", member=fake.user("cy"))  # not playing
    await heard(fake, alice, "game kick", member=bob)
    await heard(fake, alice, "game kick", member=bob, back=True)


async def test_a_refused_replace_shows_the_channel_nothing(fake, make_bot):
    await make_bot(seed=5)
    alice, bob, cy = fake.user("alice"), fake.user("bob"), fake.user("cy")
    await open_table(fake, "blockbuster", [alice, bob], channel=CH)
    await refused(fake, bob, "game replace", member=alice, new_player=cy)  # not the host
    await refused(fake, alice, "game replace", member=bob, new_player=alice)  # already seated
    await refused(fake, alice, "game replace", member=fake.user("dan"), new_player=cy)  # not playing
    await heard(fake, alice, "game replace", member=bob, new_player=cy)


async def test_a_refused_undo_shows_the_channel_nothing(fake, make_bot):
    bot = await make_bot(seed=5)
    alice, bob = fake.user("alice"), fake.user("bob")
    await fake.slash(alice, "game new", channel=CH, game="blockbuster")
    r = await refused(fake, alice, "game undo")  # not started
    assert "nothing to undo" in r.content
    await fake.slash(alice, "game leave", channel=CH)  # the last to leave closes the table
    await open_table(fake, "blockbuster", [alice, bob], channel=CH)
    await refused(fake, alice, "game undo")  # nothing played yet
    table, seat, player = await mover(fake, bot, [alice, bob], CH)
    await fake.slash(player, "play", channel=CH, move=str(table.game.default_action(table.state, seat)))
    other = bob if player is alice else alice
    r = await refused(fake, other, "game undo")  # the last move is not theirs
    assert "not yours" in r.content
    await refused(fake, fake.user("cy"), "game undo")  # not playing
    await heard(fake, player, "game undo")
