"""Akropolis rules: components, setup, taking, placing, refill, end, solo, results, notation, views."""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import replace

import pytest

from games import hexgrid
from games.akropolis import GAME, City, PlacementError, State, Turn
from games.akropolis.data import HEXES, SETUP, START, TILES, tiles_for
from games.akropolis.rules import va_choice
from games.core import BadNotation, BadOptions, IllegalAction
from tests.helpers.akropolis import EXAMPLE_2, EXAMPLE_3, build

# --- components (spec 1.1, 1.4) ------------------------------------------------------------------


def test_tile_markers_and_counts() -> None:
    assert len(TILES) == 61
    assert Counter(t.marker for t in TILES.values()) == {"2+": 37, "3+": 12, "4": 12}
    assert [len(tiles_for(n)) for n in (1, 2, 3, 4)] == [37, 37, 49, 61]


@pytest.mark.parametrize(
    ("players", "plaza_tiles", "quarries", "districts", "plazas"),
    [
        (2, 20, 37, (18, 12, 10, 8, 6), (5, 4, 4, 4, 3)),
        (3, 25, 49, (27, 16, 13, 10, 7), (6, 5, 5, 5, 4)),
        (4, 30, 61, (36, 20, 16, 12, 8), (7, 6, 6, 6, 5)),
    ],
)
def test_tile_mix_per_player_count(
    players: int, plaza_tiles: int, quarries: int, districts: tuple[int, ...], plazas: tuple[int, ...]
) -> None:
    hexes = [h for t in tiles_for(players) for h in TILES[t].hexes]
    assert sum(TILES[t].has_plaza for t in tiles_for(players)) == plaza_tiles
    assert sum(h.kind == "quarry" for h in hexes) == quarries
    colours = ("blue", "yellow", "red", "purple", "green")
    assert tuple(sum(h.kind == "district" and h.colour == c for h in hexes) for c in colours) == districts
    assert tuple(sum(h.kind == "plaza" and h.colour == c for h in hexes) for c in colours) == plazas


def test_plaza_stars_by_colour() -> None:
    stars = {(h.colour, h.stars) for t in TILES.values() for h in t.hexes if h.kind == "plaza"}
    assert stars == {("blue", 1), ("yellow", 2), ("red", 2), ("purple", 2), ("green", 3)}


def top_code(city: City, cell: hexgrid.Cell) -> str:
    hex_ = city.top_hex(cell)
    assert hex_ is not None, f"nothing built at {cell}"
    return hex_.code


def test_starting_tile() -> None:
    city = City.start()
    assert {cell: top_code(city, cell) for cell in city.columns} == {
        (0, 0): "H*",
        (0, -1): "Q",
        (1, 0): "Q",
        (-1, 1): "Q",
    }
    assert {e[0] for col in city.columns.values() for e in col} == {START}


# --- setup (spec 2) ------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "per_stack", "site"), [(1, 3, 4), (2, 3, 4), (3, 4, 5), (4, 5, 6)])
def test_setup_per_player_count(players: int, per_stack: int, site: int) -> None:
    state = GAME.new(players, {}, seed=7)
    assert len(state.stacks) == 11 and all(len(s) == per_stack for s in state.stacks)
    assert len(state.site) == site == SETUP[players].site
    every = [*state.site, *(t for s in state.stacks for t in s)]
    assert sorted(every) == sorted(tiles_for(players))
    assert state.stones == ((1, 2) if players == 1 else tuple(range(1, players + 1)))
    assert state.chief == 0 and GAME.to_act(state) == {0}
    assert len(state.cities) == players and all(c == City.start() for c in state.cities)


def test_setup_is_a_function_of_the_seed() -> None:
    assert GAME.new(3, {}, 11) == GAME.new(3, {}, 11)
    assert GAME.new(3, {}, 11).stacks != GAME.new(3, {}, 12).stacks


@pytest.mark.parametrize("players", [0, 5])
def test_player_count_is_checked(players: int) -> None:
    with pytest.raises(BadOptions, match="1 to 4 players"):
        GAME.new(players, {}, 1)


def test_options_are_checked_and_defaulted() -> None:
    with pytest.raises(BadOptions):
        GAME.new(2, {"houses": True}, 1)
    with pytest.raises(BadOptions):
        GAME.new(1, {"difficulty": "brutal"}, 1)
    state = GAME.new(2, {"market_variant": True, "garden_variant": True, "difficulty": "hard"}, 1)
    assert state.variants == {"market", "garden"}
    assert state.difficulty == ""  # ignored outside solo
    assert GAME.new(1, {}, 1).difficulty == "medium"


# --- helpers for scenarios -----------------------------------------------------------------------


def scenario(players: int = 2, **changes: object) -> State:
    return replace(GAME.new(players, {}, 3), **changes)


def first_legal(state: State, slot: int) -> Turn:
    return next(a for a in GAME.legal(state, state.current) if a.slot == slot)


# --- taking a tile (spec 3.2) --------------------------------------------------------------------


def test_slot_costs_and_tiles_move_up() -> None:
    state = scenario(site=(30, 7, 5, 16), stones=(3, 2))
    after, events = GAME.apply(state, 0, first_legal(state, 3))
    assert after.site == (30, 7, 16)  # D18: the tiles behind move up, order kept
    assert after.stones[0] == 3 - 2
    assert events[0].params["cost"] == 2 and events[0].params["tile"] == 5


def test_only_affordable_slots_are_legal() -> None:
    state = scenario(stones=(1, 2))
    assert {a.slot for a in GAME.legal(state, 0)} == {1, 2}
    broke = scenario(stones=(0, 2))
    assert {a.slot for a in GAME.legal(broke, 0)} == {1}  # slot 1 is always free


def test_unaffordable_slot_is_refused_naming_the_choices() -> None:
    state = scenario(stones=(1, 2))
    with pytest.raises(
        IllegalAction, match=r"Slot 4 costs 3 stones; you have 1\. You can take slot 1 \(free\), 2"
    ):
        GAME.apply(state, 0, Turn(4, 1, 1, 0))


def test_missing_slot_is_refused() -> None:
    with pytest.raises(IllegalAction, match="no slot 5"):
        GAME.apply(scenario(stones=(9, 2)), 0, Turn(5, 1, 1, 0))


def test_out_of_turn_and_after_the_end() -> None:
    state = scenario()
    with pytest.raises(IllegalAction, match="not your turn"):
        GAME.apply(state, 1, Turn(1, 1, 1, 0))
    assert GAME.legal(state, 1) == []
    over = replace(state, over=True)
    with pytest.raises(IllegalAction, match="over"):
        GAME.apply(over, 0, Turn(1, 1, 1, 0))
    assert GAME.to_act(over) == frozenset() and GAME.legal(over, 0) == []


# --- placing (spec 3.3, 3.4) ---------------------------------------------------------------------


def test_thirty_footprints_around_the_starting_tile() -> None:
    city = City.start()
    assert len(city.legal_footprints()) == 30
    assert all(len(f) == 3 for f in city.legal_footprints())
    assert {f.level for f in city.footprints()} == {1}
    assert len(GAME.legal(scenario(stones=(0, 2)), 0)) == 90


def test_example_2_footprint_counts_before_move_5() -> None:
    city, _ = build(EXAMPLE_2[:4])
    levels = Counter(f.level for f in city.footprints())
    assert levels == {1: 45, 2: 12}


def test_example_2_illegal_footprints() -> None:
    city, _ = build(EXAMPLE_2[:4])
    legal = set(city.legal_footprints())
    assert frozenset({(1, -2), (2, -2), (1, -1)}) not in legal  # R7: all on #23
    assert frozenset({(4, 0), (5, 0), (4, 1)}) not in legal  # R5: touches nothing
    assert frozenset({(2, 0), (2, -1), (1, 0)}) not in legal  # R1: heights 0, 0, 1
    with pytest.raises(PlacementError, match=r"R7.*tile #23"):
        city.check(((1, -2), (2, -2), (1, -1)))
    with pytest.raises(PlacementError, match="R5"):
        city.check(((4, 0), (5, 0), (4, 1)))
    with pytest.raises(PlacementError, match="R1"):
        city.check(((2, 0), (2, -1), (1, 0)))


def test_example_2_move_5_covers_two_tiles_and_three_quarries() -> None:
    city, _ = build(EXAMPLE_2[:4])
    before = dict(city.columns)
    after, gained = city.place(1, 0, -1, 5)
    assert gained == 3
    assert city.columns == before  # place does not mutate
    assert {c: after.height(c) for c in [(0, -1), (1, -2), (1, -1)]} == {(0, -1): 2, (1, -2): 2, (1, -1): 2}
    legal = set(after.legal_footprints())
    assert frozenset({(0, 0), (0, -1), (1, -1)}) not in legal  # R1: heights 1, 2, 2
    assert frozenset({(1, -2), (1, -1), (0, -1)}) not in legal  # R7: all on #1
    with pytest.raises(PlacementError, match="R7"):
        after.check(((1, -2), (1, -1), (0, -1)))


def test_starting_tile_counts_as_one_tile() -> None:
    # D8: two hexes of the starting tile plus one of another tile make two tiles below: legal.
    city, _ = City.start().place(7, 0, 1, 0)  # (0,1) G, (1,1) Q, (0,2) Q
    above = next(f for f in city.footprints() if set(f.cells) == {(0, 0), (1, 0), (0, 1)})
    assert above.level == 2 and [h.code for h in above.covered] == ["H*", "Q", "G"] and above.stones == 1
    # and the starting tile never offers three mutually adjacent hexes of its own
    assert not any(f.level == 2 for f in City.start().footprints())


def test_uneven_placement_is_refused() -> None:
    city, _ = build(EXAMPLE_3)
    with pytest.raises(PlacementError, match="R1"):
        city.place(2, 2, 0, 0)  # (2,0) and (3,0) are level 2, (2,1) level 1


def test_build_to_level_three_on_two_tiles() -> None:
    # Three level-2 columns; tops from tiles #1 and #2: a level-3 footprint.
    city = City({(0, 0): ((START, 0), (1, 0)), (1, 0): ((START, 2), (1, 1)), (0, 1): ((5, 0), (2, 2))})
    footprint = next(f for f in city.footprints() if set(f.cells) == {(0, 0), (1, 0), (0, 1)})
    assert footprint.level == 3 and footprint.stones == 1  # (0,1) shows #2's quarry
    built, gained = city.place(3, 0, 0, 0)
    assert gained == 1 and {built.height(c) for c in footprint.cells} == {3}
    # the same three columns topped by one tile only are not a footprint (R7)
    single = City({(0, 0): ((START, 0), (1, 0)), (1, 0): ((START, 2), (1, 1)), (0, 1): ((5, 0), (1, 2))})
    assert frozenset(footprint.cells) not in set(single.legal_footprints())
    with pytest.raises(PlacementError, match=r"R7.*tile #1"):
        single.place(3, 0, 0, 0)


def test_plazas_can_be_covered_and_lose_their_stars() -> None:
    city, _ = build(EXAMPLE_3)
    # (0,0) is the starting plaza; (0,1) T of #6 and (1,0) Q of S are level 1 beside it.
    footprint = {(0, 0), (1, 0), (0, 1)}
    assert frozenset(footprint) in set(city.legal_footprints())
    covered, gained = city.place(2, 0, 0, 0)
    assert gained == 1  # (1,0) was a quarry
    assert top_code(covered, (0, 0)) == "M**"


def test_a_tile_is_placed_once() -> None:
    city, _ = City.start().place(7, 1, 1, 0)
    with pytest.raises(PlacementError, match="already"):
        city.place(7, 2, 1, 0)


def test_footprints_do_not_depend_on_the_tile() -> None:
    state = scenario(stones=(0, 2))
    turns = GAME.legal(state, 0)
    state2 = replace(state, site=(40, *state.site[1:]))
    assert GAME.legal(state2, 0) == turns


def test_incremental_footprints_equal_a_fresh_computation() -> None:
    city = City.start()
    city.footprints()
    for tile, q, r, k in EXAMPLE_3:
        city, _ = city.place(tile, q, r, k)
        fresh = City(dict(city.columns), city.log)
        assert city.footprints() == fresh.footprints()


def test_quarries_covered_give_stones_to_the_builder() -> None:
    city, _ = build(EXAMPLE_2[:4])
    state = scenario(stones=(1, 2), site=(1, 30, 7, 16), cities=(city, City.start()))
    tile = state.site[0]
    turn = next(a for a in GAME.legal(state, 0) if a.slot == 1 and (a.q, a.r, a.rotation) == (0, -1, 5))
    after, events = GAME.apply(state, 0, turn)
    assert after.stones == (1 + 3, 2)
    assert events[0].params["stones_gained"] == 3 and events[0].params["level"] == 2
    assert after.cities[0].top((0, -1)) == (tile, 0)


def test_an_illegal_placement_leaves_the_state_alone() -> None:
    state = scenario()
    before = GAME.dump(state)
    with pytest.raises(IllegalAction, match="R5"):
        GAME.apply(state, 0, Turn(1, 5, 5, 0))
    assert GAME.dump(state) == before


# --- refill, chief architect, end (spec 3.5) -----------------------------------------------------


def play_default(state: State, turns: int) -> tuple[State, list]:
    events = []
    for _ in range(turns):
        player = state.current
        state, evs = GAME.apply(state, player, GAME.default_action(state, player))
        events += evs
    return state, events


def test_refill_when_one_tile_is_left() -> None:
    state = GAME.new(2, {}, 5)
    last_before = None
    for _ in range(2):
        state, _ = play_default(state, 1)
    assert len(state.site) == 2
    last_before = state.site[1]  # default takes slot 1, so slot 2 is the one left over
    next_stack = state.stacks[0]
    state, events = play_default(state, 1)
    assert state.site == (last_before, *next_stack)
    assert len(state.stacks) == 10
    assert state.chief == 1 and state.current == 1  # the token passes to the next player (D17)
    assert [e.code for e in events] == ["build", "refill", "chief"]


@pytest.mark.parametrize(("players", "turns"), [(2, 36), (3, 48), (4, 60)])
def test_game_length_and_the_last_tile(players: int, turns: int) -> None:
    state = GAME.new(players, {}, 2)
    count, events = 0, []
    while not state.over:
        player = state.current
        state, events = GAME.apply(state, player, GAME.legal(state, player)[0])
        count += 1
    assert count == turns
    assert len(state.site) == 1 and not state.stacks
    assert events[-1].code == "game_over"
    assert [len(c.log) for c in state.cities] == [turns // players] * players
    assert GAME.result(state) is not None


# --- solo (spec 2.3, 4.7) ------------------------------------------------------------------------


@pytest.mark.parametrize(("va_stones", "slot"), [(1, 1), (2, 3), (5, 3)])
def test_virtual_architect_choice_example(va_stones: int, slot: int) -> None:
    state = replace(GAME.new(1, {}, 1), site=(30, 7, 5, 16), stones=(0, va_stones))
    assert va_choice(state) == slot


def test_virtual_architect_takes_slot_1_without_plazas() -> None:
    state = replace(GAME.new(1, {}, 1), site=(30, 7, 1, 3), stones=(0, 9))
    assert va_choice(state) == 1


def test_solo_turn_pays_the_architect_who_then_plays() -> None:
    state = replace(GAME.new(1, {}, 1), site=(30, 7, 5, 16, 1), stones=(3, 2))
    after, events = GAME.apply(state, 0, first_legal(state, 2))  # human pays 1 to the VA
    # VA: cheapest plaza tile among (30, 5, 16, 1) is #5 in slot 2 (cost 1); VA had 2 + 1 = 3.
    assert after.va_tiles == (5,)
    assert after.stones == (2, 3 - 1)  # the VA pays the supply, not the human
    assert [e.code for e in events][:2] == ["build", "va_take"]
    assert GAME.to_act(after) == {0}


def test_solo_game_runs_to_the_end_with_18_tiles_each() -> None:
    state = GAME.new(1, {"difficulty": "hard"}, 4)
    while not state.over:
        state, _ = GAME.apply(state, 0, GAME.legal(state, 0)[-1])
    assert len(state.cities[0].log) == 18 and len(state.va_tiles) == 18
    result = GAME.result(state)
    assert result is not None and len(result.scores) == 1


def _ended_solo(human_stones: int, va_stones: int, va_tiles: tuple[int, ...]) -> State:
    state = GAME.new(1, {"difficulty": "easy"}, 1)
    return replace(state, over=True, stones=(human_stones, va_stones), va_tiles=va_tiles)


def test_solo_results() -> None:
    # Human: starting tile only -> stones only. VA (easy): its starting plaza, no districts -> stones only.
    win = GAME.result(_ended_solo(3, 1, ()))
    assert win is not None and win.winners == {0} and "wins" in win.reason
    loss = GAME.result(_ended_solo(1, 3, ()))
    assert loss is not None and loss.winners == frozenset() and "virtual architect" in loss.reason
    # Equal totals, more stones wins: VA with #7 (G Q Q, no green star) scores 0 from it.
    tie_total = GAME.result(_ended_solo(2, 2, ()))
    assert tie_total is not None and tie_total.winners == {0} and "draw" in tie_total.reason.lower()


def test_solo_tie_on_points_broken_by_stones() -> None:
    # VA (easy) with #5 (B* Q Q) and #2 (M* B Q): 1 barracks x 2 red stars = 2 points, no stones.
    state = _ended_solo(2, 0, (5, 2))
    result = GAME.result(state)
    assert result is not None and result.scores == (2,) and result.winners == {0}
    assert "remaining stones" in result.reason


# --- results (spec 4.4) --------------------------------------------------------------------------


def _ended(stones: tuple[int, ...], cities: tuple[City, ...]) -> State:
    return replace(GAME.new(len(stones), {}, 1), over=True, stones=stones, cities=cities)


def test_highest_total_wins_then_stones_then_shared() -> None:
    ex3, _ = build(EXAMPLE_3)  # 12 points from districts
    start = City.start()
    clear = GAME.result(_ended((4, 3), (ex3, start)))
    assert clear is not None and clear.ranking == ((0,), (1,)) and clear.scores == (16, 3)
    # 12 + 4 = 16 against 0 + 16 = 16: equal totals, P2 has more stones.
    by_stones = GAME.result(_ended((4, 16), (ex3, start)))
    assert by_stones is not None and by_stones.ranking == ((1,), (0,)) and by_stones.winners == {1}
    shared = GAME.result(_ended((5, 5, 1), (start, start, start)))
    assert shared is not None and shared.ranking == ((0, 1), (2,)) and shared.winners == {0, 1}
    assert "share" in shared.reason


def test_breakdown_sums_to_the_score() -> None:
    ex3, _ = build(EXAMPLE_3)
    result = GAME.result(_ended((4, 3), (ex3, City.start())))
    assert result is not None
    for score, row in zip(result.scores, result.breakdown, strict=True):
        assert row["total"] == score == sum(v for k, v in row.items() if k != "total")


def test_no_result_while_playing() -> None:
    assert GAME.result(GAME.new(2, {}, 1)) is None


# --- notation ------------------------------------------------------------------------------------


def test_notation_round_trip_and_loose_forms() -> None:
    turn = Turn(2, 1, -2, 5)
    assert str(turn) == "2 q1 r-2 rot5"
    assert GAME.parse(str(turn)) == turn
    loose = [
        "2 1,-2 r5",
        "take 2 at (1, -2) rot 5",
        "slot 2 q1 r-2 rotation 5",
        "  2   1 , -2   r 5 ",
        "2 1 -2 5",
        "2 1,−2 r5",
        "2 Q1 R-2 ROT5",
    ]
    for text in loose:
        assert GAME.parse(text) == turn, text
    assert "slot 2" in GAME.describe(turn) and "1,-2" in GAME.describe(turn)


@pytest.mark.parametrize(
    "text",
    ["", "take", "2 1,-2", "2 1,-2 r6", "0 1,1 r1", "a b c", "2 1,-2 r5 now", "2 1,-23", "2 r1 q-2 rot5"],
)
def test_bad_notation(text: str) -> None:
    with pytest.raises(BadNotation, match="2 q1 r-2 rot5"):
        GAME.parse(text)


def test_notation_tokens_fit_select_menus() -> None:
    # Late in a seeded random game (random cities sprawl): each successive token of the legal
    # notations has at most 25 distinct values (Discord's select limit), though cells have more.
    rnd = random.Random(5)
    state = GAME.new(2, {}, 5)
    while len(state.cities[0].log) < 15 or state.current != 0:
        state, _ = GAME.apply(state, state.current, rnd.choice(GAME.legal(state, state.current)))
    texts = [str(a) for a in GAME.legal(state, 0)]
    assert len({t.split()[1] + t.split()[2] for t in texts}) > 25
    for depth in range(4):
        by_prefix: dict[tuple[str, ...], set[str]] = {}
        for t in texts:
            tokens = t.split()
            by_prefix.setdefault(tuple(tokens[:depth]), set()).add(tokens[depth])
        assert max(len(v) for v in by_prefix.values()) <= 25


# --- views and persistence -----------------------------------------------------------------------


def test_views_hide_the_stacks() -> None:
    state, _ = play_default(GAME.new(3, {}, 9), 4)
    shuffled = replace(state, stacks=tuple(reversed(state.stacks)), rng=12345)
    for player in (None, 0, 1, 2):
        view = GAME.view(state, player)
        assert view == GAME.view(shuffled, player)
        json.dumps(view)
        assert "rng" not in view and "stacks" not in view
    assert GAME.view(state, None)["stacks_left"] == 10 and GAME.view(state, None)["face_down"] == 40


def test_running_scores_can_be_hidden_until_the_end() -> None:
    state = GAME.new(2, {"running_scores": False}, 1)
    assert "score" not in GAME.view(state, None)["cities"][0]
    assert "score" in GAME.view(replace(state, over=True), None)["cities"][0]
    assert "score" in GAME.view(GAME.new(2, {}, 1), None)["cities"][0]


def test_view_of_the_city() -> None:
    city, _ = build(EXAMPLE_3)
    state = replace(GAME.new(2, {"garden_variant": True}, 1), cities=(city, City.start()), stones=(4, 2))
    view = GAME.view(state, 0)
    mine = view["cities"][0]
    assert mine["lakes"] == [[1, 1]]
    assert {"q": 3, "r": -1, "level": 2, "tile": 19, "hex": "Q"} in mine["cells"]
    assert "score" in mine and mine["score"]["points"]["total"] == 16 + 3  # garden variant: 3 -> 6
    assert "affordable_slots" in view and view["affordable_slots"] == [1, 2, 3, 4]
    assert "affordable_slots" not in GAME.view(state, 1)


def test_preview_shows_the_move_without_playing_it() -> None:
    state = GAME.new(2, {}, 1)
    before = GAME.dump(state)
    turn = GAME.legal(state, 0)[0]
    view = GAME.preview(state, 0, turn)
    assert GAME.dump(state) == before
    assert view["preview"]["tile"] == state.site[0]
    assert view["cities"][0]["tiles"] == 1 and len(view["site"]) == len(state.site) - 1
    assert sorted(map(tuple, view["preview"]["cells"])) == sorted(
        hexgrid.piece_cells(turn.anchor, turn.rotation)
    )
    with pytest.raises(IllegalAction):
        GAME.preview(state, 0, Turn(1, 9, 9, 0))


def test_footprint_menu() -> None:
    city, _ = build(EXAMPLE_2[:4])
    state = replace(GAME.new(2, {}, 1), cities=(city, City.start()))
    menu = GAME.footprints(state, 0)
    high = [f for f in menu if f["level"] == 2]
    assert len(high) == 12 and len(menu) == 57
    move5 = next(f for f in high if sorted(map(tuple, f["cells"])) == [(0, -1), (1, -2), (1, -1)])
    assert move5["stones"] == 3 and move5["covers"].count("Q") == 3
    assert [0, -1, 5] in move5["placements"]


def test_dump_load_round_trip_and_version() -> None:
    state, _ = play_default(GAME.new(1, {"temple_variant": True}, 3), 5)
    data = json.loads(json.dumps(GAME.dump(state)))
    assert GAME.load(data) == state
    with pytest.raises(ValueError, match="version"):
        GAME.load({**data, "v": 99})


def test_default_action_is_legal_and_free() -> None:
    state, _ = play_default(GAME.new(4, {}, 8), 9)
    action = GAME.default_action(state, state.current)
    assert action in GAME.legal(state, state.current) and action.slot == 1


def test_hex_data_matches_the_tile_list() -> None:
    assert HEXES[START] == tuple(City.start().top_hex(c) for c in [(0, 0), (0, -1), (1, 0), (-1, 1)])
    assert TILES[2].code == "M* B Q" and TILES[2].hexes[0].stars == 2
