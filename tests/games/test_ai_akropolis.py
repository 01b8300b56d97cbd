"""How Akropolis's search values an unfinished city at a table of more than two."""

from __future__ import annotations

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
