"""Shake That City (摇动城市), 1-4 players: spec shared/rules/shake-that-city.md, seed 000_6920964d98841d36.

Implements the spec with decisions D1-D29 as written (edges, zones, bonus tiles, construction pairs,
wild cubes as an add-on to a colour). Choices the spec leaves to the implementation:

- Options: `side` (inland/seaside), `family`, `construction`, `wild_night`. Solo is simply a 1-seat game;
  it always uses the Construction setup (the option is forced on) and refuses Family (D22).
- Passing is never an action: a seat with no placeable allowed option is passed automatically (4.2, D14),
  with a public event giving the reason. So `legal()` is never empty for a seat in `to_act()`.
- Non-start players do not pre-submit during phase A (the optional latency saver of spec 8 is not offered):
  phase B opens once the start player has placed or passed.
- Phase-B placements (and the construction tiles / bonus tiles they trigger) are told privately to their
  player and reach the public view only when the round closes (D25). The start player's phase-A choice is
  public at once, because it bars his colour.
- Notation: `<option> <anchor>`, e.g. `H D2` or `H+W D2` (colour letter H S F P R, `+W` to take every wild
  cube), the anchor being the board cell of the shape's first cube in reading order (D24).
- The spec's tile supply is unlimited (D20); the solo target is 55, 60 with Wild Night.
"""

from __future__ import annotations

from games.manifest import Manifest
from games.shakecity.actions import Place, parse_option
from games.shakecity.data import PLURAL, RESTRICTED_ROUNDS, parse_cell
from games.shakecity.game import GAME, ShakeCity

__all__ = [
    "GAME",
    "MANIFEST",
    "PLURAL",
    "RESTRICTED_ROUNDS",
    "Place",
    "ShakeCity",
    "parse_cell",
    "parse_option",
]


MANIFEST = Manifest(
    key="shakecity",
    game=GAME,
    renderer="render.shakecity",
    ui="bot.cogs.shakecity",
    ai="games.shakecity.ai",
    commands=(),
    capabilities=frozenset({"private", "score"}),
)
