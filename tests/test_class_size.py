"""No class in bot/ grows past a size a reader can hold in mind: at most 20 public methods of its
own (defs in its body, properties included, not starting with "_"). A class that needs more holds
two concerns, which read better as two classes (or a class and the module functions it uses).
"""

from __future__ import annotations

import ast
from pathlib import Path

BOT = Path(__file__).resolve().parent.parent / "bot"
MOST = 20


def public_methods(source: str) -> dict[str, list[str]]:
    """Each class of a module (nested ones too, by name) -> its own public methods."""
    found = {}
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ClassDef):
            defs = (d for d in node.body if isinstance(d, ast.FunctionDef | ast.AsyncFunctionDef))
            found[node.name] = [d.name for d in defs if not d.name.startswith("_")]
    return found


def class_sizes() -> list[tuple[int, str]]:
    """(public methods, "path:Class") for every class in bot/, largest first."""
    sizes = []
    for path in sorted(BOT.rglob("*.py")):
        where = path.relative_to(BOT.parent)
        for name, methods in public_methods(path.read_text(encoding="utf-8")).items():
            sizes.append((len(methods), f"{where}:{name}"))
    return sorted(sizes, reverse=True)


def test_the_counter_counts_properties_and_async_defs_but_not_private_or_inherited() -> None:
    source = """
class Base:
    def a(self): ...
    def b(self): ...
class Child(Base):
    x = 1
    @property
    def p(self): ...
    async def q(self): ...
    def _hidden(self): ...
    def __init__(self): ...
"""
    assert public_methods(source) == {"Base": ["a", "b"], "Child": ["p", "q"]}


def test_no_class_in_bot_has_more_than_20_public_methods() -> None:
    sizes = class_sizes()
    assert sizes, "no class found in bot/"
    offenders = [f"{where} ({count})" for count, where in sizes if count > MOST]
    assert not offenders, f"classes with more than {MOST} public methods: " + ", ".join(offenders)
