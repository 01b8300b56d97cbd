"""`/owner status` in the owner's language: every line of it Chinese for a zh-CN owner, the
permissions named as Discord's Chinese settings name them."""

from __future__ import annotations

import re

from tests.i18n.test_zh_lobby import english_words

# What stays in ASCII: the bot's name, units, and the settings a line names.
ALLOWED = {"Table", "Bot", "KiB", "MiB", "DEV", "GUILD", "Discord"}


async def test_the_owners_status_in_chinese(fake, make_bot, user_locales):
    bot = await make_bot()
    owner = fake.world.owner
    user_locales[owner.id] = "zh-CN"
    fake.set_permissions(fake.channel("games"), fake.bot_user, deny=["add_reactions"])
    r = await fake.slash(owner, "owner status", channel="games")
    text = r.content.replace(bot.store.location, "")
    for line in text.splitlines():
        assert re.search(r"[\u4e00-\u9fff]", line), f"no Chinese in {line!r}"
        left = set(english_words(line)) - ALLOWED
        assert not left, f"English left in {line!r}: {left}"
    assert "本频道权限：机器人缺少游戏需要的 1 项权限：添加反应" in text
    assert "私信：启动以来没有被拒过。 你的私信：没有被拒过。" in text
    # zh-TW is the same catalog converted.
    user_locales[owner.id] = "zh-TW"
    r = await fake.slash(owner, "owner status", channel="games")
    assert "本頻道權限" in r.content
