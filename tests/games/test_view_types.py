"""Views have exactly the keys their TypedDict declares (Dice Town's `DiceTownView`, Block
Buster's `BlockBusterView`, Shake That City's `ShakeCityView`, Akropolis' `AkropolisView`,
Bricklayer's `BricklayerView`, and the previews of Akropolis and Bricklayer, each game's
`PreviewView`), at every level, along seeded playouts: the declared type is what the renderer and
the cog are checked against."""

from __future__ import annotations

import random
import typing
from dataclasses import replace
from typing import Any

import pytest

from games.akropolis import GAME as AKROPOLIS
from games.akropolis.view import AkropolisView
from games.akropolis.view import PreviewView as AkropolisPreviewView
from games.blockbuster import GAME as BLOCKBUSTER
from games.blockbuster.view import BlockBusterView
from games.bricklayer import GAME as BRICKLAYER
from games.bricklayer import Place, Take
from games.bricklayer.view import BricklayerView, PreviewView
from games.dicetown import GAME
from games.dicetown.view import DiceTownView
from games.shakecity import GAME as SHAKECITY
from games.shakecity.view import ShakeCityView


def _check(value: Any, tp: Any, where: str) -> None:
    if typing.is_typeddict(tp):
        assert isinstance(value, dict), where
        keys = set(value)
        # Read from the hints: Python 3.11 misses NotRequired in postponed annotations.
        hints = typing.get_type_hints(tp, include_extras=True)
        optional = {k for k, h in hints.items() if typing.get_origin(h) is typing.NotRequired}
        required = set(hints) - optional
        assert required <= keys, f"{where}: missing {sorted(required - keys)}"
        assert keys <= set(hints), f"{where}: undeclared {sorted(keys - set(hints))}"
        for key in keys:
            inner = hints[key]
            if key in optional:
                inner = typing.get_args(inner)[0]
            _check(value[key], inner, f"{where}.{key}")
        return
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if origin in (typing.Union, __import__("types").UnionType):
        if value is None:
            assert type(None) in args, where
            return
        members = [a for a in args if a is not type(None)]
        failures = []
        for member in members:
            try:
                _check(value, member, where)
                return
            except AssertionError as exc:
                failures.append(str(exc))
        raise AssertionError(f"{where}: {value!r} fits none of {members}: {failures}")
    elif origin is list:
        assert isinstance(value, list), where
        for i, item in enumerate(value):
            _check(item, args[0], f"{where}[{i}]")
    elif origin is dict:
        assert isinstance(value, dict), where
    elif origin is None and tp in (int, str, bool):
        assert type(value) is tp, f"{where}: {value!r} is not {tp.__name__}"


def test_views_match_their_declared_type() -> None:
    for players in (2, 3, 5):
        state = GAME.new(players, {}, 40 + players)
        rnd = random.Random(players)
        for step in range(400):
            if step % 3 == 0:
                for viewer in (None, *range(players)):
                    _check(GAME.view(state, viewer), DiceTownView, f"view({viewer})")
            if GAME.result(state) is not None:
                break
            seat = rnd.choice(sorted(GAME.to_act(state)))
            state, _ = GAME.apply(state, seat, rnd.choice(GAME.legal(state, seat)))
        for viewer in (None, 0):
            _check(GAME.view(state, viewer), DiceTownView, "final view")


@pytest.mark.parametrize("mode,players", [("standard", 2), ("standard", 3), ("team", 4), ("special_duel", 2)])
def test_block_buster_views_match_their_declared_type(mode: str, players: int) -> None:
    state = BLOCKBUSTER.new(players, {"mode": mode}, 3)
    rnd = random.Random(players)
    for step in range(200):
        if step % 4 == 0:
            _check(BLOCKBUSTER.view(state, None), BlockBusterView, "view")
        if BLOCKBUSTER.result(state) is not None:
            break
        seat = min(BLOCKBUSTER.to_act(state))
        state, _ = BLOCKBUSTER.apply(state, seat, rnd.choice(BLOCKBUSTER.legal(state, seat)))
    _check(BLOCKBUSTER.view(state, None), BlockBusterView, "final view")


@pytest.mark.parametrize(
    "players,options",
    [(1, {}), (2, {}), (3, {"wild_night": True}), (4, {"side": "seaside", "construction": True})],
)
def test_shake_city_views_match_their_declared_type(players: int, options: dict[str, Any]) -> None:
    state = SHAKECITY.new(players, options, 8)
    rnd = random.Random(players)
    while SHAKECITY.result(state) is None:
        for viewer in (None, *range(players)):
            _check(SHAKECITY.view(state, viewer), ShakeCityView, f"view({viewer})")
        seat = min(SHAKECITY.to_act(state))
        state, _ = SHAKECITY.apply(state, seat, rnd.choice(SHAKECITY.legal(state, seat)))
    for viewer in (None, 0):
        _check(SHAKECITY.view(state, viewer), ShakeCityView, "final view")


_DECLARED: dict[str, tuple[Any, Any]] = {
    "akropolis": (AKROPOLIS, AkropolisView),
    "bricklayer": (BRICKLAYER, BricklayerView),
}


@pytest.mark.parametrize(
    "key,players,options",
    [
        ("akropolis", 1, {"difficulty": "hard"}),
        ("akropolis", 2, {"running_scores": True}),
        ("akropolis", 3, {"garden_variant": True}),
        ("akropolis", 4, {}),
        ("bricklayer", 2, {}),
        ("bricklayer", 3, {}),
        ("bricklayer", 4, {}),
    ],
)
def test_akropolis_and_bricklayer_views_match_their_declared_type(
    key: str, players: int, options: dict[str, Any]
) -> None:
    game, declared = _DECLARED[key]
    state = game.new(players, options, 5)
    rnd = random.Random(players)
    step = 0
    while game.result(state) is None:
        if step % 4 == 0:
            for viewer in (None, *range(players)):
                _check(game.view(state, viewer), declared, f"view({viewer})")
        seat = min(game.to_act(state))
        state, _ = game.apply(state, seat, rnd.choice(game.legal(state, seat)))
        step += 1
    for viewer in (None, 0):
        _check(game.view(state, viewer), declared, "final view")


def test_bricklayer_previews_match_their_declared_type() -> None:
    """Legal, refused and brickless previews (no card found) all have `PreviewView`'s keys."""
    state = BRICKLAYER.new(3, {}, 5)
    rnd = random.Random(3)
    kinds: set[tuple[bool, bool]] = set()
    while BRICKLAYER.result(state) is None:
        seat = min(BRICKLAYER.to_act(state))
        for action in BRICKLAYER.legal(state, seat)[:4]:
            if isinstance(action, Take | Place):
                for at in (action.at, (7, 7), (0, 0)):
                    shown = BRICKLAYER.preview(state, seat, replace(action, at=at))
                    _check(shown, PreviewView, f"preview({action}, {at})")
                    kinds.add((shown["legal"], "shape" in shown))
        shown = BRICKLAYER.preview(state, seat, Place("R0", (0, 0)))
        _check(shown, PreviewView, "preview(place)")
        kinds.add((shown["legal"], "shape" in shown))
        state, _ = BRICKLAYER.apply(state, seat, rnd.choice(BRICKLAYER.legal(state, seat)))
    assert kinds >= {(True, True), (False, True), (False, False)}


@pytest.mark.parametrize("players,options", [(1, {}), (2, {"running_scores": True}), (3, {})])
def test_akropolis_previews_match_their_declared_type(players: int, options: dict[str, Any]) -> None:
    state = AKROPOLIS.new(players, options, 5)
    rnd = random.Random(players)
    while AKROPOLIS.result(state) is None:
        seat = min(AKROPOLIS.to_act(state))
        legal = AKROPOLIS.legal(state, seat)
        for action in rnd.sample(legal, min(3, len(legal))):
            _check(AKROPOLIS.preview(state, seat, action), AkropolisPreviewView, f"preview({action})")
        state, _ = AKROPOLIS.apply(state, seat, rnd.choice(legal))
