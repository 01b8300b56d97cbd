"""The rolling phase: secret simultaneous roll steps, paid keeps, reveals and the final roll (spec 3.2)."""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Any

from games.core import Event, Seat, evolve, private, public, rng_dice
from games.dicetown.actions import Keep, keep_cost
from games.dicetown.plays import resolve_stickup
from games.dicetown.state import DICE, Phase, Player, State


def open_step(state: State, events: list[Event]) -> State:
    """Roll every cup at once; each roll is told only to its owner and stored before anyone sees it."""
    events.append(public("roll_step", round=state.round, step=state.step))
    rng = state.rng
    players = list(state.players)
    for s, p in enumerate(players):
        if p.cup == 0:
            continue
        rng, roll, armed = _roll_cup(rng, p)
        players[s] = evolve(p, roll=roll, armed=armed, submitted=False, keep=())
        events.append(private("roll", [s], faces=list(roll), step=state.step))
    return evolve(state, rng=rng, players=tuple(players))


def _roll_cup(rng: int, p: Player) -> tuple[int, tuple[int, ...], int]:
    """Roll a whole cup; an armed Loaded Die replaces one random die (spec 3.8)."""
    count = p.cup
    fixed: tuple[int, ...] = ()
    if p.armed:
        fixed, count = (p.armed,), count - 1
    rng, faces = rng_dice(rng, count)
    # Dice faces 1..6 map onto 9..A.
    return rng, tuple(sorted(fixed + tuple(f + 8 for f in faces))), 0


def default_keep(p: Player) -> Keep:
    """Spec 8.7: one die, free: the face most common among kept dice plus this roll, ties to the higher."""
    counts = Counter(p.kept) + Counter(p.roll)
    best = max(set(p.roll), key=lambda f: (counts[f], f))
    return Keep((best,))


def keep_options(state: State, p: Player) -> list[Keep]:
    """Every affordable keep of the current roll: distinct face multisets, fewest dice first."""
    out = [keep for cost, keep in _keeps(p.roll) if cost <= p.dollars]
    if state.keep_none and p.dollars >= keep_cost(0):
        out.append(Keep(()))
    return out


def keep_allowed(state: State, p: Player, keep: Keep) -> bool:
    """`keep in keep_options(state, p)`, without listing them (asked on every keep played)."""
    if not keep.faces:
        return state.keep_none and p.dollars >= keep_cost(0)
    return keep.faces in _keep_set(p.roll) and keep_cost(len(keep.faces)) <= p.dollars


@lru_cache(maxsize=1024)
def _keeps(roll: tuple[int, ...]) -> tuple[tuple[int, Keep], ...]:
    """(cost, keep) of every non-empty keep of a roll, in `_keep_sets` order: actions are frozen,
    so one list of them serves every time the roll comes up."""
    return tuple((keep_cost(len(faces)), Keep(faces)) for faces in _keep_sets(roll))


@lru_cache(maxsize=1024)
def _keep_set(roll: tuple[int, ...]) -> frozenset[tuple[int, ...]]:
    return frozenset(_keep_sets(roll))


@lru_cache(maxsize=1024)
def _keep_sets(roll: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """The distinct non-empty sub-multisets of a (sorted) roll, by size then faces."""
    seen = {
        tuple(sorted(roll[i] for i in range(len(roll)) if mask >> i & 1)) for mask in range(1, 1 << len(roll))
    }
    return tuple(sorted(seen, key=lambda f: (len(f), f)))


def submit_keep(state: State, player: int, action: Keep, events: list[Event]) -> State:
    """Record a secret keep; the step closes when every cup has answered."""
    state = state.with_player(player, submitted=True, keep=action.faces)
    events.append(public("keep_chosen", player=Seat(player)))
    events.append(private("keep_confirmed", [player], faces=list(action.faces)))
    if all(p.submitted for p in state.players if p.cup > 0):
        return close_step(state, events)
    return state


def close_step(state: State, events: list[Event]) -> State:
    """Reveal every keep at once, pay the stagecoach, run queued Stick-Ups, then roll again or finish."""
    players = list(state.players)
    stagecoach = state.stagecoach
    reveal: list[dict[str, Any]] = []
    totals: list[list[int]] = []  # each revealer's kept dice after this reveal, as `keeps` orders them
    for s, p in enumerate(players):
        if p.cup == 0:
            continue
        cost = keep_cost(len(p.keep))
        players[s] = evolve(
            p, kept=p.kept + p.keep, dollars=p.dollars - cost, roll=(), submitted=False, keep=()
        )
        stagecoach += cost
        reveal.append({"player": s, "faces": list(p.keep), "cost": cost})
        totals.append(list(players[s].kept))
    state = evolve(state, players=tuple(players), stagecoach=stagecoach)
    events.append(
        public(
            "reveal",
            step=state.step,
            keeps=reveal,
            totals=totals,
            stagecoach=stagecoach,
        )
    )
    queued, state = state.stickups, evolve(state, stickups=())
    for thief, victim in queued:
        state = resolve_stickup(state, thief, victim, events)
    if any(p.cup == 0 for p in state.players):
        return final_roll(state, events)
    state = evolve(state, step=state.step + 1)
    return open_step(state, events)


def final_roll(state: State, events: list[Event]) -> State:
    """Once a hand is complete, every other cup rolls once more and keeps everything, free (D20)."""
    rng = state.rng
    players = list(state.players)
    rolls: list[dict[str, Any]] = []
    for s, p in enumerate(players):
        if p.cup == 0:
            continue
        rng, roll, armed = _roll_cup(rng, p)
        players[s] = evolve(p, kept=p.kept + roll, armed=armed)
        rolls.append({"player": s, "faces": list(roll), "kept": list(players[s].kept)})
    state = evolve(state, rng=rng, players=tuple(players))
    if rolls:
        events.append(public("final_roll", rolls=rolls))
    events.append(public("hands", hands=[list(p.kept) for p in state.players]))
    assert all(len(p.kept) == DICE for p in state.players)
    # The caller (flow.advance) resolves the locations from here.
    return evolve(state, phase=Phase.RESOLVE, location=0, outcomes=())
