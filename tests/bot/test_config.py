"""Settings: each is checked, a bad one is named with what it accepts, and paths are relative to
the project folder rather than to wherever the bot was started from."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.config import BASE_DIR, PROJECT_ENV, ConfigError, Settings

ROOT = Path(__file__).resolve().parents[2]


def test_the_default_env_file_is_the_projects_not_the_current_folders(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert PROJECT_ENV == ROOT / ".env"
    s = Settings.load(tmp_path / "none.env", {"DISCORD_TOKEN": "t"})
    assert Path(s.database_path) == BASE_DIR / "data" / "tablebot.sqlite3"


def test_every_problem_is_one_line_naming_the_setting_and_where_it_came_from(tmp_path):
    env_file = tmp_path / "x.env"
    env_file.write_text("DISCORD_TOKEN=t\nLOG_LEVEL=loud\nOWNER_IDS=12, bob\n")
    with pytest.raises(ConfigError) as caught:
        Settings.load(env_file, {"DEV_GUILD_ID": "abc"})
    lines = str(caught.value).splitlines()
    assert len(lines) == 3
    assert lines[0].startswith("DEV_GUILD_ID='abc' (from the environment)")
    assert lines[1].startswith(f"LOG_LEVEL='loud' (from {env_file})") and "DEBUG, INFO" in lines[1]
    assert lines[2].startswith("OWNER_IDS='12, bob'")


def test_a_token_pasted_with_its_prefix_is_refused_without_printing_it(tmp_path):
    with pytest.raises(ConfigError) as caught:
        Settings.load(None, {"DISCORD_TOKEN": "Bot abcdefghijklmnop.secret"})
    assert "DISCORD_TOKEN" in str(caught.value) and "secret" not in str(caught.value)


def test_a_gateway_url_alone_would_break_a_real_bot_and_is_refused():
    with pytest.raises(ConfigError, match="DISCORD_GATEWAY_URL"):
        Settings.load(None, {"DISCORD_TOKEN": "t", "DISCORD_GATEWAY_URL": "ws://127.0.0.1:1/"})


def test_valid_settings_are_read_and_the_environment_wins(tmp_path):
    env_file = tmp_path / "x.env"
    env_file.write_text("DISCORD_TOKEN=from-file\nLOG_LEVEL=debug\nSYNC_GLOBAL=yes\nOWNER_IDS=1,2\n")
    s = Settings.load(env_file, {"DISCORD_TOKEN": "from-env", "DATABASE_PATH": "/srv/games.db"})
    assert (s.token, s.token_source) == ("from-env", "the environment")
    assert s.log_level == "DEBUG" and s.sync_global and s.owner_ids == {1, 2}
    assert s.database_path == "/srv/games.db"
