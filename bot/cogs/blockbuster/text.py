"""Block Buster sentences for Discord, built from the public view only (spec §8: all is public).

Pure functions of a view dict (and seats' user ids) and the reader's locale, so the cog, the board
buttons and the tests share one wording. Colours get a coloured square, because in a busy channel
the square is what the eye finds first.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games.core import GameError

from ...i18n import DEFAULT, t, term
from ...i18n.refusals import refusal

View = dict[str, Any]

EMOJI = {"red": "🟥", "yellow": "🟨", "blue": "🟦", "green": "🟩"}
SYMBOL_EMOJI = {"sun": "☀️", "star": "⭐", "swirl": "🌀", "wave": "🌊", "moon": "🌙"}
SITUATION = {
    "first": "blockbuster-first-piece",
    "connect": "blockbuster-must-touch",
    "jump": "blockbuster-cannot-connect",
    "none": "blockbuster-nowhere",
}


def cell(view: View, rc: Sequence[int]) -> str:
    """(row, col) -> "E5", as the board's labels read."""
    return f"{view['columns'][rc[1]]}{rc[0] + 1}"


def colour_name(view: View, colour: int, loc: str = DEFAULT) -> str:
    """A colour as the reader says it; the engine's word (`red`) is also the palette's key."""
    return t(loc, "blockbuster-colour", colour=str(view["colours"][colour]["name"]))


def emoji(view: View, colour: int) -> str:
    return EMOJI.get(str(view["colours"][colour]["name"]), "")


def tag(view: View, colour: int, loc: str = DEFAULT) -> str:
    """How a colour is named in messages: `🟥 **red**`."""
    return f"{emoji(view, colour)} **{colour_name(view, colour, loc)}**".strip()


def piece(view: View, piece_id: int) -> dict[str, Any]:
    return next(p for p in view["pieces"] if p["id"] == piece_id)


def piece_title(view: View, piece_id: int, loc: str = DEFAULT) -> str:
    """`#8 L tetromino`: English is the engine's name, other languages the glossary's."""
    name = piece(view, piece_id)["name"] if loc == DEFAULT else term(loc, "blockbuster", f"piece-{piece_id}")
    return f"#{piece_id} {name}"


def tile_name(view: View, index: int, loc: str = DEFAULT) -> str:
    """A symbol tile by its top-left cell: `☀️ sun at B2`."""
    s = view["symbols"][index]
    symbol = term(loc, "blockbuster", s["symbol"])
    text = t(loc, "blockbuster-symbol-at", symbol=symbol, cell=cell(view, s["tile"][0]))
    return f"{SYMBOL_EMOJI.get(s['symbol'], '')} {text}".strip()


def gaps(view: View) -> dict[int, tuple[int, int]]:
    """During a jump: piece -> (G(p), penalty)."""
    turn = view["turn"] or {}
    return {p: (g, pen) for p, g, pen in turn.get("gaps", [])}


def gap_list(view: View, loc: str = DEFAULT) -> str:
    """The price of a jump per piece, cheapest first: `gap 1 (-2): #12 #5 #1; gap 3 (-6): #6`."""
    by_gap: dict[tuple[int, int], list[int]] = {}
    for p, (g, pen) in gaps(view).items():
        by_gap.setdefault((g, pen), []).append(p)
    return t(loc, "blockbuster-gap-separator").join(
        t(loc, "blockbuster-gap", gap=g, penalty=pen) + " ".join(f"#{p}" for p in pieces)
        for (g, pen), pieces in sorted(by_gap.items())
    )


def situation(view: View, loc: str = DEFAULT) -> str:
    """What the colour to move faces, in a clause: "must touch red along an edge …"."""
    turn = view["turn"]
    if turn is None:
        return t(loc, "blockbuster-game-over")
    return t(loc, SITUATION[turn["kind"]], colour=colour_name(view, turn["colour"], loc))


def squares_left(view: View, colour: int) -> int:
    return int(view["colours"][colour]["squares_left"])


def pieces_line(view: View, colour: int) -> str:
    """What a colour still has, largest id first: `#13 x2, #12, #5`."""
    items = view["colours"][colour]["pieces"]
    return ", ".join(f"#{p}" + (f" x{n}" if n > 1 else "") for p, n in sorted(items, reverse=True))


def colour_line(key: str, view: View, colour: int, user_id: int, loc: str, **more: Any) -> str:
    """A colour's line (under the status, with the pieces): its tag, its player, its squares left
    and the tiles it secured, with the line's own values."""
    names = [tile_name(view, i, loc) for i in view["colours"][colour]["secured"]]
    secured = t(loc, "blockbuster-list-separator").join(names) if names else t(loc, "blockbuster-nothing-yet")
    return t(
        loc,
        key,
        colour=tag(view, colour, loc),
        user=f"<@{user_id}>",
        squares=squares_left(view, colour),
        secured=secured,
        **more,
    )


def place_head(view: View, piece_id: int, orient: str, at: str, loc: str = DEFAULT) -> str:
    """`#8 L tetromino R90 at E5`."""
    return t(loc, "blockbuster-place-at", piece=piece_title(view, piece_id, loc), orient=orient, cell=at)


def reason(preview: dict[str, Any], loc: str = DEFAULT) -> str:
    """Why the engine refused a previewed placement, in the reader's language."""
    error = GameError(preview.get("code"), **(preview.get("params") or {}))
    return refusal(loc, error, "blockbuster")


def preview_sentence(view: View, preview: dict[str, Any], loc: str = DEFAULT) -> str:
    """The engine's verdict on a placement, for a player: legal or why not, gap, penalty, captures."""
    place = preview["action"].split()
    head = place_head(view, int(place[1]), place[2], place[3].upper(), loc)
    covers = " ".join(cell(view, rc) for rc in preview["cells"])
    if not preview["legal"]:
        return t(loc, "blockbuster-preview-illegal", head=head, covers=covers, reason=reason(preview, loc))
    lines = [t(loc, "blockbuster-preview-legal", head=head, covers=covers)]
    if preview.get("gap"):
        lines.append(t(loc, "blockbuster-preview-jump", gap=preview["gap"], penalty=preview["penalty"]))
    for index in preview.get("secures", []):
        lines.append(t(loc, "blockbuster-preview-secures", tile=tile_name(view, index, loc)))
    if preview.get("instant_win"):
        lines.append(t(loc, "blockbuster-preview-wins"))
    return t(loc, "blockbuster-sentence-separator").join(lines)


def covers(view: View, piece_id: int, code: str, at: str, loc: str = DEFAULT) -> str:
    """The cells a placement covers, for a menu line: the orientation's first cell (reading
    order) lies on the anchor cell `at`."""
    shape = dict(piece(view, piece_id)["orientations"])[code]
    (fr, fc), (ar, ac) = shape[0], parse_cell(view, at)
    cells = " ".join(cell(view, (ar + r - fr, ac + c - fc)) for r, c in shape)
    return t(loc, "blockbuster-covers", cells=cells)


def parse_cell(view: View, name: str) -> list[int]:
    """`e5` or `E5` -> [4, 4] (callers pass only cells taken from legal notations)."""
    name = name.strip().upper()
    return [int(name[1:]) - 1, view["columns"].index(name[0])]


def hint_lines(view: View, piece_id: int, found: dict[str, Any], loc: str = DEFAULT) -> list[str]:
    """`/blockbuster hint` in a few lines: how many places the piece has, in how many
    orientations, a few cells of each; the picture marks every one (a list of 300 cells helps
    nobody on a phone)."""
    title = piece_title(view, piece_id, loc)
    colour = view["turn"]["colour"]
    lines = [
        t(loc, "blockbuster-hint-head", piece=title, colour=tag(view, colour, loc), what=situation(view, loc))
    ]
    if found["gap"] is not None:
        gap, penalty = found["gap"], found["penalty"]
        lines.append(t(loc, "blockbuster-hint-jump", piece=title, gap=gap, penalty=penalty))
    anchors: dict[str, list[str]] = found["anchors"]
    if not anchors:
        lines.append(t(loc, "blockbuster-hint-none", piece=title))
        return lines
    total = sum(len(cells) for cells in anchors.values())
    lines.append(t(loc, "blockbuster-hint-fits", piece=title, places=total, orientations=len(anchors)))
    busiest = sorted(anchors.items(), key=lambda item: -len(item[1]))
    for code, cells in busiest[:4]:
        more = t(loc, "blockbuster-hint-and-more", count=len(cells) - 3) if len(cells) > 3 else ""
        lines.append(f"**{code}** ({len(cells)}): {' '.join(cells[:3])}{more}")
    if len(busiest) > 4:
        lines.append(t(loc, "blockbuster-hint-more-orientations", count=len(busiest) - 4))
    lines.append(t(loc, "blockbuster-hint-anchor"))
    return lines
