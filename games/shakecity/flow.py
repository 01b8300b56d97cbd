"""The round cycle: setup, shake, automatic passes, placing, closing a round (spec 3, 4, 8)."""

from __future__ import annotations

from games.core import Event, Seat, evolve, private, public, rng_below, rng_seed, rng_shuffle
from games.shakecity.actions import Place, parse
from games.shakecity.data import (
    BONUS_TILES,
    CELLS,
    CONSTRUCTION_PAIRS,
    CUBES,
    EDGE_SLOTS,
    EMPTY,
    ROUNDS,
    SEGMENTS,
    WILD,
    WILD_ENTRY_ROUNDS,
    WILDS_AT_SETUP,
    WILDS_TOTAL,
    cell_name,
)
from games.shakecity.rules import build, check_place, options, pass_barred, shape, targets
from games.shakecity.scoring import flipped, slot_tiles
from games.shakecity.state import Phase, RoundLog, State

PASS = "pass"


def setup(
    num_players: int, side: str, family: bool, construction: bool, wild_night: bool, seed: int
) -> State:
    """Setup (3): start player, bonus layout, construction tiles, wilds; then round 1 opens."""
    rng = rng_seed(seed)
    rng, start = rng_below(rng, num_players)
    rng, edge_tiles = rng_shuffle(rng, sorted(t for t in BONUS_TILES if t != 1))
    layout: tuple[tuple[int, int], ...] = ()
    board = EMPTY * CELLS
    if construction:
        rng, segment = rng_below(rng, len(SEGMENTS))
        rng, tiles = rng_shuffle(rng, sorted(CONSTRUCTION_PAIRS))
        layout = tuple(zip(SEGMENTS[segment], tiles, strict=True))
        chars = list(board)
        for cell, tile in layout:
            chars[cell] = str(tile)
        board = "".join(chars)
    state = State(
        num_players=num_players,
        side=side,
        family=family,
        construction=construction,
        wild_night=wild_night,
        bonus_layout=tuple(edge_tiles[: len(EDGE_SLOTS)]),
        construction_layout=layout,
        boards=(board,) * num_players,
        public_boards=(board,) * num_players,
        round=1,
        start=start,
        phase=Phase.OPEN,
        pattern="",
        start_choice="",
        decisions=("",) * num_players,
        wilds_pool=WILDS_AT_SETUP if wild_night else 0,
        wilds_track=WILDS_TOTAL - WILDS_AT_SETUP if wild_night else 0,
        history=(),
        rng=rng,
    )
    state, _ = open_round(state)
    state, _ = settle(state)
    return state


def shake(rng: int, wilds: int) -> tuple[int, str]:
    """9 distinct cubes of the pool in random cell order (D23): shuffle the pool, fill a1..c3."""
    pool = [letter for letter, n in CUBES.items() for _ in range(n)] + [WILD] * wilds
    rng, shuffled = rng_shuffle(rng, pool)
    return rng, "".join(shuffled[:9])


def open_round(state: State) -> tuple[State, list[Event]]:
    """Shake and announce the pattern (the automatic passes come in `settle`)."""
    rng, pattern = shake(state.rng, state.wilds_pool)
    state = evolve(
        state,
        rng=rng,
        pattern=pattern,
        start_choice="",
        decisions=("",) * state.num_players,
        phase=Phase.START if state.restricted else Phase.OPEN,
    )
    event = public(
        "round_open",
        round=state.round,
        rounds=ROUNDS,
        start=Seat(state.start),
        pattern=pattern,
        # Rounds 1-12 of a game of several: the start player chooses first, then the others.
        restricted=state.restricted,
    )
    return state, [event]


def _auto_pass(state: State, player: int) -> tuple[State, Event]:
    decisions = list(state.decisions)
    decisions[player] = PASS
    # Why (D14): `barred` is the colour that alone would have fitted ("" when nothing fits), the
    # most numerous one in solo, else the one the start player took.
    barred = pass_barred(state, player) or ""
    event = public("auto_pass", player=Seat(player), barred=barred, start=Seat(state.start), solo=state.solo)
    return evolve(state, decisions=tuple(decisions)), event


def settle(state: State) -> tuple[State, list[Event]]:
    """Run the automatic steps until someone must choose or the game ends."""
    events: list[Event] = []
    while state.phase is not Phase.OVER:
        if state.phase is Phase.START:
            if state.decisions[state.start] == "" and not options(state, state.start):
                state, event = _auto_pass(state, state.start)
                events.append(event)
            if state.decisions[state.start] == "":
                return state, events
            state = evolve(state, phase=Phase.OPEN)
            continue
        for player in range(state.num_players):
            if state.decisions[player] == "" and not options(state, player):
                state, event = _auto_pass(state, player)
                events.append(event)
        if "" in state.decisions:
            return state, events
        state, more = close_round(state)
        events += more
        if state.phase is not Phase.OVER:
            state, more = open_round(state)
            events += more
    return state, events


def place(state: State, player: int, action: Place) -> tuple[State, list[Event]]:
    """Build a checked placement; a phase-B choice is told only to its player until the round closes."""
    cells = check_place(state, player, action)
    before = state.boards[player]
    board, removed = build(before, cells, action.letter)
    boards = list(state.boards)
    boards[player] = board
    decisions = list(state.decisions)
    decisions[player] = str(action)
    state = evolve(state, boards=tuple(boards), decisions=tuple(decisions))
    hidden = state.phase is Phase.OPEN
    names = [cell_name(i) for i in cells]
    outcome = _board_events(state, player, before, board, removed)
    if hidden:
        events = [
            private("placed", [player], player=Seat(player), action=str(action), cells=names),
            *(private(e.code, [player], **e.params) for e in outcome),
        ]
        current = state.round
        state, more = settle(state)
        # The table is told that someone chose only while the round waits for others; the last
        # choice of a round is followed at once by the reveal, which says more.
        if state.num_players > 1 and state.round == current and state.phase is not Phase.OVER:
            events.append(public("chosen", player=Seat(player)))
        return state, events + more
    public_boards = list(state.public_boards)
    public_boards[player] = board
    state = evolve(state, public_boards=tuple(public_boards), start_choice=action.letter, phase=Phase.OPEN)
    events = [
        public("placed", player=Seat(player), action=str(action), cells=names),
        *outcome,
        public("colour_barred", colour=action.letter),
    ]
    state, more = settle(state)
    return state, events + more


def _board_events(
    state: State, player: int, before: str, after: str, removed: tuple[int, ...]
) -> list[Event]:
    """Construction tiles lifted and bonus tiles flipped by one change of a board (4.4)."""
    events: list[Event] = []
    for tile in removed:
        events.append(public("construction_removed", player=Seat(player), tile=tile))
    tiles = slot_tiles(state.bonus_layout)
    new = [s for s in flipped(after, state.bonus_layout) if s not in flipped(before, state.bonus_layout)]
    for slot in new:
        spec = BONUS_TILES[tiles[slot]]
        events.append(public("bonus_flipped", player=Seat(player), slot=slot, tile=spec.id))
    return events


def _cells(state: State, decision: str) -> list[str]:
    action = parse(decision)
    return [cell_name(i) for i in targets(shape(state.pattern, action.letter, action.wilds), action.anchor)]


def _removed(before: str, after: str) -> tuple[int, ...]:
    return tuple(sorted(int(ch) for ch in before if ch.isdigit() and ch not in after))


def close_round(state: State) -> tuple[State, list[Event]]:
    """Reveal the round's placements, retire drawn wilds, add a waiting wild, pass the start role (4.5)."""
    events: list[Event] = []
    for player in range(state.num_players):
        before, after = state.public_boards[player], state.boards[player]
        if before != after:
            decision = state.decisions[player]
            cells = _cells(state, decision)
            events.append(public("revealed", player=Seat(player), action=decision, cells=cells))
            events += _board_events(state, player, before, after, _removed(before, after))
    log = RoundLog(state.round, state.start, state.pattern, state.decisions)
    drawn_wilds = state.pattern.count(WILD)
    state = evolve(
        state,
        public_boards=state.boards,
        history=(*state.history, log),
        wilds_pool=state.wilds_pool - drawn_wilds,
    )
    events.append(public("round_closed", round=state.round, decisions=list(log.decisions)))
    if state.round == ROUNDS:
        state = evolve(state, phase=Phase.OVER, pattern="", decisions=("",) * state.num_players)
        events.append(public("game_over", round=state.round))
        return state, events
    new_round = state.round + 1
    pool, track = state.wilds_pool, state.wilds_track
    if state.wild_night and new_round in WILD_ENTRY_ROUNDS and track:
        pool, track = pool + 1, track - 1
    state = evolve(
        state,
        round=new_round,
        start=(state.start + 1) % state.num_players,
        wilds_pool=pool,
        wilds_track=track,
    )
    return state, events
