"""Who may do what: host rights that follow the seat, votes of current players only, components
that answer only where their game is played, and undo that never reveals."""

from __future__ import annotations

import json
from typing import Any

import pytest

from games.akropolis import GAME as AKROPOLIS
from games.bricklayer import GAME as BRICKLAYER
from tests.helpers import toy_game
from tests.helpers.e2e import mover, open_table, texts

NIM = {"nim": toy_game.GAME}
CH = "games"


def everything(reply: Any) -> str:
    return texts([*reply.messages, *reply.sent])


async def abandon(fake, user, channel):
    """`/game abandon`, then **Yes, abandon** on the confirmation it asks for."""
    ask = await fake.slash(user, "game abandon", channel=channel)
    assert ask.ephemeral and "Yes, abandon" in [b["label"] for b in ask.buttons]
    return await fake.click(user, ask.messages[-1], "Yes, abandon")


async def test_a_replaced_host_can_no_longer_kick_replace_or_abandon_and_the_new_occupant_can(fake, make_bot):
    alice, bob, carol = fake.user("alice"), fake.user("bob"), fake.user("carol")
    mod = fake.user("mod", permissions={"manage_channels"})
    bot = await make_bot(games=NIM)
    await open_table(fake, "nim", [alice, bob], channel=CH)
    await fake.slash(mod, "game replace", channel=CH, member=alice, new_player=carol)

    kick = await fake.slash(alice, "game kick", channel=CH, member=bob)
    assert kick.ephemeral and "Only the host" in kick.content
    back = await fake.slash(alice, "game replace", channel=CH, member=carol, new_player=alice)
    assert back.ephemeral and "Only the host" in back.content
    end = await fake.slash(alice, "game abandon", channel=CH)
    assert end.ephemeral and "Only players" in end.content
    table = await bot.tables.table(fake.channel(CH).id)
    assert table.row.status == "active" and table.players[table.seat_of(carol.id)] == carol.id
    assert not table.row.meta.get("autopilot")

    ok = await fake.slash(carol, "game kick", channel=CH, member=bob)
    assert not ok.ephemeral and "autopilot" in ok.content
    # A started game of people is rated: the host's seat votes to abandon it, as every seat must.
    vote = await abandon(fake, carol, CH)
    assert f"<@{carol.id}> votes to abandon" in vote.content and "1/2" in vote.content
    done = await abandon(fake, bob, CH)
    assert "abandoned by a vote" in done.content
    assert await bot.store.open_game(fake.channel(CH).id) is None


async def test_a_replaced_voters_vote_no_longer_counts(fake, make_bot):
    alice, ben, carol, dan = (fake.user(n) for n in ("alice", "ben", "carol", "dan"))
    bot = await make_bot(games=NIM)
    await open_table(fake, "nim", [alice, ben, carol], channel=CH)
    # A started game of people is rated: every seat's vote is needed.
    first = await abandon(fake, ben, CH)
    assert "1/3" in first.content
    await fake.slash(alice, "game replace", channel=CH, member=ben, new_player=dan)
    second = await abandon(fake, dan, CH)
    assert "1/3" in second.content and "abandoned by a vote" not in second.content
    assert (await bot.tables.table(fake.channel(CH).id)).row.status == "active"
    third = await abandon(fake, carol, CH)
    assert "2/3" in third.content
    fourth = await abandon(fake, alice, CH)
    assert "abandoned by a vote" in fourth.content


async def _forged(fake, channel, components: list[dict[str, Any]]):
    """A message in `channel` carrying copies of another message's components, as a forger
    would send them (the custom_ids name the game; nothing else ties them to it), all enabled."""
    copies = json.loads(json.dumps(components))
    for row in copies:
        for c in row.get("components", []):
            c.pop("disabled", None)
    return await fake.create_message(channel, {"content": "forged", "components": copies}, [])


@pytest.mark.parametrize("game", ["akropolis", "bricklayer", "blockbuster", "shakecity", "dicetown"])
async def test_a_forged_component_from_another_server_reads_nothing(fake, make_bot, game):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot()
    board = await open_table(fake, game, [alice, bob], channel=CH)
    table = await bot.tables.table(fake.channel(CH).id)
    dump = json.dumps(table.row.state, sort_keys=True)
    elsewhere = fake.guild_named("elsewhere")
    eve = fake.user("eve", guild=elsewhere)
    forged = await _forged(fake, fake.channel("lounge", guild=elsewhere), board.components)
    ids = [alice.id, bob.id]
    clicked = 0
    for component in forged.all_components:
        if component["type"] == 2 and component.get("custom_id"):
            r = await fake.click(eve, forged, component["custom_id"])
        elif component["type"] == 3:
            r = await fake.select(eve, forged, component["custom_id"], [component["options"][0]["value"]])
        else:
            continue
        clicked += 1
        shown = everything(r)
        # A deferred update counts the clicked message among the reply's; the answer is the rest.
        answers = [m for m in r.messages if m.id != forged.id]
        assert answers and all(m.ephemeral for m in answers), component["custom_id"]
        assert forged.content == "forged" and not forged.edited_at, component["custom_id"]
        assert not any(str(u) in shown for u in ids), (component["custom_id"], shown)
        assert table.game.title not in shown, (component["custom_id"], shown)
        assert not r.files
    assert clicked
    status = await fake.click(eve, forged, "Status")
    assert "somewhere else" in status.content
    after = await bot.tables.table(fake.channel(CH).id)
    assert after.version == table.version and json.dumps(after.row.state, sort_keys=True) == dump


async def test_a_forged_status_from_another_channel_or_a_strangers_dm_is_refused(fake, make_bot):
    alice, bob, eve = fake.user("alice"), fake.user("bob"), fake.user("eve")
    await make_bot(games=NIM)
    board = await open_table(fake, "nim", [alice, bob], channel=CH)
    here = await fake.click(eve, board, "Status")
    assert "Nim" in here.content  # in the game's channel anyone may look
    other = await _forged(fake, fake.channel("general"), board.components)
    refused = await fake.click(alice, other, "Status")
    assert refused.ephemeral and "somewhere else" in refused.content and "Nim" not in refused.content
    strangers_dm = await _forged(fake, fake.dm_channel(eve), board.components)
    refused = await fake.click(eve, strangers_dm, "Status")
    assert "somewhere else" in refused.content
    players_dm = await _forged(fake, fake.dm_channel(bob), board.components)
    shown = await fake.click(bob, players_dm, "Status")
    assert "Nim" in shown.content  # a seated player's DM is where their own controls live


async def test_the_options_page_button_answers_after_the_game_started(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot()
    r = await fake.slash(alice, "game new", channel=CH, game="akropolis")
    await fake.click(bob, r.message, "Join")
    panel = await fake.click(alice, r.message, "Options")
    assert "More options" in [b.get("label") for b in panel.buttons]
    await fake.click(alice, r.message, "Start")
    late = await fake.click(alice, panel.message, "More options")
    assert late.acknowledged and "options are fixed" in everything(late)
    assert (await bot.tables.table(fake.channel(CH).id)).row.status == "active"


# -- undo never reveals ---------------------------------------------------------------------


def _unseen(game, state) -> int:
    """What the channel's view counts as still hidden: face-down tiles, or unseen cards."""
    view = game.view(state, None)
    return view["face_down"] if "face_down" in view else sum(view["unseen"].values())


def _turns_up(game, state, seat: int, action: Any) -> bool:
    return _unseen(game, game.apply(state, seat, action)[0]) < _unseen(game, state)


async def _play_until(fake, bot, users, game, wanted: bool) -> tuple[Any, Any]:
    """Play the first legal move (a coin before a take, for Bricklayer) until the mover has a move
    that turns up something hidden (`wanted`) or not; play that move too and return (table before
    it, its player)."""
    for _ in range(40):
        table, seat, user = await mover(fake, bot, users)
        legal = game.legal(table.state, seat)
        legal.sort(key=lambda a: not str(a).startswith("coin"))
        action = next((a for a in legal if _turns_up(game, table.state, seat, a) is wanted), None)
        if action is not None:
            r = await fake.slash(user, "play", channel=CH, move=str(action))
            assert not r.errors
            return table, user
        r = await fake.slash(user, "play", channel=CH, move=str(legal[0]))
        assert not r.errors
    raise AssertionError("no such move came up")


async def _undo_asked_after_a_reveal(fake, make_bot, key: str, game):
    """Two players; the first move that reveals something is played, and its player asks to undo
    it: (bot, the table before and after the move, the undo's answer, the other player)."""
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot()
    await open_table(fake, key, [alice, bob], channel=CH)
    before, user = await _play_until(fake, bot, [alice, bob], game, True)
    revealed = await bot.tables.table(fake.channel(CH).id)
    r = await fake.slash(user, "game undo", channel=CH)
    assert "everyone else must agree" in r.content
    return bot, before, revealed, r, bob if user is alice else alice


async def test_akropolis_undo_of_a_turn_that_turned_up_a_stack_needs_the_others(fake, make_bot):
    bot, before, revealed, r, other = await _undo_asked_after_a_reveal(fake, make_bot, "akropolis", AKROPOLIS)
    assert len(revealed.state.stacks) == len(before.state.stacks) - 1
    still = await bot.tables.table(fake.channel(CH).id)
    assert still.version == revealed.version and len(still.state.stacks) == len(revealed.state.stacks)
    await fake.click(other, r.message, "Allow the undo")
    back = await bot.tables.table(fake.channel(CH).id)
    assert len(back.state.stacks) == len(before.state.stacks)


@pytest.mark.parametrize(
    ("key", "game"),
    [("akropolis", AKROPOLIS), ("bricklayer", BRICKLAYER)],
    ids=["akropolis-a-turn-that-revealed-nothing", "bricklayer-a-coin"],
)
async def test_undo_of_a_move_that_revealed_nothing_needs_no_vote(fake, make_bot, key, game):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot()
    await open_table(fake, key, [alice, bob], channel=CH)
    before, user = await _play_until(fake, bot, [alice, bob], game, False)
    r = await fake.slash(user, "game undo", channel=CH)
    assert "took back" in everything(r)
    assert (await bot.tables.table(fake.channel(CH).id)).state == before.state


async def test_akropolis_solo_undo_of_a_reveal_is_refused(fake, make_bot):
    alice = fake.user("alice")
    bot = await make_bot()
    await open_table(fake, "akropolis", [alice], channel=CH)
    _, user = await _play_until(fake, bot, [alice], AKROPOLIS, True)
    revealed = await bot.tables.table(fake.channel(CH).id)
    r = await fake.slash(user, "game undo", channel=CH)
    assert r.ephemeral and "it stands" in r.content
    assert (await bot.tables.table(fake.channel(CH).id)).version == revealed.version


async def test_bricklayer_undo_of_a_take_that_turned_up_a_card_needs_the_others(fake, make_bot):
    bot, _, shown, r, other = await _undo_asked_after_a_reveal(fake, make_bot, "bricklayer", BRICKLAYER)
    assert (await bot.tables.table(fake.channel(CH).id)).version == shown.version
    refused = await fake.click(other, r.message, "Refuse")
    assert "the move stands" in everything(refused)
    assert (await bot.tables.table(fake.channel(CH).id)).version == shown.version


async def _play_to(fake, bot, users, wanted: bool):
    """Play first legal moves until some waiting seat has a move whose `reveals()` is `wanted`;
    play it and return its player."""
    for _ in range(200):
        table = await bot.tables.table(fake.channel(CH).id)
        seats = sorted(table.to_act())
        for seat in seats:
            legal = table.game.legal(table.state, seat)
            action = next((a for a in legal if table.game.reveals(table.state, seat, a) is wanted), None)
            if action is not None:
                user = next(u for u in users if u.id == table.user_of(seat))
                assert not (await fake.slash(user, "play", channel=CH, move=str(action))).errors
                return user
        user = next(u for u in users if u.id == table.user_of(seats[0]))
        legal = table.game.legal(table.state, seats[0])
        assert not (await fake.slash(user, "play", channel=CH, move=str(legal[0]))).errors
    raise AssertionError("no such move came up")


@pytest.mark.parametrize(
    ("game", "players", "wanted"),
    [
        ("akropolis", 2, False),
        ("akropolis", 2, True),
        ("bricklayer", 2, False),
        ("bricklayer", 2, True),
        ("dicetown", 2, False),
        ("dicetown", 2, True),
        ("shakecity", 3, False),
        ("shakecity", 3, True),
        ("blockbuster", 2, False),
    ],
)
async def test_undo_asks_the_others_exactly_when_the_move_revealed(fake, make_bot, game, players, wanted):
    users = [fake.user(n) for n in ("alice", "bob", "carol")[:players]]
    bot = await make_bot()
    await open_table(fake, game, users, channel=CH)
    user = await _play_to(fake, bot, users, wanted)
    played = await bot.tables.table(fake.channel(CH).id)
    logged = len(await bot.store.actions(played.id))
    r = await fake.slash(user, "game undo", channel=CH)
    after = await bot.tables.table(fake.channel(CH).id)
    if wanted:
        assert "everyone else must agree" in r.content
        assert after.version == played.version
    else:
        assert "took back" in everything(r)
        assert len(await bot.store.actions(after.id)) == logged - 1


async def test_the_options_page_button_turns_the_page_of_the_panel_it_is_on(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    await make_bot()
    r = await fake.slash(alice, "game new", channel=CH, game="akropolis")
    await fake.click(bob, r.message, "Join")
    panel = (await fake.click(alice, r.message, "Options")).message
    first = [s["custom_id"] for s in panel.selects]
    before = len(fake.ephemerals(alice))
    turned = await fake.click(alice, panel, "More options")
    # The same panel shows the next options: no second panel piles up under the first.
    assert len(fake.ephemerals(alice)) == before and not turned.followups
    second = [s["custom_id"] for s in panel.selects]
    assert second and not set(second) & set(first)
    await fake.click(alice, panel, "More options")
    assert [s["custom_id"] for s in panel.selects] == first
