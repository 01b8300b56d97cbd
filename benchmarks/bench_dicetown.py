"""Dice Town figures: one round's resolution, legal() late in a game, the table and private images
(draw + PNG encode), and whole random games per second.

Run: `.venv/bin/python -m benchmarks.bench_dicetown`. Prints median and p99 with the machine noted;
it is a measurement, not a test.
"""

from __future__ import annotations

import random
import time
from dataclasses import replace

from benchmarks.measure import machine, report, timings, whole_games
from games.dicetown import GAME
from games.dicetown.data import FACE_OF
from games.dicetown.state import Player, State
from render.core import png, text_width
from render.dicetown import draw, draw_private


def faces(text: str) -> tuple[int, ...]:
    return tuple(FACE_OF[t] for t in text.split())


def last_keeps(hands: list[str], players: list[Player] | None = None) -> State:
    """A round with four dice kept by everyone and the fifth in each roll: the next keeps resolve it."""
    base = players or [Player(dollars=8) for _ in hands]
    seated = tuple(replace(p, kept=faces(h)[:4], roll=faces(h)[4:]) for p, h in zip(base, hands, strict=True))
    return replace(GAME.new(len(hands), {}, seed=1), players=seated, sheriff=0)


def resolve_round(state: State, hands: list[str]) -> State:
    for seat, hand in enumerate(hands):
        state, _ = GAME.apply(state, seat, GAME.parse(f"keep {hand.split()[4]}"))
    return state


def random_game(n: int, seed: int) -> tuple[State, list[State]]:
    """A whole game of random moves (passing half the time a pass is open); returns the states seen."""
    rnd = random.Random(seed)
    state = GAME.new(n, {}, seed)
    seen = [state]
    while to_act := GAME.to_act(state):
        player = rnd.choice(sorted(to_act))
        legal = GAME.legal(state, player)
        pass_ = GAME.parse("pass")
        action = pass_ if pass_ in legal and rnd.random() < 0.5 else rnd.choice(legal)
        state, _ = GAME.apply(state, player, action)
        seen.append(state)
    return state, seen


def main() -> None:
    print(f"machine: {machine()}")

    # One round's resolution: every location won outright, Town Hall, upkeep, the next round's roll.
    hands = ["9 9 9 A A", "10 10 10 K K", "J Q Q Q A", "K K K K A"]
    start = last_keeps(hands)
    state = resolve_round(start, hands)
    assert state.round == 2, "the scenario must resolve without a prompt"
    report("resolve one round (4 players, 4 last keeps)", timings(lambda: resolve_round(start, hands), 300))

    # legal() late in a game: a contender with $30, 20 nuggets and 13 cards in an open tie.
    hand = ("GS12", "GS14", "GS16", "GS18", "P01", "P02", "P03", "P04", "P05", "P06", "P07", "P08", "P09")
    tie = last_keeps(
        ["9 9 K K A", "9 9 10 J Q", "10 J Q K A"], [Player(30, nuggets=20, hand=hand), Player(8), Player(8)]
    )
    tie = replace(tie, sheriff=2, store_deck=tuple(c for c in tie.store_deck if c not in hand))
    tie = replace(tie, prop_deck=tuple(c for c in tie.prop_deck if c not in hand))
    tie = resolve_round(tie, ["9 9 K K A", "9 9 10 J Q", "10 J Q K A"])
    assert tie.ruling is not None
    report(f"legal() in a tie ({len(GAME.legal(tie, 0))} actions)", timings(lambda: GAME.legal(tie, 0), 500))

    # Images from states of a 5-player random game.
    _, seen = random_game(5, seed=7)
    sample = seen[:: max(1, len(seen) // 120)]
    public = [GAME.view(s, None) for s in sample]
    private = [GAME.view(s, min(GAME.to_act(s) or {0})) for s in sample]
    for v in public + private:  # warm the caches (dice, cards, town frame)
        png(draw(v) if "you" not in v else draw_private(v))
    it = iter(public * 3)
    report("table image draw + png (5 players)", timings(lambda: png(draw(next(it))), len(public) * 3 - 1))
    it2 = iter(private * 3)
    report("private image draw + png", timings(lambda: png(draw_private(next(it2))), len(private) * 3 - 1))
    names = ["Alice", "张伟", "Zoë", "Bob", "Eve"]
    it3 = iter(public * 3)
    report(
        "table image with names draw + png (5 players)",
        timings(lambda: png(draw(next(it3), names=names)), len(public) * 3 - 1),
    )
    report("view(state, None)", timings(lambda: GAME.view(sample[-1], None), 300))

    # A game's final board, each drawn once as the bot does: its score lines are new strings, so
    # every width it fits is measured afresh (the cached widths do not help).
    finals = [GAME.view(random_game(5, seed=2000 + i)[0], None) for i in range(25)]
    final_ms: list[float] = []
    misses = text_width.cache_info().misses
    for view in finals:
        began = time.perf_counter()
        png(draw(view, names=names))
        final_ms.append((time.perf_counter() - began) * 1000)
    widths = (text_width.cache_info().misses - misses) / len(finals)
    report(f"final board draw + png, new ({widths:.0f} widths)", final_ms)

    # Whole random games per second.
    for n in (2, 3, 4, 5):
        run = whole_games(lambda i, n=n: len(random_game(n, seed=1000 + i)[1]) - 1, 2.0)
        print(
            f"random games, {n} players: {run.games / run.seconds:6.1f} games/s "
            f"({run.moves / run.seconds:7.0f} moves/s, {run.moves / run.games:5.0f} moves a game)"
        )


if __name__ == "__main__":
    main()
