"""A tiny but real discord.py bot that exercises every path the harness must support: a slash
group with options, a PNG file, defer + followup, DMs, a persistent DynamicItem button, a
persistent select, a modal, autocomplete, threads, permission checks, and deliberate mistakes.

What the bot observed (exceptions from Discord, callbacks run) goes to ``bot.seen`` so the tests
can assert on the bot's side of the conversation too.
"""

from __future__ import annotations

import asyncio
import io
import os
import re
from typing import Any

import discord
import discord.http
from discord import app_commands
from discord.ext import commands
from discord.webhook.async_ import async_context, interaction_response_params
from PIL import Image


class JoinButton(discord.ui.DynamicItem[discord.ui.Button], template=r"join:(?P<game>[0-9]+)"):
    """Persistent: the game id lives in the custom_id, so the button works after a restart."""

    def __init__(self, game: int) -> None:
        super().__init__(
            discord.ui.Button(label="Join", style=discord.ButtonStyle.primary, custom_id=f"join:{game}")
        )
        self.game = game

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> JoinButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = toy_bot(interaction)
        bot.seen.append(("joined", interaction.user.id, self.game))
        await interaction.response.send_message(f"{interaction.user.display_name} joined game {self.game}")


class ColourView(discord.ui.View):
    """A persistent view (timeout None, fixed custom_ids) registered in setup_hook."""

    def __init__(self) -> None:
        super().__init__(timeout=None)

    @discord.ui.select(
        custom_id="colour",
        placeholder="Pick a colour",
        options=[discord.SelectOption(label=c.title(), value=c) for c in ("red", "green", "blue")],
    )
    async def colour(self, interaction: discord.Interaction, select: discord.ui.Select) -> None:
        await interaction.response.edit_message(content=f"Colour: {select.values[0]}")


class RenameModal(discord.ui.Modal, title="Rename the game"):
    name = discord.ui.TextInput(label="Name", custom_id="name", max_length=30)
    note = discord.ui.TextInput(label="Note", required=False, default="none")

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(
            f"Renamed to {self.name.value} ({self.note.value})", ephemeral=True
        )


def toy_bot(interaction: discord.Interaction) -> ToyBot:
    assert isinstance(interaction.client, ToyBot)
    return interaction.client


def png() -> bytes:
    out = io.BytesIO()
    Image.new("P", (8, 4), 3).save(out, "PNG")
    return out.getvalue()


game = app_commands.Group(name="game", description="Board games")


@game.command(name="new", description="Start a game")
@app_commands.choices(
    game=[
        app_commands.Choice(name="Akropolis", value="akropolis"),
        app_commands.Choice(name="Dice Town", value="dicetown"),
    ]
)
async def game_new(
    interaction: discord.Interaction, game: app_commands.Choice[str], players: app_commands.Range[int, 2, 4]
) -> None:
    view = discord.ui.View(timeout=None)
    view.add_item(JoinButton(interaction.id % 1000))
    await interaction.response.send_message(
        f"{interaction.user.mention} opened {game.value} for {players} players", view=view
    )


@game.command(name="board", description="Show the board")
async def game_board(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("The board", file=discord.File(io.BytesIO(png()), "board.png"))


@game.command(name="slow", description="Defer, think, follow up")
async def game_slow(interaction: discord.Interaction) -> None:
    bot = toy_bot(interaction)
    await interaction.response.defer(ephemeral=False, thinking=True)
    await asyncio.to_thread(png)  # work off the event loop, like a real render
    await bot.gate.wait()
    try:
        await interaction.followup.send("Done thinking", file=discord.File(io.BytesIO(png()), "done.png"))
        await interaction.followup.send("And a second followup", ephemeral=True)
    except discord.HTTPException as e:
        bot.seen.append(("followup failed", e.status, e.code))


@game.command(name="secret", description="DM me a secret")
async def game_secret(interaction: discord.Interaction) -> None:
    bot = toy_bot(interaction)
    view = discord.ui.View(timeout=None)
    view.add_item(JoinButton(7))  # a button in a DM, or on an ephemeral message
    try:
        await interaction.user.send("Your secret dice: 3 5 6", view=view)
    except discord.Forbidden as e:
        bot.seen.append(("dm refused", e.status, e.code))
        await interaction.response.send_message(
            "Your DMs are closed: here it is instead.", view=view, ephemeral=True
        )
    else:
        await interaction.response.send_message("Sent you a DM.", ephemeral=True)


@game.command(name="rename", description="Rename through a modal")
async def game_rename(interaction: discord.Interaction) -> None:
    await interaction.response.send_modal(RenameModal())


@game.command(name="place", description="Place a tile")
async def game_place(interaction: discord.Interaction, tile: str, row: int = 0) -> None:
    await interaction.response.send_message(f"Placed {tile} on row {row}")


@game_place.autocomplete("tile")
async def place_tile(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    row = interaction.namespace.row
    tiles = [f"{c}{n}" for c in "ABC" for n in range(1, 10)]
    return [
        app_commands.Choice(name=f"{t} (row {row})", value=t) for t in tiles if t.startswith(current.upper())
    ][:25]


@game.command(name="colours", description="Post the colour picker")
async def game_colours(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("Choose:", view=ColourView())


@game.command(name="twice", description="Acknowledge twice (a bug)")
async def game_twice(interaction: discord.Interaction) -> None:
    bot = toy_bot(interaction)
    await interaction.response.send_message("first")
    # discord.py itself refuses a second response on the same object (InteractionResponded), so
    # send the second callback through its webhook adapter, as a second code path would.
    adapter = async_context.get()
    try:
        await adapter.create_interaction_response(
            interaction.id,
            interaction.token,
            session=interaction._session,
            params=interaction_response_params(4, {"content": "second"}),
        )
    except discord.HTTPException as e:
        bot.seen.append(("second ack", e.status, e.code))


@game.command(name="late", description="Answer after the test says so")
async def game_late(interaction: discord.Interaction) -> None:
    bot = toy_bot(interaction)
    await bot.gate.wait()
    try:
        await interaction.response.send_message("too late?")
    except discord.NotFound as e:
        bot.seen.append(("late ack", e.status, e.code))


BAD = {
    "long": lambda: {"content": "x" * 2001},
    "rows": lambda: {"content": "rows", "view": _view(rows=6)},
    "custom_id": lambda: {"content": "id", "view": _view(custom_id="c" * 101)},
    "options": lambda: {"content": "options", "view": _select(26)},
    "files": lambda: {
        "content": "files",
        "files": [discord.File(io.BytesIO(b"x"), f"{i}.txt") for i in range(11)],
    },
    "big": lambda: {
        "content": "big",
        "file": discord.File(io.BytesIO(b"\0" * (25 * 1024 * 1024 + 1)), "big.bin"),
    },
    "embeds": lambda: {"embed": discord.Embed(title="t" * 257)},
}


def _view(rows: int = 1, custom_id: str = "ok") -> discord.ui.View:
    view = discord.ui.View()
    for i in range(rows):
        # discord.py checks rows itself (max 5), so build the sixth row behind its back.
        view.add_item(
            discord.ui.Button(
                label=str(i), custom_id=f"{custom_id}{i}" if rows > 1 else custom_id, row=min(i, 4)
            )
        )
    if rows > 5:
        original = view.to_components

        def too_many() -> list[dict[str, Any]]:
            rows_ = [{"type": 1, "components": [c]} for row in original() for c in row["components"]]
            return rows_

        view.to_components = too_many
    return view


def _select(n: int) -> discord.ui.View:
    view = discord.ui.View()
    select: discord.ui.Select = discord.ui.Select(custom_id="many")
    # SelectOption lists are capped by discord.py at 25 too; append behind its back.
    select._underlying.options = [discord.SelectOption(label=str(i)) for i in range(n)]
    view.add_item(select)
    return view


@game.command(name="bad", description="Send something Discord refuses")
async def game_bad(interaction: discord.Interaction, kind: str) -> None:
    bot = toy_bot(interaction)
    await interaction.response.defer(thinking=True, ephemeral=True)
    channel = interaction.channel
    assert isinstance(channel, discord.TextChannel)
    try:
        await channel.send(**BAD[kind]())
    except discord.HTTPException as e:
        bot.seen.append((kind, e.status, e.code, e.text))
    await interaction.followup.send(f"tried {kind}")


# Discord applies default_member_permissions to top-level commands only.
@app_commands.command(name="kick", description="Remove a player")
@app_commands.default_permissions(manage_channels=True)
async def kick(interaction: discord.Interaction, player: discord.Member, where: discord.TextChannel) -> None:
    assert interaction.permissions.manage_channels
    await interaction.response.send_message(f"Kicked {player.display_name} from {where.mention}")


@game.command(name="thread", description="Open a thread for the game")
async def game_thread(interaction: discord.Interaction) -> None:
    channel = interaction.channel
    assert isinstance(channel, discord.TextChannel)
    await interaction.response.send_message("Opening a thread")
    message = await interaction.original_response()
    thread = await message.create_thread(name="Game 1")
    await thread.send(f"Welcome {interaction.user.mention}")
    edited = await interaction.edit_original_response(content=f"Thread: {thread.mention}")
    assert edited.content.startswith("Thread")


@game.command(name="tidy", description="Answer, follow up, edit and delete")
async def game_tidy(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("temporary")
    kept = await interaction.followup.send(
        "draft", wait=True, embed=discord.Embed(title="Scores", description="A 3")
    )
    await kept.edit(content="final")
    await interaction.delete_original_response()


@app_commands.command(name="ping", description="Pong")
async def ping(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("pong", ephemeral=True)


class ToyBot(commands.Bot):
    def __init__(self, guild_id: int | None, *, sync: bool = True) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        super().__init__(command_prefix=commands.when_mentioned, intents=intents)
        self.guild_id = guild_id
        self.do_sync = sync
        self.seen: list[tuple[Any, ...]] = []
        self.gate = asyncio.Event()
        self.gate.set()

    async def setup_hook(self) -> None:
        self.add_dynamic_items(JoinButton)
        self.add_view(ColourView())
        self.tree.add_command(game)
        self.tree.add_command(ping)
        self.tree.add_command(kick)
        if self.do_sync and self.guild_id:
            guild = discord.Object(id=self.guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
            await self.tree.sync()  # global too, for DMs


def main() -> None:
    """Run as a separate process, configured like the project's bot: token and API base from the
    environment, Route.BASE set by the bot itself."""
    discord.http.Route.BASE = os.environ["DISCORD_API_BASE"]
    bot = ToyBot(int(os.environ["DEV_GUILD_ID"]))
    bot.run(os.environ["DISCORD_TOKEN"], log_handler=None)


if __name__ == "__main__":
    main()
