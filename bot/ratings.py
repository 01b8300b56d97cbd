"""Ratings per game and per server: openskill's Plackett-Luce model, which rates any number of
players in one game and handles ties.

A game's end and its rating update are written in one transaction: both stores call
`record_end` from the write that finishes a game, on the connection of that transaction, so a
crash between them loses both or neither. The rules:

- only a game that ends with a result is rated (an abandoned one is not), and only with two
  seats or more;
- places come from the engine's ranking (ties share a place); a seat that quit (left to the
  autopilot, `meta["autopilot"]`, when the game ended) ranks last, below everyone who stayed;
- a game with a bot seat leaves people's ratings alone unless the table was opened rated
  (`meta["rated"]`); each bot level keeps a rating of its own per game and server, for reference.

Ratings belong to a server's season (1 until the server starts another with `new_season`): a new
season starts everyone afresh and keeps the old seasons' leaderboards.

A bot seat holds a negative player id (Discord's ids are positive), -(10 x its number at the
table + its level's index + 1), as the bot seats write them; a bot's rating is kept under its
level (`rating_id`), whichever number it had at the table. A bot seat is an autopilot seat, so
only a person on autopilot counts as having quit.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import astuple, dataclass
from typing import TYPE_CHECKING, Any

from openskill.models import PlackettLuce

from .bots import LEVEL_LABELS, is_bot
from .bots import level_of as bot_level
from .i18n import DEFAULT, t
from .table_meta import TableMeta

if TYPE_CHECKING:
    from .store_api import GameStore, Tx
    from .store_rows import GameRow

MODEL = PlackettLuce()
# What people see: openskill's ordinal (mu - 3 sigma, 0 for a newcomer), scaled so a newcomer
# shows 1500 and a typical game moves it by tens of points, the numbers players know from chess.
DISPLAY_SCALE = 60
DISPLAY_START = 1500


def rating_id(player_id: int) -> int:
    """Whose rating a seat moves: the person's, or the bot's level's (-1 easy, -2 normal, ...)."""
    return -((-player_id) % 10) if is_bot(player_id) else player_id


@dataclass(frozen=True)
class Skill:
    mu: float
    sigma: float

    @classmethod
    def new(cls) -> Skill:
        r = MODEL.rating()
        return cls(r.mu, r.sigma)

    @property
    def shown(self) -> int:
        return display(self.mu, self.sigma)


def display(mu: float, sigma: float) -> int:
    """The rating shown to people."""
    r = MODEL.create_rating([mu, sigma])
    return round(r.ordinal(alpha=DISPLAY_SCALE, target=DISPLAY_START))


@dataclass(frozen=True)
class Change:
    seat: int
    player_id: int
    rank: int
    won: bool
    before: Skill
    after: Skill


def places(players: Sequence[int], result: Mapping[str, Any], quit_seats: set[int]) -> list[int]:
    """1-based place of each seat (ties share one); quitters after everyone who stayed."""
    place: dict[int, int] = {}
    next_place = 1
    for group in result.get("ranking", []):
        stayed = [s for s in group if s not in quit_seats]
        place.update(dict.fromkeys(stayed, next_place))
        next_place += len(stayed)
    return [place.get(s, next_place) for s in range(len(players))]


def changes(
    players: Sequence[int], result: Mapping[str, Any], meta: TableMeta, current: Mapping[int, Skill]
) -> list[Change]:
    """The rating changes of a finished game, from the players' current skills (a missing one
    is a newcomer's). Seats whose rating this game does not move are left out."""
    if len(players) < 2 or not result.get("ranking"):
        return []
    quit_seats = {s for s in meta.get("autopilot", []) if s < len(players) and not is_bot(players[s])}
    ranks = places(players, result, quit_seats)
    before = [current.get(rating_id(p)) or Skill.new() for p in players]
    teams = [[MODEL.create_rating([s.mu, s.sigma])] for s in before]
    after = MODEL.rate(teams, ranks=list(ranks))
    people_rated = bool(meta.get("rated")) or not any(is_bot(p) for p in players)
    winners = set(result.get("winners", []))
    return [
        Change(seat, rating_id(p), ranks[seat], seat in winners, before[seat], Skill(new.mu, new.sigma))
        for seat, (p, [new]) in enumerate(zip(players, after, strict=True))
        if is_bot(p) or people_rated
    ]


# -- storage, shared by both stores (the same SQL; `?` becomes `$n` for PostgreSQL) -------------


def ends_rated(before_status: str, changes_: Mapping[str, Any]) -> bool:
    """Whether this write is the one that finishes a game with a result."""
    return before_status == "active" and changes_.get("status") == "finished"


async def record_end(conn: Tx, row: GameRow, written: Mapping[str, Any], now: float) -> list[Change]:
    """Inside the transaction that finishes `row` with the `written` columns: update the ratings."""
    if not ends_rated(row.status, written):
        return []
    result = written.get("result", row.result) or {}
    meta: TableMeta = written.get("meta", row.meta) or {}
    players = list(written.get("players", row.players))
    guild = row.guild_id or 0
    season = await _season(conn, guild)
    ids = sorted({rating_id(p) for p in players})
    marks = ", ".join("?" for _ in ids)
    rows = await conn.fetch(
        "SELECT player_id, mu, sigma FROM ratings "
        f"WHERE guild_id = ? AND game = ? AND season = ? AND player_id IN ({marks})",
        [guild, row.game, season, *ids],
    )
    current = {int(p): Skill(float(mu), float(sigma)) for p, mu, sigma in rows}
    found = changes(players, result, meta, current)
    board = [guild, row.game, season]
    for c in found:
        await conn.execute(
            "INSERT INTO ratings (guild_id, game, season, player_id, mu, sigma, games, wins, updated_at) "
            "VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?) "
            "ON CONFLICT (guild_id, game, season, player_id) DO UPDATE SET mu = excluded.mu, "
            "sigma = excluded.sigma, games = ratings.games + 1, wins = ratings.wins + excluded.wins, "
            "updated_at = excluded.updated_at",
            [*board, c.player_id, *astuple(c.after), int(c.won), now],
        )
        await conn.execute(
            "INSERT INTO rating_changes (guild_id, game, season, player_id, game_id, seat, place, "
            "mu_before, sigma_before, mu_after, sigma_after, created_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [*board, c.player_id, row.id, c.seat, c.rank, *astuple(c.before), *astuple(c.after), now],
        )
    return found


async def _season(conn: Tx, guild: int) -> int:
    rows = await conn.fetch("SELECT season FROM seasons WHERE guild_id = ?", [guild])
    return int(rows[0][0]) if rows else 1


async def current_season(store: GameStore, guild_id: int | None) -> int:
    rows = await _read(store, "SELECT season FROM seasons WHERE guild_id = ?", [guild_id or 0])
    return int(rows[0][0]) if rows else 1


async def new_season(store: GameStore, guild_id: int | None, now: float) -> int:
    """Start the server's next season: its leaderboards start empty, the old ones are kept."""
    await store._write(
        "INSERT INTO seasons (guild_id, season, started_at) VALUES (?, 2, ?) "
        "ON CONFLICT (guild_id) DO UPDATE SET season = seasons.season + 1, started_at = excluded.started_at",
        [guild_id or 0, now],
    )
    return await current_season(store, guild_id)


# The migration both stores append (PostgreSQL spells the types its own way).
MIGRATION_SQL = """
    CREATE TABLE seasons (
        guild_id   {big} PRIMARY KEY,
        season     INTEGER NOT NULL,
        started_at {real} NOT NULL
    );
    CREATE TABLE ratings (
        guild_id   {big} NOT NULL,
        game       TEXT NOT NULL,
        season     INTEGER NOT NULL,
        player_id  {big} NOT NULL,
        mu         {real} NOT NULL,
        sigma      {real} NOT NULL,
        games      INTEGER NOT NULL,
        wins       INTEGER NOT NULL,
        updated_at {real} NOT NULL,
        PRIMARY KEY (guild_id, game, season, player_id)
    );
    CREATE INDEX ratings_board ON ratings (guild_id, game, season, (mu - 3 * sigma));
    CREATE INDEX ratings_of_player ON ratings (player_id, guild_id, season);
    CREATE TABLE rating_changes (
        game_id      {big} NOT NULL REFERENCES games (id),
        seat         INTEGER NOT NULL,
        player_id    {big} NOT NULL,
        guild_id     {big} NOT NULL,
        game         TEXT NOT NULL,
        season       INTEGER NOT NULL,
        place        INTEGER NOT NULL,
        mu_before    {real} NOT NULL,
        sigma_before {real} NOT NULL,
        mu_after     {real} NOT NULL,
        sigma_after  {real} NOT NULL,
        created_at   {real} NOT NULL,
        PRIMARY KEY (game_id, seat)
    );
    CREATE INDEX rating_changes_by_player ON rating_changes (guild_id, game, season, player_id, game_id);
"""


# -- reads ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Standing:
    player_id: int
    mu: float
    sigma: float
    games: int
    wins: int
    trend: tuple[int, ...] = ()  # the last changes of the shown rating, oldest first

    @property
    def shown(self) -> int:
        return display(self.mu, self.sigma)


@dataclass(frozen=True)
class StoredChange:
    seat: int
    player_id: int
    place: int
    before: int
    after: int

    @property
    def delta(self) -> int:
        return self.after - self.before


async def _read(store: GameStore, sql: str, params: Sequence[Any]) -> list[Sequence[Any]]:
    # A listing: beside the writer where the store has a reader of its own.
    return await store._fetch(sql, params, listing=True)


TREND = 5


async def leaderboard(
    store: GameStore, guild_id: int | None, game: str, limit: int = 10, *, season: int | None = None
) -> list[Standing]:
    """The best ratings of a season (the current one by default)."""
    if season is None:
        season = await current_season(store, guild_id)
    rows = await _read(
        store,
        "SELECT player_id, mu, sigma, games, wins FROM ratings "
        "WHERE guild_id = ? AND game = ? AND season = ? "
        "ORDER BY mu - 3 * sigma DESC, games DESC, player_id LIMIT ?",
        [guild_id or 0, game, season, limit],
    )
    out = []
    for p, mu, sigma, games, wins in rows:
        changed = await _read(
            store,
            "SELECT mu_before, sigma_before, mu_after, sigma_after FROM rating_changes "
            "WHERE guild_id = ? AND game = ? AND season = ? AND player_id = ? "
            "ORDER BY game_id DESC, seat DESC LIMIT ?",
            [guild_id or 0, game, season, int(p), TREND],
        )
        trend = tuple(display(m2, s2) - display(m1, s1) for m1, s1, m2, s2 in reversed(changed))
        out.append(Standing(int(p), mu, sigma, games, wins, trend))
    return out


async def standings_of(store: GameStore, guild_id: int | None, player_id: int) -> dict[str, Standing]:
    """A player's ratings of the current season, per game."""
    season = await current_season(store, guild_id)
    rows = await _read(
        store,
        "SELECT game, mu, sigma, games, wins FROM ratings "
        "WHERE guild_id = ? AND season = ? AND player_id = ?",
        [guild_id or 0, season, player_id],
    )
    return {g: Standing(player_id, mu, sigma, n, w) for g, mu, sigma, n, w in rows}


async def favourite_opponents(
    store: GameStore, guild_id: int | None, game: str, user_id: int, limit: int = 3
) -> list[tuple[int, int]]:
    """The people a user finished most games of `game` with: (user id, games together)."""
    where_guild = "g.guild_id = ?" if guild_id is not None else "g.guild_id IS NULL"
    guild = [] if guild_id is None else [guild_id]
    rows = await _read(
        store,
        "SELECT o.user_id, COUNT(DISTINCT g.id) AS n FROM game_players AS p "
        "JOIN games AS g ON g.id = p.game_id "
        "JOIN game_players AS o ON o.game_id = p.game_id AND o.user_id <> p.user_id "
        f"WHERE p.user_id = ? AND g.status = 'finished' AND g.game = ? AND {where_guild} "
        "GROUP BY o.user_id ORDER BY n DESC, o.user_id LIMIT ?",
        [user_id, game, *guild, limit],
    )
    return [(int(u), int(n)) for u, n in rows]


async def changes_of_game(store: GameStore, game_id: int) -> list[StoredChange]:
    rows = await _read(
        store,
        "SELECT seat, player_id, place, mu_before, sigma_before, mu_after, sigma_after "
        "FROM rating_changes WHERE game_id = ? ORDER BY seat",
        [game_id],
    )
    return [
        StoredChange(int(s), int(p), int(pl), display(m1, s1), display(m2, s2))
        for s, p, pl, m1, s1, m2, s2 in rows
    ]


def mention(player_id: int, locale: str = DEFAULT) -> str:
    return f"🤖 {bot_name(player_id, locale)}" if is_bot(player_id) else f"<@{player_id}>"


def bot_name(player_id: int, locale: str = DEFAULT) -> str:
    """A bot level's name where a rating is shown (ratings are per level, not per bot)."""
    return t(locale, "ratings-bot-name", level=t(locale, LEVEL_LABELS[bot_level(player_id)]))


async def final_lines(store: GameStore, game_id: int, locale: str = DEFAULT) -> str:
    """Each rated seat's rating change, for the final message of a game ("" if none)."""
    found = await changes_of_game(store, game_id)
    return "\n".join(f"{mention(c.player_id, locale)}: {c.before} → {c.after} ({c.delta:+d})" for c in found)
