"""JSON conversion of frozen dataclass states: one cattrs converter for every game.

Dicts become lists of [key, value] pairs, because keys are often tuples (cells); frozensets are
sorted so the dump is canonical; tuples become lists and enums their values. cattrs compiles one
function per dataclass from its type hints, so neither dump nor load reflects on a value.
"""

from __future__ import annotations

import enum
import json
import types
import typing
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

import cattrs

Hook = Callable[..., Any]
T = TypeVar("T")

_SCALARS = (int, str, bool, float, type(None))


def _origin(tp: Any) -> Any:
    return typing.get_origin(tp)


def _is_optional(tp: Any) -> bool:
    return _origin(tp) in (typing.Union, types.UnionType)


def _sort_key(value: Any) -> str:
    return json.dumps(value, sort_keys=True)


def _make() -> cattrs.Converter:
    conv = cattrs.Converter(detailed_validation=False)

    def unhook(tp: Any) -> Hook:
        return conv.get_unstructure_hook(tp)

    def is_same(tp: Any) -> bool:
        return tp in _SCALARS

    # -- to JSON ---------------------------------------------------------------------------------
    def tuple_out(tp: Any) -> Hook:
        args = typing.get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            if is_same(args[0]):
                return list
            item = unhook(args[0])
            return lambda v: [item(x) for x in v]
        items = [unhook(a) for a in args]
        return lambda v: [f(x) for f, x in zip(items, v, strict=True)]

    def set_out(tp: Any) -> Hook:
        item = unhook(typing.get_args(tp)[0])
        return lambda v: sorted((item(x) for x in v), key=_sort_key)

    def map_out(tp: Any) -> Hook:
        kt, vt = typing.get_args(tp)
        key, value = unhook(kt), unhook(vt)
        return lambda v: [[key(k), value(x)] for k, x in v.items()]

    def optional_out(tp: Any) -> Hook:
        (inner,) = [unhook(a) for a in typing.get_args(tp) if a is not type(None)]
        return lambda v: None if v is None else inner(v)

    conv.register_unstructure_hook_factory(lambda t: _origin(t) is tuple, tuple_out)
    conv.register_unstructure_hook_factory(lambda t: _origin(t) in (frozenset, set), set_out)
    conv.register_unstructure_hook_factory(lambda t: _origin(t) in (dict, Mapping), map_out)
    conv.register_unstructure_hook_factory(_is_optional, optional_out)

    # -- from JSON -------------------------------------------------------------------------------
    def hook(tp: Any) -> Hook:
        inner = conv.get_structure_hook(tp)
        return lambda v: inner(v, tp)

    def tuple_in(tp: Any) -> Hook:
        args = typing.get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            if is_same(args[0]):
                return lambda v, _: tuple(v)
            item = hook(args[0])
            return lambda v, _: tuple([item(x) for x in v])
        if all(is_same(a) for a in args):  # a cell (row, column) and the like
            return lambda v, _: tuple(v)
        items = [hook(a) for a in args]
        return lambda v, _: tuple([f(x) for f, x in zip(items, v, strict=True)])

    def set_in(tp: Any) -> Hook:
        item = hook(typing.get_args(tp)[0])
        return lambda v, _: frozenset(item(x) for x in v)

    def map_in(tp: Any) -> Hook:
        kt, vt = typing.get_args(tp)
        key, value = hook(kt), hook(vt)
        return lambda v, _: {key(k): value(x) for k, x in v}

    def optional_in(tp: Any) -> Hook:
        (only,) = [a for a in typing.get_args(tp) if a is not type(None)]
        inner = hook(only)
        return lambda v, _: None if v is None else inner(v)

    def scalar_in(tp: Any) -> Hook:
        def checked(v: Any, _: Any) -> Any:
            # bool is an int in Python, but not in a dump: a bool field holds true/false only.
            if type(v) is not tp and not (tp is float and type(v) is int):
                raise TypeError(f"expected {tp.__name__}, got {v!r}")
            return v

        return checked

    conv.register_structure_hook_factory(lambda t: _origin(t) is tuple, tuple_in)
    conv.register_structure_hook_factory(lambda t: _origin(t) in (frozenset, set), set_in)
    conv.register_structure_hook_factory(lambda t: _origin(t) in (dict, Mapping), map_in)
    conv.register_structure_hook_factory(_is_optional, optional_in)
    for tp in (int, str, bool, float):
        conv.register_structure_hook(tp, scalar_in(tp))
    conv.register_structure_hook_factory(
        lambda t: isinstance(t, type) and issubclass(t, enum.Enum), lambda t: lambda v, _: t(v)
    )
    conv.register_unstructure_hook_factory(
        lambda t: isinstance(t, type) and issubclass(t, enum.Enum), lambda t: lambda v: v.value
    )
    return conv


CONVERTER = _make()

DUMP_KEY_VERSION = "v"


def dump_dataclass(state: Any, version: int) -> dict[str, Any]:
    """A JSON dict of a state dataclass with its schema version."""
    out: dict[str, Any] = CONVERTER.unstructure(state, type(state))
    out[DUMP_KEY_VERSION] = version
    return out


def load_dataclass(cls: type[T], data: Mapping[str, Any], version: int) -> T:
    """Inverse of `dump_dataclass`; a field added later with a default takes it when absent."""
    got = data.get(DUMP_KEY_VERSION)
    if got != version:
        raise ValueError(f"state schema version {got!r}, expected {version}")
    # The version key is not a field: the compiled loader reads only the fields it knows.
    return CONVERTER.structure(data, cls)
