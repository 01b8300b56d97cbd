"""One level among several of another, against the same deals played by that other level alone.

Run: `nice -n 5 .venv/bin/python -m benchmarks.bench_ai_seat --game akropolis --seat normal
--field easy` (40 deals, four players), with `--deals N`, `--players N`, `--jobs N`,
`--results PATH` (default `seat.jsonl`).

Each deal is played once with every seat at the field's level (the baseline) and once for each
seat position with the tested level in that seat, the field in the others. A decision depends
only on the state, the seat, the level and the seed (`benchmarks.bench_ai_ladder.play`), so the
baseline's seat in that position met the same deal and the same field up to its own first move:
the difference of the two places (and scores) is paired, and its interval is far narrower than
that of a mixed table's mean places. The deals are averaged over their rotations first (the unit
of the intervals), since the rotations of one deal share its luck.

Results are appended to the results file as they end, under the ladder's fingerprint of the
game's AI, so a run continues where it stopped and a changed AI starts afresh.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import statistics
import time
from collections.abc import Sequence
from pathlib import Path

from benchmarks.bench_ai_ladder import Record, current, fingerprint, job_key, load, play
from benchmarks.measure import machine, percentile
from games.ai import ai_for
from games.ai.collector import settle_worker

# Deals apart from the ladder's (two-player deals count from 0, its tables from 100,000).
DEAL_BASE = 300_000


def jobs_for(
    key: str, seat: str, field: str, players: int, deals: int
) -> list[tuple[str, tuple[str, ...], int]]:
    """Deal by deal: the field alone, then the tested level in each position."""
    out: list[tuple[str, tuple[str, ...], int]] = []
    for d in range(deals):
        deal = DEAL_BASE + d
        out.append((key, (field,) * players, deal))
        for pos in range(players):
            levels = [field] * players
            levels[pos] = seat
            out.append((key, tuple(levels), deal))
    return out


def interval(xs: Sequence[float]) -> str:
    if len(xs) < 2:
        return f"{statistics.fmean(xs):+.2f}" if xs else "-"
    half = 1.96 * statistics.stdev(xs) / math.sqrt(len(xs))
    return f"{statistics.fmean(xs):+.2f} ±{half:.2f}"


def report(records: Sequence[Record], key: str, seat: str, field: str, players: int) -> None:
    base = {r["deal"]: r for r in records if r["game"] == key and r["levels"] == [field] * players}
    places: list[float] = []
    by_deal: dict[int, list[tuple[float, float, float]]] = {}
    times: list[float] = []
    for r in records:
        if r["game"] != key or len(r["levels"]) != players or r["levels"].count(seat) != 1:
            continue
        if any(lv != field for lv in r["levels"] if lv != seat):
            continue
        pos = r["levels"].index(seat)
        places.append(r["places"][pos])
        times += r["times"][pos]
        b = base.get(r["deal"])
        if b is None:
            continue
        by_deal.setdefault(r["deal"], []).append(
            (
                r["places"][pos] - b["places"][pos],
                r["scores"][pos] - b["scores"][pos],
                # Its lead over the mean of the field's seats at its table.
                r["scores"][pos] - statistics.fmean(s for i, s in enumerate(r["scores"]) if i != pos),
            )
        )
    full = {d: v for d, v in by_deal.items() if len(v) == players}
    print(f"\n{key}, {players} players: {seat} in one seat, {field} in the others")
    print(f"games with {seat}: {len(places)}; deals with every rotation and the baseline: {len(full)}")
    if places:
        half = 1.96 * statistics.stdev(places) / math.sqrt(len(places)) if len(places) > 1 else 0.0
        print(
            f"mean place of {seat}: {statistics.fmean(places):.2f} ±{half:.2f} (by game; {field} alone: "
            f"{(players + 1) / 2:.2f} without ties)"
        )
    if full:
        rows = list(full.values())
        dplace = [statistics.fmean(x[0] for x in v) for v in rows]
        dscore = [statistics.fmean(x[1] for x in v) for v in rows]
        lead = [statistics.fmean(x[2] for x in v) for v in rows]
        print("paired with the same seat of the baseline (per deal, mean of its rotations; 95% interval):")
        print(f"  place difference (negative: better): {interval(dplace)}")
        print(f"  score difference:                    {interval(dscore)}")
        print(f"  lead over the field's mean score:    {interval(lead)}")
    if times:
        print(
            f"CPU ms per {seat} decision: p50 {percentile(times, 0.5):.1f}, "
            f"p99 {percentile(times, 0.99):.1f}, max {max(times):.1f} over {len(times)}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--game", default="akropolis")
    parser.add_argument("--seat", default="normal", help="the tested level, in one seat")
    parser.add_argument("--field", default="easy", help="the level of the other seats")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--results", default="seat.jsonl", help="the results file, appended to")
    parser.add_argument("--report", action="store_true", help="print the figures of the results held")
    args = parser.parse_args()
    key = args.game
    path = Path(args.results)
    load_avg = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"machine: {machine()}; {args.jobs} worker process(es), nice {os.nice(0)}; load average {load_avg}")
    print(
        f"{key}: "
        + ", ".join(
            f"{lv} {b.iterations} it. (width {b.root_width}/{b.node_width}, playouts {b.rollout_depth})"
            for lv, b in ai_for(key).budgets.items()
        )
    )
    fingerprint(key, ("hard",))  # before the workers start: they inherit it
    held = current(load(path))
    done = {(r["game"], r["fingerprint"], tuple(r["levels"]), r["deal"]) for r in held}
    todo = (
        []
        if args.report
        else [
            j
            for j in jobs_for(key, args.seat, args.field, args.players, args.deals)
            if job_key(*j) not in done
        ]
    )
    print(f"{len(held)} results held in {path}; {len(todo)} games to play")
    if todo:
        pool = multiprocessing.Pool(args.jobs, initializer=settle_worker)
        began = time.time()
        try:
            with path.open("a", encoding="utf-8") as out:
                for i, r in enumerate(pool.imap(play, todo, chunksize=1), 1):
                    out.write(json.dumps(r) + "\n")
                    out.flush()
                    held.append(r)
                    print(
                        f"  [{i}/{len(todo)} {time.time() - began:6.0f}s] deal {r['deal']}: "
                        + " ".join(f"{lv}:{p}" for lv, p in zip(r["levels"], r["places"], strict=True)),
                        flush=True,
                    )
            pool.close()
        except KeyboardInterrupt:
            print("interrupted: the figures of the results held")
            pool.terminate()
        pool.join()
    report(held, key, args.seat, args.field, args.players)
    print(f"\nload average at the end {', '.join(f'{x:.1f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
