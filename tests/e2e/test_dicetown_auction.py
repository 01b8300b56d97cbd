"""Dice Town's auction through the loopback Discord (spec 3.5-3.6): a bidding war in which the
contenders raise each other after both have passed once, one of them by writing in the chat, while
the Sheriff waits; then he rules, in the chat too. After every step the money, the nuggets and the
cards add up to spec 9's invariants.
"""

from __future__ import annotations

from bot.tables import Table
from tests.fakediscord.chat import answers_to, mention, write
from tests.helpers.dicetown import check_invariants
from tests.helpers.dicetown_e2e import CH, board, current, open_table, play_until, two_offers_made, user_of
from tests.helpers.e2e import texts


async def test_a_bidding_war_after_two_passes_one_bidder_writing_in_the_chat(fake, make_bot):
    bot, table, sheriff, first, second, s_user, a_user, b_user = await two_offers_made(fake, make_bot)
    me = mention(fake.bot_user)
    (card,) = table.state.players[first].hand
    start = [p.dollars for p in table.state.players]

    async def step() -> Table:
        table = await current(bot, fake)
        assert table is not None
        check_invariants(table.state)  # 8n+3 dollars, 30 nuggets, every card in one place
        return table

    # Both pass once: the ruling unlocks and the game waits for the Sheriff alone.
    await fake.click(a_user, board(fake), "Pass")
    await step()
    await fake.click(b_user, board(fake), "Pass")
    table = await step()
    assert table.state.ruling.unlocked and table.to_act() == {sheriff}
    panel = board(fake)
    assert "Every contender has made an offer or passed" in panel.content
    sheriff_clock = table.row.meta.get("clock", {})[str(sheriff)]

    async def modal(dollars: int, cards: str = "") -> None:
        opened = await fake.click(a_user, board(fake), "Offer")
        answers = {f"Dollars in your offer (up to {start[first]})": str(dollars)}
        if cards:
            answers["Cards from your hand (names or ids)"] = cards
        done = await fake.submit_modal(a_user, opened, answers)
        assert "Your standing offer" in texts(done.messages)

    async def chat(text: str) -> None:
        msg = await write(fake, b_user, CH, f"{me} {text}")
        assert msg.reactions == ["✅"] and not answers_to(fake, msg), texts(answers_to(fake, msg))

    # Three raises each, after both passed; the Sheriff waits, the panel is edited in place.
    raises = [
        (modal, (1,)),
        (chat, ("offer $2",)),
        (modal, (3,)),
        (chat, ("offer $3 and 0 nuggets",)),
        (modal, (3, "GS09")),
        (chat, ("offer $4, promise: I'll back you next round",)),
    ]
    for how, args in raises:
        await how(*args)
        table = await step()
        assert table.to_act() == {sheriff}
        assert board(fake).id == panel.id
        # A raise does not restart the Sheriff's deadline: the ruling still ends in time.
        assert table.row.meta.get("clock") == {str(sheriff): sheriff_clock}
    offers = {o.seat: o for o in table.state.ruling.offers}
    assert (offers[first].dollars, offers[first].cards) == (3, (card,))
    assert (offers[second].dollars, offers[second].promise) == (4, "I'll back you next round")
    assert "promise “I'll back you next round”" in board(fake).content
    assert table.state.players[second].dollars == start[second] - 4

    # The chat is not the Sheriff's to bid in, and it answers only what is addressed to the bot:
    # what it cannot read gets the forms it reads; a mention in passing, nothing.
    chatter = await fake.say(a_user, CH, "offer $1")  # no mention: Discord sends no content
    ignored = await fake.say(b_user, CH, f"tell {me} nothing, Sheriff")
    weather = await write(fake, b_user, CH, f"{me} nice weather, Sheriff")
    assert "I could not read that as a move" in texts(answers_to(fake, weather))
    sheriff_bid = await write(fake, s_user, CH, f"{me} offer $1")
    assert "You are the Sheriff" in texts(answers_to(fake, sheriff_bid))
    broke = await write(fake, b_user, CH, f"{me} offer $9")
    assert "you cannot offer $9" in texts(answers_to(fake, broke))
    table = await step()
    assert (offers[second].dollars, table.state.players[second].dollars) == (4, start[second] - 4)
    assert not chatter.reactions and not ignored.reactions
    assert not answers_to(fake, chatter) and not answers_to(fake, ignored)

    # The Sheriff rules in the chat: the offers standing at that instant are settled.
    ruled = await write(fake, s_user, CH, f"{me} award {mention(b_user)}")
    assert ruled.reactions == ["✅"]
    table = await step()
    dollars = [p.dollars for p in table.state.players]
    assert dollars[second] == start[second] - 4 and card in table.state.players[first].hand
    assert dollars[first] == start[first]
    verdict = board(fake).embeds[0]["description"]
    assert f"<@{s_user.id}> receives <@{b_user.id}>'s offer: $4" in verdict
    assert f"<@{a_user.id}>'s offer goes back: $3 + 1" in verdict

    # An offer after the ruling is refused politely and changes nothing.
    version = table.version
    late = await write(fake, a_user, CH, f"{me} offer $1")
    assert table.state.ruling is None  # the round went on past the ruling (seed 3)
    assert "No tie is open now" in texts(answers_to(fake, late)) and not late.reactions
    assert (await current(bot, fake)).version == version


async def test_a_stick_up_is_played_with_no_prompt_open_from_the_card_menu_or_the_command(fake, make_bot):
    """Spec 3.8: any time except game over; the game does not wait for the holder meanwhile."""
    from games.dicetown import GAME

    users = [fake.user("ana"), fake.user("bo"), fake.user("cy")]
    bot = await make_bot(seed=30)

    def idle_robber(table) -> int | None:
        for s in range(3):
            legal = [str(a) for a in GAME.legal(table.state, s)]
            if s not in table.to_act() and any(a.startswith("play stickup") for a in legal):
                return s
        return None

    await open_table(fake, users)
    table = await play_until(fake, bot, users, set(), lambda t: idle_robber(t) is not None)
    seat = idle_robber(table)
    assert seat is not None
    thief = user_of(users, table, seat)
    waiting = table.to_act()
    # `/dicetown cup` hands him the card menu although no prompt of his is open.
    shown = await fake.slash(thief, "dicetown cup", channel=CH)
    menu = shown.messages[-1]
    plays = [o["value"] for s in menu.selects for o in s["options"]]
    assert menu.ephemeral and any(p.startswith("play stickup") for p in plays)
    offered = await fake.autocomplete(thief, "dicetown play", focused="card", channel=CH)
    assert "stickup" in [c["value"] for c in offered]
    victim_seat = (seat + 1) % 3
    held = [c for c in table.state.players[seat].hand if c in ("GS18", "GS19")]
    r = await fake.slash(
        thief, "dicetown play", channel=CH, card="stickup", target=user_of(users, table, victim_seat)
    )
    assert not [e for e in r.errors if e.status >= 400]
    table = await current(bot, fake)
    check_invariants(table.state)
    assert table.to_act() == waiting  # nobody new is waited for
    left = [c for c in table.state.players[seat].hand if c in ("GS18", "GS19")]
    assert len(left) == len(held) - 1 and f"<@{thief.id}> plays a Stick-Up" in texts(
        fake.channel_messages(CH)
    )
