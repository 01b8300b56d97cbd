"""Shake That City scoring: worked examples C-F exactly, and one test per scoring rule on both sides."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from games.shakecity import GAME
from games.shakecity.data import (
    BEACH_CELLS,
    BLACK_CELLS,
    BONUS_POINTS,
    BONUS_TILES,
    CELLS,
    CONSTRUCTION_PAIRS,
    CORNER_SLOT,
    CORNER_TILE,
    EDGE_SLOTS,
    LETTERS,
    NEIGHBOURS,
    SIDES,
    SLOT_LINES,
    ZONE,
)
from games.shakecity.scoring import (
    breakdown,
    connected_roads,
    construction_tiles,
    eligible,
    empty_cells,
    flipped,
    home_groups,
    rank,
)
from games.shakecity.state import Phase, State
from tests.helpers.shakecity import LAYOUT, board, only

# Copied from shared/rules/data/shake_that_city.json, worked_examples (tests must not read shared/).
# example: side, rows top to bottom, points (roads parks factories shops homes bonus total),
# flipped tiles, empty cells.
_WORKED = """
example_C         inland  HPRH.S FFR... .FRSRP ..RSR. HPR.S. H.R...  6 3 5 7 4 3 28  1 14
example_D         inland  HPHRHP HPFRPH RRRRSH FFSSRR PRSRSP HHRH.H  9 8 5 12 12 6 52  2 1
example_E         seaside RS.HP. RRSRPH .HR.FH S.R.FP HP.SRR PHH.RP  3 8 3 4 9 3 30  1 8
example_F_player1 inland  RRRHPH FFRS.H PFRS.. HPR... H.RS.. ..R...  8 5 6 7 6 6 38  2 14
example_F_player2 inland  HPHPHR RRRRRR FFSSPH RFSS.H RH.H.. R.....  10 3 6 6 10 3 38  1 9
"""
POINTS = ("roads", "parks", "factories", "shops", "homes", "bonus", "total")


def _example(line: str) -> tuple[str, tuple[str, list[str], dict[str, int], int, int]]:
    key, side, *cells = line.split()
    rows, points, (tiles, empties) = cells[:6], cells[6:13], cells[13:]
    return key, (side, rows, dict(zip(POINTS, map(int, points), strict=True)), int(tiles), int(empties))


EXAMPLES = dict(map(_example, _WORKED.strip().splitlines()))


@pytest.mark.parametrize("key", sorted(EXAMPLES))
def test_worked_example_scores_exactly(key: str) -> None:
    side, rows, expected, tiles, empties = EXAMPLES[key]
    b = board(*rows)
    assert breakdown(b, side, LAYOUT, False) == expected
    assert len(flipped(b, LAYOUT)) == tiles
    assert empty_cells(b) == empties
    assert breakdown(b, side, LAYOUT, True) == {"bonus": 3 * tiles, "total": 3 * tiles}


def test_example_c_flips_only_n2() -> None:
    assert flipped(board(*EXAMPLES["example_C"][1]), LAYOUT) == ("N2",)


def test_example_d_flips_diagonal_and_n2() -> None:
    assert flipped(board(*EXAMPLES["example_D"][1]), LAYOUT) == ("NW", "N2")


def test_example_e_unconnected_road_still_counts_for_w1() -> None:
    assert flipped(board(*EXAMPLES["example_E"][1]), LAYOUT) == ("W1",)


def test_example_e_connected_roads() -> None:
    b = board(*EXAMPLES["example_E"][1])
    assert sorted(connected_roads(b, "seaside")) == [0, 6, 7]  # A1, A2, B2


def test_example_f_tie_broken_by_flipped_tiles_then_empty_cells() -> None:
    p1, p2 = board(*EXAMPLES["example_F_player1"][1]), board(*EXAMPLES["example_F_player2"][1])
    state = GAME.new(2, {}, 3)
    state = replace(state, boards=(p1, p2), public_boards=(p1, p2), bonus_layout=LAYOUT, phase=Phase.OVER)
    result = GAME.result(state)
    assert result is not None
    assert result.scores == (38, 38)
    assert result.ranking == ((0,), (1,))
    assert result.winners == frozenset({0})
    # Had both flipped 2 tiles, the fewer empty cells (9 against 14) would decide.
    assert rank([38, 38], [2, 2], [14, 9], [True, True]) == ((1,), (0,))
    family = GAME.result(replace(state, family=True))
    assert family is not None and family.scores == (6, 3)


# --- roads -------------------------------------------------------------------------------------


def test_road_scores_when_chained_to_a_black_edge() -> None:
    b = only(("C1", "R"), ("C2", "R"), ("C3", "R"), ("D3", "R"))
    assert breakdown(b, "inland", LAYOUT, False)["roads"] == 4


def test_road_away_from_every_edge_scores_nothing() -> None:
    assert breakdown(only(("C3", "R"), ("D3", "R")), "inland", LAYOUT, False)["roads"] == 0


def test_roads_never_connect_through_a_shop() -> None:
    b = only(("A3", "R"), ("B3", "S"), ("C3", "R"))
    assert sorted(connected_roads(b, "inland")) == [12]


def test_seaside_road_on_the_beach_alone_is_not_connected() -> None:
    b = only(("F3", "R"), ("C6", "R"), ("A3", "R"))  # east and south are beach, west is black
    assert breakdown(b, "seaside", LAYOUT, False)["roads"] == 1
    assert breakdown(b, "inland", LAYOUT, False)["roads"] == 3


# --- parks -------------------------------------------------------------------------------------


def test_inland_park_home_and_factory_two_points() -> None:
    b = only(("C3", "P"), ("C2", "H"), ("D3", "F"), ("B3", "H"))
    assert breakdown(b, "inland", LAYOUT, False)["parks"] == 2


def test_inland_park_with_beach_side_is_irrelevant_and_seaside_factory_gives_nothing() -> None:
    b = only(("F3", "P"), ("E3", "F"))
    assert breakdown(b, "inland", LAYOUT, False)["parks"] == 1
    assert breakdown(b, "seaside", LAYOUT, False)["parks"] == 1  # beach (east) point, not the factory


def test_seaside_park_home_and_beach() -> None:
    b = only(("C6", "P"), ("C5", "H"))
    assert breakdown(b, "seaside", LAYOUT, False)["parks"] == 2
    assert breakdown(only(("C1", "P")), "seaside", LAYOUT, False)["parks"] == 0  # north is black


# --- factories ---------------------------------------------------------------------------------


def test_factory_points_for_factory_and_any_road() -> None:
    b = only(("C3", "F"), ("D3", "F"), ("C4", "R"))  # C4 is not connected: still counts (D18)
    assert breakdown(b, "inland", LAYOUT, False)["factories"] == 3
    assert breakdown(b, "seaside", LAYOUT, False)["factories"] == 3
    assert breakdown(only(("C3", "F")), "inland", LAYOUT, False)["factories"] == 0


# --- shops -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("placed", "points"),
    [
        ((("A3", "S"),), 1),  # touches the west black edge, green
        ((("C3", "S"), ("C2", "R"), ("C1", "R")), 3),  # gray, next to a connected road
        ((("B2", "S"), ("B1", "R")), 2),  # brown, next to a connected road
        ((("C3", "S"), ("D3", "R")), 0),  # the road is not connected
        ((("C3", "S"), ("B3", "S"), ("A3", "S")), 1),  # A3 scores, but shops relay nothing (D19)
    ],
)
def test_shop_rules(placed: tuple[tuple[str, str], ...], points: int) -> None:
    assert breakdown(only(*placed), "inland", LAYOUT, False)["shops"] == points


def test_seaside_shop_on_the_beach_needs_a_road() -> None:
    assert breakdown(only(("F3", "S")), "seaside", LAYOUT, False)["shops"] == 0
    assert breakdown(only(("F3", "S")), "inland", LAYOUT, False)["shops"] == 1
    assert breakdown(only(("F1", "S")), "seaside", LAYOUT, False)["shops"] == 1  # north edge is black


# --- homes -------------------------------------------------------------------------------------


def test_home_groups_score_two_each_and_zero_next_to_a_factory() -> None:
    b = only(("A1", "H"), ("B1", "H"), ("B2", "H"), ("D4", "H"), ("F6", "H"), ("F5", "F"))
    assert [len(g) for g in home_groups(b)] == [3, 1, 1]
    assert breakdown(b, "inland", LAYOUT, False)["homes"] == 4


def test_seaside_home_group_beach_point_not_when_spoiled() -> None:
    b = only(("B6", "H"), ("C6", "H"), ("F2", "H"), ("F3", "H"), ("E3", "F"))
    assert breakdown(b, "seaside", LAYOUT, False)["homes"] == 3  # {B6,C6} 2+1; {F2,F3} spoiled: 0 (D17)
    assert breakdown(b, "inland", LAYOUT, False)["homes"] == 2


# --- bonus tiles -------------------------------------------------------------------------------


def test_diagonal_needs_all_six_buildings_and_construction_is_not_one() -> None:
    diag = only(("A1", "H"), ("B2", "S"), ("C3", "F"), ("D4", "P"), ("E5", "R"), ("F6", "H"))
    assert "NW" in flipped(diag, LAYOUT)
    assert "NW" not in flipped(diag[:35] + ".", LAYOUT)
    assert "NW" not in flipped(diag[:35] + "3", LAYOUT)


def test_edge_tiles_check_each_of_their_two_lines_alone() -> None:
    # N1 holds homes_4 over columns A and B: 2 + 2 homes do not pool, 4 in column B do.
    split = only(("A1", "H"), ("A3", "H"), ("B2", "H"), ("B5", "H"))
    assert "N1" not in flipped(split, LAYOUT)
    four = only(("B1", "H"), ("B3", "H"), ("B4", "H"), ("B6", "H"))
    assert "N1" in flipped(four, LAYOUT)


@pytest.mark.parametrize(
    ("slot", "placed"),
    [
        ("N2", [(f"D{r}", "HSFPRH"[r - 1]) for r in range(1, 7)]),  # full_line, column D
        ("N3", [("F1", "S"), ("F4", "S"), ("F6", "S")]),  # shops_3
        ("W1", [("A2", "R"), ("C2", "R"), ("F2", "R")]),  # roads_3, connected or not
        ("W2", [("B4", "F"), ("D4", "F"), ("E4", "F")]),  # factories_3
        ("W3", [("A6", "P"), ("B6", "P"), ("F6", "P")]),  # parks_3
    ],
)
def test_each_edge_tile_condition(slot: str, placed: list[tuple[str, str]]) -> None:
    b = only(*placed)
    assert slot in flipped(b, LAYOUT)
    assert slot not in flipped(only(*placed[:-1]), LAYOUT)
    assert breakdown(b, "inland", LAYOUT, False)["bonus"] >= 3


def test_full_line_blocked_by_a_construction_tile() -> None:
    b = only(*[(f"{col}2", "R") for col in "ABCDE"])
    assert "W1" in flipped(b, LAYOUT)  # 5 roads: roads_3 holds on row 2
    full = only(*[(f"C{r}", "R") for r in range(1, 6)])
    assert "N2" not in flipped(full[:32] + "1" + full[33:], LAYOUT)  # C6 under tile 1
    assert "N2" in flipped(full[:32] + "R" + full[33:], LAYOUT)


# --- variants, eligibility, ranking ------------------------------------------------------------


def test_family_scores_bonus_tiles_only() -> None:
    b = board(*EXAMPLES["example_D"][1])
    assert breakdown(b, "inland", LAYOUT, True) == {"bonus": 6, "total": 6}


def test_construction_tile_left_makes_a_board_ineligible_and_is_not_empty() -> None:
    b = only(("A1", "H"))
    assert eligible(b)
    b2 = b[:5] + "2" + b[6:]
    assert not eligible(b2)
    assert empty_cells(b2) == empty_cells(b) - 1


def test_ineligible_players_rank_below_eligible_ones() -> None:
    assert rank([50, 20, 30], [0, 0, 0], [0, 0, 0], [False, True, True]) == ((2,), (1,), (0,))


def test_full_tie_shares_a_group() -> None:
    assert rank([30, 30, 10], [1, 1, 0], [5, 5, 0], [True, True, True]) == ((0, 1), (2,))


def _over(boards: tuple[str, ...], **fields: Any) -> State:
    state = GAME.new(len(boards), {}, 1)
    return replace(
        state, boards=boards, public_boards=boards, phase=Phase.OVER, bonus_layout=LAYOUT, **fields
    )


def test_construction_nobody_eligible_means_no_winner() -> None:
    b = board(*EXAMPLES["example_D"][1])
    blocked = b[:34] + "4" + b[35:]  # E6 (the one empty cell) still under tile 4
    result = GAME.result(_over((blocked, blocked), construction=True))
    assert result is not None and result.winners == frozenset()
    assert "nobody wins" in result.reason.lower()
    mixed = GAME.result(_over((blocked, board(*EXAMPLES["example_C"][1])), construction=True))
    assert mixed is not None and mixed.winners == frozenset({1}) and mixed.ranking == ((1,), (0,))
    assert mixed.scores == (52, 28)  # an ineligible total is still shown (D21)


@pytest.mark.parametrize(("wild", "target"), [(False, 55), (True, 60)])
def test_solo_target(wild: bool, target: int) -> None:
    b = board(*EXAMPLES["example_D"][1])  # 52 points, eligible
    lost = GAME.result(_over((b,), construction=True, wild_night=wild))
    assert lost is not None and lost.winners == frozenset() and str(target) in lost.reason
    rich = board("RRRRRR", "SSSSSS", "RRRRRR", "SSSSSS", "RRRRRR", "HPHPHP")
    score = breakdown(rich, "inland", LAYOUT, False)["total"]
    assert score >= 60
    won = GAME.result(_over((rich,), construction=True, wild_night=wild))
    assert won is not None and won.winners == frozenset({0}) and won.ranking == ((0,),)
    blocked = GAME.result(_over((rich[:35] + "1",), construction=True, wild_night=wild))
    assert blocked is not None and blocked.winners == frozenset()


def test_result_breakdown_sums_to_the_score() -> None:
    result = GAME.result(_over(tuple(board(*EXAMPLES[k][1]) for k in ("example_C", "example_D"))))
    assert result is not None
    for score, parts in zip(result.scores, result.breakdown, strict=True):
        assert parts["total"] == score == sum(v for k, v in parts.items() if k != "total")


# --- The bit-mask scoring against a literal walk of the rules -----------------------------------
# `breakdown` and `flipped` score a board as bit masks of its cells; this is the same scoring
# written the way the spec reads (6.1-6.2, 2.5, D5, D12, D17, D19), one cell and neighbour at a time.


def _literal_adjacent(b: str, i: int, letter: str) -> bool:
    return any(b[j] == letter for j in NEIGHBOURS[i])


def _literal_linked(b: str, letter: str, seeds: list[int]) -> set[int]:
    stack, seen = list(seeds), set(seeds)
    while stack:
        i = stack.pop()
        for j in NEIGHBOURS[i]:
            if b[j] == letter and j not in seen:
                seen.add(j)
                stack.append(j)
    return seen


def _literal_flipped(b: str, layout: tuple[int, ...]) -> tuple[str, ...]:
    def holds(line: tuple[int, ...], tile: int) -> bool:
        spec = BONUS_TILES[tile]
        if spec.letter is None:
            return all(b[i] in LETTERS for i in line)
        return sum(b[i] == spec.letter for i in line) >= spec.count

    tiles = {CORNER_SLOT: CORNER_TILE, **dict(zip(EDGE_SLOTS, layout, strict=True))}
    return tuple(slot for slot, tile in tiles.items() if any(holds(line, tile) for line in SLOT_LINES[slot]))


def _literal_breakdown(b: str, side: str, layout: tuple[int, ...]) -> dict[str, int]:
    seaside = bool(BEACH_CELLS[side])
    beach, black = BEACH_CELLS[side], BLACK_CELLS[side]
    connected = _literal_linked(b, "R", [i for i in black if b[i] == "R"])
    parks = factories = shops = 0
    for i, ch in enumerate(b):
        if ch == "P":
            parks += _literal_adjacent(b, i, "H")
            parks += (i in beach) if seaside else _literal_adjacent(b, i, "F")
        elif ch == "F":
            factories += _literal_adjacent(b, i, "F") + _literal_adjacent(b, i, "R")
        elif ch == "S" and (i in black or any(j in connected for j in NEIGHBOURS[i])):
            shops += ZONE[i]
    homes, seen = 0, set[int]()
    for start in range(len(b)):
        if b[start] == "H" and start not in seen:
            group = _literal_linked(b, "H", [start])
            seen |= group
            if not any(_literal_adjacent(b, i, "F") for i in group):
                homes += 2 + (seaside and any(i in beach for i in group))
    out = {
        "roads": len(connected),
        "parks": parks,
        "factories": factories,
        "shops": shops,
        "homes": homes,
        "bonus": BONUS_POINTS * len(_literal_flipped(b, layout)),
    }
    out["total"] = sum(out.values())
    return out


def _random_boards(count: int) -> list[str]:
    rng = random.Random(20261203)
    digits = "".join(str(t) for t in CONSTRUCTION_PAIRS)
    boards = []
    for _ in range(count):
        # From nearly empty to full, with one letter often dominant so that lines and groups form.
        fill, heavy = rng.random(), rng.choice(LETTERS)
        cells = []
        for _ in range(CELLS):
            if rng.random() > fill:
                cells.append(".")
            elif rng.random() < 0.05:
                cells.append(rng.choice(digits))
            else:
                cells.append(heavy if rng.random() < 0.3 else rng.choice(LETTERS))
        boards.append("".join(cells))
    return boards


def test_the_mask_scoring_matches_a_literal_walk_of_the_rules_on_many_boards() -> None:
    rng = random.Random(7)
    edge_tiles = [t for t in BONUS_TILES if t != CORNER_TILE]
    boards = _random_boards(3000) + [board(*rows) for _, rows, *_ in EXAMPLES.values()]
    for b in boards:
        layout = tuple(rng.sample(edge_tiles, len(EDGE_SLOTS)))
        assert flipped(b, layout) == _literal_flipped(b, layout), b
        assert construction_tiles(b) == sum(ch.isdigit() for ch in b)
        for side in SIDES:
            assert breakdown(b, side, layout, False) == _literal_breakdown(b, side, layout), (b, side)
            expected_roads = _literal_linked(b, "R", [i for i in BLACK_CELLS[side] if b[i] == "R"])
            assert connected_roads(b, side) == expected_roads
        walked = []
        for start in range(len(b)):
            if b[start] == "H" and not any(start in g for g in walked):
                walked.append(sorted(_literal_linked(b, "H", [start])))
        assert home_groups(b) == walked
