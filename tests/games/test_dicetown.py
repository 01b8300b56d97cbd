"""Dice Town rules, one test per rule of shared/rules/dice-town.md (examples: test_dicetown_examples.py)."""

from __future__ import annotations

import itertools
import json
import random
import time
from dataclasses import replace

import pytest

from games.core import BadOptions, Event, IllegalAction, dump_dataclass, load_dataclass, rng_dice
from games.dicetown import GAME
from games.dicetown.actions import Keep, PlayLoaded, keep_cost
from games.dicetown.data import TIMEOUTS
from games.dicetown.hands import hand_value
from games.dicetown.state import Location, Phase, Player, State
from games.dicetown.view import PROMPT_TIMEOUT
from tests.helpers.dicetown import (
    ANA,
    BO,
    CY,
    act,
    check_invariants,
    faces,
    play,
    resolve,
    table,
    you_view,
)
from tests.helpers.engines import notation_refusals
from tests.helpers.wording import english


def said(event: Event) -> str:
    """The event's English sentence, as the bot words it from the catalog."""
    return english("dicetown", event)


def fresh(n: int = 2, **fields) -> list[Player]:
    return [Player(dollars=8, **fields) for _ in range(n)]


# --- Setup (spec 2) ---------------------------------------------------------------------------------


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_setup_is_the_same_for_every_player_count(n: int) -> None:
    state = GAME.new(n, {}, seed=7)
    assert all(p.dollars == 8 and p.cup == 5 and len(p.roll) == 5 for p in state.players)
    assert (state.bank, state.stagecoach, state.mine) == (3, 0, 30)
    assert (len(state.display), len(state.prop_deck), len(state.store_deck)) == (3, 22, 19)
    assert GAME.to_act(state) == frozenset(range(n)) and 0 <= state.sheriff < n
    assert (state.round, state.step, state.phase) == (1, 1, Phase.ROLL)
    check_invariants(state)
    assert GAME.new(n, {}, seed=7) == state


def test_host_may_name_the_first_sheriff() -> None:
    assert GAME.new(3, {"first_sheriff": "P2"}, seed=1).sheriff == 1
    assert {GAME.new(4, {}, seed=s).sheriff for s in range(40)} == {0, 1, 2, 3}


@pytest.mark.parametrize(
    ("n", "options", "match"),
    [
        (1, {}, "2 to 5 players"),
        (6, {}, "2 to 5 players"),
        (3, {"first_sheriff": "P4"}, "no seat P4"),
        (3, {"colour": "red"}, "Unknown option"),
        (3, {"bribe_mode": "honest"}, "cannot be"),
    ],
)
def test_impossible_options_are_refused(n: int, options: dict, match: str) -> None:
    with pytest.raises(BadOptions, match=match):
        GAME.new(n, options, seed=1)


# --- Rolling (spec 3.2) -----------------------------------------------------------------------------


def test_keep_cost_table() -> None:
    assert [keep_cost(k) for k in range(6)] == [1, 0, 1, 2, 3, 4]


def test_seed_example_four_jacks_cost_three_dollars() -> None:
    state = table(players=[Player(8, roll=faces("J J J J A")), Player(8, roll=faces("9 9 9 9 9"))], sheriff=0)
    state, _ = play(state, (ANA, "keep J J J J"), (BO, "keep 9"))
    assert state.players[ANA].dollars == 5 and state.stagecoach == 3
    assert state.players[ANA].kept == faces("J J J J") and state.step == 2


def test_at_least_one_die_unless_keep_none_which_costs_a_dollar() -> None:
    state = table(players=fresh(roll=faces("9 10 J Q K")), sheriff=0)
    assert Keep(()) not in GAME.legal(state, ANA)
    with pytest.raises(IllegalAction, match="at least one die"):
        GAME.apply(state, ANA, Keep(()))
    state = replace(state, keep_none=True)
    assert GAME.legal(state, ANA)[-1] == Keep(())
    state, _ = play(state, (ANA, "keep none"), (BO, "keep 9"))
    assert (state.players[ANA].dollars, state.players[ANA].kept, state.stagecoach) == (7, (), 1)


def test_a_broke_player_keeps_exactly_one_die() -> None:
    state = table(players=[Player(0, roll=faces("9 9 K K A")), Player(8, roll=faces("9 9 K K A"))], sheriff=0)
    state = replace(state, keep_none=True)
    assert {len(a.faces) for a in GAME.legal(state, ANA) if isinstance(a, Keep)} == {1}
    with pytest.raises(IllegalAction, match=r"Keeping 2 dice costs \$1; you have \$0"):
        GAME.apply(state, ANA, GAME.parse("keep 9 9"))


def test_only_dice_of_the_roll_can_be_kept() -> None:
    state = table(players=fresh(roll=faces("9 9 K K A")), sheriff=0)
    with pytest.raises(IllegalAction, match="Your roll is 9 9 K K A; you cannot keep Q"):
        GAME.apply(state, ANA, GAME.parse("keep Q"))
    with pytest.raises(IllegalAction, match="you cannot keep 9 9 9"):
        GAME.apply(state, ANA, GAME.parse("keep 9 9 9"))


def test_legal_keeps_are_the_distinct_affordable_subsets() -> None:
    state = table(players=[Player(2, roll=faces("9 9 K")), Player(8, roll=faces("9 10 J Q K"))], sheriff=0)
    assert [str(a) for a in GAME.legal(state, ANA)] == [
        "keep 9",
        "keep K",
        "keep 9 9",
        "keep 9 K",
        "keep 9 9 K",
    ]
    assert len(GAME.legal(state, BO)) == 31


def test_keeps_are_secret_until_everyone_has_chosen() -> None:
    rolls = ["9 9 9 K A", "10 J Q Q A", "K K 10 J 9"]
    state = table(players=[Player(8, roll=faces(r)) for r in rolls], sheriff=CY)
    state, events = act(state, ANA, "keep 9 9 9")
    public = [e for e in events if e.public]
    assert [e.code for e in public] == ["keep_chosen"] and said(public[0]) == "<seat:0> has chosen."
    spectator = GAME.view(state, None)
    assert (
        spectator["players"][ANA] | {"kept": [], "dollars": 8, "submitted": True} == spectator["players"][ANA]
    )
    assert "you" not in spectator
    assert you_view(state, ANA) | {"keep": [9, 9, 9], "keep_cost": 2} == you_view(state, ANA)
    assert you_view(state, BO)["roll"] == list(faces("10 J Q Q A"))
    assert "keep" not in json.dumps(GAME.view(state, BO)["players"])
    with pytest.raises(IllegalAction, match="already chosen"):
        GAME.apply(state, ANA, GAME.parse("keep 9"))
    assert GAME.to_act(state) == {BO, CY}
    state, _ = act(state, BO, "keep Q")
    state, events = act(state, CY, "keep K K")
    reveal = next(e for e in events if e.code == "reveal")
    assert reveal.public and reveal.params["keeps"] == [
        {"player": 0, "faces": [9, 9, 9], "cost": 2},
        {"player": 1, "faces": [12], "cost": 0},
        {"player": 2, "faces": [13, 13], "cost": 1},
    ]
    assert [p["dollars"] for p in GAME.view(state, None)["players"]] == [6, 8, 7]
    rolls_told = [e for e in events if e.code == "roll"]
    assert [e.to for e in rolls_told] == [frozenset({0}), frozenset({1}), frozenset({2})]


@pytest.mark.parametrize(
    ("kept", "roll", "expected"),
    [("K K", "9 K A", "K"), ("", "9 9 A A 10", "A"), ("9 9 9", "A A", "A"), ("Q", "J Q 10", "Q")],
)
def test_default_keep_is_the_most_common_face_ties_to_the_higher(kept: str, roll: str, expected: str) -> None:
    players = [Player(8, kept=faces(kept), roll=faces(roll)), Player(8, kept=faces(kept), roll=faces(roll))]
    state = table(players=players, sheriff=0)
    action = GAME.default_action(state, ANA)
    assert action == Keep(faces(expected)) and action in GAME.legal(state, ANA)


def test_a_complete_hand_triggers_the_free_final_roll() -> None:
    state = table(
        players=[Player(8, roll=faces("K K K K K")), Player(8, roll=faces("9 10 J Q A"))], sheriff=0
    )
    state, events = play(state, (ANA, "keep K K K K K"), (BO, "keep 9"))
    codes = [e.code for e in events]
    assert "final_roll" in codes
    assert all(e.params["round"] == 2 for e in events if e.code == "roll_step")  # no second roll step
    assert [k["cost"] for k in next(e for e in events if e.code == "reveal").params["keeps"]] == [4, 0]
    hands = next(e for e in events if e.code == "hands").params["hands"]
    assert len(hands[BO]) == 5 and hands[BO][0] == 9


def test_loaded_die_shows_its_face_on_the_next_roll_only() -> None:
    state = table(
        players=[
            Player(8, hand=("GS16", "GS17"), roll=faces("9 10 J Q K")),
            Player(8, roll=faces("9 10 J Q K")),
        ],
        sheriff=0,
    )
    state, events = act(state, ANA, "play loaded A")
    public = [e for e in events if e.public]
    assert [said(e) for e in public] == ["<seat:0> plays a Loaded Die."]
    assert next(e for e in events if not e.public).to == frozenset({ANA})
    assert state.players[ANA].armed == 14 and state.store_deck[-1] == "GS16"
    assert GAME.view(state, None)["players"][ANA]["loaded"] is True
    assert "loaded_face" not in json.dumps(GAME.view(state, None))
    assert you_view(state, ANA)["loaded_face"] == 14
    with pytest.raises(IllegalAction, match="one per roll"):
        GAME.apply(state, ANA, PlayLoaded(13))
    state, _ = act(state, ANA, "keep 9")
    rng = state.rng
    state, _ = act(state, BO, "keep 9")
    # The next roll: Ana's loaded A plus three random dice, then Bo's four.
    _, random_dice = rng_dice(rng, 3)
    assert state.players[ANA].roll == tuple(sorted((14, *(d + 8 for d in random_dice))))
    assert state.players[ANA].armed == 0


def test_loaded_die_armed_by_a_completed_hand_waits_for_the_next_round() -> None:
    state = table(
        players=[Player(8, hand=("GS16",), roll=faces("9 10 J Q K")), Player(8, roll=faces("A"))], sheriff=0
    )
    state = state.with_player(BO, kept=faces("A A A A"))
    state, _ = play(state, (ANA, "play loaded Q"), (ANA, "keep 9 10 J Q K"))
    assert state.players[ANA].armed == 12


def test_stickup_during_a_roll_step_waits_for_the_reveal_and_payments() -> None:
    state = table(
        players=[Player(8, hand=("GS18",), roll=faces("9 10 J Q K")), Player(3, roll=faces("9 9 9 K A"))],
        sheriff=0,
    )
    state, events = act(state, ANA, "play stickup P2")
    assert events[0].code == "stickup_queued" and state.players[BO].dollars == 3
    assert GAME.view(state, None)["stickups"] == [{"thief": 0, "victim": 1}]
    state, events = play(state, (ANA, "keep 9"), (BO, "keep 9 9 9"))
    codes = [e.code for e in events]
    assert codes.index("stickup") > codes.index("reveal")
    assert next(e for e in events if e.code == "stickup").params["amount"] == 1
    assert (state.players[ANA].dollars, state.players[BO].dollars) == (9, 0)


def test_stickup_takes_at_most_four_available_dollars_at_once() -> None:
    players = [Player(8, hand=("GS18", "GS19")), Player(6), Player(8)]
    state, _ = resolve(["9 9 K K A", "9 9 10 J Q", "10 J Q K A"], sheriff=CY, players=players)
    assert state.ruling is not None and state.ruling.location is Location.GOLD_MINE
    state, _ = act(state, BO, "offer dollars 5")
    state, events = act(state, ANA, "play stickup P2")  # Bo's $5 in escrow are safe
    assert events[-1].params["amount"] == 1 and state.players[BO].dollars == 0
    state, events = act(state, ANA, "play stickup P3")
    assert events[-1].params["amount"] == 4 and state.players[CY].dollars == 4
    assert state.store_deck[-2:] == ("GS18", "GS19")
    with pytest.raises(IllegalAction, match="no Stick-Up"):
        GAME.apply(state, ANA, GAME.parse("play stickup P2"))


# --- Poker hands (spec 4) ---------------------------------------------------------------------------

CATEGORY_SAMPLES = {
    7: "Q Q Q Q Q",
    6: "9 9 9 9 A",
    5: "K K K 10 10",
    4: "10 J Q K A",
    3: "J J J 9 A",
    2: "A A 10 10 Q",
    1: "K K 9 J A",
    0: "A K Q J 9",
}


@pytest.mark.parametrize(
    ("high", "low"), list(itertools.combinations(sorted(CATEGORY_SAMPLES, reverse=True), 2))
)
def test_every_category_beats_every_lower_one(high: int, low: int) -> None:
    top, bottom = hand_value(faces(CATEGORY_SAMPLES[high])), hand_value(faces(CATEGORY_SAMPLES[low]))
    assert (top[0], bottom[0]) == (high, low) and top > bottom


@pytest.mark.parametrize(
    ("better", "worse"),
    [
        ("K K K 9 9", "Q Q Q A A"),
        ("K K 10 10 A", "K K 9 9 Q"),
        ("A A K J 9", "A A Q J 10"),
        ("10 J Q K A", "9 10 J Q K"),
        ("9 9 10 10 A", "9 9 10 10 K"),
        ("9 9 10 J Q", "A K Q J 9"),
    ],
)
def test_equal_categories_compare_grouped_faces_then_kickers(better: str, worse: str) -> None:
    assert hand_value(faces(better)) > hand_value(faces(worse))


def test_only_two_straights_and_no_wheel() -> None:
    assert hand_value(faces("9 10 J Q K")) == (4, (13,))
    assert hand_value(faces("A K Q J 10")) == (4, (14,))
    for no_combination in ("A K Q J 9", "A K Q 10 9", "A K J 10 9", "A Q J 10 9"):
        assert hand_value(faces(no_combination))[0] == 0
    assert hand_value(faces("K K K 10 10")) > hand_value(faces("10 J Q K A"))  # full house > straight


def test_the_same_multiset_is_a_true_tie() -> None:
    assert hand_value(faces("K Q K Q 9")) == hand_value(faces("9 Q Q K K"))


# --- Notation ---------------------------------------------------------------------------------------

NOTATIONS = [
    "keep 9 9 K",
    "keep none",
    "keep 10 10 10 10 10",
    "play loaded K",
    "play stickup P2",
    "play spree",
    "play regular",
    "skip",
    "take GS05",
    "target P3",
    "offer dollars 12",
    "offer nuggets 1",
    "offer card P07",
    "promise the Kings are yours next time",
    "pass",
    "withdraw",
    "award P2",
    "award random",
    "remedy collection",
    "remedy goldtax",
    "remedy supplies",
    "remedy wire P07",
    "remedy wire P07 P11",
    "promise " + "x" * 72,
]


@pytest.mark.parametrize("text", NOTATIONS)
def test_every_notation_round_trips_and_fits_a_custom_id(text: str) -> None:
    action = GAME.parse(text)
    assert str(action) == text and GAME.parse(str(action)) == action and len(text) <= 80
    assert GAME.describe(action)


@pytest.mark.parametrize(
    ("text", "canonical"),
    [("KEEP k 9 q", "keep 9 Q K"), ("remedy wire p11 p07", "remedy wire P07 P11"), ("award p1", "award P1")],
)
def test_parse_accepts_any_case_and_order(text: str, canonical: str) -> None:
    assert str(GAME.parse(text)) == canonical


test_bad_notation_explains_itself = notation_refusals(
    GAME,
    [
        ("", "Empty move"),
        ("keep X", "not a die face"),
        ("keep 9 9 9 9 9 9", "one to five faces"),
        ("offer dollars 0", "at least 1"),
        ("offer gold 2", "Offer `dollars`"),
        ("award P9", "not a seat"),
        ("take GS99", "not a card id"),
        ("play joker", "not a card you can play"),
        ("remedy wire P07 P07", "two different cards"),
        ("remedy magic", "not a remedy"),
        ("promise", "Write your promise"),
        ("promise " + "x" * 201, "at most 200 characters"),
        ("bid $2 promise", "Write your promise"),
        ("bid $x", "not an amount"),
        ("fly", "Unknown move"),
    ],
)


# --- Views (spec 7) ---------------------------------------------------------------------------------


def test_views_show_each_seat_only_its_own_secrets() -> None:
    players = [
        Player(8, roll=faces("9 9 K K A"), hand=("GS16", "P01")),
        Player(8, roll=faces("10 J Q Q A"), hand=("P02",)),
        Player(8, roll=faces("K K 10 J 9"), fenced=("P21",)),
    ]
    state = table(players=players, sheriff=CY)
    spectator = GAME.view(state, None)
    text = json.dumps(spectator)
    assert "you" not in spectator and "rng" not in text and "seed" not in text
    assert not any({"roll", "hand", "keep"} & set(p) for p in spectator["players"])
    assert (spectator["players"][ANA]["store_cards"], spectator["players"][ANA]["property_cards"]) == (1, 1)
    assert spectator["players"][CY]["fenced"][0]["name"] == "Silver Gulch"
    for seat_ in (ANA, BO, CY):
        mine = GAME.view(state, seat_)
        assert you_view(state, seat_)["roll"] == list(players[seat_].roll)
        assert [c["id"] for c in you_view(state, seat_)["hand"]] == list(players[seat_].hand)
        assert {k: v for k, v in mine.items() if k not in ("you", "viewer")} == {
            k: v for k, v in spectator.items() if k not in ("you", "viewer")
        }


def test_view_lists_who_the_game_waits_for_and_their_prompt() -> None:
    state = GAME.new(2, {}, seed=3)
    waiting = GAME.view(state, None)["waiting"]
    assert waiting == [{"player": 0, "prompt": "keep"}, {"player": 1, "prompt": "keep"}]
    # Spec 8.7's deadline of each prompt, per preset, for the bot.
    assert TIMEOUTS["live"][PROMPT_TIMEOUT["keep"]] == 180
    assert TIMEOUTS["async"][PROMPT_TIMEOUT["rule"]] == 43200


def test_dump_and_load_round_trip_mid_ruling() -> None:
    players = [Player(8, nuggets=2, hand=("GS03", "P01")), Player(8), Player(8)]
    state, _ = resolve(["9 9 K K A", "9 9 10 J Q", "10 J Q K A"], sheriff=CY, players=players)
    state, _ = play(state, (ANA, "offer card P01"), (ANA, "promise pick me"), (BO, "pass"))
    data = json.loads(json.dumps(GAME.dump(state)))
    assert data["v"] == 1 and GAME.load(data) == state
    # The compiled codec writes what the generic one writes, and each reads the other's output.
    assert data == json.loads(json.dumps(dump_dataclass(state, 1)))
    assert load_dataclass(State, data, 1) == state
    with pytest.raises(ValueError, match="schema version"):
        GAME.load({**data, "v": 2})
    with pytest.raises(TypeError):
        GAME.load({**data, "mine": "30"})


def test_legal_is_fast_enough_for_autocomplete_late_in_a_game() -> None:
    hand = ("GS12", "GS14", "GS16", "GS18", "P01", "P02", "P03", "P04", "P05", "P06", "P07", "P08", "P09")
    players = [Player(30, nuggets=20, hand=hand), Player(8), Player(8)]
    state, _ = resolve(["9 9 K K A", "9 9 10 J Q", "10 J Q K A"], sheriff=CY, players=players)
    assert len(GAME.legal(state, ANA)) == 30 + 20 + 13 + 1 + 6 + 2
    started = time.perf_counter()
    for _ in range(20):
        GAME.legal(state, ANA)
    assert (time.perf_counter() - started) / 20 < 0.05


def test_a_keep_is_judged_legal_exactly_when_legal_lists_it() -> None:
    """`apply` judges a keep without listing every keep of the roll; the verdict must be the
    list's, for affordable and unaffordable keeps, keeps of faces not rolled and keeping none."""
    checked = 0
    for seed in range(12):
        state = GAME.new(2 + seed % 4, {"keep_none": seed % 2 == 0}, seed)
        rnd = random.Random(seed)
        while GAME.to_act(state):
            for p in range(state.num_players):
                legal = GAME.legal(state, p)
                tried = [(), (9,), (9, 9), (10, 11), (9, 10, 11, 12, 13), (14, 14, 14, 14, 14)]
                tried += [a.faces for a in legal if isinstance(a, Keep)]
                for tried_faces in tried:
                    keep = Keep(tuple(sorted(tried_faces)))
                    try:
                        GAME.check(state, p, keep)
                        accepted = True
                    except IllegalAction:
                        accepted = False
                    assert accepted == (keep in legal), (seed, p, keep)
                    checked += 1
            player = rnd.choice(sorted(GAME.to_act(state)))
            state, _ = GAME.apply(state, player, rnd.choice(GAME.legal(state, player)))
    assert checked > 1000
