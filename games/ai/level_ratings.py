"""Each bot level's rating per game on the players' scale: the number a player's rating is
compared with ("Normal bot, about 1,650").

The AI ladder (`benchmarks/bench_ai_ladder.py --write-ratings`) stores, in `level_ratings.json`
beside this module, how often each level beat the one below it in two-player games (its rungs);
the ratings are placed from those shares here, when the file is read:

- the anchor: easy shows a new player's rating (`ANCHOR`, 1,500), so a newcomer starts level
  with the easy bot, and a player who beats easy as often as normal does shows what normal shows;
- a level above shows more by the rating gap at which the rating model (openskill's
  Plackett-Luce, as the bot rates players; its `predict_win`) expects its measured share of
  wins between two settled players: `POINTS_PER_MU` (the display's scale) times sqrt(2) beta
  times the share's normal quantile; a level below easy shows less by its rung's gap, the same
  way;
- a level never shows below the one beneath it: a rung won half the time or less (the upper
  level not measured stronger) shows both levels equal;
- a rung measured over fewer than `MIN_RATED_GAMES` games places nothing above it, so the level
  on top of it (and any above) has no rating, and its button shows none.

Ratings of players are openskill ordinals (mu less three sigmas) scaled by `POINTS_PER_MU` from
`ANCHOR` (`bot/ratings.py`, which a test holds to these numbers): a gap of one mu between two
settled players is `POINTS_PER_MU` points on their displayed ratings.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from pathlib import Path
from statistics import NormalDist
from typing import Any

RATINGS_FILE = Path(__file__).with_name("level_ratings.json")

# The players' display (bot/ratings.py): a newcomer's rating, and the points per mu.
ANCHOR = 1500
POINTS_PER_MU = 60
# Openskill's default beta (25/6), as the bot's model uses: it expects two settled players to win
# by the normal distribution of their mu gap over sqrt(2) beta.
BETA = 25 / 6
# Two-player games a rung needs before the level above it is rated.
MIN_RATED_GAMES = 30
# The levels from the weakest; the anchor's level; each rung is a level and the one below it.
LADDER = ("random", "default", "easy", "normal", "hard")
ANCHORED = "easy"


def rung_name(upper: str, lower: str) -> str:
    return f"{upper}-{lower}"


def gap(won: float, games: int) -> float:
    """The displayed points by which a level that won `won` of `games` against the level below
    shows above it: 0 when it won half or less. The share is taken with half a game added on
    each side, so a rung won every time still has a finite gap."""
    share = (won + 0.5) / (games + 1)
    if share <= 0.5:
        return 0.0
    return POINTS_PER_MU * math.sqrt(2) * BETA * NormalDist().inv_cdf(share)


def placed(rungs: Mapping[str, tuple[float, int]]) -> dict[str, int]:
    """Each level's shown rating from its game's rungs ({"normal-easy": (won, games), ...}):
    easy at the anchor, the others by the gaps up and down the ladder from it, as far as the
    rungs are measured over enough games."""
    at = LADDER.index(ANCHORED)
    shown: dict[str, float] = {ANCHORED: float(ANCHOR)}
    for i in range(at + 1, len(LADDER)):  # upwards: each level above the one below it
        won, games = rungs.get(rung_name(LADDER[i], LADDER[i - 1]), (0.0, 0))
        if games < MIN_RATED_GAMES:
            break
        shown[LADDER[i]] = shown[LADDER[i - 1]] + gap(won, games)
    for i in range(at - 1, -1, -1):  # downwards: each level below the one above it
        won, games = rungs.get(rung_name(LADDER[i + 1], LADDER[i]), (0.0, 0))
        if games < MIN_RATED_GAMES:
            break
        shown[LADDER[i]] = shown[LADDER[i + 1]] - gap(won, games)
    return {level: round(value) for level, value in shown.items()}


def _read() -> dict[str, dict[str, int]]:
    """Each game's shown rating by level; nothing when the file is missing or malformed."""
    try:
        data: Any = json.loads(RATINGS_FILE.read_text(encoding="utf-8"))
        games: dict[str, Any] = data["games"]
        return {
            key: placed({name: (float(r["won"]), int(r["games"])) for name, r in entry["rungs"].items()})
            for key, entry in games.items()
        }
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return {}


_RATINGS = _read()


def level_rating(game_key: str, level: str) -> int | None:
    """The shown rating of `level` in `game_key` on the players' scale, or None."""
    return _RATINGS.get(game_key, {}).get(level)
