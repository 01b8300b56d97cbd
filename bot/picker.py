"""The generic chooser's steps: any game's move, one notation token at a time.

The picker does not understand notations: it splits them into space-separated tokens and offers,
at each step, the distinct next tokens of the legal actions that start with the tokens chosen so
far (the chooser pages them). `step` and `back` are pure, so they are tested without Discord.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import chooser
from .i18n import t
from .reader import Reader

if TYPE_CHECKING:
    from .ports import GameUIPort

END = "\u2400"  # the value of "this action, no more tokens" when an action is a prefix of another


@dataclass(frozen=True)
class Step:
    prefix: tuple[str, ...]
    options: tuple[str, ...]  # the next tokens (END possibly among them)
    complete: str | None  # the single action the prefix names, when nothing is left to choose

    @property
    def done(self) -> bool:
        return self.complete is not None


def step(notations: list[str], prefix: tuple[str, ...] = ()) -> Step:
    """The choices after `prefix` (a trailing END names the action that is exactly the prefix);
    `complete` is set when exactly one action remains. A step with one way on is taken unasked."""
    if prefix and prefix[-1] == END:
        exact = " ".join(prefix[:-1])
        return Step(prefix[:-1], (), exact if exact in notations else None)
    n = len(prefix)
    candidates = [a for a in notations if tuple(a.split()[:n]) == prefix]
    if not candidates:
        return Step(prefix, (), None)
    if len(candidates) == 1 and len(candidates[0].split()) == n:
        return Step(prefix, (), candidates[0])
    tokens = tuple(dict.fromkeys(a.split()[n] if len(a.split()) > n else END for a in candidates))
    if len(tokens) == 1 and tokens[0] != END:
        return step(notations, (*prefix, tokens[0]))
    return Step(prefix, tokens, None)


def back(notations: list[str], prefix: tuple[str, ...]) -> tuple[str, ...] | None:
    """The last earlier question that had a real choice (one-way steps are skipped), or None."""
    shown = step(notations, prefix).prefix
    earlier = shown
    while earlier:
        earlier = earlier[:-1]
        if step(notations, earlier).prefix != shown:
            return earlier
    return None


def chooser_step(ui: GameUIPort, state: str, *, reader: Reader) -> chooser.Step:
    """The reading seat's generic chooser at `state` (the tokens chosen so far); the move reached
    is shown with the game's preview picture, if it draws one."""
    table, seat, locale = reader.table, reader.me, reader.locale
    notations = [str(a) for a in table.legal(seat)]
    prefix = tuple(state.split())
    s = step(notations, prefix)
    up = back(notations, prefix)
    back_state = None if up is None else " ".join(up)
    if s.complete is not None:
        action = table.game.parse(s.complete)
        play = chooser.Play(t(locale, "components-play", move=s.complete), s.complete)
        content = t(locale, "components-confirm", move=table.game.describe(action))
        return chooser.Step(
            content, [play], lambda: ui.preview_images(seat, action, reader=reader), back_state
        )
    if not s.options:
        return chooser.Step(t(locale, "components-nothing-legal"))
    chosen = " ".join(s.prefix)
    just = t(locale, "components-just-this")
    choices = [chooser.Choice(just if o == END else o, o) for o in s.options]
    question = chooser.Question(f"{chosen} {chooser.SLOT}".strip(), choices)
    head = t(locale, "components-so-far", chosen=chosen) if chosen else t(locale, "components-choose-parts")
    return chooser.Step(head, [question], back=back_state)
