"""Dice Town (骰子镇), 2-5 players: spec shared/rules/dice-town.md, seed 001_616d1fc6e44be8ab.

Implements the first-edition base game with decisions D1-D41 of the spec. Card data (spec 1.1, 1.2)
and the prompt timeouts (8.7) are in `cards.json`. Where the spec left a gap for an engine whose
`to_act` is "who the game waits for", these choices were made:

- A confirmed keep is final: the DM's toggles give the freedom to change before Confirm, and the
  step waits only for seats that have not confirmed (spec 3.2 step 2 lets a keep change until the close).
- Loaded Die and Stick-Up are played while their holder has a prompt open (a roll step, an offer,
  a ruling, a resolution choice, a remedy) rather than literally "any time" (3.8): every player has
  a roll prompt every round. During a roll step a Stick-Up waits for the reveal (D32); a Loaded Die
  always applies to the player's next roll, which may be next round's first.
- Offers are built in steps, each an atomic replacement of the standing offer (D36):
  `offer dollars 2`, `offer nuggets 1`, `offer card P07`, `promise <text>`, `withdraw` (escrow only).
  `pass` answers: "I stand on my offer, or offer nothing". A contender stays to act until he passes,
  so a modal's several steps all apply; the Sheriff rules once every contender has passed (at the
  offer deadline the default is `pass`). A pass is final: this replaces 3.5's "a contender who passed
  may still make an offer until the ruling", because `to_act` lists only the seats the game waits
  for (deadlines and autopilots must terminate); each contender still gets his full chance (D37).
  Promises are capped at 72 characters so every notation fits 80 (3.6 says 200); being free text,
  `promise` is the one action `legal()` cannot list.
- The Sheriff may also choose `award random` (what a deadline or autopilot does, D11): chance decides
  and every escrow goes back.
- A one-option prompt is skipped: a single drawn card is kept, a single Saloon target is chosen (as in
  example 1); the Shopping Spree / Saloon Regular prompt appears only if the card can do something.
- A played action card goes under the General Store deck at once (D24), so a Shopping Spree's own
  card can come back in a very short deck.
- Options: bribe_mode, gold_tax, keep_none (D17), first_sheriff (P1..P5 of the table's player
  list, since seats follow the join order; else random, D21). The live/async deadline presets of
  8.7 are the bot's business (the engine reads no clock):
  `view()["waiting"]` names each waiting seat's prompt, and `data.TIMEOUTS` / `views.PROMPT_TIMEOUT`
  give its seconds per preset.
"""

from __future__ import annotations

from games.dicetown.game import GAME, DiceTown

__all__ = ["GAME", "DiceTown"]
