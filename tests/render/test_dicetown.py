"""Dice Town images: they decode, have the expected size, and known pixels show known things."""

from __future__ import annotations

from dataclasses import replace

from PIL import Image

from games.dicetown import GAME
from games.dicetown.state import Player
from render import dicetown as R
from render.core import c, png, recording, seat_colour, text_width
from tests.helpers.dicetown import ANA, BO, CY, faces, play, resolve, table
from tests.helpers.pixels import decoded, pixel


def rolling_state():
    players = [
        Player(8, kept=faces("9 9"), roll=faces("K K A")),
        Player(6, roll=faces("9 10 J Q K"), hand=("GS03", "P05")),
        Player(8, kept=faces("Q Q Q Q"), roll=faces("A"), fenced=("P21",)),
    ]
    return table(players=players, sheriff=CY)


def test_public_table_decodes_with_its_size_and_palette() -> None:
    view = GAME.view(rolling_state(), None)
    image = decoded(R.draw(view))
    assert image.mode == "P" and image.size == (R.WIDTH, R.image_height(view))
    assert image.size[0] <= 500 and image.size[1] < 700  # three players: phone-wide, portrait


def test_kept_dice_cup_slots_seat_swatches_and_the_star() -> None:
    view = GAME.view(rolling_state(), None)
    image = decoded(R.draw(view))
    x0, y0, _, _ = R.kept_die_box(view, ANA, 1)
    assert pixel(image, (x0 + 4, y0 + 4)) == c("white")  # Ana's second kept die
    x0, y0, _, _ = R.kept_die_box(view, ANA, 2)
    assert pixel(image, (x0 + 6, y0 + 6)) == c("dt_cup")  # her third die is still in the cup
    for seat_ in (ANA, BO, CY):
        sw = R.swatch_box(view, seat_)
        assert pixel(image, (sw[0] + 4, sw[1] + 4)) == c(seat_colour(seat_))
    assert pixel(image, R.star_centre(view, CY)) == c("gold")
    assert pixel(image, R.star_centre(view, ANA)) != c("gold")


def test_display_cards_show_their_kind_band() -> None:
    state = replace(rolling_state(), display=("P12", "GS01", "P17"))
    view = GAME.view(state, None)
    image = decoded(R.draw(view))
    box = R.display_slot_box(1)
    assert pixel(image, ((box[0] + box[2]) // 2, box[1] + 4)) == c("dt_property")


def test_an_open_tie_adds_its_panel_and_marks_the_location() -> None:
    state, _ = resolve(["9 9 K K A", "9 9 10 J Q", "10 J Q K A"], sheriff=CY)
    state, _ = play(state, (ANA, "offer dollars 2"), (ANA, "promise pick me"))
    view = GAME.view(state, None)
    assert R.ruling_height(view) > 0 and R.players_top(view) > R.players_top(GAME.view(rolling_state(), None))
    image = decoded(R.draw(view))
    x0, y0, _, y1 = R.location_box("gold_mine")
    assert pixel(image, (x0 + 1, (y0 + y1) // 2)) == c("highlight")
    assert pixel(image, (R.PAD + 3, R.HALL_Y + R.HALL_H + 12)) == c("panel")


def test_the_public_image_shows_no_secret() -> None:
    """Two tables differing only in secrets (a roll, a hand, a confirmed keep) draw the same pixels."""
    a = rolling_state()
    b = a.with_player(BO, roll=faces("A A A A A"), hand=("GS01", "P01"))
    assert png(R.draw(GAME.view(a, None))) == png(R.draw(GAME.view(b, None)))
    a2, _ = GAME.apply(a, BO, GAME.parse("keep 9 10"))
    b2, _ = GAME.apply(b, BO, GAME.parse("keep A"))
    assert png(R.draw(GAME.view(a2, None))) == png(R.draw(GAME.view(b2, None)))


def test_private_image_shows_the_roll_the_keep_and_the_hand() -> None:
    state, _ = GAME.apply(rolling_state(), BO, GAME.parse("keep 9 10"))
    image = decoded(R.draw_private(GAME.view(state, BO)))
    assert image.mode == "P" and image.size[0] == R.PRIVATE_W and 150 < image.size[1] < 400
    die_x, die_y = R.PAD + 4, 38 + 20
    assert pixel(image, (die_x + 5, die_y + 5)) == c("white")  # the first rolled die
    assert pixel(image, (die_x - 2, die_y + 25)) == c("highlight")  # outlined: it is in the confirmed keep
    assert pixel(image, (die_x + 4 * 60 - 2, die_y + 25)) != c("highlight")  # the K is not kept
    # The hand: a General Store card (equipment band) first.
    hand_top = image.size[1] - R.PAD - 2 - (R.CARD_H + 6)
    assert pixel(image, (R.PAD + 4 + R.CARD_W // 2, hand_top + 4)) == c("dt_equipment")


def test_private_image_without_a_roll_and_with_offered_cards() -> None:
    players = [Player(8, hand=("GS03", "P01")), Player(8), Player(8)]
    state, _ = resolve(["9 9 K K A", "9 9 10 J Q", "10 J Q K A"], sheriff=CY, players=players)
    state, _ = play(state, (ANA, "offer card P01"))
    for seat_ in (ANA, CY):  # the offerer and the Sheriff see the offered card
        view = GAME.view(state, seat_)
        assert R._offered(view, seat_)[0][1][0]["id"] == "P01"
        decoded(R.draw_private(view))
    assert R._offered(GAME.view(state, BO), BO) == []


def test_game_over_puts_the_score_table_in_the_towns_place() -> None:
    before = GAME.view(resolve(["A K K Q Q", "9 9 10 10 J"], sheriff=ANA)[0], None)
    state, _ = resolve(["A K K Q Q", "9 9 10 10 J"], sheriff=ANA, display=("P01",), prop_deck=())
    view = GAME.view(state, None)
    assert "result" in view and view["result"]["scores"] and view["players"][ANA].get("hand")
    with recording() as drawn:
        image = decoded(R.draw(view))
    assert "Final scores" in [d.s for d in drawn] and "Gold Mine" not in [d.s for d in drawn]
    # Where the town was: the table's player columns under their colours.
    band = {image.getpixel((x, R.TOWN_Y + 43)) for x in range(image.size[0])}
    assert {c(seat_colour(ANA)), c(seat_colour(BO))} <= band
    # The last picture is (about) as tall as the ones before it: a replay needs no taller screen.
    assert image.size[1] == R.image_height(view) and abs(image.size[1] - R.image_height(before)) <= 12


def test_a_long_promise_is_shortened_in_the_image_and_stays_inside_it() -> None:
    """A promise holds 200 characters (spec 3.6); the image shows its start, the message all of it."""
    state, _ = resolve(["9 9 K K A", "9 9 10 J Q", "10 J Q K A"], sheriff=CY)
    state, _ = play(state, (ANA, "promise " + "W" * 200))
    view = GAME.view(state, None)
    with recording() as drawn:
        image = decoded(R.draw(view))
    lines = [d for d in drawn if "promises" in d.s]
    assert len(lines) == 1 and lines[0].s.endswith("…") and "W" * 20 in lines[0].s
    line = lines[0]
    # The ruling panel's border sits PAD from the image's edge; the text ends inside it.
    assert line.xy[0] + text_width(line.s, line.size) < image.size[0] - 2 * R.PAD


def _ink_columns(s: str, size: int = 13) -> list[bool]:
    from PIL import ImageDraw

    from render.core import text

    image = Image.new("1", (400, 40))
    text(ImageDraw.Draw(image), (4, 8), s, size=size, fill="white")
    return [any(image.getpixel((x, y)) for y in range(40)) for x in range(400)]


def test_the_space_before_a_chinese_name_in_the_header_stays_as_wide_as_in_latin() -> None:
    """The status line "waiting for 王小明 Bob" once lost its space before the name: the Latin
    run drawn in 1-bit glyphs ran wider than the advance the next run started from."""
    end = max(x for x, ink in enumerate(_ink_columns("waiting for")) if ink)

    def gap(s: str) -> int:
        ink = _ink_columns(s)
        return next(x for x in range(end + 1, len(ink)) if ink[x]) - end - 1

    assert gap("waiting for 王小明 Bob") == gap("waiting for Bob") >= 3
