"""Each bot level's rating per game, as the AI ladder (`benchmarks/bench_ai_ladder.py`) measured
it: the number a player's rating is compared with ("normal, about 1,650").

Read once at import from `level_ratings.json` beside this module, which the ladder writes
(`--write-ratings`); a game or level it has not rated has no rating.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

RATINGS_FILE = Path(__file__).with_name("level_ratings.json")


def _read() -> dict[str, dict[str, int]]:
    """Each game's shown rating by level; nothing when the file is missing or malformed."""
    try:
        data: Any = json.loads(RATINGS_FILE.read_text(encoding="utf-8"))
        games: dict[str, Any] = data["games"]
        return {
            key: {level: int(entry["shown"]) for level, entry in levels.items()}
            for key, levels in games.items()
        }
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return {}


_RATINGS = _read()


def level_rating(game_key: str, level: str) -> int | None:
    """The shown rating of `level` in `game_key` (openskill ordinal on the players' scale), or None."""
    return _RATINGS.get(game_key, {}).get(level)
