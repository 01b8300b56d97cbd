"""Akropolis sentences from views: tiles, slots, footprints, spins and score sheets.

Pure functions of the engine's views (plain dicts), so they are tested without Discord. They
describe; they never decide what is legal.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from games import hexgrid

View = Mapping[str, Any]

DISTRICT_WORDS = {
    "house": "houses",
    "market": "markets",
    "barracks": "barracks",
    "temple": "temples",
    "garden": "gardens",
}
VA = "virtual architect"


def plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word if n == 1 else many or word + 's'}"


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def cost(stones: int) -> str:
    return "free" if stones == 0 else plural(stones, "stone")


def short(code: str) -> str:
    """A hex as the spec writes it: H, M*, Q (one star mark for any plaza)."""
    return code[0] + ("*" if "*" in code else "")


def tile_code(hexes: Sequence[str]) -> str:
    return " ".join(short(h) for h in hexes)


def cell(c: Sequence[int]) -> str:
    """A cell as the images label it and commands take it: "q,r"."""
    return f"{c[0]},{c[1]}"


def cells(cs: Sequence[Sequence[int]]) -> str:
    return " ".join(cell(c) for c in cs)


def parse_cell(text: str) -> tuple[int, int] | None:
    """ "1,-2", "(1, -2)", "q1 r-2" or "1 -2" -> (1, -2); None when it is not two numbers."""
    numbers = re.findall(r"[-−]?\d+", text)
    if len(numbers) != 2:
        return None
    q, r = (int(n.replace("−", "-")) for n in numbers)
    return q, r


def slot_label(slot: Mapping[str, Any]) -> str:
    """A site slot for a button: "2 · M* Q Q · 1 stone"."""
    return f"{slot['slot']} · {tile_code(slot['hexes'])} · {cost(slot['cost'])}"


def tile_title(slot: Mapping[str, Any]) -> str:
    return (
        f"tile #{slot['tile']} ({tile_code(slot['hexes'])}) from slot {slot['slot']} ({cost(slot['cost'])})"
    )


def slots_phrase(view: View, seat: int) -> str:
    """Which slots the seat can pay for: "slot 1 free, slots 2-3 with your 2 stones"."""
    stones = view["stones"][seat]
    top = min(len(view["site"]), stones + 1)
    if top == 1:
        return f"slot 1, free: you have {plural(stones, 'stone')}"
    more = "slot 2" if top == 2 else f"slots 2-{top}"
    return f"slot 1 free, {more} with your {plural(stones, 'stone')}"


def levels_line(counts: Mapping[int, int]) -> str:
    return " · ".join(f"level {level}: {n}" for level, n in sorted(counts.items()))


COLOUR_OF = {"H": "blue", "M": "yellow", "B": "red", "T": "purple", "G": "green"}


def covers(footprint: Mapping[str, Any]) -> str:
    """What a footprint rests on and what that changes: "level 2, on Q, Q, H* · +2 stones · -1 blue star"."""
    if footprint["level"] == 1:
        return "level 1, on the ground"
    text = f"level {footprint['level']}, on {', '.join(short(h) for h in footprint['covers'])}"
    if footprint["stones"]:
        text += f" · +{plural(footprint['stones'], 'stone')}"
    for code in footprint["covers"]:
        if "*" in code:  # a covered plaza's stars stop counting (spec 3.4)
            text += f" · -{plural(code.count('*'), COLOUR_OF[code[0]] + ' star')}"
    return text


def spin_cells(placement: Sequence[int]) -> tuple[tuple[int, int], ...]:
    q, r, k = placement
    return hexgrid.piece_cells((q, r), k)


def key_hex(hexes: Sequence[str]) -> int:
    """The hex that tells the spins apart best: a plaza, else a district, else the first."""
    for i, h in enumerate(hexes):
        if "*" in h:
            return i
    for i, h in enumerate(hexes):
        if h != "Q":
            return i
    return 0


def spin_label(index: int, hexes: Sequence[str], placement: Sequence[int]) -> str:
    k = key_hex(hexes)
    return f"Spin {index + 1} · {short(hexes[k])} on {cell(spin_cells(placement)[k])}"


def spin_text(hexes: Sequence[str], placement: Sequence[int]) -> str:
    """Where each hex of the tile goes: "M* on 1,-2, Q on 2,-2, Q on 1,-1"."""
    return ", ".join(f"{short(h)} on {cell(c)}" for h, c in zip(hexes, spin_cells(placement), strict=True))


def notation(slot: int, placement: Sequence[int]) -> str:
    q, r, k = placement
    return f"{slot} q{q} r{r} rot{k}"


def sheet_parts(sheet: Mapping[str, Any]) -> list[str]:
    """A score sheet as "houses 4×1=4" parts, then the VA's quarries and the stones."""
    parts = []
    for d in sheet["districts"]:
        part = f"{DISTRICT_WORDS[d['district']]} {d['base']}×{d['stars']}={d['points']}"
        if d["doubled"]:
            part += f" ({d['doubled']} doubled)"
        parts.append(part)
    points = sheet["points"]
    if "quarries" in points:
        parts.append(f"quarries {points['quarries']}")
    parts.append(f"stones {points['stones']}")
    return parts


def sheet_line(sheet: Mapping[str, Any]) -> str:
    return " · ".join(sheet_parts(sheet))


def variants_line(view: View) -> str:
    variants = view["variants"]
    if not variants:
        return "no scoring variants"
    return "variants: " + ", ".join(DISTRICT_WORDS[v] for v in variants)
