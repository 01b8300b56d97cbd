"""Bricklayer's search player and the efficiency win (spec §4.1): the hard bot takes away the last
brick that would take an opponent's wall under the cap, though other bricks fill its own rows more."""

from __future__ import annotations

from dataclasses import replace

from games.ai import choose
from games.bricklayer import GAME
from games.bricklayer.actions import Take
from games.bricklayer.ai import efficiency_chance
from games.bricklayer.data import CARD_SHAPE, CARDS, FULL_WALL
from games.bricklayer.state import End, State
from games.polyomino import label
from tests.helpers.bricklayer import Box, all_cells, filler, make_state, make_wall


def denial_position() -> State:
    """Seat 1 has 9 empty cells, one over the cap: an upright domino hole E5-E6 and seven single
    holes, so of the offered bricks only the I2 fits his wall, and it is deck 1's last card.
    Seat 0, to move, has its columns A, D and H empty: the I4 fits there 15 ways, the I3 18
    ways, the I2 21 ways, the X5 nowhere.

    If seat 0 takes anything but the I2, seat 1 puts it in E5-E6 and wins with 7 empty cells on
    which nothing offered fits. If seat 0 takes it, no offered brick fits seat 1's wall."""
    box = Box()
    tops = [box.card("I2"), box.card("I4"), box.card("I3"), box.card("X5")]
    holes = {"E5", "E6", "H1", "H4", "C7", "A8", "G8", "B2", "B4"}
    his = make_wall(box, filler(box, [c for c in all_cells() if c not in holes]))
    columns = {label((r, c)) for r in range(8) for c in (0, 3, 7)}
    mine = make_wall(box, filler(box, [c for c in all_cells() if c not in columns]))
    state = make_state(box, [mine, his], tops)
    # Deck 1 holds the I2 alone; its other cards go under deck 2's.
    decks = state.decks
    return replace(state, decks=(decks[0][:1], decks[1] + decks[0][1:], decks[2], decks[3]))


def test_the_position_is_what_it_says() -> None:
    state = denial_position()
    assert [CARD_SHAPE[state.offered(d)] for d in range(4)] == ["I2", "I4", "I3", "X5"]
    assert len(state.decks[0]) == 1 and state.walls[1].empty_cells == 9
    placed = [b.card for w in state.walls for b in w.bricks]
    assert sorted([*placed, *(c for deck in state.decks for c in deck)]) == list(CARDS)
    moves = GAME.legal(state, 0)
    assert {CARD_SHAPE[state.offered(a.deck - 1)] for a in moves if isinstance(a, Take)} == {"I2", "I3", "I4"}
    # Anything but the I2, and seat 1's answer with it wins at once.
    for deck in (2, 3):
        took = next(a for a in moves if isinstance(a, Take) and a.deck == deck)
        after, _ = GAME.apply(state, 0, took)
        assert GAME.result(after) is None
        over, _ = GAME.apply(after, 1, GAME.parse("take 1 R90 E5"))
        assert over.end is End.EFFICIENCY and over.winner == 1
    # The I2 taken, seat 1 has no brick to take.
    after, _ = GAME.apply(state, 0, GAME.parse("take 1 R90 A1"))
    assert GAME.result(after) is None
    assert not [a for a in GAME.legal(after, 1) if isinstance(a, Take)]


def test_hard_takes_the_last_brick_that_fits_a_wall_one_placement_from_the_win() -> None:
    """The I4 and I3 fill more of seat 0's rows than the I2 does, so a search that weighs only
    points and fill shortlists their 33 placements first and leaves the I2 out."""
    state = denial_position()
    for seed in (1, 2, 3):
        action = choose("bricklayer", state, 0, "hard", seed)
        assert isinstance(action, Take) and action.deck == 1, action


def test_a_full_wall_is_a_sure_efficiency_win_only_while_a_card_shows() -> None:
    """§4.1 E1: the efficiency check needs a face-up card; with none showing and none to turn up,
    a full wall cannot win that way, and the evaluation must not count it as won."""
    card = next(iter(CARDS))
    assert efficiency_chance(FULL_WALL, [card], fresh=False) == 1.0
    assert efficiency_chance(FULL_WALL, [], fresh=False) == 0.0
