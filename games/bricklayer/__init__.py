"""Genius Bricklayer (天才砌砖师): spec shared/rules/bricklayer.md, seed 003_82b397b95c2a021f.

Decisions where the spec is silent (see also the module comments):
- A forced pass (§4.3, D19) is played by the engine inside `apply`, so `pass` is never a legal
  action for a player; it still parses, and applying it is refused with a sentence.
- Seats keep the stored (join) order and the start player is drawn from the seed (§3, D17).
- An efficiency win in the middle of a turn (after a coin card) ends the game at once, before
  step 3: rows completed earlier in that turn are left unscored (§4.1, "ends the game at once").
- After a quality or efficiency win, the other seats rank by score, then fewer empty cells.
- A quality win at step 4 ends the game before the market refresh (step 5).
- Completed rows carry the turn's points (`points`) and their own row sum (`sum`) in the view.
No rule of the spec is left out. `GAME.preview(state, seat, action)` answers the spec's
`/bricklayer preview` for a take, buy or place (cells, legality, rows completed, points if the
turn ended); it is None for a move that places no brick (a coin, a blind buy).
"""

from __future__ import annotations

from typing import Any, overload

from games.bricklayer import rules, scoring, turn
from games.bricklayer.actions import Action, Buy, Coin, Pass, Place, Take, parse
from games.bricklayer.data import DECKS, placements, shape_of
from games.bricklayer.state import Phase, State
from games.bricklayer.view import BricklayerView, PreviewView, preview, view
from games.core import Event, GameBase, Result
from games.livescore import LiveScore
from games.manifest import Manifest
from games.polyomino import label

SCHEMA_VERSION = 1

__all__ = [
    "GAME",
    "MANIFEST",
    "SCHEMA_VERSION",
    "Bricklayer",
    "Buy",
    "Coin",
    "Pass",
    "Place",
    "State",
    "Take",
]


class Bricklayer(GameBase):
    """The game object: stateless; every method takes and returns immutable states."""

    name = "bricklayer"
    title = "Genius Bricklayer"
    min_players = 2
    max_players = 4
    random_seats = False  # seat order as stored; the start player is drawn (D17)
    # Only the order of the face-down cards is hidden (spec §1); a blind buy turns its card up.
    open_moves = True

    state_type = State
    schema_version = SCHEMA_VERSION

    def setup(self, num_players: int, options: dict[str, Any], seed: int) -> State:
        return rules.new_state(num_players, seed)

    def to_act(self, state: State) -> frozenset[int]:
        return frozenset() if state.phase is Phase.OVER else frozenset({state.active})

    def legal(self, state: State, player: int) -> list[Action]:
        return rules.legal(state, player)

    def check(self, state: State, player: int, action: Any) -> None:
        self.check_turn(state, player)
        turn.check(state, player, action)

    def play(self, state: State, player: int, action: Action) -> tuple[State, list[Event]]:
        return turn.apply(state, player, action)

    def view(self, state: State, player: int | None) -> BricklayerView:
        return view(state, player)

    def live_score(self, state: State, player: int) -> LiveScore:
        """Points so far by rows completed at once (see `scoring.live_score`)."""
        return scoring.live_score(state, player)

    def reveals(self, state: State, player: int, action: Action) -> bool:
        """The decks are shuffled at setup and no seat has secrets: a move reveals when a card
        that was hidden (under a top, or a face-down top) became known, be it turned up by the
        market or bought blind."""
        after, _ = self.apply(state, player, action)
        return _hidden_cards(after) < _hidden_cards(state)

    @overload
    def preview(self, state: State, player: int, action: Take | Place) -> PreviewView: ...

    @overload
    def preview(self, state: State, player: int, action: Action) -> PreviewView | None: ...

    def preview(self, state: State, player: int, action: Action) -> PreviewView | None:
        """Cells, legality, rows completed and turn points of the brick a take, buy or place would
        lay (of a deck's face-up card, or of the one bought blind), legal or not."""
        if isinstance(action, Place):
            return preview(state, player, None, action.rot, action.at)
        if isinstance(action, Take | Buy) and action.rot is not None and action.at is not None:
            return preview(state, player, action.deck, action.rot, action.at)
        return None

    def result(self, state: State) -> Result | None:
        return scoring.result(state)

    def default_action(self, state: State, player: int) -> Action:
        """Spend no coin; take a coin if allowed, else the first fitting card at its first placement (§9)."""
        self.check_turn(state, player)
        occupied = state.walls[player].occupied
        if state.phase is Phase.PLACE:
            p = next(p for p in placements(shape_of(state.pending).id) if not p.mask & occupied)
            return Place(p.rot, p.anchor)
        if rules.can_take_coin(state, player):
            return Coin()
        for d in range(DECKS):
            card = state.offered(d)
            if card:
                for p in placements(shape_of(card).id):
                    if not p.mask & occupied:
                        return Take(d + 1, p.rot, p.anchor)
        raise AssertionError("a seat to act can always take a card or a coin (forced passes are automatic)")

    def parse(self, text: str) -> Action:
        return parse(text)

    def describe(self, action: Action) -> str:
        if isinstance(action, Take):
            return f"Take deck {action.deck}'s card and place it {action.rot} at {label(action.at)}."
        if isinstance(action, Coin):
            return "Take a coin."
        if isinstance(action, Buy):
            if action.at is None:
                return f"Spend a coin on deck {action.deck}'s face-down card."
            return (
                f"Spend a coin on deck {action.deck}'s card and place it {action.rot} at {label(action.at)}."
            )
        if isinstance(action, Place):
            return f"Place the blind brick {action.rot} at {label(action.at)}."
        return "Pass."


def _hidden_cards(state: State) -> int:
    """How many cards nobody has seen: all but the face-up top of each deck (as the view hides them)."""
    return sum(len(cards) - (1 if cards and state.face_up[d] else 0) for d, cards in enumerate(state.decks))


GAME = Bricklayer()


MANIFEST = Manifest(
    key="bricklayer",
    game=GAME,
    renderer="render.bricklayer",
    ui="bot.cogs.bricklayer",
    ai="games.bricklayer.ai",
    commands=("take", "place"),
    capabilities=frozenset({"preview", "score"}),
)
