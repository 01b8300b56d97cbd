"""The channel permissions the bot's games need.

The README's invite link asks for exactly these and says why for each (its permissions integer
is `invite_value()`, which a test compares with it); `/owner status` names the ones missing in
the channel where it is asked.
"""

from __future__ import annotations

import discord

# discord.Permissions flag -> the catalog id of its name as Discord's settings show it, in the
# order the README lists them.
NEEDED: dict[str, str] = {
    "view_channel": "permission-view-channel",
    "send_messages": "permission-send-messages",
    "send_messages_in_threads": "permission-send-messages-in-threads",
    "create_public_threads": "permission-create-public-threads",
    "manage_threads": "permission-manage-threads",
    "embed_links": "permission-embed-links",
    "attach_files": "permission-attach-files",
    "read_message_history": "permission-read-message-history",
    "add_reactions": "permission-add-reactions",
}


def invite_value() -> int:
    """The permissions integer of the invite link."""
    return discord.Permissions(**dict.fromkeys(NEEDED, True)).value


def missing(granted: discord.Permissions) -> list[str]:
    """The needed permissions `granted` lacks (flag names), in NEEDED's order."""
    return [name for name in NEEDED if not getattr(granted, name)]
