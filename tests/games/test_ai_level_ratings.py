"""Each level's rating per game: placed on the players' scale from the ladder's rungs."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from bot.ratings import DISPLAY_SCALE, DISPLAY_START, MODEL
from games.ai import LEVELS, level_ratings
from games.ai.level_ratings import ANCHOR, LADDER, MIN_RATED_GAMES, placed
from games.registry import GAMES


def _file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, games: object) -> None:
    path = tmp_path / "level_ratings.json"
    path.write_text(json.dumps({"measured": "2026-12-02", "games": games}))
    monkeypatch.setattr(level_ratings, "RATINGS_FILE", path)
    monkeypatch.setattr(level_ratings, "_RATINGS", level_ratings._read())


def test_the_anchor_is_a_newcomers_rating_on_the_players_display() -> None:
    assert ANCHOR == DISPLAY_START
    assert level_ratings.POINTS_PER_MU == DISPLAY_SCALE
    assert math.isclose(level_ratings.BETA, MODEL.beta)


def test_easy_shows_a_newcomers_rating_and_the_others_are_spaced_by_their_shares(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _file(
        tmp_path,
        monkeypatch,
        {
            "akropolis": {
                "rungs": {
                    "default-random": {"won": 160, "games": 200},
                    "easy-default": {"won": 150, "games": 200},
                    "normal-easy": {"won": 30, "games": 40},
                    "hard-normal": {"won": 3, "games": 4},
                }
            }
        },
    )
    rating = level_ratings.level_rating
    assert rating("akropolis", "easy") == 1500
    normal = rating("akropolis", "normal")
    default = rating("akropolis", "default")
    random_ = rating("akropolis", "random")
    assert normal is not None and default is not None and random_ is not None
    assert random_ < default < 1500 < normal
    # Hard's rung has too few games: no rating, and no button number.
    assert rating("akropolis", "hard") is None
    assert rating("dicetown", "easy") is None
    # Two settled players that far apart on the display are expected, by the model that rates
    # the players, to split their games as normal and easy did (30.5 of 41, half a game added).
    gap_mu = (normal - 1500) / DISPLAY_SCALE
    upper, lower = MODEL.rating(mu=25 + gap_mu, sigma=0.01), MODEL.rating(mu=25, sigma=0.01)
    share = MODEL.predict_win([[upper], [lower]])[0]
    assert share == pytest.approx(30.5 / 41, abs=0.003)


@pytest.mark.parametrize("won", [0, 10, 20])
def test_a_level_not_measured_stronger_shows_equal_never_below(won: int) -> None:
    shown = placed({"normal-easy": (won, 40), "hard-normal": (30, 40), "easy-default": (10, 40)})
    assert shown["normal"] == shown["easy"] == ANCHOR
    assert shown["hard"] > shown["normal"]
    assert shown["default"] == ANCHOR  # easy won a quarter against it: shown equal, not above easy


def test_a_rung_with_few_games_rates_nothing_above_it() -> None:
    shown = placed({"normal-easy": (5, MIN_RATED_GAMES - 1), "hard-normal": (300, 400)})
    assert shown == {"easy": ANCHOR}


def test_the_shipped_ratings_follow_the_anchor_and_the_ladder() -> None:
    assert level_ratings._RATINGS, "the shipped file reads"
    for key, levels in level_ratings._RATINGS.items():
        assert key in GAMES
        assert set(levels) <= set(LADDER)
        assert levels["easy"] == ANCHOR
        order = [levels[lv] for lv in LADDER if lv in levels]
        assert order == sorted(order), key
        assert all(isinstance(v, int) for v in levels.values())
    # The levels a player picks are shown, and round to what the buttons print.
    for key in GAMES:
        assert {lv for lv in LEVELS if level_ratings.level_rating(key, lv) is not None} >= {"easy"}


@pytest.mark.parametrize(
    "text",
    [
        "",
        "{",
        '{"games": 3}',
        '{"games": {"akropolis": {"easy": {}}}}',
        '{"games": {"akropolis": {"rungs": {"normal-easy": {"won": 3}}}}}',
        "[]",
    ],
)
def test_a_missing_or_broken_file_means_no_ratings(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text: str
) -> None:
    path = tmp_path / "level_ratings.json"
    if text:
        path.write_text(text)
    monkeypatch.setattr(level_ratings, "RATINGS_FILE", path)
    assert level_ratings._read() == {}


def test_the_bot_buttons_show_easy_at_a_newcomers_rating_and_never_a_stronger_level_below() -> None:
    from bot.bot_seats import rated

    for key in GAMES:
        easy = rated("Easy bot", key, "easy", "en")
        assert easy == "Easy bot, about 1,500", key
        normal = level_ratings.level_rating(key, "normal")
        if normal is not None:
            assert rated("Normal bot", key, "normal", "en") == f"Normal bot, about {normal:,}"
            assert normal >= 1500
