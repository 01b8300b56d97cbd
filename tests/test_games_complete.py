"""Every registered game has every piece the bot looks for; a missing one is named; and the
skeleton `python -m bot.newgame KEY` writes has every piece too."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

import bot.cogs
import games
import render
from bot.completeness import missing
from bot.newgame import write
from games.manifest import Manifest
from games.registry import MANIFESTS, from_source, load
from tests.toygame import GAME as TICTACTOE

ROOT = Path(__file__).resolve().parents[1]
TOY = ROOT / "tests" / "toygame"


@pytest.mark.parametrize("key", list(MANIFESTS))
def test_every_registered_game_has_every_piece(key):
    # The shipped engines still write their events' English in Event.text: their
    # event-<game>-<code> entries are not asked of them yet.
    found = [line for line in missing(MANIFESTS[key]) if " event-" not in line]
    assert found == []


def test_the_sixth_game_has_every_piece_its_events_included():
    assert missing(load(["tests.toygame"])["tictactoe"]) == []


def test_a_missing_piece_is_named(tmp_path, monkeypatch):
    home = tmp_path / "toyhome"
    shutil.copytree(TOY / "locales", home / "locales")
    shutil.copytree(TOY / "help", home / "help")
    (home / "__init__.py").write_text("")
    (home / "help" / "zh-CN.md").unlink()
    english = home / "locales" / "en" / "tictactoe.ftl"
    english.write_text(english.read_text().replace("event-tictactoe-won", "event-tictactoe-wins"))
    chinese = home / "locales" / "zh-CN" / "tictactoe.ftl"
    chinese.write_text("\n".join(s for s in chinese.read_text().splitlines() if "-taken" not in s))
    monkeypatch.syspath_prepend(str(tmp_path))
    manifest = Manifest(
        key="tictactoe",
        game=TICTACTOE,
        renderer="render.tictactoe",
        ai="tests.toygame.ai",
        home="toyhome",
        commands=("mark",),
    )
    assert missing(manifest) == [
        "game 'tictactoe': no renderer module render.tictactoe",
        "game 'tictactoe': move commands but no UI package whose cog has them",
        "game 'tictactoe': no AI module tests.toygame.ai",
        "game 'tictactoe': no en catalog entry event-tictactoe-won",
        "game 'tictactoe': no zh-CN catalog entry event-tictactoe-wins",
        "game 'tictactoe': no zh-CN catalog entry refusal-tictactoe-taken",
        "game 'tictactoe': no help for zh-CN",
    ]
    assert missing(Manifest(key="tictactoe", game=TICTACTOE)) == [
        "game 'tictactoe': no renderer (Manifest.renderer)",
        "game 'tictactoe': no folder for its catalog and help (Manifest.home, or its UI package)",
    ]


@pytest.fixture
def project(tmp_path, monkeypatch) -> Iterator[Path]:
    """A project folder whose games/, render/ and bot/cogs/ packages the real ones are extended by,
    as if the files written there had been written into the project."""
    for package, folder in ((games, "games"), (render, "render"), (bot.cogs, "bot/cogs")):
        monkeypatch.setattr(package, "__path__", [*package.__path__, str(tmp_path / folder)])
    yield tmp_path
    for name in [n for n in sys.modules if n.split(".")[-1] == "kakuro" or ".kakuro." in n]:
        del sys.modules[name]


def test_the_skeleton_of_a_new_game_has_every_piece(project):
    done = subprocess.run(
        [sys.executable, "-m", "bot.newgame", "kakuro", "--root", str(project)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert 'add "games.kakuro" to SHIPPED' in done.stdout
    written = sorted(str(p.relative_to(project)) for p in project.rglob("*") if p.is_file())
    assert written == [
        "bot/cogs/kakuro/__init__.py",
        "bot/cogs/kakuro/help/en.md",
        "bot/cogs/kakuro/help/zh-CN.md",
        "bot/cogs/kakuro/locales/en/kakuro.ftl",
        "bot/cogs/kakuro/locales/zh-CN/kakuro.ftl",
        "bot/cogs/kakuro/presentation.py",
        "games/kakuro/__init__.py",
        "games/kakuro/game.py",
        "games/kakuro/view.py",
        "render/kakuro.py",
    ]
    manifest = from_source("games.kakuro")
    assert (manifest.key, manifest.renderer, manifest.ui, manifest.ai) == (
        "kakuro",
        "render.kakuro",
        "bot.cogs.kakuro",
        None,
    )
    assert missing(manifest) == []
    # What is left to a person is the rules.
    with pytest.raises(NotImplementedError, match="kakuro: the state at the start"):
        manifest.game.new(2, {}, seed=1)


def test_the_scaffold_overwrites_nothing_and_takes_only_a_keys_spelling(tmp_path):
    write("kakuro", tmp_path)
    before = (tmp_path / "render" / "kakuro.py").read_text()
    with pytest.raises(FileExistsError):
        write("kakuro", tmp_path)
    assert (tmp_path / "render" / "kakuro.py").read_text() == before
    for bad in ("Kakuro", "ka-kuro", "../x", "数独"):
        with pytest.raises(ValueError):
            write(bad, tmp_path / "other")
    assert not (tmp_path / "other").exists()


def test_the_score_capability_and_the_engines_live_score_go_together():
    toy = load(["tests.toygame"])["tictactoe"]
    claimed = replace(toy, capabilities=frozenset({"score"}))
    assert missing(claimed) == ["game 'tictactoe': capability 'score' but its engine has no live_score()"]
    # An engine that keeps a score so far, its manifest silent about it: players would never see it.
    akropolis = MANIFESTS["akropolis"]
    silent = replace(akropolis, capabilities=akropolis.capabilities - {"score"})
    found = [line for line in missing(silent) if " event-" not in line]
    assert found == [
        "game 'akropolis': its engine has live_score() but its manifest does not declare capability 'score'"
    ]
