"""A decision function that hangs on purpose, for the tests of searches that never end.

The bot's thinker runs it in a worker process (or thread), so what it is told comes through its
first argument, a folder: each call leaves a file there naming its process, and a call for the
game `HANGS` waits until a file `release` appears there (never, unless the test writes it).
Every other game's decisions are made at once (at the easy level, whatever level was asked),
so the tables around the hung one play quickly.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from bot.thinker import decide_text

HANGS = "dicetown"


def decide(
    folder: str, game_key: str, dump: Mapping[str, Any], seat: int, level: str, seed: int
) -> str | None:
    here = Path(folder)
    (here / f"started_{game_key}_{os.getpid()}_{threading.get_ident()}_{seed}").touch()
    if game_key == HANGS:
        while not (here / "release").exists():
            time.sleep(0.02)
    return decide_text(game_key, dump, seat, "easy", seed)


def started(folder: Path, game_key: str) -> list[tuple[int, int]]:
    """(process id, thread id) of each decision of `game_key` begun so far."""
    out = []
    for path in folder.glob(f"started_{game_key}_*"):
        _, _, pid, thread, _ = path.name.split("_", 4)
        out.append((int(pid), int(thread)))
    return out


def alive(pid: int) -> bool:
    """Whether the process runs (a zombie, killed but not yet reaped, does not)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"
