"""Seat and piece colours stay apart for colour-blind players.

Each colour is passed through Machado et al. (2009)'s simulation of deuteranopia and protanopia
(severity 100, via colorspacious) and every pair must stay at least MIN_DISTANCE apart in
CAM02-UCS (Delta E'; about 1 is a just-noticeable difference, 10+ reads as clearly different at
a glance). The second cue (seat numbers on chips, Block Buster's shapes) is checked too.
"""

from __future__ import annotations

import itertools

import colorspacious
import numpy as np
from PIL import ImageDraw

from render import blockbuster, core

MIN_DISTANCE = 12.0
DEFICIENCIES = ("deuteranomaly", "protanomaly")


def _seen(rgb: tuple[int, int, int], deficiency: str | None) -> np.ndarray:
    colour = np.array(rgb, dtype=float) / 255
    if deficiency is None:
        return colour
    cvd = {"name": "sRGB1+CVD", "cvd_type": deficiency, "severity": 100}
    return np.clip(colorspacious.cspace_convert(colour, cvd, "sRGB1"), 0, 1)


def _closest(colours: dict[str, tuple[int, int, int]]) -> tuple[float, str, str, str]:
    return min(
        (float(colorspacious.deltaE(_seen(a, d), _seen(b, d), input_space="sRGB1")), na, nb, d)
        for (na, a), (nb, b) in itertools.combinations(colours.items(), 2)
        for d in DEFICIENCIES
    )


def test_seat_colours_stay_apart_under_deuteranopia_and_protanopia() -> None:
    seats = {name: core.COLOURS[name] for name in core.SEAT_COLOURS}
    distance, a, b, deficiency = _closest(seats)
    assert distance >= MIN_DISTANCE, f"{a} and {b} are {distance:.1f} apart under {deficiency}"


def test_block_buster_piece_colours_stay_apart() -> None:
    pieces = {name: core.COLOURS[blockbuster.piece_colour(name)] for name in blockbuster.PIECE_RGB}
    distance, a, b, deficiency = _closest(pieces)
    assert distance >= MIN_DISTANCE, f"{a} and {b} are {distance:.1f} apart under {deficiency}"


def test_the_old_red_and_green_failed_the_same_check() -> None:
    # The check is strict enough to catch what players reported: the former red and green pieces.
    old = {"red": (214, 48, 49), "green": (0, 148, 50)}
    assert _closest(old)[0] < MIN_DISTANCE


def test_every_seat_chip_carries_its_number() -> None:
    for seat in range(len(core.SEAT_COLOURS)):
        image = core.canvas(40, 30)
        core.seat_chip(ImageDraw.Draw(image), (2, 15), seat, size=14)
        used = {index for _, index in image.getcolors() or []}
        assert core.c(core.seat_colour(seat)) in used
        assert core.c(core.SEAT_INK[seat]) in used  # the digit, in ink that reads on the colour
        assert len(core.SEAT_EMOJI) == len(core.SEAT_COLOURS)


def test_block_buster_colours_have_distinct_shapes() -> None:
    assert len(set(blockbuster.MARKS.values())) == len(blockbuster.PIECE_RGB)
    masks = []
    for name in blockbuster.PIECE_RGB:
        image = core.canvas(24, 24)
        blockbuster.draw_mark(ImageDraw.Draw(image), name, 12, 12, 6)
        dark = core.c(f"bb_{name}_dark")
        masks.append(bytes(1 if v == dark else 0 for v in image.tobytes()))
    assert len(set(masks)) == len(masks)
