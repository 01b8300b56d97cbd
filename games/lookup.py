"""The engines' lookup tables that live as long as the process, all built at once.

Block Buster's placements of every piece on every board with their index by cell, and
Bricklayer's actions of every shape and the masks that tell where it fits: each engine fills
them on first use, a board or shape at a time, and keeps them. A long-running process builds
them before it starts work (the bot's start-up, a search worker's), so that none is paid for
inside a move or a decision and the collector can be told to leave them alone from the start
(`gc.freeze`).
"""

from __future__ import annotations

from games.blockbuster import geometry as blockbuster_geometry
from games.blockbuster import rules as blockbuster_rules
from games.bricklayer import data as bricklayer_data
from games.bricklayer import rules as bricklayer_rules


def load_tables() -> None:
    """Every table above, built now (about 1 s of CPU, 8 MB)."""
    for setup in sorted({mode.setup for mode in blockbuster_geometry.MODE_TABLE.values()}):
        for piece in blockbuster_geometry.PIECE_IDS:
            blockbuster_rules.spots(setup, piece)
            blockbuster_rules.through(setup, piece)
    for shape in bricklayer_data.SHAPES:
        bricklayer_rules.make_actions(shape)
        bricklayer_data.sweeps(shape)
