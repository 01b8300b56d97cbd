"""Dice Town end to end: whole games through the real bot and the loopback Discord, played as
players play them: dice toggled and confirmed in DMs (or, with DMs closed, in the ephemeral
answer of Show mine and `/dicetown cup`), resolution choices in the same private messages, the
ruling panel's buttons and offer modal in the channel. Every channel message is checked for the
secrets of the game (rolls, keeps before their reveal, hands, drawn and offered cards).
"""

from __future__ import annotations

import contextlib
import re
from collections import Counter
from collections.abc import AsyncIterator
from typing import Any

from bot.services.moves import MoveRequest
from games.dicetown.data import CARDS
from tests.helpers.dicetown_e2e import (
    CH,
    EQUIPMENT,
    KEEP_NOTATION,
    answer,
    board,
    channel_text,
    channel_text_before,
    control,
    current,
    decode,
    keeping_with,
    open_table,
    play_until,
    private_controls,
    prompt_of,
    refused,
    rolls_seen_in_private,
    secrets_of,
    two_offerers,
    two_offers_made,
    user_of,
)
from tests.helpers.e2e import texts


async def test_a_whole_three_player_game_with_every_roll_in_private(fake, make_bot):
    ana, bo, cy = fake.user("ana"), fake.user("bo"), fake.user("cy", dms_closed=True)
    users = [ana, bo, cy]
    bot = await make_bot(seed=4247)
    await open_table(fake, users)
    table = await current(bot, fake)
    first = board(fake)
    assert decode(first.attachments[0].data).width == 476
    assert "Round 1, roll 1" in first.content and set(first.pinged) == {u.id for u in users}
    assert [b["label"] for b in first.buttons] == ["Show mine", "Status", "Score"]

    # Every player's first roll reaches him privately, with a toggle per die and a disabled Confirm.
    for user in (ana, bo):
        dm = fake.dms(user)[-1]
        assert dm.attachments[0].filename == "private.png"
        seat = table.seat_of(user.id)
        roll = table.state.players[seat].roll
        toggles = [b for b in dm.buttons if ":t:" in b["custom_id"]]
        assert [b["label"] for b in toggles] == [
            {9: "9", 10: "10", 11: "J", 12: "Q", 13: "K", 14: "A"}[f] for f in roll
        ]
        assert next(b for b in dm.buttons if ":c:" in b["custom_id"])["disabled"]
    note = fake.last_message(CH)
    assert (
        note.content.startswith(f"<@{cy.id}>, a private action is waiting")
        and note.buttons[0]["label"] == "Show mine"
    )
    shown = await fake.click(cy, note, "Show mine")
    assert shown.messages[-1].ephemeral and any(":t:" in c for c in shown.messages[-1].custom_ids)

    prompts: Counter[str] = Counter()
    by_cy: Counter[str] = Counter()
    while (table := await current(bot, fake)) is not None:
        seat = min(table.to_act())
        prompt = await answer(fake, bot, users, {cy.id}, table, seat)
        prompts[prompt] += 1
        by_cy[prompt] += table.user_of(seat) == cy.id
    # Cy, whose DMs are closed, rolled and chose his cards through the ephemeral fallback.
    assert by_cy["keep"] > 10 and by_cy["store_pick"] + by_cy["saloon_target"] + by_cy["saloon_pick"]
    assert (
        prompts["keep"] > 30
        and prompts["remedy"]
        and prompts["regular"]
        and prompts["store_pick"]
        and prompts["saloon_target"]
        and prompts["rule"]
    )

    final = await bot.tables.by_id(table.id if table else 1)
    assert final is not None and final.row.status == "finished"
    result_board = next(m for m in reversed(fake.channel_messages(CH)) if "game over" in m.content)
    assert "Card hands, revealed" in result_board.content
    assert fake.last_message(CH).attachments[0].filename == "scores.png"
    # The scores are the table's: the text names the winners (with their points) and the hands,
    # without listing every player's score by category a second time.
    assert "wins with" in result_board.content or "win with" in result_board.content
    assert " VP**" not in result_board.content and "from dollars" not in result_board.content

    # Nothing secret ever reached the channel: no private sentence, no keep before its reveal,
    # no General Store card (they are only revealed with the final scores).
    everything = channel_text(fake)
    for sentence in await secrets_of(bot, final):
        if len(sentence) >= 12:
            assert sentence not in everything, sentence
    assert not KEEP_NOTATION.search(everything), KEEP_NOTATION.search(everything)
    before_end = channel_text_before(fake, result_board)
    assert not [name for name in EQUIPMENT if name in before_end]
    # ...and every roll reached its player in private: a DM, or Cy's ephemeral answers.
    await rolls_seen_in_private(fake, bot, users, final)


async def test_a_tie_decided_after_two_bribe_offers_moves_exactly_what_was_offered(fake, make_bot):
    bot, table, sheriff, first, second, s_user, a_user, b_user = await two_offers_made(fake, make_bot)
    ruling = table.state.ruling
    (card,) = table.state.players[first].hand
    name = CARDS[card].name
    before = [(p.dollars, p.hand) for p in table.state.players]

    panel = board(fake)
    assert "Tie at the Sheriff's office" in panel.content and "thinking…" in panel.content
    award = [b for b in panel.buttons if "award" in b["custom_id"]]
    assert len(award) == len(ruling.contenders) and all(b["disabled"] for b in award)
    # The panel in the channel says it all: no DM repeats the tie to the Sheriff or a contender.
    assert "You rule the Sheriff's office tie" not in texts(fake.dms(s_user))
    assert "You are tied for the Sheriff's office" not in texts(fake.dms(a_user))

    # The first contender offers $3, his card and a promise in the modal: one whole offer, shown
    # by editing the ruling panel in place.
    opened = await fake.click(a_user, panel, "Offer")
    labels = [f["label"] for f in opened.modal.fields]
    assert labels[0].startswith("Dollars") and "Cards from your hand (names or ids)" in labels
    done = await fake.submit_modal(
        a_user,
        opened,
        {
            "Dollars in your offer (up to 4)": "3",
            "Cards from your hand (names or ids)": name,
            "A promise (shown, never enforced)": "pick me",
        },
    )
    assert "$3" in texts(done.messages) and name in texts(done.messages)  # he sees his own card
    edited = board(fake)
    assert edited.id == panel.id and edited.history
    kind = "property card" if CARDS[card].is_property else "General Store card"
    assert f"$3 + 1 {kind} · promise “pick me”" in edited.content
    # ...then thinks better of the $3: the new whole offer replaces the standing one.
    opened = await fake.click(a_user, edited, "Offer")
    await fake.submit_modal(a_user, opened, {"Dollars in your offer (up to 4)": "2"})
    table = await current(bot, fake)
    offer = table.state.ruling.offer_of(first)
    assert (offer.dollars, offer.cards, offer.promise) == (2, (card,), "pick me")

    # The Sheriff cannot rule while the second contender has neither an offer standing nor passed.
    early = await fake.slash(s_user, "dicetown rule", channel=CH, winner=a_user)
    assert early.ephemeral and "Wait until every contender" in early.content
    # His offer of $1 by command unlocks the ruling: a new board mentions the Sheriff.
    await fake.slash(b_user, "dicetown offer", channel=CH, dollars=1)
    assert (await current(bot, fake)).state.players[second].dollars == before[second][0] - 1
    panel = board(fake)
    assert "Every contender has made an offer or passed" in panel.content and name not in texts([panel])
    assert s_user.id in panel.pinged
    awards = [c for c in panel.custom_ids if ":award:" in c]
    # Unlocked, he may still withdraw (it comes back) and offer again; the panel is edited in
    # place and its award buttons stay the same, valid across the offer changes.
    await fake.click(b_user, panel, "Withdraw")
    assert (await current(bot, fake)).state.players[second].dollars == before[second][0]
    await fake.slash(b_user, "dicetown offer", channel=CH, dollars=3)
    assert board(fake).id == panel.id and [c for c in board(fake).custom_ids if ":award:" in c] == awards
    panel = board(fake)
    seen = await fake.click(s_user, panel, "Offered cards")
    assert seen.ephemeral and name in seen.content
    other = await fake.click(b_user, panel, "Offered cards")
    assert name not in other.content
    # Only the Sheriff rules: a contender pressing an award button is refused, nothing moves.
    version = (await current(bot, fake)).version
    usurper = await fake.click(a_user, panel, control(panel, f":award:P{first + 1}"))
    assert usurper.ephemeral and f"Only the Sheriff, <@{s_user.id}>, rules" in usurper.content
    assert (await current(bot, fake)).version == version
    await fake.click(s_user, panel, control(panel, f":award:P{first + 1}"))

    table = await current(bot, fake)
    # (The round then went on to the Town Hall and the next round: it moved cards, no dollars.)
    after = [(p.dollars, p.hand) for p in table.state.players]
    assert after[first] == (before[first][0] - 2, ())
    assert after[second][0] == before[second][0]
    assert after[sheriff][0] == before[sheriff][0] + 2 and card in after[sheriff][1]
    verdict = board(fake).embeds[0]["description"]
    assert f"<@{s_user.id}> receives <@{a_user.id}>'s offer: $2 + 1" in verdict
    assert f"<@{b_user.id}>'s offer goes back: $3" in verdict
    assert name not in channel_text(fake)


async def test_cash_up_front_bribes_are_paid_at_once_and_cannot_shrink(fake, make_bot):
    users = [fake.user("ana"), fake.user("bo"), fake.user("cy")]
    bot = await make_bot(seed=3)
    await open_table(fake, users, options="bribe_mode=cash_up_front")
    table = await play_until(fake, bot, users, set(), two_offerers)
    sheriff = table.state.sheriff
    first, second = (o.seat for o in table.state.ruling.offers)
    a_user = user_of(users, table, first)
    cash = table.state.players[sheriff].dollars
    panel = board(fake)
    assert "paid to the Sheriff at once" in panel.content and "Withdraw" not in [
        b["label"] for b in panel.buttons
    ]
    await fake.slash(a_user, "dicetown offer", channel=CH, dollars=2)
    table = await current(bot, fake)
    assert table.state.players[sheriff].dollars == cash + 2
    lower = await fake.slash(a_user, "dicetown offer", channel=CH, dollars=1)
    assert lower.ephemeral and "stays paid" in lower.content
    await fake.click(a_user, board(fake), "Pass")
    await fake.click(user_of(users, table, second), board(fake), "Pass")
    await fake.click(
        user_of(users, table, sheriff), board(fake), control(board(fake), f":award:P{second + 1}")
    )
    table = await current(bot, fake)
    assert table.state.players[sheriff].dollars == cash + 2  # paid for good, though he lost


async def test_deadlines_follow_each_prompt_then_the_default_keep_is_played(fake, make_bot, game_clock):
    users = [fake.user("ana"), fake.user("bo"), fake.user("cy")]
    bot = await make_bot(seed=3)
    await open_table(fake, users, pace="live", options="keep_none=on")
    table = await current(bot, fake)
    ui = bot.ui("dicetown")
    assert [ui.decision_seconds(table, s) for s in range(3)] == [180, 180, 180]  # spec 8.7, live
    late = 2
    # Seat 0 keeps none of his dice ($1, option keep_none); seat 1 keeps as usual.
    user = user_of(users, table, 0)
    dm = fake.dms(user)[-1]
    await fake.click(user, dm, "Keep none ($1)")
    assert dm.content.startswith("✅ Keep no die ($1)")
    await answer(fake, bot, users, set(), await current(bot, fake), 1)
    table = await current(bot, fake)
    assert table.to_act() == {late}

    game_clock.advance(91)  # half of the 3 minutes: a reminder, in the channel
    assert await bot.reminders.tick() == 1
    assert "waiting for you" in fake.last_message(CH).content
    game_clock.advance(90)  # the deadline: the default keep (one die, free) is played
    assert await bot.reminders.tick() == 1
    table = await current(bot, fake)
    assert "ran out of time; I made a hidden choice" in texts(fake.channel_messages(CH)[-3:])
    assert not KEEP_NOTATION.search(channel_text(fake))
    assert table.state.step == 2 or table.state.phase.value != "roll"

    # Slower paces use the async column; an away player gets a tenth; no pace, no deadline.
    table = await bot.tables.update_meta(table, pace="day")
    seat = min(table.to_act())
    expected = {"keep": 12 * 3600, "offer": 6 * 3600, "rule": 12 * 3600}.get(
        prompt_of(table, seat), 12 * 3600
    )
    assert ui.decision_seconds(table, seat) == expected
    table = await bot.tables.update_meta(table, away=[seat])
    assert ui.decision_seconds(table, seat) == expected // 10
    table = await bot.tables.update_meta(table, pace="none")
    assert ui.decision_seconds(table, seat) is None


async def test_a_ruling_gives_contenders_the_offer_window_and_the_sheriff_his_time(fake, make_bot):
    users = [fake.user("ana"), fake.user("bo"), fake.user("cy")]
    bot = await make_bot(seed=3)
    await open_table(fake, users, pace="live")
    table = await play_until(fake, bot, users, set(), two_offerers)
    ui = bot.ui("dicetown")
    first, second = (o.seat for o in table.state.ruling.offers)
    assert ui.decision_seconds(table, first) == 120  # the live offer window
    for seat in (first, second):
        await fake.click(user_of(users, table, seat), board(fake), "Pass")
    table = await current(bot, fake)
    assert table.to_act() == {table.state.sheriff} and ui.decision_seconds(table, table.state.sheriff) == 300
    # The host puts the Sheriff on autopilot: chance decides the tie (spec 8.7, D11).
    sheriff = user_of(users, table, table.state.sheriff)
    await fake.slash(users[0], "game kick", channel=CH, member=sheriff)
    assert "Chance awards the Sheriff's office" in texts(fake.channel_messages(CH)[-4:])


async def test_an_action_card_played_from_the_dm_keeps_the_roll_prompt_open(fake, make_bot):
    bot, users, table, seat, user = await keeping_with(fake, make_bot, 52, "play loaded")
    dm = await private_controls(fake, user, table, seat, dms_closed=False)
    menu = control(dm, ":play")
    assert "play loaded K" in [o["value"] for s in dm.selects for o in s["options"]]
    r = await fake.select(user, dm, menu, ["play loaded K"])
    assert not refused(r)
    assert dm.content.startswith("✅ Play a Loaded Die showing K on your next roll")
    assert any(":t:" in c for c in dm.custom_ids)  # the roll is still his to keep
    table = await current(bot, fake)
    assert table.state.players[seat].armed == 13
    assert f"<@{user.id}> plays a Loaded Die." in board(fake).embeds[0]["description"]
    assert "showing K" not in channel_text(fake)
    await answer(fake, bot, users, set(), table, seat)  # and he keeps his dice as usual


async def test_a_stick_up_by_command_waits_for_the_reveal(fake, make_bot):
    bot, users, table, seat, thief = await keeping_with(fake, make_bot, 30, "play stickup")
    victim = user_of(users, table, (seat + 1) % 3)
    offered = await fake.autocomplete(thief, "dicetown play", focused="card", channel=CH)
    assert [c["value"] for c in offered] == ["stickup"]
    loot = min(4, table.state.players[(seat + 1) % 3].dollars)
    cash = table.state.players[seat].dollars
    r = await fake.slash(thief, "dicetown play", channel=CH, card="stickup", target=victim)
    assert not refused(r) and "resolves after this roll's reveal" in board(fake).embeds[0]["description"]
    assert (await current(bot, fake)).state.players[seat].dollars == cash  # not yet
    table = await play_until(fake, bot, users, set(), lambda t: not t.state.stickups)
    # The victim paid for his keep at the reveal first (D32): the Stick-Up takes what is left.
    taken = re.search(rf"Stick-Up: <@{thief.id}> takes \$(\d) from <@{victim.id}>\.", channel_text(fake))
    assert taken is not None and 0 < int(taken[1]) <= loot


async def test_stale_controls_refuse_politely_and_commands_answer_privately(fake, make_bot):
    ana, bo, cy = fake.user("ana"), fake.user("bo"), fake.user("cy", dms_closed=True)
    users = [ana, bo, cy]
    watcher = fake.user("dee")
    bot = await make_bot(seed=3)
    await open_table(fake, users)
    shown = (await fake.click(cy, fake.last_message(CH), "Show mine")).messages[-1]
    toggle = next(c for c in shown.custom_ids if ":t:" in c)
    hand = await fake.slash(ana, "dicetown hand", channel=CH)
    assert hand.messages[-1].ephemeral and "Your holdings" in hand.messages[-1].content
    assert hand.files and hand.files[0].filename == "private.png"
    nothing = await fake.slash(watcher, "dicetown cup", channel=CH)
    assert nothing.ephemeral and "no private information" in nothing.content
    no_card = await fake.slash(ana, "dicetown play", channel=CH, card="loaded", face="K")
    assert no_card.ephemeral and "You hold no Loaded Die" in no_card.content
    assert await fake.autocomplete(ana, "dicetown play", focused="card", channel=CH) == []
    keeps = await fake.autocomplete(ana, "play", focused="move", values={"move": "keep"}, channel=CH)
    assert keeps and all(c["value"].startswith("keep ") for c in keeps)
    table = await current(bot, fake)
    for seat in sorted(table.to_act()):
        await answer(fake, bot, users, {cy.id}, await current(bot, fake), seat)
    r = await fake.click(cy, shown, toggle)  # roll 1 is over
    assert not refused(r) and "This roll is closed" in shown.content and not shown.components

    rules = await fake.slash(bo, "game rules", channel=CH, game="dicetown")
    assert rules.ephemeral and "Sheriff" in rules.content and len(rules.content) < 1900


async def test_the_host_names_the_first_sheriff_by_the_tables_player_list(fake, make_bot):
    ana, bo, cy = fake.user("ana"), fake.user("bo"), fake.user("cy")
    bot = await make_bot(seed=3)
    r = await fake.slash(ana, "game new", channel=CH, game="dicetown", options="first_sheriff=P2")
    await fake.click(bo, r.message, "Join")
    await fake.click(cy, r.message, "Join")
    assert f"2. <@{bo.id}>" in texts([r.message])
    await fake.click(ana, r.message, "Start")
    table = await bot.tables.table(fake.channel(CH).id)
    assert table.user_of(table.state.sheriff) == bo.id


async def test_a_private_control_clicked_as_its_prompt_closes_plays_nothing(fake, make_bot, monkeypatch):
    """Ana presses Keep none on her first roll while her other client keeps for that roll: the
    roll closes and the next one opens before her click reaches the table. The click was drawn
    for a prompt that is gone, so it must not decide her second roll."""
    ana, bo = fake.user("ana"), fake.user("bo")
    users = [ana, bo]
    bot = await make_bot(seed=3)
    await open_table(fake, users, options="keep_none=on")
    table = await current(bot, fake)
    bo_seat, seat = table.seat_of(bo.id), table.seat_of(ana.id)
    # Bo keeps one die (he rolls again): Ana's keep ends the roll.
    bo_keep = str(table.game.default_action(table.state, bo_seat))
    await bot.moves.play(table.row.channel_id, MoveRequest(bo.id, (bo_keep,)))
    table = await current(bot, fake)
    assert table.to_act() == {seat} and table.state.step == 1
    dm = fake.dms(ana)[-1]

    real = bot.tables.locked
    raced: list[int] = []

    @contextlib.asynccontextmanager
    async def locked(channel_id: int) -> AsyncIterator[Any]:
        if not raced:  # her other client's keep lands first, between the click and its move
            raced.append(0)
            now = await bot.tables.table(channel_id)
            keep = str(now.game.default_action(now.state, seat))
            raced[0] = (await bot.moves.play(channel_id, MoveRequest(ana.id, (keep,)))).table.version
        async with real(channel_id) as table:
            yield table

    monkeypatch.setattr(bot.tables, "locked", locked)
    r = await fake.click(ana, dm, "Keep none ($1)")
    after = await current(bot, fake)
    assert raced and after.version == raced[0], "the stale click decided her second roll"
    assert after.state.step == 2 and seat in after.to_act()  # her second roll waits for her
    assert r.messages and "moved on" in r.messages[-1].content
