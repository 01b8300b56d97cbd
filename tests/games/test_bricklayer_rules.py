"""Bricklayer rules that had no test of their own: an efficiency win during the coin phase ends
the game before the turn's rows are scored (4.1, 4.2 step 4, 4.5), and six to eight rows completed
in one turn through play score M x n + (n - 1)(n - 2) / 2 (5, D8, D9)."""

from __future__ import annotations

import random

import pytest

from games.bricklayer import GAME
from games.bricklayer.data import FULL_WALL, HEIGHT, SHAPES, WIDTH, fits, placements
from games.bricklayer.scoring import row_sum, turn_points
from games.bricklayer.state import End, Wall
from tests.helpers.bricklayer import Box, all_cells, codes, event, filler, make_state, make_wall


def test_an_efficiency_win_in_the_coin_phase_leaves_the_rows_of_that_turn_unscored() -> None:
    box = Box()
    # Row 8 lacks A8 B8 (a lying domino fills them); H1, B3 and E5 are single holes.
    empty = {"A8", "B8", "H1", "B3", "E5"}
    wall = make_wall(box, filler(box, [c for c in all_cells() if c not in empty]), coins=1)
    tops = box.cards(["I2", "V3", "T4", "I3"])
    state = make_state(box, [wall, Wall()], tops)
    before = state.walls[0].score
    state, events = GAME.apply(state, 0, GAME.parse("buy 1 R0 A8"))
    # Row 8 is complete, then the check after the coin-phase card finds nothing face-up that fits
    # and 3 empty cells: the game ends at once, before step 3 scores the turn's rows.
    assert state.end is End.EFFICIENCY and state.winner == 0 and "efficiency_win" in codes(events)
    assert "rows_scored" not in codes(events) and state.walls[0].score == before
    assert GAME.view(state, None)["walls"][0]["unscored_rows"] == [8]
    result = GAME.result(state)
    assert result is not None and result.winners == {0}


@pytest.mark.parametrize(("rows", "bricks"), [(6, ("I3", "I3")), (7, ("I4", "I3")), (8, ("I4", "I4"))])
def test_six_to_eight_rows_completed_in_one_turn_through_play(rows: int, bricks: tuple[str, str]) -> None:
    box = Box()
    # Column H is empty in rows 1..n: a coin buys one upright I brick, the main action takes the other.
    empty = {f"H{r}" for r in range(1, rows + 1)}
    wall = make_wall(box, filler(box, [c for c in all_cells() if c not in empty]), coins=1)
    tops = [*box.cards(bricks), None, None]
    state = make_state(box, [wall, Wall()], tops)
    before = state.walls[0].score
    first = int(bricks[0][1])
    state, events = GAME.apply(state, 0, GAME.parse("buy 1 R90 H1"))
    assert "rows_scored" not in codes(events) and state.end is End.NONE
    state, events = GAME.apply(state, 0, GAME.parse(f"take 2 R90 H{first + 1}"))
    scored = event(events, "rows_scored")
    assert scored.params["rows"] == list(range(1, rows + 1))
    sums = [row_sum(state.walls[0], r) for r in range(rows)]  # rows 1..n are indices 0..n-1
    assert scored.params["row_sums"] == sums
    points = max(sums) * rows + (rows - 1) * (rows - 2) // 2
    assert turn_points(sums) == points and state.walls[0].score == before + points


def test_a_brick_fits_exactly_where_one_of_its_placements_is_free() -> None:
    # `fits` sweeps every anchor of a rotation at once through shifted masks; this is §4.4 read
    # literally: some placement of the brick covers only empty cells.
    rng = random.Random(20261203)
    cells = WIDTH * HEIGHT
    for _ in range(1500):
        density = rng.random()
        occupied = sum(1 << i for i in range(cells) if rng.random() < density)
        for shape_id in SHAPES:
            expected = any(not p.mask & occupied for p in placements(shape_id))
            assert fits(shape_id, occupied) is expected, (shape_id, occupied)
    for shape_id in SHAPES:
        assert fits(shape_id, 0) and not fits(shape_id, FULL_WALL)


def test_a_walls_filled_cells_are_always_those_of_its_bricks_through_whole_games() -> None:
    # A wall carries its filled cells from move to move (a brick's mask added, the same cells kept
    # when only its rows, score or coins change) instead of looking every brick up again.
    rng = random.Random(11)
    for seed in range(6):
        state = GAME.new(2 + seed % 3, {}, seed)
        while GAME.result(state) is None:
            player = sorted(GAME.to_act(state))[0]
            state, _ = GAME.apply(state, player, rng.choice(GAME.legal(state, player)))
            for wall in state.walls:
                assert wall.occupied == Wall(bricks=wall.bricks).occupied
                assert wall.empty_cells == WIDTH * HEIGHT - sum(len(b.placement.cells) for b in wall.bricks)
