"""Loaded at start-up by a bot process that `bench_loop` starts (its PYTHONPATH begins with this
folder): applies the loopback Discord's own start-up shim, then watches the event loop.

Each callback the loop runs is timed (as asyncio's debug mode does, without its other costs):
one that takes more than 20 ms is written with its coroutine and where it stopped, and the CPU
the loop thread used meanwhile. Besides, a thread beside the loop: the loop stamps a heartbeat
every 5 ms; when the stamp is more than 20 ms old, the thread takes the loop thread's stack once
(what is running: the cause), and when the loop beats again it writes the stall's length and
that stack to the file named by BENCH_STALLS. A full garbage collection is named as such: it
runs inside whatever code allocated, and that code is not the cause.

Diagnostics, each changing what it watches: BENCH_GARBAGE (with BENCH_GARBAGE_SECONDS) keeps
what the collector finds unreachable once connected and writes it counted by kind;
BENCH_YOUNG writes, before each young collection once connected, what the youngest
generation holds (by kind, and its largest containers): what a young collection scans;
BENCH_MIDDLE, before each middle or full collection once connected, what it scans by kind and
how much of it each of the bot's caches holds. BENCH_FULL (seconds, comma-separated) forces a full
collection that many seconds after the freeze on connecting, in a step of its own, as the bot's
own collections run one when it is due (at most every 1,000 s: a shorter window holds none).
"""

import asyncio
import gc
import os
import runpy
import sys
import threading
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
_FAKE_SHIM = ROOT / "tests" / "fakediscord" / "_shim" / "sitecustomize.py"
runpy.run_path(str(_FAKE_SHIM))

BEAT = 0.005
STALL = 0.020
_out = os.environ.get("BENCH_STALLS")
_gc_path = os.environ.get("BENCH_GC")
_gc_out = open(_gc_path, "a", buffering=1) if _gc_path else None  # noqa: SIM115 - the process's life


# How many objects are frozen, read after each freeze: reading it walks the whole frozen list
# (36 ms at 100k games, 460,000 objects), too slow to read at each collection. Frozen objects
# that die leave the list meanwhile: the count written is as of the last freeze.
_frozen = [0]
_plain_freeze = gc.freeze
# The bot freezes at start-up and again once connected (`warmup.settle_connected`): the
# diagnostics below watch from the second, and what they start then is in _ON_CONNECTED.
_freezes = [0]
_ON_CONNECTED: list[Callable[[], None]] = []


def _connected() -> bool:
    return _freezes[0] >= 2


def _freeze_counted() -> None:
    began = time.perf_counter()
    _plain_freeze()
    froze = time.perf_counter()
    _frozen[0] = gc.get_freeze_count()
    _freezes[0] += 1
    if _freezes[0] == 2:
        for start in _ON_CONNECTED:
            start()
    if _gc_out is not None:
        # The freeze's own time, and the count's, which the step of the freeze also pays here
        # and the bot does not: a stall in `settle_connected` is that much shorter without us.
        counted = (time.perf_counter() - froze) * 1000
        _gc_out.write(
            f"{time.time():.3f}\tfreeze\t{(froze - began) * 1000:.1f}\t0\t{_frozen[0]}\t{counted:.1f}\n"
        )


gc.freeze = _freeze_counted


def _watch(loop_thread: int, beat: list[float], gc_state: list) -> None:
    assert _out is not None
    # The loop thread's own CPU clock: a stall in which it ran little was the machine's other
    # work keeping the process off the cores, not a long step.
    clock = time.pthread_getcpuclockid(loop_thread)
    with open(_out, "a", buffering=1) as out:
        stack = ""
        cpu_before = time.clock_gettime(clock)
        while True:
            time.sleep(BEAT)
            late = time.perf_counter() - beat[0]
            if late <= STALL and not stack:
                cpu_before = time.clock_gettime(clock)
            if late > STALL and not stack:
                frame = sys._current_frames().get(loop_thread)
                if gc_state[0] is not None:
                    stack = f"garbage collection, generation {gc_state[0]}"
                elif frame is not None:
                    # The innermost frames of our own code, then the outermost of the rest.
                    lines = traceback.format_stack(frame)
                    ours = [
                        line
                        for line in lines
                        if str(ROOT) in line and "/.venv/" not in line and "loopwatch" not in line
                    ]
                    chosen = (ours or lines)[-4:]
                    stack = " <- ".join(
                        line.strip().splitlines()[0].replace('File "', "").replace('", line ', ":")
                        for line in reversed(chosen)
                    )
                    innermost = lines[-1].strip().splitlines()[0]
                    if "selectors.py" in innermost:
                        # Waiting for I/O with nothing to run: the process woke late (the
                        # machine's other work), no step of ours ran long.
                        stack = "idle in select: woke late (the machine's load)"
                    else:
                        stack += f" || innermost: {innermost}"
            elif late <= STALL and stack:
                ran = (time.clock_gettime(clock) - cpu_before) * 1000
                out.write(f"beat\t{time.time():.3f}\t{stall_ms[0]:.1f}\t{ran:.1f}\t{stack}\n")
                stack = ""
            if late > STALL:
                stall_ms[0] = late * 1000


stall_ms = [0.0]


def _start(loop: asyncio.AbstractEventLoop) -> None:
    beat = [time.perf_counter()]
    gc_state: list = [None]

    def tick() -> None:
        beat[0] = time.perf_counter()
        loop.call_later(BEAT, tick)

    def collected(phase: str, info: dict) -> None:
        gc_state[0] = info["generation"] if phase == "start" and info["generation"] == 2 else None
        if phase == "start":
            began[0], began[1] = time.perf_counter(), time.thread_time()
        elif _gc_out is not None:
            # Every collection, with its length and what it freed, how many objects were frozen
            # as of the last freeze, and the CPU its thread used meanwhile (on a loaded machine
            # a length can be mostly waiting): the young ones are a few a second, and what they
            # free in all is the garbage that only they free.
            took, cpu = time.perf_counter() - began[0], time.thread_time() - began[1]
            _gc_out.write(
                f"{time.time():.3f}\t{info['generation']}\t{took * 1000:.1f}\t"
                f"{info['collected']}\t{_frozen[0]}\t{cpu * 1000:.1f}\n"
            )

    began = [0.0, 0.0]

    gc.callbacks.append(collected)
    tick()
    threading.Thread(
        target=_watch, args=(threading.get_ident(), beat, gc_state), daemon=True, name="loopwatch"
    ).start()


def _chain(handle: asyncio.Handle) -> list[str] | None:
    """Where a task is suspended, outermost coroutine first (None: the handle is no task step),
    with the HTTP request an aiohttp or discord.py frame is making."""
    task = getattr(getattr(handle, "_callback", None), "__self__", None)
    if not isinstance(task, asyncio.Task):
        return None
    coro: Any = task.get_coro()
    frames = []
    while coro is not None and getattr(coro, "cr_frame", None) is not None:
        frame = coro.cr_frame
        code = frame.f_code
        where = f"{code.co_filename}:{frame.f_lineno}, in {code.co_name}"
        if code.co_name == "request" and code.co_filename.endswith("discord/http.py"):
            route = frame.f_locals.get("route")
            if route is not None:
                where += f" [{route.method} {route.path}]"
        elif code.co_name == "_request" and code.co_filename.endswith("aiohttp/client.py"):
            where += f" [{frame.f_locals.get('method')} {frame.f_locals.get('str_or_url')}]"
        frames.append(where)
        coro = getattr(coro, "cr_await", None)
    return frames


def _where(handle: asyncio.Handle, before: list[str] | None = None) -> str:
    """The coroutine a task step ran and the innermost frame it is suspended at (the project's
    own innermost frames too), and where it had been suspended before the step; or the callback."""
    frames = _chain(handle)
    if frames is None:
        return repr(getattr(handle, "_callback", None))[:200]
    if not frames:
        return "task (finished)"
    text = " <- ".join(reversed(frames[-4:]))
    ours = [f for f in frames if str(ROOT) in f and "/.venv/" not in f]
    routes = [f for f in frames if " [" in f]
    text += "".join(f" <- {f}" for f in [*routes, *reversed(ours[-2:])] if f not in frames[-4:])
    if before:
        text += " || resumed from: " + before[-1]
    return text


if _out:
    _handle_run = asyncio.Handle._run
    _steps = open(_out, "a", buffering=1)  # noqa: SIM115 - open for the process's life

    def _timed(self: asyncio.Handle) -> None:
        before = _chain(self)
        began, cpu = time.perf_counter(), time.thread_time()
        _handle_run(self)
        took = time.perf_counter() - began
        if took > STALL:
            ran = (time.thread_time() - cpu) * 1000
            _steps.write(f"step\t{time.time():.3f}\t{took * 1000:.1f}\t{ran:.1f}\t{_where(self, before)}\n")

    asyncio.Handle._run = _timed  # type: ignore[method-assign]
    _run_forever = asyncio.BaseEventLoop.run_forever
    _started: set[int] = set()

    def run_forever(self: asyncio.BaseEventLoop) -> None:
        if not _started:
            _started.add(id(self))
            self.call_soon(_start, self)
        return _run_forever(self)

    asyncio.BaseEventLoop.run_forever = run_forever  # type: ignore[method-assign]


_acks_out = os.environ.get("BENCH_ACKS")
if _acks_out:
    # When each interaction reached the bot, and when its callback request started and ended, on
    # the system's monotonic clock (the same in the benchmark's process), with how many requests
    # were waiting for one of the HTTP connections as it started.
    from discord.state import ConnectionState
    from discord.webhook.async_ import AsyncWebhookAdapter

    _acks = open(_acks_out, "a", buffering=1)  # noqa: SIM115 - open for the process's life
    _parse = ConnectionState.parse_interaction_create
    _respond = AsyncWebhookAdapter.create_interaction_response

    def parse_interaction_create(self: Any, data: Any) -> None:
        _acks.write(f"arrived\t{data['id']}\t{time.monotonic():.4f}\t0\n")
        return _parse(self, data)

    async def create_interaction_response(
        self: Any, interaction_id: Any, token: str, *, session: Any, **kw: Any
    ) -> Any:
        connector = session.connector
        waiting = sum(len(w) for w in getattr(connector, "_waiters", {}).values())
        _acks.write(f"started\t{interaction_id}\t{time.monotonic():.4f}\t{waiting}\n")
        try:
            return await _respond(self, interaction_id, token, session=session, **kw)
        finally:
            _acks.write(f"ended\t{interaction_id}\t{time.monotonic():.4f}\t0\n")

    ConnectionState.parse_interaction_create = parse_interaction_create  # type: ignore[method-assign]
    AsyncWebhookAdapter.create_interaction_response = create_interaction_response  # type: ignore[method-assign]


_garbage_out = os.environ.get("BENCH_GARBAGE", "")
if _garbage_out:
    # What the collector frees, for BENCH_GARBAGE_SECONDS once connected (from the second
    # freeze, `warmup.settle_connected`): every unreachable object is kept in gc.garbage
    # (DEBUG_SAVEALL) instead of freed, then counted by kind. A frame, function, coroutine or
    # exception is named by its code and where it is, so the cycle's maker can be found.

    def _name(obj: object) -> str:
        kind = type(obj)
        name = f"{kind.__module__}.{kind.__qualname__}"
        code = getattr(obj, "f_code", None) or getattr(obj, "__code__", None)
        code = code or getattr(obj, "cr_code", None)
        if isinstance(obj, BaseException):
            tb = obj.__traceback__
            while tb is not None and tb.tb_next is not None:
                tb = tb.tb_next
            if tb is not None:
                code = tb.tb_frame.f_code
        if code is not None:
            where = code.co_filename.replace(str(ROOT) + "/", "")
            where = where.split("site-packages/")[-1]
            name += f" [{code.co_qualname} {where}:{code.co_firstlineno}]"
        elif isinstance(obj, asyncio.Future) and not isinstance(obj, asyncio.Task):
            name += f" [{len(obj._callbacks or ())} callbacks]"
        return name

    def _dump() -> None:
        import collections

        kinds = collections.Counter(_name(o) for o in gc.garbage)
        gc.set_debug(0)
        with open(_garbage_out, "w") as out:
            out.write(f"{len(gc.garbage)}\t{float(os.environ.get('BENCH_GARBAGE_SECONDS', '60')):.0f}\n")
            for name, count in kinds.most_common():
                out.write(f"{count}\t{name}\n")
        gc.garbage.clear()

    def _keep_garbage() -> None:
        gc.set_debug(gc.DEBUG_SAVEALL)
        seconds = float(os.environ.get("BENCH_GARBAGE_SECONDS", "60"))
        asyncio.get_running_loop().call_later(seconds, _dump)

    _ON_CONNECTED.append(_keep_garbage)


_young_out = os.environ.get("BENCH_YOUNG", "")
if _young_out:
    # What a young collection scans, once connected: before each, the objects of the youngest
    # generation counted by kind, the references they hold (each one visited by the scan,
    # wherever it points), its largest containers, and its tuples by length and the kinds of
    # their first items (tuples of numbers alone are untracked by the scan); after each, how
    # long it took. A diagnostic: reading them takes longer than the scan.
    import collections as _collections
    from collections.abc import Sized

    _young_file = open(_young_out, "a", buffering=1)  # noqa: SIM115 - the process's life
    _young_began = [0.0, 0.0]

    def _sized(obj: object) -> int:
        try:
            return len(obj) if isinstance(obj, Sized) else 0
        except Exception:  # a len() that fails on a half-built object
            return 0

    def _shape(obj: tuple) -> str:
        return f"{len(obj)}: " + ", ".join(type(x).__qualname__ for x in obj[:3])

    def _young(phase: str, info: dict) -> None:
        if info["generation"] != 0 or not _connected():
            return
        if phase == "stop":
            took = (time.perf_counter() - _young_began[0]) * 1000
            cpu = (time.thread_time() - _young_began[1]) * 1000
            _young_file.write(f"  took {took:.1f} ms (CPU {cpu:.1f} ms)\n")
            return
        objects = gc.get_objects(0)
        kinds = _collections.Counter(type(o).__qualname__ for o in objects)
        largest = sorted(((_sized(o), type(o).__qualname__) for o in objects), reverse=True)[:8]
        shapes = _collections.Counter(_shape(o) for o in objects if type(o) is tuple)
        visits = len(gc.get_referents(*objects))
        _young_file.write(
            f"{time.time():.3f}\t{len(objects)}\t{sum(_sized(o) for o in objects)}\t{visits}\t"
            + ", ".join(f"{k} {n}" for k, n in kinds.most_common(12))
            + "\t"
            + ", ".join(f"{k} of {n}" for n, k in largest)
            + "\t"
            + ", ".join(f"{n} x ({k})" for k, n in shapes.most_common(6))
            + "\n"
        )
        del objects
        _young_began[0], _young_began[1] = time.perf_counter(), time.thread_time()

    gc.callbacks.append(_young)


_middle_out = os.environ.get("BENCH_MIDDLE", "")
if _middle_out:
    # What a middle or full collection scans, once connected: before each, the objects of the
    # generations it collects counted by kind, and how many of them each of the bot's caches
    # holds (reached from the tables' cached states, discord.py's cached messages, its
    # rate-limit buckets, and from nothing of those: the rest); after each, how long it took.
    # A diagnostic: reading them takes longer than the collection.
    import collections as _mcollections
    import itertools
    from collections.abc import Sequence as _MSequence

    from discord.state import ConnectionState as _MState

    _middle_file = open(_middle_out, "a", buffering=1)  # noqa: SIM115 - the process's life
    # BENCH_MIDDLE_FROM=2: full collections only (each middle one's count slows the run).
    _middle_lowest = max(1, int(os.environ.get("BENCH_MIDDLE_FROM", "1")))
    _middle_state: list[Any] = [None]
    _middle_began = [0.0, 0.0]
    _parse_message = _MState.parse_message_create

    def _middle_parse(self: Any, data: Any) -> None:
        _middle_state[0] = self
        return _parse_message(self, data)

    _MState.parse_message_create = _middle_parse  # type: ignore[method-assign]

    def _reached(roots: _MSequence[object], scanned: dict[int, object], seen: set[int]) -> int:
        """How many of `scanned` are reached from `roots` through scanned objects, not yet `seen`."""
        count = 0
        todo = [r for r in roots if id(r) in scanned and id(r) not in seen]
        for r in todo:
            seen.add(id(r))
        while todo:
            obj = todo.pop()
            count += 1
            for ref in gc.get_referents(obj):
                if id(ref) in scanned and id(ref) not in seen:
                    seen.add(id(ref))
                    todo.append(ref)
        return count

    _MIterables = (dict, list, tuple, set, frozenset, _mcollections.deque)

    def _describe(obj: object) -> str:
        """A root's kind, general enough that like roots group together."""
        kind = f"{type(obj).__module__}.{type(obj).__qualname__}"
        first = list(itertools.islice(obj, 5)) if isinstance(obj, _MIterables) else []
        if isinstance(obj, dict):
            kinds = sorted({type(k).__qualname__ for k in first})
            return f"dict, keys like {kinds}: {[repr(k)[:30] for k in first[:3]]}"
        if isinstance(obj, _MIterables):
            return f"{kind} of {sorted({type(x).__qualname__ for x in first})}"
        name = getattr(obj, "__qualname__", None)
        if name is not None:
            return f"{kind} {getattr(obj, '__module__', '')}.{name}"
        return kind

    def _roots(objects: list[object], scanned: dict[int, object], shown: int = 30) -> str:
        """The scanned objects that no scanned object refers to (what refers to them is frozen or
        not tracked: a module, the client), grouped by kind, the largest by what they reach
        first."""
        referred: set[int] = set()
        for obj in objects:
            for ref in gc.get_referents(obj):
                if id(ref) in scanned and ref is not obj:
                    referred.add(id(ref))
        roots = [o for o in objects if id(o) not in referred]
        seen: set[int] = set()
        groups: dict[str, list[int]] = _mcollections.defaultdict(lambda: [0, 0])
        for r in roots:
            group = groups[_describe(r)]
            group[0] += 1
            group[1] += _reached([r], scanned, seen)
        ranked = sorted(groups.items(), key=lambda kv: -kv[1][1])
        lines = [
            f"  {len(roots)} roots in {len(groups)} kinds, reaching {len(seen)}; the largest {shown} kinds:"
        ]
        lines += [f"    {n:7d} from {c:5d}  {k[:160]}" for k, (c, n) in ranked[:shown]]
        return "\n".join(lines) + "\n"

    def _middle(phase: str, info: dict) -> None:
        generation = info["generation"]
        if generation < _middle_lowest or not _connected():
            return
        if phase == "stop":
            took = (time.perf_counter() - _middle_began[0]) * 1000
            cpu = (time.thread_time() - _middle_began[1]) * 1000
            _middle_file.write(f"  took {took:.1f} ms (CPU {cpu:.1f} ms)\n")
            return
        # Not the lists made here, which hold everything.
        lists = [gc.get_objects(g) for g in range(generation + 1)]
        own = {id(lists), *(id(x) for x in lists)}
        objects = [o for x in lists for o in x if id(o) not in own]
        del lists
        scanned = {id(o): o for o in objects}
        kinds = _mcollections.Counter(type(o).__qualname__ for o in objects)
        seen: set[int] = set()
        parts = []
        state = _middle_state[0]
        if state is not None:
            client = state._get_client()
            tables = getattr(client, "tables", None)
            cache = getattr(tables, "_cache", {})
            states = [entry[1] for entry in list(cache.values())]
            # The states' own objects, then what else the cache holds (its entries, the dict).
            parts.append(f"tables' states ({len(states)}) {_reached(states, scanned, seen)}")
            parts.append(f"tables' cache {_reached([cache, *cache.values()], scanned, seen)}")
            messages = list(state._messages or ())
            parts.append(f"messages ({len(messages)}) {_reached(messages, scanned, seen)}")
            buckets = list(state.http._buckets.values())
            parts.append(f"buckets ({len(buckets)}) {_reached(buckets, scanned, seen)}")
        rest = _mcollections.Counter(type(o).__qualname__ for o in objects if id(o) not in seen)
        roots = _roots(objects, scanned) if generation == 2 else ""
        _middle_file.write(
            f"{time.time():.3f}\tgeneration {generation}\t{len(objects)}\t"
            + ", ".join(parts)
            + "\n  by kind: "
            + ", ".join(f"{k} {n}" for k, n in kinds.most_common(15))
            + "\n  the rest by kind: "
            + ", ".join(f"{k} {n}" for k, n in rest.most_common(15))
            + "\n"
            + roots
        )
        del objects, scanned, seen
        _middle_began[0], _middle_began[1] = time.perf_counter(), time.thread_time()

    gc.callbacks.append(_middle)


_full_at = [float(x) for x in os.environ.get("BENCH_FULL", "").split(",") if x]
if _full_at:
    # Each in a step of its own, from the freeze on connecting.
    def _full_collect() -> None:
        gc.collect(2)

    def _schedule_full() -> None:
        loop = asyncio.get_running_loop()
        for at in _full_at:
            loop.call_later(at, _full_collect)

    _ON_CONNECTED.append(_schedule_full)
