"""A long-running bot loads its catalogs and fonts before it is ready, freezes what start-up
loaded and sets the collector's thresholds: measured in a process of its own, since freezing
and thresholds are the whole process's."""

from __future__ import annotations

import asyncio
import gc
import itertools
import json
import subprocess
import sys
import textwrap
import threading

import pytest

from bot.warmup import THRESHOLDS

PROBE = textwrap.dedent(
    """
    import gc, json
    from bot import warmup
    from bot.i18n import catalog
    from render import core

    warmup.settle()
    bundles = [catalog.bundle(locale) for locale in catalog.LOCALES]
    compiled = [len(b._compiled) for b in bundles]
    entries = [len(b._messages) + len(b._terms) for b in bundles]
    fonts = core._fallback.cache_info().currsize, core.font.cache_info().currsize
    before = (catalog.bundle.cache_info().misses, core._fallback.cache_info().misses)
    # What moves then use is already there: no parse, no font opened, nothing compiled.
    for locale in catalog.LOCALES:
        catalog.t(locale, "publish-board-late")
    core.text_width("Zoë 张伟 骰子小镇 😀", 17)
    after = (catalog.bundle.cache_info().misses, core._fallback.cache_info().misses)
    from games.blockbuster import geometry, rules
    placements = rules.spots.cache_info().currsize
    setups = len({mode.setup for mode in geometry.MODE_TABLE.values()}) * len(geometry.PIECE_IDS)
    from games.bricklayer import data as brick_data, rules as brick_rules
    indexed = rules.through.cache_info().currsize
    shapes = len(brick_data.SHAPES)
    brick_actions = [brick_rules._places.cache_info().currsize, brick_rules._takes.cache_info().currsize,
                     brick_rules._buys.cache_info().currsize, brick_data.sweeps.cache_info().currsize]
    print(json.dumps({
        "compiled": compiled, "entries": entries, "fonts": fonts, "same": before == after,
        "compiled_after": [len(b._compiled) for b in bundles],
        "placements": [placements, setups], "indexed": indexed,
        "brick_actions": brick_actions, "shapes": shapes,
        "frozen": gc.get_freeze_count(), "thresholds": gc.get_threshold(),
    }))
    """
)


def test_settle_loads_catalogs_and_fonts_then_freezes_and_sets_thresholds() -> None:
    out = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, check=True, timeout=300
    )
    found = json.loads(out.stdout.strip().splitlines()[-1])
    assert found["compiled"] == found["entries"] and min(found["entries"]) > 100
    assert found["compiled_after"] == found["compiled"]
    assert found["fonts"] == [2 * len(range(8, 33)), len(range(8, 33))]
    assert found["same"]
    assert found["frozen"] > 50_000
    assert tuple(found["thresholds"]) == THRESHOLDS
    # Every Block Buster placement, looked up by its moves, was frozen with start-up.
    assert found["placements"][0] == found["placements"][1] > 0
    # And the other lookup tables the engines keep for the process's life (`games.lookup`).
    assert found["indexed"] == found["placements"][1]
    shapes = found["shapes"]
    assert found["brick_actions"] == [shapes, 4 * shapes, 4 * shapes, shapes]


CONNECTED = textwrap.dedent(
    """
    import gc, json, weakref
    from bot import warmup

    class Node:
        pass

    warmup.settle()
    frozen = gc.get_freeze_count()
    # What the gateway sends once connected, after start-up: servers and their channels.
    servers = [{"id": g, "channels": [{"id": c, "overwrites": []} for c in range(500)]} for g in range(200)]
    garbage = Node()
    garbage.me = garbage  # a young cycle, unreachable once dropped: collected, not frozen
    cycle = weakref.ref(garbage)
    del garbage
    warmup.settle_connected()
    tracked = gc.get_objects()
    print(json.dumps({
        "gained": gc.get_freeze_count() - frozen,
        "in_sight": sum(1 for o in tracked if o is servers),
        "scanned": len(tracked),
        "cycle_freed": cycle() is None,
        "thresholds": gc.get_threshold(),
    }))
    """
)


def test_settle_connected_freezes_what_came_after_start_up() -> None:
    out = subprocess.run(
        [sys.executable, "-c", CONNECTED], capture_output=True, text=True, check=True, timeout=300
    )
    found = json.loads(out.stdout.strip().splitlines()[-1])
    # 200 servers of 500 channels (a dict and a list each), out of any collection's sight.
    assert found["gained"] >= 200 * 500 * 2 and found["in_sight"] == 0
    # A full collection now scans only what is created from here on: nothing much.
    assert found["scanned"] < 1_000
    assert found["cycle_freed"]
    assert tuple(found["thresholds"]) == THRESHOLDS


@pytest.mark.parametrize("middle", [0, 3])
async def test_young_collections_come_by_time_until_stopped_and_the_middle_one_when_due(middle: int) -> None:
    # The count's own collections are off (gc.disable), so only the loop's are seen; the oldest
    # generation is never due within the test. At a middle threshold of 0 (THRESHOLDS's), the
    # middle generation is collected with the youngest every time; at 3 (a process that kept
    # CPython's own kind of thresholds), after 3 young collections.
    from bot.warmup import YoungCollections

    seen: list[int] = []

    def noted(phase: str, info: dict) -> None:
        if phase == "start":
            seen.append(info["generation"])

    young = YoungCollections(every=0.005)
    enabled, thresholds = gc.isenabled(), gc.get_threshold()
    gc.disable()
    gc.set_threshold(thresholds[0], middle, 1_000_000)
    gc.callbacks.append(noted)
    try:
        young.start()
        young.start()  # started once only
        async with asyncio.timeout(30):
            while len(seen) < 8:
                await asyncio.sleep(0.01)
        young.stop()
        ran = len(seen)
        await asyncio.sleep(0.05)
    finally:
        gc.callbacks.remove(noted)
        gc.set_threshold(*thresholds)
        if enabled:
            gc.enable()
    if middle == 0:
        # What survives one goes to the oldest generation: no middle collection to wait for.
        assert ran >= 8 and set(seen) == {1}
    else:
        assert ran >= 8 and set(seen) == {0, 1}
        # Between two middle collections come `middle` young ones at least (the first may come
        # sooner: the count it starts from is what earlier collections of the process left).
        middles = [i for i, generation in enumerate(seen) if generation == 1]
        assert len(middles) >= 2 and all(b - a - 1 >= middle for a, b in itertools.pairwise(middles)), seen
    assert len(seen) == ran


def test_a_full_collection_waits_for_a_quarter_of_what_the_last_one_left_to_be_new() -> None:
    from bot.warmup import YoungCollections

    collections = YoungCollections()
    enabled, thresholds = gc.isenabled(), gc.get_threshold()
    gc.disable()
    gc.set_threshold(thresholds[0], 0, 0)  # the oldest generation due
    try:
        gc.collect(1)  # the oldest one's count over its threshold
        collections.long_lived = 1_000_000
        kept = [[k] for k in range(1_000)]  # alive: promoted by the collection
        assert collections.collect() == 1
        assert 1_000 <= collections.promoted < collections.long_lived // 4
        assert collections.collect() == 1  # still under a quarter
        collections.long_lived = 4 * collections.promoted - 1
        assert collections.collect() == 2
        assert collections.promoted == 0 and collections.long_lived >= len(kept)
    finally:
        gc.set_threshold(*thresholds)
        if enabled:
            gc.enable()


async def test_servers_that_arrive_once_connected_are_frozen_once_they_stop_coming(monkeypatch) -> None:
    from bot import warmup
    from bot.warmup import LATE_CHANNELS, LATE_QUIET, LATE_WAIT, YoungCollections

    now = [0.0]
    frozen: list[float] = []
    monkeypatch.setattr(warmup, "settle_connected", lambda: frozen.append(now[0]))
    collections = YoungCollections(every=3600, clock=lambda: now[0])
    # Before the collections start (discord.py announcing READY's servers): not counted.
    collections.arrived(LATE_CHANNELS)
    assert collections.late == 0
    collections.start()  # collected by hand below, not by the loop

    def at(moment: float) -> int:
        now[0] = moment
        return collections.collect()

    # A few servers (a join now and then): too little for a full collection to notice.
    collections.arrived(LATE_CHANNELS - 1)
    at(LATE_QUIET + 1)
    assert frozen == []
    # The gateway goes on sending servers after discord.py was ready: frozen once they stop.
    now[0] = 10.0
    collections.arrived(10)
    at(10 + LATE_QUIET / 2)
    assert frozen == []
    assert at(10 + LATE_QUIET) == 0 and frozen == [10 + LATE_QUIET]
    assert (collections.late, collections.promoted, collections.long_lived) == (0, 0, 0)
    at(20.0)
    assert frozen == [10 + LATE_QUIET]  # once

    # Servers that keep coming (a restart's reconnection, faster than LATE_QUIET apart) are
    # frozen LATE_WAIT after the first of them, not never.
    for second in range(100, 100 + int(LATE_WAIT) + 2):
        now[0] = float(second)
        collections.arrived(1_000)
        at(second + 0.1)
    collections.stop()
    assert frozen == [10 + LATE_QUIET, 100 + LATE_WAIT + 0.1]


async def test_every_thread_of_the_default_executor_is_started_before_it_is_used() -> None:
    """Work sent to threads as many at once as there are threads starts none: each one, started
    at first use, would have kept the loop waiting in `Thread.start`."""
    from bot.warmup import start_threads

    loop = asyncio.get_running_loop()
    try:
        await start_threads(3)
        started = {t.ident for t in threading.enumerate() if t.name.startswith("asyncio")}
        barrier = threading.Barrier(3)

        def where() -> int | None:
            barrier.wait(10)  # all three at once: none of them finds another thread idle
            return threading.get_ident()

        used = set(await asyncio.gather(*(asyncio.to_thread(where) for _ in range(3))))
        assert len(used) == 3 and used <= started
        assert len([t for t in threading.enumerate() if t.ident in started]) == 3
    finally:
        await loop.shutdown_default_executor()
