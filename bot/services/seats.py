"""Seats over days: the host (or a channel manager) puts a seat on autopilot, hands it to someone
else, or ends the game; players vote to abandon it; games whose channel or server is gone end.
Imports no discord."""

from __future__ import annotations

import re
from collections.abc import Collection

from .. import bot_seats, deadlines, ratings, table_meta
from ..repository import Tables
from ..table_meta import AbandonVote, MetaPatch, TableMeta
from ..tables import Forbidden, NotSeated, Table, TableError
from .lobby import check_level
from .schedule import Schedule

VOTE_LIFETIME = 24 * 60 * 60
# What only the host or a channel manager may do: (the end of the refusal's sentence, its code).
ADMIN_AUTOPILOT_LEVEL = ("choose how the autopilot plays", "admin_autopilot_level")
ADMIN_AUTOPILOT = ("put a player on autopilot", "admin_autopilot")
ADMIN_REPLACE = ("hand a seat to someone else", "admin_replace")
ADMIN_ABANDON = ("abandon the game; players can vote with /game abandon", "host_abandons")
RATED_ABANDON = (
    "A started rated game is abandoned only when every player votes for it with /game abandon, "
    "or by someone with Manage Channel (then nobody's rating changes)."
)
RATED_ABANDON_ALONE = (
    "You are the only player in this rated game, so no vote can abandon it: play it out, put "
    "yourself on autopilot with /game kick (you rank last), or ask someone with Manage Channel to end it."
)


class Seats:
    def __init__(self, tables: Tables, schedule: Schedule) -> None:
        self.tables = tables
        self.schedule = schedule

    async def set_autopilot(
        self, channel_id: int, by_user: int, seat: int, on: bool, *, can_manage: bool
    ) -> Table:
        """The host (or a channel manager) lets the bot play a seat's default actions."""
        async with self.tables.locked(channel_id) as table:
            _check_admin(table, by_user, can_manage, ADMIN_AUTOPILOT)
            if 0 <= seat < len(table.players) and table.is_bot(seat):
                who = table.who(seat)
                raise TableError(f"{who} is a bot: it always plays its own moves.", code="bot_seat", user=who)
            autopilot = table_meta.autopilot_seats(table.row.meta)
            why = dict(table_meta.autopilot_reasons(table.row.meta))
            if not on:
                why.pop(str(seat), None)
            elif seat not in autopilot and 0 <= seat < len(table.players):
                # Why the autopilot takes the seat over is fixed now: kicking again changes nothing.
                why[str(seat)] = _why_autopilot(table, by_user, seat)
            autopilot = autopilot | {seat} if on else autopilot - {seat}
            now = self.tables.clock()
            meta: TableMeta = {**table.row.meta, "autopilot": sorted(autopilot), "autopilot_why": why}
            due = self.schedule.next_due(table.row, table.game, table.state, now, meta=meta)
            patch: MetaPatch = {"autopilot": meta["autopilot"], "autopilot_why": why}
            await self.tables.patch_meta(table, patch, now=now, next_due=due)
            return await self.tables.table(channel_id)

    async def set_autopilot_level(
        self, channel_id: int, by_user: int, level: str, *, can_manage: bool
    ) -> Table:
        """How well the bot plays for a kicked player: a search level, or "default" (the
        engine's fast default action)."""
        check_level("Autopilot", level, bot_seats.AUTOPILOT_LEVELS, code="bad_autopilot_level")
        async with self.tables.locked(channel_id) as table:
            _check_admin(table, by_user, can_manage, ADMIN_AUTOPILOT_LEVEL)
            return await self.tables.update_meta(table, autopilot_level=level)

    async def replace_player(
        self, channel_id: int, by_user: int, old_user: int, new_user: int, *, can_manage: bool
    ) -> Table:
        """Hand a member's or a bot's seat to another member; the seat, its score and its
        secrets pass with it, and the bot stops playing it."""
        async with self.tables.locked(channel_id) as table:
            _check_admin(table, by_user, can_manage, ADMIN_REPLACE)
            seat = table.seat_of_player(old_user)
            if new_user in table.players:
                who = f"<@{new_user}>"
                raise TableError(f"{who} already has a seat in this game.", code="already_seated", user=who)
            players = list(table.players)
            players[seat] = new_user
            # Host rights belong to the seat: whoever takes the host's seat holds them now.
            host = new_user if old_user == table.host else table.host
            meta = table.row.meta.copy()
            if table.row.status == "active":
                if "start_seats" not in meta:
                    # Started before seats were recorded: as seated until now is the best reading.
                    meta = ratings.start_record(meta, table.players)
                # Rated for nobody from now on, whoever holds it at the end.
                meta["replaced"] = sorted({*meta.get("replaced", []), seat})
            meta["autopilot"] = sorted(table_meta.autopilot_seats(meta) - {seat})
            meta["autopilot_why"] = {
                k: v for k, v in table_meta.autopilot_reasons(meta).items() if k != str(seat)
            }
            meta["away"] = sorted(table_meta.away_seats(meta) - {seat})
            meta["missed"] = {k: v for k, v in table_meta.misses(meta).items() if k != str(seat)}
            now = self.tables.clock()
            due = self.schedule.next_due(table.row, table.game, table.state, now, players=players, meta=meta)
            return await self.tables.update(table, players=players, meta=meta, next_due=due, host_id=host)

    async def abandon(self, channel_id: int, user_id: int, *, can_manage: bool = False) -> Table:
        """End the game at once: the host's or a channel manager's right, but for a started rated
        game only a manager's (its players vote, `vote_abandon`)."""
        async with self.tables.locked(channel_id) as table:
            _check_admin(table, user_id, can_manage, ADMIN_ABANDON)
            if not ends_alone(table, user_id, can_manage):
                raise Forbidden(RATED_ABANDON, code="rated_abandon")
            return await self.tables.end(table)

    async def vote_abandon(self, channel_id: int, user_id: int) -> tuple[Table, set[int], int]:
        """Record a seated player's vote; the game ends once a majority of its players voted, or
        every one of them when it is a started rated game (then a member alone with bots has no
        vote that could end it: they are told how else to leave it).

        Only votes of members who still hold the seat they voted from, cast within the last
        `vote_lifetime`, count: a replaced player's vote leaves with them, and an old vote does
        not join a new one weeks later to end a game the table kept playing.
        """
        async with self.tables.locked(channel_id) as table:
            seat = table.seat_of(user_id)
            if seat is None:
                raise NotSeated("Only players of this game can vote to abandon it.", code="vote_not_player")
            needed = votes_needed(table)
            now = self.tables.clock()
            standing = [v for v in current_votes(table, now) if v["seat"] != seat]
            standing.append({"seat": seat, "user": user_id, "at": now})
            votes = {v["user"] for v in standing}
            if len(votes) >= needed:
                return await self.tables.end(table), votes, needed
            meta: TableMeta = {**table.row.meta, "abandon_votes": sorted(standing, key=lambda v: v["seat"])}
            return await self.tables.update(table, meta=meta), votes, needed

    async def end_gone(
        self, *, channel_ids: Collection[int] = (), guild_id: int | None = None
    ) -> list[Table]:
        """Abandon every open game in these channels (or threads), or in the whole guild: they
        were deleted, or the bot left the guild, so nobody can play there any more. Returns the
        games ended; an ended game has no deadline left for the reminder loop."""
        channels = list(channel_ids)
        if guild_id is not None:
            channels += await self.tables.open_channels(guild_id)
        ended: list[Table] = []
        for channel_id in dict.fromkeys(channels):
            async with self.tables.lock(channel_id):
                table = await self.tables.find(channel_id)
                if table is not None:
                    ended.append(await self.tables.end(table))
        return ended


def needs_every_vote(table: Table) -> bool:
    """Whether ending the game early takes every seated member's vote: it has started and moves
    people's ratings (as fixed at its start), so no one player voids it alone."""
    return (
        table.row.status == "active"
        and bool(table.humans)
        and ratings.people_rated(table.row.meta, table.row.players)
    )


def ends_alone(table: Table, user: int, can_manage: bool) -> bool:
    """Whether `user` may abandon the game without a vote: Manage Channel always; the host unless
    the game is a started rated one."""
    return can_manage or (user == table.host and not needs_every_vote(table))


def bot_named(table: Table, name: str) -> int:
    """The user id of the table's bot that `name` names: its number ("2", "Bot 2")."""
    number = re.search(r"\d+", name)
    for user in table.players:
        if bot_seats.is_bot(user) and number is not None and bot_seats.number_of(user) == int(number.group()):
            return user
    raise TableError(f"There is no bot {name!r} at this table.", code="no_such_bot", bot=repr(name))


def current_votes(table: Table, now: float) -> list[AbandonVote]:
    """The abandon votes that still count: cast by the member who holds that seat now, within
    the vote's lifetime (votes stored before seats were recorded no longer count)."""
    lifetime = vote_lifetime(table.row.meta)
    out: list[AbandonVote] = []
    for vote in table.row.meta.get("abandon_votes", []):
        if not isinstance(vote, dict):
            continue
        seat, user, at = vote.get("seat"), vote.get("user"), vote.get("at", 0)
        held = isinstance(seat, int) and 0 <= seat < len(table.players) and table.user_of(seat) == user
        if held and now - at < lifetime:
            out.append(vote)
    return out


def votes_needed(table: Table) -> int:
    """How many of the members seated must vote to abandon the game: every one of a started rated
    game (refused when only one sits there, with bots: their vote alone would void it), else a
    majority. Bots have no say."""
    members = len(table.humans)
    if not needs_every_vote(table):
        return members // 2 + 1
    if members < 2:
        raise TableError(RATED_ABANDON_ALONE, code="rated_abandon_alone")
    return members


def vote_lifetime(meta: TableMeta) -> float:
    """How long an abandon vote stands: a day, or one decision time of a slower pace, so that
    the others have the table's own rhythm to join it."""
    return float(max(VOTE_LIFETIME, deadlines.limit_of(meta) or 0))


def _check_admin(table: Table, user: int, can_manage: bool, refusal: tuple[str, str]) -> None:
    if user != table.host and not can_manage:
        what, code = refusal
        raise Forbidden(f"Only the host or someone with Manage Channel can {what}.", code=code)


def _why_autopilot(table: Table, by_user: int, seat: int) -> str:
    """Why the autopilot takes a seat over: the player's own choice, their missed deadlines (they
    are away), or someone else's decision."""
    if table.user_of(seat) == by_user:
        return ratings.LEFT
    if seat in table_meta.away_seats(table.row.meta):
        return ratings.TIMED_OUT
    return ratings.KICKED
