"""Seeded random Shake That City games for every player count and variant, checking Shake That
City's own invariants (tests/games/test_contract.py checks what every game must keep)."""

from __future__ import annotations

import itertools
import json
import random
from collections import Counter
from typing import Any

import pytest

from games.core import IllegalAction
from games.shakecity import GAME
from games.shakecity.actions import Place
from games.shakecity.data import CUBES, WILDS_TOTAL
from games.shakecity.rules import shape
from games.shakecity.state import State

VARIANTS = [
    {"side": side, "family": family, "construction": construction, "wild_night": wild}
    for side, family, construction, wild in itertools.product(
        ("inland", "seaside"), (False, True), (False, True), (False, True)
    )
]
CASES = [
    (players, options)
    for players in (1, 2, 3, 4)
    for options in VARIANTS
    if not (players == 1 and options["family"])  # D22: solo + family is refused
]


def _check_views(state: State) -> None:
    """No view holds the rng or another seat's phase-B placement before the round closes."""
    for viewer in [None, *range(state.num_players)]:
        view = GAME.view(state, viewer)
        text = json.dumps(view)
        assert "rng" not in view and str(state.rng) not in text
        for p, shown in enumerate(view["players"]):
            expected = state.boards[p] if p == viewer else state.public_boards[p]
            if p != viewer and state.restricted and p == state.start:
                expected = state.boards[p]
            assert "".join(shown["cells"]) == expected
            if p != viewer and shown["status"] == "chosen":
                assert shown["decision"] is None


def _buildings(state: State) -> int:
    return sum(1 for b in state.boards for ch in b if ch in "HSFPR")


def _placed_by_history(state: State) -> int:
    total = 0
    for log in state.history:
        for decision in log.decisions:
            if decision != "pass":
                action = GAME.parse(decision)
                total += len(shape(log.pattern, action.letter, action.wilds))
    return total


def play(players: int, options: dict[str, Any], seed: int) -> State:
    rnd = random.Random(seed)
    state = GAME.new(players, options, seed)
    checked_views = 0
    while True:
        to_act = GAME.to_act(state)
        if not to_act:
            break
        assert Counter(state.pattern)["W"] <= state.wilds_pool
        assert all(Counter(state.pattern)[k] <= n for k, n in CUBES.items())
        assert state.wilds_pool + state.wilds_track <= WILDS_TOTAL
        player = rnd.choice(sorted(to_act))
        moves = GAME.legal(state, player)
        assert len(set(moves)) == len(moves)
        bogus = Place(rnd.choice("HSFPR"), rnd.random() < 0.3, rnd.randrange(36))
        if bogus not in moves:
            with pytest.raises(IllegalAction):
                GAME.apply(state, player, bogus)
        action = rnd.choice(moves)
        new, _ = GAME.apply(state, player, action)
        # No cell is written twice: only empty cells (or lifted construction tiles) change.
        for old_board, new_board in zip(state.boards, new.boards, strict=True):
            for old, now in zip(old_board, new_board, strict=True):
                assert old == now or old == "." or (old.isdigit() and now == ".")
        state = new
        if checked_views < 6 or rnd.random() < 0.1:
            _check_views(state)
            checked_views += 1
    assert _buildings(state) == _placed_by_history(state)  # components conserved
    assert len(state.history) == 15
    return state


@pytest.mark.parametrize(("players", "options"), CASES, ids=lambda v: str(v).replace(" ", ""))
def test_random_playout(players: int, options: dict[str, Any]) -> None:
    seed = 1000 * players + VARIANTS.index(options)
    state = play(players, options, seed)
    result = GAME.result(state)
    assert result is not None
    for score, parts in zip(result.scores, result.breakdown, strict=True):
        assert parts["total"] == score == sum(v for k, v in parts.items() if k != "total")
    json.dumps(GAME.view(state, None))
    final = GAME.view(state, None)["result"]
    assert final is not None and final["scores"] == list(result.scores)
