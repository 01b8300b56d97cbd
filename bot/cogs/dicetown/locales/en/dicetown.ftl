# Dice Town in Discord (bot/cogs/dicetown/): $location is a location's name (term-dicetown-...),
# $player and $sheriff are mentions or seat tags, $faces dice as players write them (9 10 J Q K A).

## Words
dicetown-sheriffs-office = Sheriff's office
dicetown-list-sep = {", "}
dicetown-vs = {" vs "}
dicetown-no-die = no die
dicetown-nothing = nothing
dicetown-cost = { $cost ->
    [0] free
   *[other] ${ $cost }
}
dicetown-dollars = ${ $dollars }
dicetown-nuggets = { $count ->
    [one] 1 nugget
   *[other] { $count } nuggets
}
dicetown-cards = { $count ->
    [one] 1 card
   *[other] { $count } cards
}
dicetown-property-cards = { $count ->
    [one] 1 property card
   *[other] { $count } property cards
}
dicetown-store-cards = { $count ->
    [one] 1 General Store card
   *[other] { $count } General Store cards
}
dicetown-card-vp = { $name } ({ $vp })
dicetown-kind = { $kind ->
    [equipment] equipment
    [action] action
   *[property] property
}
dicetown-promise = {" "}· promise “{ $promise }”
dicetown-prize = { $location ->
    [gold_mine] { $amount ->
        [one] 1 nugget
       *[other] { $amount } nuggets
    }
    [bank] ${ $amount }
    [general_store] draw { $amount ->
        [one] 1 card
       *[other] { $amount } cards
    }, keep 1
    [saloon] steal with { $amount ->
        [one] 1 Queen
       *[other] { $amount } Queens
    }
    [sheriff] the Sheriff badge
   *[town_hall] { $amount ->
        [1] display slot 1
       *[other] display slots 1–{ $amount }
    }
}

## The roll prompt (a DM, or the ephemeral answer of Show mine)
dicetown-your-roll = Round { $round }, roll { $step }: your roll is **{ $faces }**.
dicetown-already-keep = {" "}You already keep { $faces }.
dicetown-tap-to-keep = Tap the dice you want to keep (one is free, each more $1), then confirm. Nobody sees your choice before everyone has chosen.
dicetown-tap = Tap the dice you keep
dicetown-keep-cost = Keeping { $count } dice costs ${ $cost }; you have ${ $dollars }
dicetown-keep-what = keep { $faces } ({ $cost })
dicetown-confirm = Confirm: { $what }
dicetown-selected = Selected: { $what }.
dicetown-nothing-selected = Nothing selected yet.
dicetown-you-have = You have ${ $dollars }.

## The board's waiting line and the ruling panel
dicetown-roll-step = 🎲 **Round { $round }, roll { $step }**: roll in secret and choose the dice to keep. Your dice are in your DMs (or press **Show mine**).
dicetown-doc-waiting = 🩺 **Doc Badluck**: who won nothing this round chooses a remedy in private (in your DMs, or **Show mine**).
dicetown-choose-target = **{ $location }**: { $player }, choose whom to steal from (in your DMs, or **Show mine**).
dicetown-choose-card = **{ $location }**: { $player }, keep one of the cards you drew (in your DMs, or **Show mine**).
dicetown-private-choice = **{ $location }**: { $player } has a private choice to make (in your DMs, or **Show mine**).
dicetown-tie-head = ⚖️ **Tie at the { $location }** (prize: { $prize }): { $contenders }. Sheriff ⭐ { $sheriff } decides; offers are { $mode ->
    [escrow] held in escrow until the award
   *[cash] paid to the Sheriff at once
}.
dicetown-tie-sheriff-himself = • { $player }: the Sheriff himself, makes no offer
dicetown-tie-offer = • { $player }: offer { $offer } · { $state ->
    [stands] offer stands
    [passed] passed
   *[thinking] thinking…
}
dicetown-tie-unlocked = Every contender has made an offer or passed: { $sheriff }, award the { $location } below (or write `@Table Bot award @someone`). Until then contenders may still change their offers with **Offer**, **Cards**, **Withdraw**, or write here `@Table Bot offer $3 + 1 nugget + <card name>, promise: …`.
dicetown-tie-locked = Contenders: **Offer** (dollars, nuggets, cards, a promise) and **Cards**, or **Pass**; or write here `@Table Bot offer $3 + 1 nugget + <card name>, promise: …`. Talk it over here as you like; only the formal offers are enforced. The award buttons unlock once every contender has made an offer or passed.

## /game status
dicetown-phase-roll = roll { $step }
dicetown-status-town = Round { $round }, { $phase }. Sheriff ⭐ { $sheriff }. Mine { $mine ->
    [one] 1 nugget
   *[other] { $mine } nuggets
}, bank ${ $bank } (+${ $stagecoach } on the stagecoach), { $store } General Store and { $property } property cards in the decks.
dicetown-status-display = Display: { $cards }.
dicetown-status-hand = { $store } General Store + { $property } property cards in hand
dicetown-status-fenced = fenced { $cards }
dicetown-status-escrow = in escrow { $held }
dicetown-loaded-ready = a loaded die ready
dicetown-nothing-kept = nothing kept
dicetown-status-player = { $player }: { $bits }; dice { $dice }.

## /dicetown hand
dicetown-holdings = **Your holdings**: ${ $dollars }, { $nuggets ->
    [one] 1 nugget
   *[other] { $nuggets } nuggets
}.
dicetown-badge = ⭐ You hold the Sheriff badge (5 VP at the end).
dicetown-hand-card = { $name } ({ $id }, { $kind }, { $vp } VP)
dicetown-hand = Card hand ({ $count }): { $cards }.
dicetown-hand-empty = empty
dicetown-fenced = Fenced, safe for good: { $cards }
dicetown-your-offer = Your offer ({ $mode ->
    [escrow] in escrow
   *[cash] paid
}): { $offer }.
dicetown-loaded = 🎯 Loaded Die armed: your next roll includes a { $face }.
dicetown-this-roll = This roll you keep { $faces } ({ $cost }).
dicetown-roll-not-kept = Your roll: { $faces } (not kept yet).

## The first DM
dicetown-greeting = The game has begun. Each round everyone rolls in secret and keeps dice; then the most 9s win the Gold Mine, 10s the Bank, Jacks the General Store, Queens the Saloon, Kings the Sheriff's badge, and the best poker hand the Town Hall.

## The ruling panel's buttons and private prompts
dicetown-button-offer = Offer
dicetown-button-cards = Cards
dicetown-button-pass = Pass
dicetown-button-withdraw = Withdraw
dicetown-award-to = Award to { $player }
dicetown-let-chance = Let chance decide
dicetown-offered-cards = Offered cards
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
dicetown-play-now = Play it now
dicetown-keep-card = Keep the card
dicetown-keep-none = Keep none ({ $cost })
dicetown-keep-one = Keep one card…
dicetown-kind-card = { $kind } card
dicetown-card-option = { $name } ({ $vp } VP)
dicetown-steal-from = Steal from…
dicetown-steal-option = Steal from { $player }
dicetown-steal-hand = { $count ->
    [one] 1 card
   *[other] { $count } cards
} in hand: { $store } General Store, { $property } property
dicetown-remedy-name = { $remedy ->
    [collection] Collection ($2 from each other player)
    [gold_tax] Gold tax (a nugget from each other player)
    [supplies] Supplies (the top General Store card)
   *[wire] Barbed wire (fence up to 2 property cards)
}
dicetown-barbed-wire = Barbed wire: fence 1 or 2 cards…
dicetown-play-card = Play an action card…
dicetown-loaded-option = Loaded Die: your next roll includes a { $face }
dicetown-stick-up-option = Stick-Up on { $player }: take up to $4
dicetown-dice-together = Everyone's new dice are shown together when the last player has chosen.

## Receipts of a private move (✅ ...)
dicetown-move-keep-none = Keep no die ($1).
dicetown-move-keep = Keep { $faces } ({ $cost }).
dicetown-move-loaded = Play a Loaded Die showing { $face } on your next roll.
dicetown-move-stick-up = Play a Stick-Up on { $player }: take up to $4.
dicetown-move-spree = Play Shopping Spree: visit the General Store twice.
dicetown-move-regular = Play Saloon Regular: steal at the Saloon twice.
dicetown-move-skip = Do not play the card.
dicetown-move-take = Keep { $card }.
dicetown-move-target = Steal from { $player }.
dicetown-move-remedy = { $remedy ->
    [collection] Collection: every other player pays you $2.
    [gold_tax] Gold tax: every other player gives you a nugget.
    [supplies] Supplies: take the top General Store card.
   *[wire] Barbed wire around { $cards }.
}
dicetown-move-add = Add { $what } to your offer.
dicetown-move-promise = Promise: “{ $promise }” (not enforced).
dicetown-move-bid = Offer { $offer }.
dicetown-move-pass = Pass: offer nothing more.
dicetown-move-withdraw = Withdraw your offer.
dicetown-move-award = Award the tie to { $player }.
dicetown-move-random = Let chance decide; every offer goes back.

## Refused clicks and stale controls
dicetown-roll-closed = This roll is closed; your current prompt is in your latest message.
dicetown-choice-closed = This choice is closed.
dicetown-choose-something = Choose something in the menu.
dicetown-buttons-over = That game is over; these buttons no longer do anything.
dicetown-controls-over = That game is over; these controls no longer do anything.
dicetown-tie-decided = This tie has been decided; the latest board shows what is open now.
dicetown-tie-over = This tie has been decided.
dicetown-not-playing-talk = You are not playing in this game; talk it over in the channel.
dicetown-not-playing = You are not playing in this game; you can watch it.
dicetown-hand-not-playing = You are not playing in this game; the board shows what everyone may see.
dicetown-button-gone = That button does nothing any more.
dicetown-sheriff-no-offer = You are the Sheriff: you rule this tie and make no offer. Award it once every other contender has made an offer or passed.
dicetown-contenders-only = Only the contenders of this tie make offers; talk it over in the channel.
dicetown-not-contender = Only contenders other than the Sheriff make offers.
dicetown-not-contender-open = Only contenders other than the Sheriff make offers, while a tie is open.
dicetown-not-your-form = This offer form was opened by another player; press Offer to open your own.
dicetown-not-in-game = { $user } is not playing in this game.
dicetown-over = That game is over.
dicetown-ruled-meanwhile = The Sheriff has ruled this tie meanwhile; your offer was not made.

## Offers: the Offered cards answer, the modal, the Cards menu
dicetown-offered-hidden = Only the Sheriff and the offerers see which cards are offered.
dicetown-offered-yours = Your offer: { $offer }
dicetown-offered-theirs = P{ $seat }'s offer: { $offer }
dicetown-no-card-offered = No card is offered.
dicetown-modal-title = Your offer: { $prize }
dicetown-modal-dollars = Dollars in your offer (up to { $most })
dicetown-modal-nuggets = Nuggets in your offer (up to { $most })
dicetown-modal-cards = Cards from your hand (names or ids)
dicetown-modal-no-card = you hold no card
dicetown-modal-promise = A promise (shown, never enforced)
dicetown-modal-promise-example = e.g. I'll leave you the Kings next round
dicetown-whole-number = Write the { $what } of your offer as a whole number, e.g. 2 (you wrote { $wrote }).
dicetown-offer-made = ✅ Your standing offer: **{ $offer }**. You may change it until the Sheriff rules.
dicetown-done = ✅ Done.
dicetown-add-cards = Add cards from your hand to the offer…
dicetown-add-if-you-like = Add cards from your hand if you like.
dicetown-no-card-to-offer = You hold no card to offer.
dicetown-standing-offer = Your standing offer: **{ $offer }**.
    { $how } It may change until the Sheriff rules.
dicetown-none = none
dicetown-no-such-card = You hold no card called { $word } to offer. Your cards: { $held }.
dicetown-ambiguous-card = { $word } could be { $names }: write the whole name or the id.
dicetown-promise-too-long = A promise holds at most { $limit } characters; yours has { $length }.
dicetown-offer-something = Offer something (dollars, nuggets, cards or a promise), or press Pass.

## Commands
dicetown-say-face = Say which face the Loaded Die shows: `/dicetown play card:Loaded Die face:K`.
dicetown-name-victim = Name the player you rob: `/dicetown play card:Stick-Up target:@someone`.
dicetown-not-action-card = { $card } is not an action card: { $cards }.

## Bribes written in the chat
dicetown-chat-sorry = Something went wrong on my side; nothing was changed. Try the buttons on the board.
dicetown-chat-name-winner = Name the winner: `@Table Bot award @someone` (or `award random`).
dicetown-chat-say-what = Say what { $number } is: `${ $number }` or `{ $number } nuggets`.
dicetown-chat-which-card = Nothing was offered: I could not tell which of your cards { $word } means. I have told you your cards privately (by DM, or under **Show mine**).
dicetown-chat-told-privately = Nothing was changed. Why not names your cards, so I have told you privately (by DM, or under **Show mine**).
dicetown-chat-unread = I could not read that as a move. Here I read, from a contender while a tie is open: `@Table Bot offer $3 + 1 nugget + <card name>, promise: …`, `@Table Bot pass` or `@Table Bot withdraw`; from the Sheriff: `@Table Bot award @player` or `@Table Bot award random`.
dicetown-chat-alone = I read “{ $verb }” but not what follows it: write `@Table Bot { $verb }` on its own.
dicetown-chat-done = ✅ Done: your move is made.
dicetown-chat-not-playing = You are not playing in this game; only the contenders of a tie make offers.
dicetown-chat-no-tie = No tie is open now: offers are made while the Sheriff has a tie to rule.
dicetown-chat-sheriff = You are the Sheriff: you rule this tie and make no offer.
dicetown-chat-not-contender = You are not a contender in this tie; only the contenders make offers.

## The end
dicetown-game-over = **Dice Town: game over.** { $reason }
dicetown-end-reason = { $winners } { $count ->
    [one] wins
   *[other] win
} with { $points } VP; { $why ->
    [mine] the gold mine is empty
   *[property] every property card has been handed out
}.
dicetown-score-line = { $place }. { $player } **{ $points } VP**{ $mark }: { $parts }
dicetown-score-dollars = { $points } from dollars
dicetown-score-equipment = { $points } equipment
dicetown-score-property = { $points } property
dicetown-score-sheriff = { $points } Sheriff ⭐
dicetown-hands-revealed = Card hands, revealed:
dicetown-no-card = no card

## Words drawn in the pictures (render/dicetown.py draws its own English; these say what to translate)
img-dicetown-title = Dice Town · round { $round }{ $step ->
    [0] {""}
   *[other] , roll { $step }
}
img-dicetown-over = Game over: { $why ->
    [mine] the gold mine is empty
   *[property] every property card has been handed out
}
img-dicetown-rolling = Rolling in secret; waiting for { $who }
img-dicetown-rolling-all = Rolling
img-dicetown-tie-waiting = { $location } tie: waiting for { $who }
img-dicetown-chooses = { $location }: { $who } chooses
img-dicetown-doc-choose = Doc Badluck: { $who } choose a remedy
img-dicetown-town-hall = Town Hall
img-dicetown-best-hand = best hand: slot 1, +1 per Ace
img-dicetown-nuggets-left = nuggets left
img-dicetown-coach = coach ${ $dollars }
img-dicetown-cards-in-deck = cards in deck
img-dicetown-steal = steal
img-dicetown-per-queen = 1 card per Q
img-dicetown-has-star = has the star
img-dicetown-empty = empty
img-dicetown-slot = slot { $slot }
img-dicetown-property-deck = property deck: { $count }
img-dicetown-nobody = nobody
img-dicetown-won-by = won by
img-dicetown-tie = TIE
img-dicetown-ruling = { $location } tie ({ $prize }): { $sheriff } awards it · bribes { $mode ->
    [escrow] in escrow
   *[cash] up front
}
img-dicetown-sheriff-himself = the Sheriff himself
img-dicetown-dollars = ${ $dollars }
img-dicetown-offer-nuggets = { $count ->
    [one] 1 nugget
   *[other] { $count } nuggets
}
img-dicetown-offer-property = { $count ->
    [one] 1 property card
   *[other] { $count } property cards
}
img-dicetown-offer-store = { $count ->
    [one] 1 store card
   *[other] { $count } store cards
}
img-dicetown-offers = offers { $parts }
img-dicetown-offers-nothing = offers nothing
img-dicetown-promises = {" "}· promises "{ $promise }"
img-dicetown-standing = {" "}· { $state ->
    [stands] stands
    [passed] passed
   *[thinking] thinking
}
img-dicetown-hand-counts = hand { $store } store, { $property } prop.
img-dicetown-in-cup = { $count } in the cup
img-dicetown-chosen = {" "}· chosen
img-dicetown-choosing = {" "}· choosing
img-dicetown-escrow-nuggets = { $count } nugget(s)
img-dicetown-escrow-cards = { $count } card(s)
img-dicetown-escrow = escrow { $held }
img-dicetown-loaded-ready = loaded die ready
img-dicetown-fenced-line = fenced: { $cards }
img-dicetown-hand-line = hand: { $cards }
img-dicetown-no-card = no card
img-dicetown-card = { $name } ({ $vp })
img-dicetown-list-sep = {", "}
img-dicetown-vp = { $vp } VP
img-dicetown-kind = { $kind }
img-dicetown-private-head = { $name } · only you see this · round { $round }
img-dicetown-private-money = ${ $dollars } · { $nuggets } nuggets
img-dicetown-your-roll = Your roll ({ $step }): choose the dice to keep
img-dicetown-no-die = no die
img-dicetown-confirmed = Confirmed: keep { $faces } (${ $cost }). Waiting for the reveal.
img-dicetown-cost-free = free
img-dicetown-cost-by = Cost by dice kept: { $costs }. You have ${ $dollars }.
img-dicetown-no-roll = No roll to choose from now.
img-dicetown-kept = Kept:
img-dicetown-loaded-face = Loaded die ready: { $face }
img-dicetown-your-remedy = Your remedy: { $remedy } { $cards }
img-dicetown-drawn = Drawn: keep one
img-dicetown-your-hand = Your hand ({ $count })
img-dicetown-fenced = Fenced (safe for good)
img-dicetown-cards-in-yours = Cards in your offer
img-dicetown-cards-in-theirs = Cards in { $name }'s offer
img-dicetown-hand = { $category ->
    [0] no combination
    [1] one pair
    [2] two pair
    [3] three of a kind
    [4] straight
    [5] full house
    [6] four of a kind
   *[7] five of a kind
} ({ $faces })

## Event sentences (the engine's English is what English readers see; these say what to translate)
dicetown-list-semi = {"; "}
dicetown-event-roll-step = Round { $round }, roll { $step }: everyone rolls in secret and chooses dice to keep.
dicetown-event-roll = Your roll: { $faces }.
dicetown-event-keep-chosen = { $player } has chosen.
dicetown-event-keep-confirmed = You keep { $faces }.
dicetown-event-reveal-line = { $player } keeps { $faces } (${ $cost }) → { $kept }
dicetown-event-final-line = { $player } rolls { $faces } → { $kept }
dicetown-event-reveal = Reveal of roll { $step }: { $lines }. Stagecoach ${ $stagecoach }.
dicetown-event-final-roll = Final roll, kept for free: { $lines }.
dicetown-event-hands = Poker hands: { $hands }.
dicetown-event-no-winner = { $location }: nobody has a { $face }.
dicetown-event-ruling-open = Tie at the { $location } ({ $prize }): { $contenders }. { $sheriff } rules as Sheriff; contenders may make offers.
dicetown-event-gold-mine = Gold Mine: { $player } takes { $nuggets ->
    [one] 1 nugget
   *[other] { $nuggets } nuggets
}; { $left } left.
dicetown-event-bank = Bank: { $player } takes ${ $dollars }.
dicetown-event-sheriff = Sheriff's office: { $player } { $kept ->
    [yes] keeps
   *[no] takes
} the badge.
dicetown-event-town-hall = Town Hall: { $player } wins with { $hand } and takes { $cards }.
dicetown-event-store-empty = { $again ->
    [yes] General Store: the deck is empty; nothing more to draw.
   *[no] General Store: { $player } wins, but the deck is empty.
}
dicetown-event-store-draw = General Store: { $player } draws { $count ->
    [one] 1 card
   *[other] { $count } cards
} and keeps one.
dicetown-event-drawn = You draw { $cards }.
dicetown-event-keep-card = You keep { $card }.
dicetown-event-store-rest = { $player } puts { $count ->
    [one] 1 card
   *[other] { $count } cards
} under the General Store deck.
dicetown-event-saloon-empty = Saloon: { $player } wins, but nobody else holds a card.
dicetown-event-prompt-spree = You won the General Store and hold a Shopping Spree: play it to visit the store twice?
dicetown-event-prompt-regular = You won the Saloon and hold a Saloon Regular: play it to steal twice?
dicetown-event-prompt-target = Saloon: choose whom to steal from; you draw up to { $count ->
    [one] 1 card
   *[other] { $count } cards
} from that hand and keep one.
dicetown-event-saloon-draw = Saloon: { $player } draws { $count ->
    [one] 1 card
   *[other] { $count } cards
} from { $victim }'s hand.
dicetown-event-saloon-steal = Saloon: { $player } took a { $kind } card from { $victim }.
dicetown-event-saloon-lost = { $player } took your { $card }.
dicetown-event-play-spree = { $player } plays Shopping Spree.
dicetown-event-play-regular = { $player } plays Saloon Regular.
dicetown-event-offer = { $player } { $changed ->
    [yes] changes the offer
   *[no] makes an offer
} ({ $mode ->
    [escrow] in escrow
   *[other] paid to the Sheriff
}): { $offer }.
dicetown-event-offer-card = { $player } offers { $cards } to the Sheriff.
dicetown-event-promise = { $player } promises: “{ $promise }” (not enforced).
dicetown-event-pass = { $empty ->
    [yes] { $player } passes and offers nothing.
   *[no] { $player } stands on the offer: { $offer }.
}
dicetown-event-withdraw = { $player } withdraws the offer; it goes back.
dicetown-event-ruling-unlocked = Every contender has made an offer or passed: { $sheriff } may now award the { $location }. Offers may still change until the ruling.
dicetown-event-award = { $sheriff } awards the { $location } to { $winner }.
dicetown-event-award-random = Chance awards the { $location } to { $winner }.
dicetown-event-bribe-paid = { $sheriff } receives { $player }'s offer: { $offer }.
dicetown-event-bribe-cards = { $sheriff } receives { $cards }.
dicetown-event-bribe-returned = { $player }'s offer goes back: { $offer }.
dicetown-event-loaded-die = { $player } plays a Loaded Die.
dicetown-event-loaded-face = Your next roll will include a die showing { $face }.
dicetown-event-stickup-queued = { $player } plays a Stick-Up on { $victim }; it resolves after this roll's reveal.
dicetown-event-stickup-played = { $player } plays a Stick-Up on { $victim }.
dicetown-event-stickup = Stick-Up: { $thief } takes ${ $amount } from { $victim }.
dicetown-event-doc-nothing = Doc Badluck: { $player } won nothing but has no remedy.
dicetown-event-doc-open = Doc Badluck: { $visitors } won nothing and { $count ->
    [one] chooses
   *[other] choose
} a remedy in secret.
dicetown-event-prompt-remedy = You won nothing this round: Doc Badluck offers you { $remedies }.
dicetown-event-remedy-chosen = { $player } has chosen a remedy.
dicetown-event-remedy-secret = Your remedy: { $remedy ->
    [collection] Collection
    [gold_tax] Gold tax
    [supplies] Supplies
   *[wire] Barbed wire on { $cards }
}. It applies when every visitor has chosen.
dicetown-event-remedy = { $remedy ->
    [collection] Doc Badluck, Collection for { $player }: { $paid }.
    [gold_tax] Doc Badluck, Gold tax for { $player }: { $paid }.
    [no_supplies] Doc Badluck: the General Store deck is empty; { $player } gets nothing.
    [supplies] Doc Badluck, Supplies: { $player } takes the top General Store card.
   *[wire] Doc Badluck, Barbed wire: { $player } fences { $cards }; they can never be taken.
}
dicetown-event-supplies-card = You take { $card }.
dicetown-event-upkeep = End of round { $round }: the stagecoach brings the bank to ${ $bank }. Display: { $display }; { $deck } property cards left in the deck.
dicetown-event-game-over = Game over: { $why ->
    [mine] the gold mine is empty
   *[property] every property card has been handed out
}.
img-dicetown-final-scores = Final scores
img-dicetown-score-heading = { $category ->
    [nuggets] nuggets
    [dollars] dollars
    [sheriff] sheriff
    [equipment] equipment
    [property] property
    [total] total
   *[place] place
}
