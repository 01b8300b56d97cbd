"""Write the skeleton of a new game: `python -m bot.newgame KEY [--root DIR]`.

Every piece the bot looks for, in the game's own folders under DIR (the project by default):
its engine and manifest (games/KEY/), its renderer (render/KEY.py), its UI package with its
catalog and rules help (bot/cogs/KEY/). No AI: the generic one plays until the game has its own.
What is left to a person: the rules (games/KEY/game.py), the pictures, the words, and the one
line that registers it (games/registry.py's SHIPPED). Nothing existing is overwritten.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from games.manifest import Manifest

FILES: dict[str, str] = {
    "games/{key}/__init__.py": '''"""{title}: what it is, for how many players, and the decisions
where its rules are silent."""

from __future__ import annotations

from games.{key}.game import GAME
from games.manifest import Manifest

__all__ = ["GAME", "MANIFEST"]

# No AI of its own yet (ai=None: the generic one); add `ai="games.{key}.ai"` once it has one.
MANIFEST = Manifest(key="{key}", game=GAME, renderer="render.{key}", ui="bot.cogs.{key}")
''',
    "games/{key}/game.py": '''"""{title}'s rules: the state, the moves and their notation, the end."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.core import Event, GameBase, Result
from games.{key}.view import {cls}View


@dataclass(frozen=True)
class State:
    players: int


class {cls}(GameBase):
    name = "{key}"
    title = "{title}"
    min_players = 2
    max_players = 4
    state_type = State

    def setup(self, num_players: int, options: dict[str, Any], seed: int) -> State:
        raise NotImplementedError("{key}: the state at the start")

    def to_act(self, state: State) -> frozenset[int]:
        raise NotImplementedError("{key}: the seats the game waits for")

    def legal(self, state: State, player: int) -> list[Any]:
        raise NotImplementedError("{key}: a seat's legal moves")

    def play(self, state: State, player: int, action: Any) -> tuple[State, list[Event]]:
        raise NotImplementedError("{key}: a move, and its events")

    def default_action(self, state: State, player: int) -> Any:
        raise NotImplementedError("{key}: the move played for a seat that runs out of time")

    def view(self, state: State, player: int | None) -> {cls}View:
        return {{"players": state.players}}

    def result(self, state: State) -> Result | None:
        raise NotImplementedError("{key}: the scores and ranking once the game is over")

    def parse(self, text: str) -> Any:
        raise NotImplementedError("{key}: a move from its notation")


GAME = {cls}()
''',
    "games/{key}/view.py": '''"""What {title}'s players see: the view its renderer draws from."""

from __future__ import annotations

from typing import TypedDict


class {cls}View(TypedDict):
    players: int
''',
    "render/{key}.py": '''"""{title}'s pictures, drawn from its view alone."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from games.{key}.view import {cls}View
from render.core import Say, Words, canvas, templates, text

say = Words("{key}", templates({{"title": "{title}"}}))


@say.speaks
def draw(view: {cls}View, *, names: Sequence[str] | None = None, words: Say | None = None) -> Image.Image:
    image = canvas(360, 240)
    text(ImageDraw.Draw(image), (180, 120), say("title"), size=24, anchor="mm")
    return image


def post_images(
    view: {cls}View,
    *,
    names: Sequence[str] | None = None,
    focus: int | None = None,
    words: Say | None = None,
) -> list[tuple[str, Image.Image]]:
    return [("board", draw(view, names=names, words=words))]
''',
    "bot/cogs/{key}/__init__.py": '''"""{title} in Discord: its GameUI (and, once it has commands of
its own, its GameCog, and the persistent components its setup adds)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .presentation import {cls}UI

if TYPE_CHECKING:
    from ...app import TableBot

KEY = "{key}"


async def setup(bot: TableBot) -> None:
    bot.game_uis[KEY] = {cls}UI(bot, KEY)
''',
    "bot/cogs/{key}/presentation.py": '''"""How {title} looks in Discord: override only the hooks of
bot/gameui.py that differ."""

from __future__ import annotations

from ...gameui import GameUI


class {cls}UI(GameUI):
    pass
''',
    "bot/cogs/{key}/locales/en/{key}.ftl": """# {title}: its name, its events (event-{key}-<code>),
# its refusals (refusal-{key}-<code>) and the words its pictures draw.

term-{key}-game = {title}
""",
    "bot/cogs/{key}/locales/zh-CN/{key}.ftl": """# {title}：名称、事件、拒绝理由和文字。

term-{key}-game = {title}
""",
    "bot/cogs/{key}/help/en.md": """**{title}** (2-4 players): what the game is about, in one line.

How a turn goes, how a move is written for `/play`, and how the game ends.

Start a table with `/game new game:{key}`.
""",
    "bot/cogs/{key}/help/zh-CN.md": """**{title}**（2-4 人）：一句话说明游戏。

一轮怎么进行，`/play` 的走法怎么写，游戏怎么结束。

用 `/game new game:{key}` 开一桌。
""",
}


def write(key: str, root: Path) -> list[Path]:
    """Write the skeleton of game `key` under `root`; the paths written."""
    Manifest.check_key(key)
    values = {"key": key, "title": key.capitalize(), "cls": key.capitalize()}
    paths = {root / name.format(key=key): text.format(**values) for name, text in FILES.items()}
    existing = [p for p in paths if p.exists()]
    if existing:
        raise FileExistsError(f"{existing[0]} exists already")
    for path, text in paths.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return list(paths)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bot.newgame", description="Write the skeleton of a new game."
    )
    parser.add_argument("key", help="the game's key: lower-case ASCII letters, digits and _")
    parser.add_argument("--root", type=Path, default=Path.cwd(), help="the project's folder")
    args = parser.parse_args(argv)
    try:
        written = write(args.key, args.root)
    except (ValueError, FileExistsError) as exc:
        print(exc, file=sys.stderr)
        return 2
    for path in written:
        print(path)
    print(f'Now add "games.{args.key}" to SHIPPED in games/registry.py.')
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
