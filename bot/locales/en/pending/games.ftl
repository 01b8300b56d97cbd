# Strings of the game cogs (bot/cogs/<game>/text.py, presentation.py, components.py), waiting to
# be used there (bot/locales/MOVING.md). A game's own words come from glossary.ftl (term-...).

## Akropolis

## Dice Town
dicetown-your-roll = Round { $round }, roll { $step }: your roll is **{ $faces }**.
dicetown-already-keep = {" "}You already keep { $faces }.
dicetown-tap-to-keep = Tap the dice you want to keep (one is free, each more $1), then confirm. Nobody sees your choice before everyone has chosen.
dicetown-tap = Tap the dice you keep
dicetown-keep-cost = Keeping { $count } dice costs ${ $cost }; you have ${ $dollars }
dicetown-confirm = Confirm: keep { $faces } ({ $cost })
dicetown-selected = Selected: { $what }.
dicetown-nothing-selected = Nothing selected yet.
dicetown-you-have = You have ${ $dollars }.
dicetown-escrow = held in escrow until the award
dicetown-paid = paid to the Sheriff at once
dicetown-offer-stands = offer stands
dicetown-private-choice = **{ $location }**: { $player } has a private choice to make (in your DMs, or **Show mine**).
dicetown-holdings = **Your holdings**: ${ $dollars }, { $nuggets ->
    [one] 1 nugget
   *[other] { $nuggets } nuggets
}.
dicetown-hand = Card hand ({ $count }): { $cards }.
dicetown-hand-empty = empty
dicetown-badge = ⭐ You hold the Sheriff badge (5 VP at the end).
dicetown-loaded = 🎯 Loaded Die armed: your next roll includes a { $face }.
dicetown-this-roll = This roll you keep { $faces } ({ $cost }).
dicetown-roll-not-kept = Your roll: { $faces } (not kept yet).
dicetown-nothing-kept = nothing kept
dicetown-loaded-ready = a loaded die ready
dicetown-fenced = Fenced, safe for good:{" "}
dicetown-property-card = property card
dicetown-store-card = General Store card
dicetown-sheriffs-office = Sheriff's office

## Shake That City

## Turn prompts and start lines (bot/cogs/<game>/presentation.py)




## Dice Town's private prompts (bot/cogs/dicetown/presentation.py)
dicetown-store-pick = General Store: you drew { $cards }. Keep one; the others go under the deck.
dicetown-saloon-pick = Saloon: you drew { $cards } from P{ $seat }'s hand. Keep one; the rest go back.
dicetown-saloon-target = Saloon: choose whom to steal from. You draw { $count ->
    [one] 1 card
   *[other] { $count } cards
} at random from that hand, keep one.
dicetown-spree = You won the General Store and hold a Shopping Spree: play it to draw twice?
dicetown-regular = You won the Saloon and hold a Saloon Regular: play it to steal twice?
dicetown-remedy = Doc Badluck: you won nothing this round. Choose your remedy; it stays secret until every visitor has chosen.
dicetown-offer-prompt = You are tied for the { $location }: make your offer (or pass) under the board in the channel, or write it there mentioning me. You may change it until the Sheriff rules.
dicetown-rule-prompt = Every contender has made an offer or passed: award the { $location } under the board in the channel (offers may still change until you do).
dicetown-award-to = Award to { $player }
dicetown-let-chance = Let chance decide
dicetown-offered-cards = Offered cards
dicetown-play-now = Play it now
dicetown-keep-card = Keep the card
dicetown-keep-one = Keep one card…
dicetown-steal-from = Steal from…
dicetown-play-card = Play an action card…
dicetown-barbed-wire = Barbed wire: fence 1 or 2 cards…
dicetown-loaded-option = Loaded Die: your next roll includes a { $face }
dicetown-stick-up-option = Stick-Up on { $player }: take up to $4
dicetown-game-over = **Dice Town: game over.** { $reason }
dicetown-hands-revealed = Card hands, revealed:
