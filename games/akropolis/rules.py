"""Turn rules: taking a tile (spec 3.2), building it (3.3-3.4), refill and game end (3.5), the VA (4.7)."""

from __future__ import annotations

import random

from games import hexgrid
from games.akropolis.actions import Turn
from games.akropolis.city import Footprint
from games.akropolis.data import TILES
from games.akropolis.scoring import totals_after_placements
from games.akropolis.state import State
from games.core import Event, IllegalAction, Seat, evolve, public


def cost_text(cost: int) -> str:
    return "free" if cost == 0 else f"{cost} stone" + ("" if cost == 1 else "s")


def affordable_slots(state: State, architect: int) -> range:
    """Slots (1-based) this architect can pay for; slot 1 is always free (spec 3.2)."""
    return range(1, min(len(state.site), state.stones[architect] + 1) + 1)


def turn_templates(footprints: tuple[Footprint, ...]) -> list[tuple[int, int, int]]:
    """(q, r, rotation) of every placement on these footprints, three per footprint."""
    return [(a[0], a[1], k) for f in footprints for a, k in f.placements()]


def legal_turns(state: State, player: int) -> list[Turn]:
    city = state.cities[player]
    templates = city.__dict__.get("_templates")
    if templates is None:
        templates = turn_templates(city.footprints())
        object.__setattr__(city, "_templates", templates)  # cached with the footprints
    return [Turn(s, q, r, k) for s in affordable_slots(state, player) for q, r, k in templates]


def random_turn(state: State, player: int, rng: random.Random) -> Turn:
    """A turn drawn uniformly from legal_turns() without building the list: legal turns are every
    affordable slot times every footprint times its three spins, so each factor is drawn alone.
    The footprints are drawn from in their sorted order: the order the city found them in depends
    on how it was built (move by move, or loaded whole after a restart), and a seeded decision
    must be the same either way."""
    city = state.cities[player]
    footprints = city.footprints()
    footprint = footprints[rng.randrange(len(footprints))]
    (q, r), k = footprint.placements()[rng.randrange(3)]
    return Turn(rng.randrange(len(affordable_slots(state, player))) + 1, q, r, k)


def check_slot(state: State, player: int, slot: int) -> int:
    """The cost of a slot, or IllegalAction naming the slots the player can take (D19)."""
    if not 1 <= slot <= len(state.site):
        raise IllegalAction("no_slot", slot=slot, slots=len(state.site))
    cost = slot - 1
    have = state.stones[player]
    if cost > have:
        # Slots 1 up to `top` (slot n costs n - 1 stones) are within the player's means.
        raise IllegalAction(
            "cannot_afford",
            top=max(affordable_slots(state, player)),
            slot=slot,
            cost=cost,
            stones=have,
            affordable=list(affordable_slots(state, player)),
        )
    return cost


def play_turn(state: State, player: int, turn: Turn) -> tuple[State, list[Event]]:
    """Validate everything, then take, pay, build, gain stones and run the end of turn."""
    cost = check_slot(state, player, turn.slot)
    tile = state.site[turn.slot - 1]
    city = state.cities[player]
    new_city, gained = city.place(tile, turn.q, turn.r, turn.rotation)
    cells = hexgrid.piece_cells(turn.anchor, turn.rotation)
    level = new_city.height(cells[0])
    stones = list(state.stones)
    stones[player] += gained - cost
    if state.solo:
        stones[1] += cost  # spec 4.7: the human pays the virtual architect, not the supply
    site = state.site[: turn.slot - 1] + state.site[turn.slot :]
    cities = (*state.cities[:player], new_city, *state.cities[player + 1 :])
    events = [
        public(
            "build",
            player=Seat(player),
            tile=tile,
            slot=turn.slot,
            cost=cost,
            cells=[list(c) for c in cells],
            level=level,
            stones_gained=gained,
            # Solo: the stones paid go to the virtual architect (spec 4.7).
            to_va=state.solo and cost > 0,
        )
    ]
    state = evolve(state, site=site, cities=cities, stones=tuple(stones), turn=state.turn + 1)
    state = end_of_turn(state, events)
    while state.solo and not state.over and state.current == 1:
        state = virtual_architect_turn(state, events)
    return state, events


def end_of_turn(state: State, events: list[Event]) -> State:
    """Refill and pass the token when one tile is left, or end the game (spec 3.5, D16)."""
    site: tuple[int, ...] = state.site
    if len(site) > 1:
        return state
    # One tile is left (the spec's site never empties): pyright narrows `site` to one or none.
    last = state.site[0]
    if not state.stacks:
        events.append(public("game_over", last_tile=last))
        return evolve(state, over=True)
    revealed = state.stacks[0]
    chief = (state.chief + 1) % state.architects
    left = len(state.stacks) - 1
    events.append(public("refill", revealed=list(revealed), stacks_left=left, last_tile=last))
    # Solo: the token goes back and forth between the player and the virtual architect.
    if state.solo and chief == 1:
        events.append(public("va_chief"))
    else:
        events.append(public("chief", chief=Seat(chief)))
    return evolve(state, site=state.site + revealed, stacks=state.stacks[1:], chief=chief)


def va_choice(state: State) -> int:
    """The virtual architect's slot: the cheapest tile with a plaza if it can pay, else slot 1 (4.7)."""
    for index, tile in enumerate(state.site):
        if TILES[tile].has_plaza:
            return index + 1 if index <= state.stones[1] else 1
    return 1


def virtual_architect_turn(state: State, events: list[Event]) -> State:
    slot = va_choice(state)
    cost = slot - 1
    tile = state.site[slot - 1]
    stones = (state.stones[0], state.stones[1] - cost)  # paid to the supply, not to the human
    events.append(public("va_take", tile=tile, slot=slot, cost=cost))
    state = evolve(
        state,
        site=state.site[: slot - 1] + state.site[slot:],
        stones=stones,
        va_tiles=(*state.va_tiles, tile),
        turn=state.turn + 1,
    )
    return end_of_turn(state, events)


def greedy_turn(state: State, player: int) -> Turn:
    """The default move: the free tile, built where score plus stones is highest right now.

    Ties go to the most compact placement (cells nearest the starting plaza), then legal order.
    """
    best: tuple[int, int] | None = None
    choice: Turn | None = None
    city, tile, stones = state.cities[player], state.site[0], state.stones[player]
    for q, r, k, total in totals_after_placements(city, tile, stones, state.variants):
        spread = sum(hexgrid.distance(cell, (0, 0)) for cell in hexgrid.piece_cells((q, r), k))
        key = (total, -spread)
        if best is None or key > best:
            best, choice = key, Turn(1, q, r, k)
    assert choice is not None, "a legal placement always exists (D20)"
    return choice
