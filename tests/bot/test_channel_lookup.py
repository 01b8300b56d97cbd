"""The cached channel of a game: through its server, never by asking every server in turn."""

from __future__ import annotations

from typing import Any

from bot.channel_lookup import cached_channel


class Guild:
    def __init__(self, channels: dict[int, str]) -> None:
        self.channels = channels

    def get_channel_or_thread(self, channel_id: int) -> str | None:
        return self.channels.get(channel_id)


class Client:
    """Servers by id, DMs by id; `get_channel` is discord.py's walk over every server."""

    def __init__(self, guilds: dict[int, Guild], dms: dict[int, str]) -> None:
        self.guilds, self.dms, self.walked = guilds, dms, 0

    def get_guild(self, guild_id: int) -> Guild | None:
        return self.guilds.get(guild_id)

    def get_channel(self, channel_id: int) -> str | None:
        self.walked += 1
        return self.dms.get(channel_id) or next(
            (g.channels[channel_id] for g in self.guilds.values() if channel_id in g.channels), None
        )


def test_a_server_game_is_found_through_its_server_and_a_dm_game_by_its_id() -> None:
    client: Any = Client({1: Guild({10: "#games", 11: "a thread"}), 2: Guild({20: "#tables"})}, {30: "DM"})
    assert cached_channel(client, 10, 1) == "#games"
    assert cached_channel(client, 11, 1) == "a thread"
    assert cached_channel(client, 20, 2) == "#tables"
    assert client.walked == 0
    assert cached_channel(client, 30, None) == "DM"


def test_a_server_the_cache_lacks_gives_none_for_the_caller_to_fetch() -> None:
    client: Any = Client({1: Guild({10: "#games"})}, {})
    assert cached_channel(client, 40, 4) is None  # unavailable, or left: Discord is asked
    assert cached_channel(client, 20, 1) is None  # not in the cache (an archived thread)
    assert client.walked == 0
