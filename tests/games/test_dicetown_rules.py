"""Dice Town rules that had no test of their own: the one-per-round limit of the action cards
(D31), a Saloon Regular stealing twice from one victim, Shopping Spree on a short deck (D40),
Doc Badluck remedies that interact (D3, D41), the default barbed wire on tied values (8.7), and
the play windows of Stick-Up and Loaded Die (3.8, D32, D33)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.core import Event, IllegalAction
from games.dicetown import GAME
from games.dicetown.actions import PlayLoaded, PlayStickUp
from games.dicetown.state import ChoiceKind, Phase, Player
from tests.helpers.dicetown import ANA, BO, CY, SALOON, act, choice_of, doc, faces, play, resolve, table
from tests.helpers.wording import english


def said(event: Event) -> str:
    """The event's English sentence, as the bot words it from the catalog."""
    return english("dicetown", event)


def test_a_player_holding_both_saloon_regulars_plays_one_per_round() -> None:
    """D31: at most one Saloon Regular per round; the second copy stays in the hand."""
    players = [
        Player(8, hand=("GS12", "GS13")),
        Player(8, hand=("GS03", "GS04", "P01")),
        Player(8, hand=("P02", "P03")),
    ]
    state, _ = resolve(SALOON, sheriff=BO, players=players)
    state, _ = act(state, ANA, "play regular")
    for _ in range(2):
        assert state.choice is not None and choice_of(state).kind is ChoiceKind.SALOON_TARGET
        state, _ = act(state, ANA, "target P2")
        if state.choice is not None and choice_of(state).kind is ChoiceKind.SALOON_PICK:
            state, _ = act(state, ANA, f"take {choice_of(state).drawn[0]}")
    # Two steals and no third prompt: the round went on although a Saloon Regular is still held.
    assert state.choice is None and state.round == 2
    assert sum(c in ("GS12", "GS13") for c in state.players[ANA].hand) == 1
    assert len(state.players[ANA].hand) == 1 + 2


def test_saloon_regular_second_steal_from_the_same_only_victim() -> None:
    """3.8: the second target may be the same player; with one victim left both steals hit him."""
    players = [Player(8, hand=("GS12",)), Player(8, hand=("GS03", "GS04", "P01")), Player(8)]
    state, _ = resolve(SALOON, sheriff=BO, players=players)
    state, _ = act(state, ANA, "play regular")
    # Bo is the only player with cards: no target prompt, straight to the two-card pick.
    assert choice_of(state).kind is ChoiceKind.SALOON_PICK and choice_of(state).target == BO
    first = choice_of(state).drawn[0]
    state, _ = act(state, ANA, f"take {first}")
    assert choice_of(state).kind is ChoiceKind.SALOON_PICK and choice_of(state).target == BO
    assert first not in choice_of(state).drawn
    second = choice_of(state).drawn[0]
    state, _ = act(state, ANA, f"take {second}")
    assert {first, second} <= set(state.players[ANA].hand) and len(state.players[BO].hand) == 1


def test_shopping_spree_when_the_deck_holds_no_more_cards_than_the_jacks() -> None:
    """D40: each visit draws what is there; the first visit's rejects (and the played Spree, D24)
    go under the deck before the second draw."""
    players = [Player(8, hand=("GS14",)), Player(8)]
    state, _ = resolve(["J J J 9 A", "A A K K 10"], sheriff=BO, players=players, store_deck=("GS01", "GS02"))
    state, _ = act(state, ANA, "play spree")
    # The played Spree went under the deck at once (D24): three Jacks draw the whole deck of three.
    assert choice_of(state).kind is ChoiceKind.STORE_PICK
    assert set(choice_of(state).drawn) == {"GS01", "GS02", "GS14"} and state.store_deck == ()
    state, _ = act(state, ANA, "take GS01")
    # The second visit draws what the first put back: the reject and the Spree itself.
    assert choice_of(state).kind is ChoiceKind.STORE_PICK and set(choice_of(state).drawn) == {"GS02", "GS14"}
    state, _ = act(state, ANA, "take GS02")
    assert state.players[ANA].hand[:2] == ("GS01", "GS02") and state.store_deck == ("GS14",)


def test_two_collections_apply_in_order_from_the_sheriffs_left() -> None:
    """D3, D41: both visitors collect; the one nearer the Sheriff's left collects first, so the
    other pays him before collecting (a player short of $2 pays what he has)."""
    kings = faces("K K 9 9 9")
    players = [Player(1, kept=kings), Player(3, kept=kings), Player(0, kept=kings)]
    # Sheriff Ana: Bo (seat 1) is on her left, then Cy. Visitors Bo and Cy.
    state = doc(players, (BO, CY), sheriff=ANA)
    state, _ = play(state, (CY, "remedy collection"), (BO, "remedy collection"))
    # Bo first: Cy pays $0 (he has none), Ana $1 -> Bo 3 + 1 = 4. Then Cy: Ana $0, Bo $2.
    assert [p.dollars for p in state.players] == [0, 2, 2]
    # The other order, with Cy on the Sheriff's left (Sheriff Bo): Cy collects first.
    state = doc(players, (ANA, CY), sheriff=BO)
    state, _ = play(state, (ANA, "remedy collection"), (CY, "remedy collection"))
    # Cy first: Ana pays $1, Bo $2 -> Cy 3; then Ana: Bo $1, Cy $2 -> Ana 3.
    assert [p.dollars for p in state.players] == [3, 0, 1]


def test_two_supplies_on_a_one_card_deck_go_to_the_first_from_the_sheriffs_left() -> None:
    """D41: availability is checked again when each remedy applies."""
    queens = faces("Q Q 9 9 9")
    players = [Player(8, kept=queens), Player(8, kept=queens), Player(8, kept=queens)]
    state = doc(players, (BO, CY), sheriff=BO, store_deck=("GS05",))
    state, events = play(state, (BO, "remedy supplies"), (CY, "remedy supplies"))
    # From Sheriff Bo's left: Cy, then Ana, then Bo. Cy takes the card; Bo finds the deck empty.
    assert "GS05" in state.players[CY].hand and "GS05" not in state.players[BO].hand
    assert "Doc Badluck: the General Store deck is empty; <seat:1> gets nothing." in [said(e) for e in events]


def test_default_barbed_wire_on_tied_values_takes_the_lowest_ids() -> None:
    """8.7: barbed wire on the two highest-VP cards; among equal values, the lower card ids."""
    nines = faces("9 9 10 10 A")
    players = [Player(8, kept=nines, hand=("P01", "P13", "P11", "P12")), Player(8), Player(8)]
    state = doc(players, (ANA,), sheriff=BO)
    assert str(GAME.default_action(state, ANA)) == "remedy wire P11 P12"
    players = [Player(8, kept=nines, hand=("P16", "P13", "P11")), Player(8), Player(8)]
    state = doc(players, (ANA,), sheriff=BO)
    assert str(GAME.default_action(state, ANA)) == "remedy wire P11 P16"


# --- Stick-Up and Loaded Die: when 3.8 allows them -------------------------------------------------


def test_stick_up_any_time_except_game_over_with_or_without_a_prompt() -> None:
    players = [Player(8, hand=("GS18",)), Player(8), Player(8)]
    state, _ = resolve(["9 9 K K A", "9 9 10 J Q", "10 J Q K A"], sheriff=CY, players=players)
    # A Gold Mine tie between Ana and Bo waits for them; Cy, the Sheriff, is locked out, yet...
    assert GAME.to_act(state) == {ANA, BO}
    # ...a non-waited seat holding a Stick-Up may play it at once (D32: no roll step is open).
    cy_hand = [Player(8), Player(8), Player(8, hand=("GS19",))]
    state2, _ = resolve(["9 9 K K A", "9 9 10 J Q", "10 J Q K A"], sheriff=CY, players=cy_hand)
    assert CY in GAME.may_act(state2) and CY not in GAME.to_act(state2)
    state2, events = act(state2, CY, "play stickup P1")
    assert state2.players[CY].dollars == 12 and state2.players[ANA].dollars == 4
    assert GAME.to_act(state2) == {ANA, BO}  # the tie still waits for its contenders
    # During a roll step a player who already chose may still play it: it waits for the reveal.
    fresh = GAME.new(3, {}, seed=0).players
    rolling = table(players=[replace(fresh[0], hand=("GS18",)), *fresh[1:]], sheriff=BO)
    rolling, _ = act(rolling, ANA, str(GAME.legal(rolling, ANA)[0]))
    assert ANA not in GAME.to_act(rolling) and PlayStickUp(1) in GAME.legal(rolling, ANA)
    rolling, events = act(rolling, ANA, "play stickup P2")
    assert rolling.stickups == ((ANA, BO),) and events[-1].code == "stickup_queued"


def test_loaded_die_only_while_its_holder_will_roll_again() -> None:
    # Resolution: allowed (it applies to the next round) unless this round is sure to be the last.
    players = [Player(8, hand=("GS16",)), Player(8), Player(8)]
    state, _ = resolve(["9 9 K K A", "9 9 10 J Q", "10 J Q K A"], sheriff=CY, players=players)
    assert PlayLoaded(13) in GAME.legal(state, ANA)
    last, _ = resolve(["9 9 K K A", "9 9 10 J Q", "10 J Q K A"], sheriff=CY, players=players, mine=0)
    assert last.mine == 0 and PlayLoaded(13) not in GAME.legal(last, ANA)
    # Rolling: not once every die is kept (the final roll is his last this round).
    fresh = GAME.new(3, {}, seed=0).players
    done = [replace(fresh[0], kept=faces("9 9 9 9 9"), roll=(), hand=("GS16",)), *fresh[1:]]
    rolling = table(players=done, sheriff=BO)
    assert rolling.phase is Phase.ROLL and GAME.legal(rolling, ANA) == []
    with pytest.raises(IllegalAction):
        GAME.apply(rolling, ANA, PlayLoaded(13))
