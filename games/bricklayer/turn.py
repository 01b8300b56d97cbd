"""Playing a turn (spec §4-§6): the coin phase, the main action, scoring, refresh, wins and passes."""

from __future__ import annotations

from games import polyomino
from games.bricklayer.actions import Action, Buy, Coin, Pass, Place, Take
from games.bricklayer.data import DECKS, MAX_COINS, TARGET, Placement, fits, shape_of
from games.bricklayer.rules import (
    can_take_card,
    can_take_coin,
    check_fits,
    check_placement,
    deck_index,
    efficiency_met,
    place_brick,
    pop_top,
    set_wall,
)
from games.bricklayer.scoring import row_sum, turn_points, unscored_rows
from games.bricklayer.state import End, Phase, ScoredRow, State
from games.core import UNKNOWN_ACTION, Event, IllegalAction, Seat, evolve, public
from games.polyomino import Cell


def _placed_event(code: str, player: int, card: int, placement: Placement, **params: object) -> Event:
    return public(
        code,
        player=Seat(player),
        card=card,
        shape=shape_of(card).id,
        rot=placement.rot,
        at=polyomino.label(placement.anchor),
        cells=[polyomino.label(c) for c in placement.cells],
        **params,
    )


def _win(state: State, player: int, end: End) -> State:
    return evolve(state, phase=Phase.OVER, end=end, winner=player)


def _check_efficiency(state: State, events: list[Event]) -> State:
    player = state.active
    if not efficiency_met(state, player):
        return state
    empty = state.walls[player].empty_cells
    events.append(public("efficiency_win", player=Seat(player), empty=empty))
    return _win(state, player, End.EFFICIENCY)


def _score_turn(state: State, events: list[Event]) -> State:
    """Step 3: every row completed this turn scores together (§5, D8)."""
    player = state.active
    wall = state.walls[player]
    rows = unscored_rows(wall)
    if not rows:
        return state
    sums = [row_sum(wall, r) for r in rows]
    points = turn_points(sums)
    n = len(rows)
    scored = tuple(ScoredRow(r, s, points, n, state.turn) for r, s in zip(rows, sums, strict=True))
    state = set_wall(state, player, rows=wall.rows + scored, score=wall.score + points)
    events.append(
        public(
            "rows_scored",
            player=Seat(player),
            rows=[r + 1 for r in rows],
            row_sums=sums,
            points=points,
            score=wall.score + points,
        )
    )
    return state


def _refresh(state: State, events: list[Event]) -> State:
    """Step 5: every non-empty deck with a face-down top turns it up (§4.6)."""
    turned = [d for d in range(DECKS) if state.decks[d] and not state.face_up[d]]
    if not turned:
        return state
    face_up = tuple(bool(cards) for cards in state.decks)
    state = evolve(state, face_up=face_up)
    events.append(public("market_refresh", cards={d + 1: state.decks[d][0] for d in turned}))
    return state


def _end_checks(state: State, events: list[Event]) -> State:
    """Step 6 after the refresh: efficiency, then decks run out, then stalemate (§6.3, §6.4)."""
    state = _check_efficiency(state, events)
    if state.phase is Phase.OVER:
        return state
    if not any(state.decks):
        events.append(public("decks_out"))
        return evolve(state, phase=Phase.OVER, end=End.DECKS_OUT)
    if state.passes >= state.num_players:
        events.append(public("stalemate"))
        return evolve(state, phase=Phase.OVER, end=End.STALEMATE)
    return state


def _end_turn(state: State, events: list[Event]) -> State:
    """Steps 3-6 after the main action, then the next players' turns up to one who can act."""
    player = state.active
    state = _score_turn(state, events)
    score = state.walls[player].score
    if score >= TARGET:
        events.append(public("quality_win", player=Seat(player), score=score))
        return _win(state, player, End.QUALITY)
    state = _refresh(evolve(state, passes=0), events)
    state = _end_checks(state, events)
    return _next_turn(state, events)


def _next_turn(state: State, events: list[Event]) -> State:
    """Step 0 for the next seat; a seat that can take neither a card nor a coin passes by itself."""
    while state.phase is not Phase.OVER:
        player = (state.active + 1) % state.num_players
        state = evolve(state, active=player, phase=Phase.ACT, turn=state.turn + 1)
        state = _check_efficiency(state, events)
        if state.phase is Phase.OVER or can_take_card(state, player) or can_take_coin(state, player):
            return state
        # Every non-empty deck shows its top at step 0 and none fits, so no coin can buy anything either.
        events.append(
            public(
                "pass",
                player=Seat(player),
                # Why no coin helps, as the code a coin would be refused with (`check`).
                reason="supply_empty" if state.supply == 0 else "coin_limit",
                limit=MAX_COINS,
            )
        )
        state = _end_checks(evolve(state, passes=state.passes + 1), events)
    return state


# ---------------------------------------------------------------------------------------------
# apply


def check(state: State, player: int, action: object) -> None:
    """IllegalAction naming the broken rule if `apply` would refuse the action (turn checked by the caller).

    The same checks, in the same order, as `apply` and `_buy` make on the way."""
    if not isinstance(action, Pass | Take | Coin | Buy | Place):
        raise IllegalAction(UNKNOWN_ACTION, action=repr(action))
    if isinstance(action, Pass):
        raise IllegalAction("no_pass")
    if state.phase is Phase.PLACE and not isinstance(action, Place):
        shape = shape_of(state.pending).id
        raise IllegalAction("place_pending", shape=shape)
    if isinstance(action, Take):
        d = deck_index(state, action.deck)
        if not state.face_up[d]:
            raise IllegalAction("face_down", deck=action.deck)
        card = state.decks[d][0]
        check_fits(state, player, card)
        check_placement(state, player, card, action.rot, action.at)
    elif isinstance(action, Coin):
        if state.supply == 0:
            raise IllegalAction("supply_empty")
        if state.walls[player].coins >= MAX_COINS:
            raise IllegalAction("coin_limit", limit=MAX_COINS)
    elif isinstance(action, Buy):
        _check_buy(state, player, action)
    else:
        if state.phase is not Phase.PLACE:
            raise IllegalAction("nothing_pending")
        check_placement(state, player, state.pending, action.rot, action.at)


def _check_buy(state: State, player: int, action: Buy) -> int:
    """The deck index of a buy the coin phase allows (§4.2, D10, D11), or IllegalAction."""
    if state.walls[player].coins == 0:
        raise IllegalAction("no_coins")
    d = deck_index(state, action.deck)
    card = state.decks[d][0]
    if state.face_up[d] and action.blind:
        check_fits(state, player, card)  # "fits nowhere" says more than "say where it goes"
        raise IllegalAction("say_where", deck=action.deck)
    if not state.face_up[d] and not action.blind:
        raise IllegalAction("blind_buy", deck=action.deck)
    if not action.blind:
        assert action.rot is not None and action.at is not None
        check_fits(state, player, card)
        check_placement(state, player, card, action.rot, action.at)
    return d


def apply(state: State, player: int, action: Action) -> tuple[State, list[Event]]:
    """Play one action that `check` has accepted (the game's `apply` runs it first), so the
    refusals are not repeated here."""
    events: list[Event] = []
    assert not isinstance(action, Pass)
    if isinstance(action, Take):
        state = _place_top(state, player, action.deck, action.rot, action.at, "take", events)
        return _end_turn(state, events), events
    if isinstance(action, Coin):
        coins = state.walls[player].coins
        state = evolve(set_wall(state, player, coins=coins + 1), supply=state.supply - 1)
        events.append(public("coin", player=Seat(player), coins=coins + 1, supply=state.supply))
        return _end_turn(state, events), events
    if isinstance(action, Buy):
        return _buy(state, player, action, events), events
    assert isinstance(action, Place)
    card = state.pending
    placement = check_placement(state, player, card, action.rot, action.at)
    state = evolve(place_brick(state, player, card, placement), pending=0, phase=Phase.ACT)
    events.append(_placed_event("place", player, card, placement))
    return _check_efficiency(state, events), events


def _place_top(
    state: State, player: int, deck: int, rot: str, at: Cell, code: str, events: list[Event]
) -> State:
    """Deck `deck`'s face-up top brick placed on the wall, where `check` accepted it."""
    d = deck_index(state, deck)
    card = state.decks[d][0]
    placement = check_placement(state, player, card, rot, at)
    events.append(_placed_event(code, player, card, placement, deck=deck))
    return pop_top(place_brick(state, player, card, placement), d)


def _buy(state: State, player: int, action: Buy, events: list[Event]) -> State:
    """Coin phase (§4.2, D10, D11): one coin for a deck's top card, face-up or blind (a buy
    `_check_buy` has accepted)."""
    coins = state.walls[player].coins
    d = deck_index(state, action.deck)
    card = state.decks[d][0]
    paid = evolve(set_wall(state, player, coins=coins - 1), supply=state.supply + 1)
    if not action.blind:
        assert action.rot is not None and action.at is not None
        placed = _place_top(paid, player, action.deck, action.rot, action.at, "buy", events)
        return _check_efficiency(placed, events)
    state = pop_top(paid, d)
    shape = shape_of(card)
    placeable = fits(shape.id, state.walls[player].occupied)
    code = "reveal" if placeable else "discard"  # a brick that fits nowhere is discarded, the coin gone
    events.append(public(code, player=Seat(player), deck=action.deck, card=card, shape=shape.id))
    if placeable:
        return evolve(state, phase=Phase.PLACE, pending=card)
    return _check_efficiency(evolve(state, discards=(*state.discards, card)), events)
