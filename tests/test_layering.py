"""The layers of DESIGN.md: only bot/ talks to Discord and the database; games/ draws nothing."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FORBIDDEN = {
    "games": {"discord", "aiosqlite", "sqlite3", "PIL", "render", "bot"},
    "render": {"discord", "aiosqlite", "sqlite3", "bot"},
}


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_layer_imports(layer: str) -> None:
    offenders = {
        str(p.relative_to(ROOT)): sorted(_imports(p) & FORBIDDEN[layer]) for p in (ROOT / layer).rglob("*.py")
    }
    assert {k: v for k, v in offenders.items() if v} == {}


def _code_strings(path: Path) -> list[str]:
    """String constants other than docstrings: where a path to read would be written."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    return [
        n.value
        for n in ast.walk(tree)
        if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docstrings
    ]


def test_nothing_reads_the_shared_folder() -> None:
    """Whoever clones the project has only the project: its data lives in its own packages."""
    for layer in ("bot", "games", "render", "tests"):
        for path in (ROOT / layer).rglob("*.py"):
            if path.name == "test_layering.py":
                continue
            hits = [s for s in _code_strings(path) if "shared/" in s and ("rules" in s or "seeds" in s)]
            assert hits == [], f"{path.relative_to(ROOT)} refers to {hits}"


# The loopback Discord stands in for the real one: it may use what discord.py itself runs on, and
# nothing of the bot, the games or the other tests, so that what it checks is not what it uses.
FAKEDISCORD_MAY_IMPORT = {"discord", "aiohttp", "yarl"}


def _all_imports(path: Path) -> list[tuple[str, int]]:
    """Every import of a file as (module, level), relative ones included."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: list[tuple[str, int]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(a.name, 0) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            found.append((node.module or "", node.level))
    return found


def test_the_loopback_discord_imports_only_discord_aiohttp_and_yarl() -> None:
    package = ROOT / "tests" / "fakediscord"
    offenders: dict[str, list[str]] = {}
    for path in package.rglob("*.py"):
        depth = len(path.relative_to(package).parts) - 1  # how far below the package it sits
        for module, level in _all_imports(path):
            top = module.split(".")[0]
            inside = level > 0 and level <= depth + 1
            outside = top in sys.stdlib_module_names or top in FAKEDISCORD_MAY_IMPORT
            allowed = inside or (level == 0 and outside)
            if not allowed:
                offenders.setdefault(str(path.relative_to(ROOT)), []).append("." * level + module)
    assert offenders == {}
