"""A tiny game that lives in tests only: Nim with a secret, to drive the bot without real rules.

Players take 1-3 stones from a pile in turn; whoever takes the last stone wins. At the start each
player is dealt a secret lucky number (a private event and a private view field), so the
publisher's DM path and the spectator view can be tested.

`ToyGame` and `Spoken` are what the tests' other toy games are built on too.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Any

from bot.i18n import catalog
from games.core import (
    BadNotation,
    Event,
    GameBase,
    IllegalAction,
    Option,
    Result,
    Seat,
    private,
    public,
    rng_below,
    rng_seed,
    seat,
)

# The toy games' sentences, kept beside them as a game keeps its catalog.
catalog.add_folder(Path(__file__).with_name("locales"))


@dataclass(frozen=True)
class Spoken:
    """A toy game's move, written as its class name then its fields: Take(2) is "take 2"."""

    def __str__(self) -> str:
        return " ".join([type(self).__name__.lower(), *(str(getattr(self, f.name)) for f in fields(self))])


class ToyGame(GameBase):
    """What the toy games share: seats in the order players joined, moves made in the open, the
    first legal move as the default, and their dataclass state stored as it is."""

    random_seats = False
    open_moves = True

    def default_action(self, state: Any, player: int) -> Any:
        return self.legal(state, player)[0]


@dataclass(frozen=True)
class Take(Spoken):
    n: int


@dataclass(frozen=True)
class NimState:
    players: int
    pile: int
    turn: int
    lucky: tuple[int, ...]
    winner: int | None
    rng: int


class Nim(ToyGame):
    name = "nim"
    title = "Nim"
    min_players = 2
    max_players = 4
    options = {"pile": Option(default=12, choices=(5, 12, 21), description="stones at the start")}
    state_type = NimState

    def new(self, num_players: int, options: Mapping[str, Any] | None, seed: int) -> NimState:
        opts = self.normalize_options(options)
        rng = rng_seed(seed)
        lucky = []
        for _ in range(num_players):
            rng, v = rng_below(rng, 100)
            lucky.append(v)
        return NimState(num_players, opts["pile"], 0, tuple(lucky), None, rng)

    def to_act(self, state: NimState) -> frozenset[int]:
        return frozenset() if state.winner is not None else frozenset({state.turn})

    def legal(self, state: NimState, player: int) -> list[Take]:
        if player not in self.to_act(state):
            return []
        return [Take(n) for n in (1, 2, 3) if n <= state.pile]

    def apply(self, state: NimState, player: int, action: Take) -> tuple[NimState, list[Event]]:
        self.check_turn(state, player)
        if action not in self.legal(state, player):
            raise IllegalAction("too_many", player=Seat(player), most=min(3, state.pile))
        pile = state.pile - action.n
        events = [public("took", player=Seat(player), n=action.n, pile=pile)]
        if action.n == 3:
            events.append(private("greedy", [player], lucky=state.lucky[player]))
        if pile == 0:
            return replace(state, pile=0, winner=player), [*events, public("won", player=Seat(player))]
        return replace(state, pile=pile, turn=(player + 1) % state.players), events

    def view(self, state: NimState, player: int | None) -> dict[str, Any]:
        v: dict[str, Any] = {"pile": state.pile, "turn": state.turn, "players": state.players}
        if player is not None:
            v["lucky"] = state.lucky[player]
        return v

    def result(self, state: NimState) -> Result | None:
        if state.winner is None:
            return None
        scores = tuple(1 if p == state.winner else 0 for p in range(state.players))
        others = tuple(p for p in range(state.players) if p != state.winner)
        return Result(
            scores=scores,
            ranking=((state.winner,), others),
            breakdown=tuple({"win": s} for s in scores),
            winners=frozenset({state.winner}),
            reason=f"{seat(state.winner)} took the last stone.",
        )

    def parse(self, text: str) -> Take:
        parts = text.split()
        if len(parts) != 2 or parts[0] != "take" or not parts[1].isdigit():
            raise BadNotation("bad_notation", text=repr(text))
        return Take(int(parts[1]))


GAME = Nim()
