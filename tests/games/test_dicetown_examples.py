"""The worked examples of spec section 6, reproduced round by round (3 players: Ana, Bo, Cy)."""

from __future__ import annotations

from dataclasses import replace

from games.core import Event, rng_dice
from games.dicetown import GAME
from games.dicetown.state import Phase, Player, State
from tests.helpers.dicetown import (
    ALL_PROPERTY,
    ALL_STORE,
    ANA,
    BO,
    CY,
    act,
    deck_with_top,
    faces,
    money_total,
    nugget_total,
    play,
    rig,
    ruling_view,
    table,
    you_view,
)
from tests.helpers.wording import english


def said(event: Event) -> str:
    """The event's English sentence, as the bot words it from the catalog."""
    return english("dicetown", event)


def set_rolls(state: State, rolls: dict[int, str]) -> State:
    """Give each player the example's roll for the step that just opened (the scenario's dice)."""
    for seat_, text in rolls.items():
        assert len(faces(text)) == state.players[seat_].cup
        state = state.with_player(seat_, roll=tuple(sorted(faces(text))))
    return state


def rng_rolling(die: str) -> int:
    """A generator state whose next single die shows `die`."""
    return next(r for r in range(100) if rng_dice(r, 1)[1] == (faces(die)[0] - 8,))


def example1_start() -> State:
    """Round 1: everyone $8, Cy Sheriff, bank $3, display Dry Creek, Buzzard Flats, Copper Ridge."""
    display = ("P06", "P16", "P02")
    return table(
        players=[Player(dollars=8) for _ in range(3)],
        sheriff=CY,
        options={"keep_none": True},
        store_deck=deck_with_top(["GS06"], ALL_STORE),
        display=display,
        prop_deck=deck_with_top(["P21", "P11", "P07", "P13", "P22"], ALL_PROPERTY, set(display)),
    )


def example1_round() -> tuple[State, list]:
    state = set_rolls(example1_start(), {ANA: "9 9 9 K A", BO: "10 J Q Q A", CY: "K K 10 J 9"})
    state, _ = play(state, (ANA, "keep 9 9 9"), (BO, "keep Q"), (CY, "keep K K"))
    assert [p.dollars for p in state.players] == [6, 8, 7]
    assert state.stagecoach == 3
    assert [p.cup for p in state.players] == [2, 4, 3]

    state = set_rolls(state, {ANA: "A J", BO: "Q Q 10 A", CY: "9 A Q"})
    state, _ = play(state, (ANA, "keep A"), (BO, "keep Q Q"), (CY, "keep none"))
    assert [p.dollars for p in state.players] == [6, 7, 6]
    assert state.stagecoach == 5
    assert [p.kept for p in state.players] == [faces("9 9 9 A"), faces("Q Q Q"), faces("K K")]

    state = set_rolls(state, {ANA: "J", BO: "A A", CY: "K 10 J"})
    state, _ = play(state, (ANA, "keep J"), (BO, "keep A A"))
    # Cy's final roll shows a 9; the rest of the round is automatic.
    state = replace(state, rng=rng_rolling("9"))
    return act(state, CY, "keep K 10")


def test_example1_rolling_costs_and_final_roll() -> None:
    _, events = example1_round()
    reveal = next(e for e in events if e.code == "reveal")
    assert [k["cost"] for k in reveal.params["keeps"]] == [0, 1, 1]
    final = next(e for e in events if e.code == "final_roll")
    assert "<seat:2> rolls 9" in said(final)
    hands = next(e for e in events if e.code == "hands")
    assert [sorted(h) for h in hands.params["hands"]] == [
        sorted(faces("9 9 9 A J")),
        sorted(faces("Q Q Q A A")),
        sorted(faces("K K K 10 9")),
    ]


def test_example1_resolution_and_upkeep() -> None:
    state, events = example1_round()
    codes = [e.code for e in events]
    gold = next(e for e in events if e.code == "gold_mine")
    assert gold.params.items() >= {"player": ANA, "nuggets": 3}.items()
    assert next(e for e in events if e.code == "bank").params == {"player": CY, "dollars": 3}
    steal = next(e for e in events if e.code == "saloon_steal")
    assert steal.public and said(steal) == "Saloon: <seat:1> took a General Store card from <seat:0>."
    lost = next(e for e in events if e.code == "saloon_lost")
    assert lost.to == frozenset({ANA}) and "Stetson Hat" in said(lost)
    assert said(next(e for e in events if e.code == "sheriff")).endswith("keeps the badge.")
    town = next(e for e in events if e.code == "town_hall")
    assert town.params.items() >= {"player": BO, "cards": ["P06", "P16", "P02"]}.items()
    assert "doc_open" not in codes and "doc_nothing" not in codes  # nobody visits
    assert codes.index("upkeep") > codes.index("town_hall")
    # End of round 1.
    ana, bo, cy = state.players
    assert (ana.dollars, ana.nuggets, ana.hand) == (6, 3, ())
    assert (bo.dollars, bo.nuggets, bo.hand) == (6, 0, ("GS06", "P02", "P06", "P16"))
    assert (cy.dollars, cy.nuggets, state.sheriff) == (8, 0, CY)
    assert (state.bank, state.stagecoach, state.mine) == (7, 0, 27)
    assert state.display == ("P21", "P11", "P07")
    assert len(state.prop_deck) == 19
    assert money_total(state) == 27 and nugget_total(state) == 30
    assert (state.phase, state.round, state.step) == (Phase.ROLL, 2, 1)


def example2_last_keeps() -> State:
    """Round 2 with its rolling costs paid (Ana $1, Cy $2) and one die left in each cup."""
    state, _ = example1_round()
    state = state.with_player(ANA, kept=faces("10 10 J J"), roll=faces("Q"), dollars=5)
    state = state.with_player(BO, kept=faces("10 10 K K"), roll=faces("A"), dollars=6)
    state = state.with_player(CY, kept=faces("9 9 K K"), roll=faces("Q"), dollars=6)
    return replace(state, stagecoach=3, store_deck=deck_with_top(["GS16", "GS10"], state.store_deck))


def test_example2_three_ties_with_escrow() -> None:
    state, events = play(example2_last_keeps(), (ANA, "keep Q"), (BO, "keep A"), (CY, "keep Q"))
    assert state.players[CY].nuggets == 2 and state.mine == 25  # Gold Mine: Cy's two 9s
    # Bank tie, Ana vs Bo, Cy rules.
    assert state.ruling is not None and state.ruling.contenders == (ANA, BO)
    assert GAME.to_act(state) == {ANA, BO}
    state, _ = act(state, ANA, "offer dollars 2")
    assert state.players[ANA].dollars == 3  # $5, of which $3 available
    state, events = play(state, (BO, "offer card P02"), (BO, "promise and I'll slip you $3 next round"))
    bo_offer = ruling_view(state)["offers"][1]
    assert bo_offer["property_cards"] == 1 and "cards" not in bo_offer
    assert bo_offer["promise"] == "and I'll slip you $3 next round"
    assert [c["id"] for c in ruling_view(state, CY)["offers"][1].get("cards", [])] == ["P02"]
    assert "Copper Ridge" not in " ".join(said(e) for e in events if e.public)
    # Both stand on their offers (a pass); then Cy may rule.
    state, _ = play(state, (ANA, "pass"), (BO, "pass"))
    assert ruling_view(state, None)["unlocked"] and GAME.to_act(state) == {CY}
    state, events = act(state, CY, "award P1")
    assert state.players[CY].dollars == 8  # Ana's $2
    assert "P02" in state.players[BO].hand  # Copper Ridge back to Bo
    assert state.players[ANA].dollars == 10 and state.bank == 0
    # General Store: Ana draws Loaded Die and Harmonica, keeps the Loaded Die.
    assert you_view(state, ANA)["drawn"] == [
        {"id": "GS16", "name": "Loaded Die", "kind": "action", "vp": 0},
        {"id": "GS10", "name": "Harmonica", "kind": "equipment", "vp": 1},
    ]
    state, _ = act(state, ANA, "take GS16")
    assert state.store_deck[-1] == "GS10"
    # Saloon tie, Ana vs Cy, Cy both Sheriff and contender.
    assert state.ruling is not None and state.ruling.contenders == (ANA, CY)
    assert GAME.to_act(state) == {ANA}
    state, _ = play(state, (ANA, "offer dollars 3"), (ANA, "pass"))
    assert state.players[ANA].dollars == 7
    state, _ = act(state, CY, "award P3")
    assert state.players[ANA].dollars == 10
    state = rig(state, CY, "target P2", lambda s: "P16" in s.players[CY].hand)
    state, events = act(state, CY, "target P2")
    assert state.players[BO].hand == ("GS06", "P02", "P06")
    assert next(e for e in events if e.code == "saloon_lost").to == frozenset({BO})
    # Sheriff tie, Bo vs Cy, ruled by the current Sheriff Cy.
    assert state.ruling is not None and state.ruling.contenders == (BO, CY)
    state, _ = play(
        state,
        (BO, "offer dollars 3"),
        (BO, "promise I won't fight you for the Kings next round"),
        (BO, "pass"),
    )
    assert state.players[BO].dollars == 3
    state, events = act(state, CY, "award P3")
    assert state.sheriff == CY and state.players[BO].dollars == 6
    # Town Hall, Doc Badluck (nobody), upkeep.
    params = next(e for e in events if e.code == "town_hall").params
    assert params.items() >= {"player": BO, "cards": ["P21", "P11"]}.items()
    assert not any(e.code in ("doc_open", "doc_nothing") for e in events)
    assert state.display == ("P07", "P13", "P22")
    ana, bo, cy = state.players
    assert (ana.dollars, ana.nuggets, ana.hand) == (10, 3, ("GS16",))
    assert (bo.dollars, bo.hand) == (6, ("GS06", "P02", "P06", "P11", "P21"))
    assert (cy.dollars, cy.nuggets, cy.hand, state.sheriff) == (8, 2, ("P16",), CY)
    assert state.bank == 3 and money_total(state) == 27 and nugget_total(state) == 30


def example3_last_keeps() -> State:
    """The final-round scenario: Bo is Sheriff, 2 nuggets left in the mine."""
    display = ("P12", "P01", "P17")
    held = {"P21", "P06", "P02", "P16", "P11", "P07"}
    return table(
        players=[
            Player(
                dollars=7, nuggets=11, hand=("GS01", "P06", "P21"), kept=faces("9 9 9 Q"), roll=faces("K")
            ),
            Player(
                dollars=5,
                nuggets=8,
                hand=("GS06", "P02"),
                fenced=("P11", "P16"),
                kept=faces("10 J Q K"),
                roll=faces("A"),
            ),
            Player(dollars=10, nuggets=9, hand=("GS02", "P07"), kept=faces("9 10 J Q"), roll=faces("K")),
        ],
        sheriff=BO,
        bank=2,
        stagecoach=3,
        mine=2,
        display=display,
        prop_deck=deck_with_top([], ALL_PROPERTY, held | set(display)),
        store_deck=deck_with_top(["GS18"], ALL_STORE, {"GS01", "GS02", "GS06"}),
    )


def test_example3_final_round_and_scoring() -> None:
    state = example3_last_keeps()
    assert len(state.prop_deck) == 16 and money_total(state) == 27 and nugget_total(state) == 30
    state, events = play(state, (ANA, "keep K"), (BO, "keep A"), (CY, "keep K"))
    params = next(e for e in events if e.code == "gold_mine").params
    assert params.items() >= {"player": ANA, "nuggets": 2}.items()
    assert state.mine == 0 and state.players[ANA].nuggets == 13 and state.phase is Phase.RESOLVE
    # Bank: Bo (Sheriff) vs Cy.
    state, _ = play(state, (CY, "offer dollars 1"), (CY, "pass"))
    state, _ = act(state, BO, "award P2")
    assert [p.dollars for p in state.players] == [7, 7, 10] and state.bank == 0
    # General Store: Bo vs Cy; Cy's offer and promise come back.
    state, _ = play(
        state, (CY, "offer dollars 3"), (CY, "promise the Kings are yours next time"), (CY, "pass")
    )
    state, _ = act(state, BO, "award P2")
    assert state.players[CY].dollars == 10 and "GS18" in state.players[BO].hand
    # Saloon: three-way tie; Bo awards Ana, who pays her nugget.
    assert state.ruling is not None and state.ruling.contenders == (ANA, BO, CY)
    state, _ = play(state, (ANA, "offer nuggets 1"), (CY, "offer dollars 2"), (ANA, "pass"), (CY, "pass"))
    state, events = act(state, BO, "award P1")
    assert (state.players[ANA].nuggets, state.players[BO].nuggets) == (12, 9)
    assert state.players[CY].dollars == 10
    assert [e.code for e in events if e.public] == ["award", "bribe_paid", "bribe_returned"]
    # Ana now chooses her Saloon target: the prompt reaches her privately.
    assert next(e for e in events if e.code == "prompt_target").to == frozenset({ANA})
    state = rig(state, ANA, "target P3", lambda s: "GS02" in s.players[ANA].hand)
    state, _ = act(state, ANA, "target P3")
    assert state.players[CY].hand == ("P07",)
    # Sheriff: three-way tie; Ana and Cy pass, Bo keeps the badge.
    state, _ = play(state, (ANA, "pass"), (CY, "pass"))
    state, events = act(state, BO, "award P2")
    assert state.sheriff == BO
    params = next(e for e in events if e.code == "town_hall").params
    assert params.items() >= {"player": BO, "cards": ["P12", "P01"]}.items()
    # Doc Badluck: only Cy won nothing; Gold tax would not be offered (no Ace).
    assert state.visitors == (CY,)
    assert [str(a) for a in GAME.legal(state, CY)] == [
        "remedy collection",
        "remedy supplies",
        "remedy wire P07",
    ]
    state, events = act(state, CY, "remedy collection")
    assert [p.dollars for p in state.players] == [5, 5, 14]
    assert state.bank == 3 and state.display[0] == "P17" and len(state.prop_deck) == 14
    assert state.phase is Phase.OVER and GAME.to_act(state) == frozenset()
    result = GAME.result(state)
    assert result is not None
    assert result.scores == (35, 31, 18)
    assert result.breakdown[ANA] == {
        "nuggets": 12,
        "dollars": 2,
        "sheriff": 0,
        "equipment": 14,
        "property": 7,
        "total": 35,
    }
    assert result.breakdown[BO]["sheriff"] == 5 and result.breakdown[BO]["property"] == 12
    assert result.ranking == ((ANA,), (BO,), (CY,)) and result.winners == {ANA}
    assert money_total(state) == 27 and nugget_total(state) == 30


def test_example4_tie_break_on_nuggets_then_dollars() -> None:
    def final(dee: tuple[int, int], eli: tuple[int, int], cards: tuple[tuple[str, ...], tuple[str, ...]]):
        players = [
            Player(dollars=dee[1], nuggets=dee[0], hand=cards[0]),
            Player(dollars=eli[1], nuggets=eli[0], hand=cards[1]),
        ]
        state = table(players=players, sheriff=0, phase=Phase.OVER, end_reason="the gold mine is empty")
        result = GAME.result(state)
        assert result is not None
        return result

    # Dee: 10 nuggets + $7 (3) + Sheriff 5 + 13 = 31; Eli: 12 nuggets + $3 (1) + 18 = 31.
    result = final((10, 7), (12, 3), (("P21", "P22", "P01", "P06"), ("P23", "P24", "P25", "P12")))
    assert result.scores == (31, 31)
    assert result.ranking == ((1,), (0,)) and result.winners == {1}
    # Equal nuggets: more dollars wins, the odd dollar included.
    result = final((12, 3), (12, 2), (("P21", "P22", "P01"), ("P23", "P24", "P25", "P02")))
    assert result.scores == (29, 29) and result.ranking == ((0,), (1,))
    # Everything equal: a shared win.
    result = final((12, 2), (12, 2), (("P21", "P22"), ("P23", "P24", "P25")))
    assert result.scores == (28, 28) and result.ranking == ((0, 1),) and result.winners == {0, 1}
