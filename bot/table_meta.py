"""What a table keeps beside its game state: the `meta` JSON column of `games`.

A `TypedDict`, not a dataclass: the column is read and written as JSON by both stores, patched
key by key in SQL (`patch_meta`, `json_set`/`jsonb ||`), and filtered on in SQL (`posted`,
`reminded`), so the stored form is the interface. A TypedDict is that JSON object itself: a stored
table loads unchanged and dumps the very keys it was read with (keys written by a newer bot
included), while the type checker still knows every key and the type of its value. Every key is
optional (`total=False`): a fresh lobby has few of them, and the readers supply the defaults.

Seats are ints inside lists and str inside the per-seat objects (JSON object keys are strings).
"""

from __future__ import annotations

from typing import Any, NotRequired, TypedDict, cast


class UndoRequest(TypedDict):
    """A take-back that needs everyone's consent (it revealed something hidden)."""

    seq: int  # the first action it would remove
    by: int  # the user who asked
    seat: NotRequired[int | None]  # missing in requests stored by older versions
    yes: list[int]
    no: list[int]


class AbandonVote(TypedDict):
    seat: int
    user: int
    at: float


class ReviewedMove(TypedDict):
    """One listed move of a review: its place in the log, the move played and the normal bot's
    (in notation), and how many points more the bot's was estimated to be worth."""

    at: int
    played: str
    best: str
    points: float


class SeatReview(TypedDict):
    judged: int  # the seat's decisions judged
    worst: list[ReviewedMove]  # the worst of them, largest difference first


class TurnClaim(TypedDict):
    """A process thinking about a bot's move at one version of the game, until a time."""

    version: int
    until: float


class RetiredBoard(TypedDict):
    """What a board message shows once a newer board retires it: its text without the lines that
    told players how to act on it (bot/publish.py). Kept as the board is posted or edited, so the
    retirement needs no read of the message from Discord."""

    message: int
    text: str


class TableMeta(TypedDict, total=False):
    # Options chosen at /game new.
    pace: str  # a key of deadlines.PACES; missing: "none"
    autopilot_level: str  # how hard an autopilot seat plays; missing: "default"
    rated: bool  # a game with bots that still counts for the people's ratings
    hints: bool  # a Hint button offers each player the normal bot's move; the game is unrated
    tutorial: bool  # a lesson of /game learn (bot/learn.py): never rated, in the learner's language
    # Discord messages of this table.
    lobby_message: int
    board_message: int
    posted: int  # the state version the last board posted showed
    board_retired: RetiredBoard  # what the board message will show once retired
    # The table message (bot/table_message.py): one board message edited through the game, with
    # a short line per turn; `board_message` is that message, pinned when `table_pinned`.
    table_mode: bool
    table_pinned: bool
    # Seats the bot plays for: bots from the start, people who left or were put on autopilot.
    autopilot: list[int]
    # Why a person's seat is on autopilot (bot/ratings.py ranks by it): "kicked" (by the host or
    # a moderator), "left" (they put themselves there), "timed_out" (put there while away).
    autopilot_why: dict[str, str]
    # Fixed when the game starts, read when it ends (bot/ratings.py): who held each seat, and
    # whether the game moves people's ratings; then the seats handed to someone else since.
    start_seats: list[int]
    people_rated: bool
    replaced: list[int]
    # Deadlines (bot/deadlines.py): when each waiting seat's clock started, which reminder it has
    # had (1: half time, 2: near the end), how many deadlines in a row it missed, who is away.
    clock: dict[str, float]
    reminded: dict[str, int]
    missed: dict[str, int]
    away: list[int]
    # Private messages a seat could not be sent (DMs closed), kept until it asks for them.
    inbox: dict[str, list[str]]
    # The turn (GameUI.private_turn) each player, by user id, was last told of in the channel
    # that their inbox has something: told once per turn, not once per private step.
    inbox_told: dict[str, str]
    abandon_votes: list[AbandonVote]
    undo_vote: UndoRequest
    thinking: TurnClaim
    # Each player's name as the server showed it in their last interaction (bot/display_names.py),
    # by user id: the member cache is empty without the privileged members intent.
    names: dict[str, str]
    # Hints each seat was given (bot/hints.py), and the version of its last one: a hint asked
    # again at the same version is the same answer and counts once.
    hints_used: dict[str, int]
    hinted_at: dict[str, int]
    reviews: dict[str, SeatReview]  # by seat: its review of the finished game (bot/review.py)


class MetaPatch(TypedDict, total=False):
    """Keys to set on a stored meta; None removes the key (`GameStore.patch_meta`)."""

    pace: str | None
    autopilot_level: str | None
    rated: bool | None
    hints: bool | None
    tutorial: bool | None
    lobby_message: int | None
    board_message: int | None
    posted: int | None
    board_retired: RetiredBoard | None
    table_mode: bool | None
    table_pinned: bool | None
    autopilot: list[int] | None
    autopilot_why: dict[str, str] | None
    start_seats: list[int] | None
    people_rated: bool | None
    replaced: list[int] | None
    clock: dict[str, float] | None
    reminded: dict[str, int] | None
    missed: dict[str, int] | None
    away: list[int] | None
    inbox: dict[str, list[str]] | None
    inbox_told: dict[str, str] | None
    abandon_votes: list[AbandonVote] | None
    undo_vote: UndoRequest | None
    thinking: TurnClaim | None
    names: dict[str, str] | None
    hints_used: dict[str, int] | None
    hinted_at: dict[str, int] | None
    reviews: dict[str, SeatReview] | None


# The readers of the keys that have a default: each default is written here only.


def autopilot_seats(meta: TableMeta) -> set[int]:
    return set(meta.get("autopilot", []))


def autopilot_reasons(meta: TableMeta) -> dict[str, str]:
    return meta.get("autopilot_why", {})


def away_seats(meta: TableMeta) -> set[int]:
    return set(meta.get("away", []))


def pace(meta: TableMeta) -> str:
    return meta.get("pace", "none")


def autopilot_level(meta: TableMeta) -> str:
    return meta.get("autopilot_level", "default")


def hints_on(meta: TableMeta) -> bool:
    return bool(meta.get("hints"))


def reviews(meta: TableMeta) -> dict[str, SeatReview]:
    return meta.get("reviews", {})


def hints_used(meta: TableMeta) -> dict[str, int]:
    return meta.get("hints_used", {})


def clocks(meta: TableMeta) -> dict[str, float]:
    return meta.get("clock", {})


def reminded(meta: TableMeta) -> dict[str, int]:
    return meta.get("reminded", {})


def misses(meta: TableMeta) -> dict[str, int]:
    return meta.get("missed", {})


def table_mode(meta: TableMeta) -> bool:
    return meta.get("table_mode", False)


def table_pinned(meta: TableMeta) -> bool:
    return meta.get("table_pinned", False)


def stored_names(meta: TableMeta) -> dict[str, str]:
    return meta.get("names", {})


def patched(meta: TableMeta, patch: MetaPatch) -> TableMeta:
    """The meta after `patch_meta(patch)`, merged as the stores merge it in SQL."""
    merged: dict[str, Any] = {**meta, **patch}
    # A patch is a TableMeta but for its None values, which remove their keys.
    return cast(TableMeta, {k: v for k, v in merged.items() if v is not None})
