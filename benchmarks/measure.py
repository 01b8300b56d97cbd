"""Shared measuring helpers for the benchmark scripts."""

from __future__ import annotations

import asyncio
import gc
import os
import platform
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass


def machine() -> str:
    """The machine and its load average (1, 5, 15 min): figures from a busy shared machine are
    only comparable with the load they were taken under."""
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    return (
        f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, "
        f"{platform.system()} {platform.release()}, load {load}"
    )


def timings(fn: Callable[[], object], runs: int, *, warmup: int = 1) -> list[float]:
    """Milliseconds per call over `runs` calls, after `warmup` calls."""
    for _ in range(warmup):
        fn()
    out = []
    for _ in range(runs):
        began = time.perf_counter()
        fn()
        out.append((time.perf_counter() - began) * 1000)
    return out


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))]


def report(name: str, ms: Sequence[float], target: str = "") -> None:
    line = (
        f"{name:<52} median {statistics.median(ms):8.2f} ms   p99 {percentile(ms, 0.99):8.2f} ms   "
        f"(n={len(ms)})"
    )
    print(line + (f"   target {target}" if target else ""))


def spread(name: str, ms: Sequence[float]) -> str:
    """One line of figures: median, p99 and the worst, or a dash where nothing was measured."""
    if not ms:
        return f"{name} -"
    return f"{name} p50 {percentile(ms, 0.5):7.1f}  p99 {percentile(ms, 0.99):7.1f}  max {max(ms):7.1f} ms"


async def loop_lags(lags: list[float], stop: asyncio.Event, tick: float = 0.010) -> None:
    """Until `stop`: how late (ms) the event loop wakes from each sleep of `tick` seconds."""
    loop = asyncio.get_running_loop()
    while not stop.is_set():
        began = loop.time()
        await asyncio.sleep(tick)
        lags.append(max(0.0, (loop.time() - began - tick) * 1000))


class GcPauses:
    """While entered: how long (ms) each full collection took. A full collection holds the GIL,
    so it stalls the event loop whichever thread runs it: the longest loop lags are often these."""

    def __init__(self) -> None:
        self.full: list[float] = []
        self._began = 0.0

    def __enter__(self) -> GcPauses:
        gc.callbacks.append(self._callback)
        return self

    def __exit__(self, *exc: object) -> None:
        gc.callbacks.remove(self._callback)

    def _callback(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._began = time.perf_counter()
        elif info["generation"] == 2:
            self.full.append((time.perf_counter() - self._began) * 1000)


@dataclass(frozen=True)
class Throughput:
    games: int
    moves: int
    seconds: float


def whole_games(play: Callable[[int], int], seconds: float) -> Throughput:
    """Games 0, 1, 2... played one after another for `seconds`: `play(i)` plays the i-th and
    returns how many moves it took."""
    began = time.perf_counter()
    games = moves = 0
    while time.perf_counter() - began < seconds:
        moves += play(games)
        games += 1
    return Throughput(games, moves, time.perf_counter() - began)
