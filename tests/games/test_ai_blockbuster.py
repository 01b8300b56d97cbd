"""Block Buster's playout policy: it finds connecting moves without listing every legal move,
counts a placement's points without playing it, and jumps only when the jump pays."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from games.ai import ai_for
from games.blockbuster import GAME
from games.blockbuster.ai import BlockBusterAI
from games.blockbuster.geometry import PIECES
from games.blockbuster.rules import Kind, connecting_piece, masks, options
from games.blockbuster.scoring import tally
from games.blockbuster.state import Pass, Place, State

_REGISTERED = ai_for("blockbuster")
assert isinstance(_REGISTERED, BlockBusterAI)
AI: BlockBusterAI = _REGISTERED


def positions(seeds: range, players: int = 4) -> Iterator[State]:
    """Every position along games of the easy bot (with four players, colours get blocked)."""
    for seed in seeds:
        state = GAME.new(players, {}, seed)
        rng = random.Random(seed)
        while GAME.result(state) is None:
            yield state
            seat = min(GAME.to_act(state))
            state, _ = GAME.apply(state, seat, AI.easy_action(state, seat, rng))


def test_connecting_finds_the_three_largest_pieces_that_can_connect() -> None:
    checked = blocked = 0
    for state in positions(range(2)):
        colour = state.turn
        if not masks(state.board)[1][colour]:
            continue  # a first piece: nothing to connect to
        found = AI.connecting(state, random.Random(checked))
        opts = options(state, colour)
        if opts.kind is not Kind.CONNECT:
            assert found == [] and connecting_piece(state, colour) is None
            blocked += 1
            continue
        able = sorted({p.piece for p in opts.places}, reverse=True)[:3]
        assert [place.piece for place, _ in found] == able
        assert all(place in opts.places for place, _ in found)
        checked += 1
    assert checked > 40 and blocked > 2


def test_a_placements_points_are_counted_without_playing_it() -> None:
    """`gain` is the mover's change of score, exactly (an instant win adds a bonus on top)."""
    checked = captures = 0
    for state in positions(range(2)):
        colour, player = state.turn, state.owners[state.turn]
        if not masks(state.board)[1][colour]:
            continue
        for place, mask in AI.connecting(state, random.Random(1)):
            after, _ = GAME.apply(state, player, place)
            change = tally(after, player).total - tally(state, player).total
            gain = AI.gain(state, place, mask)
            if after.instant_winner >= 0:
                assert gain >= 100
                continue
            assert gain == change, (str(place), gain, change)
            captures += after.secured != state.secured
            checked += 1
    assert checked > 60 and captures > 3


def test_a_colour_that_cannot_connect_jumps_when_it_pays_in_a_playout() -> None:
    """The playout's move is legal; a colour that cannot connect jumps with the piece whose
    squares outweigh the jump's cost most, or passes when no jump pays."""
    blocked = connected = 0
    for state in positions(range(2)):
        colour = state.turn
        player = state.owners[colour]
        action = AI.rollout_action(state, player, random.Random(5))
        assert action in GAME.legal(state, player)
        if not masks(state.board)[1][colour] or connecting_piece(state, colour) is not None:
            connected += 1
            continue
        blocked += 1
        gaps = dict(options(state, colour).gaps)
        worth = {p: PIECES[p].size - 2 * g for p, g in gaps.items()}
        if max(worth.values(), default=0) <= 0:
            assert action == Pass()
        else:
            assert isinstance(action, Place) and worth[action.piece] == max(worth.values())
    assert blocked > 2 and connected > 40


def test_an_opening_search_does_not_list_thousands_of_first_placements_at_every_node(monkeypatch) -> None:
    """At a four-player opening each colour may put its first piece anywhere (thousands of
    placements): the search's nodes and playouts draw a few at random instead of listing them
    all each time (which made this decision several times over its time)."""
    from games.ai import choose
    from games.blockbuster import rules

    listed = 0
    real = rules.options

    def counted(state: State, colour: int) -> rules.Options:
        nonlocal listed
        listed += 1
        return real(state, colour)

    monkeypatch.setattr(rules, "options", counted)
    state = GAME.new(4, {}, 3)
    seat = min(GAME.to_act(state))
    move = choose("blockbuster", state, seat, "normal", 5)
    assert isinstance(move, Place)
    assert listed <= 30
    legal = set(GAME.legal(state, seat))
    for salt in range(20):
        first = AI.first_places(state, random.Random(salt), 6)
        assert first and all(place in legal for place, _ in first)


def test_a_blocked_colours_jumps_are_ranked_without_playing_each(monkeypatch) -> None:
    """A colour that cannot connect: the search ranks its jumps by their points less the gap's
    cost instead of playing each (the engine then checks every spot of every piece)."""
    from games.blockbuster import rules

    state = next(s for s in positions(range(6)) if options(s, s.turn).kind is Kind.JUMP)
    seat = min(GAME.to_act(state))
    moves = AI.moves(state, seat)
    assert Pass() in moves
    played = 0
    real = rules.place

    def counted(*args: Any, **kwargs: Any) -> Any:
        nonlocal played
        played += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(rules, "place", counted)
    ranked = AI.shortlist(state, seat, moves, random.Random(1), 12, root=True)
    assert played == 0 and ranked
