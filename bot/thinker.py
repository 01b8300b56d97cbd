"""The search that plays bot seats (and ranks the moves /play suggests), off the event loop.

The search (`games.ai.decide`) runs in worker processes (`Thinker`), never on the event loop.
Jobs wait in a fair queue: servers served in turn, then each server's members (who opened the
table), then each member's games, each game's decisions in order; the turns are weighted by what
a job is expected to cost (its level's time), so one member's hard tables cannot starve another
server's easy bot. One more worker takes only quick jobs, so an easy decision never waits for a
hard search. A search that runs far past its level's time is abandoned: its worker is killed and
replaced, and the bot plays the game's default move (a spare worker keeps the queue moving
meanwhile). A decision's seed comes from the game's seed, its version and the seat, so it
replays the same.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import logging
import multiprocessing
import os
import threading
from collections import deque
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from games.ai import LEVELS, TARGET_SECONDS, Budget, decide, rank
from games.ai.advice import advise
from games.ai.collector import between_decisions, settle_worker
from games.ai.review import judge
from games.registry import find

log = logging.getLogger(__name__)


def decide_text(game_key: str, dump: Mapping[str, Any], seat: int, level: str, seed: int) -> str | None:
    """`games.ai.decide` in a worker, answered in notation: plain text crosses processes."""
    action = decide(game_key, dump, seat, level, seed)
    return None if action is None else str(action)


def advise_text(game_key: str, dump: Mapping[str, Any], seat: int, level: str, seed: int) -> dict[str, Any]:
    """`games.ai.advice.advise` in a worker: the move in notation and its worth, plain values."""
    game = find(game_key).game
    advice = advise(game_key, game.load(dump), seat, level, seed)
    return {
        "action": str(advice.action),
        "expected": advice.expected,
        "baseline": advice.baseline,
        "lead": advice.lead,
        "value": advice.value,
    }


def judge_text(
    game_key: str, dump: Mapping[str, Any], seat: int, played: str, seed: int, budget: Budget | None = None
) -> tuple[str, float]:
    """`games.ai.review.judge` in a worker: the normal bot's move in notation, and how many points
    more it is worth to the seat than the move played (in notation)."""
    game = find(game_key).game
    return judge(game_key, game.load(dump), seat, game.parse(played), seed, budget=budget)


def rank_text(game_key: str, dump: Mapping[str, Any], seat: int, salt: int) -> list[str]:
    """`games.ai.rank` in a worker: every legal move of the seat in notation, best first."""
    game = find(game_key).game
    return [str(a) for a in rank(game_key, game, game.load(dump), seat, salt)]


def _worker_init(niceness: int = 0) -> None:
    # Below the bot's own process: on a machine whose cores the searches fill, the event loop
    # (acknowledgements, boards) still runs first.
    if niceness and hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(niceness)
    # Engines, their data files and AIs load once per worker, not with the first decision, and
    # are frozen out of the collector's sight (`games.ai.collector`).
    settle_worker()


def _ready() -> bool:
    return True


# What a job is expected to cost, in seconds of one core: a level's target at p99.
COSTS: Mapping[str, float] = TARGET_SECONDS
# A job running this many times its expected cost is abandoned (its worker replaced), but never
# sooner than LIMIT_FLOOR: on a loaded machine a quick job slows down far more, relatively, than
# a long one.
LIMIT_FACTOR = 10.0
LIMIT_FLOOR = 3.0
# A job running this many times its expected cost (and OVERDUE_FLOOR seconds at least) no
# longer counts as a worker: a spare one takes the queue on until it ends, so no other table waits
# on a search that hangs. Well past a slow machine's times: a spare is one more process.
OVERDUE_FACTOR = 4.0
OVERDUE_FLOOR = 1.5
# How much lower than the bot's process the workers run (nice): the quick worker above the others.
NICENESS = 10
QUICK_NICENESS = 5
# Jobs expected within this many seconds (easy and normal decisions, a ranking of moves) have a
# worker of their own besides the others, so they never wait for a hard search to end.
QUICK = 0.3


def limit_of(cost: float) -> float:
    return max(LIMIT_FLOOR, LIMIT_FACTOR * cost)


class DecisionTimeout(Exception):
    """A job ran past its limit: it was abandoned and its worker replaced."""


@dataclass
class Job:
    """One call to run in a worker, and who it is for: its server, its member (the host who opened
    the table, or who typed) and its game, among which the AI time is shared."""

    game_id: int
    args: tuple[Any, ...]
    server: int = 0
    member: int = 0
    # Expected seconds: the share of the AI time it uses up, and whether the quick worker takes it.
    cost: float = 1.0
    # Seconds it may run before it is abandoned (None: no limit).
    limit: float | None = None
    # The function the worker runs (None: the thinker's decision function).
    fn: Callable[..., Any] | None = field(default=None, repr=False)
    # Work nobody waits for at a table (a review of a finished game): a worker takes it only when
    # no other job waits, and the quick worker never does, so bots and hints always go first.
    low: bool = False
    # Made on the loop that queues the job, which is the loop its worker answers on.
    future: asyncio.Future[Any] = field(
        repr=False, default_factory=lambda: asyncio.get_running_loop().create_future()
    )


class _Share:
    """Children (servers, a server's members, a member's games) served in weighted fair order:
    the one that has been given the least AI time goes next (start-time fair queueing, the time
    counted in the jobs' expected costs). Children with equal jobs take turns; a child whose jobs
    are quick is served as often as its jobs need, so one easy decision does not wait behind
    many hard ones. The leaves are each game's jobs, in order."""

    def __init__(self) -> None:
        self.children: dict[Any, _Share | deque[Job]] = {}
        # Each waiting child's start tag: the AI time it had been given when its next job came.
        self.tags: dict[Any, float] = {}
        # Children with nothing waiting, given more than the others meanwhile: they come back
        # with that debt rather than start afresh, so leaving the queue for a moment gains nothing.
        self.debts: dict[Any, float] = {}
        self.now = 0.0

    def __bool__(self) -> bool:
        return bool(self.children)

    def waiting(self) -> int:
        """Jobs below this share that are still wanted."""
        return sum(
            child.waiting() if isinstance(child, _Share) else sum(not job.future.done() for job in child)
            for child in self.children.values()
        )

    def put(self, path: tuple[Any, ...], job: Job) -> None:
        key, rest = path[0], path[1:]
        child = self.children.get(key)
        if child is None:
            child = self.children[key] = _Share() if rest else deque()
            self.tags[key] = max(self.now, self.debts.pop(key, 0.0))
        if isinstance(child, _Share):
            child.put(rest, job)
        else:
            child.append(job)

    def take(self, accept: Callable[[Job], bool]) -> Job | None:
        """The next job `accept` takes, in fair order (None: none waits)."""
        for key in sorted(self.tags, key=self.tags.__getitem__):
            child = self.children[key]
            job: Job | None = None
            if isinstance(child, _Share):
                job = child.take(accept)
            else:
                while child and child[0].future.done():
                    child.popleft()  # given up meanwhile (a bot replaced, a restart)
                if child and accept(child[0]):
                    job = child.popleft()
            if job is not None or not child:
                tag = self.tags[key]
                if job is not None:
                    self.now = max(self.now, tag)
                    tag = self.tags[key] = tag + job.cost
                if not child:
                    del self.children[key], self.tags[key]
                    if tag > self.now:
                        self.debts[key] = tag
                    if len(self.debts) > 64:
                        self.debts = {k: d for k, d in self.debts.items() if d > self.now}
            if job is not None:
                return job
        return None


class FairQueue:
    """Jobs waiting for a worker: round-robin over servers, then over each server's members,
    then over each member's games, weighted by the jobs' expected costs (`_Share`); each game's
    jobs in order. Low-priority jobs share a queue of their own, served the same way, only when
    nothing else waits."""

    def __init__(self) -> None:
        self._root = _Share()
        self._low = _Share()
        self._ready = asyncio.Condition()

    async def put(self, job: Job) -> None:
        async with self._ready:
            (self._low if job.low else self._root).put((job.server, job.member, job.game_id), job)
            # Every worker looks: the quick one takes only some jobs.
            self._ready.notify_all()

    def waiting(self) -> int:
        """Decisions queued and still wanted."""
        return self._root.waiting() + self._low.waiting()

    async def get(self, accept: Callable[[Job], bool] = lambda job: True) -> Job:
        async with self._ready:
            while True:
                job = self._root.take(accept) or self._low.take(accept)
                if job is not None:
                    # The game's next job may be one another worker takes.
                    self._ready.notify_all()
                    return job
                await self._ready.wait()


class _ProcessWorker:
    """One worker process of its own, so that it can be killed alone."""

    def __init__(self, niceness: int = 0) -> None:
        # spawn: a forked child would inherit the event loop's threads and sockets.
        self._pool = concurrent.futures.ProcessPoolExecutor(
            1,
            mp_context=multiprocessing.get_context("spawn"),
            initializer=_worker_init,
            initargs=(niceness,),
        )

    def start(self) -> None:
        """Start the process and wait until it is ready (called in a thread: spawning and
        importing take a while)."""
        self._pool.submit(_ready).result()

    def submit(self, fn: Callable[..., Any], *args: Any) -> asyncio.Future[Any]:
        answer = asyncio.wrap_future(self._pool.submit(fn, *args))
        # Queued behind the job in the same process, so it runs once the answer is sent: the
        # next job starts with no full collection due (`games.ai.collector`). Nobody waits for it;
        # a worker killed meanwhile just drops it.
        with contextlib.suppress(Exception):
            self._pool.submit(between_decisions)
        return answer

    def kill(self) -> None:
        # The executor keeps its processes in a private mapping; a process it does not list
        # has not started or is gone already.
        processes = getattr(self._pool, "_processes", None) or {}
        for process in list(processes.values()):
            with contextlib.suppress(Exception):
                process.kill()
        self._pool.shutdown(wait=False, cancel_futures=True)


class _ThreadWorker:
    """AI_PROCESSES=0: each job in a thread of its own. A thread cannot be killed: one that runs
    past its limit is abandoned (a daemon, it does not hold up the bot's exit) and the next job
    gets a new thread, so the bot still plays the default move and goes on."""

    def start(self) -> None:
        pass

    def submit(self, fn: Callable[..., Any], *args: Any) -> asyncio.Future[Any]:
        loop = asyncio.get_running_loop()
        future: asyncio.Future[Any] = loop.create_future()

        def settle(result: Any, error: BaseException | None) -> None:
            if future.done():
                return
            if error is not None:
                future.set_exception(error)
            else:
                future.set_result(result)

        def run() -> None:
            try:
                answer: tuple[Any, BaseException | None] = (fn(*args), None)
            except BaseException as exc:
                answer = (None, exc)
            with contextlib.suppress(RuntimeError):  # the loop closed meanwhile
                loop.call_soon_threadsafe(settle, *answer)

        threading.Thread(target=run, name="bot-search", daemon=True).start()
        return future

    def kill(self) -> None:
        pass


_Worker = _ProcessWorker | _ThreadWorker


@dataclass
class _Lane:
    """Workers that take the same jobs: `quick` ones only jobs expected to be quick."""

    quick: bool
    size: int
    running: int = 0  # its workers, spares included
    overdue: int = 0  # of them, those whose job runs past its expected time

    def accepts(self, job: Job) -> bool:
        return not self.quick or (job.cost <= QUICK and not job.low)


@dataclass(frozen=True)
class ThinkerFigures:
    """What `/owner status` shows of the searches."""

    processes: int  # worker processes configured (0: one worker thread)
    started: bool  # the pool starts with the first decision asked for
    alive: int  # workers serving the queue, spares included
    workers: int  # workers the queue keeps (one of them for quick jobs only)
    replaced: int  # workers replaced since start: a search that hung, or a worker that died
    thinking: int  # decisions being made now
    queued: int  # decisions waiting for a worker


class Thinker:
    """The workers that run searches (and rankings of moves), fed from a fair queue.

    `processes` workers take any job; one more takes only quick jobs, so an easy bot never waits
    for a hard search. A job that runs well past its expected time stops counting: a spare
    worker takes its share until it ends, and one that runs past its limit is abandoned (its
    future raises DecisionTimeout) and its worker replaced.
    """

    def __init__(self, processes: int) -> None:
        self.processes = processes
        self.queue = FairQueue()
        # The decision function the workers run (tests give one that hangs); None: decide_text.
        # A worker process must be able to import it.
        self.decide_fn: Callable[..., Any] | None = None
        # Seconds a decision may run at each level before it is abandoned.
        self.limits: dict[str, float] = {level: limit_of(COSTS[level]) for level in LEVELS}
        self._lanes: list[_Lane] = []
        self._tasks: set[asyncio.Task[None]] = set()
        self._waiting: set[asyncio.Future[Any]] = set()
        self.replaced = 0

    def _start(self) -> None:
        if self._lanes:
            return
        self._lanes = [_Lane(quick=False, size=max(1, self.processes)), _Lane(quick=True, size=1)]
        for lane in self._lanes:
            for _ in range(lane.size):
                self._add_worker(lane, spare=False)

    def _add_worker(self, lane: _Lane, *, spare: bool) -> None:
        lane.running += 1
        task = asyncio.create_task(self._work(lane, spare))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _new_worker(self, lane: _Lane) -> _Worker:
        if self.processes <= 0:
            return _ThreadWorker()
        return _ProcessWorker(QUICK_NICENESS if lane.quick else NICENESS)

    async def _work(self, lane: _Lane, spare: bool) -> None:
        worker: _Worker | None = None
        try:
            while not (spare and lane.running - lane.overdue > lane.size):
                job = await self.queue.get(lane.accepts)
                if job.future.done():
                    continue
                if worker is None:
                    worker = self._new_worker(lane)
                    try:
                        await asyncio.to_thread(worker.start)
                    except Exception as exc:
                        log.exception("an AI worker could not start")
                        worker.kill()
                        worker = None
                        if not job.future.done():
                            job.future.set_exception(exc)
                        continue
                if not await self._run(lane, worker, job):
                    worker.kill()
                    worker = None  # the next job gets a new one
                    self.replaced += 1
        finally:
            lane.running -= 1
            if worker is not None:
                worker.kill()

    async def _run(self, lane: _Lane, worker: _Worker, job: Job) -> bool:
        """Run one job on `worker`; False when the worker is to be replaced (the job ran past its
        limit, or the worker broke)."""
        fn = job.fn or self.decide_fn or decide_text
        try:
            running = worker.submit(fn, *job.args)
        except Exception as exc:  # a worker that broke while idle
            if not job.future.done():
                job.future.set_exception(exc)
            return False
        # An abandoned job's late answer (or its worker's death) is nobody's error.
        running.add_done_callback(lambda f: f.cancelled() or f.exception())
        limit = job.limit if job.limit is not None else float("inf")
        expected = min(max(OVERDUE_FLOOR, OVERDUE_FACTOR * job.cost), limit)
        done, _ = await asyncio.wait([running], timeout=expected)
        if not done and limit > expected:
            lane.overdue += 1
            if lane.running - lane.overdue < lane.size:
                self._add_worker(lane, spare=True)
            try:
                done, _ = await asyncio.wait([running], timeout=limit - expected)
            finally:
                lane.overdue -= 1
        if not done:
            log.error(
                "game %s: a search ran past its limit of %.1f s: abandoned, its worker replaced",
                job.game_id,
                limit,
            )
            if not job.future.done():
                job.future.set_exception(DecisionTimeout(f"no answer within {limit:.1f} s"))
            return False
        if running.cancelled():  # its worker shut down under it
            job.future.cancel()
            return False
        error = running.exception()
        if not job.future.done():
            if error is not None:
                job.future.set_exception(error)
            else:
                job.future.set_result(running.result())
        # A worker process that died (killed from outside, out of memory) is replaced too.
        return not isinstance(error, concurrent.futures.BrokenExecutor)

    async def run(self, job: Job) -> Any:
        """The job's answer, once its turn in the queue has come and a worker ran it."""
        self._start()
        self._waiting.add(job.future)
        job.future.add_done_callback(self._waiting.discard)
        await self.queue.put(job)
        return await job.future

    def figures(self) -> ThinkerFigures:
        queued = self.queue.waiting()
        return ThinkerFigures(
            processes=self.processes,
            started=bool(self._lanes),
            alive=sum(not task.done() for task in self._tasks),
            workers=sum(lane.size for lane in self._lanes) or max(1, self.processes) + 1,
            replaced=self.replaced,
            thinking=max(0, len(self._waiting) - queued),
            queued=queued,
        )

    async def decide(
        self,
        game_id: int,
        game_key: str,
        dump: Mapping[str, Any],
        seat: int,
        level: str,
        seed: int,
        *,
        server: int = 0,
        member: int = 0,
    ) -> str | None:
        """The notation of the seat's chosen action, once its turn in the queue has come."""
        args = (game_key, dict(dump), seat, level, seed)
        job = Job(game_id, args, server, member, cost=COSTS[level], limit=self.limits[level])
        return await self.run(job)

    async def close(self) -> None:
        # Decisions not made yet are dropped: each is still due in the database, and the next
        # start makes it. Their workers are killed: a search cut short is made again then.
        for future in list(self._waiting):
            future.cancel()
        tasks = list(self._tasks)
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task
        self._lanes = []
