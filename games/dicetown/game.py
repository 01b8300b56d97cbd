"""The Dice Town game object: the engine contract wired to the rule modules."""

from __future__ import annotations

from typing import Any

from games.core import (
    BadOptions,
    Event,
    GameBase,
    IllegalAction,
    Option,
    Result,
    rng_below,
    rng_seed,
    rng_shuffle,
)
from games.dicetown import actions as A
from games.dicetown import reveal, seen
from games.dicetown.bribes import CASH, ESCROW, answer_ruling, award_options, bid_problem, offer_options
from games.dicetown.common import cards_with_effect, free_hand, others
from games.dicetown.data import CARDS, FACES, LOADED_DIE, PROPERTY_IDS, STICK_UP, STORE_IDS
from games.dicetown.explain import held_by_thief, why_illegal, why_not_your_turn
from games.dicetown.flow import advance
from games.dicetown.plays import loaded_die_allowed, play_loaded, play_stickup
from games.dicetown.remedies import choose_remedy, default_remedy, remedy_options
from games.dicetown.resolution import answer_choice, choice_options, default_choice
from games.dicetown.rolling import default_keep, keep_allowed, keep_options, open_step, submit_keep
from games.dicetown.scoring import final_result, live_score
from games.dicetown.state import (
    BANK_START,
    MINE_START,
    OFFER_PROMISE_MAX,
    SCHEMA_VERSION,
    START_DOLLARS,
    Phase,
    Player,
    State,
)
from games.dicetown.view import DiceTownView
from games.dicetown.view import view as build_view
from games.livescore import LiveScore

SEAT_CHOICES = ("random", "P1", "P2", "P3", "P4", "P5")
OFFER_ACTIONS = (A.OfferDollars, A.OfferNuggets, A.OfferCard, A.Promise, A.Bid, A.Pass, A.Withdraw)


class DiceTown(GameBase):
    """Dice Town for 2-5 players; see the package docstring for the spec and decisions."""

    name = "dicetown"
    title = "Dice Town"
    min_players = 2
    max_players = 5
    # Seats follow the order players joined, as the lobby lists them, so that the host can
    # name the first Sheriff (the youngest player, D21) as P1..P5 of that list.
    random_seats = False
    options = {
        "bribe_mode": Option(
            ESCROW,
            (ESCROW, CASH),
            "escrow: offers are held and only the chosen contender pays; cash_up_front: paid at once, kept",
        ),
        "gold_tax": Option(
            False, (False, True), "Doc Badluck's Ace remedy: a nugget from every other player"
        ),
        "keep_none": Option(False, (False, True), "allow keeping no die of a roll, for $1"),
        "first_sheriff": Option(
            "random", SEAT_CHOICES, "the first Sheriff (the youngest): P1 = first in the table's player list"
        ),
    }

    # --- setup ----------------------------------------------------------------------------------

    state_type = State
    schema_version = SCHEMA_VERSION

    def setup(self, num_players: int, options: dict[str, Any], seed: int) -> State:
        opts = options
        rng = rng_seed(seed)
        rng, store = rng_shuffle(rng, STORE_IDS)
        rng, props = rng_shuffle(rng, PROPERTY_IDS)
        if opts["first_sheriff"] == "random":  # D21: the bot cannot know who is youngest
            rng, sheriff = rng_below(rng, num_players)
        else:
            sheriff = SEAT_CHOICES.index(opts["first_sheriff"]) - 1
            if sheriff >= num_players:
                raise BadOptions("bad_first_sheriff", seat=opts["first_sheriff"], players=num_players)
        state = State(
            num_players=num_players,
            bribe_mode=opts["bribe_mode"],
            gold_tax=opts["gold_tax"],
            keep_none=opts["keep_none"],
            rng=rng,
            round=1,
            phase=Phase.ROLL,
            step=1,
            players=tuple(Player(dollars=START_DOLLARS) for _ in range(num_players)),
            sheriff=sheriff,
            mine=MINE_START,
            bank=BANK_START,
            stagecoach=0,
            store_deck=tuple(store),
            prop_deck=tuple(props[3:]),
            display=tuple(props[:3]),
        )
        return open_step(state, [])

    # --- whose turn, what is legal -------------------------------------------------------------

    def to_act(self, state: State) -> frozenset[int]:
        """The seats the game waits for (deadlines and autopilot act for these)."""
        if state.phase is Phase.OVER:
            return frozenset()
        if state.phase is Phase.ROLL:
            return frozenset(s for s, p in enumerate(state.players) if p.cup and not p.submitted)
        if state.ruling is not None:
            if state.ruling.unlocked:
                return frozenset({state.sheriff})
            return frozenset(o.seat for o in state.ruling.offers if o.waited_for)
        if state.choice is not None:
            return frozenset({state.choice.player})
        chosen = {ch.seat for ch in state.doc_choices}
        return frozenset(s for s in state.visitors if s not in chosen)

    def may_act(self, state: State) -> frozenset[int]:
        """`to_act`, plus every contender of an open tie (he may offer until the ruling, spec
        3.5 step 2) and every holder of a Stick-Up or Loaded Die he may play now (spec 3.8)."""
        if state.phase is Phase.OVER:
            return frozenset()
        seats = set(self.to_act(state))
        if state.ruling is not None:
            seats.update(o.seat for o in state.ruling.offers)
        seats.update(s for s in range(state.num_players) if s not in seats and _can_play_card(state, s))
        return frozenset(seats)

    def legal(self, state: State, player: int) -> list[A.Action]:
        if state.phase is Phase.OVER or not 0 <= player < state.num_players:
            return []
        waited = player in self.to_act(state)
        out: list[A.Action] = []
        if state.phase is Phase.ROLL:
            if waited:
                out += keep_options(state, state.players[player])
        elif state.ruling is not None:
            if state.ruling.offer_of(player) is not None:
                out += offer_options(state, player)
            if player == state.sheriff and state.ruling.unlocked:
                out += award_options(state)
        elif waited and state.choice is not None:
            out += choice_options(state)
        elif waited:
            out += remedy_options(state, player)
        return out + self._card_plays(state, player)

    def _card_plays(self, state: State, player: int) -> list[A.Action]:
        """Loaded Die and Stick-Up when spec 3.8 allows them, whether or not a prompt is open."""
        p = state.players[player]
        out: list[A.Action] = []
        if not p.armed and loaded_die_allowed(state, player) and cards_with_effect(state, player, LOADED_DIE):
            out += [A.PlayLoaded(face) for face in FACES]
        if cards_with_effect(state, player, STICK_UP):  # any time except game over
            out += [A.PlayStickUp(s) for s in sorted(others(state, player))]
        return out

    # --- applying ------------------------------------------------------------------------------

    def check(self, state: State, player: int, action: A.Action) -> None:
        if state.phase is not Phase.OVER and state.ruling is None and isinstance(action, OFFER_ACTIONS):
            # A modal or a chat message that arrives after the award (spec 3.5 step 4).
            raise IllegalAction("no_open_tie")
        if (
            state.ruling is not None
            and isinstance(action, OFFER_ACTIONS)
            and state.ruling.offer_of(player) is None
        ):
            raise IllegalAction("not_contender")
        waited = player in self.to_act(state)
        if not waited and player not in self.may_act(state):
            raise held_by_thief(state, player, action) or why_not_your_turn(state, player)
        if isinstance(action, A.Promise):
            self._check_promise(state, player, action)
        elif isinstance(action, A.Bid):
            problem = bid_problem(state, player, action)
            if problem is not None:
                problem.params.setdefault("action", str(action))
                raise problem
        elif not self._is_legal(state, player, action, waited):
            error = why_illegal(state, player, action)
            error.params.setdefault("action", str(action))
            raise error

    def _is_legal(self, state: State, player: int, action: A.Action, waited: bool) -> bool:
        """`action in self.legal(state, player)`; a keep, the commonest action, is judged
        without listing every keep of the roll."""
        if isinstance(action, A.Keep):
            return (
                state.phase is Phase.ROLL
                and 0 <= player < state.num_players
                and waited
                and keep_allowed(state, state.players[player], action)
            )
        return action in self.legal(state, player)

    def play(self, state: State, player: int, action: A.Action) -> tuple[State, list[Event]]:
        events: list[Event] = []
        match action:
            case A.PlayLoaded(face=face):
                state = play_loaded(state, player, face, events)
            case A.PlayStickUp(target=victim):
                state = play_stickup(state, player, victim, events)
            case A.Keep():
                state = submit_keep(state, player, action, events)
            case A.TakeRemedy():
                state = choose_remedy(state, player, action, events)
            case _ if state.ruling is not None:
                state = answer_ruling(state, player, action, events)
            case _:
                state = answer_choice(state, player, action, events)
        return advance(state, events), events

    def _check_promise(self, state: State, player: int, action: A.Promise) -> None:
        """A promise is free text, so `legal()` cannot list it; it is checked here instead."""
        if state.ruling is None or state.ruling.offer_of(player) is None:
            raise IllegalAction("promise_not_contender")
        if action.text != A.normalize_promise(action.text) or not action.text:
            raise IllegalAction("bad_promise")
        if len(action.text) > OFFER_PROMISE_MAX:
            raise IllegalAction("promise_too_long", limit=OFFER_PROMISE_MAX, length=len(action.text))

    def default_action(self, state: State, player: int) -> A.Action:
        """Spec 8.7's deadline defaults; the bot decides when a deadline has passed."""
        if player not in self.to_act(state):
            raise why_not_your_turn(state, player)
        if state.phase is Phase.ROLL:
            return default_keep(state.players[player])
        if state.ruling is not None:
            # D11: at the deadline chance decides and every escrow goes back.
            return A.AwardRandom() if state.ruling.unlocked else A.Pass()
        if state.choice is not None:
            return default_choice(state)
        return default_remedy(state, player)

    # --- reading -------------------------------------------------------------------------------

    def reveals(self, state: State, player: int, action: A.Action) -> bool:
        after, events = self.apply(state, player, action)
        return reveal.reveals(state, player, after, events)

    def view(self, state: State, player: int | None) -> DiceTownView:
        return build_view(state, player)

    def live_score(self, state: State, player: int) -> LiveScore:
        """VP so far from the player's own hand (see `scoring.live_score`)."""
        return live_score(state, player)

    def notation_for(self, state: State, player: int, action: A.Action, viewer: int | None) -> str | None:
        return seen.notation_for(state, player, action, viewer)

    def result(self, state: State) -> Result | None:
        return final_result(state) if state.phase is Phase.OVER else None

    def parse(self, text: str) -> A.Action:
        return A.parse(text)

    def describe(self, action: A.Action) -> str:
        return A.describe(action)


def _can_play_card(state: State, player: int) -> bool:
    """`DiceTown._card_plays(state, player)` is not empty (asked for every seat on every move)."""
    p = state.players[player]
    if not p.hand:
        return False
    effects = {CARDS[c].effect for c in free_hand(state, player)}
    if STICK_UP in effects:
        return True
    return LOADED_DIE in effects and not p.armed and loaded_die_allowed(state, player)


GAME = DiceTown()

__all__ = ["GAME", "DiceTown"]
