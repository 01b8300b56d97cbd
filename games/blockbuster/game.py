"""The Block Buster game object: setup, turns, actions, views and the helpers the Discord commands need."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.core import (
    PLAYER_COUNT,
    UNKNOWN_ACTION,
    BadOptions,
    Event,
    GameBase,
    IllegalAction,
    Option,
    PlayerId,
    Result,
    rng_below,
    rng_seed,
)
from games.livescore import LiveScore
from games.polyomino import label

from . import rules, scoring
from .geometry import JUMP_POINTS, PIECES, board, covered
from .state import EMPTY, SYMBOL, Action, Mode, Pass, Place, Resign, State, mode_rules, parse
from .view import BlockBusterView, build_view

SCHEMA = 1

_MODE_PLAYERS = {
    Mode.STANDARD: (2, 3, 4),
    Mode.SPECIAL_DUEL: (2,),
    Mode.TEAM: (4,),
    Mode.OFFICIAL_DUEL: (2,),
}


class BlockBuster(GameBase):
    """Block Buster (圍堵高手): surround symbol tiles with polyominoes on one shared board."""

    name = "blockbuster"
    title = "Block Buster"
    min_players = 2
    max_players = 4
    # Seats keep the join order (team-mates are seats 1+3 and 2+4); the start player is drawn (spec §3.2).
    random_seats = False
    # Nothing is hidden: one shared board, every placement made in the open.
    open_moves = True
    options = {
        "mode": Option(
            default="standard",
            choices=tuple(m.value for m in Mode),
            description="standard (2-4 players), special_duel (2 players, 2 colours each), "
            "team (4 players, 2 v 2), official_duel (2 players, one doubled colour each)",
        )
    }

    # -- setup ---------------------------------------------------------------------------------

    state_type = State
    schema_version = SCHEMA

    def check_players(self, num_players: int, options: Mapping[str, Any]) -> None:
        mode = Mode(options["mode"])
        if num_players not in _MODE_PLAYERS[mode]:
            raise BadOptions(
                PLAYER_COUNT, mode=mode.value, players=num_players, allowed=list(_MODE_PLAYERS[mode])
            )

    def setup(self, num_players: int, options: dict[str, Any], seed: int) -> State:
        mode = Mode(options["mode"])
        rules_ = mode_rules(mode, num_players)
        rng, start = rng_below(rng_seed(seed), num_players)
        colours = num_players * rules_.colours_per_player
        # Colour k is the k-th to move: seats take turns from the start player (special duel: §3.3, D19).
        owners = tuple((start + k) % num_players for k in range(colours))
        start_penalty = [0] * num_players
        for i, points in enumerate(rules_.start_penalties):
            start_penalty[(start + i) % num_players] += points
        b = board(rules_.setup)
        symbol_cells = {cell for t in b.tiles for cell in t.tile}
        grid = "".join(
            SYMBOL if (r, c) in symbol_cells else EMPTY for r in range(b.size) for c in range(b.size)
        )
        return State(
            mode=mode,
            num_players=num_players,
            setup=rules_.setup,
            start=start,
            owners=owners,
            board=grid,
            pieces=(rules_.piece_counts,) * colours,
            start_penalty=tuple(start_penalty),
            jumps=(),
            secured=(-1,) * len(b.tiles),
            passed=(False,) * colours,
            turn=0,
            resigned=(),
            instant_winner=-1,
            last=None,
            moves=0,
            rng=rng,
        )

    # -- turns ---------------------------------------------------------------------------------

    def to_act(self, state: State) -> frozenset[PlayerId]:
        return frozenset() if state.over else frozenset({state.owners[state.turn]})

    def legal(self, state: State, player: PlayerId) -> list[Action]:
        if player not in self.to_act(state):
            return []
        opts = rules.options(state, state.turn)
        out: list[Action] = list(opts.places)
        if opts.kind is rules.Kind.JUMP:
            out.append(Pass())
        out.append(Resign())
        return out

    def check(self, state: State, player: PlayerId, action: Any) -> None:
        self.check_turn(state, player)
        if isinstance(action, Place):
            rules.check_place(state, state.turn, rules.canonical_place(action))
        elif isinstance(action, Pass):
            rules.check_pass(state, state.turn)
        elif not isinstance(action, Resign):
            raise IllegalAction(UNKNOWN_ACTION, action=repr(action))

    def play(self, state: State, player: PlayerId, action: Action) -> tuple[State, list[Event]]:
        if isinstance(action, Place):
            return rules.place(state, state.turn, rules.canonical_place(action))
        if isinstance(action, Pass):
            return rules.pass_turn(state, state.turn)
        return rules.resign(state, player)

    def default_action(self, state: State, player: PlayerId) -> Action:
        """The first legal action: the largest piece at its first spot, or a pass (spec §9, D25)."""
        return self.legal(state, player)[0]

    def result(self, state: State) -> Result | None:
        return scoring.result(state)

    # -- text ----------------------------------------------------------------------------------

    def parse(self, text: str) -> Action:
        return parse(text)

    def describe(self, action: Action) -> str:
        if isinstance(action, Place):
            piece = PIECES[action.piece]
            return f"place {piece.title()} {action.orient} at {label(action.cell)}"
        if isinstance(action, Pass):
            return "pass for the rest of the game"
        return "resign"

    # -- what players see ----------------------------------------------------------------------

    def view(self, state: State, player: PlayerId | None) -> BlockBusterView:
        """Everything is public (spec §8), so every seat and the channel see the same view."""
        return build_view(state)

    def live_score(self, state: State, player: PlayerId) -> LiveScore:
        """Symbols held and penalties so far (see `scoring.live_score`)."""
        return scoring.live_score(state, player)

    # -- helpers for /blockbuster preview and hint ---------------------------------------------

    def preview(self, state: State, player: PlayerId, action: Place) -> dict[str, Any]:
        """Whether a placement is legal now (or why not), its cells, gap, penalty and what it secures."""
        cells = (
            [list(cell) for cell in covered(action.piece, action.orient, action.cell)]
            if action.piece in PIECES
            else []
        )
        out: dict[str, Any] = {"action": str(action), "cells": cells, "legal": False, "reason": None}
        try:
            self.check_turn(state, player)
            _, events = rules.place(state, state.turn, action)
        except IllegalAction as exc:
            # The refusal's code and values, which the bot words in the reader's language.
            out["reason"], out["code"], out["params"] = exc.code, exc.code, dict(exc.params)
            return out
        placed = events[0].params
        out.update(legal=True, gap=placed["gap"], penalty=placed["penalty"], secures=placed["secured"])
        out["instant_win"] = any(e.code == "instant_win" for e in events)
        return out

    def hint(self, state: State, player: PlayerId, piece: int) -> dict[str, Any]:
        """Legal anchors per orientation of one piece for the colour to move, and G(p) during a jump."""
        self.check_turn(state, player)
        opts = rules.options(state, state.turn)
        anchors: dict[str, list[str]] = {}
        for place in opts.places:
            if place.piece == piece:
                anchors.setdefault(place.orient, []).append(label(place.cell))
        gap = dict(opts.gaps).get(piece)
        return {
            "piece": piece,
            "kind": opts.kind.value,
            "anchors": anchors,
            "gap": gap,
            "penalty": None if gap is None else JUMP_POINTS * gap,
        }
