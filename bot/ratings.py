"""Ratings per game and per server: openskill's Plackett-Luce model, which rates any number of
players in one game and handles ties.

A game's end and its rating update are written in one transaction: the ratings subscribe to the
end of games (`subscribe`), and the store calls `record_end` from the write that finishes a game,
on the connection of that transaction, so a crash between them loses both or neither. The store
knows nothing of ratings. The rules:

- only a game that ends with a result is rated (an abandoned one is not), and only with two
  seats or more; a lesson (`meta["tutorial"]`, /game learn) never is, for anyone;
- whether a game moves people's ratings is fixed when it starts (`start_record`): yes when no bot
  sits at the table then, or when it was opened rated (`meta["rated"]`); no seat change later
  makes an unrated game rated, and a table opened with hints (`meta["hints"]`) never moves
  them. Each bot level keeps a rating of its own per game and server, for
  reference, moved by every finished game;
- only a seat held from the start to the end by its starting holder is rated. A seat handed to
  someone else (`/game replace`, `meta["replaced"]`) is rated for nobody, neither its first
  holder nor whoever took it over: it keeps its place in the ranking, with its starting holder's
  rating, so the others are rated against it as they played against it, but its own rating
  moves for nobody;
- places come from the engine's ranking (ties share a place); a person who quit ranks last,
  below everyone who stayed: who put themselves on autopilot, who was put there while away
  after missed deadlines, and who is away when the game ends. A person put on autopilot by
  someone else (`/game kick`) is ranked by the result: nobody loses a game by another's
  decision (`meta["autopilot_why"]`);
- several bots of one level at a table are one player that sat down several times: people are
  rated against each seat, as the board had them, and the level's rating moves once, by the mean
  of what its seats' places give (its own seats' results against each other cancel out in the
  mean), counted as one game, placed as its best seat, won when one of its seats won.

A game started before the start was recorded is read as it stands: the seats as they are when
one first changes hands (`replace_player` records them then) or when the game ends, and an
autopilot seat without a recorded reason counts as kicked (nobody can tell it was the player's
choice), unless the player is away.

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
from statistics import fmean
from typing import TYPE_CHECKING, Any

from openskill.models import PlackettLuce

from .bot_seats import LEVEL_LABELS, is_bot
from .bot_seats import level_of as bot_level
from .i18n import DEFAULT, t
from .store_api import finishes
from .table_meta import TableMeta, autopilot_reasons, autopilot_seats, away_seats

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


# Why a person's seat is on autopilot (`meta["autopilot_why"]`); the last two rank last.
KICKED, LEFT, TIMED_OUT = "kicked", "left", "timed_out"
QUIT = frozenset({LEFT, TIMED_OUT})


def start_record(meta: TableMeta, players: Sequence[int]) -> TableMeta:
    """The meta of a game starting with these seats: who holds each, and whether the game moves
    people's ratings, fixed from now on."""
    out = meta.copy()
    out["start_seats"] = list(players)
    out["people_rated"] = _people_rated(meta, players)
    out.pop("replaced", None)
    return out


def start_seats(meta: TableMeta, players: Sequence[int]) -> list[int]:
    """Who held each seat at the start; a game started before that was recorded: as seated now."""
    recorded = meta.get("start_seats")
    return list(recorded) if recorded and len(recorded) == len(players) else list(players)


def people_rated(meta: TableMeta, players: Sequence[int]) -> bool:
    """Whether the game moves people's ratings (as fixed at its start)."""
    recorded = meta.get("people_rated")
    if recorded is not None:
        return recorded
    return _people_rated(meta, start_seats(meta, players))


def _people_rated(meta: TableMeta, players: Sequence[int]) -> bool:
    # A table offering hints plays with the bot's advice: it never moves people's ratings.
    if meta.get("hints"):
        return False
    return bool(meta.get("rated")) or not any(is_bot(p) for p in players)


def rated_seats(meta: TableMeta, players: Sequence[int]) -> list[int]:
    """The seats whose holder this game rates: held by their starting holder throughout."""
    start, replaced = start_seats(meta, players), set(meta.get("replaced", []))
    people = people_rated(meta, players)
    return [
        seat
        for seat, p in enumerate(players)
        if seat not in replaced and p == start[seat] and (is_bot(p) or people)
    ]


def quit_seats(meta: TableMeta, players: Sequence[int]) -> set[int]:
    """The people's seats that rank last: left, or timed out (away, or put on autopilot while away)."""
    on_autopilot, away, why = autopilot_seats(meta), away_seats(meta), autopilot_reasons(meta)
    out: set[int] = set()
    for seat, p in enumerate(players):
        if is_bot(p):
            continue
        if seat in on_autopilot:
            # An autopilot's moves end "away": the reason recorded when it took over says more.
            if why.get(str(seat), KICKED) in QUIT:
                out.add(seat)
        elif seat in away:
            out.add(seat)
    return out


def places(players: Sequence[int], result: Mapping[str, Any], quitters: set[int]) -> list[int]:
    """1-based place of each seat (ties share one); quitters after everyone who stayed."""
    place: dict[int, int] = {}
    next_place = 1
    for group in result.get("ranking", []):
        stayed = [s for s in group if s not in quitters]
        place.update(dict.fromkeys(stayed, next_place))
        next_place += len(stayed)
    return [place.get(s, next_place) for s in range(len(players))]


def changes(
    players: Sequence[int], result: Mapping[str, Any], meta: TableMeta, current: Mapping[int, Skill]
) -> list[Change]:
    """The rating changes of a finished game, from the current skills (a missing one is a
    newcomer's), one per rated player or bot level; those this game does not move are left out."""
    if len(players) < 2 or not result.get("ranking"):
        return []
    ranks = places(players, result, quit_seats(meta, players))
    # Every seat plays in the ranking, a handed-on one with its starting holder's rating.
    before = [current.get(rating_id(p)) or Skill.new() for p in start_seats(meta, players)]
    teams = [[MODEL.create_rating([s.mu, s.sigma])] for s in before]
    after = [new for [new] in MODEL.rate(teams, ranks=list(ranks))]
    winners = set(result.get("winners", []))
    rated: dict[int, list[int]] = {}
    for seat in rated_seats(meta, players):
        rated.setdefault(rating_id(players[seat]), []).append(seat)
    return sorted(
        (
            Change(
                seats[0],
                player,
                min(ranks[s] for s in seats),
                bool(winners.intersection(seats)),
                before[seats[0]],
                Skill(fmean(after[s].mu for s in seats), fmean(after[s].sigma for s in seats)),
            )
            for player, seats in rated.items()
        ),
        key=lambda c: c.seat,
    )


# -- storage, shared by both stores (the same SQL; `?` becomes `$n` for PostgreSQL) -------------


def subscribe(store: GameStore) -> None:
    """Rate every game the store finishes, in the transaction that finishes it."""
    store.on_finish(_on_finish)


async def _on_finish(conn: Tx, row: GameRow, written: Mapping[str, Any], now: float) -> None:
    await record_end(conn, row, written, now)


async def record_end(conn: Tx, row: GameRow, written: Mapping[str, Any], now: float) -> list[Change]:
    """Inside the transaction that finishes `row` with the `written` columns: update the ratings."""
    if not finishes(row.status, written):
        return []
    result = written.get("result", row.result) or {}
    meta: TableMeta = written.get("meta", row.meta) or {}
    if meta.get("tutorial"):
        return []  # a lesson (/game learn) moves nobody's rating, not even its bot level's
    players = list(written.get("players", row.players))
    guild = row.guild_id or 0
    season = await _season(conn, guild)
    ids = sorted({rating_id(p) for p in start_seats(meta, players)})
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
    await store.execute(
        "INSERT INTO seasons (guild_id, season, started_at) VALUES (?, 2, ?) "
        "ON CONFLICT (guild_id) DO UPDATE SET season = seasons.season + 1, started_at = excluded.started_at",
        [guild_id or 0, now],
    )
    return await current_season(store, guild_id)


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
    return await store.fetch(sql, params, listing=True)


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
    """The people a user finished most games of `game` with: (user id, games together). Bots
    count per level (`rating_id`), as they are rated: three normal bots at one table are one
    opponent, "Bot · normal", met in one game."""
    where_guild = "g.guild_id = ?" if guild_id is not None else "g.guild_id IS NULL"
    guild = [] if guild_id is None else [guild_id]
    # rating_id in SQL: a bot's id (negative) becomes its level's.
    opponent = "CASE WHEN o.user_id < 0 THEN -((-o.user_id) % 10) ELSE o.user_id END"
    rows = await _read(
        store,
        f"SELECT {opponent} AS opponent, COUNT(DISTINCT g.id) AS n FROM game_players AS p "
        "JOIN games AS g ON g.id = p.game_id "
        "JOIN game_players AS o ON o.game_id = p.game_id AND o.user_id <> p.user_id "
        f"WHERE p.user_id = ? AND g.status = 'finished' AND g.game = ? AND {where_guild} "
        "GROUP BY opponent ORDER BY n DESC, opponent LIMIT ?",
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
