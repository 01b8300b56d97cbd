"""Block Buster rules that had no test of their own: the team game's instant win (D20), the
special duel pooling both colours for an instant win (D19), the 5x5 threshold of four in the
two-player modes (D13), the team tie-breaks (6.3), start penalties counted from a start seat other
than 0 in every mode (3.1, 3.3), and one placement securing two symbols at once (D12)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import pytest

from games.blockbuster import GAME
from games.blockbuster.geometry import board
from games.core import Event
from tests.helpers.blockbuster import finished, fresh, paint, play
from tests.helpers.wording import english

SUNS_5X5 = (0, 6, 12, 18, 24)  # tile indices of the suns at B2, F6, J10, N14, R18
J10_RING_BUT_ONE = ("I9", "J9", "K9", "L9", "I10", "L10")  # 6 of the sun J10's 12 ring cells


def said(event: Event) -> str:
    """The event's English sentence, as the bot words it from the catalog."""
    return english("blockbuster", event)


def _secure(state, tiles_by_colour: dict[int, int]):
    secured = list(state.secured)
    for tile, colour in tiles_by_colour.items():
        secured[tile] = colour
    return replace(state, secured=tuple(secured))


def test_an_instant_win_in_the_team_game_wins_for_the_team() -> None:
    state = fresh(4, "team")
    colour = state.colours_of(0)[0]
    state = _secure(state, {0: colour, 6: colour, 18: colour})
    state = replace(paint(state, colour, *J10_RING_BUT_ONE), turn=colour)
    state = replace(state, start_penalty=(0, 50, 0, 50))  # the other team far ahead on points
    state, events = play(state, "place 1 R0 I11")
    assert state.over and state.instant_winner == 0 and events[-1].code == "instant_win"
    result = GAME.result(state)
    assert result is not None and result.ranking[0] == (0, 2) and result.winners == {0, 2}
    assert result.reason == "<seat:0> holds 4 suns and wins at once for Team <seat:0> and <seat:2>."


def test_the_special_duel_instant_win_counts_both_colours_of_a_player() -> None:
    state = fresh(2, "special_duel")
    first, second = state.colours_of(0)
    # Two suns by one colour, one by the other: the fourth, by either, wins for the player.
    state = _secure(state, {0: first, 6: first, 18: second})
    state = replace(paint(state, second, *J10_RING_BUT_ONE), turn=second)
    state, events = play(state, "place 1 R0 I11")
    assert state.instant_winner == 0 and said(events[-1]) == "<seat:0> holds 4 suns and wins at once."


@pytest.mark.parametrize("mode", ["special_duel", "official_duel"])
def test_a_third_identical_symbol_does_not_end_a_5x5_two_player_game(mode: str) -> None:
    """D13: on the 5x5 setup the threshold is four, also with two players."""
    state = fresh(2, mode)
    colour = state.colours_of(0)[-1]
    state = _secure(state, {0: state.colours_of(0)[0], 6: colour})
    state = replace(paint(state, colour, *J10_RING_BUT_ONE), turn=colour)
    state, events = play(state, "place 1 R0 I11")
    assert state.secured[12] == colour
    assert not state.over and state.instant_winner == -1
    assert "instant_win" not in [e.code for e in events]


# --- team tie-breaks (6.3): totals, then symbols, then leftovers, then a shared win ---------------

NONE: dict[str, Any] = {"held": {}, "gaps": [], "left": [], "expect": None}


def _seat(held: dict[str, int], left: Sequence[int] = (), gaps: Sequence[int] = ()) -> dict[str, Any]:
    return {"held": held, "gaps": list(gaps), "left": list(left), "expect": None}


def test_team_totals_tied_more_team_symbols_win() -> None:
    # Team A (seats 0, 2): 3 - 2 (start) + 3 = 4 with 2 symbols. Team B: 9 - 5 (a V pentomino left)
    # + 0 = 4 with 3 symbols.
    seats = [_seat({"sun": 1}), _seat({"sun": 1, "star": 1, "moon": 1}, [13]), _seat({"star": 1}), NONE]
    result = GAME.result(finished(4, "team", seats))
    assert result is not None
    assert sum(result.scores[p] for p in (0, 2)) == sum(result.scores[p] for p in (1, 3)) == 4
    assert result.ranking == ((1, 3), (0, 2))


def test_team_totals_and_symbols_tied_fewer_team_leftovers_win() -> None:
    # Team A: 4 with 2 symbols, nothing left. Team B: 6 - 2 (a domino left) = 4 with 2 symbols.
    seats = [_seat({"sun": 1}), _seat({"sun": 1, "star": 1}, [2]), _seat({"star": 1}), NONE]
    result = GAME.result(finished(4, "team", seats))
    assert result is not None and result.ranking == ((0, 2), (1, 3))


def test_teams_tied_on_everything_share_the_win() -> None:
    # Team A: 4, 2 symbols, 0 left. Team B: 3 + (3 - 2 for a jump of gap 1) = 4, 2 symbols, 0 left.
    seats = [_seat({"sun": 1}), _seat({"sun": 1}), _seat({"star": 1}), _seat({"star": 1}, gaps=[1])]
    result = GAME.result(finished(4, "team", seats))
    assert result is not None and result.winners == {0, 1, 2, 3} and len(result.ranking) == 1


# --- start penalties from a start seat other than 0 (3.1, 3.3) ------------------------------------

EXPECTED = {
    ("standard", 2): (-5, 0),
    ("standard", 3): (-3, -1, 0),
    ("standard", 4): (-3, -1, 0, 0),
    ("special_duel", 2): (-3, 0),
    ("team", 4): (-2, 0, 0, 0),
    ("official_duel", 2): (-3, 0),
}


@pytest.mark.parametrize(("mode", "n"), list(EXPECTED))
def test_start_penalties_are_counted_from_the_start_seat(mode: str, n: int) -> None:
    starts = set()
    for seed in range(60):
        state = GAME.new(n, {"mode": mode}, seed)
        starts.add(state.start)
        by_turn = tuple(state.start_penalty[(state.start + k) % n] for k in range(n))
        assert by_turn == EXPECTED[mode, n], (seed, state.start, state.start_penalty)
        if state.start != 0:
            over = replace(state, turn=-1)
            result = GAME.result(over)
            assert result is not None
            assert [result.breakdown[p]["start"] for p in range(n)] == list(state.start_penalty)
    assert starts - {0}, "no seed drew a start seat other than 0"


# --- one placement, two symbols --------------------------------------------------------------------


def test_one_placement_secures_two_symbols_at_once() -> None:
    state = fresh(2)
    # Red has 6 ring cells round the sun at B2 (A1 B1 C1 A2 A3 A4) and 6 round the star at F2
    # (F1 G1 H1 H2 H3 H4); a domino on D1 E1 is the 7th of both rings.
    state = paint(state, 0, "A1", "B1", "C1", "A2", "A3", "A4", "F1", "G1", "H1", "H2", "H3", "H4")
    state = replace(state, turn=0)
    state, events = play(state, "place 2 R0 D1")
    tiles = board(3).tiles
    assert state.secured[0] == 0 and state.secured[1] == 0
    assert events[0].params["secured"] == [0, 1]
    assert said(events[0]).endswith(f"Red secured the {tiles[0].name}. Red secured the {tiles[1].name}.")
    assert not state.over
    assert GAME.view(state, None)["players"][0]["held"] == {"sun": 1, "star": 1}
