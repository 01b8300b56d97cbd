"""A first start, as a new user meets it: `python -m bot` as a real process that either runs or
stops with one line saying what to fix (and a distinct exit code), never a traceback or a hang."""

from __future__ import annotations

import asyncio
import os
import shutil
import socket
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXIT_TIMEOUT = 30
SETTINGS_NAMES = (
    "DISCORD_TOKEN", "DATABASE_PATH", "DEV_GUILD_ID", "SYNC_GLOBAL", "OWNER_IDS", "LOG_LEVEL",
    "DISCORD_API_BASE", "DISCORD_GATEWAY_URL",
)  # fmt: skip
# The exit codes docs/operations.md documents.
SETTINGS, TOKEN, UNREACHABLE, DATABASE = 2, 3, 4, 5


def clean_env(**extra: str) -> dict[str, str]:
    """This process's environment without any of the bot's settings (nor the test shim's)."""
    env = {k: v for k, v in os.environ.items() if k not in SETTINGS_NAMES and not k.startswith("FAKEDISCORD")}
    env["PYTHONPATH"] = str(ROOT)
    env.update(extra)
    return env


def fake_env(fake, tmp_path: Path, **extra: str) -> dict[str, str]:
    """Settings that reach the loopback Discord through the bot's own options (no shim)."""
    settings = {
        "DISCORD_TOKEN": fake.token,
        "DISCORD_API_BASE": fake.api_base,
        "DISCORD_GATEWAY_URL": fake.gateway_url,
        "DEV_GUILD_ID": str(fake.guild.id),
        "DATABASE_PATH": str(tmp_path / "bot.sqlite3"),
        "LOG_LEVEL": "WARNING",
    }
    return clean_env(**{**settings, **extra})


async def run_bot(
    env: dict[str, str], *args: str, cwd: Path = ROOT, env_file: Path | None = None
) -> tuple[int, list[str]]:
    """Run `python -m bot` until it exits by itself; (exit code, stderr lines)."""
    argv = [sys.executable, "-m", "bot", *args]
    if env_file is not None:
        argv += ["--env-file", str(env_file)]
    proc = await asyncio.create_subprocess_exec(
        *argv, cwd=cwd, env=env, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE
    )
    try:
        _, err = await asyncio.wait_for(proc.communicate(), EXIT_TIMEOUT)
    except TimeoutError:
        proc.kill()
        await proc.wait()
        raise AssertionError(f"the bot did not exit within {EXIT_TIMEOUT} s") from None
    assert proc.returncode is not None  # communicate() waited for the exit
    return proc.returncode, err.decode().splitlines()


def one_line(lines: list[str]) -> str:
    assert not any("Traceback" in line for line in lines), "\n".join(lines)
    assert len(lines) == 1, "\n".join(lines)
    return lines[0]


def closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


async def test_a_wrong_token_is_one_line_and_exit_code_3(fake, tmp_path):
    env = fake_env(fake, tmp_path, DISCORD_TOKEN="not-the-token")
    code, lines = await run_bot(env, env_file=tmp_path / "none.env")
    assert code == TOKEN
    line = one_line(lines)
    assert "refused the token" in line and "DISCORD_TOKEN" in line and "the environment" in line


async def test_a_wrong_token_at_the_default_log_level_ends_with_that_line_and_no_traceback(fake, tmp_path):
    env = fake_env(fake, tmp_path, DISCORD_TOKEN="not-the-token")
    del env["LOG_LEVEL"]
    code, lines = await run_bot(env, env_file=tmp_path / "none.env")
    assert code == TOKEN
    assert not any("Traceback" in line for line in lines)
    assert "refused the token" in lines[-1]
    assert sum("refused the token" in line for line in lines) == 1


@pytest.mark.parametrize("where", ["closed port", "unknown host"])
async def test_an_unreachable_discord_is_one_line_and_exit_code_4(tmp_path, where):
    # .invalid never resolves (RFC 6761): the DNS failure a machine without network meets.
    host = f"127.0.0.1:{closed_port()}" if where == "closed port" else "discord.invalid:80"
    env = clean_env(
        DISCORD_TOKEN="some-token",
        DISCORD_API_BASE=f"http://{host}/api/v10",
        DATABASE_PATH=str(tmp_path / "bot.sqlite3"),
        LOG_LEVEL="WARNING",
    )
    code, lines = await run_bot(env, env_file=tmp_path / "none.env")
    assert code == UNREACHABLE
    line = one_line(lines)
    assert line.startswith(f"Cannot reach Discord at {host} (") and "check the network" in line


@pytest.mark.parametrize(
    ("key", "value", "allowed"),
    [
        ("LOG_LEVEL", "verbose", "DEBUG, INFO, WARNING, ERROR, CRITICAL"),
        ("DEV_GUILD_ID", "my-server", "digits"),
        ("SYNC_GLOBAL", "maybe", "true"),
        ("OWNER_IDS", "alice", "user ids"),
    ],
)
async def test_a_bad_setting_is_one_line_naming_it_and_exit_code_2(tmp_path, key, value, allowed):
    env = clean_env(DISCORD_TOKEN="some-token", DATABASE_PATH=str(tmp_path / "bot.sqlite3"), **{key: value})
    code, lines = await run_bot(env, env_file=tmp_path / "none.env")
    assert code == SETTINGS
    line = one_line(lines)
    assert line.startswith(f"{key}={value!r}") and allowed in line


async def test_a_file_that_is_not_sqlite_is_named_left_untouched_and_the_process_exits(fake, tmp_path):
    db = tmp_path / "games.sqlite3"
    content = b"these are my holiday notes, not a database\n" * 100
    db.write_bytes(content)
    env = fake_env(fake, tmp_path, DATABASE_PATH=str(db))
    code, lines = await run_bot(env, env_file=tmp_path / "none.env")
    assert code == DATABASE
    line = one_line(lines)
    assert str(db) in line and "not a database" in line
    assert db.read_bytes() == content
    assert sorted(p.name for p in tmp_path.iterdir()) == ["games.sqlite3"]
    # The database is looked at before Discord: the bot never logged in.
    assert fake.gateway.identifies == 0


async def test_a_database_folder_that_cannot_be_created_is_named(tmp_path):
    (tmp_path / "blocker").write_text("a file where the folder should be")
    db = tmp_path / "blocker" / "bot.sqlite3"
    env = clean_env(DISCORD_TOKEN="some-token", DATABASE_PATH=str(db), LOG_LEVEL="WARNING")
    code, lines = await run_bot(env, env_file=tmp_path / "none.env")
    assert code == DATABASE
    assert str(db) in one_line(lines)


def copy_project(dest: Path) -> Path:
    """The project as a user would have it in another folder: the copy is what runs."""
    skip = shutil.ignore_patterns("__pycache__", "*.pyc")
    for package in ("bot", "games", "render"):
        shutil.copytree(ROOT / package, dest / package, ignore=skip)
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, dest / name)
    return dest


async def test_env_next_to_the_project_is_read_from_any_current_folder(fake, tmp_path):
    project = copy_project(tmp_path / "project")
    (project / ".env").write_text(
        f"DISCORD_TOKEN={fake.token}\n"
        f"DISCORD_API_BASE={fake.api_base}\n"
        f"DISCORD_GATEWAY_URL={fake.gateway_url}\n"
        f"DEV_GUILD_ID={fake.guild.id}\n"
        "DATABASE_PATH=data/games.sqlite3\n"
        "LOG_LEVEL=WARNING\n"
    )
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = clean_env(PYTHONPATH=str(project))
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", cwd=elsewhere, env=env, stderr=asyncio.subprocess.PIPE
    )
    try:
        await fake.wait_for_bot(sync_after=0, timeout=EXIT_TIMEOUT)
        alice = fake.user("alice")
        r = await fake.slash(alice, "game new", channel="games", game="bricklayer")
        assert "Join" in [b.get("label") for b in r.buttons]
    finally:
        proc.terminate()
        _, err = await asyncio.wait_for(proc.communicate(), EXIT_TIMEOUT)
    assert proc.returncode == 0, err.decode()
    # A relative DATABASE_PATH is relative to the project folder as well.
    assert (project / "data" / "games.sqlite3").is_file()
    assert list(elsewhere.iterdir()) == []


async def test_env_file_overrides_the_project_env(tmp_path):
    other = tmp_path / "other.env"
    other.write_text("DISCORD_TOKEN=some-token\nLOG_LEVEL=chatty\n")
    code, lines = await run_bot(clean_env(), cwd=tmp_path, env_file=other)
    assert code == SETTINGS
    line = one_line(lines)
    assert "LOG_LEVEL='chatty'" in line and str(other) in line


async def test_a_normal_start_warns_of_nothing_and_sigterm_stops_it_cleanly(fake, tmp_path):
    env = fake_env(fake, tmp_path)
    del env["LOG_LEVEL"]  # the default, INFO: what a new user sees
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", "--env-file", str(tmp_path / "none.env"),
        cwd=ROOT, env=env, stderr=asyncio.subprocess.PIPE,
    )  # fmt: skip
    try:
        await fake.wait_for_bot(sync_after=0, timeout=EXIT_TIMEOUT)
    finally:
        proc.terminate()
        _, err = await asyncio.wait_for(proc.communicate(), EXIT_TIMEOUT)
    text = err.decode()
    assert "synced" in text  # the INFO lines were there to see
    assert " WARNING " not in text and " ERROR " not in text, text
    assert "PyNaCl" not in text and "davey" not in text and "voice" not in text.lower()
    assert proc.returncode == 0, text


README_RUN = "python3 -m venv .venv && .venv/bin/pip install -e . && .venv/bin/python -m bot"


async def test_the_readme_start_gives_a_new_admin_the_commands_without_any_other_step(fake, tmp_path):
    # The README's first screen: this command, with the token in .env, and nothing else.
    top = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()[:60]
    assert README_RUN in top and any("DISCORD_TOKEN=" in line for line in top)
    project = copy_project(tmp_path / "project")
    # Only the token, plus the loopback Discord's addresses standing in for discord.com.
    (project / ".env").write_text(
        f"DISCORD_TOKEN={fake.token}\nDISCORD_API_BASE={fake.api_base}\nDISCORD_GATEWAY_URL={fake.gateway_url}\n"
    )
    env = clean_env(PYTHONPATH=str(project))
    # `.venv/bin/python -m bot` from the project folder; this interpreter is the venv's.
    for start in range(2):
        proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot", cwd=project, env=env, stderr=asyncio.subprocess.PIPE
        )
        try:
            await fake.wait_for_bot(after=start, timeout=EXIT_TIMEOUT)
            names = {c["name"] for c in fake.commands.get(None, [])}
            assert names >= {"game", "play", "owner", "dicetown"}
            assert fake.guild.id not in fake.commands  # no DEV_GUILD_ID, no guild copy
            channel = ("games", "general")[start]
            r = await fake.slash(fake.user("alice"), "game new", channel=channel, game="dicetown")
            assert "Join" in [b.get("label") for b in r.buttons]
        finally:
            proc.terminate()
            _, err = await asyncio.wait_for(proc.communicate(), EXIT_TIMEOUT)
        text = err.decode()
        assert proc.returncode == 0, text
        assert " WARNING " not in text and " ERROR " not in text, text
        if start == 0:
            assert f"synced {len(names)} commands globally: none were registered" in text
        else:  # a restart writes nothing
            assert f"slash commands up to date ({len(names)} global)" in text and "synced" not in text
    puts = [r for r in fake.requests if r.method == "PUT" and r.path.endswith("/commands")]
    assert len(puts) == 1
