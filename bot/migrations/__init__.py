"""The database schema's migrations: one numbered SQL file per step and backend, read as package
data (`sqlite/` for bot/store.py, `postgres/` for bot/store_pg.py).

File `NNNN_<what>.sql` migrates the schema from version NNNN - 1 to NNNN; both backends have the
same steps with the same meaning, each in its own database's types:

1. `tables`: tables (games) and their action logs;
2. `meta_and_settings`: the bot's bookkeeping per table (votes, posted messages, deadlines) and
   per-user settings;
3. `timers_and_seats`: when each game next needs the timer (NULL: nothing scheduled), and who
   sits at which table, so timers and stats read an index instead of every game (active games
   are due at once: the first timer pass computes their real time from their clocks);
4. `ratings`: ratings per game and server, and each rated game's changes (trends, final
   messages);
5. `languages`: the language of public messages, per server (channel_id 0) and per channel;
6. `open_seats`: each seat marked open while its game is in its lobby or in play, with a partial
   index of the open seats by user, so a player's open games (`/game turns`) are read without
   walking their finished ones.
7. `player_records`: each member's finished games and wins per game and server (guild 0: outside
   any server), counted from what is stored and kept by every write that ends a game, so a
   record is read from a few rows however many games it counts; and an index of the active games
   committed past their last posted board, the few a restart must show.
8. `notices`: each player's own notices, one row per waiting seat and kind (the claim that
   sends it once, and the time quiet hours hold it to), and when each daily digest is due;
9. `notices_end_with_their_game`: an index of the notices by game, so that the write that ends
   a game drops its notices; the notices of games ended before are dropped;
10. `dm_channels`: each player's DM channel with the bot, once opened, so that a DM is sent
    without asking Discord to open the channel first.

A shipped file is never edited (a deployed database has run it already; tests pin each file's
digest): a change of schema is a new file.
"""

from __future__ import annotations

import re
from importlib.resources import files

BACKENDS = ("sqlite", "postgres")
_NAME = re.compile(r"(\d{4})_[a-z0-9_]+\.sql")


def load(backend: str) -> tuple[str, ...]:
    """The backend's migrations in order: entry i migrates the schema from version i to i + 1."""
    if backend not in BACKENDS:
        raise ValueError(f"no migrations for {backend!r}")
    folder = files(__name__).joinpath(backend)
    found = sorted(
        (int(m.group(1)), entry.name)
        for entry in folder.iterdir()
        if (m := _NAME.fullmatch(entry.name)) is not None
    )
    numbers = [n for n, _ in found]
    if numbers != list(range(1, len(found) + 1)):
        raise RuntimeError(f"the {backend} migrations are not numbered 1, 2, 3...: {numbers}")
    return tuple(folder.joinpath(name).read_text(encoding="utf-8") for _, name in found)
