"""`notation_for`: what each reader may read of a move (the game log, announcements of moves made
for someone), decided by what the rules let that reader see of the move, never by whether the
move happened to tell someone a secret."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from games.akropolis import GAME as AKROPOLIS
from games.blockbuster import GAME as BLOCKBUSTER
from games.bricklayer import GAME as BRICKLAYER
from games.core import Event, Game, GameBase, public
from games.dicetown import GAME as DICETOWN
from games.dicetown.actions import Bid, Pass
from games.shakecity import GAME as SHAKECITY
from tests.helpers.dicetown import tie_with_a_card_to_offer


def _walk(game: Game, n: int, seed: int, steps: int) -> Iterator[tuple[Any, int, Any, list[Event]]]:
    """(state before, seat, action, its events) along a seeded random game."""
    state = game.new(n, {}, seed)
    rnd = random.Random(seed)
    for _ in range(steps):
        waiting = sorted(game.to_act(state))
        if not waiting:
            return
        seat = rnd.choice(waiting)
        action = rnd.choice(game.legal(state, seat))
        after, events = game.apply(state, seat, action)
        yield state, seat, action, events
        state = after


@dataclass(frozen=True)
class Say:
    word: str

    def __str__(self) -> str:
        return f"say {self.word}"


class Whisper(GameBase):
    """A game that says nothing of who may read its moves."""

    name = "whisper"

    def new(self, num_players: int, options: Any, seed: int) -> int:
        return 0

    def to_act(self, state: int) -> frozenset[int]:
        return frozenset({state % 2})

    def legal(self, state: int, player: int) -> list[Say]:
        return [Say("hello")]

    def play(self, state: int, player: int, action: Say) -> tuple[int, list[Event]]:
        return state + 1, [public("said")]


def test_a_game_that_says_nothing_shows_a_move_to_its_author_alone() -> None:
    game = Whisper()
    assert game.notation_for(0, 0, Say("hello"), 0) == "say hello"
    assert game.notation_for(0, 0, Say("hello"), 1) is None
    assert game.notation_for(0, 0, Say("hello"), None) is None


@pytest.mark.parametrize("game", [AKROPOLIS, BLOCKBUSTER, BRICKLAYER], ids=lambda g: g.name)
def test_games_without_hidden_choices_show_every_move_to_everyone(game: Game) -> None:
    moves = 0
    for state, seat, action, _ in _walk(game, 3, 11, 40):
        for reader in (None, 0, 1, 2):
            assert game.notation_for(state, seat, action, reader) == str(action)
        moves += 1
    assert moves >= 30


def test_shake_that_city_hides_a_choice_made_while_the_others_choose_too() -> None:
    """D25: the start player's colour and cells are public at once; the others choose in secret
    and only the round's close shows their cities."""
    public_moves = hidden_moves = 0
    for state, seat, action, events in _walk(SHAKECITY, 3, 5, 60):
        placed = next(e for e in events if e.code == "placed")
        for reader in (None, *(s for s in range(3) if s != seat)):
            seen = SHAKECITY.notation_for(state, seat, action, reader)
            assert seen == (str(action) if placed.to is None else None), (str(action), reader)
        assert SHAKECITY.notation_for(state, seat, action, seat) == str(action)
        public_moves += placed.to is None
        hidden_moves += placed.to is not None
    assert public_moves >= 10 and hidden_moves >= 10


def test_dice_town_a_raise_that_keeps_an_offered_card_hides_the_card_though_it_told_nobody() -> None:
    """Spec 7: an offer's amounts, card counts and types are public; the offered cards themselves
    are the offerer's and the Sheriff's. A raise that keeps the card already offered sends no
    private event, and its card must stay hidden all the same."""
    state, bidder, card = tie_with_a_card_to_offer()
    sheriff = state.sheriff
    other = next(s for s in range(3) if s not in (bidder, sheriff))
    state, _ = DICETOWN.apply(state, bidder, Bid(0, 0, (card,), ""))
    raised = Bid(1, 0, (card,), "pick me")
    after, events = DICETOWN.apply(state, bidder, raised)
    assert all(e.to is None for e in events)  # nothing private: the move is all there is to hide
    assert after.ruling is not None and after.ruling.offer_of(bidder) is not None

    kind = "P?" if card.startswith("P") else "GS?"
    assert DICETOWN.notation_for(state, bidder, raised, None) == f"bid $1 0n {kind} promise pick me"
    assert DICETOWN.notation_for(state, bidder, raised, other) == f"bid $1 0n {kind} promise pick me"
    assert DICETOWN.notation_for(state, bidder, raised, sheriff) == f"bid $1 0n {card} promise pick me"
    assert DICETOWN.notation_for(state, bidder, raised, bidder) == str(raised)
    assert DICETOWN.notation_for(state, bidder, Pass(), None) == "pass"


def test_dice_town_keeps_and_a_loaded_die_face_stay_the_players() -> None:
    seen_keep = seen_loaded = False
    for seed in range(40):
        for state, seat, action, _ in _walk(DICETOWN, 3, seed, 200):
            text = str(action)
            if text.startswith("keep"):
                assert DICETOWN.notation_for(state, seat, action, None) is None
                seen_keep = True
            if text.startswith("play loaded"):
                assert DICETOWN.notation_for(state, seat, action, None) == "play loaded ?"
                seen_loaded = True
        if seen_keep and seen_loaded:
            break
    assert seen_keep and seen_loaded
