"""Akropolis sentences from views: tiles, slots, footprints, spins and score sheets.

Pure functions of the engine's views (plain dicts), so they are tested without Discord. They
describe; they never decide what is legal. Each takes the reader's locale last (English when
left out).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from games import hexgrid

from ...i18n import DEFAULT, t

View = Mapping[str, Any]


def stones(n: int, loc: str = DEFAULT) -> str:
    return t(loc, "akropolis-stones", count=n)


def cost(n: int, loc: str = DEFAULT) -> str:
    return t(loc, "akropolis-free") if n == 0 else stones(n, loc)


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def comma(loc: str) -> str:
    """What separates the items of a list written out: ", " / "，"."""
    return t(loc, "akropolis-comma")


def short(code: str, loc: str = DEFAULT) -> str:
    """A hex by its district's mark and one star for any plaza: as the spec writes it in English
    (H, M*, Q), by the first character of the district's name in Chinese (住, 市★, 采)."""
    plaza = t(loc, "akropolis-plaza-mark") if "*" in code else ""
    return t(loc, "akropolis-hex-mark", letter=code[0]) + plaza


def tile_code(hexes: Sequence[str], loc: str = DEFAULT) -> str:
    return " ".join(short(h, loc) for h in hexes)


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


def slot_label(slot: Mapping[str, Any], loc: str = DEFAULT) -> str:
    """A site slot for a button: "2 · M* Q Q · 1 stone"."""
    tile, price = tile_code(slot["hexes"], loc), cost(slot["cost"], loc)
    return t(loc, "akropolis-slot-option", slot=slot["slot"], tile=tile, cost=price)


def tile_title(slot: Mapping[str, Any], loc: str = DEFAULT) -> str:
    return t(
        loc,
        "akropolis-took",
        tile=slot["tile"],
        hexes=tile_code(slot["hexes"], loc),
        slot=slot["slot"],
        cost=cost(slot["cost"], loc),
    )


def slots_phrase(view: View, seat: int, loc: str = DEFAULT) -> str:
    """Which slots the seat can pay for: "slot 1 free, slots 2-3 with your 2 stones"."""
    have = view["stones"][seat]
    top = min(len(view["site"]), have + 1)
    if top == 1:
        return t(loc, "akropolis-slot-only-free", stones=stones(have, loc))
    more = t(loc, "akropolis-slot-two") if top == 2 else t(loc, "akropolis-slots-range", top=top)
    return t(loc, "akropolis-slots-afford", more=more, stones=stones(have, loc))


def levels_line(counts: Mapping[int, int], loc: str = DEFAULT) -> str:
    return " · ".join(
        t(loc, "akropolis-level-count", level=level, count=n) for level, n in sorted(counts.items())
    )


COLOUR_OF = {"H": "blue", "M": "yellow", "B": "red", "T": "purple", "G": "green"}


def covers(footprint: Mapping[str, Any], loc: str = DEFAULT) -> str:
    """What a footprint rests on and what that changes: "level 2, on Q, Q, H* · +2 stones · -1 blue star"."""
    if footprint["level"] == 1:
        return t(loc, "akropolis-level-ground")
    under = comma(loc).join(short(h, loc) for h in footprint["covers"])
    text = t(loc, "akropolis-level-on", level=footprint["level"], covers=under)
    if footprint["stones"]:
        text += t(loc, "akropolis-gains", stones=stones(footprint["stones"], loc))
    for code in footprint["covers"]:
        if "*" in code:  # a covered plaza's stars stop counting (spec 3.4)
            text += t(loc, "akropolis-loses-stars", count=code.count("*"), colour=COLOUR_OF[code[0]])
    return text


def spin_cells(placement: Sequence[int]) -> tuple[tuple[int, int], ...]:
    q, r, k = placement
    return hexgrid.piece_cells((q, r), k)


def spin_label(index: int, hexes: Sequence[str], placement: Sequence[int], loc: str = DEFAULT) -> str:
    # Named by the hex that tells the spins apart best: a plaza, else a district, else the first.
    k = min(range(len(hexes)), key=lambda i: ("*" not in hexes[i], hexes[i] == "Q", i))
    where = cell(spin_cells(placement)[k])
    return t(loc, "akropolis-spin", index=index + 1, hex=short(hexes[k], loc), cell=where)


def spin_text(hexes: Sequence[str], placement: Sequence[int], loc: str = DEFAULT) -> str:
    """Where each hex of the tile goes: "M* on 1,-2, Q on 2,-2, Q on 1,-1"."""
    return comma(loc).join(
        t(loc, "akropolis-hex-on", hex=short(h, loc), cell=cell(c))
        for h, c in zip(hexes, spin_cells(placement), strict=True)
    )


def notation(slot: int, placement: Sequence[int]) -> str:
    q, r, k = placement
    return f"{slot} q{q} r{r} rot{k}"


def districts(name: str, loc: str = DEFAULT) -> str:
    """A district as a score sheet names it: "houses" / "住宅区"."""
    return t(loc, "akropolis-districts", district=name)


def sheet_line(sheet: Mapping[str, Any], loc: str = DEFAULT) -> str:
    """A score sheet as "houses 4×1=4 · ..." parts, then the VA's quarries and the stones."""
    parts = []
    for d in sheet["districts"]:
        part = t(
            loc,
            "akropolis-district-score",
            district=districts(d["district"], loc),
            base=d["base"],
            stars=d["stars"],
            points=d["points"],
        )
        if d["doubled"]:
            part += t(loc, "akropolis-doubled", count=d["doubled"])
        parts.append(part)
    points = sheet["points"]
    if "quarries" in points:
        parts.append(t(loc, "akropolis-quarries", count=points["quarries"]))
    parts.append(t(loc, "akropolis-stones-score", count=points["stones"]))
    return " · ".join(parts)


def variants_line(view: View, loc: str = DEFAULT) -> str:
    variants = view["variants"]
    if not variants:
        return t(loc, "akropolis-no-variants")
    return t(loc, "akropolis-variants", variants=comma(loc).join(districts(v, loc) for v in variants))


def difficulty(level: str, loc: str = DEFAULT) -> str:
    """The virtual architect's level (an option value: easy, medium, hard) in words."""
    return t(loc, "akropolis-difficulty", level=level)
