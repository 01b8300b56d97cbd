"""A table's meta column: what the stores keep is what TableMeta describes, key for key, on both
backends, and the service's local merge of a patch is the stores' own."""

from __future__ import annotations

import json
from typing import cast

from bot.table_meta import MetaPatch, TableMeta, patched

# One value for every key TableMeta declares, as the bot writes them.
EVERY_KEY: TableMeta = {
    "pace": "day",
    "autopilot_level": "hard",
    "rated": True,
    "tutorial": True,
    "lobby_message": 1234567890123456789,
    "board_message": 1234567890123456790,
    "posted": 7,
    "board_retired": {"message": 1234567890123456790, "text": "**Alice** 的回合"},
    "table_mode": True,
    "table_pinned": True,
    "autopilot": [1],
    "autopilot_why": {"1": "kicked"},
    "start_seats": [11, 12, -21],
    "people_rated": False,
    "replaced": [1],
    "clock": {"0": 100.5, "2": 200.0},
    "reminded": {"0": 1},
    "missed": {"2": 1},
    "away": [2],
    "inbox": {"1": ["Your roll: 9 9 K"]},
    "inbox_told": {"11": "round 3"},
    "abandon_votes": [{"seat": 0, "user": 11, "at": 50.0}],
    "undo_vote": {"seq": 4, "by": 11, "seat": 0, "yes": [], "no": [12]},
    "thinking": {"version": 7, "until": 300.5},
    "names": {"11": "Alice Liddell", "12": "小明"},
    "hints": True,
    "hints_used": {"0": 3},
    "hinted_at": {"0": 12},
    "reviews": {"1": {"judged": 14, "worst": [{"at": 9, "played": "b 2", "best": "a 1", "points": 3.25}]}},
}


def test_the_sample_names_every_key_of_the_type():
    assert set(EVERY_KEY) == TableMeta.__optional_keys__ | TableMeta.__required_keys__


async def test_a_stored_meta_reads_back_with_the_same_keys_and_values(store):
    # A key this version does not know (written by a newer bot) is kept as it was.
    written = cast(TableMeta, {**EVERY_KEY, "from_a_newer_bot": {"x": [1, 2]}})
    row = await store.create_game(
        guild_id=1, channel_id=2, game="nim", options={}, host_id=3, seed=4, now=0.0, meta=written
    )
    again = await store.game(row.id)
    assert again is not None
    assert again.meta == written
    assert json.dumps(again.meta, sort_keys=True) == json.dumps(written, sort_keys=True)


async def test_the_local_merge_of_a_patch_is_what_the_store_keeps(store):
    row = await store.create_game(
        guild_id=1, channel_id=2, game="nim", options={}, host_id=3, seed=4, now=0.0, meta=EVERY_KEY
    )
    patch: MetaPatch = {"undo_vote": None, "inbox": {"0": ["new"]}, "posted": 8, "away": None}
    await store.patch_meta(row.id, patch, now=1.0)
    again = await store.game(row.id)
    assert again is not None
    assert again.meta == patched(EVERY_KEY, patch)
    assert "undo_vote" not in again.meta and "away" not in again.meta
    assert again.meta.get("posted") == 8 and again.meta.get("pace") == "day"


async def test_a_board_message_is_recorded_only_over_the_one_the_writer_saw(store):
    """Of two processes replacing a deleted table message, the second to write finds the first's
    id recorded and writes nothing; 0 stands for no board recorded yet."""
    row = await store.create_game(
        guild_id=1, channel_id=2, game="nim", options={}, host_id=3, seed=4, now=0.0
    )
    assert await store.patch_meta(row.id, {"board_message": 10}, now=1.0, board_was=0)
    assert await store.patch_meta(row.id, {"board_message": 11}, now=1.0, board_was=10)
    assert not await store.patch_meta(row.id, {"board_message": 12}, now=1.0, board_was=10)
    again = await store.game(row.id)
    assert again is not None and again.meta.get("board_message") == 11
