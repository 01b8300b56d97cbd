"""The chooser itself (bot/chooser.py) on a game with many moves: menus paged past 25 options,
back navigation, the preview picture, the stale menu and a click from someone who may not act."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from PIL import Image

from bot.gameui import GameUI
from games.core import BadNotation, Event, Result, Seat, public
from tests.helpers.e2e import open_table
from tests.helpers.toy_game import Spoken, ToyGame

COLOURS = ("red", "blue")
NUMBERS = 120  # 120 numbers: five menus of 25 or fewer, two pages of four menus


@dataclass(frozen=True)
class Mark(Spoken):
    colour: str
    n: int


@dataclass(frozen=True)
class MarksState:
    players: int
    turn: int
    moves: int


class Marks(ToyGame):
    """Each player in turn marks a number in a colour; the game ends after four marks."""

    name = "marks"
    title = "Marks"
    min_players = 2
    max_players = 2
    state_type = MarksState

    def new(self, num_players: int, options: Mapping[str, Any] | None, seed: int) -> MarksState:
        return MarksState(num_players, 0, 0)

    def to_act(self, state: MarksState) -> frozenset[int]:
        return frozenset() if state.moves >= 4 else frozenset({state.turn})

    def legal(self, state: MarksState, player: int) -> list[Mark]:
        if player not in self.to_act(state):
            return []
        return [Mark(c, n) for c in COLOURS for n in range(1, NUMBERS + 1)]

    def apply(self, state: MarksState, player: int, action: Mark) -> tuple[MarksState, list[Event]]:
        self.check_legal(state, player, action)
        after = replace(state, turn=1 - state.turn, moves=state.moves + 1)
        return after, [public("marked", player=Seat(player), colour=action.colour, n=action.n)]

    def view(self, state: MarksState, player: int | None) -> dict[str, Any]:
        return {"moves": state.moves}

    def result(self, state: MarksState) -> Result | None:
        if state.moves < 4:
            return None
        return Result((0, 0), ((0, 1),), ({}, {}), frozenset(), "Four marks.")

    def parse(self, text: str) -> Mark:
        parts = text.split()
        if len(parts) != 3 or parts[0] != "mark" or not parts[2].isdigit():
            raise BadNotation("bad_notation", text=repr(text))
        return Mark(parts[1], int(parts[2]))


class MarksUI(GameUI):
    def preview_images(self, seat: int, action: Any, *, reader: Any) -> list[tuple[str, Image.Image]]:
        return [("preview.png", Image.new("P", (8, 8)))]


async def _start(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(games={"marks": Marks()})
    bot.game_uis["marks"] = MarksUI(bot, "marks")
    board = await open_table(fake, "marks", [alice, bob])
    return bot, alice, bob, board


def _options(message: Any) -> list[list[str]]:
    return [[o["value"] for o in s["options"]] for s in message.selects]


def _labels(message: Any) -> list[str]:
    return [b["label"] for b in message.buttons]


async def test_pages_back_and_the_preview_before_playing(fake, make_bot):
    bot, alice, _, board = await _start(fake, make_bot)
    opened = await fake.click(alice, board, "Choose a move")
    chooser = opened.message
    assert opened.ephemeral and _options(chooser) == [list(COLOURS)]
    assert "↩ Back" not in _labels(chooser)  # "mark" was taken unasked: nothing to go back to

    await fake.select(alice, chooser, chooser.selects[0]["custom_id"], ["red"])
    assert "`mark red`" in chooser.content
    menus = _options(chooser)
    assert len(menus) == 4 and all(len(m) <= 25 for m in menus)
    assert [v for m in menus for v in m] == [str(n) for n in range(1, 101)]
    assert _labels(chooser) == ["page 2 ▶", "↩ Back"]

    await fake.click(alice, chooser, "page 2 ▶")
    assert _options(chooser) == [[str(n) for n in range(101, 121)]]
    assert _labels(chooser) == ["◀ page 1", "↩ Back"]

    await fake.select(alice, chooser, chooser.selects[0]["custom_id"], ["120"])
    assert _labels(chooser) == ["Play: mark red 120", "↩ Back"]
    assert [a.filename for a in chooser.attachments] == ["preview.png"]

    await fake.click(alice, chooser, "↩ Back")  # to the numbers, then to the colours
    assert len(_options(chooser)) == 4 and not chooser.attachments
    await fake.click(alice, chooser, "↩ Back")
    assert _options(chooser) == [list(COLOURS)]

    await fake.select(alice, chooser, chooser.selects[0]["custom_id"], ["blue"])
    await fake.select(alice, chooser, chooser.selects[0]["custom_id"], ["7"])
    played = await fake.click(alice, chooser, "Play: mark blue 7")
    assert not played.errors and chooser.content.startswith("✅ You played")
    table = await bot.tables.table(fake.channel("games").id)
    assert [a.action for a in await bot.store.actions(table.id)] == ["mark blue 7"]


async def test_a_stale_chooser_is_retired_and_plays_nothing(fake, make_bot):
    bot, alice, _, board = await _start(fake, make_bot)
    chooser = (await fake.click(alice, board, "Choose a move")).message
    await fake.select(alice, chooser, chooser.selects[0]["custom_id"], ["red"])
    await fake.select(alice, chooser, chooser.selects[0]["custom_id"], ["3"])
    assert "Play: mark red 3" in _labels(chooser)
    await fake.slash(alice, "play", channel="games", move="mark blue 5")

    await fake.click(alice, chooser, "Play: mark red 3")
    assert "moved on" in chooser.content and not chooser.components
    table = await bot.tables.table(fake.channel("games").id)
    assert [a.action for a in await bot.store.actions(table.id)] == ["mark blue 5"]


async def test_someone_who_may_not_act_is_refused_and_changes_nothing(fake, make_bot):
    bot, alice, bob, board = await _start(fake, make_bot)
    refused = await fake.click(bob, board, "Choose a move")
    assert refused.ephemeral and "not your turn" in refused.content
    chooser = (await fake.click(alice, board, "Choose a move")).message
    await fake.select(alice, chooser, chooser.selects[0]["custom_id"], ["red"])
    await fake.select(alice, chooser, chooser.selects[0]["custom_id"], ["9"])

    # Bob sends the same custom_ids (a forged copy of Alice's menu): refused, nothing played.
    forged = await fake.create_message(
        fake.channel("games"), {"content": "copy", "components": chooser.components}, []
    )
    r = await fake.click(bob, forged, "Play: mark red 9")
    assert r.ephemeral and "not your turn" in r.content
    table = await bot.tables.table(fake.channel("games").id)
    assert not await bot.store.actions(table.id)
    assert "Play: mark red 9" in _labels(chooser)  # Alice's own menu is untouched


async def test_a_game_with_its_own_chooser_shows_no_generic_one(fake, make_bot):
    users = [fake.user("alice"), fake.user("bob")]
    await make_bot()
    for n, game in enumerate(("akropolis", "bricklayer", "shakecity", "blockbuster")):
        board = await open_table(fake, game, users, channel=f"table-{n}")
        labels = [b["label"] for b in board.buttons]
        if game != "blockbuster":
            assert "Choose a move" not in labels, (game, labels)
            continue
        # Block Buster's "Choose a move" is its own chooser: a piece first, with its picture.
        mover = next(u for u in users if f"<@{u.id}>" in board.content.split("Your turn, ")[1][:40])
        chooser = (await fake.click(mover, board, "Choose a move")).message
        assert chooser.selects[0]["placeholder"] == "Choose a piece"
        assert [a.filename for a in chooser.attachments] == ["pieces.png"]
