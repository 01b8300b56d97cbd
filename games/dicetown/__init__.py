"""Dice Town (骰子镇), 2-5 players: spec shared/rules/dice-town.md, seed 001_616d1fc6e44be8ab.

Implements the first-edition base game with decisions D1-D41 of the spec. Card data (spec 1.1, 1.2)
and the prompt timeouts (8.7) are in `cards.json`. Where the spec left a gap for an engine whose
`to_act` is "who the game waits for", these choices were made:

- A confirmed keep is final: the DM's toggles give the freedom to change before Confirm, and the
  step waits only for seats that have not confirmed (spec 3.2 step 2 lets a keep change until the close).
- `to_act` is who the game waits for (deadlines, autopilot); `may_act` adds the seats allowed to
  act without being waited for: every contender of an open tie (he may offer until the ruling,
  3.5 step 2) and every holder of a Stick-Up or Loaded Die he may play (3.8). Stick-Up: any time
  but game over; during a roll step it waits for the reveal (D32). Loaded Die: in the rolling
  phase while the holder has dice in his cup, or during resolution unless the round is sure to
  be the last (empty mine, no property card left); it always applies to his next roll, which may
  be next round's first (D33).
- Ties (3.5-3.6): the ruling unlocks once every contender other than the Sheriff has an offer
  standing or has passed (at the offer deadline the default is `pass`); from then on the game waits
  for the Sheriff alone and stays unlocked, while contenders may still make, raise, replace or
  withdraw offers. A whole offer is one action, `bid $3 1n GS04 promise <text>`, replacing the
  standing one atomically (D36); the older steps `offer dollars 2`, `offer nuggets 1`, `offer card
  P07`, `promise <text>` each replace it too, and `withdraw` (escrow only). A promise holds up to
  200 characters (3.6); being free text, `bid` and `promise` are the actions `legal()` cannot
  list. An offer after the award is refused ("offers are closed").
- The Sheriff may also choose `award random` (what a deadline or autopilot does, D11): chance decides
  and every escrow goes back.
- A one-option prompt is skipped: a single drawn card is kept, a single Saloon target is chosen (as in
  example 1); the Shopping Spree / Saloon Regular prompt appears only if the card can do something.
- A played action card goes under the General Store deck at once (D24), so a Shopping Spree's own
  card can come back in a very short deck.
- Options: bribe_mode, gold_tax, keep_none (D17), first_sheriff (P1..P5 of the table's player
  list, since seats follow the join order; else random, D21). The live/async deadline presets of
  8.7 are the bot's business (the engine reads no clock):
  `view()["waiting"]` names each waiting seat's prompt, and `data.TIMEOUTS` / `view.PROMPT_TIMEOUT`
  give its seconds per preset.
"""

from __future__ import annotations

from games.dicetown.actions import (
    Bid,
    Keep,
    OfferCard,
    OfferDollars,
    OfferNuggets,
    Pass,
    PlayLoaded,
    PlayStickUp,
    Promise,
    TakeRemedy,
    Target,
    Withdraw,
    describe,
    keep_cost,
)
from games.dicetown.data import FACE_NAMES, TIMEOUTS
from games.dicetown.game import GAME, DiceTown
from games.dicetown.remedies import REMEDY_NAMES
from games.dicetown.state import OFFER_PROMISE_MAX, Remedy
from games.dicetown.view import PROMPT_TIMEOUT
from games.manifest import Manifest

__all__ = [
    "FACE_NAMES",
    "GAME",
    "MANIFEST",
    "OFFER_PROMISE_MAX",
    "PROMPT_TIMEOUT",
    "REMEDY_NAMES",
    "TIMEOUTS",
    "Bid",
    "DiceTown",
    "Keep",
    "OfferCard",
    "OfferDollars",
    "OfferNuggets",
    "Pass",
    "PlayLoaded",
    "PlayStickUp",
    "Promise",
    "Remedy",
    "TakeRemedy",
    "Target",
    "Withdraw",
    "describe",
    "keep_cost",
]


MANIFEST = Manifest(
    key="dicetown",
    game=GAME,
    renderer="render.dicetown",
    ui="bot.cogs.dicetown",
    ai="games.dicetown.ai",
    commands=("play", "pass", "withdraw", "rule"),
    capabilities=frozenset({"private", "chat", "score"}),
)
