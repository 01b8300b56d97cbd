"""Block Buster sentences for Discord, built from the public view only (spec §8: all is public).

Pure functions of a view dict (and seats' user ids), so the cog, the board buttons and the tests
share one wording. Colours get a coloured square, because in a busy channel the square is what
the eye finds first.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

View = dict[str, Any]

EMOJI = {"red": "🟥", "yellow": "🟨", "blue": "🟦", "green": "🟩"}
SYMBOL_EMOJI = {"sun": "☀️", "star": "⭐", "swirl": "🌀", "wave": "🌊", "moon": "🌙"}
SITUATION = {
    "first": "places its first piece: anywhere it fits",
    "connect": "must touch {name} along an edge (corners do not count)",
    "jump": "cannot connect: jump to a piece's nearest free spot (-2 per square of gap) or pass",
    "none": "has nowhere to go",
}


def cell(view: View, rc: Sequence[int]) -> str:
    """(row, col) -> "E5", as the board's labels read."""
    return f"{view['columns'][rc[1]]}{rc[0] + 1}"


def colour_name(view: View, colour: int) -> str:
    return str(view["colours"][colour]["name"])


def tag(view: View, colour: int) -> str:
    """How a colour is named in messages: `🟥 **red**`."""
    name = colour_name(view, colour)
    return f"{EMOJI.get(name, '')} **{name}**".strip()


def piece(view: View, piece_id: int) -> dict[str, Any]:
    return next(p for p in view["pieces"] if p["id"] == piece_id)


def piece_title(view: View, piece_id: int) -> str:
    return f"#{piece_id} {piece(view, piece_id)['name']}"


def tile_name(view: View, index: int) -> str:
    """A symbol tile by its top-left cell: `☀️ sun at B2`."""
    s = view["symbols"][index]
    return f"{SYMBOL_EMOJI.get(s['symbol'], '')} {s['symbol']} at {cell(view, s['tile'][0])}".strip()


def gaps(view: View) -> dict[int, tuple[int, int]]:
    """During a jump: piece -> (G(p), penalty)."""
    turn = view["turn"] or {}
    return {p: (g, pen) for p, g, pen in turn.get("gaps", [])}


def gap_list(view: View) -> str:
    """The price of a jump per piece, cheapest first: `gap 1 (-2): #12 #5 #1; gap 3 (-6): #6`."""
    by_gap: dict[tuple[int, int], list[int]] = {}
    for p, (g, pen) in gaps(view).items():
        by_gap.setdefault((g, pen), []).append(p)
    return "; ".join(
        f"gap {g} ({pen}): " + " ".join(f"#{p}" for p in pieces)
        for (g, pen), pieces in sorted(by_gap.items())
    )


def situation(view: View) -> str:
    """What the colour to move faces, in a clause: "must touch red along an edge …"."""
    turn = view["turn"]
    if turn is None:
        return "the game is over"
    return SITUATION[turn["kind"]].format(name=colour_name(view, turn["colour"]))


def squares_left(view: View, colour: int) -> int:
    return int(view["colours"][colour]["squares_left"])


def pieces_line(view: View, colour: int) -> str:
    """What a colour still has, largest id first: `#13 x2, #12, #5`."""
    items = view["colours"][colour]["pieces"]
    return ", ".join(f"#{p}" + (f" x{n}" if n > 1 else "") for p, n in sorted(items, reverse=True))


def secured_line(view: View, colour: int) -> str:
    names = [tile_name(view, i) for i in view["colours"][colour]["secured"]]
    return ", ".join(names) if names else "nothing yet"


def preview_sentence(view: View, preview: dict[str, Any]) -> str:
    """The engine's verdict on a placement, for a player: legal or why not, gap, penalty, captures."""
    place = preview["action"].split()
    head = f"{piece_title(view, int(place[1]))} {place[2]} at {place[3].upper()}"
    covers = " ".join(cell(view, rc) for rc in preview["cells"])
    if not preview["legal"]:
        return f"**{head}** would cover {covers}: **not legal**. {preview['reason']}"
    lines = [f"**{head}** covers {covers}: legal."]
    if preview.get("gap"):
        lines.append(f"It is a jump at gap {preview['gap']}: {preview['penalty']} points.")
    for index in preview.get("secures", []):
        lines.append(f"It secures the {tile_name(view, index)}.")
    if preview.get("instant_win"):
        lines.append("🏆 It wins the game at once.")
    return " ".join(lines)


def rows_label(chunk: Sequence[str]) -> str:
    first, last = chunk[0][1:], chunk[-1][1:]
    return f"row {first}" if first == last else f"rows {first}-{last}"


def covers(view: View, piece_id: int, code: str, anchor: Sequence[int]) -> list[list[int]]:
    """The cells a placement covers: the orientation's first cell (reading order) on the anchor."""
    shape = dict((c, s) for c, s in piece(view, piece_id)["orientations"])[code]
    fr, fc = shape[0]
    return [[anchor[0] + r - fr, anchor[1] + c - fc] for r, c in shape]


def parse_cell(view: View, name: str) -> list[int]:
    """`e5` or `E5` -> [4, 4] (callers pass only cells taken from legal notations)."""
    name = name.strip().upper()
    return [int(name[1:]) - 1, view["columns"].index(name[0])]


def hint_lines(view: View, piece_id: int, found: dict[str, Any]) -> list[str]:
    """`/blockbuster hint` in a few lines: how many places the piece has, in how many
    orientations, a few cells of each; the picture marks every one (a list of 300 cells helps
    nobody on a phone)."""
    title = piece_title(view, piece_id)
    colour = view["turn"]["colour"]
    lines = [f"**{title}** for {tag(view, colour)}, who {situation(view)}."]
    if found["gap"] is not None:
        lines.append(f"A jump with {title} must go at gap {found['gap']}: {found['penalty']} points.")
    anchors: dict[str, list[str]] = found["anchors"]
    if not anchors:
        lines.append(f"{title} has no legal place now.")
        return lines
    total = sum(len(cells) for cells in anchors.values())
    lines.append(
        f"{title} fits in {total} place{'s' if total != 1 else ''}, in {len(anchors)} "
        f"orientation{'s' if len(anchors) != 1 else ''}; every one is marked on the picture."
    )
    busiest = sorted(anchors.items(), key=lambda item: -len(item[1]))
    for code, cells in busiest[:4]:
        more = f" and {len(cells) - 3} more" if len(cells) > 3 else ""
        lines.append(f"**{code}** ({len(cells)}): {' '.join(cells[:3])}{more}")
    if len(busiest) > 4:
        lines.append(f"…and {len(busiest) - 4} more orientations with fewer places.")
    lines.append("Anchor = the cell the piece's dot goes on (see `/blockbuster pieces`).")
    return lines
