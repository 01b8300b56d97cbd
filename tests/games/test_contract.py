"""The engine contract, checked for every registered game by seeded random playouts."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from games.core import BadOptions, Game, IllegalAction, Result, replay
from games.registry import GAMES

MAX_STEPS = 4000
CUSTOM_ID_TAIL = 80  # the action's share of a 100-character Discord custom_id


def _configs(game: Game) -> list[tuple[int, dict[str, Any]]]:
    """Every player count with default options, then each non-default option value once, then
    every option at its last non-default value at once (variants that change one another)."""
    counts = range(game.min_players, game.max_players + 1)
    out: list[tuple[int, dict[str, Any]]] = [(n, {}) for n in counts]
    together: dict[str, Any] = {}
    for name, option in game.options.items():
        for value in option.choices:
            if value != option.default:
                together[name] = value
                for n in counts:
                    out.append((n, {name: value}))
    if len(together) > 1:
        out += [(n, together) for n in counts]
    return out


def _new(game: Game, n: int, options: dict[str, Any], seed: int):
    try:
        return game.new(n, options, seed)
    except BadOptions:
        return None


def _canon(game: Game, state: Any) -> str:
    return json.dumps(game.dump(state), sort_keys=True)


def _check_view(game: Game, state: Any, n: int) -> None:
    for who in [None, *range(n)]:
        view = game.view(state, who)
        text = json.dumps(view)
        assert '"rng"' not in text and '"seed"' not in text, f"view for {who} exposes the generator"


def playout(game: Game, n: int, options: dict[str, Any], seed: int, *, deep_every: int = 7) -> Any:
    state = _new(game, n, options, seed)
    if state is None:
        return None
    rnd = random.Random(seed)
    log: list[tuple[int, str]] = []
    for step in range(MAX_STEPS):
        to_act = game.to_act(state)
        result = game.result(state)
        if result is not None:
            assert not to_act, "a finished game still waits for someone"
            _check_result(result, n)
            break
        assert to_act, "nobody may act but the game has no result"
        may_act = game.may_act(state)
        assert to_act <= may_act, "may_act must include every seat the game waits for"
        for p in range(n):
            if p not in may_act:
                assert game.legal(state, p) == [], f"seat {p} has legal actions out of turn"
            else:
                assert game.legal(state, p), f"seat {p} may act but has no legal action"
        extra = sorted(may_act - to_act)
        # Now and then a seat that is allowed but not waited for acts (a raise during a ruling);
        # mostly the waited-for seats do, so that every game still ends.
        if extra and rnd.random() < 0.15:
            player = rnd.choice(extra)
            assert game.legal(state, player), f"seat {player} may act but has no legal action"
            state = _act(game, state, player, rnd.choice(game.legal(state, player)), log, n)
            continue
        player = rnd.choice(sorted(to_act))
        legal = game.legal(state, player)
        assert legal, f"seat {player} must act but has no legal action"
        deep = step % deep_every == 0
        if deep:
            for action in legal:
                text = str(action)
                assert game.parse(text) == action, f"{text!r} does not round-trip"
                assert len(text) <= CUSTOM_ID_TAIL
            assert game.load(json.loads(json.dumps(game.dump(state)))) == state
            _check_view(game, state, n)
            default = game.default_action(state, player)
            assert default in legal, f"default action {default} is not legal"
        action = rnd.choice(legal)
        before = _canon(game, state) if deep else None
        previous = state
        state = _act(game, state, player, action, log, n)
        if before is not None:
            assert _canon(game, previous) == before, "apply mutated its input"
    else:
        pytest.fail(f"{game.name} did not finish in {MAX_STEPS} steps")
    assert _canon(game, replay(game, n, options, seed, log)) == _canon(game, state), "replay differs"
    return state


def _act(game: Game, state: Any, player: int, action: Any, log: list[tuple[int, str]], n: int) -> Any:
    state, events = game.apply(state, player, action)
    log.append((player, str(action)))
    for event in events:
        assert event.to is None or all(0 <= p < n for p in event.to)
    return state


def _check_result(result: Result, n: int) -> None:
    assert len(result.scores) == n
    seats = sorted(s for group in result.ranking for s in group)
    assert seats == list(range(n)), "the ranking must place every seat once"
    assert result.winners <= set(range(n))


@pytest.mark.parametrize("key", sorted(GAMES))
def test_declares_metadata(key: str) -> None:
    game = GAMES[key]
    assert game.name == key
    assert 1 <= game.min_players <= game.max_players <= 5
    for name, option in game.options.items():
        assert option.default in option.choices, f"option {name}: default not among its choices"


@pytest.mark.parametrize("key", sorted(GAMES))
def test_random_playouts_keep_the_contract(key: str) -> None:
    game = GAMES[key]
    played = 0
    for i, (n, options) in enumerate(_configs(game)):
        if playout(game, n, options, seed=1000 + i) is not None:
            played += 1
    assert played >= game.max_players - game.min_players + 1


@pytest.mark.parametrize("key", sorted(GAMES))
def test_apply_never_mutates_and_refuses_what_is_not_legal(key: str) -> None:
    game = GAMES[key]
    n = max(2, game.min_players)
    state = game.new(n, {}, 7)
    rnd = random.Random(7)
    for _ in range(40):
        if game.result(state) is not None:
            break
        player = min(game.to_act(state))
        legal = game.legal(state, player)
        before = _canon(game, state)
        action = rnd.choice(legal)
        new_state, _ = game.apply(state, player, action)
        assert _canon(game, state) == before, "apply mutated its input"
        others = [p for p in range(n) if p not in game.may_act(state)]
        if others:
            with pytest.raises(IllegalAction):
                game.apply(state, others[0], action)
        state = new_state


@pytest.mark.parametrize("key", sorted(GAMES))
def test_bad_notation_is_refused_with_a_sentence(key: str) -> None:
    from games.core import GameError

    game = GAMES[key]
    for text in ["", "   ", "zzz", "place", "\u0000\u202e", "x" * 500, "1 2 3 4 5 6 7 8 9"]:
        with pytest.raises(GameError) as info:
            game.parse(text)
        assert str(info.value).strip(), "the error must say something"


@pytest.mark.parametrize("key", sorted(GAMES))
def test_may_act_is_a_superset_of_to_act_and_every_such_seat_can_act(key: str) -> None:
    """Along seeded playouts: each seat allowed to act has a legal action the engine accepts,
    and each seat not allowed is refused with a sentence."""
    game = GAMES[key]
    for n in range(game.min_players, game.max_players + 1):
        state = _new(game, n, {}, 99 + n)
        if state is None:
            continue
        rnd = random.Random(n)
        for _ in range(60):
            if game.result(state) is not None:
                assert game.may_act(state) == frozenset()
                break
            to_act, may_act = game.to_act(state), game.may_act(state)
            assert to_act <= may_act
            for p in sorted(may_act):
                legal = game.legal(state, p)
                assert legal, f"seat {p} may act but has no legal action"
                game.apply(state, p, rnd.choice(legal))  # accepted: raises nothing
            for p in range(n):
                if p not in may_act:
                    with pytest.raises(IllegalAction) as info:
                        game.apply(state, p, game.legal(state, min(to_act))[0])
                    assert str(info.value).strip()
            player = rnd.choice(sorted(to_act))
            state, _ = game.apply(state, player, rnd.choice(game.legal(state, player)))


def _verdict(call: Any, *args: Any) -> tuple[str, str, bool] | None:
    try:
        call(*args)
    except IllegalAction as exc:
        return exc.code, str(exc), exc.plain
    return None


@pytest.mark.parametrize("key", sorted(GAMES))
def test_check_refuses_exactly_what_apply_refuses_with_the_same_sentence(key: str) -> None:
    """Moves that were legal a few steps ago, or for another seat, are mostly refused now:
    `check` must say so exactly when `apply` does, with the same code and sentence."""
    game = GAMES[key]
    n = max(2, game.min_players)
    state = game.new(n, {}, 11)
    rnd = random.Random(11)
    pool: list[Any] = []
    refused = 0
    for _ in range(80):
        if game.result(state) is not None:
            break
        for p in range(n):
            pool.extend(rnd.sample(game.legal(state, p), min(3, len(game.legal(state, p)))))
        pool = pool[-30:]
        for p in range(n):
            for action in rnd.sample(pool, min(6, len(pool))):
                checked = _verdict(game.check, state, p, action)
                applied = _verdict(game.apply, state, p, action)
                assert checked == applied, f"seat {p}, {action}: check {checked}, apply {applied}"
                refused += checked is not None
        player = rnd.choice(sorted(game.to_act(state)))
        action = rnd.choice(game.legal(state, player))
        assert game.check(state, player, action) is None
        state, _ = game.apply(state, player, action)
    assert refused > 0


@pytest.mark.parametrize("key", sorted(GAMES))
def test_shared_refusals_use_the_shared_codes(key: str) -> None:
    from games import core

    game = GAMES[key]
    n = max(2, game.min_players)
    state = game.new(n, {}, 5)
    waiting = game.to_act(state)
    idle = [p for p in range(n) if p not in game.may_act(state)]
    action = game.legal(state, min(waiting))[0]
    if idle:
        with pytest.raises(IllegalAction) as info:
            game.check(state, idle[0], action)
        assert info.value.code in (core.NOT_YOUR_TURN, core.ALREADY_CHOSEN, "ruling_locked")
    with pytest.raises(IllegalAction) as info:
        game.check(state, min(waiting), object())
    assert info.value.code in (core.UNKNOWN_ACTION, core.NOT_LEGAL)
    with pytest.raises(BadOptions) as bad:
        game.new(game.max_players + 1, {}, 1)
    assert bad.value.code == core.PLAYER_COUNT


def test_one_word_actions_are_values_of_their_own_class() -> None:
    from games.blockbuster.state import Pass, Resign
    from games.bricklayer.actions import Pass as BrickPass
    from games.dicetown.actions import Skip

    assert Pass() == Pass() and hash(Pass()) == hash(Pass())
    assert Pass() != Resign() and Pass() != BrickPass() and len({Pass(), Resign(), BrickPass()}) == 3
    assert (str(Pass()), str(Resign()), str(Skip()), repr(Skip())) == ("pass", "resign", "skip", "Skip()")
    assert GAMES["dicetown"].parse("skip") == Skip() and GAMES["blockbuster"].parse("resign") == Resign()
    game = GAMES["blockbuster"]
    assert (game.describe(Pass()), game.describe(Resign())) == ("pass for the rest of the game", "resign")
