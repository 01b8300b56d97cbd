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

import discord

from games.core import GameError
from render import blockbuster as R

from ...chooser import SLOT, Choice, Play, Question, Step
from ...components import ActButton, TableButton, attachments, bot_of
from ...replies import reply
from ...tables import Table
from . import text as T

STALE = "The game has moved on since this menu was opened; press **Choose a move** on the latest board."


# -- the chooser's steps, as functions of the legal notations --------------------------------------


def placements(table: Table, seat: int) -> list[list[str]]:
    """The seat's legal placements as notation tokens `[piece, orient, cell]`, in legal() order."""
    return [str(a).split()[1:] for a in table.game.legal(table.state, seat) if str(a).startswith("place ")]


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


def chooser_step(table: Table, seat: int, state: str) -> Step:
    """One step of the chooser; `state` holds the answers so far (piece, orientation, cell)."""
    game, state_ = table.game, table.state
    view = game.view(state_, None)
    colour = view["turn"]["colour"]
    places = placements(table, seat)
    sel, options = resolve(places, tuple(state.split()))
    if len(sel) < 3 and not options:  # answers that no longer lead anywhere: start over
        sel, options = resolve(places, ())
    head = f"{T.tag(view, colour)} {T.situation(view)}."
    if view["turn"]["kind"] == "jump":
        head += f"\nJump prices: {T.gap_list(view)}."
    if not places:
        return Step(head + "\nNo piece can be placed now.")
    then = " ".join((*sel, SLOT))
    back = back_target(places, sel)
    step = Step("", back=None if back is None else " ".join(back))
    if not sel:
        step.content = head + "\nChoose a piece. The picture shows each of your pieces in every orientation."
        step.items.append(Question(then, _piece_choices(view, colour, options), "Choose a piece"))
        step.images = lambda: [("pieces.png", R.draw_pieces(view, colour))]
    elif len(sel) == 1:
        piece = int(sel[0])
        title = T.piece_title(view, piece)
        step.content = (
            head + f"\n**{title}**: choose an orientation. In the picture the dot marks the anchor "
            "cell, the one you name."
        )
        choices = []
        for code in options:
            n = sum(1 for p in places if p[0] == sel[0] and p[1] == code)
            choices.append(Choice(code, code, f"{n} place{'s' * (n != 1)}"))
        step.items.append(Question(then, choices, f"Orientation of {title}"))
        step.images = lambda: [("piece.png", R.draw_pieces(view, colour, piece))]
    elif len(sel) == 2:
        piece, code = int(sel[0]), sel[1]
        title = f"{T.piece_title(view, piece)} {code}"
        choices = []
        for name in options:
            cells = T.covers(view, piece, code, T.parse_cell(view, name))
            covered = " ".join(T.cell(view, rc) for rc in cells)
            choices.append(Choice(name, name, f"covers {covered}", group=name[1:]))
        step.items.append(
            Question(
                then,
                choices,
                lambda chunk: f"Anchor cell in {_rows(chunk)}",
                page_label=lambda chunk, way: f"◀ {_rows(chunk)}" if way < 0 else f"{_rows(chunk)} ▶",
            )
        )
        step.content = (
            head + f"\n**{title}**: choose the anchor cell, where the piece's dot goes. The picture "
            f"marks all {len(options)}."
        )
        anchors = [T.parse_cell(view, name) for name in options]
        step.images = lambda: [("anchors.png", R.draw_anchors(view, anchors, caption=title))]
    else:
        notation = "place " + " ".join(sel)
        preview = game.preview(state_, seat, game.parse(notation))  # type: ignore[attr-defined]
        sentence = T.preview_sentence(view, preview)
        step.content = f"{head}\n{sentence}\nPlay it with the button, or go back."
        step.items.append(Play(f"Play: {notation}", notation))
        caption = f"{T.piece_title(view, int(sel[0]))} {sel[1]} at {sel[2]}"
        step.images = lambda: [
            ("preview.png", R.draw_preview(view, preview["cells"], legal=preview["legal"], caption=caption))
        ]
    return step


def _rows(chunk: list[Choice]) -> str:
    return T.rows_label([c.value for c in chunk])


def _piece_choices(view: T.View, colour: int, options: list[str]) -> list[Choice]:
    counts = dict(view["colours"][colour]["pieces"])
    jumps = T.gaps(view)
    out = []
    for pid in options:
        piece = T.piece(view, int(pid))
        desc = f"{piece['size']} square{'s' * (piece['size'] > 1)} · {counts[int(pid)]} left"
        if int(pid) in jumps:
            gap, penalty = jumps[int(pid)]
            desc += f" · jump gap {gap}: {penalty} points"
        out.append(Choice(T.piece_title(view, int(pid)), pid, desc))
    return out


async def confirm(
    interaction: discord.Interaction, table: Table, notation: str, label: str, question: str
) -> None:
    """Ask before an action that cannot be taken back; the engine first says whether it is allowed."""
    seat = table.seat_of(interaction.user.id)
    if seat is None:
        await reply(interaction, "You are not playing in this game; you can watch it.")
        return
    try:
        table.game.check(table.state, seat, table.game.parse(notation))
    except GameError as exc:
        await reply(interaction, bot_of(interaction).ui(table.row.game).names(table, str(exc)))
        return
    components = discord.ui.View(timeout=None)
    components.add_item(ActButton(table.id, table.version, notation, label, discord.ButtonStyle.danger))
    await reply(interaction, question, view=components)


async def pass_prompt(interaction: discord.Interaction, table: Table) -> None:
    view = table.game.view(table.state, None)
    colour = view["turn"]["colour"] if view["turn"] else 0
    name = T.colour_name(view, colour)
    left = T.squares_left(view, colour)
    question = (
        f"{T.tag(view, colour)} cannot connect. Jump prices: {T.gap_list(view)}.\n"
        f"If you pass, {name} places nothing more this game and its {left} squares left count "
        f"{-left} at the end. Pass for the rest of the game?"
    )
    await confirm(interaction, table, "pass", "Yes, pass for the rest of the game", question)


async def resign_prompt(interaction: discord.Interaction, table: Table) -> None:
    question = (
        "Resign? Your colours stop placing at once and you rank last, whatever your score. "
        "The others play on while two sides are left."
    )
    await confirm(interaction, table, "resign", "Yes, resign", question)


class PassButton(TableButton, prefix="bb:pass", label="Pass", emoji="⏹️"):
    """Under the board while the colour to move cannot connect: pass instead of jumping."""

    async def answer(self, interaction: discord.Interaction, table: Table) -> None:
        await pass_prompt(interaction, table)


async def show_pieces(
    interaction: discord.Interaction, table: Table, seat: int | None, piece: int | None = None
) -> None:
    """Ephemeral: a seat's remaining pieces (each colour's picture); the mover's for spectators."""
    view = table.game.view(table.state, None)
    if seat is None:
        seat = int(view["turn"]["seat"]) if view["turn"] else 0
    colours = view["players"][seat]["colours"]
    await interaction.response.defer(ephemeral=True, thinking=True)
    lines = []
    for k in colours:
        count = sum(n for _, n in view["colours"][k]["pieces"])
        lines.append(
            f"{T.tag(view, k)} (<@{table.user_of(seat)}>): {count} pieces, {T.squares_left(view, k)} "
            f"squares left: {T.pieces_line(view, k) or 'none'}. Secured: {T.secured_line(view, k)}."
        )
    lines.append("Each piece is shown in every orientation; the dot marks the anchor cell you name.")
    encoded = await bot_of(interaction).publisher.render(
        lambda: [(f"pieces-{view['colours'][k]['name']}.png", R.draw_pieces(view, k, piece)) for k in colours]
    )
    await interaction.followup.send(
        "\n".join(lines),
        files=attachments(encoded),
        ephemeral=True,
        allowed_mentions=discord.AllowedMentions.none(),
    )


class PiecesButton(TableButton, prefix="bb:pc", label="Pieces", emoji="🧩"):
    """Under the board: the clicker's remaining pieces (or the mover's, for a spectator)."""

    async def answer(self, interaction: discord.Interaction, table: Table) -> None:
        if table.state is None:
            await reply(interaction, "The game has not started yet.")
            return
        await show_pieces(interaction, table, table.seat_of(interaction.user.id))
