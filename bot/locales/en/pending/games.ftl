# Strings of the game cogs (bot/cogs/<game>/text.py, presentation.py, components.py), waiting to
# be used there (bot/locales/MOVING.md). A game's own words come from glossary.ftl (term-...).

## Akropolis
akropolis-slot-option = { $slot } · { $tile } · { $cost }
akropolis-took = tile #{ $tile } ({ $hexes }) from slot { $slot } ({ $cost })
akropolis-free = free
akropolis-stones = { $count ->
    [one] 1 stone
   *[other] { $count } stones
}
akropolis-slot-only-free = slot 1, free: you have { $stones }
akropolis-slots-afford = slot 1 free, { $more } with your { $stones }
akropolis-slots-range = slots 2-{ $top }
akropolis-level-ground = level 1, on the ground
akropolis-level-on = level { $level }, on { $covers }
akropolis-level-count = level { $level }: { $count }
akropolis-gains = {" "}· +{ $stones }
akropolis-spin = Spin { $index } · { $hex } on { $cell }
akropolis-hex-on = { $hex } on { $cell }
akropolis-district-score = { $district } { $base }×{ $stars }={ $points }
akropolis-doubled = {" "}({ $count } doubled)
akropolis-quarries = quarries { $count }
akropolis-stones-score = stones { $count }
akropolis-no-variants = no scoring variants

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
shakecity-option = { $buildings } ×{ $tiles }
shakecity-option-wild = { $buildings } ×{ $tiles } with the wild cubes

## Turn prompts and start lines (bot/cogs/<game>/presentation.py)
akropolis-turn = Your turn, { $user } (round { $round }/{ $rounds }): take a tile from the site ({ $slots }) and build it in your city. Press a tile below, or type `/akropolis build`.
akropolis-start-solo = { $user } starts with the chief architect token and 1 stone against the virtual architect ({ $difficulty }), who has 2 stones and takes a tile right after each of your turns; stones you pay go to it. Scoring: { $variants }.
akropolis-start = Seats were drawn: { $user } starts and holds the chief architect token. Starting stones: { $stones }. Scoring: { $variants }.
akropolis-status = Round { $round }/{ $rounds }, { $stacks ->
    [one] 1 stack
   *[other] { $stacks } stacks
} left; chief architect: { $chief }. Scoring: { $variants }.
akropolis-status-stones = Stones: { $stones }.
akropolis-status-scores = Scores now: { $scores }.
akropolis-scores-hidden = Scores are hidden until the end (option running_scores).
akropolis-move-hint = press a tile's button under the board, or type `/akropolis build` (it autocompletes).



shakecity-round = **Round { $round }/{ $rounds }**
shakecity-how = **Build** below (or `/shakecity build`)
shakecity-turn-solo = { $head }: your turn, { $user }: choose a colour{ $rule } and build its shape: press { $how }.
shakecity-not-most = {" "}(not **{ $buildings }**, the most numerous)
shakecity-turn-start = { $head }: your turn, { $user }. You are the start player: choose a colour and build its shape first; the others then choose any colour but yours. Press { $how }.
shakecity-turn = { $head }: your turn, { $user }: choose a colour ({ $rule }) and build its shape: press { $how }. Your choice stays hidden until everyone has chosen.
shakecity-rule-free = every colour is free in the last three rounds
shakecity-rule-but = any colour but **{ $buildings }**
shakecity-rule-any = any colour (the start player passed)
shakecity-already-chosen = Already chosen: { $users }.

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
