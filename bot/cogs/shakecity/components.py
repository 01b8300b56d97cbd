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
from games.shakecity.view import ShakeCityView
from render.core import Names
from render.shakecity import draw_choice

from ...chooser import SLOT, Choice, Play, Question, Step, chooser_table, show
from ...i18n import DEFAULT, player_locale, t
from ...i18n.refusals import refusal as translated_refusal
from ...tables import Table
from .text import EMOJI, buildings, colour, find_option, option_label, shape_diagram, targets
from .words import image_words

KEY = "shakecity"
STALE = "That round is over; press **Build** under the newest board."


def refusal(table: Table, seat: int, loc: str = DEFAULT) -> str | None:
    """Why this seat has nothing to choose now, or None when it does."""
    if seat in table.to_act():
        return None
    view = table.view(seat)
    if view["phase"] == "start":
        return t(loc, "shakecity-start-chooses-first", user=f"<@{table.user_of(view['start'])}>")
    if view["players"][seat]["status"] == "passed":
        return t(loc, "shakecity-you-pass")
    decision = view["players"][seat]["decision"]
    mine = f" (`{decision}`)" if decision else ""
    return t(loc, "shakecity-already-chosen-yours", mine=mine)


def chooser_step(table: Table, seat: int, state: str, loc: str = DEFAULT) -> Step:
    """The chooser's content, menus and picture for one seat at one step."""
    option, _, anchor = state.partition(":")
    view = table.view(seat)
    chosen = find_option(view, option) if option else None
    option = chosen["option"] if chosen else ""
    anchor = anchor if chosen and anchor in chosen["anchors"] else ""
    lines = [t(loc, "shakecity-choice-head", round=view["round"], rounds=view["rounds"])]
    if chosen is None:
        lines.append(t(loc, "shakecity-choice-intro"))
        lines += _rules_lines(view, seat, loc)
    elif not anchor:
        lines.append(t(loc, "shakecity-shape-head", option=option_label(chosen, loc)))
        lines.append(f"```\n{shape_diagram(chosen, loc)}\n```")
        lines.append(t(loc, "shakecity-fits-board", count=len(chosen["anchors"])))
    else:
        cells = ", ".join(targets(chosen, anchor))
        lines.append(t(loc, "shakecity-confirm-head", option=option_label(chosen, loc), cells=cells))
        lines.append(t(loc, "shakecity-confirm-press"))
    lines += _secrecy_line(view, loc)
    options = [
        Choice(
            option_label(o, loc),
            o["option"],
            t(loc, "shakecity-fits-desc", count=len(o["anchors"])),
            EMOJI[o["letter"]],
            default=o["option"] == option,
        )
        for o in view["options"]
    ]
    items: list[Any] = [Question(f"{SLOT}:", options, t(loc, "shakecity-choose-colour"), row=0)]
    if chosen is not None:
        anchors = chosen["anchors"]
        what = colour(option[0], loc)
        cells_ = [
            Choice(
                a,
                a,
                t(loc, "shakecity-cell-desc", colour=what, cells=", ".join(targets(chosen, a))),
                default=a == anchor,
                group=a[1] < "4",
            )
            for a in anchors
        ]
        placeholder = lambda chunk: _anchor_placeholder(chunk, anchors, loc)  # noqa: E731
        items.append(Question(f"{option}:{SLOT}", cells_, placeholder, row=1))
    if chosen is not None and anchor:
        label = t(loc, "shakecity-build-here", buildings=buildings(chosen["letter"], chosen["tiles"], loc))
        items.append(Play(label, f"{option} {anchor}", emoji="✅", row=3))
    return Step("\n".join(lines), items, lambda: pictures(table, seat, option, anchor, loc))


def _anchor_placeholder(chunk: list[Choice], anchors: list[str], loc: str) -> str:
    if len(chunk) == len(anchors):
        rows = ""
    else:
        rows = t(loc, "shakecity-rows-top" if chunk[0].group else "shakecity-rows-bottom")
    return t(loc, "shakecity-cell-for", rows=rows)


def pictures(
    table: Table, seat: int, option: str, anchor: str, loc: str = DEFAULT, names: Names = None
) -> list[tuple[str, Image.Image]]:
    """The chooser's picture: pattern + own city, with anchors ringed or the placement shown."""
    view: ShakeCityView = table.view(seat)
    words = image_words(loc)
    chosen = find_option(view, option) if option else None
    if chosen is None:
        return [("choice.png", draw_choice(view, seat, names=names, words=words))]
    anchors, cells = (chosen["anchors"], []) if not anchor else ([], targets(chosen, anchor))
    drawn = draw_choice(view, seat, option=option, anchors=anchors, cells=cells, names=names, words=words)
    return [("choice.png", drawn)]


def _rules_lines(view: Mapping[str, Any], seat: int, loc: str) -> list[str]:
    out = []
    barred = view["barred"]
    if barred and view["solo"]:
        out.append(t(loc, "shakecity-barred-solo", colour=colour(barred, loc)))
    elif barred and seat != view["start"]:
        out.append(t(loc, "shakecity-barred-start", colour=colour(barred, loc)))
    offered = {o["letter"] for o in view["options"]}
    missing = [colour(k, loc) for k in view["counts"] if k in "HSFPR" and k not in offered and k != barred]
    if missing:
        out.append(t(loc, "shakecity-no-room", colours=t(loc, "shakecity-comma").join(missing)))
    return out


def _secrecy_line(view: Mapping[str, Any], loc: str) -> list[str]:
    if view["solo"]:
        return []
    return [t(loc, "shakecity-secret-start" if view["phase"] == "start" else "shakecity-secret")]


async def open_typed(
    interaction: discord.Interaction, table: Table, option: str | None, anchor: str | None
) -> None:
    """`/shakecity build`: the chooser at the step the typed arguments reach, or why not."""
    found = await chooser_table(interaction, table.id, "")
    if found is None:
        return
    table, seat, ui = found
    me = player_locale(interaction)
    view = table.view(seat)
    chosen = find_option(view, option) if option is not None else None
    note = ""
    if option is not None and chosen is None:
        offered = ", ".join(f"`{o['option']}` {option_label(o, me)}" for o in view["options"])
        note = t(me, "shakecity-not-your-option", option=option, offered=offered)
        option = anchor = None
    elif chosen is not None and anchor is not None and anchor not in chosen["anchors"]:
        note = _engine_refusal(table, seat, f"{option} {anchor}", me)
        anchor = None
    state = f"{option or ''}:{anchor or ''}"
    await show(interaction, table, seat, ui, state, new=True, note=note)


def _engine_refusal(table: Table, seat: int, notation: str, loc: str = DEFAULT) -> str:
    """The engine's own sentence for a placement it refuses, in the player's language."""
    try:
        table.game.check(table.state, seat, table.game.parse(notation))
    except GameError as exc:
        return f"`{notation}`: {_named(table, translated_refusal(loc, exc, KEY))}"
    return t(loc, "shakecity-not-possible", notation=notation)


def _named(table: Table, text: str) -> str:
    for seat in range(len(table.players)):
        text = text.replace(f"<seat:{seat}>", f"<@{table.user_of(seat)}>")
    return text
