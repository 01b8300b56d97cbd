"""The AI ladder: each level against the one below it, in every game, and a rating for each level.

Run: `nice -n 19 .venv/bin/python -m benchmarks.bench_ai_ladder` (every game; 200 two-player
games a rung, 40 four-player tables) or with `--count N`, `--tables N`, `--games a,b`,
`--rungs hard-normal,normal-easy`, `--jobs N` (worker processes, default: every core),
`--results PATH` (default `ladder.jsonl`). `--report` only prints the tables of the results held.

The rungs: random (a uniformly random legal move) < default (what an absent player's autopilot
plays) < easy < normal < hard. Each rung is a two-player match of the two levels over deals played
twice, the seats swapped, so neither level gets the better deal or the first move more often. The
four-player tables seat default, easy, normal and hard, each deal played four times with the seats
rotated. A seat the game does not wait for but that may act (a Dice Town contender while the
Sheriff decides) is asked once each time the state changes, as the bot asks its seats.

Every finished game is appended to the results file as one JSON line as soon as it ends, under a
fingerprint of the game's AI (its code and budgets), so a run that is interrupted continues where
it stopped, and a run after the AI changed starts afresh for that game. The tables are printed
from every result of the current fingerprints: win shares with Wilson 95% intervals, mean
margins, the four-player mean ranks, CPU milliseconds per decision (process time: a shared
machine slows a decision's wall time far more; the workers keep the garbage collector out of the
decisions as the bot's do, `games.ai.collector`), openskill ratings of the five levels as a pool
of their own, and the ratings the bot shows, placed on the players' scale from the rungs' shares
(`games/ai/level_ratings.py`: easy at a newcomer's 1,500); `--write-ratings` stores each rung's
games and wins in `games/ai/level_ratings.json`, where the bot reads them. Results of several runs (different
rungs, counts, machines) can be joined by concatenating their files. `--after-stored` carries the
rungs on from the games that file holds, when their results file is gone: the i-th game of a rung
is always the same deal and seats and a decision reads no clock, so the same code plays the same
games, and a run plays and adds only the games after those counted.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import multiprocessing
import os
import statistics
import time
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from datetime import date
from pathlib import Path
from typing import Any, TypedDict

from benchmarks.bench_ai import pick, wilson
from benchmarks.measure import machine, percentile
from games.ai import TARGET_SECONDS, ai_for, decision_seed
from games.ai.collector import between_decisions, settle_worker
from games.ai.level_ratings import MIN_RATED_GAMES, RATINGS_FILE, placed, rung_name
from games.registry import GAMES

ROOT = Path(__file__).resolve().parent.parent
# Weakest first: every rung is a level against the one just below it.
LADDER = ("random", "default", "easy", "normal", "hard")
RUNGS = tuple(zip(LADDER[1:], LADDER[:-1], strict=True))
TABLE = ("default", "easy", "normal", "hard")
# Deals are seeded apart from the tests' small seeds.
SEED_BASE = 7_000_000


class Record(TypedDict):
    game: str
    fingerprint: str
    levels: list[str]  # by seat
    deal: int
    places: list[int]  # by seat, 1 = first; ties share a place
    scores: list[int]
    times: list[list[float]]  # CPU ms of each decision, by seat
    moves: int


_FINGERPRINTS: dict[str, str] = {}


def fingerprint(key: str, levels: Iterable[str]) -> str:
    """What a result depends on: the engine alone for random and default, else the game's AI code
    and its budgets. Taken once, when the run starts (the workers inherit it), so that a file
    edited during a run does not label the results of the code loaded before."""
    if all(level in ("random", "default") for level in levels):
        return "engine"
    if key not in _FINGERPRINTS:
        _FINGERPRINTS[key] = _ai_digest(key)
    return _FINGERPRINTS[key]


def _ai_digest(key: str) -> str:
    digest = hashlib.sha1()
    ai_dir = ROOT / "games" / "ai"
    for name in ("__init__.py", "base.py", "search.py", "work.py"):
        digest.update((ai_dir / name).read_bytes())
    digest.update((ROOT / "games" / key / "ai.py").read_bytes())
    digest.update(repr(sorted(ai_for(key).budgets.items())).encode())
    return digest.hexdigest()[:12]


def play(job: tuple[str, tuple[str, ...], int]) -> Record:
    """One game of `key` between `levels` (by seat) on deal `deal`."""
    key, levels, deal = job
    game = GAMES[key]
    seed = SEED_BASE + deal
    state = game.new(len(levels), {}, seed)
    times: list[list[float]] = [[] for _ in levels]
    log = 0
    may_act = getattr(game, "may_act", game.to_act)

    def decide(seat: int) -> object | None:
        began = time.process_time()
        action = pick(key, state, seat, levels[seat], decision_seed(seed, log, seat))
        times[seat].append((time.process_time() - began) * 1000)
        # As the bot's workers do after each decision, off its clock.
        between_decisions()
        return action

    while game.result(state) is None:
        # As the bot does: the seats that may act unasked first, once for this state, then those
        # the game waits for (a contender's raise comes before the Sheriff's ruling).
        asked: set[int] = set()
        moved = False
        for seat in sorted(set(may_act(state)) - set(game.to_act(state))):
            if levels[seat] in ("random", "default"):
                continue  # an autopilot leaves what it need not do
            asked.add(seat)
            action = decide(seat)
            if action is not None:
                state, _ = game.apply(state, seat, action)
                log += 1
                moved = True
                break
        if moved:
            continue
        for seat in sorted(game.to_act(state)):
            if seat not in game.to_act(state):
                continue  # the step moved on after an earlier seat's move
            action = decide(seat)
            state, _ = game.apply(state, seat, action)
            log += 1
        if log > 20_000:
            raise RuntimeError(f"{key} deal {deal}: a game that does not end")
    result = game.result(state)
    assert result is not None
    places = [result.rank_of(s) for s in range(len(levels))]
    return {
        "game": key,
        "fingerprint": fingerprint(key, levels),
        "levels": list(levels),
        "deal": deal,
        "places": places,
        "scores": list(result.scores),
        "times": times,
        "moves": log,
    }


def jobs_for(
    keys: Sequence[str],
    rungs: Sequence[tuple[str, str]],
    count: int,
    tables: int,
    start: Mapping[tuple[str, str], int] | None = None,
):
    """Every game to play, round by round over games and rungs, so that a run cut short covers
    every row a little. A deal is played with the seats swapped (rotated at a table) in a row.
    `start` (by game and rung name): the games of a rung an earlier run played, which this one
    does not play again: the i-th game of a rung is always the same deal and seats."""
    out: list[tuple[str, tuple[str, ...], int]] = []
    for i in range(max(count, tables)):
        for key in keys:
            if i < count:
                for upper, lower in rungs:
                    if start and i < start.get((key, rung_name(upper, lower)), 0):
                        continue
                    seats = (upper, lower) if i % 2 == 0 else (lower, upper)
                    out.append((key, seats, i // 2))
            if i < tables:
                shift = i % len(TABLE)
                out.append((key, TABLE[shift:] + TABLE[:shift], 100_000 + i // len(TABLE)))
    return out


def job_key(key: str, levels: Sequence[str], deal: int) -> tuple[str, str, tuple[str, ...], int]:
    return (key, fingerprint(key, levels), tuple(levels), deal)


def load(path: Path) -> list[Record]:
    if not path.exists():
        return []
    out: list[Record] = []
    for line in path.read_text("utf-8").splitlines():
        if line.strip():
            try:
                out.append(json.loads(line))
            except json.JSONDecodeError:
                continue  # a line cut short when a run was killed
    return out


def current(records: Iterable[Record]) -> list[Record]:
    """The results of the AI as it is now (each game's latest fingerprint), one per game played."""
    seen: dict[tuple[str, str, tuple[str, ...], int], Record] = {}
    for r in records:
        k = (r["game"], r["fingerprint"], tuple(r["levels"]), r["deal"])
        if r["fingerprint"] == fingerprint(r["game"], r["levels"]):
            seen[k] = r
    return list(seen.values())


# --- the tables ----------------------------------------------------------------------------------


def rung_results(
    records: Iterable[Record], key: str, upper: str, lower: str
) -> tuple[list[float], list[float]]:
    """The upper level's share of each two-player game of the rung (a tie counts half), and its
    margin (its score less the lower level's)."""
    shares: list[float] = []
    margins: list[float] = []
    for r in records:
        if r["game"] != key or sorted(r["levels"]) != sorted((upper, lower)):
            continue
        u = r["levels"].index(upper)
        lo = 1 - u
        shares.append(
            1.0 if r["places"][u] < r["places"][lo] else 0.5 if r["places"][u] == r["places"][lo] else 0.0
        )
        margins.append(r["scores"][u] - r["scores"][lo])
    return shares, margins


def rung_counts(records: Sequence[Record], keys: Sequence[str]) -> dict[str, dict[str, dict[str, float]]]:
    """Per game, each rung's games and the upper level's wins (ties half): what the shown
    ratings are placed from (`games.ai.level_ratings.placed`)."""
    out: dict[str, dict[str, dict[str, float]]] = {}
    for key in keys:
        rungs: dict[str, dict[str, float]] = {}
        for upper, lower in RUNGS:
            shares, _ = rung_results(records, key, upper, lower)
            if shares:
                rungs[rung_name(upper, lower)] = {"won": sum(shares), "games": len(shares)}
        if rungs:
            out[key] = rungs
    return out


def game_index(record: Record) -> int:
    """Where a two-player game stands in its rung's order (`jobs_for`): deal by deal, the upper
    level in seat 0 first."""
    levels = record["levels"]
    return 2 * record["deal"] + (0 if LADDER.index(levels[0]) > LADDER.index(levels[1]) else 1)


def stored_counts(stored: Mapping[str, Any], keys: Sequence[str]) -> dict[tuple[str, str], int]:
    """The games each rung holds in the ratings file, by game and rung name."""
    return {
        (key, name): int(rung["games"])
        for key in keys
        for name, rung in stored.get("games", {}).get(key, {}).get("rungs", {}).items()
    }


def after_stored(
    records: Sequence[Record], keys: Sequence[str], stored: Mapping[str, Any]
) -> dict[str, dict[str, dict[str, float]]]:
    """Each rung's counts in the ratings file with this run's games past them added: the games
    of a rung are numbered (`game_index`), so a game the stored count already holds is never
    counted twice, however often this is written."""
    held = stored_counts(stored, keys)
    out: dict[str, dict[str, dict[str, float]]] = {}
    for key in keys:
        for upper, lower in RUNGS:
            name = rung_name(upper, lower)
            n = held.get((key, name), 0)
            later = [r for r in records if r["game"] == key and len(r["levels"]) == 2 and game_index(r) >= n]
            shares, _ = rung_results(later, key, upper, lower)
            if not n and not shares:
                continue
            before = stored["games"][key]["rungs"][name] if n else {"won": 0.0, "games": 0}
            out.setdefault(key, {})[name] = {
                "won": before["won"] + sum(shares),
                "games": before["games"] + len(shares),
            }
    return out


def together_rows(counts: Mapping[str, Mapping[str, Mapping[str, float]]], rungs: Sequence[tuple[str, str]]):
    print("\nWith the games the ratings file held before this run (their margins are not kept):")
    print(f"{'game':<12} {'rung':<17} {'games':>5} {'share':>6}  {'95% interval':<13}")
    for key, held in counts.items():
        for upper, lower in rungs:
            rung = held.get(rung_name(upper, lower))
            if rung and rung["games"]:
                a, b = wilson(rung["won"], int(rung["games"]))
                share = rung["won"] / rung["games"]
                rung_label = f"{upper} vs {lower}"
                print(f"{key:<12} {rung_label:<17} {int(rung['games']):>5} {share:6.0%}  [{a:.0%}, {b:.0%}]")


def rung_rows(records: Sequence[Record], keys: Sequence[str], rungs: Sequence[tuple[str, str]]):
    print("\nTwo players, each deal played twice with the seats swapped; a tie counts half.")
    print("Share: the upper level's; margin: its score less the lower level's, mean and 95% interval.")
    print(f"{'game':<12} {'rung':<17} {'games':>5} {'share':>6}  {'95% interval':<13} {'margin':>14}")
    for key in keys:
        for upper, lower in rungs:
            shares, margins = rung_results(records, key, upper, lower)
            if not shares:
                continue
            won = sum(shares)
            a, b = wilson(won, len(shares))
            m = statistics.fmean(margins)
            half = (
                1.96 * statistics.stdev(margins) / math.sqrt(len(margins))
                if len(margins) > 1
                else float("nan")
            )
            print(
                f"{key:<12} {upper + ' vs ' + lower:<17} {len(shares):>5} {won / len(shares):6.0%}  "
                f"[{a:.0%}, {b:.0%}]{'':<3} {m:+6.1f} ±{half:5.1f}"
            )


def table_rows(records: Sequence[Record], keys: Sequence[str]):
    print("\nFour players (default, easy, normal, hard), each deal played with the seats rotated:")
    print("mean place (1 = first; ties share the better place), with 95% intervals.")
    print(f"{'game':<12} {'tables':>6} " + " ".join(f"{lv:>15}" for lv in TABLE))
    for key in keys:
        places: dict[str, list[int]] = defaultdict(list)
        n = 0
        for r in records:
            if r["game"] == key and len(r["levels"]) == len(TABLE):
                n += 1
                for seat, level in enumerate(r["levels"]):
                    places[level].append(r["places"][seat])
        if not n:
            continue
        cells = []
        for level in TABLE:
            ps = places[level]
            m = statistics.fmean(ps)
            half = 1.96 * statistics.stdev(ps) / math.sqrt(len(ps)) if len(ps) > 1 else 0.0
            cells.append(f"{m:5.2f} ±{half:4.2f}")
        print(f"{key:<12} {n:>6} " + " ".join(f"{c:>15}" for c in cells))


def time_rows(records: Sequence[Record], keys: Sequence[str]):
    print("\nCPU milliseconds per decision (process time), by players at the table; * over the target")
    print(f"(targets at p99: {', '.join(f'{lv} {s * 1000:,.0f}' for lv, s in TARGET_SECONDS.items())})")
    print(f"{'game':<12} {'players':>7} {'level':<7} {'p50':>8} {'p99':>8} {'max':>8} {'decisions':>9}")
    for key in keys:
        times: dict[tuple[int, str], list[float]] = defaultdict(list)
        for r in records:
            if r["game"] != key:
                continue
            for seat, level in enumerate(r["levels"]):
                if level in TARGET_SECONDS:
                    times[(len(r["levels"]), level)] += r["times"][seat]
        for (players, level), ts in sorted(times.items(), key=lambda x: (x[0][0], LADDER.index(x[0][1]))):
            if not ts:
                continue
            p99 = percentile(ts, 0.99)
            mark = "*" if p99 > TARGET_SECONDS[level] * 1000 else " "
            print(
                f"{key:<12} {players:>7} {level:<7} {percentile(ts, 0.5):8.1f} {p99:8.1f}{mark}"
                f"{max(ts):8.1f} {len(ts):>9}"
            )


def ratings(records: Sequence[Record], keys: Sequence[str]) -> dict[str, dict[str, dict[str, float]]]:
    """Openskill (Plackett-Luce, as the bot rates its players) ratings of the ladder's levels per
    game, every level starting as a newcomer: the games taken deal by deal, in a fixed order."""
    from bot.ratings import MODEL, display

    out: dict[str, dict[str, dict[str, float]]] = {}
    for key in keys:
        rated = {lv: MODEL.rating() for lv in LADDER}
        games = sorted(
            (r for r in records if r["game"] == key),
            key=lambda r: (r["deal"] % 100_000, len(r["levels"]), r["levels"]),
        )
        if not games:
            continue
        for r in games:
            teams = [[rated[lv]] for lv in r["levels"]]
            after = MODEL.rate(teams, ranks=[float(p) for p in r["places"]])
            for lv, team in zip(r["levels"], after, strict=True):
                rated[lv] = team[0]
        played = defaultdict(int)
        for r in games:
            for lv in set(r["levels"]):
                played[lv] += 1
        out[key] = {
            lv: {
                "mu": round(r.mu, 3),
                "sigma": round(r.sigma, 3),
                "shown": display(r.mu, r.sigma),
                "games": played[lv],
            }
            for lv, r in rated.items()
            if played[lv]
        }
    return out


def shown_rows(counts: dict[str, dict[str, dict[str, float]]]) -> None:
    print(
        "\nShown ratings (the bot buttons'): easy at a newcomer's 1,500, the others by their rungs'"
        f" shares; - below {MIN_RATED_GAMES} games a rung"
    )
    print(f"{'game':<12} " + " ".join(f"{lv:>8}" for lv in LADDER))
    for key, rungs in counts.items():
        shown = placed({name: (r["won"], int(r["games"])) for name, r in rungs.items()})
        print(f"{key:<12} " + " ".join(f"{shown[lv]:>8,}" if lv in shown else f"{'-':>8}" for lv in LADDER))


def rating_rows(table: dict[str, dict[str, dict[str, float]]]) -> None:
    print("\nRatings of the levels as a pool of their own (openskill Plackett-Luce, every level a")
    print("newcomer at the start: not the players' scale), mu ± sigma:")
    print(f"{'game':<12} " + " ".join(f"{lv:>17}" for lv in LADDER))
    for key, levels in table.items():
        cells = [
            f"{levels[lv]['shown']:>5,} ({levels[lv]['mu']:4.1f}±{levels[lv]['sigma']:3.1f})"
            if lv in levels
            else "-"
            for lv in LADDER
        ]
        print(f"{key:<12} " + " ".join(f"{c:>17}" for c in cells))


def report(
    records: Sequence[Record], keys: Sequence[str], rungs: Sequence[tuple[str, str]]
) -> dict[str, Any]:
    rung_rows(records, keys, rungs)
    table_rows(records, keys)
    time_rows(records, keys)
    rating_rows(ratings(records, keys))
    counts = rung_counts(records, keys)
    shown_rows(counts)
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--count", type=int, default=200, help="two-player games a rung and game (default 200)"
    )
    parser.add_argument("--tables", type=int, default=40, help="four-player games a game (default 40)")
    parser.add_argument("--games", default=",".join(GAMES), help="comma-separated game keys")
    parser.add_argument(
        "--rungs", default=",".join(f"{a}-{b}" for a, b in RUNGS), help="comma-separated rungs, upper-lower"
    )
    parser.add_argument("--jobs", type=int, default=multiprocessing.cpu_count(), help="worker processes")
    parser.add_argument("--results", default="ladder.jsonl", help="the results file, appended to")
    parser.add_argument(
        "--report", action="store_true", help="print the tables of the results held, play nothing"
    )
    parser.add_argument(
        "--after-stored",
        action="store_true",
        help=f"play each rung on from the games {RATINGS_FILE.name} holds (an earlier run's, whose "
        "results are gone), count them together, and with --write-ratings add to them",
    )
    parser.add_argument(
        "--write-ratings",
        action="store_true",
        help=f"store each rung's games and wins in {RATINGS_FILE.name}, which the shown ratings come from",
    )
    args = parser.parse_args()
    keys = [k.strip() for k in args.games.split(",") if k.strip()]
    rungs = [tuple(r.strip().split("-", 1)) for r in args.rungs.split(",") if r.strip()]
    for upper, lower in rungs:
        if upper not in LADDER or lower not in LADDER:
            parser.error(f"unknown level in rung {upper}-{lower}")
    path = Path(args.results)

    load_avg = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"machine: {machine()}; {args.jobs} worker process(es), nice {os.nice(0)}; load average {load_avg}")
    for key in keys:
        budgets = ", ".join(
            f"{lv} {b.iterations} it. (width {b.root_width}/{b.node_width}, playouts {b.rollout_depth})"
            for lv, b in ai_for(key).budgets.items()
        )
        print(f"{key}: {budgets}")

    for key in GAMES:
        fingerprint(key, ("hard",))  # before the workers start: they inherit these
    held = current(load(path))
    done = {(r["game"], r["fingerprint"], tuple(r["levels"]), r["deal"]) for r in held}
    stored = json.loads(RATINGS_FILE.read_text("utf-8")) if RATINGS_FILE.exists() else {}
    start = stored_counts(stored, keys) if args.after_stored else None
    todo = (
        []
        if args.report
        else [j for j in jobs_for(keys, rungs, args.count, args.tables, start) if job_key(*j) not in done]
    )
    print(f"{len(held)} results held in {path}; {len(todo)} games to play")
    if todo:
        # The workers run as the bot's do (`bot/thinker.py`): what they loaded frozen, a
        # collection after every decision, so the times are those of the bot's decisions.
        pool = multiprocessing.Pool(args.jobs, initializer=settle_worker)
        began = time.time()
        try:
            with path.open("a", encoding="utf-8") as out:
                for i, r in enumerate(pool.imap_unordered(play, todo, chunksize=1), 1):
                    out.write(json.dumps(r) + "\n")
                    out.flush()
                    held.append(r)
                    print(
                        f"  [{i}/{len(todo)} {time.time() - began:6.0f}s] {r['game']}: "
                        + " ".join(f"{lv}:{p}" for lv, p in zip(r["levels"], r["places"], strict=True)),
                        flush=True,
                    )
            pool.close()
        except KeyboardInterrupt:
            print("interrupted: the tables from the results held")
            pool.terminate()
        pool.join()
    records = [r for r in held if r["game"] in keys]
    counts = report(records, keys, rungs)
    if args.after_stored:
        counts = after_stored(records, keys, stored)
        together_rows(counts, rungs)
        shown_rows(counts)
    print(f"\nload average at the end {', '.join(f'{x:.1f}' for x in os.getloadavg())}")
    if args.write_ratings:
        # Only the rungs are stored: the ratings are placed from them where they are read, so
        # the anchor and the order are the reader's, whatever file it is given.
        games = stored.setdefault("games", {})
        for key, rungs in counts.items():
            games.setdefault(key, {}).setdefault("rungs", {}).update(rungs)
        stored["measured"] = str(date.today())
        RATINGS_FILE.write_text(json.dumps(stored, indent=1, sort_keys=True) + "\n", "utf-8")
        print(f"ratings written to {RATINGS_FILE}")


if __name__ == "__main__":
    main()
