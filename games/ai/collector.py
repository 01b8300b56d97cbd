"""How a process that makes decisions one after another keeps the garbage collector out of them.

CPython's full (oldest generation) collection runs inside whatever allocation makes it due, and
it scans every container the process holds. In a long-running worker that is everything it
loaded at start (engines, their data, the AIs) and every entry of the engines' caches; what
makes it due is mostly a search's objects promoted while they were alive. So a hard search
leaves a full collection nearly due, and the easy decision after it pays for it (15 ms of CPU
in an Akropolis worker that had run hard searches, up to 38 ms in one holding every game's
caches, against an easy decision's target of 30 ms). So: freeze what the worker loads before
its first decision (no collection scans it again), and collect after a decision that moved
objects into the oldest generation, once its answer is given, so that every decision starts
with no full collection due. A decision is
unchanged by either (the collector frees only what nothing can reach).

These touch the collector of the whole process: only a process that does nothing but decide
(the bot's search workers, a benchmark's) calls them, never the bot's own process, whose
collector is set for its event loop (`bot/warmup.py`).
"""

from __future__ import annotations

import gc

from games.ai import ai_for, choose
from games.lookup import load_tables
from games.registry import GAMES

# The table sizes a worker warms each game at (within the game's own range).
WARM_TABLES = (2, 4)


def settle_worker() -> None:
    """Before a worker's first decision: load every shipped game's AI (its engine and data come
    with it), warm it, collect once, and freeze what is alive: it lives as long as the worker."""
    warm()
    gc.collect()
    gc.freeze()


def warm() -> None:
    """Every game's first two rounds at two and four seats, played by easy. The engines' geometry
    caches fill on first use, seat by seat, and in a fresh worker that made a seat's first
    decision several times slower than its next (Block Buster's four-player opening: 90-100 ms
    against 10-12), landing on whichever player's bot asked first. Filled here, the entries are
    frozen with the rest. The engines' lookup tables are built whole first (`games.lookup`)."""
    load_tables()
    for key, game in GAMES.items():
        ai_for(key)
        for players in WARM_TABLES:
            if not game.min_players <= players <= game.max_players:
                continue
            state = game.new(players, {}, 0)
            for _ in range(2 * players):
                acting = sorted(game.to_act(state))
                if game.result(state) is not None or not acting:
                    break
                state, _ = game.apply(state, acting[0], choose(key, state, acting[0], "easy", 0))


def between_decisions() -> None:
    """After a decision, before the next: a full collection, so that none is due when the next
    decision starts. It scans only what is not frozen (the caches, the last decision's garbage),
    while the worker would wait for its next job; and only when a middle collection ran since
    the last full one, since nothing reaches the oldest generation otherwise (so most easy
    decisions are followed by none)."""
    if gc.get_count()[2] > 0:
        gc.collect()
