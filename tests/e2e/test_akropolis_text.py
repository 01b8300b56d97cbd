"""Akropolis's Discord sentences (bot/cogs/akropolis/text.py): pure functions of views, so no Discord."""

from __future__ import annotations

from bot.cogs.akropolis import anchor_note, turn_text
from bot.cogs.akropolis import text as T
from games.akropolis import GAME


def test_cells_are_read_the_way_the_pictures_label_them() -> None:
    for typed in ("1,-2", "(1, -2)", "q1 r-2", "1 -2", "1,−2"):
        assert T.parse_cell(typed) == (1, -2)
    assert T.parse_cell("the middle") is None and T.parse_cell("1,2,3") is None
    assert turn_text(2, "1,-2", 5) == "2 q1 r-2 rot5"
    assert GAME.parse(turn_text(2, "(1, -2)", 5)) == GAME.parse("2 q1 r-2 rot5")
    assert turn_text(1, "middle", 0) == "1 middle rot0"  # left for the engine to explain


def test_slots_and_costs() -> None:
    view = GAME.view(GAME.new(4, {}, 5), None)
    slot = view["site"][2]
    assert T.slot_label(slot) == f"3 · {T.tile_code(slot['hexes'])} · 2 stones"
    assert T.slots_phrase(view, 0) == "slot 1 free, slot 2 with your 1 stone"
    assert T.slots_phrase(view, 3) == "slot 1 free, slots 2-5 with your 4 stones"
    assert T.slots_phrase({"stones": [0], "site": view["site"]}, 0) == "slot 1, free: you have 0 stones"


def test_footprints_say_what_they_cover_and_what_it_changes() -> None:
    ground = {"level": 1, "covers": [], "stones": 0}
    assert T.covers(ground) == "level 1, on the ground"
    upper = {"level": 2, "covers": ["Q", "Q", "H*"], "stones": 2}
    assert T.covers(upper) == "level 2, on Q, Q, H* · +2 stones · -1 blue star"
    assert T.covers({"level": 3, "covers": ["M**", "B", "T"], "stones": 0}) == (
        "level 3, on M*, B, T · -2 yellow stars"
    )


def test_spins_name_where_each_hex_goes() -> None:
    hexes = ["Q", "M**", "Q"]
    placements = [[0, -3, 0], [1, -3, 2], [0, -2, 4]]  # one footprint's three spins
    assert [T.spin_label(i, hexes, p) for i, p in enumerate(placements)] == [
        "Spin 1 · M* on 1,-3",
        "Spin 2 · M* on 0,-2",
        "Spin 3 · M* on 0,-3",
    ]
    assert T.spin_text(hexes, placements[0]) == "Q on 0,-3, M* on 1,-3, Q on 0,-2"
    assert T.notation(2, placements[1]) == "2 q1 r-3 rot2"


def test_anchor_notes_group_rotations_by_level() -> None:
    low = {"level": 1, "stones": 0}
    high = {"level": 2, "stones": 2}
    assert anchor_note([(3, low), (0, low), (5, high)]) == "level 1: rot 0 3 · level 2: rot 5 (+2 stones)"


def test_score_sheets_read_as_base_times_stars() -> None:
    state = GAME.new(1, {"garden_variant": True}, 2)
    view = GAME.view(state, None)
    va = view["va"]
    assert "score" in view["cities"][0] and va is not None and "score" in va
    assert T.sheet_line(view["cities"][0]["score"]) == (
        "houses 0×1=0 · markets 0×0=0 · barracks 0×0=0 · temples 0×0=0 · gardens 0×0=0 · stones 1"
    )
    assert T.sheet_line(va["score"]).endswith("quarries 6 · stones 2")
    assert T.variants_line(view) == "variants: gardens"
