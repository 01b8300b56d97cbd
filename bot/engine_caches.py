"""The engines' caches as the bot's own process keeps them.

Some engine functions are cached for the bots' searches, which ask them about the same few
boards again and again: up to 4,096 entries each, Bricklayer's `blocked_share` 65,536. The
searches run in worker processes; the bot's own process calls the same functions once or a few
times per move (the pass and efficiency checks, the scores shown), where an entry is asked for
again within the move and rarely after it, since every channel's board is its own. Left at the
searches' size, these caches fill over days of play in the bot's process with boards no one will
show again. Here each is kept to `KEPT` entries: when one holds more, it is emptied, which costs
the next move of each channel its first look-ups (microseconds each) and keeps the process's
memory level.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from games.bricklayer import ai as bricklayer_ai
from games.bricklayer import data as bricklayer_data
from games.shakecity import ai as shakecity_ai
from games.shakecity import rules as shakecity_rules
from games.shakecity import scoring as shakecity_scoring

# Well above what one round of moves in every channel of a busy process asks (a few entries per
# channel and move), well below the searches' sizes.
KEPT = 2048


def engine_caches() -> tuple[Any, ...]:
    """The engines' caches sized for searches (functools wrappers with `cache_info`)."""
    return (
        bricklayer_data.fits,
        bricklayer_ai.blocked_share,
        shakecity_rules.occupied_mask,
        shakecity_scoring.flipped,
        shakecity_scoring.breakdown,
        shakecity_ai.board_points,
    )


def keep_small(caches: Iterable[Any] | None = None, kept: int = KEPT) -> int:
    """Empty each cache holding more than `kept` entries; how many entries were dropped."""
    dropped = 0
    for cache in engine_caches() if caches is None else caches:
        size = cache.cache_info().currsize
        if size > kept:
            cache.cache_clear()
            dropped += size
    return dropped
