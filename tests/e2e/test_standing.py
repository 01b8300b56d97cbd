"""Ratings, leaderboards and replays through the loopback Discord: a Block Buster duel ends, its
final message shows each player's rating change, and /game leaderboard, /game profile and
/game replay answer with what the store holds."""

from __future__ import annotations

import io
from typing import cast

from PIL import GifImagePlugin, Image

from bot import ratings
from games.blockbuster import GAME
from tests.fakediscord import FakeUser
from tests.helpers.e2e import mover, open_table, play_default_moves

CHANNEL = "games"


async def _duel(fake, bot, users, moves: int) -> FakeUser:
    """A few placements, then the player to move resigns."""
    for _ in range(moves):
        table, seat, user = await mover(fake, bot, users, CHANNEL)
        legal = [str(a) for a in GAME.legal(table.state, seat) if str(a).startswith("place ")]
        await fake.slash(user, "play", channel=CHANNEL, move=legal[0])
    _, _, quitter = await mover(fake, bot, users, CHANNEL)
    ask = await fake.slash(quitter, "blockbuster resign", channel=CHANNEL)
    await fake.click(quitter, ask.message, "Yes, resign")
    return quitter


def _gif(data: bytes) -> GifImagePlugin.GifImageFile:
    assert data[:6] == b"GIF89a"
    image = Image.open(io.BytesIO(data))
    assert isinstance(image, GifImagePlugin.GifImageFile)
    image.load()
    return image


async def test_a_finished_game_is_rated_shown_and_replayed(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    users = [alice, bob]
    bot = await make_bot(seed=5)
    await open_table(fake, "blockbuster", users, channel=CHANNEL)
    quitter = await _duel(fake, bot, users, moves=4)
    winner = bob if quitter is alice else alice

    final = next(m for m in reversed(fake.channel_messages(CHANNEL)) if m.embeds)
    (field,) = [f for f in final.embeds[0].get("fields", []) if f["name"] == "Rating"]
    assert f"<@{winner.id}>: 1500 → " in field["value"] and f"<@{quitter.id}>: 1500 → " in field["value"]
    final_game_id = (await bot.store.listings.history(fake.channel(CHANNEL).id, 1))[0].id
    changes = {c.player_id: c for c in await ratings.changes_of_game(bot.store, final_game_id)}
    assert changes[winner.id].delta > 0 > changes[quitter.id].delta
    assert f"({changes[winner.id].delta:+d})" in field["value"]

    board = await fake.slash(alice, "game leaderboard", channel=CHANNEL, game="blockbuster")
    assert board.content.index(f"<@{winner.id}>") < board.content.index(f"<@{quitter.id}>")
    (png,) = board.files
    image = Image.open(io.BytesIO(png.data))
    assert png.filename == "leaderboard.png" and image.width == 480

    profile = await fake.slash(bob, "game profile", channel=CHANNEL, user=quitter)
    assert "Block Buster" in profile.content and "1 played, 0 won" in profile.content
    assert f"most played with <@{winner.id}> ×1" in profile.content

    replay = await fake.slash(alice, "game replay", channel=CHANNEL)
    (gif,) = replay.files
    animation = _gif(gif.data)
    # The start, four placements and the resignation each changed what a spectator sees.
    assert animation.n_frames == 6 and f"game {final_game_id}" in replay.content
    assert f"P1 = <@{alice.id}> P2 = <@{bob.id}>" in replay.content  # who is who in the frames
    assert bot.replays.drawn == 1
    again = await fake.slash(bob, "game replay", channel=CHANNEL, game_id=final_game_id)
    assert again.files[0].data == gif.data and bot.replays.drawn == 1  # the cached file, not redrawn


async def test_a_running_game_replays_up_to_now_and_another_servers_game_is_refused(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    users = [alice, bob]
    bot = await make_bot(seed=6)
    await open_table(fake, "blockbuster", users, channel=CHANNEL)
    for _ in range(2):
        table, seat, user = await mover(fake, bot, users, CHANNEL)
        legal = [str(a) for a in GAME.legal(table.state, seat) if str(a).startswith("place ")]
        await fake.slash(user, "play", channel=CHANNEL, move=legal[0])
    replay = await fake.slash(alice, "game replay", channel=CHANNEL)
    assert _gif(replay.files[0].data).n_frames == 3 and "so far" in replay.content
    table, seat, user = await mover(fake, bot, users, CHANNEL)
    await fake.slash(user, "play", channel=CHANNEL, move=str(GAME.legal(table.state, seat)[0]))
    later = await fake.slash(alice, "game replay", channel=CHANNEL)
    assert _gif(later.files[0].data).n_frames == 4 and bot.replays.drawn == 2
    missing = await fake.slash(alice, "game replay", channel=CHANNEL, game_id=999)
    assert missing.ephemeral and "There is no game 999 on this server." in missing.content


async def test_the_leaderboard_of_a_game_nobody_finished_says_so(fake, make_bot):
    await make_bot()
    r = await fake.slash(fake.user("carol"), "game leaderboard", channel=CHANNEL, game="dicetown")
    assert "No rated Dice Town games on this server yet." in r.content and len(r.files) == 1
    bad = await fake.slash(fake.user("carol"), "game leaderboard", channel=CHANNEL, game="chess")
    assert bad.ephemeral and "There is no game called 'chess'" in bad.content


async def test_a_table_opened_rated_says_so_in_its_bookkeeping(fake, make_bot):
    bot = await make_bot()
    alice = fake.user("alice")
    await fake.slash(alice, "game new", channel=CHANNEL, game="blockbuster", rated=True)
    table = await bot.tables.find(fake.channel(CHANNEL).id)
    assert table.row.meta.get("rated") is True
    ask = await fake.slash(alice, "game abandon", channel=CHANNEL)
    await fake.click(alice, ask.messages[-1], "Yes, abandon")
    await fake.slash(alice, "game new", channel=CHANNEL, game="blockbuster")
    assert "rated" not in (await bot.tables.find(fake.channel(CHANNEL).id)).row.meta


async def test_a_new_season_empties_the_leaderboard_and_keeps_the_old_one(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    admin = fake.user("admin", permissions=["manage_guild"])
    users = [alice, bob]
    bot = await make_bot(seed=5)
    await open_table(fake, "blockbuster", users, channel=CHANNEL)
    await _duel(fake, bot, users, moves=2)
    refused = await fake.slash(alice, "game season", channel=CHANNEL)
    assert refused.ephemeral and "Manage Server" in refused.content
    assert await ratings.current_season(bot.store, fake.guild.id) == 1
    started = await fake.slash(admin, "game season", channel=CHANNEL)
    assert "Season 2 starts now" in started.content and "season:1" in started.content
    now = await fake.slash(alice, "game leaderboard", channel=CHANNEL, game="blockbuster")
    assert "No rated Block Buster games on this server yet." in now.content
    before = await fake.slash(alice, "game leaderboard", channel=CHANNEL, game="blockbuster", season=1)
    assert f"<@{alice.id}>" in before.content and f"<@{bob.id}>" in before.content
    future = await fake.slash(alice, "game leaderboard", channel=CHANNEL, game="blockbuster", season=3)
    assert future.ephemeral and "there is no season 3 yet" in future.content


async def test_a_dicetown_replay_shows_only_what_spectators_saw(fake, make_bot):
    """Moves typed with /play (secret keeps among them): every frame of /game replay is the
    spectator view of its step, one frame per public step."""
    from bot.replays import spectator_views
    from games.dicetown import GAME as DICETOWN
    from games.dicetown.view import DiceTownView
    from render import dicetown as drawing

    users = [fake.user(n) for n in ("ann", "ben", "cat")]
    bot = await make_bot(seed=12)
    await open_table(fake, "dicetown", users, channel=CHANNEL)
    await play_default_moves(fake, bot, users, CHANNEL, 12)
    table = await bot.tables.find(fake.channel(CHANNEL).id)
    replay = await fake.slash(users[0], "game replay", channel=CHANNEL)
    image = _gif(replay.files[0].data)
    views = spectator_views(DICETOWN, table.row, await bot.store.actions(table.id))
    assert image.n_frames == len(views) > 6
    names = bot.ui("dicetown").seat_names(table)
    assert names == ["Ann", "Ben", "Cat"]  # as the players' interactions named them
    for k, view in enumerate(views):
        image.seek(k)
        drawn = drawing.draw(cast(DiceTownView, view), names=names).convert("RGB")  # the spectator view
        assert image.convert("RGB").crop((0, 0, *drawn.size)).tobytes() == drawn.tobytes()


async def test_a_disk_failing_between_the_end_and_the_ratings_writes_neither(fake, make_bot, monkeypatch):
    alice, bob = fake.user("alice"), fake.user("bob")
    users = [alice, bob]
    bot = await make_bot(seed=5)
    await open_table(fake, "blockbuster", users, channel=CHANNEL)
    real = ratings.record_end

    async def disk_full(conn, row, written, now):
        if await real(conn, row, written, now):  # the ratings are written, then the disk fails
            raise OSError("database or disk is full")
        return []

    monkeypatch.setattr(ratings, "record_end", disk_full)
    _, _, quitter = await mover(fake, bot, users, CHANNEL)
    ask = await fake.slash(quitter, "blockbuster resign", channel=CHANNEL)
    failed = await fake.click(quitter, ask.message, "Yes, resign")
    assert failed.ephemeral and "nothing was changed" in failed.content
    table = await bot.tables.find(fake.channel(CHANNEL).id)
    assert table is not None and table.row.status == "active"  # the resignation was not written
    assert await ratings.changes_of_game(bot.store, table.id) == []
    assert await ratings.leaderboard(bot.store, fake.guild.id, "blockbuster") == []

    monkeypatch.setattr(ratings, "record_end", real)
    ask = await fake.slash(quitter, "blockbuster resign", channel=CHANNEL)
    await fake.click(quitter, ask.message, "Yes, resign")
    assert await bot.tables.find(fake.channel(CHANNEL).id) is None
    assert {c.player_id for c in await ratings.changes_of_game(bot.store, table.id)} == {alice.id, bob.id}


async def test_a_replay_draws_its_words_in_the_channels_language_and_is_kept_per_language(fake, make_bot):
    """The frames' words follow the channel's language, as the boards' do; the cache keeps one
    file per language, so an English replay is not handed to a Chinese channel."""
    from bot.cogs.dicetown.words import image_words
    from bot.replays import spectator_views
    from games.dicetown import GAME as DICETOWN
    from games.dicetown.view import DiceTownView
    from render import dicetown as drawing

    users = [fake.user("ann", permissions={"manage_guild"}), fake.user("ben")]
    bot = await make_bot(seed=12)
    await open_table(fake, "dicetown", users, channel=CHANNEL)
    await play_default_moves(fake, bot, users, CHANNEL, 4)
    english = (await fake.slash(users[0], "game replay", channel=CHANNEL)).files[0].data
    await fake.slash(users[0], "game settings", channel=CHANNEL, language="zh-CN")
    chinese = (await fake.slash(users[0], "game replay", channel=CHANNEL)).files[0].data
    assert chinese != english and bot.replays.drawn == 2
    table = await bot.tables.find(fake.channel(CHANNEL).id)
    view = spectator_views(DICETOWN, table.row, await bot.store.actions(table.id))[0]
    names = bot.ui("dicetown").seat_names(table)
    first = drawing.draw(cast(DiceTownView, view), names=names, words=image_words("zh-CN")).convert("RGB")
    image = _gif(chinese)
    image.seek(0)
    assert image.convert("RGB").crop((0, 0, *first.size)).tobytes() == first.tobytes()
    again = (await fake.slash(users[1], "game replay", channel=CHANNEL)).files[0].data
    assert again == chinese and bot.replays.drawn == 2  # the Chinese file, from the cache


async def test_the_leaderboard_offers_the_games_as_the_lobby_does(fake, make_bot):
    await make_bot()
    user = fake.user("ann")
    fake.channel(CHANNEL)
    for typed, expected in (("dice", ["dicetown"]), ("BLOCK", ["blockbuster"]), ("zzz", [])):
        offered = await fake.autocomplete(
            user, "game leaderboard", focused="game", values={"game": typed}, channel=CHANNEL
        )
        assert [c["value"] for c in offered] == expected
        lobby = await fake.autocomplete(
            user, "game new", focused="game", values={"game": typed}, channel=CHANNEL
        )
        assert offered == lobby
