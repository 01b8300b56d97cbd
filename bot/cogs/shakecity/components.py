"""The Build chooser (bot/chooser.py): a player's own message to pick an option from a menu that
says how many buildings it gives, then the anchor cell among the legal ones, see the placement
drawn on their city, and confirm it. A step is named "<option>:<anchor>" (e.g. `H+W:` before a
cell is picked).

A chooser is stamped with the round it was drawn for, not the table version: in phase B the
others' moves bump the version without changing anything for this player (their choices do not
interact), so a version check would refuse good clicks; a chooser from an earlier round is
refused. The confirmation still submits with the version read just before acting, so a move that
lands in between is caught by the table service. Legality is never judged here: the menus list
what the engine's view offers, and a typed anchor the engine refuses is answered with its sentence.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import discord
from PIL import Image

from games.core import GameError
from games.shakecity import PLURAL, buildings
from render.shakecity import draw_choice

from ...chooser import SLOT, Choice, Play, Question, Step, chooser_table, show
from ...tables import Table
from .text import EMOJI, find_option, option_label, shape_diagram, targets

KEY = "shakecity"
STALE = "That round is over; press **Build** under the newest board."


def refusal(table: Table, seat: int) -> str | None:
    """Why this seat has nothing to choose now, or None when it does."""
    if seat in table.to_act():
        return None
    view = table.game.view(table.state, seat)
    if view["phase"] == "start":
        start = table.user_of(view["start"])
        return f"<@{start}> chooses first this round; I will mention you when it is your turn."
    if view["players"][seat]["status"] == "passed":
        return "You pass this round: nothing of the pattern fits for you."
    decision = view["players"][seat]["decision"]
    mine = f" (`{decision}`)" if decision else ""
    return f"You have already chosen this round{mine}; the next round opens when everyone has."


def chooser_step(table: Table, seat: int, state: str) -> Step:
    """The chooser's content, menus and picture for one seat at one step."""
    option, _, anchor = state.partition(":")
    view = table.game.view(table.state, seat)
    chosen = find_option(view, option) if option else None
    option = chosen["option"] if chosen else ""
    anchor = anchor if chosen and anchor in chosen["anchors"] else ""
    lines = [f"**Round {view['round']}/{view['rounds']}: your choice.**"]
    if chosen is None:
        lines.append(
            "Take one colour of the pattern: you build one of its buildings per cube, in exactly the "
            "shape those cubes make (no turning, gaps kept)."
        )
        lines += _rules_lines(view, seat)
    elif not anchor:
        n = len(chosen["anchors"])
        lines.append(f"**{option_label(chosen)}**, shape (`@` is the cell you pick):")
        lines.append(f"```\n{shape_diagram(chosen)}\n```")
        lines.append(
            f"It fits in {n} place{'s' if n != 1 else ''} on your board (ringed in the picture). "
            "Pick the cell for `@`."
        )
    else:
        lines.append(f"**{option_label(chosen)} on {', '.join(targets(chosen, anchor))}.**")
        lines.append("Press **Build** to confirm, or pick another colour or cell.")
    lines += _secrecy_line(view)
    options = [
        Choice(
            option_label(o),
            o["option"],
            f"fits in {len(o['anchors'])} place{'s' if len(o['anchors']) != 1 else ''} on your board",
            EMOJI[o["letter"]],
            default=o["option"] == option,
        )
        for o in view["options"]
    ]
    items: list[Any] = [Question(f"{SLOT}:", options, "Choose a colour…", row=0)]
    if chosen is not None:
        anchors = chosen["anchors"]
        what = PLURAL[option[0]]
        cells = [
            Choice(a, a, f"{what} on {', '.join(targets(chosen, a))}", default=a == anchor, group=a[1] < "4")
            for a in anchors
        ]
        placeholder = lambda chunk: _anchor_placeholder(chunk, anchors)  # noqa: E731
        items.append(Question(f"{option}:{SLOT}", cells, placeholder, row=1))
    if chosen is not None and anchor:
        label = f"Build {buildings(chosen['letter'], chosen['tiles'])} here"
        items.append(Play(label, f"{option} {anchor}", emoji="✅", row=3))
    return Step("\n".join(lines), items, lambda: pictures(table, seat, option, anchor))


def _anchor_placeholder(chunk: list[Choice], anchors: list[str]) -> str:
    rows = "" if len(chunk) == len(anchors) else " (rows 1-3)" if chunk[0].group else " (rows 4-6)"
    return f"Cell for the @ building{rows}…"


def pictures(table: Table, seat: int, option: str, anchor: str) -> list[tuple[str, Image.Image]]:
    """The chooser's picture: pattern + own city, with anchors ringed or the placement shown."""
    view = table.game.view(table.state, seat)
    chosen = find_option(view, option) if option else None
    if chosen is None:
        return [("choice.png", draw_choice(view, seat))]
    if not anchor:
        return [("choice.png", draw_choice(view, seat, option=option, anchors=chosen["anchors"]))]
    return [("choice.png", draw_choice(view, seat, option=option, cells=targets(chosen, anchor)))]


def _rules_lines(view: Mapping[str, Any], seat: int) -> list[str]:
    out = []
    barred = view["barred"]
    if barred and view["solo"]:
        out.append(f"Not **{PLURAL[barred]}**: the most numerous colour is barred in rounds 1-12.")
    elif barred and seat != view["start"]:
        out.append(f"Not **{PLURAL[barred]}**: the start player took them this round.")
    offered = {o["letter"] for o in view["options"]}
    missing = [PLURAL[k] for k in view["counts"] if k in PLURAL and k not in offered and k != barred]
    if missing:
        out.append(f"No room on your board for: {', '.join(missing)}.")
    return out


def _secrecy_line(view: Mapping[str, Any]) -> list[str]:
    if view["solo"]:
        return []
    if view["phase"] == "start":
        return ["-# Your choice is shown to everyone at once: it bars that colour for the others."]
    return ["-# Only you see this; the others learn your choice when the round closes."]


async def open_typed(
    interaction: discord.Interaction, table: Table, option: str | None, anchor: str | None
) -> None:
    """`/shakecity build`: the chooser at the step the typed arguments reach, or why not."""
    found = await chooser_table(interaction, table.id, "")
    if found is None:
        return
    table, seat, ui = found
    view = table.game.view(table.state, seat)
    notes: list[str] = []
    if option is not None and find_option(view, option) is None:
        offered = ", ".join(f"`{o['option']}` {option_label(o)}" for o in view["options"])
        notes.append(f"`{option}` is not one of your options this round. Yours: {offered}.")
        option = anchor = None
    if option is not None and anchor is not None:
        chosen = find_option(view, option)
        if chosen is not None and anchor not in chosen["anchors"]:
            notes.append(_engine_refusal(table, seat, f"{option} {anchor}"))
            anchor = None
    state = f"{option or ''}:{anchor or ''}"
    await show(interaction, table, seat, ui, state, new=True, note="\n".join(notes))


def _engine_refusal(table: Table, seat: int, notation: str) -> str:
    """The engine's own sentence for a placement it refuses."""
    try:
        table.game.check(table.state, seat, table.game.parse(notation))
    except GameError as exc:
        return f"`{notation}`: {exc}"
    return f"`{notation}` is not possible now."
