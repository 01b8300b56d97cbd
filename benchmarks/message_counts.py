"""How many messages one whole game sends: new channel messages, edits of them, and DMs per player.

The real bot runs in-process against the loopback Discord (tests/fakediscord). Every seat the game
waits for plays the game's own easy choice (games/<game>/ai.py) by `/play`, typed in the game's
channel, so the figures do not depend on which buttons a player would press. A quiet channel posts
about one board per turn and no DM that repeats what the channel already shows.

With `--bots 3` the table is one person and three easy bots (the bot plays its seats between the
person's moves; "moves" counts the person's). With `--closed-dms 1` the first player's DMs are
closed: their private messages wait behind Show mine, and the channel tells them so. "pings" counts
the notifications the channel's messages sent when posted (one per person named, however often; an
edit notifies no one). With `--table-message` the host sets `/game settings table_message:on`
before the start: one board is edited through the game and each turn adds a short line; "boards"
counts the channel's messages that carry a board (an embed), the rest being lobby, lines and notes.

Run: `.venv/bin/python -m benchmarks.message_counts [--game dicetown] [--players 5] [--bots 3]
[--closed-dms 1] [--table-message]`
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import random
import tempfile
from dataclasses import dataclass

from benchmarks.loopback import connected_bot
from bot.app import TableBot
from games.ai import ai_for
from games.registry import GAMES
from tests.fakediscord import FakeDiscord

# Players per game for the figures: the most a table takes, where that is not many.
PLAYERS = {"akropolis": 4, "blockbuster": 4, "bricklayer": 4, "dicetown": 5, "shakecity": 4}
MAX_MOVES = 3000


@dataclass
class Counts:
    game: str
    players: int
    moves: int  # moves played (each /play that was saved)
    turns: int  # engine versions at which the seat to act changed
    channel: int  # messages everyone sees in the channel
    edits: int  # edits of those messages
    dms: list[int]  # DMs per player
    finished: bool
    requests: int = 0  # REST requests the bot made from the first move to the last board
    pings: int = 0  # notifications sent by the channel's messages when posted
    boards: int = 0  # channel messages that carry a board (an embed)

    def line(self) -> str:
        dms = "/".join(str(n) for n in self.dms)
        return (
            f"{self.game:<12} {self.players}p  moves {self.moves:>4}  turns {self.turns:>4}  "
            f"channel messages {self.channel:>4}  edits {self.edits:>4}  DMs per player {dms}  "
            f"requests a move {self.requests / max(1, self.moves):4.1f}  pings {self.pings:>4}  "
            f"boards {self.boards:>4}"
        )


async def play_game(
    fake: FakeDiscord,
    bot: TableBot,
    key: str,
    users: list,
    channel: str,
    seed: int,
    bots: int = 0,
    table_message: bool = False,
) -> Counts:
    """Open a table of `key` for `users` in `channel`, play it to its end, count what it sent."""
    first_message = max((m.id for m in fake.messages), default=0)
    more = {"bots": bots, "bot_level": "easy", "pace": "none"} if bots else {}
    r = await fake.slash(users[0], "game new", channel=channel, game=key, **more)
    assert r.message is not None, "the lobby was not posted"
    if table_message:
        await fake.slash(users[0], "game settings", channel=channel, table_message="on")
    for user in users[1:]:
        await fake.click(user, r.message, "Join")
    await fake.click(users[0], r.message, "Start")
    game, ai, rng = GAMES[key], ai_for(key), random.Random(seed)
    moves = turns = 0
    last_actors: frozenset[int] = frozenset()
    finished = False
    requests_before = len(fake.requests)
    while moves < MAX_MOVES:
        table = await bot.tables.find(fake.channel(channel).id)
        if table is None or table.state is None or game.result(table.state) is not None:
            finished = True
            break
        actors = frozenset(table.to_act())
        if not actors:
            finished = True
            break
        if actors != last_actors:
            turns += 1
            last_actors = actors
        seat = min(actors)
        if table.is_bot(seat):
            await bot.reminders.idle()
            await settled(bot)
            continue
        action = ai.easy_action(table.state, seat, rng)
        user = next(u for u in users if u.id == table.user_of(seat))
        await fake.slash(user, "play", channel=channel, move=str(action), check=False)
        moves += 1
        if bots:
            await bot.reminders.idle()  # the bots answer
    await settled(bot)
    ch = fake.channel(channel)
    mine = [m for m in fake.channel_messages(ch) if m.id > first_message and m.author_id != users[0].id]
    return Counts(
        game=key,
        players=len(users) + bots,
        moves=moves,
        turns=turns,
        channel=len(mine),
        edits=sum(len(m.history) for m in mine),
        dms=[len([m for m in fake.dms(u) if m.id > first_message]) for u in users],
        finished=finished,
        requests=len(fake.requests) - requests_before,
        pings=sum(len(m.posted_pings) for m in mine),
        boards=len([m for m in mine if m.embeds]),
    )


async def settled(bot: TableBot) -> None:
    """Until no board queue has anything left to post and no private message is on its way."""
    while True:
        busy = [q.task for q in bot.publisher.boards.values() if q.task is not None and not q.task.done()]
        busy += [t for t in bot.publisher._tasks if not t.done()]
        if not busy:
            return
        await asyncio.wait(busy)


async def count(
    key: str, players: int, seed: int = 7, bots: int = 0, closed_dms: int = 0, table_message: bool = False
) -> Counts:
    with tempfile.TemporaryDirectory() as tmp:
        async with FakeDiscord() as fake:
            users = [fake.user(f"player{i}", dms_closed=i < closed_dms) for i in range(players)]
            bot = await connected_bot(fake, tmp)
            bot.lobby.seed_source = lambda: seed
            bot.bot_player.thinker.processes = 0
            try:
                return await play_game(fake, bot, key, users, "games", seed, bots, table_message)
            finally:
                await fake.disconnect(bot)


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", choices=sorted(GAMES), action="append")
    parser.add_argument("--players", type=int)
    parser.add_argument("--bots", type=int, default=0, help="easy bots beside one person")
    parser.add_argument("--closed-dms", type=int, default=0, help="players whose DMs are closed")
    parser.add_argument("--table-message", action="store_true", help="the channel keeps one table message")
    args = parser.parse_args()
    logging.basicConfig(level=logging.CRITICAL)
    for key in args.game or sorted(PLAYERS):
        players = 1 if args.bots else args.players or PLAYERS[key]
        counts = await count(
            key, players, bots=args.bots, closed_dms=args.closed_dms, table_message=args.table_message
        )
        print(counts.line() + ("" if counts.finished else "  (not finished)"), flush=True)


if __name__ == "__main__":
    asyncio.run(main())
