"""What the search needs to know of Dice Town, bribes included.

Hidden from a seat: the others' rolls, confirmed keeps, Loaded Die faces, card hands (only how
many property and General Store cards each holds is public), the cards in their escrowed offers,
their secret Doc Badluck remedies, the cards a General Store winner is looking at, and the order
of both decks. A determinization deals every unseen card again by its back (property or General
Store) into the same places, rolls the hidden dice again and lets the playout policy choose the
hidden keeps and remedies again.

Bribes (spec 3.5): a contender values the prize as its own points if it wins the tie less its
points if the best rival does, and never offers more in all. Within that it looks for the raise
that leaves it best off if the Sheriff then awards what is worth most to the Sheriff (a raise
the Sheriff would ignore is not made; with escrow an offer costs only if it wins). The raise is
made as one whole offer (`bid`) replacing the standing one. While the game waits for the
contender, the search weighs that offer against passing, with the rest of the round played out.
A contender the game no longer waits for (he has passed or has an offer standing, or the Sheriff
is deciding) may still change his offer: `optional_action` answers with the advisor's raise, a
withdrawal of an offer worth more than the prize, or None (no change).
As Sheriff the search compares each award by the Sheriff's own value after it: the escrowed
offer it collects against what the prize gives the one it picks (itself included).
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from games.ai.base import GameAI
from games.ai.search import Budget, Searched, paired_choice, rollout, search_root
from games.ai.work import PLAYED, charge, metered
from games.core import GameError, evolve
from games.dicetown import GAME
from games.dicetown.actions import (
    Award,
    AwardRandom,
    Bid,
    Keep,
    Pass,
    Promise,
    Withdraw,
    keep_cost,
)
from games.dicetown.bribes import ESCROW
from games.dicetown.common import add_cards
from games.dicetown.data import CARDS, FACES
from games.dicetown.remedies import remedy_options
from games.dicetown.rolling import default_keep
from games.dicetown.scoring import breakdown
from games.dicetown.state import ChoiceKind, DocChoice, Offer, Phase, State

# How much a kept die of each face is worth towards its location: nuggets, the bank, cards.
FACE_WEIGHT = {9: 1.0, 10: 0.8, 11: 0.7, 12: 0.6, 13: 0.9, 14: 0.5}
# Easy's keep at four seats and more (`easy_keep`): a face's worth to go for, by whether the
# player's dice of it (kept and rolled) are ahead of, level with or behind the most any other
# seat has kept of it, and by its location. Found by playing one easy seat among three and four
# autopilots on 400 deals (benchmarks/bench_ai_seat.py, docs/bots.md).
CONTEST = (1.0, 0.6, 0.2)
CROWD_FACE_WEIGHT = {9: 1.0, 10: 0.8, 11: 0.6, 12: 0.5, 13: 0.8, 14: 0.3}
# How many standard errors of the paired difference a keep must gain over easy's to be played.
PAIRED_MARGIN = 1.0
# The paired search's redraws: one per this many of the budget's iterations (each redraw plays
# every candidate, and a playout to the round's end costs about what a tree iteration does).
ITERATIONS_PER_WORLD = 4
# A bound on the moves of a playout to the end of a round (a round takes a few dozen).
ROUND_MOVES = 200
# Determinizations the advice to a contender averages over: at the root of a search, and by level
# for a contender the game does not wait for (easy judges from one redraw, and so errs more).
OPTIONAL_WORLDS = 6
WORLDS_BY_LEVEL = {"easy": 1, "normal": OPTIONAL_WORLDS, "hard": 16}


class DiceTownAI(GameAI):
    game = GAME
    scale = 4.0
    # Search budgets (see games/ai/levels.py), from bench_ai's CPU time per iteration and the
    # ladder's p99 per decision; `crowd` shrinks the iterations for each seat past two. A round's
    # playout at four seats plays about twice the moves of two seats', so at 0.9 a four-player
    # decision took 1.4 times its time (bench_ai_time, p99 normal 423 ms, hard 2.6 s). `work`
    # bounds the rolls' paired playouts, which cost the most where many keeps and cards are
    # candidates and a round is long (a hard decision of 308,000 units took 2.7 s at four seats).
    budgets = {
        "normal": Budget(90, 6, 4, 10, crowd=0.72, work=25_000, work_crowd=0.95),
        "hard": Budget(560, 12, 8, 16, crowd=0.82, work=200_000, work_crowd=0.95),
    }

    def seats(self, state: State) -> int:
        return state.num_players

    # --- hidden information --------------------------------------------------------------------

    def determinize(self, state: State, seat: int, rng: random.Random) -> State:
        players = list(state.players)
        choice = state.choice
        ruling = state.ruling
        cash = state.bribe_mode != ESCROW
        # Cards the seat knows to be in another's hand stay there: those it looks at in a Saloon
        # pick it makes, and, with cash up front, the offered cards it has seen (the Sheriff and
        # the offerer see them, spec 3.6), which are in the Sheriff's hand already.
        pinned: dict[int, list[str]] = {}
        if choice is not None and choice.kind is ChoiceKind.SALOON_PICK and choice.player == seat:
            pinned[choice.target] = list(choice.drawn)
        # Offered cards the seat has not seen, by seat: each card's kind (its back) is public. With
        # cash up front they are dealt again with the Sheriff's hand, and stay in it.
        offer_cards: dict[int, list[bool]] = {}
        in_offers: list[str] = []
        if ruling is not None:
            held = Counter(state.players[state.sheriff].hand)
            for o in ruling.offers:
                if not o.cards:
                    continue
                # With cash up front, the offered cards the Sheriff still holds (he may have
                # played one since): an offer whose cards he does not all hold stays as it is.
                kept = [c for c in o.cards if _take(held, c)] if cash else []
                if seat in (o.seat, state.sheriff) or (cash and len(kept) < len(o.cards)):
                    pinned.setdefault(state.sheriff, []).extend(kept)
                    continue
                offer_cards[o.seat] = [CARDS[c].is_property for c in o.cards]
                in_offers.extend(o.cards)
        store: list[str] = list(state.store_deck)
        props: list[str] = list(state.prop_deck)
        hidden_hands: dict[int, tuple[int, int]] = {}
        for q, p in enumerate(players):
            if q == seat:
                continue
            hand = list(p.hand)
            for c in pinned.get(q, ()):
                hand.remove(c)
            if cash and q == state.sheriff:
                for c in in_offers:
                    hand.remove(c)  # dealt with the offers below, then put back in his hand
            n_props = sum(1 for c in hand if CARDS[c].is_property)
            hidden_hands[q] = (len(hand) - n_props, n_props)
            for c in hand:
                (props if CARDS[c].is_property else store).append(c)
        for c in in_offers:
            (props if CARDS[c].is_property else store).append(c)
        store_drawn = 0
        if choice is not None and choice.kind is ChoiceKind.STORE_PICK and choice.player != seat:
            store_drawn = len(choice.drawn)
            store.extend(choice.drawn)
        store.sort()
        props.sort()
        rng.shuffle(store)
        rng.shuffle(props)

        def deal(is_property: bool) -> str:
            return props.pop() if is_property else store.pop()

        for q, (n_store, n_props) in hidden_hands.items():
            hand = [deal(False) for _ in range(n_store)] + [deal(True) for _ in range(n_props)]
            hand += pinned.get(q, [])
            players[q] = evolve(players[q], hand=tuple(sorted(hand)))
        if ruling is not None and offer_cards:
            dealt = {q: tuple(deal(kind) for kind in kinds) for q, kinds in offer_cards.items()}
            offers = tuple(evolve(o, cards=dealt[o.seat]) if o.seat in dealt else o for o in ruling.offers)
            ruling = evolve(ruling, offers=offers)
            if cash:
                sheriff = players[state.sheriff]
                given = [c for cards in dealt.values() for c in cards]
                players[state.sheriff] = evolve(sheriff, hand=add_cards(sheriff.hand, *given))
        if store_drawn:
            assert choice is not None
            choice = evolve(choice, drawn=tuple(deal(False) for _ in range(store_drawn)))
        if (
            choice is not None
            and choice.kind is ChoiceKind.SALOON_PICK
            and choice.player != seat
            and choice.target != seat
        ):
            # Which of the target's cards the thief drew is hidden: draw them again from the new
            # hand. The target himself knows which of his cards are gone from his hands.
            hand = players[choice.target].hand
            choice = evolve(choice, drawn=tuple(rng.sample(hand, len(choice.drawn))))
        store_deck = tuple(store)
        prop_deck = tuple(props)
        for q, p in enumerate(players):
            if q == seat:
                continue
            changes: dict[str, Any] = {}
            if p.armed:
                changes["armed"] = rng.choice(FACES)
            if state.phase is Phase.ROLL and p.roll:
                changes["roll"] = tuple(sorted(rng.choice(FACES) for _ in p.roll))
            if changes:
                players[q] = evolve(p, **changes)
        world = evolve(
            state,
            players=tuple(players),
            store_deck=store_deck,
            prop_deck=prop_deck,
            ruling=ruling,
            choice=choice,
            rng=rng.getrandbits(64),
        )
        if state.phase is Phase.ROLL:
            for q, p in enumerate(world.players):
                if q != seat and p.submitted:
                    keep = self.keep_policy(world, q, rng)
                    world = world.with_player(q, keep=keep.faces)
        if state.doc_choices:
            redone: list[DocChoice] = []
            for ch in state.doc_choices:
                if ch.seat == seat:
                    redone.append(ch)
                    continue
                options = remedy_options(world, ch.seat)
                pick = rng.choice(options)
                redone.append(DocChoice(ch.seat, pick.remedy, pick.cards))
            world = evolve(world, doc_choices=tuple(redone))
        return world

    # --- values --------------------------------------------------------------------------------

    def scores(self, state: State) -> Sequence[float]:
        out: list[float] = []
        for s, p in enumerate(state.players):
            parts = breakdown(state, s)
            points = parts["total"] - parts["dollars"] + p.dollars / 2
            if state.ruling is not None:
                offer = state.ruling.offer_of(s)
                if offer is not None and state.bribe_mode == ESCROW:  # it comes back unless paid
                    points += offer.dollars / 2 + offer.nuggets
            if state.phase is not Phase.OVER:
                points += 0.15 * sum(FACE_WEIGHT[f] * p.kept.count(f) ** 1.5 for f in set(p.kept))
            out.append(points)
        return out

    # --- the policy for playouts and the easy level ----------------------------------------------

    def keep_value(self, kept: tuple[int, ...], faces: tuple[int, ...], dollars: int) -> float:
        dice = kept + faces
        value = sum(FACE_WEIGHT[f] * dice.count(f) ** 1.5 for f in set(dice))
        return value - 0.5 * keep_cost(len(faces))

    def keep_policy(self, state: State, player: int, rng: random.Random) -> Keep:
        p = state.players[player]
        keeps = [a for a in GAME.legal(state, player) if isinstance(a, Keep)]
        if not keeps:
            return default_keep(p)
        pool = keeps if len(keeps) <= 6 else [default_keep(p), *rng.sample(keeps, 5)]
        return max(pool, key=lambda k: self.keep_value(p.kept, k.faces, p.dollars) + rng.random() * 0.3)

    def award_policy(self, state: State, sheriff: int, rng: random.Random) -> Any:
        """The Sheriff picks the award worth most to it, one move ahead."""
        ruling = state.ruling
        assert ruling is not None
        return max((Award(s) for s in ruling.contenders), key=lambda a: self.after(state, sheriff, a))

    def prize_value(self, state: State, player: int) -> float:
        """In VP: the player's own points if it wins the open tie, less if the best rival does
        (a rival's Saloon may cost the player a card, so that side can matter too)."""
        ruling = state.ruling
        assert ruling is not None
        # Every escrow back first, so that the worth does not depend on the offers standing.
        world = state
        if state.bribe_mode == ESCROW:
            for o in ruling.offers:
                p = world.players[o.seat]
                world = world.with_player(
                    o.seat,
                    dollars=p.dollars + o.dollars,
                    nuggets=p.nuggets + o.nuggets,
                    hand=add_cards(p.hand, *o.cards),
                )
        bare = evolve(ruling, offers=tuple(Offer(o.seat, answered=True) for o in ruling.offers))
        world = _ruling_now(evolve(world, ruling=bare))
        mine: dict[int, float] = {}
        for s in ruling.contenders:
            after, _ = GAME.apply(world, state.sheriff, Award(s))
            mine[s] = self.scores(after)[player]
        rival = min((mine[s] for s in ruling.contenders if s != player), default=mine[player])
        return mine[player] - rival

    def raised(self, state: State, player: int, add: int) -> Bid:
        """The whole offer that is the standing one with `add` dollars more (spec 3.6: one `bid`
        replaces the standing offer; with cash up front only the difference is paid)."""
        ruling = state.ruling
        assert ruling is not None
        offer = ruling.offer_of(player)
        assert offer is not None
        return Bid(offer.dollars + add, offer.nuggets, tuple(sorted(offer.cards)), offer.promise)

    def bribe_moves(self, state: State, player: int, worlds: Sequence[State] = ()) -> list[Any]:
        """The best offer by `best_raise` first, then passing (and withdrawing, if the standing
        offer is worth more than the prize): the search judges between them, with the rest of the
        round played out. `worlds`: determinizations to average the offer's worth over."""
        ruling = state.ruling
        assert ruling is not None
        out: list[Any] = []
        add = self.best_raise(state, player, worlds)
        if add:
            out.append(self.raised(state, player, add))
        out.append(Pass())
        if self.overpaid(state, player, worlds):
            out.append(Withdraw())
        return out

    def overpaid(self, state: State, player: int, worlds: Sequence[State] = ()) -> bool:
        """The standing escrowed offer is worth more than the prize (so it should go back)."""
        ruling = state.ruling
        assert ruling is not None
        offer = ruling.offer_of(player)
        if offer is None or offer.empty or Withdraw() not in GAME.legal(state, player):
            return False
        worlds = worlds or [state]
        worth = 2 * sum(self.prize_value(w, player) for w in worlds) / len(worlds)
        return worth < _offer_dollars(offer)

    def best_raise(self, state: State, player: int, worlds: Sequence[State] = ()) -> int:
        """The dollars to add to the standing offer (0: none) that leave the player best off, if
        every other offer stands and the Sheriff then awards what is worth most to the Sheriff.
        The whole offer is never more than the prize is worth to the player: a bribe is paid only
        if it wins. `worlds` (determinizations of `state`) are averaged over, when given."""
        ruling = state.ruling
        assert ruling is not None
        offer = ruling.offer_of(player)
        assert offer is not None
        worlds = worlds or [state]
        dollars = state.players[player].dollars
        worth = 2 * sum(self.prize_value(w, player) for w in worlds) / len(worlds)  # in dollars
        top = min(dollars, int(worth) - _offer_dollars(offer))
        if worth < 1 or top < 1:
            return 0
        step = max(1, top // 8)
        best, best_value = 0, -1.0
        for add in range(0, top + 1, step):
            value = 0.0
            for world in worlds:
                if add:
                    world, _ = GAME.apply(world, player, self.raised(world, player, add))
                world = _ruling_now(world)
                award = self.award_policy(world, world.sheriff, random.Random(0))
                after, _ = GAME.apply(world, world.sheriff, award)
                value += self.evaluate(after)[player]
            value /= len(worlds)
            if value > best_value + 1e-9:
                best, best_value = add, value
        return best

    def optional_action(self, state: State, player: int, rng: random.Random, level: str = "normal") -> Any:
        """A contender the game does not wait for may still change his offer until the ruling
        (spec 3.5 step 2): the advisor's raise, a withdrawal of an offer worth more than the
        prize, or None to leave the offer as it stands. Card plays are left to a prompt.
        The advice is averaged over determinizations, more of them at a higher level: what the
        decks hold next can turn the Sheriff's interest, and one sample alone (easy's) makes the
        amount erratic."""
        ruling = state.ruling
        if ruling is None or ruling.offer_of(player) is None:
            return None
        worlds = [self.determinize(state, player, rng) for _ in range(WORLDS_BY_LEVEL[level])]
        add = self.best_raise(state, player, worlds)
        if add:
            return self.raised(state, player, add)
        if self.overpaid(state, player, worlds):
            return Withdraw()
        return None

    def rollout_action(self, state: State, player: int, rng: random.Random) -> Any:
        # Easy's play, which beats the autopilot two games in three, less its bribes (too dear
        # for a playout); from four seats its keep by the race for each location, with which one
        # normal seat among three easy placed 0.26 ±0.17 better than they, against 0.17 ±0.17
        # with the autopilot's keep in its playouts (the same 40 deals). Playouts that kept dice
        # by `keep_policy` (more dice at a cost) and made a random move two times in five judged
        # every move by how a weak player would go on, and the search lost to easy more often
        # than it beat it.
        if state.phase is Phase.ROLL:
            return self.easy_keep(state, player)
        if state.ruling is not None:
            if state.ruling.unlocked:
                return self.award_policy(state, player, rng)
            return Pass()
        return GAME.default_action(state, player)

    def search(self, state: State, seat: int, budget: Budget, rng: random.Random) -> Searched:
        """While the dice roll, every candidate is played on the same redraws (paired playouts);
        elsewhere the tree search.

        A Dice Town playout swings with every roll, and the tree search tries each move on other
        redraws and other dice: its few playouts per move could not tell most keeps apart, and
        it won little more than easy did. Here each redraw (the hidden dice and cards, and the
        dice still to come) is played once after every candidate, so two keeps are compared on
        the same luck, and each playout runs to the end of the round, when the locations have
        paid out. Easy's keep is played unless another beats it on these pairs by more than
        `PAIRED_MARGIN` standard errors of the difference."""
        if state.phase is not Phase.ROLL or state.ruling is not None:
            return search_root(self, state, seat, budget, rng)
        with metered() as meter:
            moves = self.candidates(state, seat, rng, budget.root_width, root=True)
            if len(moves) == 1:
                return Searched(moves[0], {}, {}, meter.spent, 0)
            worlds = max(2, budget.iterations // ITERATIONS_PER_WORLD)
            values: dict[Any, list[float]] = {a: [] for a in moves}
            played = 0
            for played in range(1, worlds + 1):
                world = self.determinize(state, seat, rng)
                salt = rng.getrandbits(64)
                for a in moves:
                    charge(PLAYED)
                    try:
                        after, _ = GAME.apply(world, seat, a)
                    except GameError:
                        values[a].append(math.nan)  # not playable in this redraw
                        continue
                    values[a].append(self.round_playout(after, random.Random(salt))[seat])
                # Stop before a redraw that would overrun the work (one costs about what the last
                # ones did): every candidate has a value on every redraw so far, so the pairs hold.
                if budget.work and played >= 2 and meter.spent * (played + 1) > budget.work * played:
                    break
        visits = {a: sum(1 for v in vs if v == v) for a, vs in values.items()}
        means = {a: sum(v for v in vs if v == v) / n for a, vs in values.items() if (n := visits[a])}
        best, _ = paired_choice(values, moves[0], PAIRED_MARGIN)
        visits = {a: n for a, n in visits.items() if n}
        return Searched(best, visits, means, meter.spent, played * len(moves))

    def round_playout(self, state: State, rng: random.Random) -> list[float]:
        """The playout policy to the end of this round (or of the game), then each seat's value."""
        start = state.round
        return rollout(self, GAME, state, ROUND_MOVES, rng, until=lambda s: s.round != start)

    def easy_action(self, state: State, player: int, rng: random.Random) -> Any:
        # The autopilot's play, a little better: an offer the prize is worth, an award in the
        # Sheriff's own interest, a second die of the face it collects when rolled. Playing the
        # playout policy instead (more dice kept at a cost) lost four games in five to the autopilot.
        if state.ruling is not None and not state.ruling.unlocked:
            return self.bribe_moves(state, player)[0]
        if state.ruling is not None:
            return self.award_policy(state, player, rng)
        if state.phase is Phase.ROLL:
            return self.easy_keep(state, player)
        return GAME.default_action(state, player)

    def easy_keep(self, state: State, player: int) -> Keep:
        """`simple_keep` at two and three seats. At more, where that keep (blind to the others'
        kept dice) placed no better than the autopilot itself, the autopilot's count of a face is
        weighed by the race for its location (`CONTEST`) and by the location's worth. One easy seat
        among three autopilots placed 0.15-0.22 better than the autopilot seat it replaced (two
        sets of 400 deals; playing `simple_keep`, 0.01-0.04 worse), one among four 0.28-0.33 better
        (`simple_keep`: 0.00-0.03). At three seats neither weighing placed it better."""
        if state.num_players < 4:
            return self.simple_keep(state, player)
        p = state.players[player]
        counts = Counter(p.kept) + Counter(p.roll)
        ahead, level, behind = CONTEST

        def worth(face: int) -> tuple[float, int]:
            rival = max(q.kept.count(face) for s, q in enumerate(state.players) if s != player)
            lead = counts[face] - rival
            race = ahead if lead > 0 else level if lead == 0 else behind
            return counts[face] * race * CROWD_FACE_WEIGHT[face], face

        return self._with_pair(state, player, max(set(p.roll), key=worth))

    def simple_keep(self, state: State, player: int) -> Keep:
        """The autopilot's keep (one die of the face most common among the kept and rolled), with a
        second die of that face when the roll has one and a dollar pays for it."""
        return self._with_pair(state, player, default_keep(state.players[player]).faces[0])

    def _with_pair(self, state: State, player: int, face: int) -> Keep:
        """A die of `face`, or two when the roll has two and a dollar pays for the second."""
        p = state.players[player]
        if p.roll.count(face) >= 2 and p.dollars >= keep_cost(2):
            pair = Keep((face, face))
            if pair in GAME.legal(state, player):
                return pair
        return Keep((face,))

    # --- what the search considers -------------------------------------------------------------

    def candidates(
        self, state: State, player: int, rng: random.Random, width: int, *, root: bool
    ) -> list[Any]:
        if state.ruling is not None and not state.ruling.unlocked:
            # At the root the amount is averaged over several redraws of what the seat cannot
            # see (the others' hands decide what the prize is worth to them and to the Sheriff):
            # one redraw alone makes the offer erratic.
            worlds = [self.determinize(state, player, rng) for _ in range(OPTIONAL_WORLDS)] if root else ()
            return self.bribe_moves(state, player, worlds)
        legal = [a for a in GAME.legal(state, player) if not isinstance(a, Promise)]
        if state.phase is Phase.ROLL:
            p = state.players[player]
            keeps = [a for a in legal if isinstance(a, Keep)]
            keeps.sort(key=lambda k: self.keep_value(p.kept, k.faces, p.dollars), reverse=True)
            # Easy's keep first, whatever its rank by `keep_value`: the search then weighs the
            # move easy would make against the others, never loses sight of it.
            simple = self.easy_keep(state, player)
            if simple in keeps:
                keeps.remove(simple)
                keeps.insert(0, simple)
            plays = [a for a in legal if not isinstance(a, Keep)]
            if not root:
                plays = []  # deeper in the tree, card plays are left to the real turn
            return keeps[:width] + plays
        if state.ruling is not None:
            return [a for a in legal if not isinstance(a, AwardRandom)] or legal
        return legal

    def node_key(self, state: State, player: int) -> Any:
        p = state.players[player]
        if state.ruling is not None and not state.ruling.unlocked:
            # The bribe advisor looks ahead several moves: once per node is enough.
            return (state.round, state.location, state.ruling, p.dollars, p.nuggets)
        return (state.round, state.step, state.phase, state.location, p.roll, p.kept, p.hand, p.dollars)


def _take(cards: Counter[str], card: str) -> bool:
    """Take one `card` out of `cards`, if there is one."""
    if cards[card] <= 0:
        return False
    cards[card] -= 1
    return True


def _offer_dollars(offer: Offer) -> int:
    """What the dollars and nuggets of an offer are worth in dollars (a nugget is a VP, $2)."""
    return offer.dollars + 2 * offer.nuggets


def _ruling_now(state: State) -> State:
    """The open tie as if every contender had answered: the Sheriff may rule at once."""
    ruling = state.ruling
    assert ruling is not None
    offers = tuple(evolve(o, answered=True) for o in ruling.offers)
    return evolve(state, ruling=evolve(ruling, offers=offers, unlocked=True))


AI = DiceTownAI()
