"""The generic picker's steps and the chooser's layout of menus: pure, no Discord round trip."""

from types import SimpleNamespace
from typing import cast

import discord

from bot.chooser import (
    MENU_OPTIONS,
    Choice,
    ChoiceButton,
    ChoiceSelect,
    Go,
    Play,
    PlayButton,
    Question,
    Step,
    components,
)
from bot.picker import END, back, step
from bot.tables import Table


def test_offers_first_tokens_in_legal_order():
    s = step(["take 1 R0 A1", "take 1 R0 B1", "coin", "take 2 R90 C3"])
    assert s.options == ("take", "coin") and not s.done


def test_a_single_path_is_followed_without_asking():
    s = step(["take 1 R0 A1", "take 1 R0 B1"], ("take",))
    assert s.prefix == ("take", "1", "R0") and s.options == ("A1", "B1")


def test_completes_when_one_action_remains():
    s = step(["take 1 R0 A1", "take 1 R0 B1"], ("take", "1", "R0", "B1"))
    assert s.complete == "take 1 R0 B1"


def test_an_action_that_is_a_prefix_of_another_gets_an_end_choice():
    s = step(["buy 2", "buy 2 R0 A1"], ("buy", "2"))
    assert s.options == (END, "R0")
    assert step(["buy 2", "buy 2 R0 A1"], (*s.prefix, END)).complete == "buy 2"


def test_unknown_prefix_offers_nothing():
    s = step(["coin"], ("take",))
    assert s.options == () and not s.done


def test_back_skips_the_steps_that_had_one_way_on():
    notations = ["take 1 R0 A1", "take 1 R0 B1", "take 2 R0 A1", "coin"]
    assert back(notations, ("take", "1")) == ("take",)  # "take 1" went on to R0 unasked
    assert back(notations, ("take",)) == ()
    assert back(notations, ()) is None


def _choices(n: int, group=lambda i: None) -> list[Choice]:
    return [Choice(f"c{i}", str(i), group=group(i)) for i in range(n)]


def test_more_than_25_choices_are_split_into_menus_of_25():
    chunks = Question("{}", _choices(60)).chunks()
    assert [len(c) for c in chunks] == [25, 25, 10]
    assert [c.value for chunk in chunks for c in chunk] == [str(i) for i in range(60)]


def test_a_group_is_never_split_across_menus():
    # Rows of 8: three rows fit in 24, the fourth starts a new menu.
    chunks = Question("{}", _choices(40, group=lambda i: i // 8)).chunks()
    assert [len(c) for c in chunks] == [24, 16]
    assert all(len({c.group for c in chunk}) == len(chunk) // 8 for chunk in chunks)


def test_pages_leave_a_row_for_the_page_buttons():
    assert [len(p) for p in Question("{}", _choices(100)).pages()] == [4]
    assert [len(p) for p in Question("{}", _choices(101), paged=3).pages()] == [3, 2]


def _table() -> Table:
    # The layout reads only the table's id.
    return cast(Table, SimpleNamespace(id=7))


def _rows(view):
    out = []
    for item in view.children:
        assert isinstance(item, ChoiceButton | ChoiceSelect | PlayButton)
        out.append((type(item).__name__, item.item.custom_id))
    return out


def test_the_second_page_shows_its_menus_and_buttons_to_either_side():
    question = Question("x {}", _choices(250), paged=3, page_label=lambda flat, way: f"{way} {flat[0].value}")
    view = components(_table(), "5", Step("", [question]), page=1, state="x", locale="en")
    selects = [i for i in view.children if isinstance(i, ChoiceSelect)]
    assert [o.value for o in selects[0].item.options][:1] == ["75"]  # page 2 starts at the 76th
    assert all(len(s.item.options) <= MENU_OPTIONS for s in selects)
    buttons = {i.item.label: i.item.custom_id for i in view.children if isinstance(i, ChoiceButton)}
    assert buttons == {"-1 0": "ch:7:5:0:x", "1 150": "ch:7:5:2:x"}


def test_a_menu_leads_to_its_state_with_the_value_in_place():
    view = components(
        _table(), "3", Step("", [Question("a:{}:b", _choices(2))]), page=0, state="", locale="en"
    )
    [select] = view.children
    assert isinstance(select, ChoiceSelect)
    assert select.item.custom_id == "cs:7:3:0:a:{}:b"
    assert select.then.replace("{}", "1", 1) == "a:1:b"


def test_steps_buttons_play_and_back_come_in_order():
    step_ = Step("", [Go("Tile 2", "2:0"), Play("Take it", "take 2")], back="")
    view = components(_table(), "9", step_, page=0, state="2:1", locale="en")
    assert _rows(view) == [
        ("ChoiceButton", "ch:7:9:0:2:0"),
        ("PlayButton", "cp:7:9:take 2"),
        ("ChoiceButton", "ch:7:9:0:"),
    ]
    back_button = view.children[-1]
    assert isinstance(back_button, ChoiceButton) and back_button.item.label == "↩ Back"


async def test_openers_of_older_boards_open_the_same_step():
    from bot.chooser import ChoiceButton

    template = ChoiceButton.__discord_ui_compiled_template__
    expected = {
        "pick:4:17": "",
        "bb:go:4:17": "",
        "sc:build:4": "",
        "ak:t:4:17:3": "3:0:-1:0",  # Akropolis: the tile in slot 3
        "bl:o:4:17:b2": "b2::",  # Bricklayer: buy deck 2's card
        "ch:4:17:0:t1:R90:": "t1:R90:",
    }
    for custom_id, state in expected.items():
        match = template.fullmatch(custom_id)
        assert match is not None, custom_id
        item = SimpleNamespace(label="x")
        button = await ChoiceButton.from_custom_id(cast(discord.Interaction, None), item, match)
        assert (button.game_id, button.state) == (4, state), custom_id
