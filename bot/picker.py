"""Step-by-step choice of an action from its notation, for select menus of at most 25 options.

The picker does not understand notations: it splits them into space-separated tokens and offers,
at each step, the distinct next tokens of the legal actions that start with the tokens chosen so
far. Long lists are paged. Pure functions, so they are tested without Discord.
"""

from __future__ import annotations

from dataclasses import dataclass

PAGE = 23  # 25 options minus "previous page" and "next page"
END = "\u2400"  # the value of "this action, no more tokens" when an action is a prefix of another
PREV = "\u25c0"
NEXT = "\u25b6"


@dataclass(frozen=True)
class Step:
    prefix: tuple[str, ...]
    options: tuple[str, ...]  # next tokens on this page (END possibly among them)
    page: int
    pages: int
    complete: str | None  # the single action the prefix names, when nothing is left to choose

    @property
    def done(self) -> bool:
        return self.complete is not None


def step(notations: list[str], prefix: tuple[str, ...] = (), page: int = 0) -> Step:
    """The choices after `prefix`; `complete` is set when exactly one action remains."""
    n = len(prefix)
    candidates = [a for a in notations if tuple(a.split()[:n]) == prefix]
    if not candidates:
        return Step(prefix, (), 0, 0, None)
    if len(candidates) == 1 and len(candidates[0].split()) == n:
        return Step(prefix, (), 0, 0, candidates[0])
    tokens: list[str] = []
    seen: set[str] = set()
    for a in candidates:
        parts = a.split()
        tok = parts[n] if len(parts) > n else END
        if tok not in seen:
            seen.add(tok)
            tokens.append(tok)
    if len(tokens) == 1 and tokens[0] != END:
        # Only one way on: take it without asking.
        return step(notations, (*prefix, tokens[0]), 0)
    pages = max(1, -(-len(tokens) // PAGE))
    page = min(max(page, 0), pages - 1)
    return Step(prefix, tuple(tokens[page * PAGE : (page + 1) * PAGE]), page, pages, None)


def choose(step_: Step, token: str) -> tuple[tuple[str, ...], int]:
    """The (prefix, page) after picking `token` from a step's select."""
    if token == PREV:
        return step_.prefix, step_.page - 1
    if token == NEXT:
        return step_.prefix, step_.page + 1
    if token == END:
        return (*step_.prefix, END), 0
    return (*step_.prefix, token), 0


def resolve(notations: list[str], prefix: tuple[str, ...], page: int = 0) -> Step:
    """Like `step`, but understands a trailing END (the action that is exactly the prefix)."""
    if prefix and prefix[-1] == END:
        exact = " ".join(prefix[:-1])
        if exact in notations:
            return Step(prefix[:-1], (), 0, 0, exact)
        return Step(prefix[:-1], (), 0, 0, None)
    return step(notations, prefix, page)
