"""The refusal codes the engines and the table services raise, found by reading their source.

An engine's error takes its code as its first argument (`IllegalAction("deck_empty", deck=3)`),
its sentence being the catalog's; the table service's takes its English first and `code=`. A code
is written either as a literal or as one of the shared constants of games/core.py (`GAME_OVER`,
`core.GAME_OVER`); an error class may carry its code as a class attribute
(`BadNotation.code = BAD_NOTATION`) or a class keyword (`NoTable`). All are resolved to the string
the catalog keys on, so a code renamed in games/core.py is followed here without a list to keep.
"""

from __future__ import annotations

import ast
import functools
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# Files of the engines that every game shares (the contract, the bots' search, polyominoes).
SHARED = "games"


def _constants(tree: ast.Module) -> dict[str, str]:
    """Module-level `NAME = "text"` assignments."""
    out: dict[str, str] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant):
            for target in node.targets:
                if isinstance(target, ast.Name) and isinstance(node.value.value, str):
                    out[target.id] = node.value.value
    return out


@functools.cache
def core_constants() -> dict[str, str]:
    return _constants(ast.parse((ROOT / "games" / "core.py").read_text(encoding="utf-8")))


def _class_codes(tree: ast.Module, names: dict[str, str]) -> dict[str, str]:
    """Error classes whose `code` class attribute is set: class name -> code."""
    out: dict[str, str] = {}
    for node in ast.walk(tree):
        if not isinstance(node, ast.ClassDef):
            continue
        for keyword in node.keywords:  # class NoTable(TableError, code="no_table")
            if keyword.arg == "code" and (code := _resolve(keyword.value, names)) is not None:
                out[node.name] = code
        for item in node.body:
            value = None
            if isinstance(item, ast.Assign):
                targets = [getattr(t, "id", None) for t in item.targets]
            elif isinstance(item, ast.AnnAssign):
                targets = [getattr(item.target, "id", None)]
            else:
                continue
            if "code" in targets:
                value = item.value
            code = _resolve(value, names) if value is not None else None
            if code is not None:
                out[node.name] = code
    return out


def _resolve(node: ast.expr | None, names: dict[str, str]) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name):
        return names.get(node.id)
    if isinstance(node, ast.Attribute):  # core.GAME_OVER
        return core_constants().get(node.attr)
    return None


# The engines' error classes, whose first argument is the code (games/core.py and their subclasses).
ENGINE_ERRORS = {"GameError", "IllegalAction", "BadNotation", "BadOptions"}
# What `sentence` holds for an engine's error: its sentence is the catalog's entry for the code.
CATALOG = "<catalog>"


@functools.cache
def _engine_errors() -> frozenset[str]:
    """The engines' error classes: games/core.py's and every class under games/ deriving one."""
    out = set(ENGINE_ERRORS)
    for path in sorted((ROOT / "games").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                bases = {b.id if isinstance(b, ast.Name) else getattr(b, "attr", "") for b in node.bases}
                if bases & out:
                    out.add(node.name)
    return frozenset(out)


@dataclass(frozen=True)
class Raised:
    """One error built with a code: where, its code, and the source of its sentence."""

    path: Path
    package: str  # the game's folder under games/, "games" for shared files, "bot" for the bot
    code: str
    sentence: str


def _sources() -> list[Path]:
    # The table services' refusals: the tables, their repository and every service.
    bot = [
        ROOT / "bot" / "tables.py",
        ROOT / "bot" / "repository.py",
        *sorted((ROOT / "bot" / "services").glob("*.py")),
    ]
    return [*sorted((ROOT / "games").rglob("*.py")), *bot]


def _package(path: Path) -> str:
    rel = path.relative_to(ROOT)
    if rel.parts[0] == "bot":
        return "bot"
    return rel.parts[1] if len(rel.parts) > 2 and rel.parts[1] != "ai" else SHARED


@functools.cache
def _class_table() -> dict[str, str]:
    """Every error class with a code of its own, across the engines and the table service."""
    out: dict[str, str] = {}
    for path in _sources():
        text = path.read_text(encoding="utf-8")
        tree = ast.parse(text)
        out.update(_class_codes(tree, {**core_constants(), **_constants(tree)}))
    # The base classes' own codes mean "no code given": only their subclasses' codes count.
    for base in ("GameError", "IllegalAction", "BadOptions", "TableError"):
        out.pop(base, None)
    return out


def raised() -> Iterator[Raised]:
    """Every call that builds an error with a code (an engine error's first argument, a `code=`
    keyword or a class with its own)."""
    classes = _class_table()
    engine = _engine_errors()
    for path in _sources():
        text = path.read_text(encoding="utf-8")
        tree = ast.parse(text)
        names = {**core_constants(), **_constants(tree)}
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            code = classes.get(name or "")
            if name in engine and path.parts[len(ROOT.parts)] == "games":
                code = _resolve(node.args[0], names)
                if code is not None:
                    yield Raised(path, _package(path), code, CATALOG)
                continue
            for keyword in node.keywords:
                if keyword.arg == "code":
                    # A code passed on from a variable is not known here: not counted.
                    code = _resolve(keyword.value, names)
            if code is None:
                continue
            sentence = ast.get_source_segment(text, node.args[0]) or ""
            yield Raised(path, _package(path), code, sentence)


def codes_by_package() -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for r in raised():
        out.setdefault(r.package, set()).add(r.code)
    return out


def sentences_by_code() -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for r in raised():
        out.setdefault(r.code, set()).add(r.sentence)
    return out
