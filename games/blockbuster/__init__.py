"""Block Buster (圍堵高手, Donghoon Lee 2008): surround symbol tiles with polyominoes on one board.

Spec: shared/rules/block-buster.md (from the seed 004_34626c08d76c4e98), with its component data
trimmed into data.json. Modes (option `mode`): standard for 2-4 players, special_duel, team, official_duel.

Decisions where the spec is silent (also in the module comments):
- Colours are named in turn order from the drawn start player: red, blue with two colours (as in
  Examples A-C), else red, yellow, blue, green (Example H: the special duel's start player has red
  and blue). Seats keep the join order, so team-mates are seats 1+3 and 2+4 (D20).
- A non-canonical orientation (e.g. `place 2 R180 A1`) is accepted everywhere and made canonical:
  `parse` and `apply` both turn it into its first equivalent code (R0); `str()` always prints the
  canonical code, as `legal()` lists only distinct codes (§9).
- An instant winner's set of T identical symbols scores 12 in every mode, also in the 2-player
  3x3 game whose table stops at two (§9: "the highest set value of the table (12)").
- Resigning (§9) ends the game at once when the players still in all belong to one side (one
  player, or one team); resigned players rank last, a later resignation lower. In the team game a
  team with a resigned member ranks below a team without.
"""

from __future__ import annotations

from games.manifest import Manifest

from .game import BlockBuster
from .state import Mode, Pass, Place, Resign, State

GAME = BlockBuster()

__all__ = ["GAME", "MANIFEST", "BlockBuster", "Mode", "Pass", "Place", "Resign", "State"]


MANIFEST = Manifest(
    key="blockbuster",
    game=GAME,
    renderer="render.blockbuster",
    ui="bot.cogs.blockbuster",
    ai="games.blockbuster.ai",
    commands=("place",),
    capabilities=frozenset({"preview", "score"}),
)
