"""Shake That City rules that had no test of their own: bonus tiles flipped at once when one
placement meets several conditions (D8), and the seaside corner cells that touch both a black
edge and the beach (2.2: A6 west black / south beach, F1 north black / east beach)."""

from __future__ import annotations

import random

from games.core import Event
from games.shakecity import GAME
from games.shakecity.data import CELLS, COLS, ROWS
from games.shakecity.rules import anchors, shape
from games.shakecity.scoring import breakdown, flipped
from tests.helpers.shakecity import EMPTY, LAYOUT, board, make_state, only
from tests.helpers.wording import english


def said(event: Event) -> str:
    """The event's English sentence, as the bot words it from the catalog."""
    return english("shakecity", event)


def test_one_placement_flips_two_bonus_tiles_at_once_as_events() -> None:
    """D8: a tile flips as soon as its condition holds; one shop on D4 completes both the NW-SE
    diagonal and column D (N2, full line), so both flip in the same move, each with its event."""
    before = board(
        "H..R..",
        ".H.R..",
        "..HR..",
        "......",
        "...RH.",
        "...R.H",
    )
    assert not {"NW", "N2"} & set(flipped(before, LAYOUT))
    state = make_state([before, EMPTY], round=7, bonus_layout=LAYOUT)
    events = []
    for player, move in ((0, "S D4"), (1, "P A1")):
        state, more = GAME.apply(state, player, GAME.parse(move))
        events += more
    flips = [e for e in events if e.code == "bonus_flipped" and e.params["player"] == 0]
    assert sorted(e.params["slot"] for e in flips) == ["N2", "NW"]
    assert all(e.public and said(e).endswith("+3.") for e in flips)
    assert {"NW", "N2"} <= set(flipped(state.boards[0], LAYOUT))
    # A tile flips once: building more on the same lines flips nothing again.
    assert not [e for e in events if e.code == "bonus_flipped" and e.params["player"] == 1]


def test_seaside_corner_a6_touches_the_beach_for_parks_and_homes() -> None:
    # A6: west edge black, south edge beach (D4).
    assert breakdown(only(("A6", "P")), "seaside", LAYOUT, False)["parks"] == 1  # the beach
    assert breakdown(only(("A6", "P"), ("A5", "H")), "seaside", LAYOUT, False)["parks"] == 2
    assert breakdown(only(("A6", "P")), "inland", LAYOUT, False)["parks"] == 0
    assert breakdown(only(("A6", "H")), "seaside", LAYOUT, False)["homes"] == 2 + 1
    assert breakdown(only(("A6", "H")), "inland", LAYOUT, False)["homes"] == 2
    # ...and the black west edge connects a road and serves a shop there.
    assert breakdown(only(("A6", "R")), "seaside", LAYOUT, False)["roads"] == 1
    assert breakdown(only(("A6", "S")), "seaside", LAYOUT, False)["shops"] == 1


def test_seaside_corner_f1_touches_the_beach_for_parks() -> None:
    # F1: north edge black, east edge beach.
    assert breakdown(only(("F1", "P")), "seaside", LAYOUT, False)["parks"] == 1
    assert breakdown(only(("F1", "P"), ("E1", "H")), "seaside", LAYOUT, False)["parks"] == 2
    assert breakdown(only(("F1", "P")), "inland", LAYOUT, False)["parks"] == 0
    assert breakdown(only(("F1", "H")), "seaside", LAYOUT, False)["homes"] == 2 + 1
    assert breakdown(only(("F1", "R")), "seaside", LAYOUT, False)["roads"] == 1  # north is black


def test_anchors_are_every_cell_from_which_the_shape_lands_on_empty_cells_in_reading_order() -> None:
    """4.3 read literally: an anchor is legal when every target cell is on the board and empty (a
    construction tile is not); `anchors` finds them all at once through shifted bit masks."""
    rng = random.Random(20261203)
    letters = "HSFPR"
    for _ in range(600):
        pattern = "".join(rng.choice(letters + "W") for _ in range(9))
        fill = rng.random()
        cells = [rng.choice(letters + "123") if rng.random() < fill else "." for _ in range(CELLS)]
        b = "".join(cells)
        for letter in set(pattern) - {"W"}:
            for wilds in (False, True):
                offsets = shape(pattern, letter, wilds)
                expected = tuple(
                    a
                    for a in range(CELLS)
                    if all(
                        0 <= a // COLS + dr < ROWS
                        and 0 <= a % COLS + dc < COLS
                        and b[(a // COLS + dr) * COLS + a % COLS + dc] == "."
                        for dr, dc in offsets
                    )
                )
                assert anchors(b, offsets) == expected, (b, pattern, letter, wilds)
