"""Block Buster scoring: worked examples D-F (spec §7), set values, tie-breaks, teams and resignations."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from games.blockbuster import GAME, Resign
from games.blockbuster.geometry import board
from games.blockbuster.scoring import symbol_points
from tests.helpers.blockbuster import counts, finished, fresh, play

# Per seat (counted from the start player): symbols held, jump gaps, leftover piece ids, expected parts.
EXAMPLE_D = [
    {"held": {"sun": 2, "star": 1}, "gaps": [1], "left": [2, 4], "expect": (10, -5, -2, -5, -2)},
    {"held": {"swirl": 2, "star": 1, "sun": 1}, "gaps": [2], "left": [1, 5, 7], "expect": (13, 0, -4, -9, 0)},
]
EXAMPLE_E = [
    {"held": {"sun": 3, "moon": 1}, "gaps": [], "left": [1], "expect": (15, -3, 0, -1, 11)},
    {"held": {"star": 2, "wave": 2, "swirl": 1}, "gaps": [1], "left": [3, 4], "expect": (17, -1, -2, -6, 8)},
    {"held": {"moon": 2, "swirl": 2}, "gaps": [], "left": [1, 2], "expect": (14, 0, 0, -3, 11)},
    {"held": {"wave": 1, "star": 1, "sun": 1}, "gaps": [1, 2], "left": [], "expect": (9, 0, -6, 0, 3)},
]
# Example F gives leftover squares only: 4, 5, 0 and 1, here as #5, #13, nothing and #1.
EXAMPLE_F = [
    {"held": {"sun": 2, "star": 1}, "gaps": [], "left": [5], "expect": (10, -2, 0, -4, 4)},
    {"held": {"wave": 2, "swirl": 2}, "gaps": [], "left": [13], "expect": (14, 0, 0, -5, 9)},
    {"held": {"moon": 3}, "gaps": [1], "left": [], "expect": (12, 0, -2, 0, 10)},
    {"held": {"star": 2, "sun": 1}, "gaps": [], "left": [1], "expect": (10, 0, 0, -1, 9)},
]


def _parts(result: Any, p: int) -> tuple[int, ...]:
    b = result.breakdown[p]
    return (b["symbols"], b["start"], b["jumps"], b["leftover"], b["total"])


@pytest.mark.parametrize(
    ("n", "mode", "seats", "ranking"),
    [
        (2, "standard", EXAMPLE_D, ((1,), (0,))),
        (4, "standard", EXAMPLE_E, ((0,), (2,), (1,), (3,))),
        (4, "team", EXAMPLE_F, ((1, 3), (0, 2))),
    ],
    ids=["D", "E", "F"],
)
def test_worked_scoring_examples(n: int, mode: str, seats: list[dict[str, Any]], ranking: tuple) -> None:
    result = GAME.result(finished(n, mode, seats))
    assert result is not None
    for p, spec in enumerate(seats):
        assert _parts(result, p) == spec["expect"]
        assert result.scores[p] == result.breakdown[p]["total"]
        assert sum(v for k, v in result.breakdown[p].items() if k != "total") == result.scores[p]
    assert result.ranking == ranking
    assert result.winners == set(ranking[0])


def test_example_e_tie_is_broken_by_fewer_leftover_squares() -> None:
    result = GAME.result(finished(4, "standard", EXAMPLE_E))
    assert result is not None and result.scores[0] == result.scores[2] == 11
    assert result.reason == "<seat:0> wins with 11 points."


def test_example_f_team_totals() -> None:
    state = finished(4, "team", EXAMPLE_F)
    result = GAME.result(state)
    assert result is not None
    assert result.scores[0] + result.scores[2] == 14 and result.scores[1] + result.scores[3] == 18
    assert result.reason == "Team <seat:1> and <seat:3> wins with 18 points against 14."
    assert [p["team"] for p in GAME.view(state, None)["players"]] == ["A", "B", "A", "B"]


def test_set_values_replace_each_other() -> None:
    assert symbol_points([1]) == 3 and symbol_points([2]) == 7 and symbol_points([3]) == 12
    assert symbol_points([2, 1]) == 10  # two suns and a star, not 3 + 7 + 3
    assert symbol_points([4]) == 12  # an instant winner's four of a kind


def test_points_tie_broken_by_more_symbols_held() -> None:
    seats = [
        {"held": {"sun": 1, "star": 1}, "gaps": [], "left": [1], "expect": None},  # 6 - 1 - 5 start
        {"held": {"sun": 1}, "gaps": [], "left": [], "expect": None},  # 3
    ]
    state = finished(2, "standard", seats)
    state = replace(state, start_penalty=(-2, 0))
    result = GAME.result(state)
    assert result is not None and result.scores == (3, 3) and result.ranking == ((0,), (1,))


def test_a_full_tie_is_shared() -> None:
    seats = [{"held": {"sun": 1}, "gaps": [], "left": [], "expect": None}] * 2
    state = replace(finished(2, "standard", seats), start_penalty=(0, 0))
    result = GAME.result(state)
    assert result is not None and result.ranking == ((0, 1),) and result.winners == {0, 1}
    assert "share the win" in result.reason


def test_special_duel_pools_both_colours_for_the_player() -> None:
    state = fresh(2, "special_duel")
    # Player 0 owns colours 0 and 2: a sun by each makes two suns (7), not 3 + 3.
    suns = [t.index for t in board(5).tiles if t.symbol == "sun"]
    secured = [-1] * 25
    secured[suns[0]], secured[suns[1]] = 0, 2
    state = replace(
        state,
        secured=tuple(secured),
        pieces=(counts(1), counts(), counts(2), counts()),
        jumps=((0, 1), (2, 2)),
        turn=-1,
    )
    result = GAME.result(state)
    assert result is not None
    assert result.breakdown[0] == {"symbols": 7, "start": -3, "jumps": -6, "leftover": -3, "total": -5}
    assert GAME.view(state, None)["players"][0]["held"] == {"sun": 2}


def test_result_is_none_while_play_goes_on() -> None:
    assert GAME.result(fresh(2)) is None


def test_team_resignation_plays_on_and_ranks_the_team_last() -> None:
    state, _ = play(fresh(4, "team"), "place 1 R0 A1")
    state, _ = GAME.apply(state, 1, Resign())  # team B loses a member; B's partner plays on
    assert not state.over and state.passed[1]
    assert GAME.to_act(state) == {2}
    state, _ = GAME.apply(state, 2, Resign())
    assert not state.over  # seats 0 and 3 are still on two sides
    state, _ = GAME.apply(state, 3, Resign())
    assert state.over
    result = GAME.result(state)
    assert result is not None
    # Team A's resignation (seat 2) came before team B's last one (seat 3), so team B ranks lower.
    assert result.ranking == ((0, 2), (1, 3))


def test_two_player_resignation_reason() -> None:
    state, _ = GAME.apply(fresh(2), 0, Resign())
    result = GAME.result(state)
    assert result is not None and result.reason == "<seat:1> wins: the other side resigned."
