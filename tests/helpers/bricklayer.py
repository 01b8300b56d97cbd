"""Genius Bricklayer walls and states built by hand, and the rulebook's worked examples."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from games.bricklayer.data import CARD_SHAPE, CARDS, SHAPES
from games.bricklayer.scoring import full_rows, row_sum
from games.bricklayer.state import Brick, Phase, ScoredRow, State, Wall
from games.core import Event
from games.polyomino import at_anchor, label, parse_label


class Box:
    """Hands out card ids by shape, lowest first, never the same card twice."""

    def __init__(self) -> None:
        self.used: set[int] = set()

    def free(self, shape: str) -> int:
        return sum(1 for c in CARDS if CARD_SHAPE[c] == shape and c not in self.used)

    def card(self, shape: str) -> int:
        card = next(c for c in CARDS if CARD_SHAPE[c] == shape and c not in self.used)
        self.used.add(card)
        return card

    def cards(self, shapes: Iterable[str]) -> list[int]:
        return [self.card(s) for s in shapes]


def make_wall(
    box: Box, bricks: Sequence[tuple[str, str, str]] | str, *, score: int | None = None, coins: int = 0
) -> Wall:
    """A wall whose already complete rows count as scored one by one on earlier turns. `bricks`
    are (shape, rotation, cell) triples, or one string of them: "I2 R0 A2, V5 R270 C1"."""
    triples = [tuple(b.split()) for b in bricks.split(",")] if isinstance(bricks, str) else bricks
    placed = tuple(Brick(box.card(s), rot, parse_label(at), turn=0) for s, rot, at in triples)
    wall = Wall(bricks=placed, coins=coins)
    done = tuple(ScoredRow(r, row_sum(wall, r), row_sum(wall, r), 1, -r) for r in full_rows(wall.occupied))
    return replace(wall, rows=done, score=sum(d.points for d in done) if score is None else score)


def filler(box: Box, cells: Iterable[str], *, straight: bool = False) -> list[tuple[str, str, str]]:
    """Bricks covering exactly these cells, found by a small search (straight: horizontal I bricks)."""
    choices = STRAIGHTS if straight else ANY_SHAPE
    free = {s: box.free(s) for s in SHAPES}

    def cover(todo: frozenset[tuple[int, int]]) -> list[tuple[str, str, str]] | None:
        if not todo:
            return []
        first = min(todo)
        for shape, code in choices:
            if not free[shape]:
                continue
            covered = set(at_anchor(SHAPES[shape].rotation(code), first))
            if covered <= todo:
                free[shape] -= 1
                rest = cover(todo - covered)
                free[shape] += 1
                if rest is not None:
                    return [(shape, code, label(first)), *rest]
        return None

    found = cover(frozenset(parse_label(c) for c in cells))
    assert found is not None, "no tiling with the cards left"
    return found


def all_cells() -> list[str]:
    return [label((r, c)) for r in range(8) for c in range(8)]


def make_state(
    box: Box,
    walls: Sequence[Wall],
    tops: Sequence[int | None],
    *,
    seconds: dict[int, Sequence[int]] | None = None,
    rest: bool = True,
    supply: int | None = None,
    active: int = 0,
) -> State:
    """Decks: the given top card (None: empty deck), then `seconds`, then the unused cards if `rest`."""
    seconds = seconds or {}
    for cards in seconds.values():
        box.used.update(cards)
    box.used.update(c for c in tops if c)
    decks: list[list[int]] = [[t, *seconds.get(d, ())] if t else [] for d, t in enumerate(tops)]
    if rest:
        # Big awkward shapes first, so a refresh rarely hands out a brick that fits a full wall.
        spare = sorted(set(CARDS) - box.used, reverse=True)
        open_decks = [d for d in range(4) if decks[d]]
        for i, card in enumerate(spare):
            decks[open_decks[i % len(open_decks)]].append(card)
    held = sum(w.coins for w in walls)
    return State(
        num_players=len(walls),
        start=0,
        active=active,
        phase=Phase.ACT,
        decks=tuple(tuple(d) for d in decks),
        face_up=tuple(bool(d) for d in decks),
        supply=5 - held if supply is None else supply,
        walls=tuple(walls),
        turn=5,
    )


def codes(events: Sequence[Event]) -> list[str]:
    return [e.code for e in events]


def event(events: Sequence[Event], code: str) -> Event:
    return next(e for e in events if e.code == code)


def example1() -> tuple[State, Box]:
    box = Box()
    tops = [box.card("O1"), box.card("T4"), box.card("I3"), box.card("V3")]
    wall = make_wall(box, "I2 R0 A2, V5 R270 C1, T5 R180 D2, L4 R0 E1, Y5 R0 G1")
    return make_state(box, [wall, Wall()], tops), box


def example2() -> tuple[State, Box]:
    box = Box()
    tops = [box.card("I3"), box.card("T4"), box.card("L4"), box.card("V3")]
    wall = make_wall(box, "O1 R0 A4, T5 R0 A3, J4 R180 C4, T4 R270 E4, W5 R180 E3, I2 R90 A5, O1 R0 D5")
    return make_state(box, [wall, Wall()], tops), box


def example3() -> State:
    box = Box()
    v3, o1, z4 = box.card("V3"), box.card("O1"), box.card("Z4")
    tops = [box.card("T4"), v3, box.card("L4"), z4]
    wall = make_wall(box, "U5 R90 C6, J5 R270 E6, V3 R90 A7, V3 R180 F7, O1 R0 H8", coins=2)
    return make_state(box, [wall, Wall()], tops, seconds={1: [o1]})


def example4(face_up: Sequence[str], extra_empty: Sequence[str] = ()) -> State:
    box = Box()
    tops = box.cards(face_up)
    empty = {"H1", "B3", "E5", "E6", "A8", "G8", *extra_empty}
    wall = make_wall(box, filler(box, [c for c in all_cells() if c not in empty]))
    return make_state(box, [wall, Wall()], tops)


STRAIGHTS = (("I5", "R0"), ("I4", "R0"), ("I3", "R0"), ("I2", "R0"), ("O1", "R0"))


ANY_SHAPE = tuple(
    (s.id, code) for s in sorted(SHAPES.values(), key=lambda s: -s.size) for code, _ in s.rotations
)
