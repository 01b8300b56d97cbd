"""Checks the engine tests of every game make alike, each with the game's own cases."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest

from games.core import BadNotation, Game


def notation_refusals(game: Game, cases: Sequence[tuple[str, str]]) -> Callable[[str, str], None]:
    """A test, one case per (text, pattern): `game.parse(text)` refuses the text as bad notation,
    with a sentence the pattern finds."""

    @pytest.mark.parametrize(("text", "match"), cases)
    def refuses(text: str, match: str) -> None:
        with pytest.raises(BadNotation, match=match):
            game.parse(text)

    return refuses
