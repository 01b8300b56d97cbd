"""How one game looks in Discord. The generic behaviour works for every game through the engine
contract alone; a game's cog may subclass `GameUI` (in its `presentation.py`) and register it to
show more: its own buttons, a private image, a sharper status line, and for a move of several
steps, its chooser (`chooser_step`: each step's text, choices and picture; bot/chooser.py pages,
guards and answers them). The hooks that draw (the board, a seat's private view, the score
table, a move's preview) are in its base, `GamePictures` (bot/gamepictures.py).

Readers: every hook that produces words a player reads takes its own arguments, then one
keyword-only `reader` (`Reader`): the table, the language of whoever reads what the hook returns
and, when a seat's player reads it, that seat. The caller decides it (it can wait for the
channel's or the player's setting; a hook cannot), so a hook never guesses a language.
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import discord

from games.core import Event, Result
from render.core import SEAT_EMOJI, Say

from . import deadlines, picker
from .chooser import ChoiceButton, Step
from .components import ActButton, ShowMineButton, StatusButton
from .gamepictures import GamePictures, renderer_of
from .i18n import DEFAULT, t
from .i18n.events import event_id
from .i18n.help import game_title
from .i18n.refusals import fluent_params
from .reader import Reader
from .replies import clip
from .tables import Outcome, Table

__all__ = [
    "GameUI",
    "Reader",
    "catalog_templates",
    "catalog_words",
    "event_sentence",
    "seat_mark",
    "seat_tag",
]

if TYPE_CHECKING:
    from .ports import BotPort

# A view with more legal actions than this gets the step-by-step picker instead of one button each.
MAX_ACTION_BUTTONS = 20


def seat_mark(seat: int) -> str:
    """The square matching the seat's chip in the pictures."""
    return SEAT_EMOJI[seat % len(SEAT_EMOJI)]


def seat_tag(table: Table, seat: int) -> str:
    """ "🟦 P2 <@…>": the colour and number the pictures show for a seat, with its mention."""
    return f"{seat_mark(seat)} P{seat + 1} <@{table.user_of(seat)}>"


def catalog_words(locale: str, ids: Mapping[str, str], **own: Say) -> Say | None:
    """The words of a renderer that knows its English: each key's catalog message (`ids`) in
    `locale`, a key of `own` worded by its own function; None in English (the renderer's)."""
    if locale == DEFAULT:
        return None

    def say(key: str, **params: Any) -> str:
        return own[key](**params) if key in own else t(locale, ids[key], **params)

    return say


def catalog_templates(locale: str, ids: Mapping[str, str], english: Mapping[str, str]) -> dict[str, str]:
    """A renderer's `str.format` templates (`english`, by key) in `locale`: each key's catalog
    message (`ids`) with the template's placeholders left as "{name}", for the renderer to fill."""
    out = {}
    for key, message in ids.items():
        fields = [name for _, name, _, _ in string.Formatter().parse(english[key]) if name]
        out[key] = t(locale, message, **{name: "{" + name + "}" for name in fields})
    return out


def event_sentence(ui: GameUI, event: Event, *, reader: Reader) -> str:
    """An event in words (`event-<game>-<code>`), its seats still `<seat:N>` placeholders."""
    params = fluent_params(reader.locale, ui.event_params(event, reader=reader), ui.key)
    return t(reader.locale, event_id(ui.key, event.code), **params)


class Delivery:
    """How a game's moves reach its players, hooks a game's UI may override: which private events
    are worth a DM, what counts as one turn for the channel note of a player whose DMs are
    closed, which moves edit the board where it is."""

    def private_turn(self, table: Table) -> str:
        """What counts as one turn for the channel note of a player whose DMs are closed: one
        note per turn, however many private steps it has. Each version of the table by default;
        a game whose private steps come in rounds names its round."""
        return str(table.version)

    def direct_message(self, event: Event) -> bool:
        """Whether a private event is worth a DM to the seats it is addressed to: not when it only
        repeats what the channel shows or tells a player the move they just made; all by default."""
        return True

    def in_place(self, outcome: Outcome) -> bool:
        """Whether a saved move changes only a line of the board, which is then edited where it is
        instead of posted anew with the move's events; never, by default."""
        return False


class GameUI(GamePictures, Delivery):
    """Generic presentation of a game: text, buttons and the chooser here, its pictures in
    `GamePictures`. Every hook a game may override is declared in one of the two with its
    default."""

    # What a chooser from an earlier position says when clicked (English); None: the shared
    # sentence in the reader's language (bot/chooser.py says it).
    chooser_stale: str | None = None

    def __init__(self, bot: BotPort, key: str) -> None:
        self.bot = bot
        self.key = key
        self.game = bot.games[key]
        self.renderer = renderer_of(bot, key)

    # -- text ------------------------------------------------------------------------------------

    def waiting_line(self, *, reader: Reader) -> str:
        table, locale = reader.table, reader.locale
        waiting = sorted(table.to_act())
        if not waiting:
            return ""
        who = t(locale, "gameui-name-sep").join(table.who(s) for s in waiting)
        return t(locale, "gameui-your-turn" if len(waiting) == 1 else "gameui-waiting", who=who)

    def status_extra(self, *, reader: Reader) -> str:
        """A game's own line under `/game status` for a started game (e.g. what a prompt waits for);
        none by default."""
        return ""

    # -- events: one sentence per code, from the catalog ------------------------------------------

    def event_params(self, event: Event, *, reader: Reader) -> Mapping[str, Any]:
        """An event's values as its sentence shows them, in the reader's language: the engine's
        own by default (seats, numbers and words as they are); a game words its cards, tiles and
        colours here, through its glossary."""
        return event.params

    def event_mark(self, event: Event, *, reader: Reader) -> str:
        """What goes before a public event's line in the channel (🏁 for the end): none by default."""
        return ""

    def on_board(self, event: Event) -> bool:
        """Whether the channel's board tells a public event: all by default (a game leaves out
        one its waiting line says better)."""
        return True

    def event_lines(self, events: list[Event], *, reader: Reader) -> list[str]:
        """The public events' lines, in the reader's language, each after its mark."""
        lines = []
        for event in events:
            if event.to is None and self.on_board(event):
                said = reader.table.mentions(event_sentence(self, event, reader=reader))
                lines.append(f"{self.event_mark(event, reader=reader)} {said}".strip())
        return lines

    def private_line(self, event: Event, *, reader: Reader) -> str:
        """A private event's sentence for one of the seats it is addressed to (DM or inbox), in
        that reader's language."""
        return reader.table.mentions(event_sentence(self, event, reader=reader))

    def _reason_text(self, result: Result, *, reader: Reader) -> str:
        """Why the game ended, under "game over"; the engine's English by default."""
        return reader.table.mentions(result.reason)

    def result_text(self, result: Result, *, reader: Reader) -> str:
        table, locale = reader.table, reader.locale
        title = game_title(locale, self.key, self.game)
        reason = self._reason_text(result, reader=reader)
        lines = [t(locale, "gameui-game-over", game=title, reason=reason).strip()]
        for seat in (seat for group in result.ranking for seat in group):
            row = self.score_words(result.breakdown[seat], reader=reader) if result.breakdown else {}
            parts = t(locale, "gameui-score-sep").join(f"{k} {v}" for k, v in row.items() if k != "total")
            line = t(
                locale,
                "gameui-score-line",
                place=result.rank_of(seat),
                user=table.who(seat),
                score=result.scores[seat],
                mark=" 🏆" if seat in result.winners else "",
            )
            lines.append(line + (t(locale, "gameui-score-parts", parts=parts) if parts else ""))
        return "\n".join(lines)

    def final_text(self, result: Result, *, reader: Reader) -> str:
        """The text of the final board, which comes with the final score table: `result_text` by
        default; a game whose text would repeat the table's scores leaves them out here."""
        return self.result_text(result, reader=reader)

    # -- components --------------------------------------------------------------------------------

    def board_view(self, *, reader: Reader) -> discord.ui.View | None:
        """Buttons under the channel's board: one per action when few, else **Choose a move**."""
        table = reader.table
        if table.state is None or table.row.status != "active":
            return None
        view = discord.ui.View(timeout=None)
        waiting = sorted(table.to_act())
        legal = table.legal(waiting[0]) if len(waiting) == 1 else []
        if 0 < len(legal) <= MAX_ACTION_BUTTONS and all(ActButton.fits(table, a) for a in legal):
            for action in legal:
                view.add_item(ActButton.of(table, action, self.label(action, reader=reader)))
        elif waiting:
            view.add_item(self._choose_button(reader=reader))
        if self.has_private:
            view.add_item(ShowMineButton(table.id, locale=reader.locale))
        view.add_item(StatusButton(table.id, locale=reader.locale))
        return view

    def _choose_button(self, *, reader: Reader) -> discord.ui.Item[Any]:
        """**Choose a move**: opens the clicker's own chooser at its first step."""
        stamp, style = self.chooser_stamp(reader.table), discord.ButtonStyle.success
        label = t(reader.locale, "button-choose-move")
        return ChoiceButton(reader.table.id, stamp, "", label, style=style, emoji="🎲")

    # -- the chooser (bot/chooser.py) ----------------------------------------------------------------

    def chooser_step(self, state: str, *, reader: Reader) -> Step:
        """The reading seat's chooser at `state` (a string of the game's own, "" when it opens):
        the generic picker offers the next notation token of the legal moves."""
        return picker.chooser_step(self, state, reader=reader)

    def chooser_stamp(self, table: Table) -> str:
        """What a chooser must still match to be answered (no colon): the position's version."""
        return str(table.version)

    def chooser_refusal(self, *, reader: Reader) -> str | None:
        """Why the reading seat has nothing to choose now, or None when it may."""
        return (
            t(reader.locale, "components-not-your-turn") if reader.me not in reader.table.to_act() else None
        )

    def decision_seconds(self, table: Table, seat: int) -> int | None:
        """Time a seat has for its current decision: the table's pace, unless a game sets a
        time per kind of prompt (None: no deadline)."""
        return deadlines.limit_of(table.row.meta)

    def move_hint(self, *, reader: Reader) -> str:
        """Where the reading seat's player, with many legal moves, finds them after a refused move."""
        return t(reader.locale, "gameui-how-to-move")

    def label(self, action: Any, *, reader: Reader) -> str:
        return clip(str(action), 80)

    def greeting(self, *, reader: Reader) -> str:
        """The first DM of a game with private information: what only the reading seat sees, and
        what to do with it."""
        return t(reader.locale, "gameui-greeting")

    def private_view(self, *, reader: Reader) -> discord.ui.View | None:
        """Components sent with the reading seat's private message (e.g. dice to keep); none by
        default."""
        return None
