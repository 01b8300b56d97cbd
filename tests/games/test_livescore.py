"""A seat's score so far by category (each engine's `live_score`): worked positions checked against
figures worked out by hand, the final score table reached at the end, and Dice Town's answer
unchanged by anything hidden from the seat."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest

from games.akropolis import GAME as AKROPOLIS
from games.akropolis import scoring as akropolis
from games.blockbuster import scoring as blockbuster
from games.bricklayer import GAME as BRICKLAYER
from games.bricklayer import scoring as bricklayer
from games.bricklayer.state import ScoredRow
from games.dicetown import GAME as DICETOWN
from games.dicetown import scoring as dicetown
from games.dicetown.ai import AI as DICETOWN_AI
from games.livescore import LiveScore
from games.registry import GAMES, MANIFESTS
from games.shakecity import scoring as shakecity
from tests.helpers.akropolis import EXAMPLE_2, build
from tests.helpers.blockbuster import finished
from tests.helpers.shakecity import LAYOUT, make_state, only
from tests.toygame import GAME as TICTACTOE

# Every game whose manifest offers a score so far, asked through the engine contract.
LIVE: dict[str, Callable[[Any, int], LiveScore | None]] = {
    key: manifest.game.live_score for key, manifest in MANIFESTS.items() if "score" in manifest.capabilities
}


def test_every_shipped_game_keeps_a_score_so_far_and_a_bare_engine_none() -> None:
    assert sorted(LIVE) == ["akropolis", "blockbuster", "bricklayer", "dicetown", "shakecity"]
    toy = TICTACTOE.new(2, {}, 1)
    assert TICTACTOE.live_score(toy, 0) is None


def pairs(score: LiveScore) -> list[tuple[str, int]]:
    return [(p.code, p.points) for p in score.parts]


def test_akropolis_worked_example_2_by_district_value_times_plazas() -> None:
    # Spec example 2: houses 3, barracks 6, temples 2, 4 stones, 15 in all.
    city, gains = build(EXAMPLE_2)
    state = AKROPOLIS.new(2, {}, 1)
    state = replace(state, cities=(city, state.cities[1]), stones=(1 + sum(gains), state.stones[1]))
    score = akropolis.live_score(state, 0)
    assert dict(pairs(score)) == {
        "house": 3,
        "market": 0,
        "barracks": 6,
        "temple": 2,
        "garden": 0,
        "stones": 4,
    }
    assert [p.code for p in score.parts] == ["house", "market", "barracks", "temple", "garden", "stones"]
    assert score.total == 15
    for part in score.parts[:5]:  # value x plaza stars, as the score sheet writes it
        value, stars = part.detail
        assert value * stars == part.points
    assert akropolis.live_score_va(state) is None  # no architect with two players


def test_akropolis_solo_shows_the_virtual_architects_sheet_so_far() -> None:
    state = AKROPOLIS.new(1, {"difficulty": "medium"}, 3)
    va = akropolis.live_score_va(state)
    assert va is not None
    # Its starting tile alone: on Medium every district hex counts 1, quarries 2 each (spec 4.7).
    expected = akropolis.score_va(state.va_tiles, state.stones[1], "medium", state.variants)
    assert va.as_dict() == expected.as_dict()
    assert "quarries" in [p.code for p in va.parts]


def test_shake_city_a_few_buildings_score_by_category() -> None:
    # Seaside, A6 a beach cell: its park scores 1 for the beach and 1 for the home at A5 (spec
    # 6.2); the home group scores 2, and nothing else is built (no road, no bonus line).
    board = only(("A6", "P"), ("A5", "H"))
    state = replace(make_state([board, only()]), side="seaside", bonus_layout=LAYOUT, family=False)
    score = shakecity.live_score(state, 0)
    assert pairs(score) == [
        ("roads", 0),
        ("parks", 2),
        ("factories", 0),
        ("shops", 0),
        ("homes", 2),
        ("bonus", 0),
    ]
    assert [p.code for p in score.parts] == list(shakecity.CATEGORIES)
    assert shakecity.live_score(state, 1).total == 0


def test_bricklayer_points_by_rows_completed_at_once() -> None:
    # Turn 3 completed one row for 5; turn 7 two rows at once: highest row sum 7, so 7 x 2 + 0 = 14.
    assert bricklayer.turn_points([6, 7]) == 14
    rows = (
        ScoredRow(row=9, row_sum=5, points=5, rows_that_turn=1, turn=3),
        ScoredRow(row=8, row_sum=6, points=14, rows_that_turn=2, turn=7),
        ScoredRow(row=7, row_sum=7, points=14, rows_that_turn=2, turn=7),
    )
    state = BRICKLAYER.new(2, {}, 1)
    wall = replace(state.walls[0], rows=rows, score=19)
    state = replace(state, walls=(wall, state.walls[1]))
    score = bricklayer.live_score(state, 0)
    assert pairs(score) == [("1 row", 5), ("2 rows", 14)]
    assert score.total == 19
    assert bricklayer.live_score(state, 1).parts == ()


def test_block_buster_worked_example_d_symbols_and_penalties() -> None:
    # Spec example D, seat 1: symbols 10, start -5, jumps -2, leftover -5 (10 - 5 - 2 - 5 = -2).
    state = finished(
        2,
        "standard",
        [
            {"held": {"sun": 2, "star": 1}, "gaps": [1], "left": [2, 4]},
            {"held": {"swirl": 2, "star": 1, "sun": 1}, "gaps": [2], "left": [1, 5, 7]},
        ],
    )
    assert pairs(blockbuster.live_score(state, 0)) == [
        ("symbols", 10),
        ("start", -5),
        ("jumps", -2),
        ("leftover", -5),
    ]
    assert blockbuster.live_score(state, 0).total == -2
    assert blockbuster.live_score(state, 1).total == 0  # 13 + 0 - 4 - 9


def test_dice_town_vp_by_source() -> None:
    state = DICETOWN.new(3, {}, 5)
    me = replace(state.players[1], nuggets=3, dollars=7, hand=("GS01", "P01", "P02"), fenced=("P03",))
    state = replace(state, players=(state.players[0], me, state.players[2]), sheriff=1)
    # nuggets 3; 7 dollars -> 3 VP; Sheriff 5; General Store GS01 8; properties P01, P02, P03 1 each.
    assert pairs(dicetown.live_score(state, 1)) == [
        ("nuggets", 3),
        ("dollars", 3),
        ("sheriff", 5),
        ("equipment", 8),
        ("property", 3),
    ]
    assert dicetown.live_score(state, 1).total == 22


def playout(key: str, players: int, seed: int, stop: int | None = None) -> Any:
    """Random legal moves until the game ends (or `stop` moves)."""
    game = GAMES[key]
    state = game.new(players, {}, seed)
    rnd = random.Random(seed)
    for step in range(5000):
        if game.result(state) is not None or (stop is not None and step >= stop):
            return state
        seat = min(game.to_act(state))
        state, _ = game.apply(state, seat, rnd.choice(game.legal(state, seat)))
    raise AssertionError("no end")


@pytest.mark.parametrize("key", sorted(LIVE))
def test_at_the_end_the_score_so_far_is_the_final_score_table(key: str) -> None:
    game = GAMES[key]
    state = playout(key, 2, 11)
    result = game.result(state)
    assert result is not None
    for seat in range(2):
        live = LIVE[key](state, seat)
        assert live is not None
        assert live.as_dict() == dict(result.breakdown[seat])
        assert live.total == result.scores[seat]


def test_dice_town_score_so_far_reads_nothing_hidden_from_the_seat() -> None:
    checked = others_moved = 0
    for seed in range(4):
        state = playout("dicetown", 3, seed, stop=40 + 7 * seed)
        for seat in range(3):
            mine = dicetown.live_score(state, seat)
            rng = random.Random(seed * 10 + seat)
            for _ in range(12):
                redrawn = DICETOWN_AI.determinize(state, seat, rng)
                assert dicetown.live_score(redrawn, seat) == mine
                checked += 1
                # The redraw does reach what is hidden: others' hands, and so their scores.
                others = [s for s in range(3) if s != seat]
                others_moved += any(
                    dicetown.live_score(redrawn, s) != dicetown.live_score(state, s) for s in others
                )
    assert checked == 4 * 3 * 12 and others_moved > 0
