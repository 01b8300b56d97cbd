"""Reviews of finished games: `/game review` and the **Review** button of a final board show a
player, privately and in their language, the few moves of theirs that scored most below the
normal bot's move, by its own estimate (`games.ai.review`), each with a picture.

Each of the seat's decisions is one low-priority job in the AI workers (`Thinker`): a worker takes
one only when no bot move, hint or ranking waits, and the quick worker never does, so a review
slows no table's play by more than the one decision a worker is finishing. The answer is kept in
the table's meta per seat, in no language (moves in notation, points as numbers): a second review
of the same seat, by either button or command, reads it and searches nothing. A review of a seat
already being worked out waits for that one.

Only a finished game is reviewed, and only by one of its players, for their own seat: during play
the bot's moves are what hints show, at tables opened with them; an estimate sees only what the
seat saw, so nothing of another seat's hand, dice or bag reaches the answer.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import weakref
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any, cast

import discord

from games.ai import Budget
from games.ai import review as judging
from games.registry import REGISTRY, Registry
from render.core import caption_bar, stack

from . import table_meta
from .components import TableButton, attachments, clicked_table, guarded
from .i18n import player_locale, t
from .i18n.help import game_title
from .ports import table_bot
from .private_answer import seat_deferred
from .reader import Reader
from .replies import reply
from .tables import Table
from .thinker import COSTS, Job, Thinker, judge_text

if TYPE_CHECKING:
    from .gameui import GameUI
    from .ports import BotPort, Pictures

log = logging.getLogger(__name__)

# Moves kept per seat (the answer shows TOP of them).
KEPT = 5


@dataclass(frozen=True)
class Reviewed:
    """A seat's review as kept: how many decisions were judged, and the worst of them."""

    judged: int
    worst: tuple[judging.Judged, ...]


def kept(meta: table_meta.TableMeta, seat: int) -> Reviewed | None:
    """The seat's review kept in the table's meta (None: not worked out yet)."""
    entry = table_meta.reviews(meta).get(str(seat))
    if entry is None:
        return None
    worst = tuple(judging.Judged(m["at"], m["played"], m["best"], m["points"]) for m in entry["worst"])
    return Reviewed(entry["judged"], worst)


def _entry(reviewed: Reviewed) -> table_meta.SeatReview:
    return {
        "judged": reviewed.judged,
        "worst": [
            {"at": j.index, "played": j.played, "best": j.best, "points": round(j.difference, 2)}
            for j in reviewed.worst
        ],
    }


class Reviews:
    """Reviews per (game, seat), worked out once in the AI workers and kept with the game."""

    def __init__(self, thinker: Thinker, games: Registry = REGISTRY, budget: Budget | None = None) -> None:
        self.thinker = thinker
        self.games = games
        # The search's budget per decision (None: the normal level's; tests give a small one).
        self.budget = budget
        self._pending: dict[tuple[int, int], asyncio.Future[Reviewed]] = {}
        self.computed = 0  # reviews worked out (the rest were read back)

    async def review(self, bot: BotPort, table: Table, seat: int, *, member: int) -> Reviewed:
        found = kept(table.row.meta, seat)
        if found is not None:
            return found
        key = (table.id, seat)
        future = self._pending.get(key)
        if future is None:
            future = self._pending[key] = asyncio.ensure_future(self._compute(bot, table, seat, member))
            future.add_done_callback(lambda _: self._pending.pop(key, None))
        # Shielded: an answer that gives up leaves the work to the next one who asks.
        return await asyncio.shield(future)

    async def _compute(self, bot: BotPort, table: Table, seat: int, member: int) -> Reviewed:
        row, game = table.row, table.game
        actions = await bot.store.actions(row.id)

        def find() -> list[judging.Decision]:
            start = game.new(len(row.players), row.options, row.seed)
            moves = [(a.player, game.parse(a.action)) for a in actions]
            return list(judging.decisions(game, start, row.seed, moves, seat))

        found = await asyncio.to_thread(find)
        name = self.games.worker_name(row.game)
        judged = await asyncio.gather(*(self._judge(table, name, seat, d, member) for d in found))
        worst = judging.worst(
            [
                judging.Judged(d.index, str(d.played), best, diff)
                for d, (best, diff) in zip(found, judged, strict=True)
            ],
            top=KEPT,
        )
        reviewed = Reviewed(len(found), tuple(worst))
        self.computed += 1
        await _keep(bot, table.id, seat, reviewed)
        return reviewed

    async def _judge(
        self, table: Table, name: str | None, seat: int, d: judging.Decision, member: int
    ) -> tuple[str, float]:
        if name is None:  # a game the workers do not know (a bot given games of its own)
            return await asyncio.to_thread(
                partial(judging.judge, budget=self.budget), table.row.game, d.state, seat, d.played, d.seed
            )
        job = Job(
            table.id,
            (name, table.game.dump(d.state), seat, str(d.played), d.seed, self.budget),
            server=table.row.guild_id or 0,
            member=member,
            cost=COSTS[judging.LEVEL],
            limit=self.thinker.limits[judging.LEVEL],
            fn=judge_text,
            low=True,
        )
        best, difference = await self.thinker.run(job)
        return str(best), float(difference)


async def _keep(bot: BotPort, game_id: int, seat: int, reviewed: Reviewed) -> None:
    """Keep the seat's review with the game, beside the other seats' already kept."""
    current = await bot.tables.by_id(game_id)
    if current is None:
        return
    async with bot.tables.lock(current.row.channel_id):
        current = await bot.tables.by_id(game_id) or current
        reviews = dict(table_meta.reviews(current.row.meta))
        reviews[str(seat)] = _entry(reviewed)
        await bot.tables.update_meta(current, reviews=reviews)


_SERVICES: weakref.WeakKeyDictionary[Any, Reviews] = weakref.WeakKeyDictionary()


def attach(bot: Any, service: Reviews) -> None:
    """Give the running bot its reviews (the extension that registers the command does)."""
    _SERVICES[bot] = service


def service_of(bot: Any) -> Reviews | None:
    return _SERVICES.get(bot)


def refusal(table: Table, user_id: int, locale: str) -> str | None:
    """Why the user gets no review of this game (None: they get one of their own seat)."""
    if table.row.status == "abandoned":
        return t(locale, "review-abandoned", id=table.id)
    if table.row.status != "finished" or table.state is None:
        return t(locale, "review-not-finished", id=table.id)
    if table.seat_of(user_id) is None:
        return t(locale, "review-not-seated", id=table.id)
    return None


async def answer(interaction: discord.Interaction, table: Table) -> None:
    """The interacting player's review of `table`, privately (the command and the button)."""
    started = await seat_deferred(
        interaction, table, service_of(interaction.client), refusal, "review-failed"
    )
    if started is None:
        return
    service, seat = started
    me = player_locale(interaction)
    bot = table_bot(interaction)
    try:
        reviewed = await service.review(bot, table, seat, member=interaction.user.id)
    except Exception:  # a search that failed or ran past its limit
        log.warning("game %s: no review for seat %s", table.id, seat, exc_info=True)
        await interaction.followup.send(t(me, "review-failed"), ephemeral=True)
        return
    content, files = await _message(bot, table, seat, reviewed, me)
    await interaction.followup.send(content, files=files, ephemeral=True)


async def _message(
    bot: BotPort, table: Table, seat: int, reviewed: Reviewed, locale: str
) -> tuple[str, list[discord.File]]:
    title = game_title(locale, table.row.game, table.game)
    head = t(locale, "review-title", game=title, id=table.id, count=reviewed.judged)
    shown = reviewed.worst[: judging.TOP]
    if not shown:
        return "\n".join([head, t(locale, "review-nothing", count=reviewed.judged)]), []
    ui = cast("GameUI", bot.ui(table.row.game))
    actions = await bot.store.actions(table.id)
    moves = [(a.player, a.action) for a in actions]
    states = await asyncio.to_thread(_states_before, table, moves, {j.index for j in shown})
    lines = [head]
    pictures: list[tuple[int, Table, Any, Any, Reader]] = []
    for n, j in enumerate(shown, start=1):
        before = Table(row=table.row, game=table.game, state=states[j.index])
        reader = Reader(before, locale, seat)
        played, best = table.game.parse(j.played), table.game.parse(j.best)
        lines.append(
            t(
                locale,
                "review-move",
                n=n,
                move=j.index + 1,
                played=_words(ui, played, j.played, reader),
                best=_words(ui, best, j.best, reader),
                points=max(1, round(j.difference)),
            )
        )
        pictures.append((n, before, played, best, reader))
    lines.append(t(locale, "review-estimate"))
    files: list[discord.File] = []
    with contextlib.suppress(Exception):  # pictures that fail to draw leave the words
        drawn = await bot.publisher.render(lambda: [_picture(ui, seat, *p) for p in pictures])
        files = attachments(drawn)
    return "\n".join(lines), files


def _states_before(table: Table, moves: Sequence[tuple[int, str]], indexes: set[int]) -> dict[int, Any]:
    """The game's states before the logged moves (seat, notation) at `indexes` (run in a thread)."""
    game, row = table.game, table.row
    state = game.new(len(row.players), row.options, row.seed)
    states: dict[int, Any] = {}
    for index, (who, notation) in enumerate(moves[: max(indexes) + 1]):
        if index in indexes:
            states[index] = state
        state, _ = game.apply(state, who, game.parse(notation))
    return states


class ReviewButton(TableButton, prefix="rv", label="review-button", emoji="🔎"):
    """The pressing player's review of the finished game, privately."""

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        # A finished game's button: the table is no longer open, as every other button wants.
        # Where it is pressed is checked as for any button (a forged id from elsewhere is refused).
        table = await clicked_table(interaction, self.game_id)
        if table is None:
            await reply(interaction, t(player_locale(interaction), "review-no-game", id=self.game_id))
            return
        await answer(interaction, table)


def with_review(view: discord.ui.View | None, table: Table, locale: str) -> discord.ui.View:
    """The final board's buttons with **Review** added."""
    view = view or discord.ui.View(timeout=None)
    with contextlib.suppress(ValueError):  # a board whose rows are full goes without
        view.add_item(ReviewButton(table.id, locale=locale))
    return view


ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (ReviewButton,)


def _words(ui: GameUI, action: Any, notation: str, reader: Reader) -> str:
    try:
        return ui.label(action, reader=reader)
    except Exception:  # a label the game cannot give here: the notation still says it
        return notation


def _picture(
    ui: GameUI, seat: int, n: int, before: Table, played: Any, best: Any, reader: Reader
) -> tuple[str, Any]:
    """One listed move drawn for a phone: what was played above the bot's move, each under a line
    saying which it is, one column a phone scrolls down. A game that previews no move shows the
    position the seat chose in, as the seat saw it."""
    loc = reader.locale
    mine, its = ui.preview_images(seat, played, reader=reader), ui.preview_images(seat, best, reader=reader)
    if mine and its:
        width = max(mine[0][1].width, its[0][1].width)
        parts = [
            caption_bar(width, t(loc, "review-caption-played", n=n), size=18),
            mine[0][1],
            caption_bar(width, t(loc, "review-caption-best"), size=18),
            its[0][1],
        ]
    else:
        board: Pictures = ui.private_images(reader=reader) if ui.has_private else []
        board = board or ui.channel_images(reader=reader)
        width = max(image.width for _, image in board)
        parts = [
            caption_bar(width, t(loc, "review-caption-position", n=n), size=18),
            *(image for _, image in board[:2]),
        ]
    return f"review-{n}.png", stack(parts)
