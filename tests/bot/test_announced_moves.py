"""How the channel hears of a move the bot made for a seat (a bot, an autopilot, a missed
deadline): `bot.playing.played`, as much of the move as the game shows everyone."""

from __future__ import annotations

from bot.playing import played
from games.dicetown import GAME as DICETOWN
from games.dicetown.actions import Bid, Keep, Pass, PlayLoaded
from games.shakecity import GAME as SHAKECITY
from tests.helpers.dicetown import tie_with_a_card_to_offer
from tests.helpers.tables import table_of

PLAYERS = [-11, -21, -31]  # three bots


def test_a_raise_keeping_an_offered_card_is_announced_without_the_card() -> None:
    """The raise tells nobody a secret (its card was offered before), yet the card's identity
    is the offerer's and the Sheriff's (spec 7): the channel reads its kind only."""
    state, bidder, card = tie_with_a_card_to_offer()
    state, _ = DICETOWN.apply(state, bidder, Bid(0, 0, (card,), ""))
    raised = Bid(1, 0, (card,), "")
    _, events = DICETOWN.apply(state, bidder, raised)
    assert all(e.to is None for e in events)
    said = played(table_of("dicetown", PLAYERS, state), bidder, raised)
    kind = "P?" if card.startswith("P") else "GS?"
    assert said == f"played `bid $1 0n {kind}`" and card not in said
    assert played(table_of("dicetown", PLAYERS, state), bidder, Pass()) == "played `pass`"


def test_a_secret_move_is_announced_as_a_hidden_choice_and_a_loaded_die_without_its_face() -> None:
    state = DICETOWN.new(3, {}, 1)
    table = table_of("dicetown", PLAYERS, state)
    seat = min(DICETOWN.to_act(state))
    keep = next(a for a in DICETOWN.legal(state, seat) if isinstance(a, Keep))
    assert played(table, seat, keep) == "made a hidden choice"
    assert played(table, seat, PlayLoaded(13)) == "played `play loaded ?`"
    assert played(table, seat, PlayLoaded(13), "zh-CN") == "走了 `play loaded ?`"


def test_the_start_players_choice_is_announced_and_the_others_hidden_ones_are_not() -> None:
    state = SHAKECITY.new(2, {}, 3)
    table = table_of("shakecity", PLAYERS[:2], state)
    (start,) = SHAKECITY.to_act(state)
    first = SHAKECITY.legal(state, start)[0]
    assert played(table, start, first) == f"played `{first}`"
    state, _ = SHAKECITY.apply(state, start, first)
    (other,) = SHAKECITY.to_act(state)
    second = SHAKECITY.legal(state, other)[0]
    assert played(table_of("shakecity", PLAYERS[:2], state), other, second) == "made a hidden choice"
