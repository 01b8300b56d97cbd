"""The hints service (bot/hints.py) without Discord: one computation per table, version and seat
however often it is pressed, queued fairly under the pressing player, refused to anyone who may
not have one; a hinted game never moves people's ratings; the final line in both languages."""

from __future__ import annotations

import asyncio
from typing import Any, cast

from bot import ratings
from bot.hints import Hints, points, refusal, used_lines
from bot.thinker import COSTS, Job, Thinker, advise_text
from games.ai import choose, decision_seed
from games.registry import GAMES
from tests.helpers.tables import ALICE, BOB, CAROL, table_of


class CountingThinker:
    """Runs each job in this process (as a worker would) and records it; `gate` holds them."""

    def __init__(self) -> None:
        self.jobs: list[Job] = []
        self.gate = asyncio.Event()
        self.limits = {"normal": 3.0}

    async def run(self, job: Job) -> Any:
        self.jobs.append(job)
        await self.gate.wait()
        assert job.fn is not None
        return job.fn(*job.args)


def _table(meta: dict[str, Any] | None = None, version: int = 1):
    state = GAMES["blockbuster"].new(2, {}, 5)
    meta = {"hints": True} if meta is None else meta
    return table_of("blockbuster", [ALICE, BOB], state, version=version, meta=meta)


async def test_a_flood_of_presses_is_one_computation_and_the_bots_move() -> None:
    thinker = CountingThinker()
    hints = Hints(cast(Thinker, thinker))
    table = _table()
    seat = min(table.to_act())
    presses = [asyncio.ensure_future(hints.hint(table, seat, member=ALICE)) for _ in range(20)]
    await asyncio.sleep(0)
    thinker.gate.set()
    answers = await asyncio.gather(*presses)
    assert len(thinker.jobs) == 1 and len({a.notation for a in answers}) == 1
    job = thinker.jobs[0]
    # In the fair queue under the pressing player, at a normal decision's cost, run by the workers.
    assert (job.member, job.cost, job.fn) == (ALICE, COSTS["normal"], advise_text)
    seed = decision_seed(table.row.seed, table.version, seat)
    assert answers[0].notation == str(choose("blockbuster", table.state, seat, "normal", seed))
    # Later presses at that version are answered from what was kept; a new version computes anew.
    await hints.hint(table, seat, member=ALICE)
    assert len(thinker.jobs) == 1
    await hints.hint(_table(version=2), seat, member=ALICE)
    assert len(thinker.jobs) == 2


async def test_a_failed_computation_is_not_kept() -> None:
    thinker = CountingThinker()
    thinker.gate.set()
    hints = Hints(cast(Thinker, thinker))
    table = _table()
    idle = next(s for s in range(2) if s not in table.to_act())
    try:
        await hints.hint(table, idle, member=BOB)  # the engine refuses a seat not to act
    except Exception:
        pass
    else:
        raise AssertionError("a seat not to act got a hint")
    assert len(hints.answers) == 0 and hints.answers.pending == 0


def test_who_gets_no_hint() -> None:
    table = _table()
    seat = min(table.to_act())
    mover, other = (ALICE, BOB) if seat == 0 else (BOB, ALICE)
    assert refusal(table, mover, "en") is None
    assert "not waiting for you" in (refusal(table, other, "en") or "")
    assert "Only the players" in (refusal(table, CAROL, "en") or "")
    assert "只有这桌的玩家" in (refusal(table, CAROL, "zh-CN") or "")
    assert "offers no hints" in (refusal(_table(meta={}), mover, "en") or "")
    finished = table_of("blockbuster", [ALICE, BOB], table.state, status="finished", meta={"hints": True})
    assert "No game is being played" in (refusal(finished, mover, "en") or "")


def test_a_table_with_hints_never_moves_peoples_ratings() -> None:
    people = [ALICE, BOB]
    assert ratings.start_record({}, people).get("people_rated") is True
    assert ratings.start_record({"hints": True}, people).get("people_rated") is False
    assert ratings.people_rated({"hints": True}, people) is False


def test_the_final_line_names_each_seat_that_used_hints_in_both_languages() -> None:
    table = _table(meta={"hints": True, "hints_used": {"1": 3}})
    assert used_lines(table, "en") == f"<@{BOB}> 💡3"
    assert used_lines(table, "zh-CN") == f"<@{BOB}> 💡3"
    assert used_lines(_table(), "en") == ""
    assert (points(5.6), points(-2.2), points(0.3)) == ("+6", "-2", "0")
