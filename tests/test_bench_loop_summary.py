"""bench_loop's summary of the collector: the freezes the watcher records are told apart from the
collections, with the watcher's own count of the frozen objects named as its, not the bot's."""

from __future__ import annotations

from benchmarks.bench_loop import gc_summary


def test_freezes_are_reported_apart_from_the_collections(tmp_path, capsys) -> None:
    ready = 1000.0
    rows = [
        # time, generation, ms, freed, frozen, CPU ms (for a freeze: the watcher's count, ms)
        (999.0, "freeze", 0.1, 0, 383_944, 11.0),
        (1000.5, "freeze", 0.2, 0, 2_421_276, 96.5),
        (1001.0, "1", 12.0, 3, 2_421_276, 10.0),
        (1001.5, "1", 8.0, 2, 2_421_276, 7.0),
    ]
    gc_file = tmp_path / "gc.tsv"
    gc_file.write_text("".join("\t".join(str(v) for v in r) + "\n" for r in rows))
    gc_summary(gc_file, ready, 60.0)
    out = capsys.readouterr().out
    assert "every collection in the 60 s once connected: 2, 20 ms in all (17 ms of CPU)" in out
    assert "freeze at -1.0 s from connecting: 383,944 objects frozen in all, the freeze 0.1 ms" in out
    assert (
        "freeze at +0.5 s from connecting: 2,421,276 objects frozen in all, the freeze 0.2 ms; "
        "the watcher's count of them 96.5 ms more"
    ) in out
