"""`games.core.evolve`, the engines' fast `dataclasses.replace`: the same value, the same refusal
of a field that does not exist, and derived data left behind with the fields it came from."""

from __future__ import annotations

import dataclasses
import random

import pytest

from games.bricklayer.state import Brick, Wall
from games.core import evolve
from games.registry import GAMES


@pytest.mark.parametrize("key", sorted(GAMES))
def test_evolve_gives_what_replace_gives_for_every_field_of_every_games_state(key: str) -> None:
    game = GAMES[key]
    state = game.new(max(2, game.min_players), {}, 7)
    for f in dataclasses.fields(state):
        # Another state's value of the field, or the same one: either way a new object results.
        other = getattr(game.new(max(2, game.min_players), {}, 8), f.name)
        changed = evolve(state, **{f.name: other})
        assert changed == dataclasses.replace(state, **{f.name: other})
        assert type(changed) is type(state) and changed is not state
        assert getattr(changed, f.name) is other
    assert evolve(state) == state


def test_evolve_refuses_a_field_the_value_does_not_have_and_leaves_it_as_it_was() -> None:
    state = GAMES["bricklayer"].new(2, {}, 1)
    before = dataclasses.replace(state)
    with pytest.raises(TypeError, match="'turns'"):
        evolve(state, turn=3, turns=4)
    assert state == before


def test_a_walls_remembered_cells_do_not_follow_it_into_a_wall_with_other_bricks() -> None:
    rng = random.Random(3)
    wall = Wall()
    assert wall.occupied == 0  # remembered in the wall's dict
    for turn in range(4):
        card = rng.choice([7, 8, 17])  # an O1, an I2 and a V3
        anchor = (turn * 2, rng.randrange(4))
        wall = evolve(wall, bricks=(*wall.bricks, Brick(card, "R0", anchor, turn)))
        expected = dataclasses.replace(wall, bricks=wall.bricks).occupied
        assert wall.occupied == expected
    assert wall.occupied.bit_count() >= 4
