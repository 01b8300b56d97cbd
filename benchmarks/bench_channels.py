"""Many channels moving at once: how fast every interaction is acknowledged, how soon its board
follows, and how long the event loop stalls, with 20, 50, 100 and 200 games played side by side.

The real bot and discord.py run in-process against the loopback Discord (tests/fakediscord),
which enforces Discord's 3-second acknowledgement window. Each round dispatches one `/play`
move in every channel at the same instant. Per move: the acknowledgement latency (dispatch ->
callback received), the board latency (dispatch -> a board showing the move in its channel),
lost moves (committed but no board showing them once the round has settled) and
unacknowledged ones (the player saw "This interaction failed"). A ticker measures the event
loop's lag (how late a 10 ms sleep wakes up).

Run: `.venv/bin/python -m benchmarks.bench_channels [--channels 20,50,100,200] [--rounds 3]
[--game bricklayer]`
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import random
import tempfile
import time
from dataclasses import dataclass, field

from benchmarks.loopback import connected_bot
from benchmarks.measure import loop_lags, machine, spread
from bot.app import TableBot
from games.registry import GAMES
from tests.fakediscord import FakeDiscord


@dataclass
class Figures:
    ack_ms: list[float] = field(default_factory=list)
    board_ms: list[float] = field(default_factory=list)
    lag_ms: list[float] = field(default_factory=list)
    spread_ms: list[float] = field(default_factory=list)  # first to last dispatch of a round
    round_max_ms: list[float] = field(default_factory=list)  # the slowest acknowledgement of each round
    moves: int = 0
    unacknowledged: int = 0
    lost: int = 0


async def open_games(fake: FakeDiscord, bot: TableBot, key: str, channels: list, users: list) -> None:
    players = users[: max(2, GAMES[key].min_players)]
    for channel in channels:
        if await bot.tables.find(channel.id) is not None:
            continue
        r = await fake.slash(players[0], "game new", channel=channel, game=key, timeout=60)
        assert r.message is not None, "the lobby was not posted"
        for u in players[1:]:
            await fake.click(u, r.message, "Join", timeout=60)
        await fake.click(players[0], r.message, "Start", timeout=60)


async def one_round(
    fake: FakeDiscord, bot: TableBot, key: str, channels: list, users: list, rnd, figures: Figures
) -> None:
    game = GAMES[key]
    planned = []
    for channel in channels:
        table = await bot.tables.find(channel.id)
        if table is None or table.row.status != "active" or not table.to_act():
            continue
        seat = min(table.to_act())
        user = next(u for u in users if u.id == table.user_of(seat))
        planned.append((channel, table, user, str(rnd.choice(game.legal(table.state, seat)))))
    waiting = {c.id for c, *_ in planned}
    seen: dict[int, float] = {}
    note = fake._note_message

    def noted(msg) -> None:
        # Every message the fake creates or edits passes here: the first board of each channel.
        if msg.channel_id in waiting and msg.embeds and not msg.ephemeral:
            waiting.discard(msg.channel_id)
            seen[msg.channel_id] = time.perf_counter()
        note(msg)

    fake._note_message = noted
    began = time.perf_counter()
    try:
        replies = await asyncio.gather(
            *(
                fake.slash(user, "play", channel=channel, move=move, check=False, timeout=120)
                for channel, _table, user, move in planned
            )
        )
    finally:
        fake._note_message = note
    if replies:
        dispatched = [r.dispatched_at for r in replies]
        figures.spread_ms.append((max(dispatched) - min(dispatched)) * 1000)
        acked = [(r.acked_at - r.dispatched_at) * 1000 for r in replies if r.acked_at is not None]
        figures.round_max_ms.append(max(acked, default=0.0))
    for (channel, table, _user, _move), reply in zip(planned, replies, strict=True):
        figures.moves += 1
        if reply.acked_at is None:
            figures.unacknowledged += 1
        else:
            figures.ack_ms.append((reply.acked_at - reply.dispatched_at) * 1000)
        after = await bot.tables.find(channel.id) or await bot.tables.by_id(table.id)
        saved = after is not None and after.version > table.version
        if channel.id in seen:
            figures.board_ms.append((seen[channel.id] - began) * 1000)
        elif saved:
            figures.lost += 1


async def settled(bot: TableBot) -> None:
    """Until no channel's board queue has anything left to post."""
    while True:
        busy = [q.task for q in bot.publisher.boards.values() if q.task is not None and not q.task.done()]
        if not busy:
            return
        await asyncio.wait(busy)


async def bench(n: int, rounds: int, key: str) -> Figures:
    figures = Figures()
    with tempfile.TemporaryDirectory() as tmp:
        async with FakeDiscord() as fake:
            users = [fake.user(f"player{i}") for i in range(4)]
            channels = [fake.channel(f"table-{i}") for i in range(n)]
            bot = await connected_bot(fake, tmp)
            await open_games(fake, bot, key, channels, users)
            stop = asyncio.Event()
            lag = asyncio.create_task(loop_lags(figures.lag_ms, stop))
            rnd = random.Random(n)
            for _ in range(rounds):
                await open_games(fake, bot, key, channels, users)  # games that ended start again
                # The boards of games just started are still being posted: a round measures
                # moves arriving together, not moves arriving behind 200 start-up boards.
                await settled(bot)
                await one_round(fake, bot, key, channels, users, rnd, figures)
            stop.set()
            await lag
            await fake.disconnect(bot)
    return figures


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--channels", default="20,50,100,200")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--game", default="bricklayer", choices=sorted(GAMES))
    args = parser.parse_args()
    # Refused acknowledgements are counted below; their tracebacks would drown the figures.
    logging.basicConfig(level=logging.CRITICAL)
    print(f"machine: {machine()}")
    print(f"game: {args.game}; {args.rounds} rounds, one move per channel per round, all dispatched at once")
    print("target: every acknowledgement < 1000 ms at 200 channels, 0 lost, 0 unacknowledged")
    for n in (int(x) for x in args.channels.split(",")):
        f = await bench(n, args.rounds, args.game)
        print(
            f"{n:>4} channels, {f.moves:>4} moves: unacknowledged {f.unacknowledged}, lost {f.lost}\n"
            f"     {spread('ack  ', f.ack_ms)}\n"
            f"     {spread('board', f.board_ms)}\n"
            f"     {spread('lag  ', f.lag_ms)}\n"
            f"     slowest acknowledgement of each round: "
            + ", ".join(f"{ms:.0f}" for ms in f.round_max_ms)
            + f" ms; dispatching a round took {max(f.spread_ms):.0f} ms at most",
            flush=True,
        )


if __name__ == "__main__":
    asyncio.run(main())
