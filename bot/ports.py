"""The running bot as the Discord side below bot/app.py reaches it: what its components, chooser,
publisher, timers and bots call on the bot, on the publisher and on a game's UI.

The bot (app.TableBot) is built from those modules, and each of them calls back into the bot as
it runs: a button's callback asks the game's UI for a hint and the publisher for a board. These
Protocols say what they reach, so that none of them imports the module that builds it (the
import-direction test keeps bot/ free of import cycles). `TableBot`, `Publisher` and `GameUI`
satisfy them; pyright checks it wherever one is passed for the other.

A game's UI hooks are declared by name and return type only: their parameters are the UI's own
(bot/gameui.py says them), and code below it calls them as the UI declares.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from contextlib import AbstractAsyncContextManager
from typing import Any, Protocol, TypeVar, cast

import discord
from PIL import Image

from games.core import Game
from games.registry import Registry

from .closed_dms import ClosedDMs
from .config import Settings
from .display_names import DisplayNames
from .i18n import Languages
from .notify_settings import NotifySettings
from .repository import Tables
from .services.moves import Moves
from .services.schedule import Schedule
from .store_api import GameStore
from .tables import Outcome, Table

Pictures = list[tuple[str, Image.Image]]  # (file name, picture)
T = TypeVar("T")


class PicturesPort(Protocol):
    """The pictures of a game's UI that the shared code asks for, drawn in a worker thread
    (bot/gamepictures.py declares them)."""

    @property
    def has_private(self) -> bool: ...
    @property
    def channel_images(self) -> Callable[..., Pictures]: ...
    @property
    def private_images(self) -> Callable[..., Pictures]: ...
    @property
    def final_images(self) -> Callable[..., Pictures]: ...
    @property
    def preview_images(self) -> Callable[..., Pictures]: ...


class GameUIPort(PicturesPort, Protocol):
    """The hooks of a game's UI that the shared code calls (bot/gameui.py declares them), its
    pictures included."""

    # Text
    @property
    def waiting_line(self) -> Callable[..., str]: ...
    @property
    def status_extra(self) -> Callable[..., str]: ...
    @property
    def event_lines(self) -> Callable[..., list[str]]: ...
    @property
    def private_line(self) -> Callable[..., str]: ...
    @property
    def result_text(self) -> Callable[..., str]: ...
    @property
    def final_text(self) -> Callable[..., str]: ...
    @property
    def move_hint(self) -> Callable[..., str]: ...
    @property
    def label(self) -> Callable[..., str]: ...
    @property
    def direct_message(self) -> Callable[..., bool]: ...
    @property
    def private_turn(self) -> Callable[..., str]: ...
    @property
    def in_place(self) -> Callable[..., bool]: ...
    @property
    def decision_seconds(self) -> Callable[..., int | None]: ...

    # Components and the chooser
    @property
    def board_view(self) -> Callable[..., discord.ui.View | None]: ...
    @property
    def private_view(self) -> Callable[..., discord.ui.View | None]: ...
    @property
    def chooser_step(self) -> Callable[..., Any]: ...
    @property
    def chooser_stamp(self) -> Callable[..., str]: ...
    @property
    def chooser_refusal(self) -> Callable[..., str | None]: ...
    @property
    def chooser_stale(self) -> str | None: ...


class PublisherPort(Protocol):
    """What is asked of the publisher (bot/publish.py) by the code it shows moves for."""

    def turn(self) -> AbstractAsyncContextManager[None]: ...

    async def dm(self, user_id: int, send: Callable[[discord.abc.Messageable], Awaitable[T]]) -> T: ...

    async def after_move(
        self, outcome: Outcome, interaction: discord.Interaction | None = None, *, prefix: str = ""
    ) -> None: ...

    async def shown(self, table: Table, timeout: float | None, *, posting: bool = False) -> bool: ...

    async def post_board(
        self,
        table: Table,
        *,
        header: str = "",
        interaction: discord.Interaction | None = None,
        channel: discord.abc.Messageable | None = None,
    ) -> discord.Message | None: ...

    async def render(self, fn: Callable[..., Pictures], *args: Any) -> list[tuple[str, bytes]]: ...

    async def private_payload(
        self, table: Table, seat: int, texts: list[str], *, locale: str | None = None
    ) -> tuple[dict, list]: ...

    async def send_private(self, table: Table, seat: int, texts: list[str]) -> bool: ...

    async def channel(self, table: Table) -> Any: ...

    async def locale(self, table: Table) -> str: ...

    async def reader(self, user_id: int) -> str: ...

    @property
    def notifier(self) -> NotifierPort: ...


class NotifierPort(Protocol):
    """What is asked of a player's own notices (bot/notices.py) by the timer pass."""

    async def held_reminder(self, table: Table, seat: int, level: int) -> bool: ...

    async def tick(self, remind: Callable[[Table, int], Awaitable[bool]]) -> int: ...

    async def settings_changed(self, user_id: int, s: NotifySettings) -> None: ...


class ClientPort(Protocol):
    """What the Discord client (discord.Client, which the running bot is) gives the modules
    below bot/app.py."""

    @property
    def user(self) -> discord.ClientUser | None: ...

    def get_guild(self, id: int, /) -> discord.Guild | None: ...

    def get_user(self, id: int, /) -> discord.User | None: ...

    async def create_dm(self, user: discord.abc.Snowflake, /) -> discord.DMChannel: ...

    def get_partial_messageable(
        self, id: int, *, guild_id: int | None = None, type: discord.ChannelType | None = None
    ) -> discord.PartialMessageable: ...

    def get_channel(
        self, id: int, /
    ) -> discord.abc.GuildChannel | discord.Thread | discord.abc.PrivateChannel | None: ...

    async def fetch_channel(
        self, channel_id: int, /
    ) -> discord.abc.GuildChannel | discord.abc.PrivateChannel | discord.Thread: ...

    async def wait_until_ready(self) -> None: ...


class BotPort(ClientPort, Protocol):
    """The running bot (app.TableBot), as the modules it is built from reach it: the Discord
    client and what the bot adds to it."""

    @property
    def settings(self) -> Settings: ...
    @property
    def clock(self) -> Callable[[], float]: ...
    @property
    def store(self) -> GameStore: ...
    @property
    def manifests(self) -> Registry: ...
    @property
    def games(self) -> Mapping[str, Game]: ...
    @property
    def tables(self) -> Tables: ...
    @property
    def public_commands(self) -> frozenset[str]: ...
    @property
    def moves(self) -> Moves: ...
    @property
    def schedule(self) -> Schedule: ...
    @property
    def languages(self) -> Languages: ...
    @property
    def closed_dms(self) -> ClosedDMs: ...
    @property
    def display_names(self) -> DisplayNames: ...
    @property
    def publisher(self) -> PublisherPort: ...

    def ui(self, key: str) -> GameUIPort: ...


def table_bot(interaction: discord.Interaction) -> BotPort:
    """The bot an interaction arrived at (discord.py types it as any client)."""
    return cast(BotPort, interaction.client)
