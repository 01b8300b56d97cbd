"""A saved move is always shown, and a player is never told "nothing was changed" when it was:
interactions are acknowledged before any work, boards go through a per-channel queue that
retries while Discord refuses and coalesces bursts, and one decision is one transaction.
Faults come from the loopback Discord (`fake.faults`) and from a second SQLite connection."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from games.core import BadNotation, Event, Result, Seat, public
from tests.helpers import toy_game
from tests.helpers.dicetown_e2e import board as dicetown_board
from tests.helpers.dicetown_e2e import current, play_until, two_offerers, user_of
from tests.helpers.e2e import answered, open_table, stop_bot, texts

NIM = {"nim": toy_game.GAME}


def boards(fake, channel: str = "games") -> list[Any]:
    return [
        m for m in fake.channel_messages(channel) if m.embeds and "· game #" in m.embeds[0].get("title", "")
    ]


async def test_a_429_on_the_callback_past_discords_3_seconds_changes_nothing(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(games=NIM)
    board = await open_table(fake, "nim", [alice, bob])
    fault = fake.faults.fail("POST /interactions/*/callback", status=429, retry_after=3.5, times=1)
    r = await fake.click(alice, board, "take 3", check=False)
    # discord.py waited out the 429 and retried after Discord's 3 seconds: "This interaction
    # failed", which must be true: nothing was played, nothing was posted.
    assert fault.hits == 1 and not r.acknowledged
    table = await bot.tables.table(fake.channel("games").id)
    assert table.state.pile == 12 and await bot.store.actions(table.id) == []
    assert fake.last_message("games") is board and not r.sent
    # So trying again works.
    again = await fake.click(alice, board, "take 3")
    assert again.acknowledged
    table = await bot.tables.table(fake.channel("games").id)
    assert table.state.pile == 9 and [a.action for a in await bot.store.actions(table.id)] == ["take 3"]
    latest = fake.last_message("games")
    assert latest is not board and "takes 3; 9 left" in texts([latest]) and f"<@{bob.id}>" in latest.content


async def test_a_429_on_the_callback_waited_out_in_time_plays_and_answers_the_move(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(games=NIM)
    await open_table(fake, "nim", [alice, bob])
    fault = fake.faults.fail("POST /interactions/*/callback", status=429, retry_after=0.5, times=1)
    r = await fake.slash(alice, "play", channel="games", move="take 3")
    assert fault.hits == 1 and r.acknowledged
    table = await bot.tables.table(fake.channel("games").id)
    assert table.state.pile == 9 and [a.action for a in await bot.store.actions(table.id)] == ["take 3"]
    # The thinking message became the board.
    assert "takes 3; 9 left" in texts([answered(fake, r)])
    assert "lucky number is" in texts(fake.dms(alice))  # the move's private message too


async def test_a_database_locked_for_4_seconds_is_acknowledged_first(fake, make_bot, tmp_path):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(games=NIM)
    board = await open_table(fake, "nim", [alice, bob])
    locked, release = threading.Event(), threading.Event()

    def hold_the_write_lock() -> None:
        other = sqlite3.connect(bot.settings.database_path, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")
        locked.set()
        release.wait(4.0)
        other.execute("COMMIT")
        other.close()

    holder = threading.Thread(target=hold_the_write_lock)
    holder.start()
    try:
        await asyncio.to_thread(locked.wait, 5)
        r = await fake.click(alice, board, "take 2", timeout=15)
    finally:
        release.set()
        await asyncio.to_thread(holder.join)
    assert r.acknowledged and r.acked_at - r.dispatched_at < 3.0
    table = await bot.tables.table(fake.channel("games").id)
    assert table.state.pile == 10
    assert "takes 2; 10 left" in texts([fake.last_message("games")])


async def test_a_503_on_the_board_of_a_paid_bribe_says_it_was_made_and_shows_it_later(fake, make_bot):
    users = [fake.user("ana"), fake.user("bo"), fake.user("cy")]
    bot = await make_bot(seed=3)
    await open_table(fake, "dicetown", users, options="bribe_mode=cash_up_front")
    table = await play_until(fake, bot, users, set(), two_offerers)
    sheriff = table.state.sheriff
    first = table.state.ruling.offers[0].seat
    a_user = user_of(users, table, first)
    cash = table.state.players[sheriff].dollars
    # The tie's board is out before the count (on a slow machine it can still be on its way).
    assert await bot.publisher.shown(table, 15)
    before = len(boards(fake))
    # Discord answers 503 to every message posted or edited with a picture for about 25 seconds.
    fault = fake.faults.fail("/channels/*", status=503, for_seconds=25, with_files=True)
    r = await fake.slash(a_user, "dicetown offer", channel="games", dollars=2, timeout=20)
    assert fault.hits >= 1
    table = await current(bot, fake)
    assert table.state.players[sheriff].dollars == cash + 2
    told = [m for m in r.messages if "was made" in m.content]
    assert told and all(m.ephemeral for m in told), r.messages
    assert not any("nothing was changed" in m.content for m in fake.messages)
    # He tries again: the bribe is not paid twice.
    await fake.slash(a_user, "dicetown offer", channel="games", dollars=2, timeout=20)
    table = await current(bot, fake)
    assert table.state.players[sheriff].dollars == cash + 2
    # Discord recovers: the board shows the paid offer without anyone doing anything (an offer
    # change edits the ruling panel in place, so it is the same board message).
    assert "$2" not in texts([dicetown_board(fake)])
    fake.clock.advance(26)
    await fake.wait_until(lambda: "$2" in texts([dicetown_board(fake)]), timeout=15, what="the delayed board")
    assert len(boards(fake)) == before


async def test_a_write_failure_inside_an_offer_saves_none_of_it(fake, make_bot):
    users = [fake.user("ana"), fake.user("bo"), fake.user("cy")]
    bot = await make_bot(seed=3)
    await open_table(fake, "dicetown", users)
    table = await play_until(fake, bot, users, set(), two_offerers)
    first = table.state.ruling.offers[0].seat
    a_user = user_of(users, table, first)
    await fake.slash(a_user, "dicetown offer", channel="games", dollars=2)
    table = await current(bot, fake)
    offer = next(o for o in table.state.ruling.offers if o.seat == first)
    logged = len(await bot.store.actions(table.id))
    # Lowering to $1 is one whole offer (the escrow is swapped at once): the disk fails on its
    # action row, after the table's row was written in the same transaction.
    db = bot.store.db
    real_execute = db.execute
    inserts = 0

    def failing_execute(sql: str, *args: Any, **kwargs: Any) -> Any:
        nonlocal inserts
        if sql.startswith("INSERT INTO actions"):
            inserts += 1
            if inserts == 1:
                raise sqlite3.OperationalError("disk I/O error")
        return real_execute(sql, *args, **kwargs)

    db.execute = failing_execute
    try:
        r = await fake.slash(a_user, "dicetown offer", channel="games", dollars=1)
    finally:
        db.execute = real_execute
    assert inserts == 1
    after = await current(bot, fake)
    assert next(o for o in after.state.ruling.offers if o.seat == first) == offer
    assert len(await bot.store.actions(after.id)) == logged and after.version == table.version
    assert r.ephemeral and "nothing was changed" in r.content
    assert await bot.history.verify_replay(after.id)


# -- a game where everyone decides at once ---------------------------------------------------------


@dataclass(frozen=True)
class Vote(toy_game.Spoken):
    n: int


@dataclass(frozen=True)
class Ballot:
    players: int
    votes: tuple[int | None, ...]


class Poll(toy_game.ToyGame):
    """Every player votes once, in any order; the game ends when all have."""

    name = "poll"
    title = "Poll"
    min_players = 2
    max_players = 5
    state_type = Ballot

    def new(self, num_players: int, options: Mapping[str, Any] | None, seed: int) -> Ballot:
        return Ballot(num_players, (None,) * num_players)

    def to_act(self, state: Ballot) -> frozenset[int]:
        return frozenset(p for p, v in enumerate(state.votes) if v is None)

    def legal(self, state: Ballot, player: int) -> list[Vote]:
        return [Vote(1), Vote(2)] if player in self.to_act(state) else []

    def apply(self, state: Ballot, player: int, action: Vote) -> tuple[Ballot, list[Event]]:
        self.check_turn(state, player)
        votes = list(state.votes)
        votes[player] = action.n
        return replace(state, votes=tuple(votes)), [public("voted", player=Seat(player))]

    def view(self, state: Ballot, player: int | None) -> dict[str, Any]:
        return {"voted": [v is not None for v in state.votes]}

    def result(self, state: Ballot) -> Result | None:
        if self.to_act(state):
            return None
        scores = tuple(v or 0 for v in state.votes)
        return Result(
            scores, (tuple(range(state.players)),), tuple({"vote": s} for s in scores), frozenset(), ""
        )

    def parse(self, text: str) -> Vote:
        parts = text.split()
        if len(parts) != 2 or parts[0] != "vote" or parts[1] not in ("1", "2"):
            raise BadNotation("bad_notation", text=repr(text))
        return Vote(int(parts[1]))


async def test_a_burst_of_moves_in_one_channel_ends_with_one_new_board(fake, make_bot):
    users = [fake.user(name) for name in ("ann", "ben", "cid", "dot")]
    await make_bot(games={"poll": Poll()})
    await open_table(fake, "poll", users)
    before = boards(fake)
    # The first board post is slow, so the other votes arrive while it is on its way.
    fake.faults.delay("POST /*/messages", 1.0, times=1)
    fake.faults.delay("POST /webhooks/*/*", 1.0, times=1)
    replies = await asyncio.gather(
        *(fake.slash(u, "play", channel="games", move="vote 1") for u in users[:3])
    )
    assert all(r.acknowledged for r in replies)
    new = [m for m in boards(fake) if m not in before]
    assert len(new) == 1, [m.content for m in new]
    latest = new[0]
    # It shows the latest state: three votes announced, and only the fourth player waited for.
    assert texts([latest]).count("voted.") == 3
    assert latest.content == f"Your turn, <@{users[3].id}>."
    assert all(not r.errors for r in replies)


async def test_a_board_never_posted_before_a_restart_is_posted_after_it(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(games=NIM)
    board = await open_table(fake, "nim", [alice, bob])
    fake.faults.fail(f"POST /channels/{fake.channel('games').id}/messages", status=503)  # until removed
    r = await fake.click(alice, board, "take 3")
    assert any("was made" in m.content and m.ephemeral for m in r.messages), (r, r.errors)
    assert not any("takes 3; 9 left" in texts([m]) for m in fake.channel_messages("games"))
    assert "lucky number is" in texts(fake.dms(alice))  # private messages do not wait for the board
    await stop_bot(fake, bot)
    fake.faults.clear()
    await make_bot(games=NIM)
    shown = await fake.wait_for_message(
        lambda m: m.channel_id == fake.channel("games").id and "could not be shown earlier" in texts([m])
    )
    assert f"<@{bob.id}>" in shown.content and shown.buttons


async def test_the_next_game_in_a_channel_gets_its_boards(fake, make_bot):
    """Boards are ordered by game, then version: a channel's second game starts again at a low
    version and its boards must not be taken for old states of the first."""
    alice, bob = fake.user("alice"), fake.user("bob")
    await make_bot(games=NIM)
    board = await open_table(fake, "nim", [alice, bob], options="pile=5")
    for user, take in ((alice, 3), (bob, 2)):  # five stones: Bob takes the last
        board = await fake.click(user, board, f"take {take}")
        board = boards(fake)[-1]
    assert "game #1" in board.embeds[0]["title"]
    await open_table(fake, "nim", [alice, bob])
    before = len(boards(fake))
    await fake.slash(alice, "play", channel="games", move="take 1")
    await fake.wait_until(lambda: len(boards(fake)) > before, timeout=10, what="the second game's board")
    latest = boards(fake)[-1]
    assert "game #2" in latest.embeds[0]["title"] and "takes 1; 11 left" in texts([latest])
