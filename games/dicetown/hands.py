"""Poker hands of five dice: category, comparison key and names (spec section 4)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

from games.dicetown.data import FACE_NAMES

CATEGORY_NAMES: tuple[str, ...] = (
    "no combination",
    "one pair",
    "two pair",
    "three of a kind",
    "straight",
    "full house",
    "four of a kind",
    "five of a kind",
)

HandValue = tuple[int, tuple[int, ...]]


def hand_value(dice: Sequence[int]) -> HandValue:
    """(category, key): compare tuples; equal values are a true tie for the Sheriff (D12)."""
    return _value(tuple(sorted(dice)))


@lru_cache(maxsize=512)
def _value(dice: tuple[int, ...]) -> HandValue:
    if len(dice) != 5:
        raise ValueError("a poker hand has five dice")
    counts = sorted(((n, face) for face, n in Counter(dice).items()), reverse=True)
    shape = [n for n, _ in counts]
    key = tuple(face for _, face in counts)
    distinct = sorted(set(dice))
    # Only 9-K and 10-A are straights; the Ace is high only (D13).
    straight = len(distinct) == 5 and distinct[-1] - distinct[0] == 4
    if shape == [5]:
        category = 7
    elif shape == [4, 1]:
        category = 6
    elif shape == [3, 2]:
        category = 5
    elif straight:
        return 4, (distinct[-1],)
    elif shape == [3, 1, 1]:
        category = 3
    elif shape == [2, 2, 1]:
        category = 2
    elif shape[0] == 2:
        category = 1
    else:
        category = 0
    return category, key


def hand_name(dice: Sequence[int]) -> str:
    """ "full house (Q, A)" for the channel."""
    category, key = hand_value(dice)
    return f"{CATEGORY_NAMES[category]} ({', '.join(FACE_NAMES[f] for f in key)})"


def best_hands(hands: Sequence[Sequence[int]]) -> list[int]:
    """Indices of the hands sharing the best value."""
    values = [hand_value(h) for h in hands]
    top = max(values)
    return [i for i, v in enumerate(values) if v == top]
