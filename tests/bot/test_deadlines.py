from bot import deadlines as d

DAY = d.TIMED_PACES["day"]


def test_clock_starts_for_newly_waiting_seats_and_stops_for_the_actor():
    meta = d.start_clocks({"pace": "day"}, {0}, 100.0)
    assert meta.get("clock") == {"0": 100.0}
    meta = d.after_move(meta, {0}, {1}, 0, 200.0)
    assert meta.get("clock") == {"1": 200.0}


def test_simultaneous_seats_keep_their_own_start():
    meta = d.start_clocks({"pace": "day"}, {0, 1, 2}, 100.0)
    meta = d.after_move(meta, {0, 1, 2}, {1, 2}, 0, 150.0)
    assert meta.get("clock") == {"1": 100.0, "2": 100.0}


def test_reminders_at_half_and_near_the_end_then_the_deadline():
    meta = d.start_clocks({"pace": "day"}, {0}, 0.0)
    assert d.due(meta, {0}, DAY * 0.4) == []
    [half] = d.due(meta, {0}, DAY * 0.5)
    assert (half.kind, half.level) == ("remind", 1)
    meta = d.mark_reminded(meta, 0, 1)
    assert d.due(meta, {0}, DAY * 0.6) == []
    [late] = d.due(meta, {0}, DAY * 0.95)
    assert (late.kind, late.level) == ("remind", 2) and 0 < late.left <= DAY * 0.1
    meta = d.mark_reminded(meta, 0, 2)
    [deadline] = d.due(meta, {0}, DAY)
    assert deadline.kind == "deadline"


def test_a_long_absence_gives_the_deadline_not_a_string_of_reminders():
    meta = d.start_clocks({"pace": "live"}, {0}, 0.0)
    assert [x.kind for x in d.due(meta, {0}, 10_000.0)] == ["deadline"]


def test_no_pace_means_nothing_is_ever_due():
    meta = d.start_clocks({"pace": "none"}, {0}, 0.0)
    assert d.due(meta, {0}, 10**9) == []


def test_two_missed_deadlines_in_a_row_mark_away_and_a_move_clears_it():
    meta = d.start_clocks({"pace": "live"}, {0}, 0.0)
    meta = d.after_move(meta, {0}, {0}, 0, 300.0, timed_out=True)
    assert meta.get("away") == []
    meta = d.after_move(meta, {0}, {0}, 0, 600.0, timed_out=True)
    assert meta.get("away") == [0]
    meta = d.after_move(meta, {0}, {1}, 0, 700.0)
    assert meta.get("away") == [] and meta.get("missed") == {}


def test_a_game_can_set_a_seats_time_per_decision():
    meta = d.start_clocks({"pace": "day"}, {0, 1}, 0.0)
    items = d.due(meta, {0, 1}, 100.0, limits={0: 90, 1: None})
    assert [(x.seat, x.kind) for x in items] == [(0, "deadline")]
