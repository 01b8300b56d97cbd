"""Akropolis scoring: the worked examples of spec 4.8 exactly, each district rule and variant alone."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

import pytest

from games.akropolis import GAME, City, score_city, score_va
from games.akropolis.city import PlacementError
from games.akropolis.data import HEXES, START
from games.akropolis.scoring import score_details, sheet_after, totals_after_placements
from tests.helpers.akropolis import EXAMPLE_2, EXAMPLE_3, build

ALL = ("house", "market", "barracks", "temple", "garden")

# Spec 4.8: (tile, anchor q, anchor r, rotation) per move, copied from the worked examples.
EXAMPLE_1 = [(19, 1, 1, 0), (17, -1, 2, 0), (12, 3, -1, 1), (26, 4, 0, 4), (24, -1, 0, 3), (44, -2, 1, 1)]
VA_TILES = [2, 11, 33, 15, 26, 8]  # Example 5


def sheet(**points: int) -> dict[str, int]:
    out = {d: points.get(d, 0) for d in ALL}
    out["stones"] = points["stones"]
    out["total"] = sum(out.values())
    return out


def make_city(cells: Mapping[tuple[int, int], str | Sequence[str]]) -> City:
    """A city straight from a map cell -> hex code(s) bottom to top, each hex from its own tile.

    Scoring reads only the top view, so any printed hex with that code will do.
    """
    used: set[int] = set()
    columns = {}
    for cell, codes in cells.items():
        column = []
        for code in [codes] if isinstance(codes, str) else codes:
            tile, index = next(
                (t, i)
                for t, hexes in sorted(HEXES.items())
                for i, h in enumerate(hexes)
                if h.short == code and t not in used and t != START
            )
            used.add(tile)
            column.append((tile, index))
        columns[cell] = tuple(column)
    return City(columns)


# --- worked examples (spec 4.8) ------------------------------------------------------------------


def test_example_1_flat_city() -> None:
    city, gains = build(EXAMPLE_1)
    assert gains == [0] * 6
    assert len(city.columns) == 22 and all(len(col) == 1 for col in city.columns.values())
    assert dict(score_city(city, 2)) == sheet(house=4, garden=3, stones=2)
    assert score_city(city, 2)["total"] == 9
    assert score_city(city, 2, ALL)["total"] == 9  # all variants: still 9


def test_example_2_stacking() -> None:
    city, gains = build(EXAMPLE_2)
    assert gains == [0, 0, 0, 0, 3]
    assert len(city.columns) == 16
    assert {c: len(col) for c, col in city.columns.items() if len(col) > 1} == {
        (0, -1): 2,
        (1, -2): 2,
        (1, -1): 2,
    }
    stones = 1 + sum(gains)
    assert dict(score_city(city, stones)) == sheet(house=3, barracks=6, temple=2, stones=4)
    assert score_city(city, stones)["total"] == 15


def test_example_2_all_variants() -> None:
    city, _ = build(EXAMPLE_2)
    assert dict(score_city(city, 4, ALL)) == sheet(house=3, barracks=12, temple=2, stones=4)
    assert score_city(city, 4, ALL)["total"] == 21


def test_example_3_lake_and_hole() -> None:
    city, gains = build(EXAMPLE_3)
    assert gains[-1] == 3
    assert city.lakes() == {(1, 1)}
    stones = 2 - 1 + 3  # started with 2, paid 1 for a slot-2 tile, covered three quarries
    assert dict(score_city(city, stones)) == sheet(house=3, market=4, barracks=2, garden=3, stones=4)
    assert score_city(city, stones)["total"] == 16


def test_example_3_all_variants() -> None:
    city, _ = build(EXAMPLE_3)
    assert dict(score_city(city, 4, ALL)) == sheet(house=3, market=6, barracks=2, garden=6, stones=4)
    assert score_city(city, 4, ALL)["total"] == 21


@pytest.mark.parametrize(
    ("difficulty", "expected"),
    [
        ("easy", dict(house=4, market=6, garden=3, stones=3, total=16)),
        ("medium", dict(house=4, market=6, garden=3, quarries=20, stones=3, total=36)),
        ("hard", dict(house=8, market=12, garden=6, stones=3, total=29)),
    ],
)
def test_example_5_virtual_architect(difficulty: str, expected: dict[str, int]) -> None:
    assert score_va(VA_TILES, 3, difficulty).as_dict() == {"barracks": 0, "temple": 0, **expected}


def test_example_5_virtual_architect_all_variants_easy() -> None:
    score = score_va(VA_TILES, 3, "easy", ALL).as_dict()
    assert score == {
        "house": 4,
        "market": 12,
        "barracks": 0,
        "temple": 0,
        "garden": 6,
        "stones": 3,
        "total": 25,
    }


def test_virtual_architect_variants_that_depend_on_values() -> None:
    # D28: houses double only from a base of 10; temples double only on Hard (v = 2 is "level 2").
    tiles = [1, 6, 10, 14, 16, 18, 21, 25, 27, 28]
    easy = score_va(tiles, 0, "easy", ["temple"])
    hard = score_va(tiles, 0, "hard", ["temple"])
    purple_easy = next(d for d in easy.districts if d.district == "temple")
    purple_hard = next(d for d in hard.districts if d.district == "temple")
    houses = sum(1 for t in tiles for h in HEXES[t] if h.short == "H")
    assert purple_easy.base > 0 and purple_easy.doubled == 0 and purple_hard.doubled > 0
    assert purple_hard.base == 2 * 2 * (purple_easy.base)
    blue_hard = next(d for d in score_va(tiles, 0, "hard", ["house"]).districts if d.district == "house")
    assert blue_hard.base == (2 * houses * 2 if 2 * houses >= 10 else 2 * houses)


# --- each rule on its own ------------------------------------------------------------------------


def test_only_the_largest_house_group_scores() -> None:
    city = make_city({(0, 0): "H*", (1, 0): "H", (2, 0): "H", (3, 0): "H", (0, 2): "H", (1, 2): "H"})
    assert score_city(city, 0)["house"] == 3  # the group of three, not 3 + 2; the plaza joins no group


def test_house_groups_tied_on_size_take_the_higher_level_sum() -> None:
    # D2: two groups of 2 hexes; the one with a level-2 house wins (value 3, not 2).
    city = make_city({(0, 0): "H*", (2, 0): "H", (3, 0): "H", (0, 2): "H", (1, 2): ("Q", "H")})
    assert score_city(city, 0)["house"] == 3


def test_bigger_group_beats_higher_value() -> None:
    # D2: most hexes wins even when a smaller group is worth more (spec Example 3's point).
    city = make_city(
        {(0, 0): "H*", (2, 0): "H", (3, 0): "H", (4, 0): "H", (0, 2): ("Q", "Q", "H"), (1, 2): ("Q", "H")}
    )
    assert score_city(city, 0)["house"] == 3


def test_adjacent_markets_both_fail_and_market_plazas_do_not_count() -> None:
    city = make_city({(0, 0): "M*", (1, 0): "M", (2, 0): "M", (5, 0): "M", (4, 0): "M*"})
    assert (
        score_city(city, 0)["market"] == 1 * 4
    )  # only (5,0) (it touches a plaza, not a market); 2 + 2 stars


def test_market_at_level_two_is_worth_two() -> None:
    city = make_city({(0, 0): "M*", (2, 0): ("Q", "M")})
    assert score_city(city, 0)["market"] == 2 * 2


def test_barracks_needs_an_empty_neighbour() -> None:
    ring = {n: "Q" for n in [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)]}
    surrounded = make_city({(0, 0): "B", **ring, (3, 0): "B*"})
    assert score_city(surrounded, 0)["barracks"] == 0
    edge = make_city({(0, 0): "B", (1, 0): "Q", (3, 0): "B*"})
    assert score_city(edge, 0)["barracks"] == 1 * 2


def test_barracks_beside_an_enclosed_hole_scores() -> None:
    # D3: any empty neighbour counts, enclosed or not (Example 3's barracks at (2,1)).
    city, _ = build(EXAMPLE_3)
    assert score_details(city, 4).districts[2].base == 1


def test_temple_needs_six_occupied_neighbours_of_any_kind() -> None:
    ring = {
        n: code
        for n, code in zip([(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)], "QHMBGQ", strict=True)
    }
    city = make_city({(0, 0): "T", **ring, (3, 0): "T*"})
    assert score_city(city, 0)["temple"] == 1 * 2
    del ring[(1, -1)]
    open_city = make_city({(0, 0): "T", **ring, (3, 0): "T*"})
    assert score_city(open_city, 0)["temple"] == 0


def test_gardens_always_score() -> None:
    city = make_city({(0, 0): "G", (5, 5): ("Q", "Q", "G"), (9, 9): "G*"})
    assert score_city(city, 0)["garden"] == (1 + 3) * 3


def test_no_star_no_points_and_stars_add_up() -> None:
    city = make_city({(0, 0): "G", (1, 0): "G"})
    assert score_city(city, 0)["garden"] == 0
    two_plazas = make_city({(0, 0): "G", (3, 0): "G*", (5, 0): "G*"})
    assert score_city(two_plazas, 0)["garden"] == 1 * 6


def test_covered_plazas_give_no_stars() -> None:
    city = make_city({(0, 0): "G", (3, 0): ("G*", "Q")})
    assert score_city(city, 0)["garden"] == 0


def test_stones_are_one_point_each() -> None:
    city = City.start()
    assert dict(score_city(city, 7)) == sheet(stones=7)


# --- the five variants, each alone (spec 4.6 and Example 4) --------------------------------------


def test_house_variant_doubles_a_group_worth_ten() -> None:
    # Five level-2 houses in a row, two 1-star blue plazas: base 10 -> 20, x 2 stars = 40.
    row = {(i, 0): ("Q", "H") for i in range(5)}
    city = make_city({**row, (0, 3): "H*", (3, 3): "H*"})
    assert score_city(city, 0)["house"] == 20
    assert score_city(city, 0, ["house"])["house"] == 40
    four = make_city({**{(i, 0): ("Q", "H") for i in range(4)}, (0, 3): "H*"})
    assert score_city(four, 0, ["house"])["house"] == 8  # base 8 < 10: not doubled


def test_market_variant_doubles_markets_next_to_a_yellow_plaza() -> None:
    city = make_city({(0, 0): "M", (1, 0): "M*", (4, 0): "M"})
    assert score_city(city, 0)["market"] == 2 * 2
    assert score_city(city, 0, ["market"])["market"] == 3 * 2


def test_barracks_variant_doubles_three_or_four_empty_neighbours() -> None:
    # (0,0) has 4 empty neighbours, (4,0) only 2.
    quarries = dict.fromkeys([(1, 0), (0, 1), (5, 0), (4, 1), (3, 1), (5, -1)], "Q")
    city = make_city({(0, 0): "B", (4, 0): "B", **quarries, (9, 9): "B*"})
    assert score_city(city, 0)["barracks"] == 2 * 2
    assert score_city(city, 0, ["barracks"])["barracks"] == (2 + 1) * 2


def test_temple_variant_doubles_temples_on_level_two() -> None:
    ring = {n: "Q" for n in [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)]}
    high = make_city({(0, 0): ("Q", "T"), **ring, (5, 0): "T*"})
    low = make_city({(0, 0): "T", **ring, (5, 0): "T*"})
    assert score_city(high, 0, ["temple"])["temple"] == 4 * 2  # contributes 2 x 2 = 4 to the base
    assert score_city(low, 0, ["temple"])["temple"] == 1 * 2


def test_garden_variant_doubles_gardens_next_to_a_lake() -> None:
    city, _ = build(EXAMPLE_3)
    assert score_details(city, 4, ["garden"]).districts[4].base == 2
    flat, _ = build(EXAMPLE_1)  # its garden at (-1,3) does not touch the lake at (0,1)
    assert flat.lakes() == {(0, 1)}
    assert score_details(flat, 2, ["garden"]).districts[4].base == 1


def test_a_lake_is_a_single_enclosed_cell() -> None:
    # D4: a two-cell hole is not a lake.
    hole = {(0, 0), (1, 0)}
    around = {
        n
        for c in hole
        for n in [
            (c[0] + 1, c[1]),
            (c[0], c[1] + 1),
            (c[0] - 1, c[1] + 1),
            (c[0] - 1, c[1]),
            (c[0], c[1] - 1),
            (c[0] + 1, c[1] - 1),
        ]
    } - hole
    city = make_city(dict.fromkeys(around, "Q"))
    assert city.lakes() == frozenset()


def test_score_details_match_the_flat_mapping() -> None:
    city, _ = build(EXAMPLE_3)
    details = score_details(city, 4, ALL)
    assert details.total == score_city(city, 4, ALL)["total"]
    assert [d.points for d in details.districts] == [3, 6, 2, 0, 6]
    assert [d.stars for d in details.districts] == [1, 2, 2, 0, 3]


def test_unknown_variant_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown variants"):
        score_city(City.start(), 0, ["houses"])


@pytest.mark.parametrize(
    "variants", [(), ALL, ("market",), ("barracks",), ("temple",), ("garden",), ("house", "garden")]
)
def test_quick_totals_equal_full_scoring(variants: tuple[str, ...]) -> None:
    # The default move's per-placement totals (only affected colours rescored) match a full score,
    # on the varied, stacked cities of a seeded random game.
    rnd = random.Random(len(variants))
    state = GAME.new(2, {}, len(variants))
    checked = 0
    while not state.over:
        player = state.current
        if state.turn % 6 == 5:
            city, tile, stones = state.cities[player], state.site[0], state.stones[player]
            for q, r, k, total in totals_after_placements(city, tile, stones, variants):
                placed, gained = city.place(tile, q, r, k)
                assert total == score_details(placed, stones + gained, variants).total, (q, r, k)
                checked += 1
        state, _ = GAME.apply(state, player, rnd.choice(GAME.legal(state, player)))
    assert checked > 400


def test_a_single_placement_scores_as_the_city_it_builds() -> None:
    """`sheet_after` (the search's value of one placement) gives each colour's base and stars and
    the stones gained of the city `City.place` builds, legal placements and illegal alike, on the
    cities of seeded random games; each city is asked under several variant sets in turn, so what
    it remembers for one set must not answer for another."""
    rnd = random.Random(7)
    sets = [(), ALL, ("garden",), ("house", "market"), ("barracks", "temple")]
    legal = illegal = 0
    for seed in range(3):
        state = GAME.new(3, {}, seed)
        while not state.over:
            player = state.current
            city = state.cities[player]
            cells = list(city.columns)
            turns = GAME.legal(state, player)
            for i in range(12):
                if i % 2:  # a legal turn's placement (upper levels among them)
                    turn = rnd.choice(turns)
                    tile, q, r, k = state.site[turn.slot - 1], turn.q, turn.r, turn.rotation
                else:  # anywhere near the city, with a tile of the site or one already built
                    tile = rnd.choice([*state.site, *city.tiles()])
                    q, r = rnd.choice(cells)
                    q, r, k = q + rnd.randint(-1, 1), r + rnd.randint(-1, 1), rnd.randint(0, 5)
                variants = rnd.choice(sets)
                try:
                    placed, gained = city.place(tile, q, r, k)
                except PlacementError as refused:
                    with pytest.raises(PlacementError) as caught:
                        sheet_after(city, tile, q, r, k, variants)
                    assert (caught.value.code, caught.value.params) == (refused.code, refused.params)
                    illegal += 1
                    continue
                colours, got = sheet_after(city, tile, q, r, k, variants)
                want = score_details(placed, 0, variants).districts
                assert colours == tuple((d.base, d.stars) for d in want), (tile, q, r, k, variants)
                assert got == gained
                legal += 1
            state, _ = GAME.apply(state, player, rnd.choice(GAME.legal(state, player)))
    assert legal > 500 and illegal > 100


def test_the_default_move_leaves_no_rescoring_memo_on_the_state_a_table_keeps() -> None:
    """A table keeps its states in memory; the default move scores every placement of the city
    once and leaves nothing more on it, while the search's single placements keep theirs."""
    state = GAME.new(2, {}, 3)
    for _ in range(6):
        state, _ = GAME.apply(state, state.current, GAME.default_action(state, state.current))
    GAME.default_action(state, state.current)
    city = state.cities[state.current]
    assert "_before" not in city.__dict__
    turn = GAME.legal(state, state.current)[0]
    sheet_after(city, state.site[turn.slot - 1], turn.q, turn.r, turn.rotation)
    assert "_before" in city.__dict__
