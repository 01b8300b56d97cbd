"""`/game notify`: how the bot reaches a player, for that player alone and in every server: a DM
at their turn, a daily digest instead of channel pings, quiet hours and the time zone they are
read in. The options change the settings at once; the answer shows them, with buttons and menus
that change them too."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import discord
from discord import app_commands

from ..app import TableBot, table_bot
from ..i18n import player_locale, t
from ..notify_settings import NotifySettings, zone, zone_suggestions
from ..tables import TableError

HOURS = app_commands.Range[int, 0, 23]
# How long the answer's buttons and menus work (they change only the clicker's own settings).
VIEW_SECONDS = 600


async def load(bot: TableBot, user_id: int) -> NotifySettings:
    return NotifySettings.of(await bot.store.preferences.user_settings(user_id))


async def save(bot: TableBot, user_id: int, s: NotifySettings) -> None:
    current = await bot.store.preferences.user_settings(user_id)
    await bot.store.preferences.set_user_settings(user_id, {**current, "notify": s.stored()})
    await bot.publisher.notifier.settings_changed(user_id, s)


def describe(s: NotifySettings, me: str) -> str:
    on, off = t(me, "notify-on"), t(me, "notify-off")
    quiet = (
        t(me, "notify-quiet-hours", start=f"{s.quiet_start:02d}:00", end=f"{s.quiet_end:02d}:00")
        if s.quiet
        else off
    )
    digest = t(me, "notify-digest-at", hour=f"{s.digest_hour:02d}:00") if s.digest else off
    return t(me, "notify-current", dm=on if s.dm_turn else off, digest=digest, quiet=quiet, tz=s.tz)


class NotifyView(discord.ui.View):
    """Buttons and menus over one player's settings: only that player's clicks change them."""

    def __init__(self, bot: TableBot, user_id: int, s: NotifySettings, me: str) -> None:
        super().__init__(timeout=VIEW_SECONDS)
        self.bot, self.user_id, self.me = bot, user_id, me
        dm = discord.ui.Button(label=t(me, "notify-button-dm"), style=_style(s.dm_turn), row=0)
        dm.callback = self._toggle("dm_turn")
        digest = discord.ui.Button(label=t(me, "notify-button-digest"), style=_style(s.digest), row=0)
        digest.callback = self._toggle("digest")
        self.add_item(dm)
        self.add_item(digest)
        for row, (field, key, value) in enumerate(
            (
                ("digest_hour", "notify-menu-digest-hour", s.digest_hour),
                ("quiet_start", "notify-menu-quiet-start", s.quiet_start),
                ("quiet_end", "notify-menu-quiet-end", s.quiet_end),
            ),
            start=1,
        ):
            options = [
                discord.SelectOption(label=f"{h:02d}:00", value=str(h), default=h == value) for h in range(24)
            ]
            if field != "digest_hour":
                off = discord.SelectOption(label=t(me, "notify-off"), value="off", default=value is None)
                options.append(off)
            menu: discord.ui.Select[Any] = discord.ui.Select(placeholder=t(me, key), options=options, row=row)
            menu.callback = self._chose(field, menu)
            self.add_item(menu)

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        return interaction.user.id == self.user_id

    def _toggle(self, field: str) -> Any:
        async def callback(interaction: discord.Interaction) -> None:
            s = await load(self.bot, self.user_id)
            await self._update(interaction, replace(s, **{field: not getattr(s, field)}))

        return callback

    def _chose(self, field: str, menu: discord.ui.Select[Any]) -> Any:
        async def callback(interaction: discord.Interaction) -> None:
            value = menu.values[0] if menu.values else "off"
            # Only the menu's own values are taken: anything else a forged click sends is ignored.
            if value != "off" and not (value.isdigit() and 0 <= int(value) <= 23):
                return
            hour = None if value == "off" else int(value)
            if field == "digest_hour" and hour is None:
                return
            s = await load(self.bot, self.user_id)
            await self._update(interaction, replace(s, **{field: hour}))

        return callback

    async def _update(self, interaction: discord.Interaction, s: NotifySettings) -> None:
        await save(self.bot, self.user_id, s)
        await interaction.response.edit_message(
            content=describe(s, self.me), view=NotifyView(self.bot, self.user_id, s, self.me)
        )


def _style(on: bool) -> discord.ButtonStyle:
    return discord.ButtonStyle.success if on else discord.ButtonStyle.secondary


async def timezone_choices(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=n, value=n) for n in zone_suggestions(current)]


@app_commands.command(name="notify", description="How the bot tells you it is your turn (in every server)")
@app_commands.describe(
    dm_turn="A DM when it is your turn",
    digest="A daily DM of the games waiting for you, instead of pings in the channel",
    digest_hour="The hour of the daily digest, in your time zone",
    quiet_start="Quiet hours start (reminders and DMs wait until they end)",
    quiet_end="Quiet hours end",
    quiet="Quiet hours on or off",
    timezone="Your time zone: a name such as Asia/Shanghai, or an offset such as UTC+8",
)
@app_commands.autocomplete(timezone=timezone_choices)
async def notify(
    interaction: discord.Interaction,
    dm_turn: bool | None = None,
    digest: bool | None = None,
    digest_hour: HOURS | None = None,
    quiet_start: HOURS | None = None,
    quiet_end: HOURS | None = None,
    quiet: bool | None = None,
    timezone: str | None = None,
) -> None:
    bot = table_bot(interaction)
    me = player_locale(interaction)
    user_id = interaction.user.id
    s = await load(bot, user_id)
    changes: dict[str, Any] = {}
    if timezone is not None:
        if zone(timezone) is None:
            raise TableError(t(me, "notify-bad-timezone", tz=timezone[:64]))
        changes["tz"] = timezone.strip()
    for field, value in (("dm_turn", dm_turn), ("digest", digest), ("digest_hour", digest_hour)):
        if value is not None:
            changes[field] = value
    if quiet is False:
        changes.update(quiet_start=None, quiet_end=None)
    else:
        start = quiet_start if quiet_start is not None else s.quiet_start
        end = quiet_end if quiet_end is not None else s.quiet_end
        if quiet or quiet_start is not None or quiet_end is not None:
            # Quiet hours turned on with one end given take the usual night for the other.
            changes.update(quiet_start=23 if start is None else start, quiet_end=7 if end is None else end)
    if changes:
        s = replace(s, **changes)
        await save(bot, user_id, s)
    await interaction.response.send_message(
        describe(s, me), view=NotifyView(bot, user_id, s, me), ephemeral=True
    )


async def setup(bot: TableBot) -> None:
    group = bot.tree.get_command("game")
    if not isinstance(group, app_commands.Group):
        raise RuntimeError("the /game group must be loaded before /game notify")
    group.add_command(notify)


async def teardown(bot: TableBot) -> None:
    group = bot.tree.get_command("game")
    if isinstance(group, app_commands.Group):
        group.remove_command(notify.name)
