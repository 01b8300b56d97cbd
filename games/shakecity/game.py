"""The Shake That City game object: the engine contract over flow, rules and scoring."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.core import (
    ALREADY_CHOSEN,
    GAME_OVER,
    NOT_SEATED,
    NOT_YOUR_TURN,
    UNKNOWN_ACTION,
    BadOptions,
    Event,
    GameBase,
    IllegalAction,
    Option,
    Result,
    Seat,
    seat,
)
from games.livescore import LiveScore
from games.shakecity import actions, rules
from games.shakecity.actions import Place
from games.shakecity.data import SOLO_TARGET, SOLO_TARGET_WILD
from games.shakecity.flow import place, setup
from games.shakecity.scoring import breakdown, eligible, empty_cells, flipped, live_score, rank
from games.shakecity.state import SCHEMA_VERSION, Phase, State
from games.shakecity.view import ShakeCityView, build_view


class ShakeCity(GameBase):
    """Shake That City: 15 rounds of shaking a 3x3 pattern and building its shape on a 6x6 city."""

    name = "shakecity"
    title = "Shake That City"
    min_players = 1
    max_players = 4
    random_seats = True
    options = {
        "side": Option("inland", ("inland", "seaside"), "Board side: inland (all edges black) or seaside."),
        "family": Option(False, (False, True), "Family mode: only the bonus tiles score."),
        "construction": Option(
            False, (False, True), "Construction tiles: remove all four or you cannot win (always on solo)."
        ),
        "wild_night": Option(False, (False, True), "Wild Night: white wild cubes join the shaker."),
    }

    state_type = State
    schema_version = SCHEMA_VERSION

    def check_players(self, num_players: int, options: Mapping[str, Any]) -> None:
        super().check_players(num_players, options)
        if num_players == 1 and options["family"]:
            raise BadOptions("solo_family")

    def setup(self, num_players: int, options: dict[str, Any], seed: int) -> State:
        # Solo always uses the Construction setup (5), whatever the option says.
        construction = options["construction"] or num_players == 1
        side, family, wild = options["side"], options["family"], options["wild_night"]
        return setup(num_players, side, family, construction, wild, seed)

    def to_act(self, state: State) -> frozenset[int]:
        if state.phase is Phase.OVER:
            return frozenset()
        if state.phase is Phase.START:
            return frozenset({state.start})
        return frozenset(p for p, d in enumerate(state.decisions) if d == "")

    def legal(self, state: State, player: int) -> list[Place]:
        if player not in self.to_act(state):
            return []
        return [Place(o.letter, o.wilds, a) for o in rules.options(state, player) for a in o.anchors]

    def check(self, state: State, player: int, action: Any) -> None:
        if not isinstance(action, Place):
            raise IllegalAction(UNKNOWN_ACTION, action=repr(action))
        if state.phase is Phase.OVER:
            raise IllegalAction(GAME_OVER, plain=True)
        if not 0 <= player < state.num_players:
            raise IllegalAction(NOT_SEATED)
        if player not in self.to_act(state):
            if state.decisions[player] != "":
                raise IllegalAction(ALREADY_CHOSEN)
            raise IllegalAction(NOT_YOUR_TURN, start=Seat(state.start))
        rules.check_place(state, player, action)

    def play(self, state: State, player: int, action: Place) -> tuple[State, list[Event]]:
        return place(state, player, action)

    def reveals(self, state: State, player: int, action: Place) -> bool:
        """A choice made while others still choose is told only to its player, so it reveals
        nothing; the choice that closes a round shows everyone's and shakes the next pattern."""
        after, _ = self.apply(state, player, action)
        if after.rng != state.rng:
            return True
        return any(
            after.public_boards[s] != state.public_boards[s] for s in range(state.num_players) if s != player
        )

    def notation_for(self, state: State, player: int, action: Any, viewer: int | None) -> str | None:
        """The start player's choice is made in the open, and so is a solo player's; the others'
        choices are simultaneous and secret (D25): their author alone reads them (the round's
        close shows the cities)."""
        if state.phase is Phase.START or state.num_players == 1 or viewer == player:
            return str(action)
        return None

    def view(self, state: State, player: int | None) -> ShakeCityView:
        return build_view(state, player, self.result(state))

    def live_score(self, state: State, player: int) -> LiveScore:
        """The player's board scored as it stands (see `scoring.live_score`)."""
        return live_score(state, player)

    def result(self, state: State) -> Result | None:
        if state.phase is not Phase.OVER:
            return None
        n = state.num_players
        parts = [breakdown(b, state.side, state.bonus_layout, state.family) for b in state.boards]
        totals = [part["total"] for part in parts]
        tiles = [len(flipped(b, state.bonus_layout)) for b in state.boards]
        empties = [empty_cells(b) for b in state.boards]
        ok = [eligible(b) for b in state.boards]
        ranking = rank(totals, tiles, empties, ok)
        if state.solo:
            target = SOLO_TARGET_WILD if state.wild_night else SOLO_TARGET
            won = ok[0] and totals[0] >= target
            if not ok[0]:
                why = "some construction tiles are still on the board"
            else:
                why = f"{totals[0]} points {'reach' if won else 'fall short of'} the target of {target}"
            reason = f"{seat(0)} {'wins' if won else 'loses'}: {why}."
            return Result(tuple(totals), ranking, tuple(parts), frozenset({0} if won else ()), reason)
        if not any(ok):
            reason = "Nobody removed all four construction tiles, so nobody wins."
            return Result(tuple(totals), ranking, tuple(parts), frozenset(), reason)
        winners = ranking[0]
        first = winners[0]
        names = " and ".join(seat(p) for p in winners)
        verb = "share the victory" if len(winners) > 1 else "wins"
        reason = f"{names} {verb} with {totals[first]} points"
        tied = [p for p in range(n) if ok[p] and totals[p] == totals[first] and p not in winners]
        if tied:
            reason += " (tie-break: more bonus tiles flipped, then fewer empty cells)"
        return Result(tuple(totals), ranking, tuple(parts), frozenset(winners), reason + ".")

    def default_action(self, state: State, player: int) -> Place:
        """D26: the first legal option (H S F P R, plain before wilds) at its first anchor."""
        moves = self.legal(state, player)
        if not moves:
            raise IllegalAction("nothing_to_choose")
        return moves[0]

    def parse(self, text: str) -> Place:
        return actions.parse(text)

    def describe(self, action: Place) -> str:
        return actions.describe(action)


GAME = ShakeCity()
