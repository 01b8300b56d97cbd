"""What the channel does not see of a game's own move command typed with options its engine
refuses (a piece where it cannot go, a card not held, a ruling with no tie): the refusal thinks
privately from the start, as a refused `/play` does, with no public "thinking…" that then vanishes;
the same command with a legal move still thinks in public and is played."""

from __future__ import annotations

from bot.typed_moves import spelling_of
from games import polyomino
from tests.e2e.test_quiet_lobby_refusals import heard, refused
from tests.helpers.dicetown_e2e import keeping_with, user_of
from tests.helpers.e2e import mover, open_table

CH = "games"


async def two_players(fake, make_bot, game: str):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(seed=5)
    await open_table(fake, game, [alice, bob], channel=CH)
    table, seat, player = await mover(fake, bot, [alice, bob], CH)
    return bot, table, seat, player


async def version(bot, fake) -> int:
    return (await bot.tables.find(fake.channel(CH).id)).version


async def test_a_blockbuster_piece_where_it_cannot_go_shows_the_channel_nothing(fake, make_bot):
    bot, table, seat, player = await two_players(fake, make_bot, "blockbuster")
    legal = {str(a) for a in table.game.legal(table.state, seat)}
    assert "place 13 R0 A1" not in legal
    r = await refused(fake, player, "blockbuster place", piece=13, orient="R0", at="A1")
    assert "symbol tile" in r.content, r.content  # the engine's own sentence
    # Another game's move command, by the player to move, is refused as quietly.
    await refused(fake, player, "akropolis build", slot=1, at="0,0", rotation=0)
    assert await version(bot, fake) == table.version

    _, piece, orient, at = str(table.game.default_action(table.state, seat)).split()
    await heard(fake, player, "blockbuster place", piece=int(piece), orient=orient, at=at)
    assert await version(bot, fake) > table.version


async def test_an_akropolis_tile_where_it_cannot_go_shows_the_channel_nothing(fake, make_bot):
    bot, table, seat, player = await two_players(fake, make_bot, "akropolis")
    await refused(fake, player, "akropolis build", slot=1, at="9,9", rotation=0)  # far off the city
    assert await version(bot, fake) == table.version

    turn = table.game.default_action(table.state, seat)
    at = f"{turn.q},{turn.r}"
    await heard(fake, player, "akropolis build", slot=turn.slot, at=at, rotation=turn.rotation)
    assert await version(bot, fake) > table.version


async def test_a_bricklayer_brick_where_it_cannot_go_shows_the_channel_nothing(fake, make_bot):
    bot, table, seat, player = await two_players(fake, make_bot, "bricklayer")
    legal = [str(a) for a in table.game.legal(table.state, seat)]
    taken = next(a for a in legal if a.startswith("take "))
    _, deck, rot, _ = taken.split()
    view = table.game.view(table.state, seat)
    cells = [polyomino.label((r, c)) for r in range(view["height"]) for c in range(view["width"])]
    outside = next(c for c in reversed(cells) if f"take {deck} {rot} {c}" not in legal)
    await refused(fake, player, "bricklayer take", deck=int(deck), rot=rot, at=outside)
    await refused(fake, player, "bricklayer place", rot="R0", at="A1")  # nothing bought blind
    assert await version(bot, fake) == table.version

    _, deck, rot, at = taken.split()
    await heard(fake, player, "bricklayer take", deck=int(deck), rot=rot.lower(), at=at.lower())
    assert await version(bot, fake) > table.version


async def test_a_dicetown_card_not_held_or_a_ruling_without_a_tie_shows_the_channel_nothing(fake, make_bot):
    bot, users, table, seat, thief = await keeping_with(fake, make_bot, 30, "play stickup")
    held = {str(a).split()[1] for a in table.game.legal(table.state, seat) if str(a).startswith("play ")}
    assert "loaded" not in held
    r = await refused(fake, thief, "dicetown play", card="loaded", face="K")
    assert "Loaded Die" in r.content, r.content
    await refused(fake, thief, "dicetown play", card="a winning hand")  # names no card
    victim = user_of(users, table, (seat + 1) % 3)
    await refused(fake, thief, "dicetown rule", winner=victim)  # no tie to rule on
    await refused(fake, thief, "dicetown pass")  # nor to pass in
    assert await version(bot, fake) == table.version

    await heard(fake, thief, "dicetown play", card="stickup", target=victim)
    assert await version(bot, fake) > table.version


async def test_a_shakecity_build_at_a_cell_it_cannot_take_stays_with_the_player(fake, make_bot):
    """`/shakecity build` opens the player's own chooser: its whole answer, a refusal included,
    was never the channel's to see."""
    bot, table, seat, player = await two_players(fake, make_bot, "shakecity")
    option = table.game.view(table.state, seat)["options"][0]["option"]
    await refused(fake, player, "shakecity build", option=option, at="Z99")
    assert await version(bot, fake) == table.version


async def test_every_move_command_spells_its_options(make_bot):
    """A move command the channel hears, without a spelling, would be checked for seat and turn
    only: its illegal options would think in public before their refusal."""
    bot = await make_bot()
    assert bot.public_commands
    for name in sorted(bot.public_commands):
        group, sub = name.split()
        command = bot.tree.get_command(group).get_command(sub)
        assert spelling_of(command) is not None, f"/{name} does not spell its options"
