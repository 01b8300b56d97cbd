"""Hostile input through the whole command layer: every synced slash command of a running game,
called by players and strangers with random, malformed and odd-unicode arguments. Each call must
get an answer (never "This interaction failed"), no request of the bot may be refused by
Discord, nothing may be logged as our error, and a refused call must change nothing: the game's
dump stays byte for byte the same and its state stays the replay of its log."""

from __future__ import annotations

import json
import logging
from typing import Any, cast

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.registry import GAMES

SUB_COMMAND, SUB_COMMAND_GROUP = 1, 2
STRING, INTEGER, BOOLEAN, USER, CHANNEL, ROLE, MENTIONABLE, NUMBER = 3, 4, 5, 6, 7, 8, 9, 10
# Commands that end, reseat or restart a game when used rightly: their rules have their own tests.
SKIP = {
    "game new",
    "game abandon",
    "game kick",
    "game replace",
    "game undo",
    "game start",
    "game leave",
    "game join",
}
EXAMPLES_PER_GAME = 150
TRIED: dict[str, int] = {}

ODD = [
    "",
    " ",
    "\u0000",
    "\u202e\u202d",
    "💥" * 60,
    "Ａ１",
    "a" * 3000,
    "'; DROP TABLE games; --",
    "<@0> @everyone",
    "place 99 R0 Z99",
    "take 9 R360 A0",
    "buy -1",
    "1 q999 r-999 rot9",
    "keep 1 2 3 4 5 6 7",
    "offer 1 dollars 99999999999999999999",
    "H+W A9",
    "pass pass",
    "\n\n\n",
    "ℌ𝔢𝔩𝔩𝔬",
    "٣",
]


def leaves(commands: list[dict[str, Any]], prefix: str = "") -> list[tuple[str, list[dict[str, Any]]]]:
    out = []
    for command in commands:
        if command.get("type", 1) not in (1, SUB_COMMAND, SUB_COMMAND_GROUP):
            continue
        # Administrators' commands (/owner): the Discord client never lets these players send them.
        if command.get("default_member_permissions") is not None:
            continue
        path = f"{prefix}{command['name']}"
        options = command.get("options") or []
        subs = [o for o in options if o["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP)]
        if subs:
            out += leaves(subs, path + " ")
        elif path not in SKIP:
            out.append((path, options))
    return out


def text_for(option: dict[str, Any]) -> st.SearchStrategy[str]:
    """Hostile text within the option's declared lengths (the Discord client enforces those)."""
    limit = option.get("max_length", 6000)
    least = option.get("min_length", 0)
    hostile = st.one_of(
        st.sampled_from(ODD),
        st.text(max_size=120),
        st.lists(
            st.sampled_from(["place", "take", "buy", "R0", "R90", "F270", "A1", "T20", "-3", "99", "0"]),
            max_size=6,
        ).map(" ".join),
    )
    return hostile.map(lambda s: (s + "?" * least)[: max(limit, least)] if len(s) < least else s[:limit])


@st.composite
def invocation(draw: st.DrawFn, commands: list, users: list) -> tuple[str, dict[str, Any], Any]:
    path, options = draw(st.sampled_from(commands))
    values: dict[str, Any] = {}
    for option in options:
        if not option.get("required") and draw(st.booleans()):
            continue
        kind = option["type"]
        if option.get("choices"):
            values[option["name"]] = draw(st.sampled_from([c["value"] for c in option["choices"]]))
        elif kind == STRING:
            values[option["name"]] = draw(text_for(option))
        elif kind == INTEGER:
            low = option.get("min_value", -(2**31))
            high = option.get("max_value", 2**31)
            values[option["name"]] = draw(st.integers(min_value=low, max_value=high))
        elif kind == NUMBER:
            values[option["name"]] = draw(
                st.floats(option.get("min_value", -1e9), option.get("max_value", 1e9))
            )
        elif kind == BOOLEAN:
            values[option["name"]] = draw(st.booleans())
        elif kind in (USER, MENTIONABLE):
            values[option["name"]] = draw(st.sampled_from(users))
        elif option.get("required"):
            return draw(invocation(commands, users))
    return path, values, draw(st.sampled_from(users))


class Errors(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


@pytest.mark.parametrize("key", sorted(GAMES))
async def test_hostile_commands_are_answered_and_change_nothing(key, fake, make_bot):
    players = [fake.user(f"p{i}") for i in range(max(2, GAMES[key].min_players))]
    stranger = fake.user("stranger")
    bot = await make_bot(seed=7)
    r = await fake.slash(players[0], "game new", channel="games", game=key)
    for p in players[1:]:
        await fake.click(p, r.message, "Join")
    await fake.click(players[0], r.message, "Start")
    channel = fake.channel("games")
    commands = leaves(fake.commands_for(fake.guild))
    assert any(path == "play" for path, _ in commands)
    errors = Errors()
    logging.getLogger("bot").addHandler(errors)
    TRIED[key] = 0

    # Hypothesis draws the calls (it cannot drive an async test itself); they run one by one below.
    calls: list[tuple[str, dict[str, Any], Any]] = []

    @settings(
        max_examples=EXAMPLES_PER_GAME,
        deadline=None,
        # Hypothesis iterates HealthCheck through an unannotated metaclass __iter__.
        suppress_health_check=cast(list[HealthCheck], list(HealthCheck)),
        derandomize=True,
        database=None,
    )
    @given(invocation(commands, [*players, stranger]))
    def collect(call: tuple[str, dict[str, Any], Any]) -> None:
        calls.append(call)

    collect()

    async def one(call: tuple[str, dict[str, Any], Any]) -> None:
        path, values, user = call
        before = await bot.tables.find(channel.id)
        dump_before = json.dumps(before.row.state, sort_keys=True) if before else None
        log_before = len(await bot.store.actions(before.id)) if before else 0
        reply = await fake.slash(user, path, channel=channel, **values)
        TRIED[key] += 1
        assert reply.acknowledged, f"/{path} {values} was not answered"
        assert not reply.errors, f"/{path} {values}: Discord refused {reply.errors}"
        assert not errors.records, f"/{path} {values} logged an error: {errors.records[0].getMessage()}"
        after = await bot.tables.by_id(before.id) if before else None
        if after is not None:
            assert await bot.history.verify_replay(after.id)
            grew = len(await bot.store.actions(after.id)) > log_before
            if not grew:
                assert json.dumps(after.row.state, sort_keys=True) == dump_before, (
                    f"/{path} {values} changed state"
                )

    try:
        for call in calls:
            await one(call)
    finally:
        logging.getLogger("bot").removeHandler(errors)
    assert TRIED[key] >= EXAMPLES_PER_GAME // 2
    print(f"{key}: {TRIED[key]} hostile commands tried")
