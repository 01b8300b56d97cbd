"""A finished game written straight to the store: played to its end in the engine by easy bots'
moves (a fixed seed, so the same game each time), then stored as the bot stores one (its row, its
players, its whole log and its result), and its final board posted. Far quicker than playing it
through Discord, for tests and benchmarks that need a game over, not how it got there."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from bot import ratings
from bot.services.moves import result_to_json
from bot.tables import Table
from games.ai import ai_for

if TYPE_CHECKING:
    from bot.app import TableBot
    from tests.fakediscord.world import FakeChannel


def played_out(game_key: str, players: int, seed: int, options: dict[str, Any] | None = None) -> Any:
    """(start, log, end): a game of `players` easy bots from `seed`, its log (seat, action)."""
    ai = ai_for(game_key)
    game = ai.game
    start = state = game.new(players, options or {}, seed)
    rng = random.Random(seed)
    log: list[tuple[int, Any]] = []
    while game.result(state) is None:
        seat = min(game.to_act(state))
        action = ai.easy_action(state, seat, rng)
        log.append((seat, action))
        state, _ = game.apply(state, seat, action)
    return start, log, state


async def finished_game(
    bot: TableBot, channel: FakeChannel, game_key: str, user_ids: list[int], *, seed: int, post: bool = True
) -> Table:
    """`user_ids` (seat order) played a game of `game_key` in `channel` to its end; its final
    board is posted unless `post` is False."""
    game = bot.tables.game(game_key)
    start, log, end = played_out(game_key, len(user_ids), seed)
    now = bot.tables.clock()
    row = await bot.store.create_game(
        guild_id=channel.guild_id,
        channel_id=channel.id,
        game=game_key,
        options={},
        host_id=user_ids[0],
        seed=seed,
        now=now,
    )
    table = await bot.tables.started(
        bot.tables.load(row),
        start,
        now=now,
        players=list(user_ids),
        status="active",
        state=game.dump(start),
        meta=ratings.start_record({}, list(user_ids)),
    )
    (first_seat, first), rest = log[0], log[1:]
    result = game.result(end)
    assert result is not None
    table = await bot.tables.commit_move(
        table,
        end,
        player=first_seat,
        user_id=user_ids[first_seat],
        action=str(first),
        interaction_id=None,
        now=now,
        status="finished",
        result=result_to_json(result),
        meta=table.row.meta,
        then=[(seat, user_ids[seat], str(action)) for seat, action in rest],
        next_due=None,
    )
    if post:
        await bot.publisher.post_board(table)
    return table
