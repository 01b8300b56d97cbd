"""Hints: a table opened with them (`/game new hints:True`, never rated) has a **Hint** button on
its board, which shows the pressing player, privately, the move the normal bot would play for
them, its preview picture, a sentence saying what it expects the move to gain, and a button to
play it.

The advice (`games.ai.advice.advise`) sees only the player's seat's information, like the bots'
moves, and its seed is the one a bot in that seat would decide with at that version, so a hint is
the very move a normal bot would play there. It is computed in the AI workers (`Thinker`), as a
normal-level job shared fairly like a bot's decision, under the pressing player's name: a player
who presses again and again takes turns with everyone else, never ahead of them. One hint is
computed per table, version and seat: presses while it is on its way wait for it, and later ones
at the same version get the answer kept. Each seat's hints are counted once per version (a second
press at the same position shows the same move) in the table's meta, and the final board lists
them.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import weakref
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from games.ai import decision_seed
from games.ai.advice import advise
from games.core import GameError
from games.registry import REGISTRY, Registry

from . import table_meta
from .chooser import PlayButton
from .components import CUSTOM_ID_MAX, TableButton, attachments
from .i18n import player_locale, t
from .per_version import PerVersion
from .ports import table_bot
from .private_answer import seat_deferred
from .reader import Reader
from .thinker import COSTS, Job, Thinker, advise_text

if TYPE_CHECKING:
    from .ports import BotPort
    from .tables import Table

log = logging.getLogger(__name__)

# The level whose move a hint shows.
LEVEL = "normal"
# Answers kept (one per table, version and seat pressed): enough for every table being played.
KEPT = 256


@dataclass(frozen=True)
class Hint:
    """The advice, as it crosses from a worker: the move in notation and its worth in points."""

    notation: str
    expected: float
    baseline: float
    lead: float


class Hints:
    """Hints per (table, version, seat), computed once in the AI workers."""

    def __init__(self, thinker: Thinker, games: Registry = REGISTRY) -> None:
        self.thinker = thinker
        self.games = games
        self.answers: PerVersion[Hint] = PerVersion(KEPT)

    async def hint(self, table: Table, seat: int, *, member: int) -> Hint:
        """The seat's hint at the table's version (computed once, however often it is asked)."""
        key = (table.id, table.version, seat)
        return await self.answers.get(key, lambda: self._compute(table, seat, member))

    async def _compute(self, table: Table, seat: int, member: int) -> Hint:
        seed = decision_seed(table.row.seed, table.version, seat)
        name = self.games.worker_name(table.row.game)
        if name is not None:
            dump = table.game.dump(table.state)
            job = Job(
                table.id,
                (name, dump, seat, LEVEL, seed),
                server=table.row.guild_id or 0,
                member=member,
                cost=COSTS[LEVEL],
                limit=self.thinker.limits[LEVEL],
                fn=advise_text,
            )
            answer: dict[str, Any] = await self.thinker.run(job)
            return Hint(answer["action"], answer["expected"], answer["baseline"], answer["lead"])
        # A game the workers do not know (a bot given games of its own): a thread here.
        key, state = table.row.game, table.state
        advice = await asyncio.to_thread(advise, key, state, seat, LEVEL, seed)
        return Hint(str(advice.action), advice.expected, advice.baseline, advice.lead)


_SERVICES: weakref.WeakKeyDictionary[Any, Hints] = weakref.WeakKeyDictionary()


def attach(bot: Any, service: Hints) -> None:
    """Give the running bot its hints (the extension that registers the button does)."""
    _SERVICES[bot] = service


def offered(table: Table) -> bool:
    """Whether the table's board carries the Hint button."""
    return table_meta.hints_on(table.row.meta) and table.row.status == "active"


def points(value: float) -> str:
    """Points as the sentence says them: whole, signed."""
    n = round(value)
    return f"+{n}" if n > 0 else str(n)


def refusal(table: Table, user_id: int, locale: str) -> str | None:
    """Why the user gets no hint at this table now (None: they get one)."""
    if not table_meta.hints_on(table.row.meta):
        return t(locale, "hints-off")
    if table.row.status != "active" or table.state is None:
        return t(locale, "hints-not-playing")
    seat = table.seat_of(user_id)
    if seat is None:
        return t(locale, "hints-not-seated")
    if seat not in table.to_act():
        return t(locale, "hints-not-your-turn")
    return None


class HintButton(TableButton, prefix="hint", label="hints-button", emoji="💡"):
    """The pressing player's hint, privately."""

    async def answer(self, interaction: discord.Interaction, table: Table) -> None:
        started = await seat_deferred(
            interaction, table, _SERVICES.get(interaction.client), refusal, "hints-failed"
        )
        if started is None:
            return
        service, seat = started
        me = player_locale(interaction)
        try:
            hint = await service.hint(table, seat, member=interaction.user.id)
            action = table.game.parse(hint.notation)
        except Exception:  # a search that failed or ran past its limit, a notation gone stale
            log.warning("game %s: no hint for seat %s", table.id, seat, exc_info=True)
            await interaction.followup.send(t(me, "hints-failed"), ephemeral=True)
            return
        bot = table_bot(interaction)
        content, view, files = await _answer(bot, table, seat, action, hint, me)
        await interaction.followup.send(content, view=view, files=files, ephemeral=True)
        await _count(bot, table, seat)


async def _answer(
    bot: BotPort, table: Table, seat: int, action: Any, hint: Hint, locale: str
) -> tuple[str, discord.ui.View, list[discord.File]]:
    ui = bot.ui(table.row.game)
    reader = Reader(table, locale, seat)
    try:
        words = ui.label(action, reader=reader)
    except GameError:
        words = hint.notation
    content = t(
        locale,
        "hints-answer",
        move=words,
        notation=hint.notation,
        gain=points(hint.expected),
        lead=points(hint.lead),
    )
    view = discord.ui.View(timeout=None)
    stamp = ui.chooser_stamp(table)
    if len(f"cp:{table.id}:{stamp}:{hint.notation}") <= CUSTOM_ID_MAX:
        label = t(locale, "hints-play")
        view.add_item(PlayButton(table.id, stamp, hint.notation, label[:80]))
    files: list[discord.File] = []
    with contextlib.suppress(Exception):  # a picture that fails to draw leaves the words
        drawn = await bot.publisher.render(lambda: ui.preview_images(seat, action, reader=reader))
        files = attachments(drawn)
    return content, view, files


async def _count(bot: BotPort, table: Table, seat: int) -> None:
    """Count the hint for the seat, once per version, while the table is still at it."""
    async with bot.tables.lock(table.row.channel_id):
        current = await bot.tables.by_id(table.id)
        if current is None or current.version != table.version:
            return
        at = dict(current.row.meta.get("hinted_at", {}))
        if at.get(str(seat)) == current.version:
            return
        used = dict(table_meta.hints_used(current.row.meta))
        used[str(seat)] = used.get(str(seat), 0) + 1
        at[str(seat)] = current.version
        await bot.tables.update_meta(current, hints_used=used, hinted_at=at)


def used_lines(table: Table, locale: str) -> str:
    """The final board's line of hints used, by seat ("" when nobody used one)."""
    used = table_meta.hints_used(table.row.meta)
    parts = [
        t(locale, "hints-used-seat", player=table.who(seat), count=used[str(seat)])
        for seat in range(len(table.players))
        if used.get(str(seat))
    ]
    return t(locale, "gameui-name-sep").join(parts)


ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (HintButton,)
