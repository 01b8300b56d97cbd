"""Block Buster's controls: the guided move chooser (piece, orientation, anchor cell, then a
preview to confirm), pass and resign with a confirmation, and the pieces a player has left (§9).

It asks one question at a time, each with a picture: the pieces in every orientation, then the
board with every legal anchor cell marked, then the exact cells with the engine's verdict and a
button that plays the move. It offers only what `legal()` lists and plays through `submit()`, so
the rules stay in the engine.

Every custom_id carries the game id and the version it was drawn for ("bb:" prefix), so a menu
survives a restart and one from before the last move is refused politely.
"""

from __future__ import annotations

from collections import Counter

import discord

import bot.cogs.blockbuster.text as T
from games.core import GameError
from render import blockbuster as R

from ...chooser import SLOT, Choice, Play, Question, Step
from ...components import ActButton, TableButton, answer_drawn
from ...i18n import DEFAULT, player_locale, t
from ...i18n.refusals import refusal
from ...replies import reply
from ...tables import Table
from .words import image_words

# Said by the shared chooser, which has no reader's locale to give yet: English.
STALE = t(DEFAULT, "blockbuster-stale")


# -- the chooser's steps, as functions of the legal notations --------------------------------------


def placements(table: Table, seat: int) -> list[list[str]]:
    """The seat's legal placements as notation tokens `[piece, orient, cell]`, in legal() order."""
    return [str(a).split()[1:] for a in table.legal(seat) if str(a).startswith("place ")]


def resolve(places: list[list[str]], sel: tuple[str, ...]) -> tuple[tuple[str, ...], list[str]]:
    """The choices so far, with every one-way step taken, and the options of the next question."""
    while len(sel) < 3:
        n = len(sel)
        options = list(dict.fromkeys(p[n] for p in places if tuple(p[:n]) == sel))
        if len(options) != 1:
            return sel, options
        sel = (*sel, options[0])
    return sel, []


def back_target(places: list[list[str]], sel: tuple[str, ...]) -> tuple[str, ...] | None:
    """The last earlier question that had a real choice (one-way steps are skipped), or None."""
    back = sel
    while back:
        back = back[:-1]
        if resolve(places, back)[0] != sel:
            return back
    return None


def chooser_step(table: Table, seat: int, state: str, loc: str = DEFAULT) -> Step:
    """One step of the chooser; `state` holds the answers so far (piece, orientation, cell)."""
    view = table.view(None)
    colour = view["turn"]["colour"]
    places = placements(table, seat)
    sel, options = resolve(places, tuple(state.split()))
    if len(sel) < 3 and not options:  # answers that no longer lead anywhere: start over
        sel, options = resolve(places, ())
    words = image_words(loc)
    head = t(loc, "blockbuster-chooser-head", colour=T.tag(view, colour, loc), what=T.situation(view, loc))
    if view["turn"]["kind"] == "jump":
        head += "\n" + t(loc, "blockbuster-jump-prices", gaps=T.gap_list(view, loc))
    if not places:
        return Step(head + "\n" + t(loc, "blockbuster-no-place"))
    then = " ".join((*sel, SLOT))
    back = back_target(places, sel)
    step = Step("", back=None if back is None else " ".join(back))
    if not sel:
        step.content = head + "\n" + t(loc, "blockbuster-choose-piece")
        choices = _piece_choices(view, colour, options, loc)
        step.items.append(Question(then, choices, t(loc, "blockbuster-choose-piece-menu")))
        step.images = lambda: [("pieces.png", R.draw_pieces(view, colour, words=words))]
    elif len(sel) == 1:
        piece = int(sel[0])
        title = T.piece_title(view, piece, loc)
        step.content = head + "\n" + t(loc, "blockbuster-choose-orientation", piece=title)
        choices = orientations(places, sel[0], loc)
        step.items.append(Question(then, choices, t(loc, "blockbuster-orientation-menu", piece=title)))
        step.images = lambda: [("piece.png", R.draw_pieces(view, colour, piece, words=words))]
    elif len(sel) == 2:
        piece, code = int(sel[0]), sel[1]
        title = f"{T.piece_title(view, piece, loc)} {code}"
        choices = [Choice(a, a, T.covers(view, piece, code, a, loc), group=a[1:]) for a in options]
        step.items.append(
            Question(
                then,
                choices,
                lambda chunk: t(loc, "blockbuster-anchor-menu", rows=_rows(chunk, loc)),
                page_label=lambda chunk, way: (
                    f"◀ {_rows(chunk, loc)}" if way < 0 else f"{_rows(chunk, loc)} ▶"
                ),
            )
        )
        step.content = head + "\n" + t(loc, "blockbuster-choose-anchor", piece=title, count=len(options))
        anchors = [T.parse_cell(view, name) for name in options]
        step.images = lambda: [("anchors.png", R.draw_anchors(view, anchors, caption=title, words=words))]
    else:
        notation = "place " + " ".join(sel)
        preview = table.game.preview(table.state, seat, table.game.parse(notation))
        sentence = T.preview_sentence(view, preview, loc)
        step.content = f"{head}\n{sentence}\n" + t(loc, "blockbuster-play-or-back")
        step.items.append(Play(t(loc, "blockbuster-play", move=notation), notation))
        caption = T.place_head(view, int(sel[0]), sel[1], sel[2], loc)
        cells, legal = preview["cells"], preview["legal"]
        step.images = lambda: [
            ("preview.png", R.draw_preview(view, cells, legal=legal, caption=caption, words=words))
        ]
    return step


def orientations(places: list[list[str]], piece: str, loc: str = DEFAULT) -> list[Choice]:
    """A piece's orientations with a legal place, each with how many places it has."""
    counts = Counter(p[1] for p in places if p[0] == piece)
    return [Choice(code, code, t(loc, "blockbuster-places", count=n)) for code, n in counts.items()]


def _rows(chunk: list[Choice], loc: str = DEFAULT) -> str:
    """The board rows a page of anchor cells spans: "row 3" or "rows 3-5"."""
    first, last = chunk[0].value[1:], chunk[-1].value[1:]
    if first == last:
        return t(loc, "blockbuster-row", first=first)
    return t(loc, "blockbuster-rows", first=first, last=last)


def _piece_choices(view: T.View, colour: int, options: list[str], loc: str = DEFAULT) -> list[Choice]:
    counts = dict(view["colours"][colour]["pieces"])
    jumps = T.gaps(view)
    out = []
    for pid in map(int, options):
        desc = t(loc, "blockbuster-piece-size", squares=T.piece(view, pid)["size"], left=counts[pid])
        if pid in jumps:
            desc += t(loc, "blockbuster-piece-jump", gap=jumps[pid][0], penalty=jumps[pid][1])
        out.append(Choice(T.piece_title(view, pid, loc), str(pid), desc))
    return out


async def confirm(
    interaction: discord.Interaction, table: Table, notation: str, label: str, question: str
) -> None:
    """Ask before an action that cannot be taken back; the engine first says whether it is allowed."""
    me = player_locale(interaction)
    seat = table.seat_of(interaction.user.id)
    if seat is None:
        await reply(interaction, t(me, "blockbuster-not-playing"))
        return
    try:
        table.game.check(table.state, seat, table.game.parse(notation))
    except GameError as exc:
        await reply(interaction, table.mentions(refusal(me, exc, "blockbuster")))
        return
    components = discord.ui.View(timeout=None)
    components.add_item(ActButton.of(table, notation, label, discord.ButtonStyle.danger))
    await reply(interaction, question, view=components)


async def pass_prompt(interaction: discord.Interaction, table: Table) -> None:
    me = player_locale(interaction)
    view = table.view(None)
    colour = view["turn"]["colour"] if view["turn"] else 0
    left = T.squares_left(view, colour)
    question = t(
        me,
        "blockbuster-pass-question",
        colour=T.tag(view, colour, me),
        name=T.colour_name(view, colour, me),
        gaps=T.gap_list(view, me),
        left=left,
        points=-left,
    )
    await confirm(interaction, table, "pass", t(me, "blockbuster-pass-confirm"), question)


async def resign_prompt(interaction: discord.Interaction, table: Table) -> None:
    me = player_locale(interaction)
    question = t(me, "blockbuster-resign-question")
    await confirm(interaction, table, "resign", t(me, "blockbuster-resign-confirm"), question)


class PassButton(TableButton, prefix="bb:pass", label="Pass", emoji="⏹️"):
    """Under the board while the colour to move cannot connect: pass instead of jumping."""

    async def answer(self, interaction: discord.Interaction, table: Table) -> None:
        await pass_prompt(interaction, table)


async def show_pieces(
    interaction: discord.Interaction, table: Table, seat: int | None, piece: int | None = None
) -> None:
    """Ephemeral: a seat's remaining pieces (each colour's picture); the mover's for spectators."""
    view = table.view(None)
    if seat is None:
        seat = int(view["turn"]["seat"]) if view["turn"] else 0
    me = player_locale(interaction)
    colours = view["players"][seat]["colours"]
    lines = []
    for k in colours:
        count = sum(n for _, n in view["colours"][k]["pieces"])
        left = T.pieces_line(view, k) or t(me, "blockbuster-none")
        key, user = "blockbuster-pieces-line", table.user_of(seat)
        lines.append(T.colour_line(key, view, k, user, me, pieces=count, left=left))
    lines.append(t(me, "blockbuster-pieces-note"))
    words = image_words(me)
    images = lambda: [  # noqa: E731
        (f"pieces-{view['colours'][k]['name']}.png", R.draw_pieces(view, k, piece, words=words))
        for k in colours
    ]
    await answer_drawn(interaction, "\n".join(lines), images, quiet=True)


class PiecesButton(TableButton, prefix="bb:pc", label="Pieces", emoji="🧩"):
    """Under the board: the clicker's remaining pieces (or the mover's, for a spectator)."""

    async def answer(self, interaction: discord.Interaction, table: Table) -> None:
        if table.state is None:
            await reply(interaction, t(player_locale(interaction), "refusal-not_started"))
            return
        await show_pieces(interaction, table, table.seat_of(interaction.user.id))
