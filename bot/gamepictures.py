"""How one game looks in pictures: the channel's board, a seat's private view, the final score
table, a seat's score so far (the Score button), a move's preview and a replay's frames.
`GameUI` (bot/gameui.py) is a `GamePictures`, so a game's `presentation.py` overrides these
hooks on its UI class like any other.

Everything here may run in a worker thread: pure drawing from the engine's views, no Discord call.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING, Any

from PIL import Image

from games.core import Game, Result
from games.livescore import LiveScore
from games.registry import MANIFESTS
from render.core import Say, score_table, seat_colour

from .bot_seats import bot_name, is_bot
from .display_names import shown_name
from .i18n import DEFAULT, t
from .reader import Reader
from .tables import Table

if TYPE_CHECKING:
    from .ports import BotPort, Pictures

__all__ = ["GamePictures", "ScoreSheet", "seat_names"]


def seat_names(bot: BotPort, table: Table, locale: str = DEFAULT) -> list[str]:
    """Each seat's name for a picture (see `GamePictures.seat_names`)."""
    guild = bot.get_guild(table.row.guild_id) if table.row.guild_id else None
    names = []
    for seat, user_id in enumerate(table.players):
        if is_bot(user_id):
            names.append(bot_name(user_id, locale))
            continue
        name = bot.display_names.of(table, user_id)
        if name is None:
            person = (guild.get_member(user_id) if guild is not None else None) or bot.get_user(user_id)
            name = shown_name(person) if person is not None else None
        names.append(name or f"P{seat + 1}")
    return names


def renderer_of(bot: BotPort, key: str) -> ModuleType | None:
    """The render module the game's manifest names (a bot without manifests: the shipped game's)."""
    manifest = getattr(bot, "manifests", MANIFESTS).get(key)
    path = None if manifest is None else manifest.renderer
    return None if path is None else importlib.import_module(path)


@dataclass(frozen=True)
class ScoreSheet:
    """One column of a score so far: whose it is (a name as the pictures show it), the palette
    colour above it, and the score by category."""

    label: str
    colour: str
    score: LiveScore


class GamePictures:
    """Generic pictures of a game, drawn through the engine contract and the game's renderer.
    Every picture hook a game may override is declared here with its default."""

    # Draws a seat's private view (worker thread) with its words (`words=`, see `image_words`);
    # None: nothing in the game is private. It takes the game's own view type (a TypedDict per
    # game), which the contract passes as a dict.
    draw_private: Callable[..., Image.Image] | None = None

    bot: BotPort
    key: str
    game: Game
    renderer: ModuleType | None

    def public_view(self, table: Table) -> dict[str, Any]:
        """What everyone may see of the game (the engine's spectator view)."""
        return table.view(None)

    def image_words(self, *, locale: str) -> Say | None:
        """The words the game's pictures draw, in `locale` (its cog's words.py), handed to every
        drawing function as `words=`; None: the renderer's own English. They depend on the
        language alone, so a replay, which has no table, draws with them too."""
        return None

    def replay_draw(self, *, locale: str, names: list[str] | None = None) -> Callable[[Any], Image.Image]:
        """How a replay draws one spectator view, with the image's words in `locale` and the
        seats' `names`."""
        assert self.renderer is not None
        draw, words = self.renderer.draw, self.image_words(locale=locale)
        return lambda view: draw(view, names=names, words=words)

    def channel_images(self, *, reader: Reader) -> Pictures:
        """Images for the channel, drawn from the spectator view only: the board of the seat who
        must move (or just moved) large, the others compact, every seat under its player's name;
        their words in the reader's (the channel's) language."""
        table = reader.table
        if self.renderer is None or table.state is None:
            return []
        view = table.view(None)
        words = self.image_words(locale=reader.locale)
        post_images = getattr(self.renderer, "post_images", None)
        if post_images is None:  # a renderer that draws one image only
            return [("board.png", self.renderer.draw(view, words=words))]
        return list(
            post_images(
                view, names=self.seat_names(table, reader.locale), focus=self.focus(table), words=words
            )
        )

    def focus(self, table: Table) -> int | None:
        """The seat whose board is drawn large: the one seat to act; None lets the renderer
        choose (several to act, or the game over)."""
        waiting = table.to_act()
        return next(iter(waiting)) if len(waiting) == 1 else None

    def seat_names(self, table: Table, locale: str = DEFAULT) -> list[str]:
        """Each seat's name as the server shows it: from its player's interactions (the member
        cache is empty without the members intent), a bot's by its number and level; P1, P2...
        only for a seat never heard from. Reads only memory, so it may run in the drawing thread."""
        return seat_names(self.bot, table, locale)

    def private_images(self, *, reader: Reader) -> Pictures:
        """Images only the reading seat may see (its dice, its hand), from its own view, in its
        language."""
        table = reader.table
        if self.draw_private is None or table.state is None:
            return []
        words = self.image_words(locale=reader.locale)
        return [("private.png", self.draw_private(table.view(reader.me), words=words))]

    def final_images(self, result: Result, *, reader: Reader) -> Pictures:
        """The final score table (players x categories); games whose seats play in other
        colours than the seat colours override `seat_colours`."""
        table, locale = reader.table, reader.locale
        named = [self.score_words(row, reader=reader) for row in result.breakdown]
        image = score_table(
            named or [{} for _ in table.players],
            list(result.scores),
            [result.rank_of(s) for s in range(len(table.players))],
            title=t(locale, "img-final-scores"),
            colours=self.seat_colours(table),
            labels=self.seat_names(table, locale),
            headings={"total": t(locale, "img-score-total"), "place": t(locale, "img-score-place")},
        )
        return [("scores.png", image)]

    def score_words(self, row: Mapping[str, Any], *, reader: Reader) -> dict[str, Any]:
        """A seat's score breakdown (category -> points) with each category named in the reader's
        language, for the final score table and text; the engine's keys by default ("total" stays
        "total": it is the table's own column)."""
        return dict(row)

    def score_sheets(self, *, reader: Reader) -> list[ScoreSheet]:
        """What the Score button shows the reading seat: its own score so far (the engine's
        `live_score`) first, then any other sheet its game sets beside it; none when the engine
        keeps no score so far."""
        table, me = reader.table, reader.me
        score = None if table.state is None else self.game.live_score(table.state, me)
        if score is None:
            return []
        colours = self.seat_colours(table) or [seat_colour(s) for s in range(len(table.players))]
        return [ScoreSheet(self.seat_names(table, reader.locale)[me], colours[me], score)]

    def score_headings(self, codes: Sequence[str], *, reader: Reader) -> dict[str, str]:
        """Each category of a score so far (its engine key) named as the final score table names
        it, in the reader's language: through `score_words` by default."""
        words = self.score_words(dict.fromkeys(codes, 0), reader=reader)
        return dict(zip(codes, map(str, words), strict=True))

    def seat_colours(self, table: Table) -> list[str] | None:
        """Palette names of each seat's colour in images; None: the standard seat colours."""
        return None

    @property
    def has_private(self) -> bool:
        """Whether seats have something only they see (a "Show mine" button, a start-up DM)."""
        return self.draw_private is not None

    def preview_images(self, seat: int, action: Any, *, reader: Reader) -> Pictures:
        """A picture of a candidate move of `seat` before it is confirmed, with its words in the
        reader's language; games that can show one without revealing anything hidden override
        this."""
        return []
