"""The step-by-step chooser of every multi-step move: a player's own (ephemeral) message that asks
one question at a time (menus and buttons, with a picture) and ends with a button that plays the
move through `submit`, like every other.

A game describes each step (`GameUI.chooser_step`) as a `Step`: its text, its questions (select
menus, whose choices are paged here past 25), buttons to other steps, the move to confirm, and the
pictures. The step is named by a short string of the game's own (its `state`), which rides in
every custom_id with the game id and the game's stamp of the position it was drawn for
(`GameUI.chooser_stamp`, the version by default): a menu survives a restart, and one from an
earlier position is retired with the game's sentence. Only a player who may act now gets past the
guard (`GameUI.chooser_refusal` says why not), whoever forged the custom_id.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import discord

from .components import (
    CUSTOM_ID_MAX,
    attachments,
    button,
    clicked_table,
    guarded,
    submit,
)
from .i18n import player_locale, t
from .ports import GameUIPort, Pictures, table_bot
from .reader import Reader
from .replies import reply
from .tables import Table

MENU_OPTIONS = 25  # Discord's most options in one select menu
SLOT = "{}"  # where a menu's chosen value goes in the state it leads to
Images = Callable[[], Pictures]  # drawn in a worker thread


@dataclass(frozen=True)
class Choice:
    """One option of a question. Choices with the same `group` (a board row) share a menu."""

    label: str
    value: str
    description: str | None = None
    emoji: str | None = None
    default: bool = False
    group: Any = None


@dataclass
class Question:
    """A question answered in select menus: a choice leads to `then` with SLOT replaced by its
    value. More than 25 choices are split into menus of whole groups, `menus` to a page (`paged`
    when there are several pages, so a row is left for the page buttons)."""

    then: str
    choices: Sequence[Choice]
    # "" : the shared "Choose…" in the reader's language.
    placeholder: str | Callable[[list[Choice]], str] = ""
    menus: int = 4
    paged: int = 4
    page_label: Callable[[list[Choice], int], str] | None = None  # (choices of a page, step ±1)
    row: int | None = None

    def chunks(self) -> list[list[Choice]]:
        """The menus: whole groups packed in order, at most 25 choices each."""
        groups: list[list[Choice]] = []
        for choice in self.choices:
            if groups and choice.group is not None and groups[-1][0].group == choice.group:
                groups[-1].append(choice)
            else:
                groups.append([choice])
        out: list[list[Choice]] = []
        for group in groups:
            if out and len(out[-1]) + len(group) <= MENU_OPTIONS:
                out[-1] += group
            else:
                out += [group[k : k + MENU_OPTIONS] for k in range(0, len(group), MENU_OPTIONS)]
        return out

    def pages(self) -> list[list[list[Choice]]]:
        chunks = self.chunks()
        per = self.menus if len(chunks) <= self.menus else self.paged
        return [chunks[k : k + per] for k in range(0, len(chunks), per)] or [[]]


@dataclass
class Go:
    """A button to another step of the chooser (a tile, a level, a spin, back)."""

    label: str
    state: str
    style: discord.ButtonStyle = discord.ButtonStyle.secondary
    emoji: str | None = None
    disabled: bool = False
    row: int | None = None


@dataclass
class Play(Go):
    """The button that plays the move the chooser has reached: `state` is its notation."""

    style: discord.ButtonStyle = discord.ButtonStyle.success


Item = Question | Go


@dataclass
class Step:
    content: str
    items: list[Item] = field(default_factory=list)
    images: Images = list
    back: str | None = None  # the state "↩ Back" leads to, after everything else


def components(table: Table, stamp: str, step: Step, page: int, state: str, locale: str) -> discord.ui.View:
    """The step's menus and buttons, for a chooser drawn at `stamp` and showing `page`, with the
    shared labels (pages, Back) in the chooser's reader's language."""
    view = discord.ui.View(timeout=None)
    gid = table.id
    paged = False
    for item in step.items:
        if isinstance(item, Go):
            kind = PlayButton if isinstance(item, Play) else ChoiceButton
            button = kind(gid, stamp, item.state, item.label, style=item.style)
            button.item.emoji, button.item.disabled, button.row = item.emoji, item.disabled, item.row
            view.add_item(button)
        elif not paged:  # the first question is the one the page buttons turn
            paged = True
            pages = item.pages()
            page = min(max(page, 0), len(pages) - 1)
            _add_menus(view, gid, stamp, item, pages[page], offset=sum(map(len, pages[:page])), locale=locale)
            for target in (page - 1, page + 1):
                if 0 <= target < len(pages):
                    if item.page_label:
                        label = item.page_label([c for chunk in pages[target] for c in chunk], target - page)
                    else:
                        key = "chooser-page-back" if target < page else "chooser-page-on"
                        label = t(locale, key, page=target + 1)
                    view.add_item(ChoiceButton(gid, stamp, state, label, page=target))
        else:
            _add_menus(view, gid, stamp, item, item.chunks(), offset=0, locale=locale)
    if step.back is not None:
        view.add_item(ChoiceButton(gid, stamp, step.back, t(locale, "chooser-back")))
    return view


def _add_menus(
    view: discord.ui.View,
    gid: int,
    stamp: str,
    question: Question,
    chunks: list[list[Choice]],
    offset: int,
    locale: str,
) -> None:
    for k, chunk in enumerate(chunks):
        placeholder = question.placeholder
        text = (placeholder(chunk) if callable(placeholder) else placeholder) or t(locale, "chooser-choose")
        select = ChoiceSelect(gid, stamp, offset + k, question.then, text)
        select.row = None if question.row is None else question.row + k
        for choice in chunk:
            select.item.add_option(
                label=choice.label[:100],
                value=choice.value[:100],
                description=choice.description[:100] if choice.description else None,
                emoji=choice.emoji,
                default=choice.default,
            )
        view.add_item(select)


# -- the guard, the answer -----------------------------------------------------------------------


async def chooser_table(
    interaction: discord.Interaction, game_id: int, stamp: str
) -> tuple[Table, int, GameUIPort] | None:
    """The table, the clicker's seat and the game's look while the chooser (drawn at `stamp`, or
    at any position when empty) still belongs to the position played and the clicker may act;
    else None after saying why (on the chooser itself, which then loses its controls)."""
    me = player_locale(interaction)
    table = await clicked_table(interaction, game_id)
    seat = None if table is None else table.seat_of(interaction.user.id)
    if table is None or not table.row.open:
        why = t(me, "components-game-over")
    elif table.row.status != "active" or table.state is None:
        why = t(me, "chooser-not-playing-now")
    elif seat is None:
        why = t(me, "components-not-playing")
    else:
        ui = table_bot(interaction).ui(table.row.game)
        reader = Reader(table, me, seat)
        if stamp and ui.chooser_stamp(table) != stamp:
            # A game may say it its own way (in English); else the shared sentence.
            why = ui.chooser_stale or t(me, "components-moved-on")
        elif (why := ui.chooser_refusal(reader=reader)) is None:
            return table, seat, ui
    await _refuse(interaction, why)
    return None


async def _refuse(interaction: discord.Interaction, text: str) -> None:
    if _on_chooser(interaction):
        await interaction.response.edit_message(content=text, view=None, attachments=[])
    else:
        await reply(interaction, text)


def _on_chooser(interaction: discord.Interaction) -> bool:
    return interaction.message is not None and interaction.message.flags.ephemeral


async def show(
    interaction: discord.Interaction,
    table: Table,
    seat: int,
    ui: GameUIPort,
    state: str,
    page: int = 0,
    *,
    new: bool,
    note: str = "",
) -> None:
    """The chooser at `state`: a new ephemeral message, or the one clicked, rewritten."""
    me = player_locale(interaction)
    step = ui.chooser_step(state, reader=Reader(table, me, seat))
    content = f"{note}\n\n{step.content}" if note else step.content
    view = components(table, ui.chooser_stamp(table), step, page, state, me)
    # Answered first; the pictures are drawn afterwards, off the event loop.
    await interaction.response.defer(ephemeral=new, thinking=new)
    files = attachments(await table_bot(interaction).publisher.render(step.images))
    if new:
        await interaction.followup.send(content, view=view, files=files, ephemeral=True)
    else:
        await interaction.edit_original_response(content=content, view=view, attachments=files)


async def open_chooser(
    interaction: discord.Interaction, table: Table, state: str = "", *, note: str = ""
) -> None:
    """A typed command's chooser at `state`, or the sentence saying why the user has none."""
    found = await chooser_table(interaction, table.id, "")
    if found is not None:
        await show(interaction, *found, state, new=True, note=note)


# -- the components --------------------------------------------------------------------------------


# The openers boards posted before this chooser carry (kind:game:version[:tail]), and the state
# each opens, so a board waiting for a move when the bot is upgraded keeps working.
OLD_OPENERS = r"(?P<kind>pick|bb:go|ak:t|bl:o|sc:build):(?P<old>\d+)(?::\d+)?(?::(?P<tail>\w+))?"
OLD_STATES = {"ak:t": "{}:0:-1:0", "bl:o": "{}::"}


class ChoiceButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"ch:(?P<gid>\d+):(?P<st>[^:]*):(?P<page>\d+):(?P<state>.*)|" + OLD_OPENERS,
):
    """Opens a chooser at a state (under the board: a new message of the clicker's own) or goes
    to another step or page of one."""

    def __init__(
        self,
        game_id: int,
        stamp: str,
        state: str,
        label: str,
        *,
        page: int = 0,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        emoji: str | None = None,
        row: int | None = None,
    ) -> None:
        self.game_id, self.stamp, self.state, self.page = game_id, stamp, state, page
        custom_id = f"ch:{game_id}:{stamp}:{page}:{state}"[:CUSTOM_ID_MAX]
        super().__init__(button(custom_id, label or "…", style=style, emoji=emoji, row=row))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> ChoiceButton:
        if match["old"] is not None:
            state = OLD_STATES.get(match["kind"], "").replace(SLOT, match["tail"] or "")
            return cls(int(match["old"]), "", state, item.label or "")
        return cls(int(match["gid"]), match["st"], match["state"], item.label or "", page=int(match["page"]))

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        found = await chooser_table(interaction, self.game_id, self.stamp)
        if found is not None:
            await show(interaction, *found, self.state, self.page, new=not _on_chooser(interaction))


class ChoiceSelect(
    discord.ui.DynamicItem[discord.ui.Select],
    template=r"cs:(?P<gid>\d+):(?P<st>[^:]*):(?P<k>\d+):(?P<then>.*)",
):
    """A question's menu; the value chosen goes into the state it leads to. `k` keeps apart the
    custom_ids of one question's menus, which lead to the same place."""

    def __init__(self, game_id: int, stamp: str, k: int, then: str, placeholder: str = "") -> None:
        self.game_id, self.stamp, self.then = game_id, stamp, then
        super().__init__(
            discord.ui.Select(
                custom_id=f"cs:{game_id}:{stamp}:{k}:{then}"[:CUSTOM_ID_MAX],
                placeholder=placeholder[:150] or None,
                min_values=1,
                max_values=1,
            )
        )

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> ChoiceSelect:
        return cls(int(match["gid"]), match["st"], int(match["k"]), match["then"])

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        found = await chooser_table(interaction, self.game_id, self.stamp)
        if found is not None:
            await show(interaction, *found, self.then.replace(SLOT, self.item.values[0], 1), new=False)


class PlayButton(
    discord.ui.DynamicItem[discord.ui.Button], template=r"cp:(?P<gid>\d+):(?P<st>[^:]*):(?P<n>.+)"
):
    """Plays the move a chooser reached, if the chooser still belongs to the position played; the
    version read here goes with it, so a move landing in between is caught by the table service."""

    edits_message = True

    def __init__(
        self,
        game_id: int,
        stamp: str,
        notation: str,
        label: str,
        *,
        style: discord.ButtonStyle = discord.ButtonStyle.success,
    ) -> None:
        self.game_id, self.stamp, self.notation = game_id, stamp, notation
        super().__init__(button(f"cp:{game_id}:{stamp}:{notation}", label, style=style))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> PlayButton:
        return cls(int(match["gid"]), match["st"], match["n"], item.label or match["n"])

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        found = await chooser_table(interaction, self.game_id, self.stamp)
        if found is not None:
            table = found[0]
            await submit(
                interaction, self.notation, game_id=table.id, expected_version=table.version, origin="chooser"
            )


# Registered by the bot at setup.
ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (ChoiceButton, ChoiceSelect, PlayButton)
