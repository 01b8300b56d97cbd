"""Genius Bricklayer: seeded whole games for 2-4 players under three policies, checking Bricklayer's
own invariants each step (tests/games/test_contract.py checks what every game must keep)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from games.bricklayer import GAME, SCHEMA_VERSION, Buy, Coin, Place, Take
from games.bricklayer.actions import Action
from games.bricklayer.data import CARDS, MAX_COINS, ROW_MASKS, SUPPLY, TARGET, placement_at, shape_of
from games.bricklayer.scoring import full_rows
from games.bricklayer.state import End, State
from games.core import IllegalAction, load_dataclass

Policy = Callable[[State, int, list[Action], random.Random], Action]


def random_policy(state: State, player: int, legal: list[Action], rng: random.Random) -> Action:
    return rng.choice(legal)


def packer(state: State, player: int, legal: list[Action], rng: random.Random) -> Action:
    """Completes rows when it can and otherwise builds from the bottom up; reaches both wins."""
    occupied = state.walls[player].occupied
    best: Action = legal[0]
    best_key: tuple[float, ...] | None = None
    for action in legal:
        if isinstance(action, Coin):
            key: tuple[float, ...] = (0, 0, rng.random())
        elif isinstance(action, Buy) and action.at is None:
            key = (0, -1, rng.random())
        else:
            assert isinstance(action, Take | Buy | Place) and action.rot is not None and action.at is not None
            card = state.pending if isinstance(action, Place) else state.top(action.deck - 1)
            p = placement_at(shape_of(card).id, action.rot, action.at)
            assert p is not None
            after = occupied | p.mask
            full = sum(1 for m in ROW_MASKS if after & m == m)
            low = sum(r for r, _ in p.cells) / len(p.cells)
            key = (
                full,
                low + 0.3 * shape_of(card).score - (1.5 if isinstance(action, Buy) else 0),
                rng.random(),
            )
        if best_key is None or key > best_key:
            best, best_key = action, key
    return best


def spender(state: State, player: int, legal: list[Action], rng: random.Random) -> Action:
    """Spends coins whenever it can, blind first, so coin buys, reveals and discards happen."""
    blind = [a for a in legal if isinstance(a, Buy) and a.at is None]
    buys = [a for a in legal if isinstance(a, Buy) and a.at is not None]
    for group in (blind, buys):
        if group and rng.random() < 0.8:
            return rng.choice(group)
    if Coin() in legal and rng.random() < 0.5:
        return Coin()
    return rng.choice(legal)


POLICIES: dict[str, Policy] = {"random": random_policy, "packer": packer, "spender": spender}
CASES = [
    (n, name, seed)
    for n in (2, 3, 4)
    for name in POLICIES
    for seed in ((2,) if name == "spender" else (1, 2))
]


def card_ids(view: Any) -> Iterator[int]:
    """Every card id a view mentions."""
    if isinstance(view, dict):
        for key, value in view.items():
            if key == "card":
                yield value
            else:
                yield from card_ids(value)
    elif isinstance(view, list):
        for item in view:
            yield from card_ids(item)


def visible_cards(state: State) -> set[int]:
    seen = {b.card for w in state.walls for b in w.bricks} | set(state.discards) | {state.pending} - {0}
    return seen | {state.offered(d) for d in range(4)} - {0}


def some_illegal(state: State, player: int, rng: random.Random) -> Action:
    rot = rng.choice(["R0", "R90", "R180", "R270"])
    cell = (rng.randrange(8), rng.randrange(8))
    return rng.choice(
        [Take(rng.randint(1, 4), rot, cell), Buy(rng.randint(1, 4), rot, cell), Buy(rng.randint(1, 4)),
         Place(rot, cell), Coin()]
    )  # fmt: skip


def check_state(state: State) -> None:
    # 80 cards accounted for, each exactly once.
    cards = [c for d in state.decks for c in d] + [b.card for w in state.walls for b in w.bricks]
    cards += list(state.discards) + ([state.pending] if state.pending else [])
    assert sorted(cards) == list(CARDS)
    # Coins conserved at 5; nobody above 3.
    assert state.supply + sum(w.coins for w in state.walls) == SUPPLY
    assert all(0 <= w.coins <= MAX_COINS for w in state.walls) and state.supply >= 0
    for wall in state.walls:
        # No two bricks share a cell.
        assert sum(len(b.placement.cells) for b in wall.bricks) == wall.occupied.bit_count()
        # The score is the sum of the turns' points, and equals its breakdown.
        per_turn = {s.turn: s.points for s in wall.rows}
        assert wall.score == sum(per_turn.values())
        parts = scoring_breakdown(wall)
        assert sum(v for k, v in parts.items() if k != "total") == parts["total"] == wall.score
        assert {s.row for s in wall.rows} <= set(full_rows(wall.occupied))


def scoring_breakdown(wall: Any) -> dict[str, int]:
    from games.bricklayer.scoring import breakdown

    return breakdown(wall)


def play(
    n: int, policy: Policy, seed: int, seen: set[str] | None = None
) -> tuple[State, list[tuple[int, str]]]:
    rng = random.Random(seed * 1000 + n)
    state = GAME.new(n, {}, seed)
    log: list[tuple[int, str]] = []
    step = 0
    while True:
        check_state(state)
        to_act = GAME.to_act(state)
        view = GAME.view(state, None)
        text = json.dumps(view)
        assert "decks" not in view
        assert set(card_ids(view)) <= visible_cards(state)
        if GAME.result(state) is not None:
            return state, log
        (player,) = to_act
        legal = GAME.legal(state, player)
        bad = some_illegal(state, player, rng)
        if bad not in legal:
            with pytest.raises(IllegalAction):
                GAME.apply(state, player, bad)
        action = policy(state, player, legal, rng)
        before_walls = state.walls
        new, events = GAME.apply(state, player, action)
        assert all(e.to is None for e in events) and text == json.dumps(GAME.view(state, None))
        # Cells are never overwritten: every wall only grows.
        for old, wall in zip(before_walls, new.walls, strict=True):
            assert wall.bricks[: len(old.bricks)] == old.bricks
        log.append((player, str(action)))
        if seen is not None:
            seen.update(e.code for e in events)
        state = new
        step += 1


ENDS: dict[tuple[int, str, int], End] = {}
EVENTS: set[str] = set()


@pytest.mark.parametrize(("n", "policy", "seed"), CASES)
def test_playout(n: int, policy: str, seed: int) -> None:
    state, _ = play(n, POLICIES[policy], seed, EVENTS)
    # The hand-written loader agrees with the generic one.
    assert load_dataclass(State, GAME.dump(state), SCHEMA_VERSION) == state
    result = GAME.result(state)
    assert result is not None and result.scores == tuple(w.score for w in state.walls)
    assert [sum(v for k, v in b.items() if k != "total") for b in result.breakdown] == list(result.scores)
    if state.end is End.QUALITY:
        assert state.walls[state.winner].score >= TARGET and result.winners == {state.winner}
    elif state.end is End.EFFICIENCY:
        assert state.walls[state.winner].empty_cells <= 8 and result.winners == {state.winner}
    elif state.end is End.DECKS_OUT:
        assert not any(state.decks)
    else:
        assert state.end is End.STALEMATE and state.passes >= n
    ENDS[(n, policy, seed)] = state.end


def test_playouts_reach_every_kind_of_win() -> None:
    """The playouts above end by quality, efficiency and stalemate and use every kind of move."""
    if len(ENDS) < len(CASES):
        pytest.skip("needs the playouts of this module")
    assert {End.QUALITY, End.EFFICIENCY, End.STALEMATE} <= set(ENDS.values())
    assert {"buy", "reveal", "place", "discard", "coin", "pass", "rows_scored"} <= EVENTS


def test_default_action_plays_whole_games() -> None:
    """The timeout policy is always legal and finishes a game."""
    for n in (2, 4):
        state = GAME.new(n, {}, 3)
        while GAME.result(state) is None:
            (player,) = GAME.to_act(state)
            action = GAME.default_action(state, player)
            assert action in GAME.legal(state, player)
            state, _ = GAME.apply(state, player, action)
        check_state(state)
