"""Genius Bricklayer: one test per rule and per worked example of the spec (bricklayer.md)."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace

import pytest

from games.bricklayer import GAME, Buy, Coin, Pass, Place, Take
from games.bricklayer.data import CARD_SHAPE, CARDS, SHAPES, shape_of
from games.bricklayer.rules import efficiency_met
from games.bricklayer.scoring import row_sum, turn_points
from games.bricklayer.state import End, Phase, State, Wall
from games.core import BadOptions, Event, GameError, IllegalAction
from games.polyomino import label, parse_label
from tests.helpers.bricklayer import (
    Box,
    all_cells,
    codes,
    event,
    example1,
    example2,
    example3,
    example4,
    filler,
    make_state,
    make_wall,
)
from tests.helpers.engines import notation_refusals
from tests.helpers.wording import english

# ---------------------------------------------------------------------------------------------
# Scenario builders: states are made directly, with every card used at most once.


def said(event: Event) -> str:
    """The event's English sentence, as the bot words it from the catalog."""
    return english("bricklayer", event)


def cells_of(wall: Wall) -> list[str]:
    return sorted(label(c) for b in wall.bricks for c in b.placement.cells)


# ---------------------------------------------------------------------------------------------
# §2 Components and data


def test_components_match_spec_totals() -> None:
    assert len(SHAPES) == 25
    assert len(CARDS) == 80 and tuple(range(1, 81)) == CARDS
    assert sum(shape_of(c).size for c in CARDS) == 291
    assert sum(shape_of(c).score for c in CARDS) == 198
    assert Counter(shape_of(c).score for c in CARDS) == {1: 22, 2: 18, 3: 26, 4: 8, 5: 6}
    assert Counter(shape_of(c).size for c in CARDS) == {1: 7, 2: 9, 3: 14, 4: 26, 5: 24}
    assert {CARD_SHAPE[c] for c in range(1, 8)} == {"O1"} and {CARD_SHAPE[c] for c in range(8, 17)} == {"I2"}


# Spec §2.3 table: id -> (score, count, R0 picture).
SPEC_TABLE = {
    "O1": (1, 7, "#"),
    "I2": (1, 9, "##"),
    "I3": (1, 6, "###"),
    "V3": (2, 8, "#./##"),
    "I4": (2, 4, "####"),
    "O4": (2, 4, "##/##"),
    "I5": (2, 2, "#####"),
    "T4": (3, 4, "###/.#."),
    "L4": (3, 4, "#./#./##"),
    "J4": (3, 4, ".#/.#/##"),
    "S4": (3, 3, ".##/##."),
    "Z4": (3, 3, "##./.##"),
    "L5": (3, 2, "#./#./#./##"),
    "J5": (3, 2, ".#/.#/.#/##"),
    "P5": (3, 2, "##/##/#."),
    "Q5": (3, 2, "##/##/.#"),
    "U5": (4, 2, "#.#/###"),
    "V5": (4, 2, "#../#../###"),
    "T5": (4, 2, "###/.#./.#."),
    "Y5": (4, 1, ".#/##/.#/.#"),
    "N5": (4, 1, ".#/.#/##/#."),
    "Z5": (5, 1, "##./.#./.##"),
    "W5": (5, 2, "#../##./.##"),
    "F5": (5, 2, ".##/##./.#."),
    "X5": (5, 1, ".#./###/.#."),
}


@pytest.mark.parametrize("shape_id", list(SPEC_TABLE))
def test_shape_table(shape_id: str) -> None:
    from games.polyomino import picture

    score, count, pic = SPEC_TABLE[shape_id]
    shape = SHAPES[shape_id]
    assert (shape.score, shape.count, "/".join(picture(shape.cells))) == (score, count, pic)


# JSON fixture: the distinct rotation codes and a few rotated cell lists (data/bricklayer.json).
ROTATION_FIXTURES = {
    "O1": {"R0": [[0, 0]]},
    "I2": {"R0": [[0, 0], [0, 1]], "R90": [[0, 0], [1, 0]]},
    "V3": {
        "R0": [[0, 0], [1, 0], [1, 1]],
        "R90": [[0, 0], [0, 1], [1, 0]],
        "R180": [[0, 0], [0, 1], [1, 1]],
        "R270": [[0, 1], [1, 0], [1, 1]],
    },
    "T4": {
        "R0": [[0, 0], [0, 1], [0, 2], [1, 1]],
        "R90": [[0, 1], [1, 0], [1, 1], [2, 1]],
        "R180": [[0, 1], [1, 0], [1, 1], [1, 2]],
        "R270": [[0, 0], [1, 0], [1, 1], [2, 0]],
    },
    "L4": {
        "R0": [[0, 0], [1, 0], [2, 0], [2, 1]],
        "R90": [[0, 0], [0, 1], [0, 2], [1, 0]],
        "R180": [[0, 0], [0, 1], [1, 1], [2, 1]],
        "R270": [[0, 2], [1, 0], [1, 1], [1, 2]],
    },
    "J4": {
        "R0": [[0, 1], [1, 1], [2, 0], [2, 1]],
        "R90": [[0, 0], [1, 0], [1, 1], [1, 2]],
        "R180": [[0, 0], [0, 1], [1, 0], [2, 0]],
        "R270": [[0, 0], [0, 1], [0, 2], [1, 2]],
    },
    "O4": {"R0": [[0, 0], [0, 1], [1, 0], [1, 1]]},
    "X5": {"R0": [[0, 1], [1, 0], [1, 1], [1, 2], [2, 1]]},
}


@pytest.mark.parametrize("shape_id", list(ROTATION_FIXTURES))
def test_rotations_match_json(shape_id: str) -> None:
    shape = SHAPES[shape_id]
    got = {code: [list(c) for c in cells] for code, cells in shape.rotations}
    assert got == ROTATION_FIXTURES[shape_id]


def test_no_mirroring_mirror_pairs_are_distinct_bricks() -> None:
    """§2.4 D4: no rotation of L4 is a J4 (and so on), so mirror pairs stay separate bricks."""
    for a, b in (("L4", "J4"), ("S4", "Z4"), ("L5", "J5"), ("P5", "Q5")):
        assert not {s for _, s in SHAPES[a].rotations} & {s for _, s in SHAPES[b].rotations}


def test_anchor_is_first_cell_in_reading_order() -> None:
    """§2.4: T5 R180 anchored at D2 covers D2 D3 C4 D4 E4."""
    box = Box()
    wall = make_wall(box, [("T5", "R180", "D2")])
    assert cells_of(wall) == sorted(["D2", "D3", "C4", "D4", "E4"])


# ---------------------------------------------------------------------------------------------
# §3 Setup


def test_setup_four_decks_of_twenty_all_cards_for_every_player_count() -> None:
    for n in (2, 3, 4):
        s = GAME.new(n, {}, seed=7)
        assert [len(d) for d in s.decks] == [20] * 4
        assert sorted(c for d in s.decks for c in d) == list(CARDS)
        assert s.face_up == (True,) * 4
        assert s.supply == 5 and all(w.coins == 0 and w.score == 0 and not w.bricks for w in s.walls)
        assert len(s.walls) == n and GAME.to_act(s) == {s.start}


def test_setup_is_seeded_and_start_player_is_drawn() -> None:
    assert GAME.new(3, {}, 11) == GAME.new(3, {}, 11)
    assert GAME.new(3, {}, 11).decks != GAME.new(3, {}, 12).decks
    assert {GAME.new(4, {}, seed).start for seed in range(40)} == {0, 1, 2, 3}


@pytest.mark.parametrize("n", [0, 1, 5])
def test_player_count_outside_two_to_four_refused(n: int) -> None:
    with pytest.raises(BadOptions, match="2 to 4 players"):
        GAME.new(n, {}, 1)


def test_unknown_option_refused() -> None:
    with pytest.raises(BadOptions):
        GAME.new(2, {"variant": "x"}, 1)


# ---------------------------------------------------------------------------------------------
# §7 Worked examples


def test_example1_one_row_scores_17() -> None:
    state, _ = example1()
    filled = "C1 E1 G1 A2 B2 C2 D2 E2 F2 G2 A3 B3 C3 D3 E3 F3 G3 C4 D4 E4 G4"
    assert cells_of(state.walls[0]) == sorted(filled.split())
    after, events = GAME.apply(state, 0, GAME.parse("take 1 R0 H2"))
    scored = event(events, "rows_scored")
    assert scored.params["rows"] == [2] and scored.params["row_sums"] == [17]
    assert scored.params["points"] == 17 and after.walls[0].score == 17
    # The announcement names the cells, the row with its sum and the points (spec §9 flow notes).
    taken = event(events, "take")
    assert said(taken) == "<seat:0> takes deck 1's O1 (1 pt) and places it R0 at H2: H2."
    assert said(scored) == "<seat:0> completes row 2 (row sum 17): 17 points (score 17)."
    # Brick e (Y5) has two cells in row 2 and counts once.
    assert row_sum(after.walls[0], 1) == 1 + 4 + 4 + 3 + 4 + 1


def test_example2_two_rows_highest_18_times_2() -> None:
    state, _ = example2()
    empty_4_5 = [f"{c}{r}" for r in (4, 5) for c in "ABCDEFGH" if f"{c}{r}" not in cells_of(state.walls[0])]
    assert empty_4_5 == ["H4", "H5"]
    after, events = GAME.apply(state, 0, Take(1, "R90", parse_label("H4")))
    scored = event(events, "rows_scored")
    assert scored.params["rows"] == [4, 5] and scored.params["row_sums"] == [17, 18]
    assert after.walls[0].score == 36
    assert said(scored) == (
        "<seat:0> completes rows 4 and 5 (row sums 17, 18): 18 × 2 = 36 points (score 36)."
    )
    assert [(r.row, r.row_sum, r.points) for r in after.walls[0].rows] == [(3, 17, 36), (4, 18, 36)]


def test_example3_three_rows_with_two_coins_scores_43() -> None:
    s = example3()
    s, events = GAME.apply(s, 0, GAME.parse("buy 2 R0 A5"))
    # Row 6 is complete, but nothing is scored before the main action (§5, D8).
    assert s.walls[0].score == 0 and "rows_scored" not in codes(events)
    assert GAME.view(s, None)["walls"][0]["unscored_rows"] == [6]
    assert s.face_up[1] is False and GAME.to_act(s) == {0}
    s, events = GAME.apply(s, 0, GAME.parse("buy 2"))
    assert event(events, "reveal").params["shape"] == "O1"
    assert s.phase is Phase.PLACE and s.pending and GAME.legal(s, 0)[0] == Place("R0", parse_label("A1"))
    s, _ = GAME.apply(s, 0, GAME.parse("place R0 B8"))
    assert s.walls[0].coins == 0 and s.supply == 5
    s, events = GAME.apply(s, 0, GAME.parse("take 4 R0 D7"))
    scored = event(events, "rows_scored")
    assert scored.params["rows"] == [6, 7, 8] and scored.params["row_sums"] == [9, 14, 13]
    assert s.walls[0].score == 43 == 14 * 3 + 1
    assert GAME.to_act(s) == {1}


def test_example3_same_bricks_over_three_turns_score_37() -> None:
    s = example3()
    total = []
    for move in ("take 2 R0 A5", "coin", "take 2 R0 B8", "coin", "take 4 R0 D7"):
        player = next(iter(GAME.to_act(s)))
        before = s.walls[0].score
        s, _ = GAME.apply(s, player, GAME.parse(move))
        if player == 0:
            total.append(s.walls[0].score - before)
    assert total == [9, 0, 28] and s.walls[0].score == 37


def test_example4_efficiency_win_when_nothing_fits_and_six_cells_empty() -> None:
    s = example4(["V3", "T4", "I3", "O4"])
    assert s.walls[0].empty_cells == 6 and efficiency_met(s, 0)
    # Checked at the start of the turn (step 0): seat 1 takes a coin, seat 0 wins at once.
    s = replace(s, active=1)
    s, events = GAME.apply(s, 1, Coin())
    assert "efficiency_win" in codes(events) and s.end is End.EFFICIENCY and s.winner == 0
    assert GAME.to_act(s) == frozenset() and GAME.legal(s, 0) == []
    result = GAME.result(s)
    assert result is not None and result.winners == {0} and result.ranking == ((0,), (1,))


def test_example4_no_win_when_the_domino_fits_upright() -> None:
    s = example4(["V3", "T4", "I3", "I2"])
    assert not efficiency_met(s, 0)
    takes = [a for a in GAME.legal(s, 0) if isinstance(a, Take)]
    assert takes == [Take(4, "R90", parse_label("E5"))]


def test_example4_no_win_with_ten_empty_cells() -> None:
    s = example4(["V3", "T4", "I3", "O4"], extra_empty=["A1", "C1", "E3", "C8"])
    assert s.walls[0].empty_cells == 10 and not efficiency_met(s, 0)
    assert GAME.legal(s, 0) == [Coin()]  # nothing fits: the player may only take a coin


def example5() -> State:
    box = Box()
    x5, i5 = box.card("X5"), box.card("I5")
    tops = [box.card("T4"), box.card("I2"), x5, box.card("L5")]
    # Column D and row 4 filled: no straight run of five empty cells anywhere.
    wall = make_wall(
        box, [("I3", "R90", "D1"), ("I4", "R0", "A4"), ("I4", "R0", "E4"), ("I4", "R90", "D5")], coins=2
    )
    other = Wall(coins=1)
    return make_state(box, [wall, other], tops, seconds={2: [i5]}, supply=2)


def test_example5_coin_limits_and_discarded_blind_card() -> None:
    s = example5()
    s, _ = GAME.apply(s, 0, GAME.parse("buy 3 R0 B1"))
    assert s.supply == 3 and s.walls[0].coins == 1 and not s.face_up[2]
    assert GAME.view(s, None)["market"][2]["top"] is None
    s, events = GAME.apply(s, 0, GAME.parse("buy 3"))
    discard = event(events, "discard")
    assert discard.params["shape"] == "I5" and "discarded" in said(discard)
    assert s.supply == 4 and s.walls[0].coins == 0 and shape_of(s.discards[0]).id == "I5"
    assert s.phase is Phase.ACT and GAME.to_act(s) == {0}
    legal = GAME.legal(s, 0)
    assert {a.deck for a in legal if isinstance(a, Take)} == {1, 2, 4} and Coin() in legal
    assert not any(isinstance(a, Buy) for a in legal)
    with pytest.raises(IllegalAction, match="face-down"):
        GAME.apply(s, 0, Take(3, "R0", parse_label("A1")))
    s, events = GAME.apply(s, 0, GAME.parse("take 2 R0 F1"))
    assert s.face_up == (True, True, True, True)
    assert event(events, "market_refresh").params["cards"].keys() == {2, 3}


def example6_quality() -> State:
    box = Box()
    tops = [box.card("J4"), box.card("I2"), box.card("I3"), box.card("V3")]
    wall = make_wall(box, [("T5", "R0", "A1"), ("O1", "R0", "D1"), ("T5", "R0", "E1")], score=71)
    return make_state(box, [wall, Wall(score=75)], tops)


def test_example6_quality_win_at_83() -> None:
    s, events = GAME.apply(example6_quality(), 0, GAME.parse("take 1 R0 H1"))
    assert event(events, "rows_scored").params["row_sums"] == [12]
    assert s.walls[0].score == 83 and s.end is End.QUALITY and s.winner == 0
    result = GAME.result(s)
    assert result is not None and result.winners == {0} and result.scores == (83, 75)
    assert "quality" in result.reason and "market_refresh" not in codes(events)
    with pytest.raises(IllegalAction, match="over"):
        GAME.apply(s, 1, Coin())


def test_example6_decks_run_out_fewer_empty_cells_breaks_the_tie() -> None:
    box = Box()
    last = box.card("O1")
    walls = [
        make_wall(box, [("I2", "R0", "A1")], score=74),
        make_wall(box, [("I2", "R0", "A1")], score=69),
        make_wall(box, filler(box, all_cells()[:59]), score=77),  # 5 empty cells
        make_wall(box, filler(box, all_cells()[:55]), score=77),  # 9 empty cells
    ]
    s = make_state(box, walls, [last, None, None, None], rest=False)
    s, events = GAME.apply(s, 0, Take(1, "R0", parse_label("H8")))
    assert "decks_out" in codes(events) and s.end is End.DECKS_OUT
    result = GAME.result(s)
    assert result is not None
    assert result.ranking == ((2,), (3,), (0,), (1,)) and result.winners == {2}
    assert [GAME.view(s, None)["walls"][p]["empty"] for p in (2, 3)] == [5, 9]


def test_decks_out_full_tie_is_shared() -> None:
    box = Box()
    last = box.card("O1")
    walls = [make_wall(box, [("O1", "R0", "A1")], score=10), make_wall(box, [("I2", "R0", "A1")], score=10)]
    s = make_state(box, walls, [None, None, last, None], rest=False)
    s, _ = GAME.apply(s, 0, Take(3, "R0", parse_label("B1")))  # now both walls have 62 empty cells
    result = GAME.result(s)
    assert result is not None and result.ranking == ((0, 1),) and result.winners == {0, 1}
    assert "share" in result.reason


# ---------------------------------------------------------------------------------------------
# §4.4 Placement


def fresh(tops: Sequence[str] = ("T5", "I3", "O1", "O4"), coins: int = 0) -> State:
    box = Box()
    t = box.cards(tops)
    return make_state(box, [Wall(coins=coins), Wall()], t)


def test_p1_brick_must_stay_on_the_wall() -> None:
    with pytest.raises(IllegalAction, match="I1 outside the wall") as err:
        GAME.apply(fresh(), 0, GAME.parse("take 2 R0 G1"))
    assert err.value.code == "outside_wall"
    with pytest.raises(IllegalAction, match="outside the wall"):
        GAME.apply(fresh(), 0, GAME.parse("take 2 R90 A7"))


def test_p2_cells_must_be_empty() -> None:
    s, _ = GAME.apply(fresh(), 0, GAME.parse("take 1 R180 D2"))  # T5 on D2 D3 C4 D4 E4
    s, _ = GAME.apply(s, 1, Coin())
    with pytest.raises(IllegalAction, match="D4 is taken") as err:
        GAME.apply(s, 0, GAME.parse("take 3 R0 D4"))
    assert err.value.code == "cell_taken"
    with pytest.raises(IllegalAction, match="C4 and D4 are taken"):
        GAME.apply(s, 0, GAME.parse("take 2 R0 B4"))


def test_no_gravity_and_no_contact_rule() -> None:
    """D3: any empty cells on the wall will do, even a lone cell in mid-air."""
    s = fresh()
    legal = GAME.legal(s, 0)
    assert Take(3, "R0", parse_label("D4")) in legal and Take(3, "R0", parse_label("A1")) in legal
    s, _ = GAME.apply(s, 0, Take(3, "R0", parse_label("D4")))
    assert cells_of(s.walls[0]) == ["D4"]


def test_duplicate_rotation_codes_are_not_actions() -> None:
    s = fresh()
    rots = {a.rot for a in GAME.legal(s, 0) if isinstance(a, Take) and a.deck == 2}
    assert rots == {"R0", "R90"}  # I3: R180 and R270 repeat R0 and R90
    assert {a.rot for a in GAME.legal(s, 0) if isinstance(a, Take) and a.deck in (3, 4)} == {"R0"}
    assert {a.rot for a in GAME.legal(s, 0) if isinstance(a, Take) and a.deck == 1} == {
        "R0",
        "R90",
        "R180",
        "R270",
    }
    with pytest.raises(IllegalAction, match="same shape as R0") as err:
        GAME.apply(s, 0, GAME.parse("take 2 R180 A1"))
    assert err.value.code == "duplicate_rotation"


def test_a_card_that_fits_nowhere_cannot_be_taken() -> None:
    box = Box()
    tops = box.cards(["X5", "O1", "O1", "O1"])
    wall = make_wall(
        box,
        filler(
            box,
            [c for c in all_cells() if c not in {"A1", "C1", "E1", "G1", "A3", "C3", "E3", "G3", "A5", "C5"}],
        ),
    )
    s = make_state(box, [wall, Wall()], tops)
    with pytest.raises(IllegalAction, match="fits nowhere") as err:
        GAME.apply(s, 0, GAME.parse("take 1 R0 A1"))
    assert err.value.code == "fits_nowhere"


def test_legal_order_take_coin_buy() -> None:
    s = fresh(coins=1)
    legal = GAME.legal(s, 0)
    kinds = [type(a).__name__ for a in legal]
    first_coin = kinds.index("Coin")
    assert set(kinds[:first_coin]) == {"Take"} and set(kinds[first_coin + 1 :]) == {"Buy"}
    takes = [a for a in legal[:first_coin] if isinstance(a, Take)]
    rot_order = {"R0": 0, "R90": 1, "R180": 2, "R270": 3}
    keys = [(a.deck, rot_order[a.rot], a.at) for a in takes]
    assert keys == sorted(keys)
    assert [str(a) for a in takes[:2]] == ["take 1 R0 A1", "take 1 R0 B1"]
    buys = [a for a in legal[first_coin + 1 :] if isinstance(a, Buy)]
    assert [(a.deck, a.rot, a.at) for a in buys] == [(a.deck, a.rot, a.at) for a in takes]


# ---------------------------------------------------------------------------------------------
# §5 Row scoring


@pytest.mark.parametrize(
    ("n", "expected"), [(1, 10), (2, 20), (3, 31), (4, 43), (5, 56), (6, 70), (7, 85), (8, 101)]
)
def test_multi_row_table(n: int, expected: int) -> None:
    """§5: M × n plus 0, 0, 1, 3, 6, 10, 15, 21 for 1-8 rows (here M = 10, the other rows lower)."""
    assert turn_points([10] + [3] * (n - 1)) == expected


SPEC_BONUS = {1: 0, 2: 0, 3: 1, 4: 3, 5: 6}
STRAIGHT = {1: "O1", 2: "I2", 3: "I3", 4: "I4", 5: "I5"}


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_completing_n_rows_at_once(n: int) -> None:
    """An upright straight brick in column A completes rows 1..n together."""
    box = Box()
    top = box.card(STRAIGHT[n])
    bricks = filler(box, [f"{c}{r}" for r in range(1, n + 1) for c in "BCDEFGH"], straight=True)
    s = make_state(box, [make_wall(box, bricks), Wall()], [top, None, None, None])
    sums = [
        sum(SHAPES[shape].score for shape, _, at in bricks if at.endswith(str(r))) + SHAPES[STRAIGHT[n]].score
        for r in range(1, n + 1)
    ]
    rot = "R0" if n == 1 else "R90"
    s, events = GAME.apply(s, 0, Take(1, rot, parse_label("A1")))
    assert event(events, "rows_scored").params["rows"] == list(range(1, n + 1))
    assert s.walls[0].score == max(sums) * n + SPEC_BONUS[n]


def test_completed_rows_stay_and_never_score_again() -> None:
    s, _ = GAME.apply(example1()[0], 0, GAME.parse("take 1 R0 H2"))
    assert s.walls[0].score == 17
    s, _ = GAME.apply(s, 1, Coin())
    s, events = GAME.apply(s, 0, GAME.parse("take 2 R0 A5"))
    assert s.walls[0].score == 17 and "rows_scored" not in codes(events)
    assert {label(c) for c in s.walls[0].brick_at()} >= {"A2", "H2"}  # row 2 is still on the wall


def test_an_upright_brick_counts_in_every_row_it_touches() -> None:
    box = Box()
    wall = make_wall(box, [("I3", "R90", "A1"), ("V5", "R0", "B1")])
    assert [row_sum(wall, r) for r in range(4)] == [1 + 4, 1 + 4, 1 + 4, 0]


def test_quality_is_checked_only_at_the_end_of_the_turn() -> None:
    box = Box()
    tops = [box.card("J4"), box.card("O1"), box.card("I3"), box.card("V3")]
    wall = make_wall(box, [("T5", "R0", "A1"), ("O1", "R0", "D1"), ("T5", "R0", "E1")], score=71, coins=1)
    s = make_state(box, [wall, Wall()], tops)
    s, _ = GAME.apply(s, 0, GAME.parse("buy 1 R0 H1"))  # row 1 complete, 71 + 12 pending
    assert s.end is End.NONE and s.walls[0].score == 71
    s, _ = GAME.apply(s, 0, GAME.parse("take 2 R0 A8"))
    assert s.end is End.QUALITY and s.walls[0].score == 83


# ---------------------------------------------------------------------------------------------
# §4.2 / §4.3 Coins


def test_take_coin_allowed_even_when_cards_fit() -> None:
    s, events = GAME.apply(fresh(), 0, Coin())
    assert s.walls[0].coins == 1 and s.supply == 4 and GAME.to_act(s) == {1}
    assert "holds 1" in said(event(events, "coin"))


def test_coin_refused_at_three_held() -> None:
    box = Box()
    s = make_state(box, [Wall(coins=3), Wall()], box.cards(["O1", "O1", "O1", "O1"]))
    assert Coin() not in GAME.legal(s, 0)
    with pytest.raises(IllegalAction, match="already hold 3 coins"):
        GAME.apply(s, 0, Coin())


def test_coin_refused_when_supply_empty() -> None:
    box = Box()
    s = make_state(box, [Wall(coins=2), Wall(coins=3)], box.cards(["O1", "O1", "O1", "O1"]))
    assert s.supply == 0 and Coin() not in GAME.legal(s, 0)
    with pytest.raises(IllegalAction, match="supply is empty"):
        GAME.apply(s, 0, Coin())


def test_buy_needs_a_coin_and_returns_it_to_the_supply() -> None:
    with pytest.raises(IllegalAction, match="no coin"):
        GAME.apply(fresh(), 0, GAME.parse("buy 3 R0 A1"))
    s, _ = GAME.apply(fresh(coins=1), 0, GAME.parse("buy 3 R0 A1"))
    assert s.walls[0].coins == 0 and s.supply == 5 and GAME.to_act(s) == {0}
    assert not any(isinstance(a, Buy) for a in GAME.legal(s, 0))


def test_buy_face_up_needs_a_place_and_blind_needs_none() -> None:
    s = fresh(coins=2)
    with pytest.raises(IllegalAction, match="face-up: say where"):
        GAME.apply(s, 0, GAME.parse("buy 3"))
    s, _ = GAME.apply(s, 0, GAME.parse("buy 3 R0 A1"))
    with pytest.raises(IllegalAction, match="face-down: buy it with"):
        GAME.apply(s, 0, GAME.parse("buy 3 R0 B1"))
    assert Buy(3) in GAME.legal(s, 0)


def test_buy_face_up_card_must_fit() -> None:
    box = Box()
    tops = box.cards(["X5", "O1", "O1", "O1"])
    holes = {"A1", "C1", "E1", "G1", "A3", "C3", "E3", "G3", "A5", "C5"}
    wall = make_wall(box, filler(box, [c for c in all_cells() if c not in holes]), coins=1)
    s = make_state(box, [wall, Wall()], tops)
    with pytest.raises(IllegalAction, match="fits nowhere"):
        GAME.apply(s, 0, GAME.parse("buy 1 R0 A1"))
    with pytest.raises(IllegalAction, match="fits nowhere"):  # not "say where it goes"
        GAME.apply(s, 0, GAME.parse("buy 1"))


def test_a_pending_blind_brick_must_be_placed_first() -> None:
    box = Box()
    o4 = box.card("O4")
    s = make_state(box, [Wall(coins=2), Wall()], box.cards(["O1", "I2", "I3", "V3"]), seconds={0: [o4]})
    s, _ = GAME.apply(s, 0, GAME.parse("buy 1 R0 A1"))
    s, _ = GAME.apply(s, 0, GAME.parse("buy 1"))
    pending = GAME.view(s, None)["pending"]
    assert s.phase is Phase.PLACE and pending is not None and pending["shape"] == "O4"
    assert all(isinstance(a, Place) for a in GAME.legal(s, 0))
    for move in ("coin", "take 2 R0 A3", "buy 2 R0 A3"):
        with pytest.raises(IllegalAction, match="First place the O4"):
            GAME.apply(s, 0, GAME.parse(move))
    with pytest.raises(IllegalAction, match="A1 is taken"):
        GAME.apply(s, 0, GAME.parse("place R0 A1"))
    s, _ = GAME.apply(s, 0, GAME.parse("place R0 C1"))
    assert s.phase is Phase.ACT and s.pending == 0 and Coin() in GAME.legal(s, 0)
    with pytest.raises(IllegalAction, match="no blind brick"):
        GAME.apply(s, 0, GAME.parse("place R0 E1"))


def test_an_empty_deck_offers_nothing() -> None:
    box = Box()
    s = make_state(box, [Wall(coins=1), Wall()], [box.card("O1"), None, box.card("I3"), None])
    assert {a.deck for a in GAME.legal(s, 0) if isinstance(a, Take | Buy)} == {1, 3}
    for move in ("take 2 R0 A1", "buy 4"):
        with pytest.raises(IllegalAction, match="is empty"):
            GAME.apply(s, 0, GAME.parse(move))
    assert [m["top"] for m in GAME.view(s, None)["market"]][1::2] == [None, None]


def test_no_buying_after_the_main_action() -> None:
    s, _ = GAME.apply(fresh(coins=1), 0, GAME.parse("take 3 R0 A1"))
    with pytest.raises(IllegalAction, match="not your turn"):
        GAME.apply(s, 0, GAME.parse("buy 1 R0 A3"))


def test_pass_is_never_a_players_move() -> None:
    assert Pass() not in GAME.legal(fresh(), 0)
    with pytest.raises(IllegalAction, match="cannot pass"):
        GAME.apply(fresh(), 0, Pass())


# ---------------------------------------------------------------------------------------------
# §4.1 Efficiency checks during and at the end of a turn


def near_full(box: Box, empty: set[str], coins: int = 0) -> Wall:
    return make_wall(box, filler(box, [c for c in all_cells() if c not in empty]), coins=coins, score=0)


def test_efficiency_after_a_coin_card() -> None:
    box = Box()
    tops = box.cards(["I2", "X5", "F5", "W5"])
    s = make_state(box, [near_full(box, {"A1", "B1", "H8"}, coins=1), Wall()], tops)
    s, events = GAME.apply(s, 0, GAME.parse("buy 1 R0 A1"))
    assert s.end is End.EFFICIENCY and s.winner == 0 and "efficiency_win" in codes(events)


def test_efficiency_needs_a_face_up_card() -> None:
    """E1: mid-turn, with every remaining top face-down, the check fails."""
    box = Box()
    x5 = box.card("X5")
    tops = [box.card("O1"), None, None, None]
    s = make_state(box, [near_full(box, {"A1", "H8"}, coins=1), Wall()], tops, seconds={0: [x5]}, rest=False)
    s, events = GAME.apply(s, 0, GAME.parse("buy 1 R0 A1"))
    assert s.end is End.NONE and not efficiency_met(s, 0)
    # At the end of the turn the X5 turns up (step 5) and fits nowhere: win at step 6.
    s, events = GAME.apply(s, 0, Coin())
    assert codes(events)[-1] == "efficiency_win" and s.end is End.EFFICIENCY


def test_full_wall_wins_as_soon_as_a_card_is_face_up() -> None:
    box = Box()
    tops = box.cards(["O1", "X5", "F5", "W5"])
    s = make_state(box, [near_full(box, {"H8"}), Wall()], tops)
    s, _ = GAME.apply(s, 0, Take(1, "R0", parse_label("H8")))
    assert s.walls[0].empty_cells == 0 and s.end is End.EFFICIENCY and s.winner == 0


# ---------------------------------------------------------------------------------------------
# §6.4 Stalemate and forced passes


def isolated_holes_wall(box: Box, coins: int) -> Wall:
    holes = {"A1", "C1", "E1", "G1", "A3", "C3", "E3", "G3", "A5", "C5"}
    return make_wall(box, filler(box, [c for c in all_cells() if c not in holes]), coins=coins, score=0)


def test_forced_passes_then_stalemate() -> None:
    box = Box()
    i3 = box.card("I3")
    tops = [box.card("O1"), box.card("I2"), box.card("V3"), box.card("O4")]
    # Seat 0 fits only single cells; seat 1 holds 3 coins with an empty supply; 10 holes each.
    walls = [isolated_holes_wall(box, coins=2), isolated_holes_wall(box, coins=3)]
    s = make_state(box, walls, tops, seconds={0: [i3]}, supply=0, active=0)
    s, events = GAME.apply(s, 0, GAME.parse("take 1 R0 A1"))
    assert codes(events)[-3:] == ["pass", "pass", "stalemate"]
    assert [e.params["reason"] for e in events if e.code == "pass"] == ["supply_empty", "supply_empty"]
    assert s.end is End.STALEMATE and GAME.to_act(s) == frozenset()
    result = GAME.result(s)
    assert result is not None and result.ranking == ((0,), (1,))  # same score, seat 0 has a hole fewer


def test_a_forced_pass_moves_on_and_counts_toward_stalemate_only_in_a_row() -> None:
    box = Box()
    tops = [box.card("I2"), box.card("I2"), box.card("V3"), box.card("O4")]
    walls = [isolated_holes_wall(box, coins=0), Wall(), isolated_holes_wall(box, coins=3)]
    s = make_state(box, walls, tops, supply=2, active=1)
    s, events = GAME.apply(s, 1, Coin())  # seat 2 holds 3 coins and nothing fits: it passes
    (passed,) = [e for e in events if e.code == "pass"]
    assert codes(events)[-1] == "pass" and passed.params == {"player": 2, "reason": "coin_limit", "limit": 3}
    assert "already hold the most coins" in said(passed)
    assert GAME.to_act(s) == {0} and s.passes == 1
    s, _ = GAME.apply(s, 0, Coin())
    assert s.passes == 0 and GAME.to_act(s) == {1}  # a turn with an action resets the count


# ---------------------------------------------------------------------------------------------
# §2.5 / §4.6 Market, turn order, information


def test_only_the_taken_deck_shows_a_new_card() -> None:
    s = fresh()
    before = [s.offered(d) for d in range(4)]
    s, events = GAME.apply(s, 0, GAME.parse("take 2 R0 A1"))
    after = [s.offered(d) for d in range(4)]
    assert [a == b for a, b in zip(before, after, strict=True)] == [True, False, True, True]
    assert after[1] and event(events, "market_refresh").params["cards"] == {2: after[1]}


def test_turns_go_clockwise_and_wrap() -> None:
    box = Box()
    s = make_state(box, [Wall(), Wall(), Wall()], box.cards(["O1", "I2", "I3", "V3"]), active=1)
    order = []
    for _ in range(4):
        (p,) = GAME.to_act(s)
        order.append(p)
        s, _ = GAME.apply(s, p, GAME.default_action(s, p))
    assert order == [1, 2, 0, 1]


def test_acting_out_of_turn_is_refused() -> None:
    with pytest.raises(IllegalAction, match="not your turn"):
        GAME.apply(fresh(), 1, Coin())
    assert GAME.legal(fresh(), 1) == []


def test_view_hides_decks_but_shows_the_market() -> None:
    s = GAME.new(3, {}, 5)
    s, _ = GAME.apply(s, s.active, GAME.default_action(s, s.active))
    for p in (None, 0, 1, 2):
        v = GAME.view(s, p)
        json.dumps(v)
        assert v["you"] == p and "rng" not in v and "decks" not in v
        assert [m["left"] for m in v["market"]] == [len(d) for d in s.decks]
        assert [m["top"] and m["top"]["card"] for m in v["market"]] == [d[0] for d in s.decks]
        assert sum(v["unseen"].values()) == 80 - 4
        text = json.dumps(v)
        assert all(f'"card": {c},' not in text for d in s.decks for c in d[1:])
    assert {k: v for k, v in GAME.view(s, 0).items() if k != "you"} == {
        k: v for k, v in GAME.view(s, None).items() if k != "you"
    }


def test_load_refuses_another_schema_version() -> None:
    data = GAME.dump(fresh())
    assert GAME.load(data) == fresh()
    with pytest.raises(ValueError, match="schema version"):
        GAME.load({**data, "v": 99})


# ---------------------------------------------------------------------------------------------
# Notation, description, default action, preview


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("take 3 R90 H4", Take(3, "R90", (3, 7))),
        ("coin", Coin()),
        ("buy 2 R0 A5", Buy(2, "R0", (4, 0))),
        ("buy 2", Buy(2)),
        ("place R270 B8", Place("R270", (7, 1))),
        ("pass", Pass()),
    ],
)
def test_notation_round_trip(text: str, action: object) -> None:
    assert GAME.parse(text) == action and str(action) == text
    assert GAME.parse(text.upper()) == action or text == "pass"


test_bad_notation = notation_refusals(
    GAME,
    [
        ("", "Empty"),
        ("jump", "Unknown move"),
        ("take 5 R0 A1", "decks are numbered 1 to 4"),
        ("take 1 R45 A1", "not a rotation"),
        ("take 1 R0 I3", "off the board"),
        ("take 1 R0 Z", "not a cell"),
        ("take 1 R0", "take <deck> <rotation> <cell>"),
        ("coin 2", "coin, with nothing"),
        ("buy 1 R0", "buy <deck>"),
    ],
)


def test_describe() -> None:
    assert GAME.describe(Take(3, "R90", (3, 7))) == "Take deck 3's card and place it R90 at H4."
    assert GAME.describe(Buy(2)) == "Spend a coin on deck 2's face-down card."
    assert GAME.describe(Coin()) == "Take a coin."


def test_default_action_prefers_a_coin_then_the_first_fitting_card() -> None:
    assert GAME.default_action(fresh(), 0) == Coin()
    box = Box()
    s = make_state(box, [Wall(coins=3), Wall()], box.cards(["O4", "I2", "I3", "V3"]))
    assert GAME.default_action(s, 0) == Take(1, "R0", (0, 0))


def test_default_action_places_a_pending_brick_first_fit() -> None:
    box = Box()
    o4 = box.card("O4")
    s = make_state(box, [Wall(coins=1), Wall()], box.cards(["O1", "I2", "I3", "V3"]), seconds={0: [o4]})
    s = replace(s, face_up=(False, True, True, True))
    s, _ = GAME.apply(s, 0, Buy(1))
    assert GAME.default_action(s, 0) == Place("R0", (0, 0))


def test_preview_reports_rows_and_points() -> None:
    state, _ = example2()
    p = GAME.preview(state, 0, Take(1, "R90", parse_label("H4")))
    assert p["legal"] and p["rows"] == [4, 5] and p["row_sums"] == [17, 18] and p["points"] == 36
    assert sorted(map(tuple, p["cells"])) == [(3, 7), (4, 7), (5, 7)]
    bad = GAME.preview(state, 0, Take(1, "R90", parse_label("G3")))
    assert not bad["legal"] and bad["reason"] == "cell_taken"
    assert "G4 and G5 are taken" in str(GameError(bad["reason"], **bad.get("params", {})).named("bricklayer"))
    assert bad["clash"] == [[3, 6], [4, 6]] and bad["points"] == 0
    off = GAME.preview(state, 0, Take(1, "R90", parse_label("A7")))
    assert not off["legal"] and off.get("off_wall") and off["reason"] is not None
    assert "outside the wall" in str(GameError(off["reason"], **off.get("params", {})).named("bricklayer"))
    none = GAME.preview(state, 0, Place("R0", parse_label("A1")))
    assert not none["legal"] and none["reason"] == "no_pending"
    assert "No brick" in str(GameError(none["reason"], **none.get("params", {})).named("bricklayer"))
    json.dumps([p, bad, off, none])
