"""Drawn images read back as a player's client gets them: encoded as the bot posts them, decoded,
and looked at pixel by pixel."""

from __future__ import annotations

from PIL import Image

from render.core import png
from tests.helpers.e2e import decode_png


def decoded(image: Image.Image) -> Image.Image:
    """`image` after the PNG the bot posts, decoded again."""
    return decode_png(png(image))


def pixel(image: Image.Image, xy: tuple[int, int]) -> int:
    """The palette index (or grey level) at `xy` of a one-band image."""
    value = image.getpixel(xy)
    assert isinstance(value, int), f"{image.mode} image: {value}"
    return value


def rgb(image: Image.Image, xy: tuple[int, int]) -> tuple[int, int, int]:
    value = image.convert("RGB").getpixel(xy)
    assert isinstance(value, tuple)
    r, g, b = value
    return r, g, b
