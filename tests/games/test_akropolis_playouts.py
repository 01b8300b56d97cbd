"""Seeded random Akropolis games for every player count and variant set, checking Akropolis's own
invariants each step (tests/games/test_contract.py checks what every game must keep)."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from games.akropolis import GAME, City, State, Turn
from games.akropolis.data import tiles_for
from games.core import Event, IllegalAction
from tests.helpers.wording import english

ALL_VARIANTS = {f"{d}_variant": True for d in ("house", "market", "barracks", "temple", "garden")}

CASES = [
    (1, {"difficulty": "easy"}),
    (1, {**ALL_VARIANTS, "difficulty": "hard"}),
    (2, {}),
    (2, ALL_VARIANTS),
    (3, {"running_scores": False}),
    (3, ALL_VARIANTS),
    (4, {}),
    (4, ALL_VARIANTS),
]


def said(event: Event) -> str:
    """The event's English sentence, as the bot words it from the catalog."""
    return english("akropolis", event)


def tiles_in_play(state: State) -> list[int]:
    return [
        *state.site,
        *(t for stack in state.stacks for t in stack),
        *(t for city in state.cities for t in city.tiles()),
        *state.va_tiles,
    ]


def check_stones(before: State, after: State, events: list) -> None:
    """Stones move only by paying for slots and covering quarries (spec 3.2, 3.4, 4.7)."""
    expected = list(before.stones)
    for event in events:
        if event.code == "build":
            player = event.params["player"]
            expected[player] += event.params["stones_gained"] - event.params["cost"]
            if before.solo:
                expected[1] += event.params["cost"]
        elif event.code == "va_take":
            expected[1] -= event.params["cost"]
    assert tuple(expected) == after.stones
    assert all(s >= 0 for s in after.stones)


def check_state(state: State, players: int) -> None:
    # every city's incrementally kept footprints equal a fresh computation
    for city in state.cities:
        assert city.footprints() == City(dict(city.columns), city.log).footprints()
    # views never depend on the hidden stacks or the rng
    hidden = replace(state, stacks=tuple(reversed(state.stacks)), rng=state.rng ^ 0xFFFF)
    for seat in [None, *range(players)]:
        view = GAME.view(state, seat)
        assert view == GAME.view(hidden, seat)
        json.dumps(view)
    assert sorted(tiles_in_play(state)) == sorted(tiles_for(players))


def illegal_turns(state: State, player: int) -> list[Turn]:
    far = Turn(1, 40, 40, 0)  # touches nothing (R5)
    too_dear = Turn(min(len(state.site), state.stones[player] + 2), 1, 1, 0)
    return [far, too_dear] if too_dear.slot - 1 > state.stones[player] else [far]


@pytest.mark.parametrize(("players", "options"), CASES)
def test_random_playout(players: int, options: dict) -> None:
    seed = 1000 + players * 10 + len(options)
    rnd = random.Random(seed)
    state = GAME.new(players, options, seed)
    log: list[tuple[int, str]] = []
    steps = 0
    while GAME.result(state) is None:
        (player,) = GAME.to_act(state)
        legal = GAME.legal(state, player)
        if steps % 3 == 0:  # the costlier checks on every third position keep the file fast
            check_state(state, players)
            assert len(set(legal)) == len(legal)
            for bad in illegal_turns(state, player):
                assert bad not in legal
                with pytest.raises(IllegalAction):
                    GAME.apply(state, player, bad)
        action = rnd.choice(legal)
        after, events = GAME.apply(state, player, action)
        assert events and all(e.public and said(e) for e in events)
        check_stones(state, after, events)
        log.append((player, str(action)))
        state = after
        steps += 1
    check_state(state, players)
    assert steps == (18 if players == 1 else 12 * (players + 1))
    result = GAME.result(state)
    assert result is not None
    for score, row in zip(result.scores, result.breakdown, strict=True):
        assert row["total"] == score == sum(v for k, v in row.items() if k != "total")
    if players > 1:
        assert result.winners == set(result.ranking[0])
