"""The bot: opens the store, loads the cogs and each game's parts from its manifest, registers
persistent components, publishes commands (bot/commandsync.py)."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import time
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, cast

import aiohttp
import discord
from discord import app_commands
from discord.ext import commands

from games import registry
from games.core import Game
from games.manifest import Manifest

from . import ratelimits, warmup
from .backend import new_store
from .closed_dms import ClosedDMs
from .commandsync import CommandSync
from .config import Settings
from .display_names import DisplayNames
from .i18n import Languages
from .i18n.catalog import add_games
from .i18n.translator import CatalogTranslator
from .repository import Tables
from .services import build as build_services
from .services.history import History
from .services.lobby import Lobby
from .services.moves import Moves
from .services.schedule import Schedule, pace_limit
from .services.seats import Seats
from .services.undo import Undo
from .store_api import GameStore
from .tables import Table

if TYPE_CHECKING:
    from .bots import BotPlayer
    from .gameui import GameUI
    from .publish import Publisher
    from .reminders import Reminders
    from .replays import Replays

log = logging.getLogger(__name__)

# Connections to Discord's API at most. discord.py's default has no limit, so a burst of
# interactions (each acknowledged at once) opens a connection per request, and setting up
# 200 of them cost more than the acknowledgements themselves (bench_channels: the slowest of
# 200 simultaneous acknowledgements 1.14 s with a new connection each, 0.3-0.4 s through 32
# kept-alive ones). Discord's own limits (50 requests/s) need far fewer.
HTTP_CONNECTIONS = 32
# Connections of their own for interaction callbacks, which Discord takes only within 3 s of the
# interaction: through the shared ones, an acknowledgement waits behind every request queued
# for a connection before it (aiohttp serves waiters in order), and a restart's reminders and
# boards can queue far more than 32 at a slow moment. Callbacks do not count against the bot's
# rate limits; a few connections carry a burst of them (bench_channels).
ACK_CONNECTIONS = 8
# How long closing waits for the bots' cancelled runs to finish.
CLOSE_WAIT = 5.0

# standing, notify, learn and review add their commands to the lobby's /game group: they load after it.
CORE_EXTENSIONS = (
    "bot.cogs.lobby",
    "bot.cogs.standing",
    "bot.cogs.notify",
    "bot.cogs.learn",
    "bot.cogs.review",
    "bot.cogs.play",
    "bot.cogs.owner",
    "bot.cogs.housekeeping",
    "bot.cogs.hints",
)


class TableBot(commands.Bot):
    """Table Bot: slash commands, components, and messages that mention it; no privileged intents."""

    def __init__(
        self,
        settings: Settings,
        *,
        games: Mapping[str, Game | Manifest] | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        # guild_messages is not privileged: Discord sends the content of a guild message that
        # mentions the bot without the message content intent, which is all Dice Town's chat
        # bribes read.
        intents = discord.Intents(guilds=True, guild_messages=True)
        # The bot never joins voice: discord.py's documented switches for its "PyNaCl / davey is
        # not installed" warnings, which every start would otherwise print as if something failed.
        discord.VoiceClient.warn_nacl = False
        discord.VoiceClient.warn_dave = False
        shards: dict[str, Any] = {}
        if isinstance(self, commands.AutoShardedBot):
            ids = list(settings.shard_ids) if settings.shard_ids is not None else None
            shards = {"shard_count": settings.shard_count, "shard_ids": ids}
        super().__init__(
            # commands.Bot needs a prefix, but no message is ever read as a command (see
            # `on_message`), and there is no help command to answer "@Table Bot help".
            command_prefix=commands.when_mentioned,
            help_command=None,
            intents=intents,
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=True),
            tree_cls=TableTree,
            # No message cache: the bot reads no message it did not just send or receive. A
            # retired board's text is kept with its table (`board_retired`), and a cache of the
            # last 1,000 messages the servers sent (anyone's chat) rarely held the board anyway;
            # it held 20 objects a message for the collector to scan.
            max_messages=None,
            # Empty: Bot.is_owner asks Discord for the application's owner (or its team).
            owner_ids=set(settings.owner_ids),
            **shards,
        )
        # discord.py walks all its rate-limit buckets at every new one past 256 (bot/ratelimits.py).
        ratelimits.sweep_a_few_at_a_time(self.http)
        self.started_at: float | None = None
        # Interaction callbacks' own HTTP session (ACK_CONNECTIONS), opened at login.
        self.ack_session: aiohttp.ClientSession | None = None
        self.settings: Settings = settings
        self.clock: Callable[[], float] = clock
        self.store: GameStore = new_store(settings)
        # The games: their manifests (a registry, or bare engines whose every part is generic).
        self.manifests: registry.Registry = registry.REGISTRY if games is None else registry.of(games)
        self.games: Mapping[str, Game] = self.manifests.games
        add_games(self.manifests.values())
        # The games' own move commands, whose thinking the channel sees (bot/replies.py).
        self.public_commands: frozenset[str] = frozenset().union(
            *(m.public_commands for m in self.manifests.values())
        )
        services = build_services(
            self.store,
            self.games,
            clock=clock,
            limits=self._decision_seconds,
            bot_tables=(settings.bot_tables_per_member, settings.bot_tables_per_server),
        )
        # The tables and the services that change them, each doing one thing (bot/services/).
        self.tables: Tables = services.tables
        self.lobby: Lobby = services.lobby
        self.moves: Moves = services.moves
        self.schedule: Schedule = services.schedule
        self.seats: Seats = services.seats
        self.undo: Undo = services.undo
        self.history: History = services.history
        self.closed_dms: ClosedDMs = ClosedDMs(clock)
        self.display_names: DisplayNames = DisplayNames()
        self.command_sync: CommandSync = CommandSync(self, settings)
        self.languages: Languages = Languages(self.store.preferences)
        self.game_uis: dict[str, GameUI] = {}
        self.publisher: Publisher
        self.reminders: Reminders
        self.bot_player: BotPlayer

    def dispatch(self, event_name: str, /, *args: Any, **kwargs: Any) -> None:
        # Called as an interaction arrives, before its handler's task runs: the board that
        # answers it already draws its sender's name as the server shows it.
        if event_name == "interaction" and args and isinstance(args[0], discord.Interaction):
            self.display_names.seen(args[0])
        super().dispatch(event_name, *args, **kwargs)

    async def on_interaction(self, interaction: discord.Interaction, /) -> None:
        """Store its sender's name with the channel's table, for a restart and other processes."""
        try:
            await self.display_names.remember(self.tables, interaction)
        except Exception:  # a name is worth no failed interaction
            log.exception("storing the name of user %s failed", interaction.user.id)

    async def on_message(self, message: discord.Message, /) -> None:
        """Nothing: commands.Bot would read a message that mentions the bot as a command. Only
        Dice Town's chat reads messages (its cog's listener), where a game waits for them."""

    async def login(self, token: str) -> None:
        # The database first: a bad file is reported at once, before any network, and a bad
        # token or network leaves nothing half set up.
        await self.store.open()
        self.started_at = time.monotonic()
        if self.http.connector is discord.utils.MISSING:
            self.http.connector = aiohttp.TCPConnector(limit=HTTP_CONNECTIONS)
        if self.ack_session is None or self.ack_session.closed:
            self.ack_session = aiohttp.ClientSession(
                connector=aiohttp.TCPConnector(limit=ACK_CONNECTIONS), cookie_jar=aiohttp.DummyCookieJar()
            )
        await super().login(token)

    async def setup_hook(self) -> None:
        from . import chooser, components, scorecard
        from .bots import BotPlayer
        from .gameui import GameUI
        from .publish import Publisher
        from .reminders import Reminders

        self.publisher = Publisher(self)
        self.bot_player = BotPlayer(self, self.settings.ai_processes)
        self.reminders = Reminders(self, self.bot_player)
        # Components carry game id, version and action in their custom_id, so buttons posted
        # before a restart keep working after it. Each extension's setup adds its own.
        self.add_dynamic_items(*components.ITEMS, *chooser.ITEMS, scorecard.ScoreButton)
        # Every game gets the generic UI; a game whose manifest names its UI package loads it as
        # an extension, whose setup registers its GameUI, its cog and its components.
        for key in self.manifests:
            self.game_uis.setdefault(key, GameUI(self, key))
        uis = [m.ui for m in self.manifests.values() if m.ui is not None]
        for ext in [*CORE_EXTENSIONS, *uis]:
            try:
                await self.load_extension(ext)
            except Exception:
                log.exception("failed to load extension %s", ext)
        # Command names, descriptions, options and choices in every locale of the catalog.
        await self.tree.set_translator(CatalogTranslator())
        await self.command_sync.at_start()
        if self.settings.reminder_loop:
            # A long-running bot: catalogs and fonts are loaded now rather than in its first
            # moves, and what start-up loaded lives as long as the process. Out of the
            # collector's sight, a full collection (which holds the GIL in whatever thread runs
            # it) costs a few ms instead of tens during a timer pass (see bot/warmup.py).
            warmup.settle()
            self.reminders.start()

    async def close(self) -> None:
        if hasattr(self, "reminders"):
            self.reminders.stop()
        if hasattr(self, "bot_player"):
            await self.bot_player.close()
        if hasattr(self, "reminders"):
            # The bots' runs, cancelled, give back their claims while the store is still open.
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.reminders.idle(), CLOSE_WAIT)
        if hasattr(self, "publisher"):
            await self.publisher.close()
        try:
            await super().close()
        finally:
            if self.ack_session is not None:
                await self.ack_session.close()
            await self.store.close()

    @functools.cached_property
    def replays(self) -> Replays:
        """Replay files, drawn when first asked for and kept beside the database."""
        from .replays import Replays

        return Replays.beside(self.settings.database_path)

    def ui(self, key: str) -> GameUI:
        return self.game_uis[key]

    def _decision_seconds(self, table: Table, seat: int) -> int | None:
        """The timers' limit per decision, which a game's UI may set per kind of prompt."""
        ui = self.game_uis.get(table.row.game)
        return pace_limit(table, seat) if ui is None else ui.decision_seconds(table, seat)


def table_bot(interaction: discord.Interaction) -> TableBot:
    """The bot an interaction arrived at, typed as ours (discord.py types it as any client)."""
    return cast(TableBot, interaction.client)


class ShardedTableBot(TableBot, commands.AutoShardedBot):
    """Table Bot on gateway shards: every shard in this process, or the SHARD_IDS of SHARD_COUNT,
    the others in other processes on the same database. Interactions come to the process of their
    guild's shard (DMs to shard 0's) and every move goes through the database's version check,
    so no process trusts a state it has cached when another has moved since."""


def make_bot(settings: Settings, **options: Any) -> TableBot:
    """The bot these settings ask for: sharded when SHARD_COUNT is set."""
    cls = ShardedTableBot if settings.shard_count else TableBot
    return cls(settings, **options)


class TableTree(app_commands.CommandTree):
    """Acknowledges every command before it runs; refuses a value its option does not offer;
    turns every unexpected command error into a polite answer, logged with its context."""

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        from .choices import unoffered
        from .prechecks import refused_ahead
        from .replies import acknowledge, answer_apart

        # Autocompletes too answer within 3 s, and are never deferred.
        answer_apart(interaction)
        if interaction.type is discord.InteractionType.application_command:
            # A refusal is the player's alone: known before the acknowledgement, it thinks
            # privately, so the channel never sees a "thinking…" that then vanishes.
            refused = unoffered(interaction)
            if refused is not None or await refused_ahead(interaction, table_bot(interaction)):
                public: bool | None = False
            else:
                public = None  # as the command's kind says (`acknowledge`)
            # One whose acknowledgement failed is not run: another process has it, or nobody
            # does and the player reads that it failed (see `acknowledge`). A refused one still
            # runs: a move must be saved and shown.
            if not await acknowledge(interaction, public=public):
                return False
            if refused is not None:
                raise app_commands.CheckFailure(refused)
        return True

    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        from .replies import explain_error

        await explain_error(interaction, error)
