"""The levels and each game's search budget at each of them.

Budgets are counted in iterations, never in time, so a decision is the same on a busy machine as
on an idle one. They were chosen from the CPU milliseconds per iteration measured with
`benchmarks/bench_ai.py`, to keep each level within its target at p99 on one core of the
reference machine: easy (no search) 30 ms, normal 300 ms, hard 2.5 s.
"""

from __future__ import annotations

from games.ai.search import Budget

LEVELS = ("easy", "normal", "hard")

# Each level's target at p99, in seconds of one core: what a decision is expected to cost, which
# the bot uses to share the AI time fairly and to tell a search that hangs from a slow one.
TARGET_SECONDS: dict[str, float] = {"easy": 0.03, "normal": 0.3, "hard": 2.5}

# Budget(iterations, root width, node width, playout depth) for normal and hard; `crowd` shrinks
# the iterations by that factor for each seat past two.
BUDGETS: dict[str, dict[str, Budget]] = {
    "akropolis": {"normal": Budget(95, 14, 5, 2), "hard": Budget(620, 24, 6, 2)},
    "dicetown": {"normal": Budget(90, 16, 6, 10, crowd=0.9), "hard": Budget(560, 32, 8, 16, crowd=0.9)},
    "shakecity": {"normal": Budget(50, 16, 6, 6, crowd=0.8), "hard": Budget(420, 24, 8, 8, crowd=0.8)},
    "blockbuster": {"normal": Budget(110, 12, 5, 4, crowd=0.8), "hard": Budget(650, 20, 6, 6, crowd=0.8)},
    "bricklayer": {"normal": Budget(75, 14, 5, 4, crowd=0.9), "hard": Budget(450, 20, 6, 6, crowd=0.9)},
}
