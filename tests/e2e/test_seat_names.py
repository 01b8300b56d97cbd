"""Players are named on every picture as the server shows them, although the bot, without the
privileged members intent, has an empty member cache: the names come from the interactions the
players send, are stored with the table, and follow a rename."""

from __future__ import annotations

from typing import Any, cast

from bot import bot_seats
from bot.gameui import GameUI
from games.blockbuster.view import BlockBusterView
from render import blockbuster as drawing
from tests.helpers.e2e import decode_png, open_table, play_default_moves, stop_bot

CHANNEL = "games"


def spy_names(monkeypatch) -> list[list[str]]:
    """Every `names=` the pictures of a table are drawn with (boards, score tables)."""
    seen: list[list[str]] = []
    original = GameUI.seat_names

    def recording(self: GameUI, table: Any, locale: str = "en") -> list[str]:
        names = original(self, table, locale)
        seen.append(list(names))
        return names

    monkeypatch.setattr(GameUI, "seat_names", recording)
    return seen


def member_cache(bot) -> list[int]:
    guild = bot.get_guild(bot.settings.dev_guild_id)
    return [m.id for m in guild.members if m.id != bot.user.id]


async def test_boards_name_the_players_as_the_server_shows_them_without_a_member_cache(
    fake, make_bot, monkeypatch
):
    seen = spy_names(monkeypatch)
    bot = await make_bot()
    alice = fake.user("alice", display_name="Alice Liddell")
    bob = fake.user("bob", display_name="Bob Marley")
    board = await open_table(fake, "blockbuster", [alice, bob], channel=CHANNEL)
    assert member_cache(bot) == []  # as on a server: no members intent, no members
    assert seen and all(names == ["Alice Liddell", "Bob Marley"] for names in seen), seen
    # The posted picture is the one drawn with those names, not with P1, P2.
    table = await bot.tables.find(fake.channel(CHANNEL).id)
    view = cast(BlockBusterView, table.game.view(table.state, None))
    ((_, named),) = drawing.post_images(view, names=["Alice Liddell", "Bob Marley"], focus=0)[:1]
    ((_, numbered),) = drawing.post_images(view, names=["P1", "P2"], focus=0)[:1]
    posted = decode_png(board.files[0].data).convert("RGB")
    assert posted.tobytes() == named.convert("RGB").tobytes()
    assert posted.tobytes() != numbered.convert("RGB").tobytes()


async def test_names_survive_a_restart_follow_a_rename_and_name_the_replay(fake, make_bot, monkeypatch):
    seen = spy_names(monkeypatch)
    bot = await make_bot()
    alice = fake.user("alice", display_name="Alice")
    bob = fake.user("bob", display_name="Bob")
    await open_table(fake, "blockbuster", [alice, bob], channel=CHANNEL)
    await play_default_moves(fake, bot, [alice, bob], CHANNEL, 2)
    await stop_bot(fake, bot)

    # A new process has seen nobody: the names stored with the table draw its first board.
    bot = await make_bot()
    seen.clear()
    table = await bot.tables.find(fake.channel(CHANNEL).id)
    assert bot.ui("blockbuster").seat_names(table) == ["Alice", "Bob"]
    drawn: list[Any] = []
    real_draw = drawing.draw

    def draw(view: Any, **kwargs: Any) -> Any:
        drawn.append(kwargs.get("names"))
        return real_draw(view, **kwargs)

    monkeypatch.setattr(drawing, "draw", draw)
    replay = await fake.slash(bob, "game replay", channel=CHANNEL)
    assert replay.files and drawn and all(names == ["Alice", "Bob"] for names in drawn), drawn

    # Bob renames himself on the server: his next move draws the new name, which is stored.
    fake.user("bob", display_name="Bobby Tables")
    seen.clear()
    await play_default_moves(fake, bot, [alice, bob], CHANNEL, 2)
    assert seen[-1] == ["Alice", "Bobby Tables"], seen
    table = await bot.tables.find(fake.channel(CHANNEL).id)
    assert table.row.meta.get("names") == {str(alice.id): "Alice", str(bob.id): "Bobby Tables"}
    drawn.clear()
    await fake.slash(bob, "game replay", channel=CHANNEL)  # not the cached file of the old name
    assert drawn and drawn[-1] == ["Alice", "Bobby Tables"]


async def test_a_bot_seat_is_named_as_a_bot_not_by_number(fake, make_bot, monkeypatch):
    seen = spy_names(monkeypatch)
    bot = await make_bot()
    bot.bot_player.thinker.processes = 0
    alice = fake.user("alice", display_name="Alice")
    r = await fake.slash(alice, "game new", channel=CHANNEL, game="blockbuster", pace="none")
    panel = await fake.click(alice, r.message, "Add bot")
    await fake.click(alice, panel.message, bot_seats.rated("Easy bot", "blockbuster", "easy"))
    await fake.click(alice, r.message, "Start", timeout=120)
    await bot.reminders.idle()
    assert seen and not any(n.startswith("P") and n[1:].isdigit() for names in seen for n in names), seen
    assert seen[-1][0] == "Alice" and "Bot 1" in seen[-1][1]
