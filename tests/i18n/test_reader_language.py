"""Every presentation hook is given its reader's language by the caller, which reads the setting
(a player's from the store when this process has not seen him lately): nothing is worded in a
language guessed from what this process happened to have read before."""

from __future__ import annotations

from bot.i18n import t
from tests.helpers.e2e import mover, open_table


async def test_the_first_dm_speaks_a_players_language_this_process_has_not_seen(fake, make_bot, user_locales):
    """A Dice Town greeting reaches a Chinese player in Chinese although this process holds no
    note of his language (as after a restart): the greeting is worded once his setting is read."""
    bot = await make_bot()
    ann, li = fake.user("ann"), fake.user("li")
    user_locales[li.id] = "zh-CN"
    r = await fake.slash(ann, "game new", channel="games", game="dicetown")
    lobby = next(c for c in r.message.custom_ids if c.startswith("lobby:")).rsplit(":", 1)[0]
    await fake.click(ann, r.message, f"{lobby}:join")
    await fake.click(li, r.message, f"{lobby}:join")  # his client's language is noted in the store
    bot.languages._players.clear()  # and forgotten here, as after a restart
    await fake.click(ann, r.message, f"{lobby}:start")
    await fake.wait_until(lambda: bool(fake.dms(li)))
    greeting = fake.dms(li)[0].content
    assert t("zh-CN", "dicetown-greeting") in greeting
    assert t("en", "dicetown-greeting") not in greeting


async def test_the_last_result_speaks_the_askers_language_in_an_english_channel(fake, make_bot, user_locales):
    """Between games `/game status` tells how the last one ended, to the asker alone: in his
    language, whatever the channel speaks."""
    bot = await make_bot()
    ann, li = fake.user("ann"), fake.user("li")
    user_locales[li.id] = "zh-CN"
    await open_table(fake, "bricklayer", [ann, li])
    while (found := await mover(fake, bot, [ann, li])) is not None:
        table, seat, user = found
        move = str(table.game.default_action(table.state, seat))
        await fake.slash(user, "play", channel="games", move=move)
    mine = await fake.slash(li, "game status", channel="games")
    assert "天才砌砖师：游戏结束" in mine.content, mine.content
    theirs = await fake.slash(ann, "game status", channel="games")
    assert "Genius Bricklayer" in theirs.content and "游戏结束" not in theirs.content
