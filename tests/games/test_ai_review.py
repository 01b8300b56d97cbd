"""A review (`games.ai.review`) lists the decisions whose played move the estimate ranks furthest
below the normal bot's, and, like the advice it is made of, sees only the reviewed seat's view."""

from __future__ import annotations

import random

import pytest

from games.ai import Budget, ai_for, choose, decision_seed
from games.ai.advice import estimate
from games.ai.review import Decision, Judged, decisions, judge, review, worst
from games.registry import GAMES
from tests.games.test_ai import HIDDEN

SMALL = Budget(12, root_width=6, node_width=3, rollout_depth=3)


def _played(
    key: str, seed: int, players: int = 2, limit: int = 60
) -> tuple[object, list[tuple[int, object]]]:
    """A game of easy bots from its start, at most `limit` moves: its start and its log."""
    game, ai = GAMES[key], ai_for(key)
    start = state = game.new(players, {}, seed)
    rng = random.Random(seed)
    log: list[tuple[int, object]] = []
    while game.result(state) is None and len(log) < limit:
        seat = rng.choice(sorted(game.to_act(state)))
        action = ai.easy_action(state, seat, rng)
        log.append((seat, action))
        state, _ = game.apply(state, seat, action)
    return start, log


def test_the_listed_moves_are_those_the_estimate_ranks_worst() -> None:
    key = "akropolis"
    start, log = _played(key, 5)
    found = list(decisions(GAMES[key], start, 5, log, 0))
    assert len(found) >= 8
    # A stub estimate: a difference chosen per decision, so the ranking is known in advance.
    rng = random.Random(1)
    planned = {d.index: round(rng.uniform(-3, 9), 2) for d in found}

    def stub(game_key, state, seat, played, seed, *, budget=None):
        return "best", planned[next(d.index for d in found if d.state is state)]

    judged = review(key, found, 0, judge_fn=stub)
    assert [j.index for j in judged] == [d.index for d in found]
    listed = worst(judged)
    expected = sorted((i for i in planned if planned[i] >= 1.0), key=lambda i: (-planned[i], i))[:3]
    assert [j.index for j in listed] == expected
    assert [j.difference for j in listed] == sorted((planned[i] for i in expected), reverse=True)
    # Up to five when asked; nothing under the threshold, however few are left.
    assert [j.index for j in worst(judged, top=5)] == sorted(
        (i for i in planned if planned[i] >= 1.0), key=lambda i: (-planned[i], i)
    )[:5]
    assert worst([Judged(0, "a", "b", 0.9), Judged(1, "a", "b", -4.0)]) == []


def test_decisions_are_the_seats_own_moves_with_a_choice_and_their_seeds() -> None:
    key = "blockbuster"
    game = GAMES[key]
    start, log = _played(key, 3)
    found = list(decisions(game, start, 3, log, 1))
    assert found and all(log[d.index][0] == 1 and log[d.index][1] == d.played for d in found)
    assert all(d.seed == decision_seed(3, d.index, 1) for d in found)
    for d in found:
        assert 1 in game.to_act(d.state) and len(game.legal(d.state, 1)) > 1


@pytest.mark.parametrize("key", sorted(GAMES))
def test_a_real_review_at_a_small_budget_ranks_by_the_estimates(key: str) -> None:
    """Each difference is the bot's move's estimate minus the played one's, at the decision's
    seed; the bot's move is the normal bot's there; the listed ones are the largest."""
    start, log = _played(key, 11, limit=24)
    found = list(decisions(GAMES[key], start, 11, log, 0))[:5]
    assert found
    judged = review(key, found, 0, budget=SMALL)
    for d, j in zip(found, judged, strict=True):
        bot_move = choose(key, d.state, 0, "normal", d.seed, budget=SMALL)
        assert j.best == str(bot_move)
        if bot_move == d.played:
            assert j.difference == 0.0
        else:
            gap = estimate(key, d.state, 0, bot_move, d.seed).expected
            gap -= estimate(key, d.state, 0, d.played, d.seed).expected
            assert j.difference == pytest.approx(gap)
    listed = worst(judged)
    rest = [j for j in judged if j not in listed]
    assert all(j.difference >= 1.0 for j in listed)
    assert all(
        r.difference <= min(j.difference for j in listed) for r in rest if listed and r.difference >= 1.0
    )


@pytest.mark.parametrize("key", HIDDEN)
def test_a_review_does_not_change_when_the_others_secrets_are_redrawn(key: str) -> None:
    """The same review, decision for decision, when every position is replaced by one redrawn
    from the reviewed seat's view: the others' hands, dice or bags cannot steer it."""
    game, ai = GAMES[key], ai_for(key)
    players = 3 if key == "dicetown" else 2
    start, log = _played(key, 21, players=players, limit=30)
    found = list(decisions(game, start, 21, log, 0))[:4]
    assert found
    redrawn = [
        Decision(d.index, ai.determinize(d.state, 0, random.Random(900 + d.index)), d.played, d.seed)
        for d in found
    ]
    differ = sum(game.dump(r.state) != game.dump(d.state) for r, d in zip(redrawn, found, strict=True))
    assert differ >= 1, "the redraws hide nothing: the comparison would prove nothing"
    assert review(key, found, 0, budget=SMALL) == review(key, redrawn, 0, budget=SMALL)
    for d, r in zip(found, redrawn, strict=True):
        assert judge(key, d.state, 0, d.played, d.seed, budget=SMALL) == judge(
            key, r.state, 0, r.played, r.seed, budget=SMALL
        )
