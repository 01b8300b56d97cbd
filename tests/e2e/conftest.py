"""The real bot, in this event loop, against the loopback Discord of tests/fakediscord."""

from __future__ import annotations

import itertools
import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from typing import Any

import pytest

from bot.app import TableBot
from bot.config import Settings
from bot.gameui import Reader, event_sentence
from bot.store import Store
from games.core import Game
from tests.fakediscord import FakeDiscord
from tests.helpers.clock import FakeClock

# Re-exported: tests written before the helpers moved import them from here.
from tests.helpers.e2e import mover, open_table, stop_bot, texts  # noqa: F401

BotFactory = Callable[..., Awaitable[TableBot]]


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    async with FakeDiscord() as f:
        yield f


@pytest.fixture
def game_clock() -> FakeClock:
    """The bot's clock (deadlines, timestamps); the fake's own clock governs Discord's rules."""
    return FakeClock()


@pytest.fixture
async def make_bot(fake: FakeDiscord, tmp_path, game_clock: FakeClock) -> AsyncIterator[BotFactory]:
    """Start a bot on the test's database; call again after `stop_bot` to simulate a restart."""
    bots: list[TableBot] = []
    seeds = itertools.count(4242)
    # Log lines are scanned for secrets too, at every level the bot logs at.
    lines = LogLines()
    bot_logger = logging.getLogger("bot")
    old_level = bot_logger.level
    bot_logger.addHandler(lines)
    bot_logger.setLevel(logging.DEBUG)

    async def make(
        *, games: Mapping[str, Game] | None = None, seed: int | None = None, **more: Any
    ) -> TableBot:
        """`more`: other settings (`sync_global=True`: commands in DMs too)."""
        settings = Settings(
            token="fake-token",
            database_path=str(tmp_path / "tablebot.sqlite3"),
            dev_guild_id=fake.guild.id,
            reminder_loop=False,
            **more,
        )
        bot = TableBot(settings, games=games, clock=game_clock)
        fixed = seed
        bot.lobby.seed_source = (lambda: fixed) if fixed is not None else (lambda: next(seeds))
        await fake.connect(bot)
        bots.append(bot)
        return bot

    yield make
    try:
        if bots:
            await assert_no_secret_in_channels(fake, bots[-1], lines.text())
    finally:
        bot_logger.removeHandler(lines)
        bot_logger.setLevel(old_level)
        for bot in bots:
            if not bot.is_closed():
                await fake.disconnect(bot)


class LogLines(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(self.format(record))

    def text(self) -> str:
        return "\n".join(self.lines)


async def assert_no_secret_in_channels(fake: FakeDiscord, bot: TableBot, log_text: str = "") -> None:
    """Every private event of every game replayed from the log: none of its sentences may appear
    in a channel message (content, embed, file name) or a log line, unless it was also public."""
    everything = texts(list(fake.messages))
    assert "<seat:" not in everything, "an engine's seat placeholder reached a player unreplaced"
    channel_text = (
        log_text
        + "\n"
        + texts([m for m in fake.messages if m.guild_id is not None and not getattr(m, "ephemeral", False)])
    )
    channel_text += "\n".join(a.filename for m in fake.messages if m.guild_id for a in m.attachments)
    store = bot.store
    assert isinstance(store, Store), "the end-to-end bots run on SQLite"
    async with store.db.execute("SELECT id FROM games WHERE state IS NOT NULL") as cur:
        ids = [row[0] for row in await cur.fetchall()]
    for game_id in ids:
        table = await bot.tables.by_id(game_id)
        if table is None or table.row.game not in bot.game_uis:
            continue
        ui = bot.ui(table.row.game)
        public: set[str] = set()
        secret: set[str] = set()
        for _, _, events in await bot.history.events_log(game_id):
            for event in events:
                said = table.mentions(event_sentence(ui, event, reader=Reader(table, "en")))
                (public if event.to is None else secret).add(said)
        for sentence in secret - public:
            if len(sentence) >= 12:
                assert sentence not in channel_text, (
                    f"game {game_id}: a private sentence reached a channel: {sentence!r}"
                )
