"""Dice Town's bribes with bot players: offers follow the prize's worth, the Sheriff its interest."""

from __future__ import annotations

import random

import pytest

from games.ai import Budget, ai_for, choose, decide, decision_seed
from games.ai.search import Searched
from games.core import evolve
from games.dicetown import GAME
from games.dicetown.actions import Award, Bid, Keep, Pass, Withdraw
from games.dicetown.ai import DiceTownAI
from games.dicetown.resolution import open_ruling
from games.dicetown.state import Location, Phase, State

_REGISTERED = ai_for("dicetown")
assert isinstance(_REGISTERED, DiceTownAI)
AI: DiceTownAI = _REGISTERED  # the registry's instance, with Dice Town's own bribe policy
BUDGET = Budget(150, root_width=16, node_width=6, rollout_depth=6)


def bank_tie(bank: int, contenders: tuple[int, ...] = (0, 1), sheriff: int = 2) -> State:
    """Three players; the Bank (holding `bank` dollars) is tied between `contenders`, and no later
    location is tied (so the prize is not traded against later rulings)."""
    state = GAME.new(3, {}, 1)
    hands = iter([(9, 10, 10, 14, 14), (9, 10, 10, 12, 12)])
    players = tuple(
        evolve(p, kept=next(hands) if s in contenders else (9, 9, 11, 12, 13), roll=())
        for s, p in enumerate(state.players)
    )
    state = evolve(
        state, phase=Phase.RESOLVE, location=1, outcomes=(-1,), bank=bank, sheriff=sheriff, players=players
    )
    return open_ruling(state, Location.BANK, list(contenders), [])


def sheriff_awards(state: State, seat: int, add: int) -> int:
    """Whom the Sheriff's policy awards if `seat` adds `add` dollars and every offer then stands."""
    if add:
        state, _ = GAME.apply(state, seat, AI.raised(state, seat, add))
    assert state.ruling is not None
    offers = tuple(evolve(o, answered=True) for o in state.ruling.offers)
    state = evolve(state, ruling=evolve(state.ruling, offers=offers, unlocked=True))
    return AI.award_policy(state, state.sheriff, random.Random(0)).seat


def test_a_worthless_prize_gets_no_offer() -> None:
    state = bank_tie(0)
    assert AI.prize_value(state, 0) == 0
    assert AI.bribe_moves(state, 0) == [Pass()]


def test_offers_grow_with_the_prize_and_never_exceed_its_worth() -> None:
    raises = {}
    for bank in (2, 6, 12):
        state = bank_tie(bank)
        state, _ = GAME.apply(state, 1, Pass())
        raises[bank] = AI.best_raise(state, 0)
        assert raises[bank] <= 2 * AI.prize_value(state, 0)  # two dollars a VP
    assert raises[2] <= raises[6] <= raises[12]
    assert raises[12] > 0


def test_an_offer_is_the_least_that_sways_the_sheriff() -> None:
    """With the bank's $12 seat 0 (who also takes the Town Hall this round) is the one the Sheriff
    would rather keep down: it must pay, and pays no more than turns the Sheriff's choice."""
    state = bank_tie(12)
    state, _ = GAME.apply(state, 1, Pass())
    assert sheriff_awards(state, 0, 0) == 1
    add = AI.best_raise(state, 0)
    assert add > 0
    assert sheriff_awards(state, 0, add) == 0
    assert sheriff_awards(state, 0, add - 1) == 1
    assert AI.bribe_moves(state, 0)[0] == Bid(add)


def test_no_bribe_for_a_contender_the_sheriff_favours_anyway() -> None:
    state = bank_tie(12)
    state, _ = GAME.apply(state, 0, Pass())
    assert sheriff_awards(state, 1, 0) == 1  # the weaker hand: the Sheriff gives it the bank unpaid
    assert AI.best_raise(state, 1) == 0
    assert AI.bribe_moves(state, 1) == [Pass()]


def test_the_sheriff_awards_the_contender_who_pays() -> None:
    state = bank_tie(4)
    state, _ = GAME.apply(state, 0, Pass())
    state, _ = GAME.apply(state, 1, Bid(4))
    state, _ = GAME.apply(state, 1, Pass())
    assert GAME.to_act(state) == {2}
    for level in ("easy", "normal"):
        assert choose("dicetown", state, 2, level, 3, budget=BUDGET) == Award(1), level


def test_a_sheriff_who_is_a_contender_keeps_the_prize_unless_paid_more() -> None:
    state = bank_tie(8, contenders=(0, 2), sheriff=2)
    state, _ = GAME.apply(state, 0, Pass())  # no offer: the Sheriff has every reason to take the bank
    assert choose("dicetown", state, 2, "normal", 3, budget=BUDGET) == Award(2)


def test_a_contender_who_passed_raises_while_the_sheriff_decides() -> None:
    """Spec 3.5: a pass binds nothing. Once both contenders have passed the game waits for the
    Sheriff alone, yet the contender the Sheriff would keep down still raises by the least that
    turns the ruling, in one whole offer; the one he favours anyway changes nothing (None)."""
    state = bank_tie(12)
    state, _ = GAME.apply(state, 1, Pass())
    add = AI.best_raise(state, 0)
    state, _ = GAME.apply(state, 0, Pass())
    assert GAME.to_act(state) == {2} and {0, 1} <= GAME.may_act(state)
    rng = random.Random(0)
    assert AI.optional_action(state, 0, rng) == Bid(add)
    assert AI.optional_action(state, 1, rng) is None
    # Through `choose` the advisor sees only redrawn decks (they decide what the General Store
    # gives next), so the amount may differ; it is still one raise within the prize.
    worth = 2 * AI.prize_value(state, 0)
    for seed in range(4):
        move = choose("dicetown", state, 0, "normal", seed, budget=BUDGET)
        assert isinstance(move, Bid) and 0 < move.dollars <= worth, seed
    assert decide("dicetown", GAME.dump(state), 0, "easy", 0) == choose("dicetown", state, 0, "easy", 0)
    raised, _ = GAME.apply(state, 0, Bid(add))
    assert GAME.to_act(raised) == {2}
    assert choose("dicetown", raised, 2, "normal", 3, budget=BUDGET) == Award(0)
    # Having raised, he stands: nothing more to change.
    assert AI.optional_action(raised, 0, rng) is None


def test_an_offer_worth_more_than_the_prize_is_withdrawn() -> None:
    state = bank_tie(0)
    state, _ = GAME.apply(state, 0, Bid(3))
    assert GAME.to_act(state) == {1}
    assert choose("dicetown", state, 0, "easy", 1, budget=BUDGET) == Withdraw()


@pytest.mark.parametrize("mode", ["escrow", "cash_up_front"])
def test_bots_that_may_change_offers_any_time_still_finish_the_game(mode: str) -> None:
    """Every bot seat in `may_act` is asked before those the game waits for: raises between
    rulings are bounded by the prize, so the game still ends."""
    raises = 0
    tiny = Budget(6, root_width=6, node_width=3, rollout_depth=3)
    for seed in (21, 24):  # raises while the Sheriff decides are rare: two deals show some
        state = GAME.new(3, {"bribe_mode": mode}, seed)
        moves = 0
        while GAME.result(state) is None:
            for seat in sorted(GAME.may_act(state) - GAME.to_act(state)):
                if seat in GAME.may_act(state) and seat not in GAME.to_act(state):
                    move = choose(
                        "dicetown", state, seat, "normal", decision_seed(seed, moves, seat), budget=tiny
                    )
                    if move is not None:
                        state, _ = GAME.apply(state, seat, move)
                        moves += 1
                        raises += 1
            for seat in sorted(GAME.to_act(state)):
                if seat in GAME.to_act(state):
                    move = choose(
                        "dicetown", state, seat, "normal", decision_seed(seed, moves, seat), budget=tiny
                    )
                    assert move is not None
                    state, _ = GAME.apply(state, seat, move)
                    moves += 1
            assert moves < 3000, "a game between bots must end"
    assert raises > 0  # the optional moves were really played


def settle(bank: int, offers: dict[int, int]) -> State:
    """The bank tie with each contender's dollar offer made (0: none) and every contender passed:
    the game waits for the Sheriff alone."""
    state = bank_tie(bank)
    for seat in (0, 1):
        if offers.get(seat):
            state, _ = GAME.apply(state, seat, Bid(offers[seat]))
        if seat in GAME.to_act(state):
            state, _ = GAME.apply(state, seat, Pass())
    for seat in (0, 1):
        if seat in GAME.to_act(state):
            state, _ = GAME.apply(state, seat, Pass())
    assert GAME.to_act(state) == {2}
    return state


@pytest.mark.parametrize(
    ("bank", "offers", "awarded"),
    [
        (4, {0: 2, 1: 4}, 1),
        (4, {0: 4, 1: 2}, 0),
        (4, {0: 6, 1: 2}, 0),
        (8, {0: 8, 1: 4}, 0),
    ],
)
def test_the_sheriff_takes_the_richer_offer_when_it_costs_him_nothing(
    bank: int, offers: dict[int, int], awarded: int
) -> None:
    """Seat 0 is the stronger contender (the Sheriff would rather keep him down), but where his
    offer is the richer by enough to outweigh that, the bot Sheriff takes it."""
    state = settle(bank, offers)
    for seed in range(2):
        assert choose("dicetown", state, 2, "normal", seed, budget=BUDGET) == Award(awarded), seed


def test_the_sheriff_refuses_a_richer_offer_that_hurts_him() -> None:
    """With $12 in the bank, handing it to the leader costs the Sheriff more than the leader's
    $2 brings: he gives it to the weaker contender, who offers nothing."""
    state = settle(12, {0: 2})
    for seed in range(2):
        assert choose("dicetown", state, 2, "normal", seed, budget=BUDGET) == Award(1), seed


def test_a_bot_sheriff_reacts_to_a_players_offer() -> None:
    """A person (seat 0) bribes the bot Sheriff: a token offer changes nothing, one that pays for
    the harm turns the ruling his way."""
    unpaid = settle(12, {})
    token = settle(12, {0: 2})
    enough = settle(12, {0: 8})
    for seed in range(2):
        assert choose("dicetown", unpaid, 2, "normal", seed, budget=BUDGET) == Award(1), seed
        assert choose("dicetown", token, 2, "normal", seed, budget=BUDGET) == Award(1), seed
        assert choose("dicetown", enough, 2, "normal", seed, budget=BUDGET) == Award(0), seed


def test_a_contender_bids_more_for_a_bigger_pot_through_the_search() -> None:
    """What the search plays (not only the advisor): never more than the prize is worth, and a
    bigger offer for a bigger pot."""
    bids: dict[int, list[int]] = {}
    for bank in (4, 12):
        state = bank_tie(bank)
        state, _ = GAME.apply(state, 1, Pass())
        bids[bank] = []
        for seed in range(3):
            move = choose("dicetown", state, 0, "normal", seed, budget=BUDGET)
            bids[bank].append(move.dollars if isinstance(move, Bid) else 0)
        assert max(bids[bank]) <= 2 * AI.prize_value(state, 0)
    # Not a token: averaged over redrawn hands, the search finds the offer that sways the Sheriff
    # (one redraw alone once made it bid $1, which buys nothing). Whether $2 for a $4 bank is
    # worth offering is within the playouts' noise at this budget (both moves' means within 0.06
    # of each other), so only the order of the two pots is asserted.
    assert max(bids[12]) >= 4 and max(bids[12]) > max(bids[4])


def _card_places(state: State) -> list[str]:
    """Every card where it lies: hands, fences, decks, the display, a General Store draw, and
    offers held in escrow (with cash up front an offered card is in the Sheriff's hand already)."""
    cards = [c for p in state.players for c in (*p.hand, *p.fenced)]
    cards += [*state.store_deck, *state.prop_deck, *state.display]
    if state.choice is not None and state.choice.kind.value == "store_pick":
        cards += state.choice.drawn
    if state.ruling is not None and state.bribe_mode == "escrow":
        cards += [c for o in state.ruling.offers for c in o.cards]
    return sorted(cards)


def _rulings_with_offered_cards(mode: str, seeds: range, players: int = 3):
    """Open rulings along random games in which contenders offer cards (as a person may)."""
    for seed in seeds:
        state = GAME.new(players, {"bribe_mode": mode}, seed)
        rng = random.Random(seed)
        for _ in range(3000):
            if GAME.result(state) is not None:
                break
            ruling = state.ruling
            if ruling is not None and any(o.cards for o in ruling.offers):
                yield state
            acting = sorted(set(GAME.may_act(state)) | set(GAME.to_act(state)))
            seat = rng.choice(acting)
            legal = GAME.legal(state, seat)
            if not legal:
                continue
            cards = [a for a in legal if type(a).__name__ == "OfferCard"]
            action = rng.choice(cards) if cards and rng.random() < 0.5 else rng.choice(legal)
            state, _ = GAME.apply(state, seat, action)


@pytest.mark.parametrize("mode", ["escrow", "cash_up_front"])
def test_a_redraw_deals_every_card_once_and_keeps_the_offered_cards_a_seat_has_seen(mode: str) -> None:
    """Each card lies in one place in a determinization as in the game (with cash up front, an
    offered card is in the Sheriff's hand and stays there), and the Sheriff and the offerer, who
    see an offer's cards, keep them as they are."""
    checked = 0
    for state in _rulings_with_offered_cards(mode, range(12)):
        ruling = state.ruling
        assert ruling is not None
        for seat in range(state.num_players):
            world = AI.determinize(state, seat, random.Random(checked))
            assert _card_places(world) == _card_places(state)
            assert world.ruling is not None
            for real, drawn in zip(ruling.offers, world.ruling.offers, strict=True):
                if seat in (real.seat, state.sheriff):
                    assert drawn.cards == real.cards
                if mode == "cash_up_front":
                    hand = list(world.players[state.sheriff].hand)
                    for c in drawn.cards:
                        hand.remove(c)  # raises if an offered card is not in the Sheriff's hand
            checked += 1
        if checked > 120:
            break
    assert checked > 30


def test_a_saloon_victim_keeps_knowing_which_of_his_cards_are_looked_at() -> None:
    from games.dicetown.state import Choice, ChoiceKind, Player

    state = GAME.new(3, {}, 4)
    hand = tuple(sorted(state.prop_deck[:3] + state.store_deck[:2]))
    players = list(state.players)
    players[1] = evolve(players[1], hand=hand)
    state = evolve(state, players=tuple(players), phase=Phase.RESOLVE, location=4)
    drawn = (hand[0], hand[3])
    state = evolve(state, choice=Choice(ChoiceKind.SALOON_PICK, 0, 2, drawn=drawn, target=1))
    assert isinstance(state.players[1], Player)
    for salt in range(10):
        world = AI.determinize(state, 1, random.Random(salt))
        assert world.choice is not None and world.choice.drawn == drawn


def test_the_advice_to_a_contender_who_passed_ignores_what_he_cannot_see_at_every_level() -> None:
    """The optional-offer path, at each level: redrawing what contender 0 cannot see (the decks,
    the others' hands) changes nothing of the advice, which is a raise within the prize."""
    from games.ai import LEVELS

    state = bank_tie(12)
    state, _ = GAME.apply(state, 1, Pass())
    state, _ = GAME.apply(state, 0, Pass())
    assert 0 not in GAME.to_act(state) and 0 in GAME.may_act(state)
    worth = 2 * AI.prize_value(state, 0)
    for level in LEVELS:
        for salt in range(4):
            other = AI.determinize(state, 0, random.Random(100 + salt))
            assert GAME.dump(other) != GAME.dump(state)
            move = choose("dicetown", state, 0, level, salt)
            assert choose("dicetown", other, 0, level, salt) == move, (level, salt)
            assert isinstance(move, Bid) and 0 < move.dollars <= worth


def test_an_offered_card_the_sheriff_no_longer_holds_breaks_no_redraw() -> None:
    """With cash up front the Sheriff may play an offered card before he rules (a Loaded Die, say):
    the offer still names it, his hand no longer holds it, and a redraw still deals each card once."""
    state = next(_rulings_with_offered_cards("cash_up_front", range(12)))
    ruling = state.ruling
    assert ruling is not None
    offer = next(o for o in ruling.offers if o.cards)
    hand = list(state.players[state.sheriff].hand)
    hand.remove(offer.cards[0])
    state = state.with_player(state.sheriff, hand=tuple(hand))
    for seat in range(state.num_players):
        world = AI.determinize(state, seat, random.Random(seat))
        assert _card_places(world) == _card_places(state)


def _rolling() -> tuple[State, object, list[object]]:
    """A first roll where the search has keeps other than easy's to weigh."""
    for seed in range(50):
        state = GAME.new(2, {}, seed)
        if state.phase is Phase.ROLL and 0 in GAME.to_act(state):
            easy = AI.easy_action(state, 0, random.Random(0))
            others = [a for a in AI.candidates(state, 0, random.Random(0), 6, root=True) if a != easy]
            if others:
                return state, easy, others
    raise AssertionError("no roll with a choice")


class _Rigged(DiceTownAI):
    """Playouts worth a luck drawn from the playout's seed, plus `edge` after one keep: the luck
    swings ten times as much as the edge."""

    def __init__(self, favoured: object, edge: float) -> None:
        self.favoured, self.edge = favoured, edge
        self.kept: tuple[int, ...] = ()

    def search(self, state: State, seat: int, budget: Budget, rng: random.Random) -> Searched:
        self.kept = state.players[seat].kept
        return super().search(state, seat, budget, rng)

    def round_playout(self, state: State, rng: random.Random) -> list[float]:
        luck = rng.random() * 10 * self.edge
        mine = luck + (self.edge if self._played(state) else 0.0)
        return [mine, 1 - mine]

    def _played(self, state: State) -> bool:
        assert isinstance(self.favoured, Keep)
        p = state.players[0]
        return p.submitted and p.keep == self.favoured.faces


def test_while_rolling_the_search_compares_keeps_on_the_same_luck() -> None:
    """Every keep is played out on the same redraws and dice: a small edge that the luck of one
    playout dwarfs is found over easy's keep, and no edge at all leaves easy's keep played."""
    state, easy, others = _rolling()
    budget = Budget(60, root_width=6, node_width=4, rollout_depth=10)
    for other in others:
        searched = _Rigged(other, 0.01).search(state, 0, budget, random.Random(3))
        assert searched.action == other
        assert len(set(searched.visits.values())) == 1  # as many redraws for every keep
    assert _Rigged(others[0], 0.0).search(state, 0, budget, random.Random(3)).action == easy


def test_a_ruling_is_searched_by_the_tree() -> None:
    state = settle(4, {0: 4, 1: 2})
    searched = AI.search(state, 2, BUDGET, random.Random(0))
    assert searched.action in (Award(0), Award(1))
    assert searched.iterations > 0 and len(searched.visits) == 2


def test_normal_searches_easys_keep_first() -> None:
    state, easy, _ = _rolling()
    assert AI.candidates(state, 0, random.Random(0), 6, root=True)[0] == easy
    crowded = racing(4, roll=(11, 12, 13, 13, 14), rival=(13, 13, 13))
    easy = AI.easy_action(crowded, 0, random.Random(0))
    assert easy != AI.simple_keep(crowded, 0)
    assert AI.candidates(crowded, 0, random.Random(0), 6, root=True)[0] == easy


def racing(players: int, roll: tuple[int, ...], rival: tuple[int, ...] = (), dollars: int = 5) -> State:
    """The first roll step of a game of `players`: seat 0 has rolled `roll`, seat 1 has kept
    `rival` (public), nobody else has kept anything."""
    state = GAME.new(players, {}, 1)
    assert state.phase is Phase.ROLL
    state = state.with_player(0, roll=roll, dollars=dollars)
    return state.with_player(1, kept=rival, roll=state.players[1].roll[: 5 - len(rival)])


def test_easy_does_not_race_for_a_face_a_rival_has_already_won_at_four_seats() -> None:
    """Two Kings rolled against a rival's three kept: the autopilot keeps the Kings (its most
    common face), easy at four and five seats a face it can still win."""
    for players in (4, 5):
        state = racing(players, roll=(9, 11, 12, 13, 13), rival=(13, 13, 13))
        assert AI.simple_keep(state, 0) == Keep((13, 13))
        assert AI.easy_action(state, 0, random.Random(0)) == Keep((9,))


def test_easy_goes_for_the_richer_location_among_free_ones_at_four_seats() -> None:
    """One die of each face and nobody ahead: the autopilot keeps the highest face (an Ace, the
    Town Hall's extra cards), easy the Gold Mine's 9; a pair of Jacks still beats a lone 9."""
    state = racing(4, roll=(9, 10, 11, 12, 14))
    assert AI.simple_keep(state, 0) == Keep((14,))
    assert AI.easy_action(state, 0, random.Random(0)) == Keep((9,))
    pair = racing(4, roll=(9, 11, 11, 12, 14))
    assert AI.easy_action(pair, 0, random.Random(0)) == Keep((11, 11))
    assert AI.easy_action(racing(4, roll=(9, 11, 11, 12, 14), dollars=0), 0, random.Random(0)) == Keep((11,))


def test_easy_keeps_the_autopilots_face_at_two_and_three_seats() -> None:
    """Where weighing the race and the location placed no better (three seats) or the ladder's
    two-player games stand on it, easy keeps as before: the autopilot's face, two when it can."""
    for players in (2, 3):
        state = racing(players, roll=(9, 11, 12, 13, 13), rival=(13, 13, 13))
        assert AI.easy_action(state, 0, random.Random(0)) == Keep((13, 13)) == AI.simple_keep(state, 0)
