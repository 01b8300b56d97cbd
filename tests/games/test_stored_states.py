"""States stored by earlier versions of the engines load, and dump back byte for byte.

`data/stored_states.json` holds dumps (as JSON text) of positions along seeded random playouts,
written by the engines before their states shared one codec; a game stored then must load now.
`python -m tests.games.stored_states` adds the states of a game that has none (`stored_states.py`).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from games.registry import GAMES, SHIPPED, load
from tests.games.stored_states import update

STORED = json.loads((Path(__file__).parent / "data" / "stored_states.json").read_text())


@pytest.mark.parametrize("key", sorted(GAMES))
def test_stored_states_load_and_dump_back_identically(key: str) -> None:
    game = GAMES[key]
    assert STORED.get(key), "no stored state for this game: run `python -m tests.games.stored_states`"
    for text in STORED[key]:
        state = game.load(json.loads(text))
        assert json.dumps(game.dump(state)) == text
        game.view(state, None)  # a loaded state is a working one


def test_a_stored_dump_of_another_schema_version_is_refused() -> None:
    game = GAMES["dicetown"]
    data = json.loads(STORED["dicetown"][0])
    data["v"] = 99
    with pytest.raises(ValueError, match="schema version 99"):
        game.load(data)


def test_a_field_added_later_with_a_default_takes_it_when_absent() -> None:
    """Dice Town's `Ruling.unlocked` came after the first stored games."""
    game = GAMES["dicetown"]
    for text in STORED["dicetown"]:
        data = json.loads(text)
        if data.get("ruling"):
            del data["ruling"]["unlocked"]
            assert game.load(data).ruling.unlocked is False
            return
    pytest.skip("no stored position with an open tie")


def test_the_generator_keeps_what_is_stored_and_adds_a_new_games_states() -> None:
    games = load([*SHIPPED, "tests.toygame"]).games
    updated = update(STORED, games)
    assert {k: updated[k] for k in STORED} == STORED
    new = updated["tictactoe"]
    assert len(new) >= 3 and len(set(new)) == len(new)
    for text in new:
        assert json.dumps(games["tictactoe"].dump(games["tictactoe"].load(json.loads(text)))) == text
    assert update(STORED, games, regenerate=["akropolis"])["akropolis"] != STORED["akropolis"]
