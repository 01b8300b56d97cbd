"""Akropolis (雅典卫城) for 1-4 players, after ../shared/rules/akropolis.md and its decisions D1-D30.

A turn is one atomic action (spec 5.2, D25): take a site tile and build it, written
`<slot> q<q> r<r> rot<rotation>` (see `actions`). legal() lists affordable slots, then footprints
by level, row and column, then the three spins; `footprints()` and `preview()` serve the spec's
step-by-step Discord flow (5.3). Solo plays against the virtual architect, whose turns run inside
`apply` right after the human's. Public scoring API (spec 5.4): `City`, `score_city`, `score_va`.

Decisions where the spec leaves a choice:
- Seat 0 is the first player and holds the chief architect token; seats are dealt randomly (D22).
- Only affordable slots are legal; an unaffordable one is refused naming the slots one can take (D19).
- The default move (missed deadline, autopilot) takes the free tile and builds it where score plus
  stones is highest right now; ties go to the most compact placement, then to legal order.
- `difficulty` (default medium) is ignored with 2-4 players; `running_scores` (D24, default on)
  hides scores until the end when off.
- A solo draw (same total and stones, D29) lists the human among the winners.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from games.akropolis import rules
from games.akropolis.actions import Turn, describe, parse
from games.akropolis.city import City, Footprint, PlacementError
from games.akropolis.data import DISTRICTS
from games.akropolis.scoring import DIFFICULTIES, live_score, score_city, score_details, score_va
from games.akropolis.state import STATE_VERSION, State, new_state
from games.akropolis.view import AkropolisView, PreviewView, footprint_view, preview_view, table_view
from games.core import UNKNOWN_ACTION, Event, GameBase, IllegalAction, Option, Result, evolve, seat
from games.livescore import LiveScore
from games.manifest import Manifest

__all__ = [
    "GAME",
    "MANIFEST",
    "City",
    "Footprint",
    "PlacementError",
    "State",
    "Turn",
    "score_city",
    "score_details",
    "score_va",
]


class Akropolis(GameBase):
    name = "akropolis"
    title = "Akropolis"
    min_players = 1
    max_players = 4
    random_seats = True
    # Spec 5.1: only the face-down stacks are hidden; every take and placement is public.
    open_moves = True
    options = {
        **{
            f"{d}_variant": Option(False, (False, True), f"Variant: {d} scoring can double (spec 4.6).")
            for d in DISTRICTS
        },
        "difficulty": Option("medium", DIFFICULTIES, "Solo only: how the virtual architect scores."),
        "running_scores": Option(True, (True, False), "Show everyone's score during the game."),
    }

    # --- setup and turn ----------------------------------------------------------------------

    state_type = State
    schema_version = STATE_VERSION

    def setup(self, num_players: int, options: dict[str, Any], seed: int) -> State:
        variants = frozenset(d for d in DISTRICTS if options[f"{d}_variant"])
        return new_state(num_players, variants, options["difficulty"], options["running_scores"], seed)

    def to_act(self, state: State) -> frozenset[int]:
        if state.over:
            return frozenset()
        return frozenset((state.current,))

    def legal(self, state: State, player: int) -> list[Turn]:
        if state.over or player != state.current:
            return []
        return rules.legal_turns(state, player)

    def check(self, state: State, player: int, action: Any) -> None:
        self.check_turn(state, player)
        if not isinstance(action, Turn):
            raise IllegalAction(UNKNOWN_ACTION, action=repr(action))
        rules.check_slot(state, player, action.slot)
        tile = state.site[action.slot - 1]
        state.cities[player].check_place(tile, action.q, action.r, action.rotation)

    def play(self, state: State, player: int, action: Turn) -> tuple[State, list[Event]]:
        return rules.play_turn(state, player, action)

    def random_action(self, state: State, player: int, rng: random.Random) -> Turn:
        self.check_turn(state, player)
        return rules.random_turn(state, player, rng)

    def default_action(self, state: State, player: int) -> Turn:
        self.check_turn(state, player)
        return rules.greedy_turn(state, player)

    def reveals(self, state: State, player: int, action: Turn) -> bool:
        """The stacks are shuffled face down at setup and nothing else is hidden: a turn reveals
        exactly when it (or the virtual architect's turns that follow it) turned up a stack."""
        after, _ = self.apply(state, player, action)
        return len(after.stacks) < len(state.stacks)

    # --- what players see --------------------------------------------------------------------

    def view(self, state: State, player: int | None) -> AkropolisView:
        return table_view(state, player, self.to_act(state))

    def live_score(self, state: State, player: int) -> LiveScore:
        """The player's city scored as it stands (see `scoring.live_score`)."""
        return live_score(state, player)

    def footprints(self, state: State, player: int) -> list[dict[str, Any]]:
        """The player's legal footprints for menus: cells, level, what they cover, stones, spins."""
        return [footprint_view(f) for f in state.cities[player].footprints()]

    def preview(self, state: State, player: int, action: Turn) -> PreviewView:
        """The player's view as if the turn were played, before any refill; `preview` says what moved."""
        self.check_turn(state, player)
        cost = rules.check_slot(state, player, action.slot)
        tile = state.site[action.slot - 1]
        city, gained = state.cities[player].place(tile, action.q, action.r, action.rotation)
        stones = list(state.stones)
        stones[player] += gained - cost
        moved = evolve(
            state,
            cities=(*state.cities[:player], city, *state.cities[player + 1 :]),
            site=state.site[: action.slot - 1] + state.site[action.slot :],
            stones=tuple(stones),
        )
        return preview_view(
            moved,
            player,
            {
                "seat": player,
                "tile": tile,
                "slot": action.slot,
                "cost": cost,
                "stones_gained": gained,
                "cells": [list(c) for c in city.last_cells()],
                "level": city.height(city.last_cells()[0]),
                "action": str(action),
            },
        )

    def result(self, state: State) -> Result | None:
        if not state.over:
            return None
        sheets = [score_details(c, state.stones[p], state.variants) for p, c in enumerate(state.cities)]
        scores = tuple(s.total for s in sheets)
        breakdown = tuple(s.as_dict() for s in sheets)
        if state.solo:
            return self._solo_result(state, scores, breakdown)
        keys = sorted({(scores[p], state.stones[p]) for p in range(state.players)}, reverse=True)
        ranking = tuple(
            tuple(p for p in range(state.players) if (scores[p], state.stones[p]) == key) for key in keys
        )
        top = ranking[0]
        if len(top) == 1:
            reason = f"{seat(top[0])} wins with {scores[top[0]]} points."
            if sum(1 for s in scores if s == scores[top[0]]) > 1:
                reason = f"{seat(top[0])} wins with {scores[top[0]]} points, on more remaining stones."
        else:
            names = ", ".join(seat(p) for p in top)
            points, stones = scores[top[0]], state.stones[top[0]]
            reason = f"{names} share the victory with {points} points and {stones} stones."
        return Result(scores, ranking, breakdown, frozenset(top), reason)

    def _solo_result(
        self, state: State, scores: tuple[int, ...], breakdown: tuple[Mapping[str, int], ...]
    ) -> Result:
        va = score_va(state.va_tiles, state.stones[1], state.difficulty, state.variants).total
        mine = (scores[0], state.stones[0])
        theirs = (va, state.stones[1])
        level = state.difficulty
        on_stones = ", on remaining stones" if scores[0] == va else ""
        if mine > theirs:
            won = True
            reason = f"{seat(0)} wins with {scores[0]} points to the virtual architect's {va} ({level})"
            reason += f"{on_stones}."
        elif mine < theirs:
            won = False
            reason = f"The virtual architect ({level}) wins with {va} points to {scores[0]}{on_stones}."
        else:
            won = True  # D29: a draw, shared like a multiplayer tie
            reason = f"A draw: {seat(0)} and the virtual architect ({level}) both have {va} points and "
            reason += f"{state.stones[0]} stones."
        return Result(scores, ((0,),), breakdown, frozenset({0}) if won else frozenset(), reason)

    # --- persistence and notation ------------------------------------------------------------

    def parse(self, text: str) -> Turn:
        return parse(text)

    def describe(self, action: Turn) -> str:
        return describe(action)


GAME = Akropolis()


MANIFEST = Manifest(
    key="akropolis",
    game=GAME,
    renderer="render.akropolis",
    ui="bot.cogs.akropolis",
    ai="games.akropolis.ai",
    commands=("build",),
    capabilities=frozenset({"preview", "score"}),
)
