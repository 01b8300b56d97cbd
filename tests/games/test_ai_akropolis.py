"""How Akropolis's search values an unfinished city at a table of more than two."""

from __future__ import annotations

import random

import pytest

from games.akropolis import GAME
from games.akropolis.ai import AI


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


def test_a_full_table_searches_only_the_best_few_turns_by_their_score() -> None:
    # At four seats the root is easy's own short list (the best immediate scores), so its turns get
    # enough playouts to be told apart; two seats keep the wide root.
    four, two = GAME.new(4, {}, 3), GAME.new(2, {}, 3)
    for level in ("normal", "hard"):
        width = AI.budget(four, level).root_width
        assert width < AI.budgets[level].root_width
        roots = AI.candidates(four, 0, random.Random(1), width, root=True)
        best = sorted(AI.placements(four, 0), key=lambda x: x[0], reverse=True)
        assert roots == [t for _, t in best[:width]]
        assert AI.budget(two, level) == AI.budgets[level]
    wide = AI.candidates(two, 0, random.Random(1), AI.budget(two, "normal").root_width, root=True)
    assert len(wide) > AI.budget(two, "normal").root_width
