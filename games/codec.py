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

Out = Callable[[Any], Any]
In = Callable[[Any, Any], Any]
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

    def unhook(tp: Any) -> Out:
        return conv.get_unstructure_hook(tp)

    def hook(tp: Any) -> Out:
        inner = conv.get_structure_hook(tp)

        def structure(v: Any) -> Any:
            return inner(v, tp)

        return structure

    # -- to JSON ---------------------------------------------------------------------------------
    def tuple_out(tp: Any) -> Out:
        args = typing.get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            if args[0] in _SCALARS:
                return list
            item = unhook(args[0])

            def items_out(v: tuple[Any, ...]) -> list[Any]:
                return [item(x) for x in v]

            return items_out
        each = [unhook(a) for a in args]

        def fixed_out(v: tuple[Any, ...]) -> list[Any]:
            return [f(x) for f, x in zip(each, v, strict=True)]

        return fixed_out

    def set_out(tp: Any) -> Out:
        item = unhook(typing.get_args(tp)[0])

        def sorted_out(v: frozenset[Any]) -> list[Any]:
            return sorted((item(x) for x in v), key=_sort_key)

        return sorted_out

    def map_out(tp: Any) -> Out:
        kt, vt = typing.get_args(tp)
        key, value = unhook(kt), unhook(vt)

        def pairs_out(v: Mapping[Any, Any]) -> list[list[Any]]:
            return [[key(k), value(x)] for k, x in v.items()]

        return pairs_out

    def optional_out(tp: Any) -> Out:
        (inner,) = [unhook(a) for a in typing.get_args(tp) if a is not type(None)]

        def maybe_out(v: Any) -> Any:
            return None if v is None else inner(v)

        return maybe_out

    def enum_out(tp: Any) -> Out:
        def value_out(v: enum.Enum) -> Any:
            return v.value

        return value_out

    # -- from JSON -------------------------------------------------------------------------------
    def tuple_in(tp: Any) -> In:
        args = typing.get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            if args[0] in _SCALARS:
                return _tuple_of
            item = hook(args[0])

            def items_in(v: list[Any], _: Any) -> tuple[Any, ...]:
                return tuple([item(x) for x in v])

            return items_in
        if all(a in _SCALARS for a in args):  # a cell (row, column) and the like
            return _tuple_of
        each = [hook(a) for a in args]

        def fixed_in(v: list[Any], _: Any) -> tuple[Any, ...]:
            return tuple([f(x) for f, x in zip(each, v, strict=True)])

        return fixed_in

    def set_in(tp: Any) -> In:
        item = hook(typing.get_args(tp)[0])

        def frozen_in(v: list[Any], _: Any) -> frozenset[Any]:
            return frozenset(item(x) for x in v)

        return frozen_in

    def map_in(tp: Any) -> In:
        kt, vt = typing.get_args(tp)
        key, value = hook(kt), hook(vt)

        def pairs_in(v: list[list[Any]], _: Any) -> dict[Any, Any]:
            return {key(k): value(x) for k, x in v}

        return pairs_in

    def optional_in(tp: Any) -> In:
        (only,) = [a for a in typing.get_args(tp) if a is not type(None)]
        inner = hook(only)

        def maybe_in(v: Any, _: Any) -> Any:
            return None if v is None else inner(v)

        return maybe_in

    def scalar_in(tp: type) -> In:
        def checked(v: Any, _: Any) -> Any:
            # bool is an int in Python, but not in a dump: a bool field holds true/false only.
            if type(v) is not tp and not (tp is float and type(v) is int):
                raise TypeError(f"expected {tp.__name__}, got {v!r}")
            return v

        return checked

    def enum_in(tp: Any) -> In:
        def member_in(v: Any, _: Any) -> Any:
            return tp(v)

        return member_in

    conv.register_unstructure_hook_factory(_is_tuple, tuple_out)
    conv.register_unstructure_hook_factory(_is_set, set_out)
    conv.register_unstructure_hook_factory(_is_map, map_out)
    conv.register_unstructure_hook_factory(_is_optional, optional_out)
    conv.register_unstructure_hook_factory(_is_enum, enum_out)
    conv.register_structure_hook_factory(_is_tuple, tuple_in)
    conv.register_structure_hook_factory(_is_set, set_in)
    conv.register_structure_hook_factory(_is_map, map_in)
    conv.register_structure_hook_factory(_is_optional, optional_in)
    conv.register_structure_hook_factory(_is_enum, enum_in)
    for tp in (int, str, bool, float):
        conv.register_structure_hook(tp, scalar_in(tp))
    return conv


def _tuple_of(v: list[Any], _: Any) -> tuple[Any, ...]:
    return tuple(v)


def _is_tuple(tp: Any) -> bool:
    return _origin(tp) is tuple


def _is_set(tp: Any) -> bool:
    return _origin(tp) in (frozenset, set)


def _is_map(tp: Any) -> bool:
    return _origin(tp) in (dict, Mapping)


def _is_enum(tp: Any) -> bool:
    return isinstance(tp, type) and issubclass(tp, enum.Enum)


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
    state: T = CONVERTER.structure(data, cls)
    return state
