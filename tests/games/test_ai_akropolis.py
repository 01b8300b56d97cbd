"""How Akropolis's search values an unfinished city at a table of more than two."""

from __future__ import annotations

import random

import pytest

from games.ai import Budget, choose
from games.ai.search import paired_choice, search_root
from games.akropolis import GAME
from games.akropolis.actions import Turn
from games.akropolis.ai import AI
from games.akropolis.state import State


def test_a_seat_behind_the_leader_still_gains_by_passing_another(monkeypatch: pytest.MonkeyPatch) -> None:
    state = GAME.new(4, {}, 1)
    monkeypatch.setattr(AI, "scores", lambda _: [50.0, 20.0, 30.0, 40.0])
    before = AI.evaluate(state)
    # Seat 1 passes seat 2; seat 0 still leads.
    monkeypatch.setattr(AI, "scores", lambda _: [50.0, 35.0, 30.0, 40.0])
    after = AI.evaluate(state)
    assert after[1] > before[1]
    assert after[2] < before[2]  # passed, though the leader's lead over it is the same
    assert all(0.0 < v < 1.0 for v in after)
    assert after[0] > after[3] > after[1] > after[2]


def test_two_seats_are_valued_by_the_lead_over_the_other() -> None:
    state = GAME.new(2, {}, 1)
    assert AI.evaluate(state) == AI.margin_values(AI.scores(state))


def test_a_move_replaces_ours_only_when_it_beats_it_clearly_on_the_same_playouts() -> None:
    ours, noisy, steady = "ours", "noisy", "steady"
    values = {
        ours: [0.5, 0.5, 0.5, 0.5],
        # Ahead on average, but no more than its spread over the same playouts.
        noisy: [0.9, 0.1, 0.9, 0.3],
        # A little ahead on every playout.
        steady: [0.55, 0.54, 0.56, 0.55],
    }
    assert paired_choice(values, ours, 1.0)[0] == steady
    del values[steady]
    assert paired_choice(values, ours, 1.0) == (ours, 0.0)


def _four_seat_position() -> tuple[State, int]:
    state = GAME.new(4, {}, 3)
    for log in range(12):
        seat = sorted(GAME.to_act(state))[0]
        state, _ = GAME.apply(state, seat, choose("akropolis", state, seat, "easy", log))
    return state, sorted(GAME.to_act(state))[0]


def test_past_two_seats_the_search_keeps_the_best_placement_unless_its_playouts_beat_it() -> None:
    """At four seats the tree's visits were close to a draw among its root moves: the search now
    plays its candidates on the same redraws, and the best placement now stands unless one beats
    it there."""
    state, seat = _four_seat_position()
    budget = AI.budget(state, "normal")
    searched = AI.search(state, seat, budget, random.Random(5))
    best_now = AI.candidates(state, seat, random.Random(0), budget.root_width, root=True)[0]
    # Every candidate was played on every redraw.
    assert len(set(searched.visits.values())) == 1
    assert next(iter(searched.visits.values())) >= 2
    if searched.action != best_now:
        assert searched.means[searched.action] > searched.means[best_now]


def test_two_seats_keep_the_tree_search(monkeypatch: pytest.MonkeyPatch) -> None:
    state = GAME.new(2, {}, 3)
    seat = sorted(GAME.to_act(state))[0]
    budget = AI.budget(state, "normal")
    tree = search_root(AI, state, seat, budget, random.Random(5))
    assert AI.search(state, seat, budget, random.Random(5)) == tree


def test_four_seat_decisions_ignore_the_order_of_the_stacks() -> None:
    state, seat = _four_seat_position()
    budget = Budget(12, root_width=6, node_width=3, rollout_depth=3)
    for i in range(3):
        other = AI.determinize(state, seat, random.Random(100 + i))
        assert other.stacks != state.stacks
        for level in ("normal", "hard"):
            mine = choose("akropolis", state, seat, level, 42 + i, budget=budget)
            assert choose("akropolis", other, seat, level, 42 + i, budget=budget) == mine


def test_a_placement_is_valued_to_the_bit_as_the_turn_it_plays() -> None:
    """The search values a placement without building the city (`after`); its value is the
    worth of the city and stones the turn leaves, exactly, so every decision is the one the
    whole rescoring made. A slot beyond the site is worth nothing."""
    rnd = random.Random(5)
    state = GAME.new(2, {"garden_variant": True, "house_variant": True}, 11)
    checked = 0
    while not state.over:
        seat = state.current
        for turn in rnd.sample(GAME.legal(state, seat), 8):
            played, _ = GAME.apply(state, seat, turn)
            # Worth with the stacks before the turn, as `after` counts the stars to come.
            want = AI.worth(state, played.cities[seat], played.stones[seat])
            assert AI.after(state, seat, turn) == want, turn
            checked += 1
        state, _ = GAME.apply(state, seat, rnd.choice(GAME.legal(state, seat)))
    assert checked > 100
    state = GAME.new(2, {}, 1)
    turn = GAME.legal(state, 0)[0]
    beyond = Turn(len(state.site) + 1, turn.q, turn.r, turn.rotation)
    assert AI.after(state, 0, beyond) == float("-inf")
