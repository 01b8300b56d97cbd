"""Advice (`games.ai.advice`): the move a hint shows is the normal bot's, and like the bots' moves it
sees only the advised seat's information: redrawing what that seat cannot see changes nothing in it,
neither the move nor the points it is said to be worth."""

from __future__ import annotations

import random

import pytest

from games.ai import Budget, ai_for, choose
from games.ai.advice import advise, estimate
from games.core import IllegalAction
from games.registry import GAMES
from tests.games.test_ai import HIDDEN, _positions

SMALL = Budget(12, root_width=6, node_width=3, rollout_depth=3)


@pytest.mark.parametrize("key", sorted(GAMES))
def test_the_advice_is_the_normal_bots_move_with_the_same_seed(key: str) -> None:
    checked = searched = 0
    for i, (state, seats) in enumerate(_positions(key, range(2))):
        if i % 3:
            continue
        seat = seats[0]
        advice = advise(key, state, seat, "normal", 50 + i, budget=SMALL)
        assert advice.action == choose(key, state, seat, "normal", 50 + i, budget=SMALL)
        assert advice.action in GAMES[key].legal(state, seat)
        if advice.value is not None:
            searched += 1
            assert 0.0 <= advice.value <= 1.0
            assert str(advice.action) in advice.searched
        checked += 1
    assert checked >= 4 and searched >= 2


def test_the_advice_at_the_real_normal_budget_is_the_bots_move() -> None:
    for key in sorted(GAMES):
        game = GAMES[key]
        state = game.new(2, {}, 3)
        seat = min(game.to_act(state))
        assert advise(key, state, seat, "normal", 9).action == choose(key, state, seat, "normal", 9)


@pytest.mark.parametrize("key", HIDDEN)
def test_the_advice_does_not_change_with_hidden_information(key: str) -> None:
    game, ai = GAMES[key], ai_for(key)
    checked = 0
    for i, (state, seats) in enumerate(_positions(key, range(3 if key == "dicetown" else 2))):
        if i % 3:
            continue
        seat = seats[0]
        other = ai.determinize(state, seat, random.Random(2000 + i))
        mine, theirs = (
            advise(key, state, seat, "normal", 7 + i, budget=SMALL),
            advise(key, other, seat, "normal", 7 + i, budget=SMALL),
        )
        assert mine == theirs, (seat, str(mine.action), str(theirs.action))
        # Any move's worth too (a review measures a player's own move the same way).
        for action in game.legal(state, seat)[:3]:
            assert estimate(key, state, seat, action, i) == estimate(key, other, seat, action, i)
        checked += 1
    assert checked >= 4


def test_the_redraws_really_differ_where_the_advice_is_compared() -> None:
    """The invariance above means something only if the redrawn states hide other things."""
    for key in HIDDEN:
        game, ai = GAMES[key], ai_for(key)
        changed = sum(
            game.dump(ai.determinize(state, seats[0], random.Random(2000 + i))) != game.dump(state)
            for i, (state, seats) in enumerate(_positions(key, range(2)))
            if i % 3 == 0
        )
        assert changed >= 3, key


def test_no_advice_for_a_seat_the_game_does_not_wait_for() -> None:
    game = GAMES["blockbuster"]
    state = game.new(2, {}, 1)
    idle = next(s for s in range(2) if s not in game.to_act(state))
    with pytest.raises(IllegalAction):
        advise("blockbuster", state, idle, "normal", 1)
