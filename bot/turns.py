"""`/game turns`: the open games a member sits in, on every server and in DMs, newest first, each
with its place, whose turn it is, the deadline and a link to its board; in the reader's language,
for the reader alone.

Only the reader's own seats are read (an index of open seats by player), so a game in a private
channel is shown to its own players only. A channel is written as a mention, which each client
resolves for its reader: the bot never spells out the name of a channel the reader cannot see.
"""

from __future__ import annotations

from .i18n import t
from .i18n.catalog import names
from .i18n.help import game_title
from .links import table_url
from .plaintext import plain
from .ports import BotPort
from .tables import Table

# The lines read from the store; the message holds as many as fit.
SHOWN = 15
# Discord's limit is 2,000 characters; the rest is room for the "and N more" line.
BUDGET = 1_900


def _deadline(bot: BotPort, table: Table, seats: list[int]) -> int | None:
    """The first deadline among these waiting seats (the reader's own, when it is theirs)."""
    ui = bot.ui(table.row.game)
    clock = table.row.meta.get("clock", {})
    due = []
    for seat in seats:
        limit, started = ui.decision_seconds(table, seat), clock.get(str(seat))
        if limit is not None and started is not None:
            due.append(int(started + limit))
    return min(due, default=None)


def _place(bot: BotPort, table: Table, locale: str) -> str:
    guild_id = table.row.guild_id
    if guild_id is None:
        return t(locale, "turns-place-dm")
    guild = bot.get_guild(guild_id)
    server = plain(guild.name) if guild is not None else t(locale, "turns-unknown-server")
    return t(locale, "turns-place-server", server=server, channel=f"<#{table.row.channel_id}>")


def turn_line(bot: BotPort, table: Table, user_id: int, locale: str) -> str:
    row = table.row
    if row.status == "lobby":
        turn, waiting = t(locale, "turns-gathering"), []
    else:
        waiting = sorted(table.to_act())
        mine = [s for s in waiting if table.user_of(s) == user_id]
        if mine:
            turn, waiting = t(locale, "turns-your-turn"), mine
        elif waiting:
            others = names(locale, [f"<@{table.user_of(s)}>" for s in waiting])
            turn = t(locale, "turns-waiting-for", players=others)
        else:
            turn = t(locale, "turns-nobody")
    due = _deadline(bot, table, waiting) if waiting else None
    line = t(
        locale,
        "turns-line",
        game=game_title(locale, row.game, table.game),
        id=row.id,
        place=_place(bot, table, locale),
        turn=turn,
    )
    if due is not None:
        line = t(locale, "turns-with-deadline", line=line, when=f"<t:{due}:R>")
    url = table_url(row.guild_id, row.channel_id, row.status, row.meta)
    if url is not None:
        key = "turns-with-lobby-link" if row.status == "lobby" else "turns-with-board-link"
        line = t(locale, key, line=line, url=url)
    return line


def turns_text(bot: BotPort, tables: list[Table], total: int, user_id: int, locale: str) -> str:
    if not tables:
        return t(locale, "turns-none")
    lines = [t(locale, "turns-header", count=total)]
    size = len(lines[0])
    shown = 0
    for table in tables:
        line = turn_line(bot, table, user_id, locale)
        if size + 1 + len(line) > BUDGET:
            break
        lines.append(line)
        size += 1 + len(line)
        shown += 1
    if total > shown:
        lines.append(t(locale, "turns-more", count=total - shown))
    return "\n".join(lines)
