"""The README leads a new admin from nothing to a first game on its first screen, and says what
the code does: the set-up commands verbatim, the invite's permissions as the bot needs them, the
default pace, links that lead somewhere. Details live in docs/."""

from __future__ import annotations

import re
from pathlib import Path

from PIL import Image

from bot import deadlines
from bot.i18n import t
from bot.permissions import NEEDED, invite_value

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
RUN = "python3 -m venv .venv && .venv/bin/pip install -e . && .venv/bin/python -m bot"
TEST = "python3 -m venv .venv && .venv/bin/pip install -e '.[dev]' && .venv/bin/python -m pytest"
FIRST_SCREEN = 60
# What a new admin does not need on the first screen: benchmarks and figures, the code's modules,
# the test suite's workings.
DETAIL = re.compile(
    r"bench|\.py\b|\b(?:bot|games|render|tests|benchmarks)/|fakediscord|loopback|pytest|\bp99\b|median"
    r"|\b\d+(?:\.\d+)? ?ms\b|\bCI\b|asyncio|discord\.py",
    re.IGNORECASE,
)


def first_screen() -> list[str]:
    return README.splitlines()[:FIRST_SCREEN]


def test_the_set_up_commands_are_on_the_first_screen_verbatim():
    lines = first_screen()
    assert RUN in lines and TEST in lines
    assert lines.index(RUN) < lines.index(TEST)  # running the bot comes first


def test_the_first_screen_has_no_benchmark_module_or_test_detail():
    found = [
        (n, line)
        for n, line in enumerate(first_screen(), 1)
        if line not in (RUN, TEST) and DETAIL.search(line)
    ]
    assert found == []


def test_the_first_screen_goes_from_install_to_invite_to_a_first_game():
    text = "\n".join(first_screen())
    headings = [line for line in first_screen() if line.startswith("## ")]
    assert headings[:3] == [
        "## Install and run",
        "## Create the application and invite the bot",
        "## Your first game",
    ]
    assert "![" in text and "docs/board.png" in text
    assert "/game new game:" in text and "**Join**" in text and "**Start**" in text


def test_the_invite_asks_for_every_permission_the_bot_uses_and_says_why():
    rows = [
        line.split("|")[1:3] for line in README.splitlines() if line.startswith("| ") and "---" not in line
    ]
    table = {name.strip(): why.strip() for name, why in rows[1:]}  # after the header
    assert list(table) == [t("en", key) for key in NEEDED.values()]
    assert all(table.values())
    assert f"permissions integer `{invite_value()}`" in README
    assert "Add Reactions" in table


def test_the_default_pace_is_stated():
    assert deadlines.DEFAULT_PACE == "day"
    assert "a day for each move" in " ".join(README.splitlines()[:10])


def test_every_link_leads_to_a_file_and_a_heading_that_exist():
    docs = sorted((ROOT / "docs").glob("*.md"))
    pages = [ROOT / "README.md", *docs]
    linked: set[Path] = set()
    for page in pages:
        for target in re.findall(r"\]\(([^)]+)\)", page.read_text(encoding="utf-8")):
            if target.startswith(("http://", "https://")):
                continue
            path, _, anchor = target.partition("#")
            file = (page.parent / path).resolve() if path else page
            assert file.exists(), f"{page.name}: {target}"
            linked.add(file)
            if anchor:
                headings = re.findall(r"^#+ (.+)$", file.read_text(encoding="utf-8"), re.MULTILINE)
                slugs = {re.sub(r"[^\w\- ]", "", h).strip().lower().replace(" ", "-") for h in headings}
                assert anchor in slugs, f"{page.name}: no heading for #{anchor} in {file.name}"
    # Every page of docs/ is reachable from the README's table of contents.
    assert {d.resolve() for d in docs} <= linked


def test_the_board_picture_is_a_small_png_as_the_bot_posts_it():
    path = ROOT / "docs" / "board.png"
    assert path.stat().st_size < 50_000
    with Image.open(path) as image:
        assert image.format == "PNG" and image.width <= 540
