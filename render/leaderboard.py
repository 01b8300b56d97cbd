"""A server's leaderboard of one game: rank, name, rating, games played and the recent trend.

Drawn phone-wide (480 px, shown at ~360 px on a phone): every text is at least 1/40 of the
width. The view is a plain dict the bot builds: {"title": str, "rows": [{"rank", "name",
"rating", "games", "trend": [rating changes, oldest first], "bot": bool}], "words": {"player",
"rating", "games", "trend", "empty", "new": the words to draw, in the reader's language}}.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from .core import c, canvas, fit, text

WIDTH = 480
ROW = 34
SIZE = 16  # rows; headers 13: both above WIDTH / 40 = 12
HEAD = 13
# Column x positions: rank, name, rating, games, trend (bars, then the sum).
X_RANK, X_NAME, X_RATING, X_GAMES, X_TREND = 28, 52, 280, 358, 396


WORDS = {
    "player": "player",
    "rating": "rating",
    "games": "games",
    "trend": "trend",
    "empty": "No rated games yet.",
    "new": "new",
}


def draw(view: Mapping[str, Any]) -> Image.Image:
    rows = list(view.get("rows", []))
    words = {**WORDS, **view.get("words", {})}
    height = 64 + ROW * max(1, len(rows)) + 10
    image = canvas(WIDTH, height)
    d = ImageDraw.Draw(image)
    text(d, (12, 10), fit(str(view.get("title", "Leaderboard")), 20, WIDTH - 24), size=20)
    y = 40
    for x, label, anchor in (
        (X_RANK, "#", "rm"),
        (X_NAME, words["player"], "lm"),
        (X_RATING + 40, words["rating"], "rm"),
        (X_GAMES + 22, words["games"], "rm"),
        (X_TREND, words["trend"], "lm"),
    ):
        text(d, (x, y + 10), label, size=HEAD, fill="muted", anchor=anchor)
    if not rows:
        text(d, (WIDTH // 2, 64 + ROW // 2), words["empty"], size=SIZE, anchor="mm")
    for i, row in enumerate(rows):
        top = 64 + ROW * i
        mid = top + ROW // 2
        if i % 2 == 0:
            d.rectangle((6, top, WIDTH - 6, top + ROW - 1), fill=c("panel"))
        text(d, (X_RANK, mid), str(row["rank"]), size=SIZE, anchor="rm")
        # A bot level's rating is there for reference: its name in muted ink.
        ink = "muted" if row.get("bot") else "ink"
        name = fit(str(row["name"]), SIZE, X_RATING - X_NAME - 8)
        text(d, (X_NAME, mid), name, size=SIZE, fill=ink, anchor="lm")
        text(d, (X_RATING + 40, mid), str(row["rating"]), size=SIZE, anchor="rm")
        text(d, (X_GAMES + 22, mid), str(row["games"]), size=SIZE, anchor="rm")
        _trend(d, X_TREND, top + 6, ROW - 12, list(row.get("trend", [])), words["new"])
    return image


def _trend(d: ImageDraw.ImageDraw, x: int, top: int, h: int, deltas: list[int], new: str = "new") -> None:
    """One bar per recent game (up green, down red, height by size), then the sum of them."""
    if not deltas:
        text(d, (x, top + h // 2), new, size=SIZE, fill="muted", anchor="lm")
        return
    biggest = max(1, *(abs(v) for v in deltas))
    mid = top + h // 2
    for k, v in enumerate(deltas[-5:]):
        bar = max(2, round(abs(v) / biggest * (h // 2)))
        left = x + k * 7
        if v >= 0:
            d.rectangle((left, mid - bar, left + 5, mid), fill=c("green"))
        else:
            d.rectangle((left, mid, left + 5, mid + bar), fill=c("red"))
    total = sum(deltas)
    label = f"+{total}" if total > 0 else str(total)
    text(d, (WIDTH - 10, mid), label, size=SIZE, fill="darkgreen" if total >= 0 else "darkred", anchor="rm")
