"""One decision, one transaction: `Moves.act_many` writes the actions it applied together,
or none of them."""

from __future__ import annotations

import pytest

from bot.tables import NotYourTurn
from tests.helpers.tables import ALICE, BOB, CH, move, started


async def test_a_later_refusal_keeps_the_earlier_actions_in_one_version(service, store):
    table = await started(service, (ALICE, BOB))
    outcome = await service.moves.play(CH, move(ALICE, "take 1", "take 2", interaction_id=77))
    assert outcome.table.state.pile == 11 and outcome.table.version == table.version + 1
    assert [str(a) for a in outcome.actions] == ["take 1"] and "not your turn" in outcome.refused
    rows = await store.actions(table.id)
    assert [(r.action, r.interaction_id) for r in rows] == [("take 1", 77)]


async def test_without_partial_a_refusal_writes_nothing(service, store):
    table = await started(service, (ALICE, BOB))
    with pytest.raises(NotYourTurn):
        await service.moves.play(CH, move(ALICE, "take 1", "take 2"), partial=False)
    after = await service.tables.table(CH)
    assert after.version == table.version and after.state.pile == 12
    assert await store.actions(table.id) == []


async def test_every_action_row_is_written_with_the_final_state(service, store):
    table = await started(service, (ALICE, BOB))
    row = await store.commit_move(
        table.row,
        player=0,
        user_id=ALICE,
        action="take 1",
        interaction_id=5,
        state=table.game.dump(table.state),
        now=1.0,
        then=[(1, BOB, "take 2"), (0, ALICE, "take 3")],
    )
    assert row.version == table.version + 1
    rows = await store.actions(table.id)
    assert [(r.seq, r.player, r.action, r.interaction_id) for r in rows] == [
        (1, 0, "take 1", 5),
        (2, 1, "take 2", None),
        (3, 0, "take 3", None),
    ]
