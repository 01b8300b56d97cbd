"""Shake That City rules: setup, colour choice, placement, rounds, hidden choices, examples A, B and G."""

from __future__ import annotations

import json
import time
from collections import Counter
from dataclasses import replace
from typing import Any

import pytest

from games.core import BadNotation, BadOptions, Event, IllegalAction
from games.shakecity import GAME
from games.shakecity.actions import Place
from games.shakecity.data import CUBES, SEGMENTS, cell_name, parse_cell
from games.shakecity.flow import close_round, settle, shake
from games.shakecity.rules import anchors, build, most_numerous, shape, targets
from games.shakecity.scoring import breakdown, eligible
from games.shakecity.state import Phase, State
from tests.helpers.shakecity import EMPTY, EXAMPLE_A_PATTERN, make_state
from tests.helpers.wording import english

EXAMPLE_A_BOARD = "".join(["HPRH.S", "FFR...", ".FRS..", "..R...", "......", "......"])


def said(event: Event) -> str:
    """The event's English sentence, as the bot words it from the catalog."""
    return english("shakecity", event)


def cell(name: str) -> int:
    index = parse_cell(name)
    assert index is not None
    return index


def names(indices: Any) -> list[str]:
    return [cell_name(i) for i in indices]


def anchor_names(state: State, player: int, option: str) -> list[str]:
    return [cell_name(a.anchor) for a in GAME.legal(state, player) if a.option == option]


# --- setup -------------------------------------------------------------------------------------


def test_registered_and_metadata() -> None:
    assert GAME.name == "shakecity" and GAME.title == "Shake That City"
    assert (GAME.min_players, GAME.max_players) == (1, 4)
    assert set(GAME.options) == {"side", "family", "construction", "wild_night"}


def test_new_game_setup() -> None:
    state = GAME.new(3, {}, 42)
    assert state.round == 1 and state.side == "inland" and 0 <= state.start < 3
    assert sorted(state.bonus_layout) == [2, 3, 4, 5, 6, 7]
    assert state.boards == (EMPTY,) * 3 and state.construction_layout == ()
    assert len(state.pattern) == 9
    assert GAME.to_act(state) == frozenset({state.start})


def test_start_player_and_layout_vary_with_the_seed() -> None:
    starts = {GAME.new(4, {}, seed).start for seed in range(30)}
    layouts = {GAME.new(2, {}, seed).bonus_layout for seed in range(30)}
    assert starts == {0, 1, 2, 3} and len(layouts) > 10


def test_construction_setup_same_diagonal_on_every_board() -> None:
    state = GAME.new(3, {"construction": True}, 5)
    cells = tuple(c for c, _ in state.construction_layout)
    assert cells in SEGMENTS
    assert sorted(t for _, t in state.construction_layout) == [1, 2, 3, 4]
    assert len(set(state.boards)) == 1
    assert all(state.boards[0][c] == str(t) for c, t in state.construction_layout)


def test_solo_uses_construction_and_refuses_family() -> None:
    assert GAME.new(1, {}, 1).construction
    with pytest.raises(BadOptions, match="Family"):
        GAME.new(1, {"family": True}, 1)
    for bad in (0, 5):
        with pytest.raises(BadOptions):
            GAME.new(bad, {}, 1)
    with pytest.raises(BadOptions):
        GAME.new(2, {"side": "moon"}, 1)


@pytest.mark.parametrize(
    "opts",
    [
        {"family": True, "construction": True},
        {"family": True, "wild_night": True},
        {"construction": True, "wild_night": True},
        {"family": True, "construction": True, "wild_night": True, "side": "seaside"},
    ],
)
def test_allowed_variant_combinations(opts: dict[str, Any]) -> None:
    state = GAME.new(2, opts, 3)
    assert state.family == opts.get("family", False)
    assert state.construction == opts.get("construction", False)
    assert state.wild_night == opts.get("wild_night", False)


def test_solo_with_wild_night() -> None:
    state = GAME.new(1, {"wild_night": True}, 3)
    assert state.construction and state.wild_night
    assert GAME.view(state, None)["solo_target"] == 60


# --- the shake ---------------------------------------------------------------------------------


def test_shake_draws_nine_cubes_from_the_pool() -> None:
    rng = 99
    seen: Counter[str] = Counter()
    for _ in range(300):
        rng, pattern = shake(rng, 2)
        counts = Counter(pattern)
        assert len(pattern) == 9 and counts["W"] <= 2
        assert all(counts[k] <= n for k, n in CUBES.items())
        seen.update(pattern)
    assert set(seen) == {"H", "S", "F", "P", "R", "W"}


def test_wild_night_cubes_enter_rounds_2_to_8_and_drawn_ones_leave() -> None:
    state = GAME.new(2, {"wild_night": True}, 11)
    assert (state.wilds_pool, state.wilds_track) == (1, 7)
    decided = make_state(
        pattern="HWSSHFPWR", round=1, options={"wild_night": True}, wilds_pool=2, wilds_track=7
    )
    decided = replace(decided, decisions=("pass", "pass"))
    after, _ = close_round(decided)
    assert after.round == 2 and (after.wilds_pool, after.wilds_track) == (1, 6)  # 2 drawn left, 1 entered
    late = replace(decided, round=8, wilds_pool=1, wilds_track=1, pattern="HHSSHFPSR")
    after, _ = close_round(late)
    assert (after.wilds_pool, after.wilds_track) == (1, 1)  # round 9 adds nothing


# --- choosing a colour -------------------------------------------------------------------------


def test_example_a_legal_anchors_and_placement() -> None:
    state = make_state([EXAMPLE_A_BOARD, EMPTY, EMPTY], players=3, round=7)
    assert shape(EXAMPLE_A_PATTERN, "H", False) == ((0, 0), (0, 2), (2, 0), (2, 1))
    assert anchor_names(state, 0, "H") == ["D2", "B4", "D4"]
    for bad, why in (("A3", "C3 already holds a road"), ("A4", "C4 already holds a road")):
        with pytest.raises(IllegalAction, match=why):
            GAME.apply(state, 0, GAME.parse(f"H {bad}"))
    for bad, where in (("E1", "column G"), ("B5", "row 7")):
        with pytest.raises(IllegalAction, match=where):
            GAME.apply(state, 0, GAME.parse(f"H {bad}"))
    after, _ = GAME.apply(state, 0, GAME.parse("H D2"))
    assert [cell_name(i) for i, ch in enumerate(after.boards[0]) if ch != EXAMPLE_A_BOARD[i]] == [
        "D2",
        "F2",
        "D4",
        "E4",
    ]
    # The other two may now choose P, F, S or R, not H; both may take the same colour.
    assert after.phase is Phase.OPEN and GAME.to_act(after) == frozenset({1, 2})
    for p in (1, 2):
        assert {a.letter for a in GAME.legal(after, p)} == {"P", "F", "S", "R"}
    with pytest.raises(IllegalAction, match="took homes"):
        GAME.apply(after, 1, GAME.parse("H A1"))
    after, _ = GAME.apply(after, 1, GAME.parse("P A1"))
    assert GAME.legal(after, 2)[0] == GAME.parse("S A1")  # D26 order: H S F P R
    after, _ = GAME.apply(after, 2, GAME.parse("P A1"))
    assert after.round == 8


def test_example_a_park_shape_keeps_its_gap() -> None:
    park = shape(EXAMPLE_A_PATTERN, "P", False)
    assert park == ((0, 0), (2, 1))
    assert names(targets(park, cell("E1"))) == ["E1", "F3"]
    assert cell("E1") in anchors(EXAMPLE_A_BOARD, park)


def test_solo_bars_the_unique_most_numerous_colour() -> None:
    assert most_numerous(EXAMPLE_A_PATTERN) == "H"
    assert most_numerous("HHHSSSPFR") is None
    assert most_numerous("HWWSSPFRW") == "S"  # wilds are not counted (D16)
    state = make_state([EMPTY], players=1, round=5)
    assert "H" not in {a.letter for a in GAME.legal(state, 0)}
    with pytest.raises(IllegalAction, match="most numerous"):
        GAME.apply(state, 0, GAME.parse("H A1"))
    tie = make_state([EMPTY], players=1, pattern="HHHSSSPFR", round=5)
    assert {a.letter for a in GAME.legal(tie, 0)} == {"H", "S", "P", "F", "R"}
    late = make_state([EMPTY], players=1, round=13)
    assert "H" in {a.letter for a in GAME.legal(late, 0)}


def test_last_three_rounds_everyone_chooses_freely_at_once() -> None:
    state = make_state(players=3, round=13, start=1)
    assert state.phase is Phase.OPEN and GAME.to_act(state) == frozenset({0, 1, 2})
    state, _ = GAME.apply(state, 1, GAME.parse("H A1"))
    state, _ = GAME.apply(state, 0, GAME.parse("H A1"))  # the start player's colour is not barred
    assert GAME.to_act(state) == frozenset({2})


def test_only_the_start_player_acts_first_in_rounds_1_to_12() -> None:
    state = make_state(players=3, start=2)
    assert GAME.to_act(state) == frozenset({2})
    assert GAME.legal(state, 0) == []
    with pytest.raises(IllegalAction, match="chooses first"):
        GAME.apply(state, 0, GAME.parse("P A1"))


def test_start_player_pass_bars_nothing() -> None:
    # D13: the start player has one free cell, no colour of the pattern fits: he passes and the
    # other player keeps every colour.
    full = "H" * 35 + "."
    state, events = settle(make_state([full, EMPTY], pattern="HHPPSSRRR", start=0))
    assert state.decisions[0] == "pass" and state.start_choice == "" and state.phase is Phase.OPEN
    assert [e.params["player"] for e in events if e.code == "auto_pass"] == [0]
    assert {a.letter for a in GAME.legal(state, 1)} == {"H", "P", "S", "R"}
    assert GAME.view(state, None)["barred"] is None


def test_pass_when_only_the_barred_colour_fits() -> None:
    # Player 1 has room for one single cube only; F is the only single colour and the start player takes it.
    full = "HHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHH."
    state = make_state([EMPTY, full], pattern="HHPPSSRRF", start=0)
    after, events = GAME.apply(state, 0, GAME.parse("F A1"))
    passes = [e for e in events if e.code == "auto_pass"]
    assert passes and "only factories" in said(passes[0])
    assert after.round == 2  # everyone decided: the round closed and the next opened
    assert after.history[-1].decisions == ("F A1", "pass")


def test_no_colour_fits_pass_reason() -> None:
    full = "H" * 36
    state = make_state([EMPTY, full], pattern="HHPPSSRRF", start=0)
    _, events = GAME.apply(state, 0, GAME.parse("H A1"))
    assert any("no colour of the pattern fits" in said(e) for e in events if e.code == "auto_pass")


# --- wilds (example B) -------------------------------------------------------------------------

EXAMPLE_B_PATTERN = "HWS" + "SHF" + "PWR"


def test_example_b_wild_options() -> None:
    state = make_state([EXAMPLE_A_BOARD, EMPTY, EMPTY], players=3, pattern=EXAMPLE_B_PATTERN, round=7)
    state = replace(state, wild_night=True)
    assert len(anchor_names(state, 0, "H")) == 14
    assert shape(EXAMPLE_B_PATTERN, "H", True) == ((0, 0), (0, 1), (1, 1), (2, 1))
    assert anchor_names(state, 0, "H+W") == ["D2", "E2", "E3", "A4", "D4", "E4"]
    assert shape(EXAMPLE_B_PATTERN, "S", False) == ((0, 0), (1, -2))
    assert names(targets(shape(EXAMPLE_B_PATTERN, "S", False), cell("E4"))) == ["E4", "C5"]
    state, _ = GAME.apply(state, 0, GAME.parse("H+W D2"))
    assert "S+W" in {a.option for a in GAME.legal(state, 1)}  # wilds are shared, colours are not
    assert "H+W" not in {a.option for a in GAME.legal(state, 1)}
    with pytest.raises(IllegalAction, match="west of column A"):
        GAME.apply(state, 1, GAME.parse("S+W A1"))  # the anchor is wild b1; shop a2 falls off the board
    state, _ = GAME.apply(state, 1, GAME.parse("S+W B1"))
    assert [cell_name(i) for i, ch in enumerate(state.boards[1]) if ch == "S"] == ["B1", "C1", "A2", "B3"]


def test_single_colour_pattern_taken_by_the_start_player_passes_the_others() -> None:
    state = make_state(players=3, pattern="HHHHHHHHW", wild_night=True, wilds_pool=1, wilds_track=7)
    state, events = GAME.apply(state, 0, GAME.parse("H+W A1"))
    assert [e.params["player"] for e in events if e.code == "auto_pass"] == [1, 2]
    assert state.round == 2 and state.history[-1].decisions == ("H+W A1", "pass", "pass")
    assert state.wilds_pool == 1  # the drawn wild left the game; round 2 brought one in


def test_undrawn_wilds_stay_in_the_pool() -> None:
    state = make_state(pattern="HHSSHFPSR", round=9, wild_night=True, wilds_pool=3, wilds_track=0)
    after, _ = close_round(replace(state, decisions=("pass", "pass")))
    assert (after.round, after.wilds_pool, after.wilds_track) == (10, 3, 0)


def test_no_wild_option_without_a_wild_cube() -> None:
    state = make_state()
    assert not any(a.wilds for a in GAME.legal(state, 0))
    with pytest.raises(IllegalAction, match="no wild cube"):
        GAME.apply(state, 0, GAME.parse("H+W A1"))
    with pytest.raises(IllegalAction, match="no blue cube"):
        GAME.apply(make_state(pattern="HHHFFFPPR"), 0, GAME.parse("S A1"))


# --- placement and construction (example G) ----------------------------------------------------

EXAMPLE_G_BOARD = "".join(["P..FF.", "P3...H", "..1..H", "R..4..", "R...2.", "......"])


def test_example_g_construction_removal() -> None:
    pattern = "SSH" + "FPR" + "HFR"  # shops side by side: offsets (0,0) (0,+1)
    state = make_state([EXAMPLE_G_BOARD, EMPTY], pattern=pattern, round=5, options={"construction": True})
    with pytest.raises(IllegalAction, match="construction tile 3"):
        GAME.apply(state, 0, GAME.parse("S B2"))
    after, events = GAME.apply(state, 0, GAME.parse("S B1"))
    assert [e.params["tile"] for e in events if e.code == "construction_removed"] == [2, 4]
    b = after.boards[0]
    assert b[cell("D4")] == b[cell("E5")] == "." and b[cell("B2")] == "3" and b[cell("C3")] == "1"
    # A road on A3 next to park A2 frees #3; a home on E2 next to factory E1 frees #1.
    b2, removed = build(b, (cell("A3"),), "R")
    assert removed == (3,)
    b3, removed = build(b2, (cell("E2"),), "H")
    assert removed == (1,) and eligible(b3)
    assert breakdown(b3, "inland", state.bonus_layout, False)["homes"] == 0  # E2 touches factory E1


def test_cell_taken_message_names_the_building() -> None:
    state = make_state([EXAMPLE_A_BOARD, EMPTY], pattern="HHSFFFPPR")
    with pytest.raises(IllegalAction, match="A1 already holds a home"):
        GAME.apply(state, 0, GAME.parse("H A1"))


# --- hidden phase-B choices (D25) --------------------------------------------------------------


def test_phase_b_choice_hidden_until_the_round_closes() -> None:
    state = make_state(players=3, start=0)
    state, events = GAME.apply(state, 0, GAME.parse("H A1"))
    assert all(e.public for e in events)  # the start player's choice is public at once
    assert GAME.view(state, None)["players"][0]["cells"][0].startswith("H.H")
    state, events = GAME.apply(state, 1, GAME.parse("P A1"))
    private = [e for e in events if not e.public]
    assert private and all(e.to == frozenset({1}) for e in private)
    assert all("A1" not in said(e) for e in events if e.public)
    for viewer in (None, 0, 2):
        view = GAME.view(state, viewer)
        assert view["players"][1]["cells"][0] == "......" and view["players"][1]["status"] == "chosen"
        assert view["players"][1]["decision"] is None
        assert "P A1" not in json.dumps(view)
    own = GAME.view(state, 1)["players"][1]
    assert own["cells"][0] == "P....." and own["decision"] == "P A1" and own["status"] == "placed"
    assert [e.code for e in events if e.public] == ["chosen"]  # the table learns that, not what
    state, events = GAME.apply(state, 2, GAME.parse("S B2"))
    assert state.round == 2
    # The last choice of the round is revealed at once: no "has chosen" notice before the reveal.
    assert "chosen" not in [e.code for e in events]
    revealed = [e for e in events if e.code == "revealed"]
    assert [e.params["player"] for e in revealed] == [1, 2] and all(e.public for e in revealed)
    assert GAME.view(state, None)["players"][1]["cells"][0] == "P....."
    assert GAME.view(state, None)["players"][1]["recent"] == ["A1", "B3"]


def test_event_sentences_count_buildings_in_singular_and_plural() -> None:
    state = make_state(players=2, start=0, pattern="HPPFSRSRF")
    state, events = GAME.apply(state, 0, GAME.parse("H A1"))
    assert "builds 1 home on A1." in said(events[0])
    state, events = GAME.apply(state, 1, GAME.parse("P A1"))
    assert "built 2 parks on A1, B1" in " ".join(said(e) for e in events if e.code == "revealed")


def test_already_chosen_and_game_over_refused() -> None:
    state = make_state(players=2, round=13)
    state, _ = GAME.apply(state, 0, GAME.parse("H A1"))
    with pytest.raises(IllegalAction, match="already"):
        GAME.apply(state, 0, GAME.parse("H D4"))
    over = replace(state, phase=Phase.OVER)
    with pytest.raises(IllegalAction, match="over"):
        GAME.apply(over, 1, GAME.parse("H A1"))
    assert GAME.to_act(over) == frozenset() and GAME.legal(over, 1) == []


# --- rounds ------------------------------------------------------------------------------------


def test_start_player_rotates_and_the_game_ends_after_round_15() -> None:
    state = make_state(players=2, start=1, round=14)
    state, _ = GAME.apply(state, 0, GAME.parse("H A1"))
    state, _ = GAME.apply(state, 1, GAME.parse("H A1"))
    assert state.round == 15 and state.start == 0 and state.phase is Phase.OPEN
    events = []
    while GAME.to_act(state):
        p = min(GAME.to_act(state))
        state, events = GAME.apply(state, p, GAME.default_action(state, p))
    assert state.phase is Phase.OVER and events[-1].code == "game_over"
    assert len(state.history) == 2 and GAME.result(state) is not None


def test_default_action_is_the_first_legal_option_and_anchor() -> None:
    state = make_state([EXAMPLE_A_BOARD, EMPTY])
    assert GAME.default_action(state, 0) == GAME.parse("H D2")


# --- notation ----------------------------------------------------------------------------------


def test_notation_round_trip_and_forms() -> None:
    action = Place("H", True, cell("D2"))
    assert str(action) == "H+W D2" and GAME.parse("h+w d2") == action
    assert GAME.parse("homes+w D2") == action and GAME.parse("park A1") == Place("P", False, 0)
    assert GAME.describe(action) == "Homes with the wild cubes, first one on D2."
    for bad in ("", "H", "X A1", "H G1", "H A7", "H A1 B2"):
        with pytest.raises(BadNotation):
            GAME.parse(bad)
    assert len("H+W F6") <= 80


def test_legal_is_fast_on_a_late_position() -> None:
    board = "".join(["HPRH.S", "FF.R..", ".F.S..", "..R...", "H.....", ".R..S."])
    state = make_state([board] * 4, players=4, pattern="HWSSHFPWR", round=13, wild_night=True)
    began = time.perf_counter()
    for _ in range(20):
        GAME.legal(state, 0)
    assert (time.perf_counter() - began) / 20 < 0.05
