from __future__ import annotations

from PIL import Image, ImageDraw

from render import core


def test_text_stamps_are_not_clipped() -> None:
    # 1-bit text runs wider than Pillow's anti-aliased measure: the stamp must hold all of it.
    s = "points if the turn ended now"
    mask, left, _ = core._stamp(s, 12, "la")
    probe = Image.new("1", (400, 40))
    ImageDraw.Draw(probe).text((-left, 5), s, fill=1, font=core.font(12))
    bbox = probe.getbbox()
    assert bbox is not None and mask.width >= bbox[2]


def test_cached_text_draws_the_same_pixels_as_pillow() -> None:
    a, b = core.canvas(200, 40), core.canvas(200, 40)
    core.text(ImageDraw.Draw(a), (10, 20), "Row 4: 17 pts", size=14, anchor="lm")
    ImageDraw.Draw(b).text((10, 20), "Row 4: 17 pts", fill=core.c("ink"), font=core.font(14), anchor="lm")
    assert a.tobytes() == b.tobytes()


def test_score_table_puts_each_player_in_a_column_under_its_colour() -> None:
    with core.recording() as drawn:
        image = core.score_table(
            [{"a": 1}, {"a": 2}], [1, 2], [2, 1], colours=["grey", "red"], labels=["P1", "VA"]
        )
    rgb = image.convert("RGB")
    middles = {d.s: d.xy[0] for d in drawn if d.s in ("P1", "VA")}
    # Each column's colour bar above its name, the winner's column shaded.
    assert rgb.getpixel((round(middles["P1"]), 43)) == core.COLOURS["grey"]
    assert rgb.getpixel((round(middles["VA"]), 43)) == core.COLOURS["red"]
    assert rgb.getpixel((round(middles["VA"]), image.height - 10)) == core.COLOURS["panel"]
    assert rgb.getpixel((round(middles["P1"]), image.height - 10)) == core.COLOURS["bg"]
