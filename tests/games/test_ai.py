"""AI opponents: whole games with bots in every seat, reproducible decisions, and decisions that
depend only on what the deciding seat may see."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

import pytest

from games.ai import LEVELS, Budget, ai_for, choose, decide, decision_seed
from games.registry import GAMES

# Small budgets keep whole games fast; the search code path is the same as at full budgets.
TINY = Budget(6, root_width=6, node_width=3, rollout_depth=3)

PLAYER_COUNTS = [
    (key, n) for key, game in GAMES.items() for n in range(game.min_players, game.max_players + 1)
]


def play(
    key: str,
    players: int,
    seed: int,
    levels: Sequence[str] | Callable[[int, int], str],
    budget: Budget | None = TINY,
):
    """A whole game between bots; `levels[seat]` or `levels(seat, log)` gives each decision's level."""
    game = GAMES[key]
    level_of: Callable[[int, int], str] = levels if callable(levels) else lambda seat, log: levels[seat]
    state = game.new(players, {}, seed)
    log = 0
    while game.result(state) is None:
        for seat in sorted(game.to_act(state)):
            if seat not in game.to_act(state):
                continue  # the step moved on after an earlier seat's move
            level = level_of(seat, log)
            action = choose(key, state, seat, level, decision_seed(seed, log, seat), budget=budget)
            assert action in game.legal(state, seat) or game.parse(str(action)) == action
            state, _ = game.apply(state, seat, action)
            log += 1
        assert log < 5000, "a game between bots must end"
    return state, log


@pytest.mark.parametrize(("key", "players"), PLAYER_COUNTS)
def test_bots_play_whole_games_at_every_level(key: str, players: int) -> None:
    """Bots in every seat, each seat taking turns at every level (small budgets), to the end."""
    used: set[tuple[int, str]] = set()
    turns = [0] * players

    def level(seat: int, log: int) -> str:
        picked = LEVELS[(seat + turns[seat]) % 3]
        turns[seat] += 1
        used.add((seat, picked))
        return picked

    state, _ = play(key, players, 11 + players, level)
    result = GAMES[key].result(state)
    assert result is not None and len(result.scores) == players
    assert used == {(s, lv) for s in range(players) for lv in LEVELS}


@pytest.mark.parametrize("key", sorted(GAMES))
def test_a_whole_game_at_the_real_levels(key: str) -> None:
    """The real budgets, not the small ones above: a two-player game of normal against easy to
    the end, and the opening decision of a hard bot."""
    state, log = play(key, 2, 7, ["normal", "easy"], budget=None)
    assert GAMES[key].result(state) is not None and log > 4
    game = GAMES[key]
    opening = game.new(2, {}, 7)
    seat = min(game.to_act(opening))
    assert choose(key, opening, seat, "hard", 1) in game.legal(opening, seat)


VARIANTS = [
    ("blockbuster", 4, {"mode": "team"}),
    ("blockbuster", 2, {"mode": "special_duel"}),
    ("blockbuster", 2, {"mode": "official_duel"}),
    ("dicetown", 3, {"bribe_mode": "cash_up_front", "keep_none": True, "gold_tax": True}),
    ("shakecity", 2, {"family": True, "wild_night": True, "side": "seaside"}),
    ("akropolis", 2, {"house_variant": True, "garden_variant": True, "running_scores": False}),
]


@pytest.mark.parametrize(("key", "players", "options"), VARIANTS)
def test_bots_play_the_variants(key: str, players: int, options: dict[str, object]) -> None:
    game = GAMES[key]
    state = game.new(players, options, 3)
    log = 0
    while game.result(state) is None:
        for seat in sorted(game.to_act(state)):
            if seat in game.to_act(state):
                level = LEVELS[(seat + log) % 3]
                move = choose(key, state, seat, level, decision_seed(3, log, seat), budget=TINY)
                state, _ = game.apply(state, seat, move)
                log += 1
        assert log < 5000


@pytest.mark.parametrize("key", sorted(GAMES))
def test_a_game_between_bots_replays_identically(key: str) -> None:
    """Decisions come from the seed alone: the same game twice gives the same log and state."""
    first, n1 = play(key, 2, 5, ["normal", "easy"])
    second, n2 = play(key, 2, 5, ["normal", "easy"])
    game = GAMES[key]
    assert n1 == n2 and game.dump(first) == game.dump(second)


def _positions(key: str, seeds: range, players: int = 2):
    """Positions along easy-bot games, every few moves: a variety of prompts and phases."""
    game = GAMES[key]
    for seed in seeds:
        state = game.new(players, {}, seed)
        rng = random.Random(seed)
        moves = 0
        while game.result(state) is None and moves < 400:
            seats = sorted(game.to_act(state))
            if moves % 3 == 0:
                yield state, seats
            seat = rng.choice(seats)
            state, _ = game.apply(state, seat, ai_for(key).easy_action(state, seat, rng))
            moves += 1


HIDDEN = ["akropolis", "dicetown", "shakecity", "bricklayer"]


@pytest.mark.parametrize("key", HIDDEN)
def test_determinization_depends_only_on_the_seats_view(key: str) -> None:
    """Redraw the hidden parts (consistently with the seat's view): the seat sees the same, and its
    own determinization from the redrawn state, with the same seed, is the very same state."""
    game, ai = GAMES[key], ai_for(key)
    checked = 0
    for state, seats in _positions(key, range(3)):
        for seat in seats:
            other = ai.determinize(state, seat, random.Random(99))
            assert game.view(other, seat) == game.view(state, seat)
            assert set(game.legal(other, seat)) == set(game.legal(state, seat))
            mine = ai.determinize(state, seat, random.Random(7))
            again = ai.determinize(other, seat, random.Random(7))
            assert game.dump(mine) == game.dump(again)
            checked += 1
    assert checked > 20


@pytest.mark.parametrize(
    ("key", "players"),
    # Dice Town's easy keeps by the others' kept dice from four seats on (`DiceTownAI.easy_keep`);
    # Bricklayer's hard plays to the end from three seats, through the redrawn decks.
    [*((key, 2) for key in HIDDEN), ("dicetown", 4), ("bricklayer", 4)],
)
def test_decision_does_not_change_with_hidden_information(key: str, players: int) -> None:
    """At every level, a seat's decision is the same when what it cannot see is redrawn: the
    seats the game waits for, and the seats that may act unasked (a Dice Town contender while the
    Sheriff decides), whose advice differs by level too."""
    game, ai = GAMES[key], ai_for(key)
    may_act = getattr(game, "may_act", game.to_act)
    # Short playouts, but to the end where hard's at this table run there.
    hard = ai.budget(game.new(players, {}, 1), "hard")
    budget = Budget(12, root_width=6, node_width=3, rollout_depth=-1 if hard.rollout_depth < 0 else 3)
    checked = optional = 0
    seeds = range(3 if key == "dicetown" else 2)
    for i, (state, seats) in enumerate(_positions(key, seeds, players)):
        unasked = sorted(set(may_act(state)) - set(seats))
        if i % 4 and not unasked:
            continue
        for seat in [*seats[:1], *unasked] if i % 4 == 0 else unasked:
            other = ai.determinize(state, seat, random.Random(1000 + i))
            for level in LEVELS:
                a = choose(key, state, seat, level, 42 + i, budget=budget)
                b = choose(key, other, seat, level, 42 + i, budget=budget)
                assert a == b, (level, seat, str(a), str(b))
            checked += 1
            optional += seat in unasked
    assert checked >= 4
    if key == "dicetown":
        assert optional >= 3


def test_hidden_parts_really_change() -> None:
    """The invariance tests above mean something only if redrawing changes the hidden parts."""
    for key in HIDDEN:
        game, ai = GAMES[key], ai_for(key)
        changed = 0
        for state, seats in _positions(key, range(2)):
            if game.dump(ai.determinize(state, seats[0], random.Random(3))) != game.dump(state):
                changed += 1
        assert changed > 5, key


def test_decide_takes_a_dump_and_answers_like_choose() -> None:
    game = GAMES["shakecity"]
    state = game.new(2, {}, 9)
    seat = min(game.to_act(state))
    budget = ai_for("shakecity").budgets["normal"]
    assert decide("shakecity", game.dump(state), seat, "normal", 3) == choose(
        "shakecity", state, seat, "normal", 3, budget=budget
    )


def test_refuses_a_seat_that_is_not_to_act() -> None:
    game = GAMES["blockbuster"]
    state = game.new(2, {}, 1)
    idle = next(s for s in range(2) if s not in game.to_act(state))
    with pytest.raises(ValueError, match="turn"):
        choose("blockbuster", state, idle, "easy", 1)


def test_decide_runs_in_a_worker_process() -> None:
    """What the bot does: a dump, a seat, a level and a seed go to a process pool; the action
    that comes back is the one decided in process."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    game = GAMES["akropolis"]
    state = game.new(2, {}, 4)
    seat = min(game.to_act(state))
    # "spawn", as a pool beside an event loop's threads should be: a fresh interpreter, no fork.
    with ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn")) as pool:
        remote = pool.submit(decide, "akropolis", game.dump(state), seat, "easy", 8).result()
    assert remote == decide("akropolis", game.dump(state), seat, "easy", 8)
    assert str(remote) in {str(a) for a in game.legal(state, seat)}


def test_a_search_stops_early_only_when_no_iteration_left_could_change_its_choice(monkeypatch) -> None:
    """Once the most visited move leads the next by more than the iterations left, the rest are
    skipped: the decision is the very one the whole budget gives, for less time."""
    import sys

    search_module = sys.modules["games.ai.search"]
    budget = Budget(160, root_width=6, node_width=3, rollout_depth=2)
    real_iterate = search_module._iterate
    ran: list[int] = []

    def counted(*args: object) -> None:
        ran[-1] += 1
        real_iterate(*args)

    monkeypatch.setattr(search_module, "_iterate", counted)
    saved = 0
    # Dice Town's rolls are weighed by paired playouts, not by the tree: its positions are not here.
    for key in ("shakecity", "bricklayer"):
        for i, (state, seats) in enumerate(_positions(key, range(1))):
            if i % 3:
                continue
            ran.append(0)
            early = choose(key, state, seats[0], "normal", i, budget=budget)
            monkeypatch.setattr(search_module, "CHECK_EVERY", 10**9)
            ran.append(0)
            whole = choose(key, state, seats[0], "normal", i, budget=budget)
            monkeypatch.setattr(search_module, "CHECK_EVERY", 8)
            assert early == whole, (key, i)
            assert ran[-1] in (0, budget.iterations)  # 0: a single candidate, no search at all
            saved += ran[-2] < ran[-1]
    assert saved >= 3


def test_a_fuller_table_gets_fewer_iterations_where_the_game_says_so() -> None:
    """An iteration at a four-player table walks more nodes and plays more moves: where the game
    sets `crowd`, each seat past two shrinks the budget, so a decision keeps its time."""
    budget = Budget(100, crowd=0.8)
    assert budget.for_players(2) == budget and budget.for_players(1) == budget
    assert budget.for_players(3).iterations == 80 and budget.for_players(4).iterations == 64
    assert Budget(100).for_players(4).iterations == 100
    # The work bound shrinks only where the game sets `work_crowd`, and never at two seats.
    bounded = Budget(100, crowd=0.9, work=10_000, work_crowd=0.8)
    assert bounded.for_players(2) == bounded
    assert bounded.for_players(3).work == 8_000 and bounded.for_players(4).work == 6_400
    assert Budget(100, crowd=0.8, work=10_000).for_players(4).work == 10_000
    # The playout depth changes only where the game sets `crowd_depth`, and never at two seats.
    deep = Budget(100, rollout_depth=6, crowd_depth=-1)
    assert deep.for_players(2) == deep and deep.for_players(2).rollout_depth == 6
    assert deep.for_players(3).rollout_depth == deep.for_players(4).rollout_depth == -1
    assert deep.for_players(4).iterations == 100
    assert Budget(100, rollout_depth=6, crowd=0.8).for_players(4).rollout_depth == 6
    for key in GAMES:
        ai, game = ai_for(key), GAMES[key]
        two, four = game.new(2, {}, 1), game.new(4, {}, 1)
        assert ai.seats(two) == 2 and ai.seats(four) == 4
        for level in ("normal", "hard"):
            full = ai.budgets[level]
            assert ai.budget(two, level) == full
            assert ai.budget(four, level).iterations == full.for_players(4).iterations <= full.iterations


@pytest.mark.parametrize("key", HIDDEN)
def test_the_hint_ranking_does_not_change_with_hidden_information(key: str) -> None:
    """`/play`'s suggestions (`rank`) order a seat's moves the same when what it cannot see is
    redrawn, like the bots' decisions."""
    from games.ai import rank

    game, ai = GAMES[key], ai_for(key)
    checked = 0
    for i, (state, seats) in enumerate(_positions(key, range(2))):
        if i % 3:
            continue
        seat = seats[0]
        other = ai.determinize(state, seat, random.Random(500 + i))
        assert [str(a) for a in rank(key, game, state, seat, i)] == [
            str(a) for a in rank(key, game, other, seat, i)
        ]
        checked += 1
    assert checked >= 4


@pytest.mark.parametrize("key", ["blockbuster", "bricklayer"])
def test_hard_plays_its_playouts_to_the_end_from_three_seats(monkeypatch, key: str) -> None:
    """Six moves at a table of four barely reach the seat's next turn: in Block Buster and
    Bricklayer hard's playouts there run to the game's end, each valued as a finished game; at two
    seats they stop and are estimated."""
    from dataclasses import replace

    import games.ai.search as search_module

    ai, game = ai_for(key), GAMES[key]
    cls = type(ai)
    playout, evaluate, final = search_module.rollout, cls.evaluate, cls.final_values
    inside = [False]
    ends: list[bool] = []  # per value a playout ended with: whether its game had ended

    def traced(*args, **kwargs):
        inside[0] = True
        try:
            return playout(*args, **kwargs)
        finally:
            inside[0] = False

    def estimated(self, state):
        if inside[0]:
            ends.append(False)
        return evaluate(self, state)

    def finished_value(self, state, result):
        if inside[0]:
            ends.append(True)
        return final(self, state, result)

    monkeypatch.setattr(search_module, "rollout", traced)
    monkeypatch.setattr(cls, "evaluate", estimated)
    monkeypatch.setattr(cls, "final_values", finished_value)
    for players, to_the_end in ((4, True), (3, True), (2, False)):
        state = game.new(players, {}, 11)
        for _ in range(3 * players):  # past the openings, where a first piece goes anywhere
            seat = min(game.to_act(state))
            state, _ = game.apply(state, seat, game.default_action(state, seat))
        ends.clear()
        budget = replace(ai.budget(state, "hard"), iterations=12)
        ai.search(state, min(game.to_act(state)), budget, random.Random(3))
        assert len(ends) >= 8, (players, ends)
        assert all(ends) if to_the_end else not any(ends), (players, ends)
