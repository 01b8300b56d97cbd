"""Cells kept as the bits of an integer, as the grid games keep boards for their hot paths."""

from __future__ import annotations


def bits_of(mask: int) -> list[int]:
    """The bit indices set in a mask, lowest first."""
    out: list[int] = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out
