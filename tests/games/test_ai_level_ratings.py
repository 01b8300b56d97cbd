"""Each level's rating per game, as the AI ladder writes it and the bot reads it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from games.ai import LEVELS, level_ratings
from games.registry import GAMES


def test_the_ratings_read_back_as_the_ladder_writes_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "level_ratings.json"
    path.write_text(
        json.dumps(
            {
                "measured": "2026-12-02",
                "games": {
                    "akropolis": {
                        "easy": {"mu": 24.1, "sigma": 1.2, "shown": 1580, "games": 400},
                        "normal": {"mu": 28.0, "sigma": 1.3, "shown": 1846, "games": 400},
                    }
                },
            }
        )
    )
    monkeypatch.setattr(level_ratings, "RATINGS_FILE", path)
    monkeypatch.setattr(level_ratings, "_RATINGS", level_ratings._read())
    assert level_ratings.level_rating("akropolis", "normal") == 1846
    assert level_ratings.level_rating("akropolis", "hard") is None
    assert level_ratings.level_rating("dicetown", "easy") is None


@pytest.mark.parametrize("text", ["", "{", '{"games": 3}', '{"games": {"akropolis": {"easy": {}}}}', "[]"])
def test_a_missing_or_broken_file_means_no_ratings(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text: str
) -> None:
    path = tmp_path / "level_ratings.json"
    if text:
        path.write_text(text)
    monkeypatch.setattr(level_ratings, "RATINGS_FILE", path)
    assert level_ratings._read() == {}


def test_the_stored_ratings_name_real_games_and_levels() -> None:
    for key, levels in level_ratings._RATINGS.items():
        assert key in GAMES
        assert set(levels) <= {"random", "default", *LEVELS}
        assert all(isinstance(v, int) for v in levels.values())
