"""Whether a registered game has every piece the bot looks for, and which one it lacks.

`missing(manifest)` reads the parts its manifest names (imports them, reads its catalog and help
files) and says, one sentence each, what is absent: "game 'toy': no en catalog entry
event-toy-placed", "no renderer module render.toy", "no help for zh-CN". The tests run it on every
game of the registry and on what `python -m bot.newgame` writes.
"""

from __future__ import annotations

import importlib
import inspect
import re
from pathlib import Path

from fluent.syntax import FluentParser, ast

from games.ai.base import GameAI
from games.core import GameBase
from games.manifest import Manifest

from .i18n.help import MAX_MESSAGE
from .i18n.homes import folder_of

# The locales a game writes itself (zh-TW is derived from zh-CN).
WRITTEN = ("en", "zh-CN")
# An event an engine writes out: public("code", ...), private("code", ...), Event("code", ...).
EVENT = re.compile(r"\b(?:public|private|Event)\(\s*(?:code=)?\"([a-z0-9_]+)\"")
# What each capability needs a UI package of the game's own for.
NEEDS_UI = {"private": "draw what a seat alone sees", "chat": "read the channel's chat"}


def _module(path: str) -> object | None:
    try:
        return importlib.import_module(path)
    except ModuleNotFoundError as exc:
        if exc.name is not None and path.startswith(exc.name):
            return None
        raise


def event_codes(manifest: Manifest) -> set[str]:
    """The event codes the engine's package writes out literally."""
    source = inspect.getsourcefile(type(manifest.game))
    if source is None:
        return set()
    folder = Path(source).parent
    return {code for path in folder.glob("*.py") for code in EVENT.findall(path.read_text(encoding="utf-8"))}


def catalog_ids(manifest: Manifest, locale: str) -> set[str] | None:
    """The message ids of the game's own catalog in `locale`, None when it has no such folder."""
    root = folder_of(manifest, "locales", locale)
    if root is None or not root.is_dir():
        return None
    ids: set[str] = set()
    for entry in root.iterdir():
        if entry.name.endswith(".ftl"):
            resource = FluentParser().parse(entry.read_text(encoding="utf-8"))
            ids |= {e.id.name for e in resource.body if isinstance(e, ast.Message)}
    return ids


def missing(manifest: Manifest) -> list[str]:
    """What the game lacks, one sentence each (empty: complete)."""
    key = manifest.key
    out: list[str] = []
    if manifest.game.name != key:
        out.append(f"its engine is called {manifest.game.name!r}")
    out += _renderer(manifest)
    out += _ui(manifest)
    out += _score(manifest)
    out += _ai(manifest)
    if manifest.resources is None:
        out.append("no folder for its catalog and help (Manifest.home, or its UI package)")
    else:
        out += _catalog(manifest)
        out += _help(manifest)
    return [f"game {key!r}: {line}" for line in out]


def _renderer(manifest: Manifest) -> list[str]:
    if manifest.renderer is None:
        return ["no renderer (Manifest.renderer)"]
    module = _module(manifest.renderer)
    if module is None:
        return [f"no renderer module {manifest.renderer}"]
    return [
        f"renderer {manifest.renderer} has no {f}" for f in ("draw", "post_images") if not hasattr(module, f)
    ]


def _ui(manifest: Manifest) -> list[str]:
    out: list[str] = []
    if manifest.ui is None:
        if manifest.commands:
            out.append("move commands but no UI package whose cog has them")
        out += [
            f"capability {c!r} but no UI package to {NEEDS_UI[c]}"
            for c in manifest.capabilities & set(NEEDS_UI)
        ]
        return out
    module = _module(manifest.ui)
    if module is None:
        return [f"no UI package {manifest.ui}"]
    if not callable(getattr(module, "setup", None)):
        out.append(f"UI package {manifest.ui} has no setup(bot)")
    if "preview" in manifest.capabilities and type(manifest.game).preview is GameBase.preview:
        out.append("capability 'preview' but its engine has no preview()")
    return out


def _score(manifest: Manifest) -> list[str]:
    """The Score button is offered by the capability alone: declared, the engine must answer it;
    answered, the manifest must declare it, or the players never see it."""
    declared = "score" in manifest.capabilities
    answers = type(manifest.game).live_score is not GameBase.live_score
    if declared and not answers:
        return ["capability 'score' but its engine has no live_score()"]
    if answers and not declared:
        return ["its engine has live_score() but its manifest does not declare capability 'score'"]
    return []


def _ai(manifest: Manifest) -> list[str]:
    if manifest.ai is None:
        return []
    module = _module(manifest.ai)
    if module is None:
        return [f"no AI module {manifest.ai}"]
    ai = getattr(module, "AI", None)
    if not isinstance(ai, GameAI):
        return [f"AI module {manifest.ai} has no AI (a GameAI)"]
    if ai.game is not manifest.game:
        return [f"the AI of {manifest.ai} plays another engine"]
    return []


def _catalog(manifest: Manifest) -> list[str]:
    key = manifest.key
    out: list[str] = []
    ids = {locale: catalog_ids(manifest, locale) for locale in WRITTEN}
    wanted = {f"term-{key}-game"} | {f"event-{key}-{code}" for code in sorted(event_codes(manifest))}
    english = ids["en"] or set()
    for locale, found in ids.items():
        if found is None:
            out.append(f"no {locale} catalog ({manifest.resources}: locales/{locale}/*.ftl)")
            continue
        need = wanted | (english if locale != "en" else set())
        out += [f"no {locale} catalog entry {i}" for i in sorted(need - found)]
    return out


def _help(manifest: Manifest) -> list[str]:
    out: list[str] = []
    for locale in WRITTEN:
        path = folder_of(manifest, "help", f"{locale}.md")
        if path is None or not path.is_file():
            out.append(f"no help for {locale}")
        elif len(path.read_text(encoding="utf-8")) > MAX_MESSAGE:
            out.append(f"its {locale} help is longer than one message ({MAX_MESSAGE} characters)")
    return out
