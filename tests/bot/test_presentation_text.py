"""Sentences the cogs build from engine events: an automatic pass in the player's terms."""

from __future__ import annotations

from bot.cogs.bricklayer.presentation import BricklayerUI
from bot.gameui import Reader
from games.core import Seat, public
from tests.helpers.tables import detached_ui, table_of


def test_a_bricklayer_automatic_pass_says_why_in_the_players_terms() -> None:
    ui = detached_ui(BricklayerUI, "bricklayer")
    table = table_of("bricklayer", [10, 11], version=3)
    full = public("pass", player=Seat(1), reason="coin_limit", limit=3)
    empty = public("pass", player=Seat(0), reason="supply_empty", limit=3)
    (line,) = ui.event_lines([full], reader=Reader(table, "en"))
    assert "<@11>" in line and "nothing face-up fits your wall" in line
    assert "no coin can be taken" not in line and "most coins" in line
    (line,) = ui.event_lines([empty], reader=Reader(table, "en"))
    assert "<@10>" in line and "supply is empty" in line and "no coin can be taken" not in line
