"""Setup, what a seat may do (legal actions, placement checks) and the small state changes (spec §3, §4.4)."""

from __future__ import annotations

from functools import cache

from games import polyomino
from games.bricklayer.actions import Action, Buy, Coin, Place, Take
from games.bricklayer.data import (
    CARDS,
    DECK_SIZE,
    DECKS,
    EFFICIENCY_MAX_EMPTY,
    HEIGHT,
    MAX_COINS,
    SUPPLY,
    WIDTH,
    Placement,
    fits,
    placement_at,
    placements,
    shape_of,
)
from games.bricklayer.state import Brick, Phase, State, Wall
from games.core import IllegalAction, evolve, rng_below, rng_seed, rng_shuffle
from games.polyomino import Cell


def new_state(num_players: int, seed: int) -> State:
    """Shuffle all 80 cards into four decks of 20, tops face up; draw the start player (§3, D6, D17)."""
    rng = rng_seed(seed)
    rng, cards = rng_shuffle(rng, CARDS)
    rng, start = rng_below(rng, num_players)
    decks = tuple(tuple(cards[i * DECK_SIZE : (i + 1) * DECK_SIZE]) for i in range(DECKS))
    return State(
        num_players=num_players,
        start=start,
        active=start,
        phase=Phase.ACT,
        decks=decks,
        face_up=(True,) * DECKS,
        supply=SUPPLY,
        walls=(Wall(),) * num_players,
        rng=rng,
    )


# ---------------------------------------------------------------------------------------------
# Questions about a position


def can_take_coin(state: State, player: int) -> bool:
    return state.supply > 0 and state.walls[player].coins < MAX_COINS


def can_take_card(state: State, player: int) -> bool:
    occupied = state.walls[player].occupied
    return any(fits(shape_of(card).id, occupied) for card in _offered(state))


def _offered(state: State) -> list[int]:
    return [state.offered(d) for d in range(DECKS) if state.offered(d)]


def efficiency_met(state: State, player: int) -> bool:
    """E1 a face-up card, E2 none of the face-up bricks fits, E3 at most 8 empty cells (§4.1, D13)."""
    offered = _offered(state)
    wall = state.walls[player]
    if not offered or wall.empty_cells > EFFICIENCY_MAX_EMPTY:
        return False
    occupied = wall.occupied
    return not any(fits(shape_of(card).id, occupied) for card in offered)


# Each shape's actions, made once: a search lists a thousand of them at a node, and building them
# anew was half of a Bricklayer search's time. Actions are frozen values, so sharing them is safe.
@cache
def _places(shape_id: str) -> tuple[tuple[int, Place], ...]:
    return tuple((p.mask, Place(p.rot, p.anchor)) for p in placements(shape_id))


@cache
def _takes(deck: int, shape_id: str) -> tuple[tuple[int, Take], ...]:
    return tuple((p.mask, Take(deck, p.rot, p.anchor)) for p in placements(shape_id))


@cache
def _buys(deck: int, shape_id: str) -> tuple[tuple[int, Buy], ...]:
    return tuple((p.mask, Buy(deck, p.rot, p.anchor)) for p in placements(shape_id))


def make_actions(shape_id: str) -> None:
    """Every action of a shape's placements made now (deck by deck), not on first use."""
    _places(shape_id)
    for deck in range(1, DECKS + 1):
        _takes(deck, shape_id)
        _buys(deck, shape_id)


def legal(state: State, player: int) -> list[Action]:
    """Every legal action in the spec's order (§9): take, coin, buy, place."""
    if state.phase is Phase.OVER or player != state.active:
        return []
    occupied = state.walls[player].occupied
    if state.phase is Phase.PLACE:
        return [a for mask, a in _places(shape_of(state.pending).id) if not mask & occupied]
    out: list[Action] = []
    for d in range(DECKS):
        card = state.offered(d)
        if card:
            out += [a for mask, a in _takes(d + 1, shape_of(card).id) if not mask & occupied]
    if can_take_coin(state, player):
        out.append(Coin())
    if state.walls[player].coins > 0:
        for d in range(DECKS):
            if not state.decks[d]:
                continue
            if state.face_up[d]:
                shape = shape_of(state.decks[d][0]).id
                out += [a for mask, a in _buys(d + 1, shape) if not mask & occupied]
            else:
                out.append(Buy(d + 1))
    # A forced pass is played by the engine itself (§4.3, D19), so `pass` never reaches a player.
    return out


# ---------------------------------------------------------------------------------------------
# Placement checks with sentences that name the broken rule


def cells_text(cells: tuple[Cell, ...]) -> str:
    return " ".join(polyomino.label(c) for c in cells)


def check_placement(state: State, player: int, card: int, rot: str, at: Cell) -> Placement:
    shape = shape_of(card)
    wall = state.walls[player]
    occupied = wall.occupied
    canonical = shape.canonical(rot)
    if canonical != rot:
        raise IllegalAction(
            "duplicate_rotation",
            shape=shape.id,
            rot=rot,
            canonical=canonical,
        )
    placement = placement_at(shape.id, rot, at)
    if placement is None:
        covered = polyomino.at_anchor(shape.rotation(rot), at)
        outside = next(c for c in covered if not polyomino.inside((c,), HEIGHT, WIDTH))
        # The first cell outside the wall by its label when it has one (beyond H or 8), else "none".
        where = polyomino.label(outside) if outside[0] >= 0 and outside[1] >= 0 else "none"
        raise IllegalAction(
            "outside_wall",
            where=where,
            shape=shape.id,
            rot=rot,
            at=polyomino.label(at),
        )
    if placement.mask & occupied:
        owners = wall.brick_at()
        taken = [c for c in placement.cells if c in owners]
        raise IllegalAction(
            "cell_taken",
            cells=[polyomino.label(c) for c in taken],
            count=len(taken),
            # What the brick needs, unless it is one cell (the one taken).
            shape=shape.id,
            rot=rot,
            at=polyomino.label(at),
            size=len(placement.cells),
            needs=cells_text(placement.cells),
        )
    return placement


def check_fits(state: State, player: int, card: int) -> None:
    shape = shape_of(card)
    if not fits(shape.id, state.walls[player].occupied):
        raise IllegalAction("fits_nowhere", shape=shape.id)


def deck_index(state: State, deck: int) -> int:
    d = deck - 1
    if not state.decks[d]:
        raise IllegalAction("deck_empty", deck=deck)
    return d


# ---------------------------------------------------------------------------------------------
# Changing the state


def place_brick(state: State, player: int, card: int, placement: Placement) -> State:
    wall = state.walls[player]
    brick = Brick(card=card, rot=placement.rot, anchor=placement.anchor, turn=state.turn)
    walls = list(state.walls)
    walls[player] = wall.adding(brick)
    return evolve(state, walls=tuple(walls))


def pop_top(state: State, d: int) -> State:
    """Take deck d's top card; the next card stays face-down until the market refresh (§4.6)."""
    decks = list(state.decks)
    decks[d] = decks[d][1:]
    face_up = list(state.face_up)
    face_up[d] = False
    return evolve(state, decks=tuple(decks), face_up=tuple(face_up))


def set_wall(state: State, player: int, **changes: object) -> State:
    walls = list(state.walls)
    walls[player] = walls[player].changing(**changes)
    return evolve(state, walls=tuple(walls))
