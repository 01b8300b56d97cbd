"""`reveals()`: which moves turn up something hidden, so that taking them back needs consent.

Where a game's public view counts what is still unseen (Akropolis' face-down tiles, Bricklayer's
unseen cards), that count is the independent judge: a move reveals exactly when it drops.
"""

from __future__ import annotations

import random

from games.akropolis import GAME as AKROPOLIS
from games.blockbuster import GAME as BLOCKBUSTER
from games.bricklayer import GAME as BRICKLAYER
from games.core import Game
from games.dicetown import GAME as DICETOWN
from games.shakecity import GAME as SHAKECITY


def _walk(game: Game, n: int, seed: int, steps: int):
    """(state, seat, action) along a seeded random game, the state being the one before the move."""
    state = game.new(n, {}, seed)
    rnd = random.Random(seed)
    for _ in range(steps):
        waiting = sorted(game.to_act(state))
        if not waiting:
            return
        seat = rnd.choice(waiting)
        action = rnd.choice(game.legal(state, seat))
        yield state, seat, action
        state, _ = game.apply(state, seat, action)


def test_akropolis_reveals_exactly_when_a_stack_is_turned_up() -> None:
    seen = {True: 0, False: 0}
    for n in (1, 2, 3):
        for state, seat, action in _walk(AKROPOLIS, n, 40 + n, 60):
            after, _ = AKROPOLIS.apply(state, seat, action)
            dropped = AKROPOLIS.view(after, None)["face_down"] < AKROPOLIS.view(state, None)["face_down"]
            assert AKROPOLIS.reveals(state, seat, action) is dropped, (n, str(action))
            seen[dropped] += 1
    assert seen[True] >= 5 and seen[False] >= 5


def test_akropolis_the_first_turns_of_a_site_reveal_nothing_and_the_last_turns_the_next_stack() -> None:
    state = AKROPOLIS.new(2, {}, 5)
    first = AKROPOLIS.legal(state, 0)[0]
    assert not AKROPOLIS.reveals(state, 0, first)
    state, _ = AKROPOLIS.apply(state, 0, first)
    second = AKROPOLIS.legal(state, 1)[0]
    assert not AKROPOLIS.reveals(state, 1, second)
    state, _ = AKROPOLIS.apply(state, 1, second)
    # Two players: four site tiles, the next stack comes up once one is left (after three turns).
    third = AKROPOLIS.legal(state, 0)[0]
    assert AKROPOLIS.reveals(state, 0, third)
    assert len(AKROPOLIS.apply(state, 0, third)[0].stacks) == len(state.stacks) - 1


def _unseen(state) -> int:
    return sum(BRICKLAYER.view(state, None)["unseen"].values())


def test_bricklayer_reveals_exactly_when_an_unseen_card_becomes_known() -> None:
    seen = {True: 0, False: 0}
    for n in (2, 3):
        for state, seat, action in _walk(BRICKLAYER, n, 70 + n, 80):
            after, _ = BRICKLAYER.apply(state, seat, action)
            dropped = _unseen(after) < _unseen(state)
            assert BRICKLAYER.reveals(state, seat, action) is dropped, (n, str(action))
            seen[dropped] += 1
    assert seen[True] >= 5 and seen[False] >= 5


def test_bricklayer_a_take_turns_up_a_card_and_a_coin_does_not() -> None:
    state = BRICKLAYER.new(2, {}, 11)
    seat = state.active
    take = next(a for a in BRICKLAYER.legal(state, seat) if str(a).startswith("take"))
    assert BRICKLAYER.reveals(state, seat, take)
    coin = next(a for a in BRICKLAYER.legal(state, seat) if str(a) == "coin")
    assert not BRICKLAYER.reveals(state, seat, coin)


def test_dicetown_a_secret_keep_reveals_nothing_the_keep_that_closes_the_step_does() -> None:
    state = DICETOWN.new(3, {}, 3)
    first, second, third = sorted(DICETOWN.to_act(state))
    keep = DICETOWN.legal(state, first)[0]
    # The keep is told privately to its own player only: an echo, not news.
    assert not DICETOWN.reveals(state, first, keep)
    state, _ = DICETOWN.apply(state, first, keep)
    state, _ = DICETOWN.apply(state, second, DICETOWN.legal(state, second)[0])
    last = DICETOWN.legal(state, third)[0]
    # Everyone's keeps are shown and the cups rolled again.
    assert DICETOWN.reveals(state, third, last)


def test_dicetown_a_draw_from_the_general_store_deck_reveals() -> None:
    # Walk random games until a move takes a card off a deck; every such move must reveal.
    found = 0
    for seed in range(6):
        for state, seat, action in _walk(DICETOWN, 3, seed, 400):
            after, _ = DICETOWN.apply(state, seat, action)
            if len(after.store_deck) < len(state.store_deck) or len(after.prop_deck) < len(state.prop_deck):
                found += 1
                assert DICETOWN.reveals(state, seat, action), str(action)
    assert found


def test_shakecity_a_choice_while_others_choose_is_secret_the_closing_one_reveals() -> None:
    state = SHAKECITY.new(3, {}, 9)
    (start,) = SHAKECITY.to_act(state)
    # The start player chooses first, in the open: nothing that was hidden is shown.
    opening = SHAKECITY.legal(state, start)[0]
    assert not SHAKECITY.reveals(state, start, opening)
    state, _ = SHAKECITY.apply(state, start, opening)
    second, third = sorted(SHAKECITY.to_act(state))
    secret = SHAKECITY.legal(state, second)[0]
    assert not SHAKECITY.reveals(state, second, secret)
    state, _ = SHAKECITY.apply(state, second, secret)
    closing = SHAKECITY.legal(state, third)[0]
    assert SHAKECITY.reveals(state, third, closing)
    after, _ = SHAKECITY.apply(state, third, closing)
    assert after.round == state.round + 1


def test_blockbuster_hides_nothing_so_no_move_reveals() -> None:
    moves = 0
    for n in (2, 3, 4):
        for state, seat, action in _walk(BLOCKBUSTER, n, n, 40):
            assert not BLOCKBUSTER.reveals(state, seat, action), str(action)
            moves += 1
    assert moves >= 60
