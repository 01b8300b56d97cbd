"""The comparison that decides whether the bot writes its slash commands at start: what Discord
fills in by itself must not count as a difference (or every start would write them), anything
the bot decides must."""

from __future__ import annotations

import copy
from typing import Any

from bot.commandsync import differences

# What discord.py 2.7 sends for a guild-only group with one subcommand (abridged).
SENT: dict[str, Any] = {
    "name": "owner",
    "description": "Tools for the bot's owner",
    "type": 1,
    "nsfw": False,
    "dm_permission": False,
    "default_member_permissions": 0,
    "contexts": [0],
    "integration_types": None,
    "name_localizations": {"zh-CN": "主人", "zh-TW": "主人"},
    "description_localizations": {},
    "options": [
        {
            "name": "sync",
            "description": "Publish the slash commands again",
            "type": 1,
            "options": [
                {
                    "type": 3,
                    "name": "scope",
                    "description": "every server or only this server",
                    "required": True,
                    "autocomplete": False,
                    "min_length": 0,
                    "choices": [
                        {
                            "name": "every server",
                            "value": "global",
                            "name_localizations": {"zh-CN": "所有服务器"},
                        },
                        {"name": "this server", "value": "here", "name_localizations": {}},
                    ],
                },
                {"type": 5, "name": "quiet", "description": "No answer", "required": False},
            ],
        }
    ],
}

# The same command as Discord answers GET ...?with_localizations=true: ids and versions, the
# permission bits as a string, its defaults filled in, false flags and empty things left out.
ANSWERED: dict[str, Any] = {
    "id": "1199",
    "application_id": "1000",
    "version": "1200",
    "default_permission": True,
    "type": 1,
    "name": "owner",
    "name_localizations": {"zh-CN": "主人", "zh-TW": "主人"},
    "description": "Tools for the bot's owner",
    "description_localizations": None,
    "dm_permission": False,
    "contexts": [0],
    "integration_types": [0],
    "default_member_permissions": "0",
    "nsfw": False,
    "options": [
        {
            "type": 1,
            "name": "sync",
            "name_localizations": None,
            "description": "Publish the slash commands again",
            "description_localizations": None,
            "options": [
                {
                    "type": 3,
                    "name": "scope",
                    "name_localizations": None,
                    "description": "every server or only this server",
                    "description_localizations": None,
                    "required": True,
                    "choices": [
                        {
                            "name": "every server",
                            "name_localizations": {"zh-CN": "所有服务器"},
                            "value": "global",
                        },
                        {"name": "this server", "name_localizations": None, "value": "here"},
                    ],
                },
                {"type": 5, "name": "quiet", "description": "No answer"},
            ],
        }
    ],
}


def changed(edit) -> list[str]:
    sent = copy.deepcopy(SENT)
    edit(sent)
    return differences([sent], [ANSWERED])


def test_discords_own_fields_and_defaults_are_no_difference():
    assert differences([SENT], [ANSWERED]) == []
    # A command without contexts: Discord answers with every context, and the guild install.
    sent = {**SENT, "contexts": None, "dm_permission": True}
    answered = {**ANSWERED, "contexts": [2, 1, 0], "dm_permission": True, "integration_types": [0]}
    assert differences([sent], [answered]) == []
    # Sent without options at all, answered with none.
    assert (
        differences([{**SENT, "options": []}], [{k: v for k, v in ANSWERED.items() if k != "options"}]) == []
    )


def test_what_the_bot_decides_is_a_difference():
    def option(sent: dict[str, Any]) -> dict[str, Any]:
        return sent["options"][0]["options"][0]

    assert changed(lambda s: option(s).update(required=False)) == ["/owner changed"]
    assert changed(lambda s: option(s).update(autocomplete=True)) == ["/owner changed"]
    assert changed(lambda s: option(s)["choices"].reverse()) == ["/owner changed"]
    assert changed(lambda s: option(s)["choices"][0]["name_localizations"].update({"zh-CN": "全部"})) == [
        "/owner changed"
    ]
    assert changed(lambda s: s["name_localizations"].pop("zh-TW")) == ["/owner changed"]
    assert changed(lambda s: s.update(default_member_permissions=None)) == ["/owner changed"]
    assert changed(lambda s: s.update(default_member_permissions=8)) == ["/owner changed"]
    assert changed(lambda s: s.update(contexts=None)) == ["/owner changed"]  # [0, 1, 2] now
    assert changed(lambda s: s["options"][0]["options"].pop()) == ["/owner changed"]


def test_new_and_removed_commands_are_named():
    other = {**SENT, "name": "game"}
    assert differences([SENT, other], [ANSWERED]) == ["/game new"]
    assert differences([], [ANSWERED]) == ["/owner removed"]
    menu = {**SENT, "type": 2, "description": "", "options": []}
    assert differences([SENT, menu], [ANSWERED]) == ["owner (type 2) new"]
