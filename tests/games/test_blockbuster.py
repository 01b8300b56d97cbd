"""Block Buster rules: setup, geometry, every placement rule, jumps, capture, instant wins, notation."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from games.blockbuster import GAME, Mode, Pass, Place, Resign
from games.blockbuster import rules as R
from games.blockbuster.geometry import DATA_ORIENTATIONS, MODE_TABLE, PIECES, board, covered
from games.blockbuster.state import State
from games.core import BadNotation, BadOptions, Event, GameError, IllegalAction
from games.polyomino import ORIENTATIONS, label, normalize, orient, parse_label
from tests.helpers.blockbuster import cell_of, counts, fresh, paint, parse_place, play
from tests.helpers.wording import english

# --- pieces and geometry (spec §2) ---------------------------------------------------------------


def said(event: Event) -> str:
    """The event's English sentence, as the bot words it from the catalog."""
    return english("blockbuster", event)


def test_polyomino_orientations_match_the_spec_data() -> None:
    for pid, table in DATA_ORIENTATIONS.items():
        piece = PIECES[pid]
        assert piece.codes == tuple(table), pid  # the distinct codes, in code order
        for code in ORIENTATIONS:
            expected = table[piece.canonical(code)]
            assert orient(piece.cells, code) == normalize((r, c) for r, c in expected), (pid, code)


def test_thirteen_piece_types_with_the_spec_sizes_and_orientation_counts() -> None:
    sizes = [PIECES[p].size for p in range(1, 14)]
    assert sizes == [1, 2, 3, 3, 4, 4, 4, 4, 4, 5, 5, 5, 5]
    assert [len(PIECES[p].codes) for p in range(1, 14)] == [1, 2, 2, 4, 2, 1, 4, 8, 4, 8, 4, 8, 4]


def test_anchor_is_the_first_cell_in_reading_order() -> None:
    # Spec §2.6: #7 T tetromino R180 at E5 covers E5 D6 E6 F6.
    cells = covered(7, "R180", parse_label("E5"))
    assert sorted(label(c) for c in cells) == sorted(["E5", "D6", "E6", "F6"])
    # Example A: #13 R90 at A1 covers A1 B1 C1 A2 A3.
    assert sorted(label(c) for c in covered(13, "R90", (0, 0))) == sorted(["A1", "B1", "C1", "A2", "A3"])


@pytest.mark.parametrize(("n", "size", "symbol_cells"), [(3, 12, 36), (4, 16, 64), (5, 20, 100)])
def test_board_sizes_and_rings_partition_the_free_cells(n: int, size: int, symbol_cells: int) -> None:
    b = board(n)
    assert b.size == size
    assert b.symbol_mask.bit_count() == symbol_cells
    rings = 0
    for t in b.tiles:
        assert len(t.ring) == 12 and len(t.tile) == 4
        assert not rings & t.ring_mask, "rings never overlap"
        rings |= t.ring_mask
    assert rings | b.symbol_mask == b.full, "every free cell belongs to exactly one ring"


def test_first_ring_and_layouts_follow_the_seed() -> None:
    b = board(3)
    assert [label(c) for c in b.tiles[0].tile] == ["B2", "C2", "B3", "C3"]
    assert sorted(label(c) for c in b.tiles[0].ring) == sorted(
        ["A1", "B1", "C1", "D1", "A2", "D2", "A3", "D3", "A4", "B4", "C4", "D4"]
    )
    assert [t.symbol for t in b.tiles] == [
        "sun",
        "star",
        "swirl",
        "swirl",
        "sun",
        "star",
        "star",
        "swirl",
        "sun",
    ]
    assert [t.symbol for t in board(4).tiles[:4]] == ["sun", "wave", "star", "swirl"]
    assert [t.symbol for t in board(5).tiles[:5]] == ["sun", "moon", "wave", "star", "swirl"]
    for n in (3, 4, 5):  # a Latin square: every symbol n times
        symbols = [t.symbol for t in board(n).tiles]
        assert all(symbols.count(s) == n for s in set(symbols))


@pytest.mark.parametrize("n", [3, 4, 5])
def test_gap_is_manhattan_distance_minus_one_ignoring_obstacles(n: int) -> None:
    b = board(n)
    rnd = random.Random(n)
    for _ in range(60):
        own = [(rnd.randrange(b.size), rnd.randrange(b.size)) for _ in range(rnd.randint(1, 4))]
        target = [(rnd.randrange(b.size), rnd.randrange(b.size)) for _ in range(rnd.randint(1, 3))]
        if set(own) & set(target):
            continue
        expected = min(abs(r1 - r2) + abs(c1 - c2) for r1, c1 in own for r2, c2 in target) - 1
        assert R.Distances(b, b.mask_of(own)).gap(b.mask_of(target)) == expected


def _options_by_scanning(state: State, colour: int) -> R.Options:
    """Spec §4.3-4.5 read literally: every placement of every remaining piece tested."""
    n = state.setup
    occupied, own_masks = R.masks(state.board)
    own = own_masks[colour]
    pieces = [p for p in sorted(PIECES, reverse=True) if state.pieces[colour][p - 1]]
    free = {p: [s for s in R.spots(n, p) if not s[1] & occupied] for p in pieces}
    if not own:
        places = tuple(s[0] for p in pieces for s in free[p])
        return R.Options(R.Kind.FIRST if places else R.Kind.NONE, places)
    b = board(n)
    edge = b.dilate(own) & ~occupied
    places = tuple(s[0] for p in pieces for s in free[p] if s[1] & edge)
    if places:
        return R.Options(R.Kind.CONNECT, places)
    distances = R.Distances(b, own)
    jumps: list[Place] = []
    gaps: list[tuple[int, int]] = []
    for p in pieces:
        if free[p]:
            gap = min(distances.gap(s[1]) for s in free[p])
            gaps.append((p, gap))
            jumps += [s[0] for s in free[p] if distances.gap(s[1]) == gap]
    return R.Options(R.Kind.JUMP if jumps else R.Kind.NONE, tuple(jumps), tuple(gaps))


def test_placements_found_through_the_cells_next_to_a_colour_are_all_of_them_in_order() -> None:
    """`options` and `connecting_piece` read only the placements covering the cells around a
    colour (or a jump's nearest ring); over whole games of every size they list exactly what
    testing every placement lists, in the spec's order, jumps and blocked colours included."""
    kinds: set[R.Kind] = set()
    for seed in range(12):
        players = 2 + seed % 3
        state = GAME.new(players, {}, seed)
        rnd = random.Random(seed)
        while GAME.result(state) is None:
            for colour in range(len(state.owners)):
                expected = _options_by_scanning(state, colour)
                assert R.options(state, colour) == expected, (seed, colour)
                kinds.add(expected.kind)
                if R.masks(state.board)[1][colour]:
                    connects = expected.kind is R.Kind.CONNECT
                    assert (R.connecting_piece(state, colour) is not None) == connects
            seat = min(GAME.to_act(state))
            legal = GAME.legal(state, seat)
            action = rnd.choice(legal) if rnd.random() < 0.5 else GAME.default_action(state, seat)
            state, _ = GAME.apply(state, seat, action)
    assert kinds == set(R.Kind)


# --- setup (spec §3) -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("n", "mode", "colours", "pieces", "squares", "penalties"),
    [
        (2, "standard", 2, 14, 50, (-5, 0)),
        (3, "standard", 3, 15, 55, (-3, -1, 0)),
        (4, "standard", 4, 16, 60, (-3, -1, 0, 0)),
        (2, "special_duel", 4, 16, 60, (-3, 0)),
        (4, "team", 4, 16, 60, (-2, 0, 0, 0)),
        (2, "official_duel", 2, 32, 120, (-3, 0)),
    ],
)
def test_setup_per_mode(
    n: int, mode: str, colours: int, pieces: int, squares: int, penalties: tuple[int, ...]
) -> None:
    state = fresh(n, mode)
    assert len(state.owners) == colours
    for row in state.pieces:
        assert sum(row) == pieces
        assert sum(k * PIECES[i + 1].size for i, k in enumerate(row)) == squares
    assert state.start_penalty == penalties
    assert state.board.count("#") == 4 * state.setup**2
    assert state.turn == 0 and state.owners[0] == 0


def test_two_and_three_player_sets_remove_the_big_pentominoes() -> None:
    assert fresh(2).pieces[0][11:] == (1, 1)  # one #12 and one #13 removed
    assert fresh(3).pieces[0][11:] == (2, 1)  # one #13 removed
    assert fresh(4).pieces[0][11:] == (2, 2)
    assert fresh(2, "official_duel").pieces[0] == tuple(2 * k for k in MODE_TABLE["standard_4p"].piece_counts)


def test_start_player_is_drawn_from_the_seed_and_penalised() -> None:
    starts = {GAME.new(3, {}, seed).start for seed in range(40)}
    assert starts == {0, 1, 2}
    state = GAME.new(3, {}, 5)
    assert state.start_penalty[state.start] == -3
    assert state.start_penalty[(state.start + 1) % 3] == -1
    assert state.owners[0] == state.start and GAME.to_act(state) == {state.start}


def test_special_duel_colours_alternate_between_the_players() -> None:
    state = fresh(2, "special_duel")
    assert state.owners == (0, 1, 0, 1)
    assert state.colour_names == ("red", "yellow", "blue", "green")  # Example H: P1 red + blue


def test_colour_names() -> None:
    assert fresh(2).colour_names == ("red", "blue")
    assert fresh(3).colour_names == ("red", "yellow", "blue")
    assert fresh(4, "team").colour_names == ("red", "yellow", "blue", "green")


@pytest.mark.parametrize(("n", "mode"), [(3, "special_duel"), (4, "official_duel"), (2, "team"), (3, "team")])
def test_impossible_player_counts_are_refused(n: int, mode: str) -> None:
    with pytest.raises(BadOptions, match="players"):
        GAME.new(n, {"mode": mode}, 1)


def test_unknown_mode_is_refused() -> None:
    with pytest.raises(BadOptions):
        GAME.new(2, {"mode": "solo"}, 1)


# --- placement rules (spec §4.2-4.3) --------------------------------------------------------------


def test_first_placement_goes_anywhere() -> None:
    state, _ = play(fresh(2), "place 13 R90 A1", "place 1 R0 L12")
    assert cell_of(state, "A1") == "0" and cell_of(state, "L12") == "1"


def test_later_placements_must_touch_own_colour_along_an_edge() -> None:
    state, _ = play(fresh(2), "place 13 R90 A1", "place 1 R0 L12")
    with pytest.raises(IllegalAction, match="Not connected to red") as info:
        GAME.apply(state, 0, GAME.parse("place 1 R0 H8"))
    assert info.value.code == "not_connected"
    state, _ = play(state, "place 1 R0 D1")  # touches C1
    assert cell_of(state, "D1") == "0"


def test_corner_contact_does_not_connect() -> None:
    state, _ = play(fresh(2), "place 1 R0 D1", "place 1 R0 L12")
    with pytest.raises(IllegalAction, match="corners do not count"):
        GAME.apply(state, 0, GAME.parse("place 1 R0 E2"))  # touches D1 only at a corner
    state, _ = play(state, "place 1 R0 E1")  # shares an edge with D1
    assert cell_of(state, "E1") == "0"


@pytest.mark.parametrize(
    ("before", "move", "why", "code"),
    [
        ("place 13 R90 A1, place 5 R90 D1", "place 2 R0 D1", "D1 is already covered by blue", "cell_taken"),
        ("", "place 2 R0 A2", "B2 is a symbol tile", "symbol_tile"),
        (
            "place 13 R90 A1, place 1 R0 L12",
            "place 13 R0 D1",
            "Red has no #13 V pentomino left",
            "no_piece_left",
        ),
    ],
    ids=["overlap", "symbol-tile", "piece-out-of-stock"],
)
def test_a_refused_placement_says_why(before: str, move: str, why: str, code: str) -> None:
    state, _ = play(fresh(2), *filter(None, before.split(", ")))
    with pytest.raises(IllegalAction, match=why) as info:
        GAME.apply(state, 0, GAME.parse(move))
    assert info.value.code == code


def test_off_board_is_refused_with_the_board_extent() -> None:
    with pytest.raises(IllegalAction, match="off the board; the board runs from A1 to L12"):
        GAME.apply(fresh(2), 0, GAME.parse("place 5 R0 K1"))
    with pytest.raises(IllegalAction, match="A1 to L12"):
        GAME.apply(fresh(2), 0, GAME.parse("place 1 R0 M1"))
    after, _ = GAME.apply(fresh(4), 0, GAME.parse("place 1 R0 M1"))  # 20x20 has column M
    assert GAME.view(after, None)["board"][0][12] == "0"


def test_monomino_is_doubled() -> None:
    state, _ = play(fresh(2), "place 1 R0 A1", "place 1 R0 L12", "place 1 R0 B1", "place 1 R0 K12")
    assert state.pieces[0][0] == 0
    with pytest.raises(IllegalAction, match="no #1 monomino left"):
        GAME.apply(state, 0, GAME.parse("place 1 R0 C1"))


def test_out_of_turn_and_after_the_end() -> None:
    state = fresh(2)
    with pytest.raises(IllegalAction, match="not your turn"):
        GAME.apply(state, 1, GAME.parse("place 1 R0 A1"))
    over = replace(state, turn=-1)
    with pytest.raises(IllegalAction, match="over"):
        GAME.apply(over, 0, GAME.parse("place 1 R0 A1"))
    assert GAME.legal(over, 0) == [] and GAME.to_act(over) == frozenset()


# --- worked examples A-C (spec §7) -----------------------------------------------------------------

EXAMPLE_A = ["place 13 R90 A1", "place 5 R90 D1", "place 2 R0 A4"]
EXAMPLE_B = ["place 13 R90 A1", "place 5 R90 D1", "place 1 R0 A4", "place 9 R0 B4"]


def _ring_counts(state, tile: int) -> list[int]:
    return GAME.view(state, None)["symbols"][tile]["counts"]


def test_example_a_capture_by_seven() -> None:
    state, events = play(fresh(2), *EXAMPLE_A[:2])
    assert state.secured[0] == -1 and _ring_counts(state, 0) == [5, 4]
    state, events = play(state, EXAMPLE_A[2])
    assert _ring_counts(state, 0) == [7, 4]
    assert state.secured[0] == 0
    assert "Red secured the sun at B2." in said(events[0])
    assert events[0].params["secured"] == [0]
    assert GAME.view(state, None)["symbols"][0]["secured_by"] == 0


def test_example_b_six_against_six_captures_nothing() -> None:
    state, _ = play(fresh(2), *EXAMPLE_B)
    assert _ring_counts(state, 0) == [6, 6]
    assert GAME.view(state, None)["symbols"][0]["free"] == 0
    assert state.secured[0] == -1
    assert cell_of(state, "A5") == "1" and cell_of(state, "B5") == "1"


def test_example_c_cannot_connect_jump_at_the_nearest_gap_or_pass() -> None:
    state, events = play(fresh(2), *EXAMPLE_B)
    assert events[-1].code == "must_jump"
    opts = R.options(state, 0)
    assert opts.kind is R.Kind.JUMP
    expected = {1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 6: 3, 7: 2, 8: 1, 9: 2, 10: 2, 11: 3, 12: 1}
    assert dict(opts.gaps) == expected
    legal = [str(a) for a in GAME.legal(state, 0)]
    for notation in ["place 1 R0 A6", "place 1 R0 E1", "place 12 R0 E1", "place 6 R0 D5"]:
        assert notation in legal
    assert legal[-2:] == ["pass", "resign"]
    assert [a for a in legal if a.startswith("place 1 ")] == ["place 1 R0 E1", "place 1 R0 A6"]
    with pytest.raises(IllegalAction, match="gap 1 for #1, this is gap 2") as info:
        GAME.apply(state, 0, GAME.parse("place 1 R0 C5"))
    assert info.value.code == "jump_gap"
    after, events = GAME.apply(state, 0, GAME.parse("place 6 R0 D5"))
    assert after.jumps == ((0, 3),)
    assert "jump, gap 3, -6" in said(events[0])
    assert GAME.view(after, None)["players"][0]["score"]["jumps"] == -6
    passed, events = GAME.apply(state, 0, Pass())
    assert passed.passed == (True, False) and GAME.to_act(passed) == {1}
    assert events[0].code == "pass"


def test_a_jump_restarts_connection_from_the_new_cells() -> None:
    state, _ = play(fresh(2), *EXAMPLE_B, "place 12 R0 E1", "place 1 R0 C5")
    assert state.jumps == ((0, 1),)
    assert R.options(state, 0).kind is R.Kind.CONNECT
    state, events = play(state, "place 1 R0 F1")  # touches E1
    assert events[0].params["gap"] == 0


def test_passing_is_refused_while_the_colour_can_connect() -> None:
    state, _ = play(fresh(2), "place 13 R90 A1", "place 1 R0 L12")
    with pytest.raises(IllegalAction, match="can still connect") as info:
        GAME.apply(state, 0, Pass())
    assert info.value.code == "cannot_pass"
    with pytest.raises(IllegalAction, match="first piece anywhere"):
        GAME.apply(fresh(2), 0, Pass())
    assert Pass() not in GAME.legal(state, 0)


def test_jumping_is_refused_while_another_piece_can_connect() -> None:
    # Red's only empty edge neighbour is D1; a monomino there connects, so nothing may jump.
    state, _ = play(fresh(2), "place 13 R90 A1", "place 1 R0 L12")
    with pytest.raises(IllegalAction, match="can still connect with #"):
        GAME.apply(state, 0, GAME.parse("place 1 R0 F1"))


# --- forced passes, end, instant wins (spec §4.6-4.7, §6.1) --------------------------------------


def test_a_colour_without_pieces_is_out_and_the_game_ends_when_all_pass() -> None:
    state = replace(fresh(2), pieces=(counts(1), counts(1)))
    state, events = play(state, "place 1 R0 A1")
    assert events[-1].code == "forced_pass" and state.passed == (True, False)
    assert "Red (<seat:0>) cannot place any piece and is out." in said(events[-1])
    state, events = play(state, "place 1 R0 L12")
    assert state.passed == (True, True) and state.over
    assert events[-1].code == "game_over"
    assert GAME.to_act(state) == frozenset() and GAME.result(state) is not None


def test_a_colour_whose_pieces_fit_nowhere_is_out() -> None:
    # Fill the 2-player board except two separate single cells: blue's domino fits nowhere.
    state = fresh(2)
    size = 12
    chars = ["0" if ch == "." else ch for ch in state.board]
    for text in ("L12", "J12", "A1"):
        r, c = parse_label(text)
        chars[r * size + c] = "."
    state = replace(state, board="".join(chars), pieces=(counts(1, 1), counts(2)))
    state, events = play(state, "place 1 R0 A1")
    assert [e.code for e in events] == ["placed", "forced_pass"]
    assert state.passed == (False, True) and GAME.to_act(state) == {0}


def test_example_h_special_duel_colours_never_add_up() -> None:
    # Red 4, blue 3 (both player 1's), yellow 4 on the sun at B2; yellow fills the last ring cell.
    state = fresh(2, "special_duel")
    state = paint(state, 0, "A1", "B1", "C1", "D1")
    state = paint(state, 2, "A2", "A3", "A4")
    state = paint(state, 1, "D2", "D3", "D4", "C4")
    state = replace(state, turn=1)
    state, _ = play(state, "place 1 R0 B4")
    assert _ring_counts(state, 0) == [4, 5, 3, 0]
    assert state.secured[0] == -1


def _instant_win_2p():
    """Red holds the suns at B2 and F6 and 6 cells round the sun at J10; blue holds two stars."""
    state = fresh(2)
    state = paint(state, 0, "A1", "B1", "C1", "D1", "A2", "A3", "A4")
    state = paint(state, 0, "E5", "F5", "G5", "H5", "E6", "E7", "E8")
    state = paint(state, 0, "I9", "J9", "K9", "L9", "I10", "L10")
    state = paint(
        state, 1, "E1", "F1", "G1", "H1", "E2", "E3", "E4", "I5", "J5", "K5", "L5", "I6", "I7", "I8"
    )
    return replace(state, secured=(0, 1, -1, -1, 0, 1, -1, -1, -1), pieces=(state.pieces[0], counts(1)))


def test_three_identical_symbols_win_at_once_in_the_two_player_game() -> None:
    state = _instant_win_2p()
    state, events = play(state, "place 1 R0 I11")
    assert state.secured[8] == 0 and state.instant_winner == 0
    assert events[-1].code == "instant_win" and "3 suns" in said(events[-1])
    result = GAME.result(state)
    assert result is not None and result.winners == {0} and result.ranking == ((0,), (1,))
    assert result.breakdown[0]["symbols"] == 12  # the instant winner's set scores 12 (spec §9)
    assert result.scores[1] > result.scores[0]  # ranked first whatever the points
    assert result.reason == "<seat:0> holds 3 suns and wins at once."


def test_example_g_four_identical_symbols_win_at_once_with_three_players() -> None:
    # 4x4: waves at F2, J6, N10, B14; blue (colour 2) holds three and a star, 6 cells round B14.
    state = fresh(3)
    state = paint(state, 2, "A13", "B13", "C13", "D13", "A14", "A15")
    state = replace(state, secured=(-1, 2, 2, -1, -1, -1, 2, -1, -1, -1, -1, 2, -1, -1, -1, -1), turn=2)
    state = replace(state, start_penalty=(0, 40, 0))  # another player far ahead on paper
    state, _ = play(state, "place 1 R0 D14")
    assert state.instant_winner == 2 and state.over
    result = GAME.result(state)
    assert result is not None and result.ranking[0] == (2,) and result.winners == {2}
    assert result.scores[1] > result.scores[2]


# --- resign and default action -------------------------------------------------------------------


def test_resign_in_a_two_player_game_ends_it_and_ranks_the_resigner_last() -> None:
    state, events = GAME.apply(fresh(2), 0, Resign())
    assert state.over and [e.code for e in events] == ["resign", "game_over"]
    result = GAME.result(state)
    assert result is not None and result.ranking == ((1,), (0,))


def test_resign_in_a_three_player_game_lets_the_others_play_on() -> None:
    state, _ = play(fresh(3), "place 1 R0 A1")
    state, _ = GAME.apply(state, 1, Resign())
    assert not state.over and state.passed == (False, True, False) and GAME.to_act(state) == {2}
    state, _ = GAME.apply(state, 2, Resign())
    assert state.over
    result = GAME.result(state)
    assert result is not None and result.ranking == ((0,), (1,), (2,))  # the later resignation ranks lower


def test_default_action_is_the_first_legal_action_and_jumps_rather_than_passes() -> None:
    state = fresh(2)
    assert GAME.default_action(state, 0) == GAME.legal(state, 0)[0] == Place(13, "R0", (1, 0))
    state, _ = play(state, *EXAMPLE_B)
    action = GAME.default_action(state, 0)
    assert isinstance(action, Place) and action.piece == 12


# --- legal() order and notation (spec §9) ---------------------------------------------------------


def test_legal_order_is_piece_descending_then_orientation_then_anchor() -> None:
    state, _ = play(fresh(3), "place 13 R90 A1", "place 1 R0 P16", "place 1 R0 P1")
    legal = [a for a in GAME.legal(state, 0) if isinstance(a, Place)]
    keys = [(-a.piece, ORIENTATIONS.index(a.orient), a.cell) for a in legal]
    assert keys == sorted(keys) and len(set(keys)) == len(keys)
    assert all(a.orient in PIECES[a.piece].codes for a in legal)
    assert isinstance(GAME.legal(state, 0)[-1], Resign)


def test_notation_round_trip_and_canonical_orientation() -> None:
    assert str(GAME.parse("place 13 R90 A1")) == "place 13 R90 A1"
    assert GAME.parse(" PLACE 13 r90 a1 ") == Place(13, "R90", (0, 0))
    assert GAME.parse("place 2 R180 C4") == Place(2, "R0", (3, 2))  # same shape as R0
    assert GAME.parse("place 13 F90 A1") == Place(13, "R0", (0, 0))
    assert GAME.parse("pass") == Pass() and GAME.parse("resign") == Resign()
    assert max(len(str(a)) for a in GAME.legal(fresh(4), 0)) <= 80


@pytest.mark.parametrize(
    "text", ["place 14 R0 A1", "place 1 R45 A1", "place 1 R0 11", "place 1 R0", "jump", "A0"]
)
def test_bad_notation(text: str) -> None:
    with pytest.raises(BadNotation):
        GAME.parse(text)


def test_a_non_canonical_orientation_is_accepted_and_made_canonical_everywhere() -> None:
    """One behaviour for aliases: parse and apply both take R180 of the domino as its R0."""
    state = fresh(2)
    aliased, _ = GAME.apply(state, 0, Place(2, "R180", (0, 0)))
    parsed, _ = GAME.apply(state, 0, GAME.parse("place 2 R180 A1"))
    canonical, events = GAME.apply(state, 0, Place(2, "R0", (0, 0)))
    assert GAME.dump(aliased) == GAME.dump(parsed) == GAME.dump(canonical)
    _, alias_events = GAME.apply(state, 0, Place(2, "R180", (0, 0)))
    assert [said(e) for e in alias_events] == [said(e) for e in events]  # the log says R0
    with pytest.raises(IllegalAction, match="'R45' is not an orientation"):
        GAME.apply(state, 0, Place(2, "R45", (0, 0)))


def test_describe() -> None:
    assert GAME.describe(GAME.parse("place 13 R90 A1")) == "place #13 V pentomino R90 at A1"
    assert "rest of the game" in GAME.describe(Pass())


# --- view, preview and hint -----------------------------------------------------------------------


def test_view_is_public_json_and_the_same_for_everyone() -> None:
    state, _ = play(fresh(2), *EXAMPLE_A)
    views = [GAME.view(state, p) for p in (None, 0, 1)]
    assert views[0] == views[1] == views[2]
    text = json.dumps(views[0])
    assert '"rng"' not in text and '"seed"' not in text
    view = views[0]
    assert view["last"] is not None
    assert view["board"][0] == "0001........" and view["last"]["anchor"] == "A4"
    assert view["colours"][0]["secured"] == [0] and view["players"][0]["held"] == {"sun": 1}
    assert view["turn"] == {"colour": 1, "seat": 1, "kind": "connect", "gaps": [], "can_pass": False}


def test_preview_says_legal_or_why_not() -> None:
    state, _ = play(fresh(2), *EXAMPLE_A[:2])
    ok = GAME.preview(state, 0, parse_place("place 2 R0 A4"))
    assert ok["legal"] and ok["secures"] == [0] and ok["gap"] == 0
    assert sorted(map(tuple, ok["cells"])) == [(3, 0), (3, 1)]
    bad = GAME.preview(state, 0, parse_place("place 2 R0 B2"))
    assert not bad["legal"] and bad["reason"] == bad["code"] == "symbol_tile"
    assert "symbol tile" in str(GameError(bad["code"], **bad["params"]).named("blockbuster"))


def test_hint_lists_anchors_and_the_jump_gap() -> None:
    state, _ = play(fresh(2), *EXAMPLE_B)
    hint = GAME.hint(state, 0, 1)
    assert hint == {"piece": 1, "kind": "jump", "anchors": {"R0": ["E1", "A6"]}, "gap": 1, "penalty": -2}
    assert GAME.hint(state, 0, 6)["gap"] == 3


def test_mode_option_is_declared_for_the_lobby() -> None:
    assert GAME.options["mode"].choices == tuple(m.value for m in Mode)
    assert GAME.options["mode"].default == "standard"
