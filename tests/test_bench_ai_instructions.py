"""The instruction benchmark reads callgrind's count from what valgrind writes, and says so when
there is none rather than printing a figure."""

from __future__ import annotations

import pytest

from benchmarks.bench_ai_instructions import collected

REPORT = """==4242== Callgrind, a call-graph generating cache profiler
==4242== For interactive control, run 'callgrind_control -h'.
==4242==
==4242== Events    : Ir
==4242== Collected : 1234567890
==4242==
==4242== I   refs:      1,234,567,890
"""


def test_the_count_is_read_from_callgrinds_summary() -> None:
    assert collected(REPORT) == 1_234_567_890
    # A child's own output before the summary does not count.
    assert collected("Collected : 7 (said by the program)\n" + REPORT) == 1_234_567_890


def test_a_run_without_a_summary_is_an_error_not_a_figure() -> None:
    with pytest.raises(RuntimeError, match="counted nothing"):
        collected("==4242== error: the program crashed\n")
