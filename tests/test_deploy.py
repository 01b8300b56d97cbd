"""The systemd unit in deploy/ keeps the bot up the way docs/operations.md says: restarted when it
fails, left stopped when a person must act (the exit codes of `python -m bot` that mean so), as an
unprivileged user, in the project folder whose .env the bot reads."""

from __future__ import annotations

import shutil
import subprocess
from collections import defaultdict
from pathlib import Path, PurePosixPath

import pytest

from bot.__main__ import Exit
from bot.config import Settings

ROOT = Path(__file__).resolve().parents[1]
UNIT = ROOT / "deploy" / "tablebot.service"


def unit() -> dict[str, dict[str, list[str]]]:
    """Section -> key -> values (a key may be given more than once)."""
    sections: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
    section = ""
    for raw in UNIT.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith(("#", ";")):
            continue
        if line.startswith("["):
            section = line.strip("[]")
            continue
        key, _, value = line.partition("=")
        sections[section][key.strip()].append(value.strip())
    return sections


def one(section: dict[str, list[str]], key: str) -> str:
    values = section.get(key, [])
    assert len(values) == 1, f"{key}: {values}"
    return values[0]


def test_it_restarts_on_failure_but_not_when_a_person_must_act():
    service = unit()["Service"]
    assert one(service, "Restart") == "on-failure"
    prevented = {int(code) for code in one(service, "RestartPreventExitStatus").split()}
    assert prevented == {Exit.SETTINGS, Exit.TOKEN, Exit.DATABASE}
    # What may pass by itself is retried: a bug's crash, Discord out of reach.
    assert Exit.BUG not in prevented and Exit.UNREACHABLE not in prevented
    assert float(one(service, "RestartSec")) >= 5  # not a tight loop against Discord


def test_it_runs_the_readmes_command_unprivileged_in_the_project_folder():
    service = unit()["Service"]
    user = one(service, "User")
    assert user and user not in ("root", "0")
    folder = PurePosixPath(one(service, "WorkingDirectory"))
    assert folder.is_absolute()
    # The README's `.venv/bin/python -m bot`, from the folder whose .env the bot reads itself.
    assert one(service, "ExecStart") == f"{folder}/.venv/bin/python -m bot"
    assert "EnvironmentFile" not in service
    # The default database folder is writable under ProtectSystem=strict.
    data = folder / PurePosixPath(Settings.database_path).parent
    writable = [PurePosixPath(p.lstrip("-")) for v in service.get("ReadWritePaths", []) for p in v.split()]
    assert one(service, "ProtectSystem") == "strict" and data in writable
    assert unit()["Install"]["WantedBy"] == ["multi-user.target"]


def test_the_operations_page_lists_every_exit_code_and_the_unit():
    page = (ROOT / "docs" / "operations.md").read_text(encoding="utf-8")
    rows = {line.split("|")[1].strip() for line in page.splitlines() if line.startswith("| ")}
    assert {str(int(code)) for code in Exit} <= rows
    assert "deploy/tablebot.service" in page and "RestartPreventExitStatus=2 3 5" in page


@pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="systemd-analyze is not installed")
def test_systemd_reads_the_unit_without_complaint():
    done = subprocess.run(
        ["systemd-analyze", "verify", str(UNIT)], capture_output=True, text=True, timeout=60, check=False
    )
    # The only complaint allowed: this machine has no /opt/tablebot.
    complaints = [line for line in done.stderr.splitlines() if line and "/opt/tablebot" not in line]
    assert complaints == []
