"""Inside bot/, imports point inward: the Discord side (commands, then the code they share) uses the
services, which use the table repository, which uses the store; none of them imports a layer
outside its own, and no module imports itself back through others.

Every import counts: at the top of a module, inside a function, under TYPE_CHECKING. An import
made late or for types only still ties the two modules together for whoever reads or changes
them, and a cycle hidden in a function body is one that a reorganisation turns into an import
error at start-up.
"""

from __future__ import annotations

import ast
import fnmatch
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BOT = ROOT / "bot"

# Outermost first. A module may import its own layer and those after it, never one before it.
# The first pattern that matches a module places it; every module of bot/ must be placed.
LAYERS: list[tuple[str, tuple[str, ...]]] = [
    # The process, the bot's commands and each game's own UI: loaded by name, imported by none.
    (
        "commands",
        (
            "bot.__main__",
            "bot.app",
            "bot.cogs",
            "bot.cogs.*",
            "bot.longplay",
            "bot.table_setting",
            "bot.newgame",
            "bot.completeness",
        ),
    ),
    # What the commands share at the Discord edge: components, the chooser, the publisher,
    # answers, the move path as Discord sees it, the timers' and bots' loops.
    (
        "discord",
        (
            "bot.components",
            "bot.chooser",
            "bot.picker",
            "bot.gameui",
            "bot.gamepictures",
            "bot.publish",
            "bot.table_message",
            "bot.replies",
            "bot.playing",
            "bot.reminders",
            "bot.bots",
            "bot.suggestions",
            "bot.hints",
            "bot.review",
            "bot.private_answer",
            "bot.commandsync",
            "bot.choices",
            "bot.ports",
            "bot.access",
            "bot.permissions",
            "bot.closed_dms",
            "bot.display_names",
            "bot.plaintext",
            "bot.turns",
            "bot.notices",
            "bot.replays",
            "bot.i18n.translator",
            "bot.prechecks",
            "bot.typed_moves",
            "bot.reader",
            "bot.learn",
            "bot.scorecard",
            "bot.channel_lookup",
            "bot.ratelimits",
            "bot.sent",
        ),
    ),
    # What changes tables: the lobby, moves, timers and claims, seats and votes, undo, history;
    # ratings as a subscriber to a game's end; the search workers.
    ("services", ("bot.services", "bot.services.*", "bot.ratings", "bot.thinker")),
    # Loads, caches and locks tables.
    ("repository", ("bot.repository", "bot.tables")),
    # The database.
    ("store", ("bot.store", "bot.store_*", "bot.backend", "bot.migrations")),
    # Values and words every layer uses, which import no layer above.
    (
        "base",
        (
            "bot",
            "bot.config",
            "bot.lru",
            "bot.per_version",
            "bot.table_meta",
            "bot.bot_seats",
            "bot.deadlines",
            "bot.notify_settings",
            "bot.links",
            "bot.warmup",
            "bot.engine_caches",
            "bot.heap",
            "bot.i18n",
            "bot.i18n.*",
        ),
    ),
]


def _modules() -> dict[str, Path]:
    found = {}
    for path in BOT.rglob("*.py"):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _resolve(module: str, is_package: bool, target: str | None, level: int) -> str:
    if level == 0:
        return target or ""
    base = module.split(".")
    if not is_package:
        base.pop()
    if level > 1:
        base = base[: len(base) - (level - 1)]
    return ".".join([*base, *([target] if target else [])])


def import_graph() -> dict[str, set[str]]:
    """Module -> the modules of bot/ it imports, anywhere in its file."""
    modules = _modules()

    def known(name: str) -> str | None:
        while name and name not in modules:
            name = name.rpartition(".")[0]
        return name or None

    graph: dict[str, set[str]] = {}
    for module, path in modules.items():
        is_package = path.name == "__init__.py"
        targets: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = _resolve(module, is_package, node.module, node.level)
                # `from pkg import sub` imports the submodule; `from pkg import name`, the package.
                names = [f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base for a in node.names]
            else:
                continue
            for name in names:
                found = known(name)
                if found is not None and found != module and found.startswith("bot"):
                    targets.add(found)
        graph[module] = targets
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, edges = work[-1]
            for nxt in edges:
                if nxt not in index:
                    index[nxt] = low[nxt] = len(index)
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(sorted(graph[nxt]))))
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
    return found


def layer_of(module: str) -> int | None:
    for rank, (_, patterns) in enumerate(LAYERS):
        if any(fnmatch.fnmatchcase(module, pattern) for pattern in patterns):
            return rank
    return None


def test_the_cycle_finder_finds_a_cycle_through_three_modules() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": set(), "e": {"e"}}
    assert cycles(graph) == [["a", "b", "c"]]


def test_imports_inside_functions_and_for_types_only_count() -> None:
    graph = import_graph()
    # bot/app.py imports the publisher inside setup_hook and the bot player for types only.
    assert {"bot.publish", "bot.bots"} <= graph["bot.app"]


def test_bot_has_no_import_cycle() -> None:
    assert cycles(import_graph()) == []


def test_every_module_of_bot_has_a_layer() -> None:
    assert [m for m in sorted(import_graph()) if layer_of(m) is None] == []


def test_no_import_points_outward() -> None:
    names = [name for name, _ in LAYERS]
    outward = []
    for module, targets in sorted(import_graph().items()):
        own = layer_of(module)
        for target in sorted(targets):
            theirs = layer_of(target)
            if own is not None and theirs is not None and theirs < own:
                outward.append(f"{module} ({names[own]}) -> {target} ({names[theirs]})")
    assert outward == []


def test_the_store_loads_no_engine_ai_ratings_or_catalog() -> None:
    """Opening the database (a maintenance script, a migration) needs the store alone: the search,
    the engines, the ratings and the words stay unloaded."""
    code = (
        "import sys, bot.store, bot.store_pg, bot.backend\n"
        "print('\\n'.join(m for m in sys.modules if m.split('.')[0] in ('bot', 'games', 'render', 'fluent')))"
    )
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    unwanted = (
        "games",
        "render",
        "fluent",
        "bot.ratings",
        "bot.bots",
        "bot.thinker",
        "bot.i18n",
        "bot.tables",
    )
    loaded = [m for m in run.stdout.split() if any(m == u or m.startswith(u + ".") for u in unwanted)]
    assert sorted(loaded) == []
