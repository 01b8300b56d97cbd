"""Seeded random Block Buster games for every player count and variant, checking Block Buster's own
invariants at each step (tests/games/test_contract.py checks what every game must keep)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from games.blockbuster import GAME, Pass, Place, Resign, State
from games.blockbuster.geometry import PIECES
from games.core import IllegalAction
from tests.helpers.blockbuster import VARIANTS


def squares(row: tuple[int, ...]) -> int:
    return sum(n * PIECES[i + 1].size for i, n in enumerate(row))


def check_step(before: State, after: State) -> None:
    """Cells are never overwritten and every colour's squares are conserved (board + stock)."""
    for old, new in zip(before.board, after.board, strict=True):
        assert old == "." or old == new
    start = GAME.new(after.num_players, {"mode": after.mode.value}, 0).pieces
    for k, row in enumerate(after.pieces):
        assert after.board.count(str(k)) + squares(row) == squares(start[k])


def not_legal(state: State, legal: list) -> Place | Pass:
    """Something the colour to move may not do now."""
    if Pass() not in legal:
        return Pass()
    taken = state.board.index("#")
    return Place(1, "R0", divmod(taken, int(len(state.board) ** 0.5)))


def playout(
    num_players: int, mode: str, seed: int, *, resign_rate: float = 0.0
) -> tuple[State, int, Counter[str]]:
    rnd = random.Random(seed)
    state = GAME.new(num_players, {"mode": mode}, seed)
    log: list[tuple[int, str]] = []
    codes: Counter[str] = Counter()
    while GAME.result(state) is None:
        to_act = GAME.to_act(state)
        assert len(to_act) == 1
        (player,) = to_act
        legal = GAME.legal(state, player)
        assert not isinstance(GAME.default_action(state, player), Resign)
        with pytest.raises(IllegalAction):
            GAME.apply(state, player, not_legal(state, legal))
        choices = [a for a in legal if not isinstance(a, Resign)]
        action = Resign() if rnd.random() < resign_rate else rnd.choice(choices)
        after, events = GAME.apply(state, player, action)
        assert all(e.to is None for e in events)  # everything is public
        codes.update(e.code for e in events)
        check_step(state, after)
        log.append((player, str(action)))
        state = after
    assert GAME.to_act(state) == frozenset()
    result = GAME.result(state)
    assert result is not None
    for p in range(num_players):
        parts = result.breakdown[p]
        assert result.scores[p] == parts["total"] == sum(v for k, v in parts.items() if k != "total")
    return state, len(log), codes


@pytest.mark.parametrize(("num_players", "mode"), VARIANTS)
def test_random_games_keep_the_invariants(num_players: int, mode: str) -> None:
    state, steps, _ = playout(num_players, mode, seed=num_players * 31 + len(mode))
    assert state.over and steps >= len(state.owners)
    if not state.resigned and state.instant_winner < 0:
        assert all(state.passed)


def test_random_games_with_resignations() -> None:
    for seed in range(3):
        playout(3, "standard", seed, resign_rate=0.05)
        playout(4, "team", seed, resign_rate=0.05)


def test_random_play_reaches_jumps_captures_and_forced_passes() -> None:
    """Across a few games the rarer paths all happen (so the invariants above cover them)."""
    codes: Counter[str] = Counter()
    jumps = secured = 0
    for seed in range(4):
        state, _, seen = playout(2, "standard", 100 + seed)
        codes += seen
        jumps += len(state.jumps)
        secured += sum(1 for k in state.secured if k >= 0)
    assert jumps and secured and codes["must_jump"] and codes["forced_pass"]
