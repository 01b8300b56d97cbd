"""The levels, what each may cost, and the search budgets of a game whose AI sets none.

Budgets are counted in iterations, never in time, so a decision is the same on a busy machine as
on an idle one. A game's own AI (`games/<key>/ai.py`) sets its `budgets`, chosen from the CPU
milliseconds per iteration measured with `benchmarks/bench_ai.py`, to keep each level within its
target at p99 on one core of the reference machine: easy (no search) 30 ms, normal 300 ms, hard 2.5 s.
"""

from __future__ import annotations

from collections.abc import Mapping

from games.ai.search import Budget

LEVELS = ("easy", "normal", "hard")

# Each level's target at p99, in seconds of one core: what a decision is expected to cost, which
# the bot uses to share the AI time fairly and to tell a search that hangs from a slow one.
TARGET_SECONDS: dict[str, float] = {"easy": 0.03, "normal": 0.3, "hard": 2.5}

# Budget(iterations, root width, node width, playout depth) for normal and hard, for a game whose
# AI does not measure its own: the smallest of the shipped games' (whose iterations cost 1-3 ms).
DEFAULT_BUDGETS: Mapping[str, Budget] = {"normal": Budget(72, 12, 5, 4), "hard": Budget(550, 20, 6, 6)}
