"""Who may act tells nobody what is hidden. In Dice Town a seat may act without being waited
for because it holds a Stick-Up or a playable Loaded Die, cards no one else sees. Two tables
differ only in that: at #with seat 2 holds such a card, at #without an equipment card in its
place (both drawn from the store deck, so every count anyone sees is the same). Everything
another player or a spectator can see or ask (the board and its buttons, status, autocomplete,
refusals, reminders and pings, a bot's messages) must read the same at both."""

from __future__ import annotations

import asyncio
import json
import re
from typing import Any

import pytest

from bot import bots, thinker
from bot.store import Store
from games.core import evolve
from games.dicetown import GAME
from games.dicetown.data import CARDS, LOADED_DIE, STICK_UP
from games.dicetown.state import State
from tests.helpers.dicetown_e2e import board, current, two_offers_made
from tests.helpers.e2e import open_table

HOLDER = 2
TWINS = ("with", "without")


def given_card(state: State, seat: int, effect: str | None) -> State:
    """`state` with one store card moved from the deck into `seat`'s hand: one of `effect`, or
    (None) an equipment card."""
    wanted = [
        c for c in state.store_deck if (CARDS[c].effect == effect if effect else CARDS[c].kind == "equipment")
    ]
    card = wanted[0]
    deck = list(state.store_deck)
    deck.remove(card)
    hand = tuple(sorted((*state.players[seat].hand, card)))
    return evolve(state.with_player(seat, hand=hand), store_deck=tuple(deck))


async def far_ids(bot) -> None:
    """Games numbered from a million on: their ids, taken out of what is compared, are then
    found in no other number a message shows (a round, a face, a count)."""
    store = bot.store
    assert isinstance(store, Store)
    table = await bot.lobby.create(guild_id=None, channel_id=1, host_id=1, game_key="dicetown")
    await store.db.execute("DELETE FROM game_players WHERE game_id = ?", (table.id,))
    await store.db.execute("UPDATE games SET id = 1000000, status = 'abandoned' WHERE id = ?", (table.id,))
    await store.db.commit()


async def twin_tables(fake, bot, game_clock, users, effect: str) -> dict[str, Any]:
    """The same four-seat table in #with and #without after seats 2 and 3 kept their first roll;
    then seat 2 is given a card of `effect` at #with, an equipment card at #without."""
    await far_ids(bot)
    tables = {}
    for twin in TWINS:
        channel = fake.channel(twin)
        await open_table(fake, "dicetown", users, channel=channel, pace="live")
        for seat in (2, 3):
            table = await bot.tables.find(channel.id)
            move = str(GAME.default_action(table.state, seat))
            await fake.slash(users[seat], "play", channel=channel, move=move)
        table = await bot.tables.find(channel.id)
        assert table.to_act() == {0, 1}
        state = given_card(table.state, HOLDER, effect if twin == "with" else None)
        await bot.store.update_game(table.row, now=game_clock(), state=GAME.dump(state))
        tables[twin] = await bot.tables.find(channel.id)
    held, plain = tables["with"], tables["without"]
    assert HOLDER in held.may_act() - held.to_act() and HOLDER not in plain.may_act()
    assert held.version == plain.version
    # Nothing anyone but seat 2 sees differs between the twins.
    for seat in (None, 0, 1, 3):
        assert GAME.view(held.state, seat) == GAME.view(plain.state, seat)
    return tables


def seen(fake, messages, tables: dict[str, Any], answers: Any = ()) -> str:
    """What a member reads of some messages (and answers), without the table's and the
    channel's ids, the links to their boards and the times, which differ between the twins by
    construction."""
    out = []
    for m in messages:
        files = [(a.filename, a.data) for a in m.attachments]
        out.append(json.dumps([m.content, m.embeds, m.components, m.deleted, repr(files)], sort_keys=True))
    text = "\n".join(out) + json.dumps(answers, sort_keys=True)
    text = re.sub(r"https://discord\.com/channels/(\d+|@me)/\d+/\d+", "LINK", text)
    for name in TWINS:
        text = text.replace(str(tables[name].id), "GAME").replace(str(fake.channel(name).id), "CHANNEL")
    return re.sub(r"<t:\d+(:\w)?>", "<t:TIME>", text)


@pytest.mark.parametrize("effect", [STICK_UP, LOADED_DIE])
async def test_others_cannot_tell_whether_a_seat_holds_a_card_that_lets_it_act(
    fake, make_bot, game_clock, effect
):
    users = [fake.user(n) for n in ("ann", "ben", "cat", "dan")]
    zed = fake.user("zed")  # a spectator
    bot = await make_bot(seed=21)
    tables = await twin_tables(fake, bot, game_clock, users, effect)
    others = (users[0], users[3], zed)  # a player waited for, one who is not, a spectator

    async def observe(twin: str) -> str:
        # Every board already shown: a board still on its way when `/game board` is asked for is
        # posted with a note that says so, which depends on the machine's speed, not on the card.
        await fake.flush()
        before = len(fake.messages)
        asked: list[Any] = []
        asked.append(await fake.slash(zed, "game board", channel=twin))
        for who in others:
            asked.append(await fake.slash(who, "game status", channel=twin))
            for typed in ("", "play", "stick", "loaded", "keep"):
                asked.append(
                    await fake.autocomplete(who, "play", focused="move", values={"move": typed}, channel=twin)
                )
            asked.append(await fake.autocomplete(who, "dicetown play", focused="card", channel=twin))
        for who in (users[3], zed):
            for move in ("play stickup 1", "play loaded A"):
                asked.append(await fake.slash(who, "play", channel=twin, move=move))
            asked.append(
                await fake.slash(who, "dicetown play", channel=twin, card="stickup", target=users[0])
            )
        answers = [a if isinstance(a, list) else [m.text for m in a.messages] for a in asked]
        return seen(fake, fake.messages[before:], tables, answers)

    observed = {twin: await observe(twin) for twin in TWINS}
    assert observed["with"] == observed["without"]

    # The reminders and pings of both tables, in one timer pass.
    before = len(fake.messages)
    game_clock.advance(0.6 * bot.schedule.seat_limits(tables["with"])[0])
    assert await bot.reminders.tick() > 0
    reminded = {
        twin: seen(fake, [m for m in fake.messages[before:] if m.channel_id == fake.channel(twin).id], tables)
        for twin in TWINS
    }
    assert reminded["with"] and reminded["with"] == reminded["without"]
    pinged = {twin: sorted(u for m in fake.channel_messages(twin) for u in m.pinged) for twin in TWINS}
    assert pinged["with"] == pinged["without"]


async def test_a_bot_that_may_act_only_by_a_hidden_card_says_nothing_in_the_channel(
    fake, make_bot, game_clock, monkeypatch
):
    """A bot seat asked whether to play its card thinks silently: a "thinking…" line while the
    game waits for others would tell the channel the bot holds something it may play."""
    ann, ben = fake.user("ann"), fake.user("ben")
    bot = await make_bot(seed=21)
    bot.bot_player.thinker.processes = 0
    await far_ids(bot)
    tables, holder = {}, -1
    for twin in TWINS:
        r = await fake.slash(
            ann, "game new", channel=twin, game="dicetown", bots=1, bot_level="hard", pace="none"
        )
        await fake.click(ben, r.message, "Join")
        await fake.click(ann, r.message, "Start", timeout=60)
        await bot.reminders.idle()  # the bot keeps its first roll at once
        table = await bot.tables.find(fake.channel(twin).id)
        holder = next(s for s in range(3) if table.is_bot(s))
        assert holder not in table.to_act()
        state = given_card(table.state, holder, STICK_UP if twin == "with" else None)
        await bot.store.update_game(table.row, now=game_clock(), state=GAME.dump(state))
        tables[twin] = await bot.tables.find(fake.channel(twin).id)
    assert holder in tables["with"].may_act() and holder not in tables["without"].may_act()

    # A slow search that decides to keep the card for later.
    def slow_pass(*args: Any) -> None:
        import time

        time.sleep(0.3)
        return None

    monkeypatch.setattr(bots, "THINKING_NOTICE", 0.05)
    monkeypatch.setattr(thinker, "decide_text", slow_pass)
    observed = {}
    for twin in TWINS:
        before = len(fake.messages)
        await bot.bot_player.play(tables[twin])
        await asyncio.sleep(0.05)
        observed[twin] = seen(fake, fake.messages[before:], tables)
    assert "thinking" not in observed["with"]
    assert observed["with"] == observed["without"]


async def test_two_contenders_offer_forms_stay_each_their_own(fake, make_bot):
    """Two contenders open their offer forms; the second form opened must not become the first
    one's: its fields hold a card offered in secret (spec 3.6)."""
    bot, table, _, first, second, _, a_user, b_user = await two_offers_made(fake, make_bot)
    (card,) = table.state.players[first].hand
    name = CARDS[card].name
    opened = await fake.click(a_user, board(fake), "Offer")
    await fake.submit_modal(
        a_user, opened, {"Dollars in your offer (up to 4)": "1", "Cards from your hand (names or ids)": name}
    )
    theirs = await fake.click(b_user, board(fake), "Offer")
    await fake.click(a_user, board(fake), "Offer")  # opened after, its fields holding the card
    done = await fake.submit_modal(b_user, theirs, {"A promise (shown, never enforced)": "trust me"})
    told = " ".join(m.text for m in done.messages)
    assert name not in told and card not in told, told
    ruling = (await current(bot, fake)).state.ruling
    assert ruling.offer_of(second).promise == "trust me" and not ruling.offer_of(second).cards
    assert ruling.offer_of(first).cards == (card,) and ruling.offer_of(first).dollars == 1
