"""Final scoring and tie-breaks (spec section 5)."""

from __future__ import annotations

from games.core import Result, seat
from games.dicetown.data import CARDS
from games.dicetown.state import SHERIFF_VP, State
from games.livescore import LiveScore, from_breakdown


def breakdown(state: State, player: int) -> dict[str, int]:
    """VP by category; `total` is their sum."""
    p = state.players[player]
    equipment = sum(CARDS[c].vp for c in p.hand if CARDS[c].kind == "equipment")
    prop = sum(CARDS[c].vp for c in (*p.hand, *p.fenced) if CARDS[c].is_property)
    parts = {
        "nuggets": p.nuggets,
        "dollars": p.dollars // 2,
        "sheriff": SHERIFF_VP if state.sheriff == player else 0,
        "equipment": equipment,
        "property": prop,
    }
    parts["total"] = sum(parts.values())
    return parts


def ranking(state: State, scores: list[int]) -> tuple[tuple[int, ...], ...]:
    """Score, then nuggets, then dollars (odd dollar included); still equal: a shared place (D27)."""

    def key(s: int) -> tuple[int, int, int]:
        p = state.players[s]
        return (scores[s], p.nuggets, p.dollars)

    groups: list[list[int]] = []
    for s in sorted(range(state.num_players), key=lambda s: (key(s), -s), reverse=True):
        if groups and key(groups[-1][0]) == key(s):
            groups[-1].append(s)
        else:
            groups.append([s])
    return tuple(tuple(sorted(g)) for g in groups)


def final_result(state: State) -> Result:
    parts = [breakdown(state, s) for s in range(state.num_players)]
    scores = [b["total"] for b in parts]
    groups = ranking(state, scores)
    top = groups[0]
    first = top[0]
    who = " and ".join(seat(s) for s in top)
    verb = "win" if len(top) > 1 else "wins"
    reason = f"{who} {verb} with {scores[first]} VP; {state.end_reason}."
    return Result(
        scores=tuple(scores),
        ranking=groups,
        breakdown=tuple(parts),
        winners=frozenset(top),
        reason=reason,
    )


def live_score(state: State, player: int) -> LiveScore:
    """The player's VP if the game ended now, by source (spec 5). It reads the player's own hand,
    which only that player sees: the bot shows it to that player alone."""
    return from_breakdown(breakdown(state, player))
