"""The AI ladder carries on a rung from the games the ratings file holds: the i-th game of a rung
is always the same deal and seats, so a later run plays only the games after them and counts
each game once, however often it writes the ratings."""

from __future__ import annotations

from typing import Any

from benchmarks.bench_ai_ladder import Record, after_stored, game_index, jobs_for


def _record(levels: tuple[str, ...], deal: int, upper_wins: bool) -> Record:
    upper = 0 if levels[0] == "normal" else 1
    places = [2, 2]
    places[upper if upper_wins else 1 - upper] = 1
    return {
        "game": "akropolis",
        "fingerprint": "x",
        "levels": list(levels),
        "deal": deal,
        "places": places,
        "scores": [0, 0],
        "times": [[], []],
        "moves": 1,
    }


def _stored(games: int, won: float) -> dict[str, Any]:
    return {"games": {"akropolis": {"rungs": {"normal-easy": {"games": games, "won": won}}}}}


def test_a_rung_carries_on_after_the_games_stored_and_the_others_start_at_their_first() -> None:
    jobs = jobs_for(
        ["akropolis"], [("normal", "easy"), ("hard", "normal")], 94, 0, {("akropolis", "normal-easy"): 91}
    )
    rung = [(levels, deal) for _, levels, deal in jobs if "easy" in levels]
    # Game 91 is deal 45 with the seats swapped; 92 and 93 are deal 46 both ways.
    assert rung == [(("easy", "normal"), 45), (("normal", "easy"), 46), (("easy", "normal"), 46)]
    assert len([j for j in jobs if "hard" in j[1]]) == 94
    assert [game_index(_record(levels, deal, True)) for levels, deal in rung] == [91, 92, 93]


def test_the_games_already_stored_are_not_counted_again() -> None:
    records = [
        _record(("easy", "normal"), 44, True),  # game 89: held by the stored count
        _record(("easy", "normal"), 45, True),  # game 91
        _record(("normal", "easy"), 46, False),  # game 92
    ]
    once = after_stored(records, ["akropolis"], _stored(91, 60.0))
    assert once["akropolis"]["normal-easy"] == {"games": 93, "won": 61.0}
    # Written, then written again from the same results: nothing is added twice.
    again = after_stored(records, ["akropolis"], _stored(93, 61.0))
    assert again["akropolis"]["normal-easy"] == {"games": 93, "won": 61.0}
