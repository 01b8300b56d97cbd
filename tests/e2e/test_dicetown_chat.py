"""Messages written to the bot in a Dice Town channel, as a hostile or careless member writes them:
what the channel reads back never names the writer's hand, what players wrote is repeated as
plain text, a move that was made is never answered "nothing was changed", and a message to the
bot anywhere else gets no answer at all."""

from __future__ import annotations

import asyncio
import re
import string

from games.dicetown.data import CARDS
from tests.fakediscord.chat import answers_to, mention, write
from tests.helpers.dicetown_e2e import CH, board, current, play_until, two_offerers, two_offers_made, user_of
from tests.helpers.dicetown_e2e import open_table as open_dicetown
from tests.helpers.e2e import texts


def channel_answers(fake, msg) -> str:
    """The bot's replies to a message (public: everyone in the channel reads them)."""
    replies = answers_to(fake, msg)
    assert all(not r.ephemeral for r in replies)
    return texts(replies)


def ambiguous_word(names: list[str]) -> str:
    """A letter inside at least two of the names and at the start of none: it could mean either."""
    low = [n.lower() for n in names]
    return next(
        c
        for c in string.ascii_lowercase
        if sum(c in n for n in low) >= 2 and not any(n.startswith(c) for n in low)
    )


async def test_a_bribe_naming_a_card_not_held_or_several_or_too_much_is_refused_without_the_hand(
    fake, make_bot
):
    bot, table, _, first, second, _, a_user, b_user = await two_offers_made(fake, make_bot, seed=21)
    seat, user = next(
        (s, u)
        for s, u in ((first, a_user), (second, b_user))
        if len({CARDS[c].name for c in table.state.players[s].hand}) >= 2
    )
    hand = table.state.players[seat].hand
    names = [CARDS[c].name for c in hand]
    secrets = [*hand, *names]
    me = mention(fake.bot_user)
    version = table.version

    for text in ("offer $1 + Colt Revolver", f"offer $1 + {ambiguous_word(names)}"):
        dms_before = len(fake.dms(user))
        msg = await write(fake, user, CH, f"{me} {text}")
        said = channel_answers(fake, msg)
        assert "Nothing was offered" in said and not msg.reactions, said
        assert not [s for s in secrets if s in said], said
        # The writer alone is told his cards, by DM.
        await fake.wait_until(lambda: len(fake.dms(user)) > dms_before, what="the writer's DM")  # noqa: B023
        told = fake.dms(user)[-1].content
        assert all(n in told for n in names if n.lower() != text.split()[-1]), told
    broke = await write(fake, user, CH, f"{me} offer $99")
    said = channel_answers(fake, broke)
    assert "you cannot offer $99" in said and not [s for s in secrets if s in said]

    # DMs closed: the channel points the writer to Show mine, which shows him his cards alone.
    user.dms_closed = True
    closed = await write(fake, user, CH, f"{me} offer Colt Revolver")
    assert "Nothing was offered" in channel_answers(fake, closed)
    await fake.wait_until(
        lambda: any("could not DM you" in m.content for m in fake.channel_messages(CH)), what="the note"
    )
    note = next(m for m in reversed(fake.channel_messages(CH)) if "could not DM you" in m.content)
    shown = await fake.click(user, note, "Show mine")
    assert shown.ephemeral and all(n in texts(shown.messages) for n in names), texts(shown.messages)

    # Nothing changed; nothing of the hand ever reached the channel.
    assert (await current(bot, fake)).version == version
    channel = texts([m for m in fake.channel_messages(CH) if not m.ephemeral])
    assert not [s for s in secrets if re.search(rf"\b{re.escape(s)}\b", channel)]


async def test_a_refusal_that_would_name_a_paid_card_is_told_to_the_writer_alone(fake, make_bot):
    """Bribes paid up front stay paid: a new offer without the card already paid is refused, and
    the engine's sentence names that card, which is the offerer's and the Sheriff's to know."""
    users = [fake.user("ana"), fake.user("bo"), fake.user("cy")]
    bot = await make_bot(seed=3)
    await open_dicetown(fake, users, options="bribe_mode=cash_up_front")
    table = await play_until(fake, bot, users, set(), two_offerers)
    first = table.state.ruling.offers[0].seat
    user, (card,) = user_of(users, table, first), table.state.players[first].hand
    me = mention(fake.bot_user)
    paid = await write(fake, user, CH, f"{me} offer {card}")
    assert paid.reactions == ["✅"], channel_answers(fake, paid)
    version = (await current(bot, fake)).version
    dms_before = len(fake.dms(user))
    less = await write(fake, user, CH, f"{me} offer $1")
    said = channel_answers(fake, less)
    assert "Nothing was changed" in said and card not in said and CARDS[card].name not in said, said
    await fake.wait_until(lambda: len(fake.dms(user)) > dms_before, what="the writer's DM")
    assert "stays paid" in fake.dms(user)[-1].content and CARDS[card].name in fake.dms(user)[-1].content
    assert (await current(bot, fake)).version == version


async def test_a_promise_is_repeated_as_plain_text_without_live_links_markup_or_pings(fake, make_bot):
    bot, _, _, first, _, _, a_user, b_user = await two_offers_made(fake, make_bot)
    outsider = fake.user("mallory")
    me = mention(fake.bot_user)
    promise = f"[free gold](https://evil.example/x) **now** ||hidden|| <@{outsider.id}> @everyone"
    msg = await write(fake, a_user, CH, f"{me} offer $1, promise: {promise}")
    assert msg.reactions == ["✅"], channel_answers(fake, msg)
    offered = next(o for o in (await current(bot, fake)).state.ruling.offers if o.seat == first)
    assert offered.promise == promise  # kept as written: only how it is shown changes

    panel = board(fake)
    log = await fake.slash(b_user, "game log", channel=CH, count=20)
    for content in (panel.content, log.content):
        assert "free gold" in content
        # Discord renders nothing inside a code span (the log's notations): the rest must be plain.
        shown = re.sub(r"`[^`]*`", "", content)
        assert "https://evil" not in shown and "](https://" not in shown
        assert not re.search(r"(?<!\\)\[free gold\]\(", shown)  # an escaped [ makes no link
        assert "**now**" not in shown and "||hidden||" not in shown
        assert "@everyone" not in shown and f"<@{outsider.id}>" not in shown
    assert outsider.id not in panel.pinged and outsider.id not in panel.mentions


async def test_a_move_made_from_the_chat_whose_reaction_is_refused_is_answered_with_a_reply(fake, make_bot):
    bot, _, _, first, _, _, a_user, _ = await two_offers_made(fake, make_bot)
    # The bot may not add reactions in this channel (or Discord fails the request).
    fault = fake.faults.fail("PUT /channels/*/messages/*/reactions/*", status=403, code=50013)
    msg = await write(fake, a_user, CH, f"{mention(fake.bot_user)} offer $1")
    said = channel_answers(fake, msg)
    assert fault.hits == 1 and not msg.reactions
    assert "nothing was changed" not in said.lower() and "Done" in said, said
    offered = next(o for o in (await current(bot, fake)).state.ruling.offers if o.seat == first)
    assert offered.dollars == 1


async def test_chinese_bribes_without_a_space_are_read_and_what_cannot_be_read_gets_the_form(fake, make_bot):
    admin = fake.user("admin", permissions={"manage_guild"})
    users = [fake.user("ana"), fake.user("bo"), fake.user("cy")]
    bot = await make_bot(seed=3)
    await fake.slash(admin, "game settings", channel=CH, language="zh-CN", where="channel")
    await open_dicetown(fake, users)
    table = await play_until(fake, bot, users, set(), two_offerers)
    first, second = (o.seat for o in table.state.ruling.offers)
    a_user, b_user = user_of(users, table, first), user_of(users, table, second)
    me = mention(fake.bot_user)

    async def offer_of(seat: int):
        return next(o for o in (await current(bot, fake)).state.ruling.offers if o.seat == seat)

    for user, seat, text, dollars, nuggets in (
        (a_user, first, "出价2美金", 2, 0),
        (b_user, second, "贿赂2块", 2, 0),
        (a_user, first, "出价：一块钱", 1, 0),
    ):
        msg = await write(fake, user, CH, f"{me} {text}")
        assert msg.reactions == ["✅"], (text, channel_answers(fake, msg))
        offer = await offer_of(seat)
        assert (offer.dollars, offer.nuggets) == (dollars, nuggets), text

    # What the bot cannot read is answered with what it understood and the form it reads, in
    # the channel's language; nothing changes.
    version = (await current(bot, fake)).version
    hello = await write(fake, b_user, CH, f"{me} 你好，警长")
    said = channel_answers(fake, hello)
    assert "出价" in said and "放弃" in said and "判给" in said and not hello.reactions, said
    polite = await write(fake, b_user, CH, f"{me} 放弃吧我")
    said = channel_answers(fake, polite)
    assert "放弃" in said and not polite.reactions, said
    assert (await current(bot, fake)).version == version


async def test_messages_to_the_bot_are_answered_only_inside_a_dice_town_game(fake, make_bot):
    """No help command, no prefix commands: outside a Dice Town game a mention of the bot gets no
    answer at all; inside one, a message addressed to the bot that it cannot read gets the form
    it reads, and a mere mention in passing is left alone."""
    bot = await make_bot(seed=3)
    users = [fake.user("ana"), fake.user("bo"), fake.user("cy")]
    me = mention(fake.bot_user)
    quiet = [
        await fake.say(users[0], "general", f"{me} help"),
        await fake.say(users[0], "general", f"{me} offer $3"),
        await fake.say(users[0], "general", f"{me} award random"),
    ]
    await open_dicetown(fake, users)
    passing = await fake.say(users[1], CH, f"ask {me} later, Sheriff")
    hello = await write(fake, users[0], CH, f"{me} help")  # the probe: answered in the game's channel
    said = channel_answers(fake, hello)
    assert "offer" in said and "award" in said, said
    await asyncio.sleep(0.2)
    for msg in (*quiet, passing):
        assert not answers_to(fake, msg) and not msg.reactions
    assert not [m for m in fake.channel_messages("general") if m.author_id == fake.bot_user.id]
    assert bot.help_command is None


async def test_a_flood_of_messages_to_the_bot_gets_a_few_answers(fake, make_bot):
    from bot.cogs.dicetown.chat import ANSWERS_PER_WINDOW

    await make_bot(seed=3)
    users = [fake.user("ana"), fake.user("bo")]
    await open_dicetown(fake, users)
    flood = [
        await fake.say(users[0], CH, f"{mention(fake.bot_user)} spam {i}")
        for i in range(ANSWERS_PER_WINDOW + 4)
    ]

    def answered() -> int:
        return sum(bool(answers_to(fake, m)) for m in flood)

    await fake.wait_until(lambda: answered() >= ANSWERS_PER_WINDOW, what="the first answers")
    await asyncio.sleep(0.3)
    assert answered() == ANSWERS_PER_WINDOW
    # Another member is still answered.
    other = await write(fake, users[1], CH, f"{mention(fake.bot_user)} hello")
    assert "I could not read that as a move" in channel_answers(fake, other)
