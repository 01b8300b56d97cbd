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
dicetown-bot-sheriff-rules = ⏳ Sheriff ⭐ { $sheriff } rules { $when }; offers are still open until then.

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
    [goldtax] Gold tax (a nugget from each other player)
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
    [goldtax] Gold tax: every other player gives you a nugget.
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

## Event sentences (event-dicetown-<code>, from the engine's codes) and their parts
dicetown-list-semi = {"; "}
dicetown-and = {" and "}
dicetown-face-word = { $face ->
    [9] nine
    [10] ten
    [11] Jack
    [12] Queen
   *[13] King
}
dicetown-face-count = { $count } { $face ->
    [9] { $count ->
        [one] nine
       *[other] nines
    }
    [10] { $count ->
        [one] ten
       *[other] tens
    }
    [11] { $count ->
        [one] Jack
       *[other] Jacks
    }
    [12] { $count ->
        [one] Queen
       *[other] Queens
    }
   *[13] { $count ->
        [one] King
       *[other] Kings
    }
}
dicetown-event-reveal-line = { $player } keeps { $faces } (${ $cost }) → { $kept }
dicetown-event-final-line = { $player } rolls { $faces } → { $kept }
dicetown-event-on-cards = {" "}on { $cards }
dicetown-event-pays = { $player } pays ${ $amount }
dicetown-event-gives = { $player } gives { $amount ->
    [one] 1 nugget
   *[other] { $amount } nuggets
}
event-dicetown-roll_step = Round { $round }, roll { $step }: everyone rolls in secret and chooses dice to keep.
event-dicetown-roll = Your roll: { $faces }.
event-dicetown-keep_chosen = { $player } has chosen.
event-dicetown-keep_confirmed = You keep { $faces }.
event-dicetown-reveal = Reveal of roll { $step }: { $lines }. Stagecoach ${ $stagecoach }.
event-dicetown-final_roll = Final roll, kept for free: { $lines }.
event-dicetown-hands = Poker hands: { $hands }.
event-dicetown-no_winner = { $location }: nobody has a { $face }.{ $badge ->
    [yes] {" "}The badge stays with { $sheriff }.
   *[no] {""}
}
event-dicetown-ruling_open = Tie at the { $location } ({ $prize }): { $contenders }, { $detail } each. { $sheriff } rules as Sheriff; contenders may make offers.
event-dicetown-ruling_sheriff = You rule the { $location } tie as Sheriff: { $contenders } (prize: { $prize }). Award it once every contender has made an offer or passed.
event-dicetown-ruling_contender = You are tied for the { $location } (prize: { $prize }): { $contenders }. { $sheriff } rules; make an offer (or pass) under the board.
event-dicetown-gold_mine = Gold Mine: { $player } takes { $nuggets ->
    [one] 1 nugget
   *[other] { $nuggets } nuggets
}; { $left } left.
event-dicetown-bank = Bank: { $player } takes ${ $dollars }.
event-dicetown-sheriff = Sheriff's office: { $player } { $kept ->
    [yes] keeps
   *[no] takes
} the badge.
event-dicetown-town_hall = Town Hall: { $player } wins with { $hand } and takes { $cards }.
event-dicetown-general_store = { $again ->
    [yes] General Store: the deck is empty; nothing more to draw.
   *[no] General Store: { $player } wins, but the deck is empty.
}
event-dicetown-store_draw = General Store: { $player } draws { $count ->
    [one] 1 card
   *[other] { $count } cards
} and keeps one.
event-dicetown-store_drawn = You draw { $cards }.
event-dicetown-store_keep = You keep { $card }.
event-dicetown-store_rest = { $player } puts { $count ->
    [one] 1 card
   *[other] { $count } cards
} under the General Store deck.
event-dicetown-saloon = { $again ->
    [yes] Saloon: nobody else holds a card any more.
   *[no] Saloon: { $player } wins, but nobody else holds a card.
}
event-dicetown-prompt_spree = You won the General Store and hold a Shopping Spree: play it to visit the store twice?
event-dicetown-prompt_regular = You won the Saloon and hold a Saloon Regular: play it to steal twice?
event-dicetown-prompt_target = Saloon: choose whom to steal from; you draw up to { $count ->
    [one] 1 card
   *[other] { $count } cards
} from that hand and keep one.
event-dicetown-saloon_draw = Saloon: { $player } draws { $count ->
    [one] 1 card
   *[other] { $count } cards
} from { $victim }'s hand.
event-dicetown-saloon_drawn = You draw { $cards }.
event-dicetown-saloon_steal = Saloon: { $player } took a { $kind ->
    [property] property
   *[store] General Store
} card from { $victim }.
event-dicetown-saloon_lost = { $player } took your { $card }.
event-dicetown-saloon_keep = You keep { $card }.
event-dicetown-play_spree = { $player } plays Shopping Spree.
event-dicetown-play_regular = { $player } plays Saloon Regular.
event-dicetown-offer = { $player } { $changed ->
    [yes] changes the offer
   *[no] makes an offer
} ({ $mode ->
    [escrow] in escrow
   *[other] paid to the Sheriff
}): { $offer }{ $promised ->
    [yes] {" "}(the promise is not enforced).
   *[no] .
}
event-dicetown-offer_more = { $player } adds { $added } to the offer ({ $mode ->
    [escrow] in escrow
   *[other] paid to the Sheriff
}); standing offer: { $offer }.
event-dicetown-offer_card = { $player } offers { $cards } to the Sheriff.
event-dicetown-promise = { $player } promises: “{ $promise }” (not enforced).
event-dicetown-pass = { $empty ->
    [yes] { $player } passes and offers nothing.
   *[no] { $player } stands on the offer: { $offer }.
}
event-dicetown-withdraw = { $player } withdraws the offer; it goes back.
event-dicetown-ruling_unlocked = Every contender has made an offer or passed: { $sheriff } may now award the { $location }. Offers may still change until the ruling.
event-dicetown-award = { $sheriff } awards the { $location } to { $winner }.
event-dicetown-award_random = Chance awards the { $location } to { $winner }.
event-dicetown-bribe_paid = { $sheriff } receives { $player }'s offer: { $offer }.
event-dicetown-bribe_cards = { $sheriff } receives { $cards }.
event-dicetown-bribe_returned = { $player }'s offer goes back: { $offer }.
event-dicetown-loaded_die = { $player } plays a Loaded Die.
event-dicetown-loaded_die_face = Your next roll will include a die showing { $face }.
event-dicetown-stickup_queued = { $player } plays a Stick-Up on { $victim }; it resolves after this roll's reveal.
event-dicetown-stickup_played = { $player } plays a Stick-Up on { $victim }.
event-dicetown-stickup = Stick-Up: { $thief } takes ${ $amount } from { $victim }.
event-dicetown-doc_nothing = Doc Badluck: { $player } won nothing but has no remedy.
event-dicetown-doc_open = Doc Badluck: { $visitors } won nothing and { $count ->
    [one] chooses
   *[other] choose
} a remedy in secret.
event-dicetown-prompt_remedy = You won nothing this round: Doc Badluck offers you { $remedies }.
event-dicetown-remedy_chosen = { $player } has chosen a remedy.
event-dicetown-remedy_secret = Your remedy: { $name }{ $on }. It applies when every visitor has chosen.
event-dicetown-remedy = { $remedy ->
    [collection] Doc Badluck, Collection for { $player }: { $paid }.
    [goldtax] Doc Badluck, Gold tax for { $player }: { $paid }.
    [no_supplies] Doc Badluck: the General Store deck is empty; { $player } gets nothing.
    [supplies] Doc Badluck, Supplies: { $player } takes the top General Store card.
   *[wire] Doc Badluck, Barbed wire: { $player } fences { $cards }; they can never be taken.
}
event-dicetown-supplies_card = You take { $card }.
event-dicetown-upkeep = End of round { $round }: the stagecoach brings the bank to ${ $bank }. Display: { $display }; { $deck } property cards left in the deck.
event-dicetown-game_over = Game over: { $why ->
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

# Refusals by their code (bot/i18n/refusals.py): the engine gives a code and values.
refusal-dicetown-player_count = Dice Town is for 2 to 5 players, not { $players }.
refusal-dicetown-no_open_tie = No tie is open now: the Sheriff has ruled, so offers are closed until the next tie.
refusal-dicetown-bad_promise = Write the promise on one line.
# Dice Town's refusals by code (games/dicetown/explain.py, bribes.py, game.py): $location a
# location key, $card a card id (or action-card key), $name its English name, $player a seat.
refusal-dicetown-already_chosen = You have already chosen your dice; wait for the reveal.
refusal-dicetown-ruling_locked = Wait until every contender for the { $location ->
    [gold_mine] Gold Mine
    [bank] Bank
    [general_store] General Store
    [saloon] Saloon
    [sheriff] Sheriff's office
   *[town_hall] Town Hall
} has made an offer or passed.
refusal-dicetown-sheriff_rules = Only the Sheriff, { $sheriff }, rules the { $location ->
    [gold_mine] Gold Mine
    [bank] Bank
    [general_store] General Store
    [saloon] Saloon
    [sheriff] Sheriff's office
   *[town_hall] Town Hall
} tie now.
refusal-dicetown-already_answered = You have passed in the { $location ->
    [gold_mine] Gold Mine
    [bank] Bank
    [general_store] General Store
    [saloon] Saloon
    [sheriff] Sheriff's office
   *[town_hall] Town Hall
} tie; the Sheriff rules once every contender has.
refusal-dicetown-tie_only = Only the contenders and the Sheriff act in the { $location ->
    [gold_mine] Gold Mine
    [bank] Bank
    [general_store] General Store
    [saloon] Saloon
    [sheriff] Sheriff's office
   *[town_hall] Town Hall
} tie now.
refusal-dicetown-their_choice = It is { $player }'s choice now.
refusal-dicetown-remedy_chosen = You have already chosen your remedy.
refusal-dicetown-visitors_only = Only Doc Badluck's visitors choose now.
refusal-dicetown-no_roll = There is no roll to keep dice from now.
refusal-dicetown-keep_one = You must keep at least one die of each roll (keeping none is off in this game).
refusal-dicetown-not_in_roll = Your roll is { $roll }; you cannot keep { $faces }.
refusal-dicetown-keep_cost = Keeping { $count } dice costs ${ $cost }; you have ${ $dollars }.
refusal-dicetown-no_loaded_die = You hold no Loaded Die.
refusal-dicetown-loaded_already = You already have a loaded die waiting for your next roll (one per roll).
refusal-dicetown-no_stick_up = You hold no Stick-Up.
refusal-dicetown-card_drawn = { $player } is looking at your { $card ->
    [loaded_die] Loaded Die
   *[stick_up] Stick-Up
} at the Saloon; you can play it if they give it back.
refusal-dicetown-rob_yourself = A Stick-Up robs another player, not yourself.
refusal-dicetown-no_seat = There is no seat P{ $seat } in this { $players }-player game.
refusal-dicetown-no_card_waiting = No card is waiting to be played or skipped now.
refusal-dicetown-card_not_now = { $card ->
    [shopping_spree] Shopping Spree
   *[saloon_regular] Saloon Regular
} can only be played when you are confirmed as its location's winner.
refusal-dicetown-nothing_drawn = There are no drawn cards to keep now.
refusal-dicetown-not_drawn = { $name } ({ $card }) is not among the cards you drew.
refusal-dicetown-no_target_now = There is nobody to pick as a Saloon target now.
refusal-dicetown-steal_yourself = You steal from another player, not from yourself.
refusal-dicetown-empty_hand = { $player } has no card in hand to steal.
refusal-dicetown-not_contender = Only contenders other than the Sheriff make offers, while a tie is open.
refusal-dicetown-promise_not_contender = Only contenders other than the Sheriff may add a promise, while a tie is open.
refusal-dicetown-offer_dollars = You have ${ $dollars } available; you cannot offer ${ $amount }.
refusal-dicetown-offer_nuggets = You have { $nuggets } nuggets available; you cannot offer { $amount }.
refusal-dicetown-card_not_in_hand = { $name } ({ $card }) is not in your card hand (fenced cards and cards already offered cannot be offered).
refusal-dicetown-paid_up_front = Bribes are paid up front in this game: an offer cannot be withdrawn.
refusal-dicetown-nothing_to_withdraw = You have no offer to withdraw.
refusal-dicetown-no_tie = There is no tie to rule now.
refusal-dicetown-sheriff_only = Only the Sheriff, { $sheriff }, rules this tie.
refusal-dicetown-not_a_contender = { $player } is not a contender for the { $location ->
    [gold_mine] Gold Mine
    [bank] Bank
    [general_store] General Store
    [saloon] Saloon
    [sheriff] Sheriff's office
   *[town_hall] Town Hall
}.
refusal-dicetown-not_a_visitor = Only players who won nothing visit Doc Badluck, at the end of the round.
refusal-dicetown-collection_needs_king = Collection needs a King among your dice.
refusal-dicetown-gold_tax_off = The Gold tax remedy is off in this game.
refusal-dicetown-gold_tax_needs_ace = Gold tax needs an Ace among your dice.
refusal-dicetown-supplies_needs_face = Supplies needs a Jack or a Queen among your dice.
refusal-dicetown-store_empty = The General Store deck is empty.
refusal-dicetown-wire_needs_face = Barbed wire needs a 9 or a 10 among your dice.
refusal-dicetown-cannot_fence = { $name } ({ $card }) is not an unprotected property card in your hand.
refusal-dicetown-unknown_action = `{ $action }` is not possible now.
refusal-dicetown-not_possible = `{ $action }` is not possible now.
refusal-dicetown-same_offer = That is already your standing offer.
refusal-dicetown-empty_offer = Offer something (dollars, nuggets, cards or a promise), or withdraw your offer.
refusal-dicetown-stays_paid = Bribes are paid up front in this game: what you paid ({ $paid }) stays paid; offer more.
refusal-dicetown-bid_dollars = You have ${ $dollars } to offer; you cannot offer ${ $amount }.
refusal-dicetown-bid_nuggets = You have { $nuggets ->
    [one] 1 nugget
   *[other] { $nuggets } nuggets
} to offer; you cannot offer { $amount }.
refusal-dicetown-bid_card = { $name } ({ $vp }) ({ $card }) is not in your card hand (fenced cards and cards offered elsewhere cannot be offered).
refusal-dicetown-promise_too_long = A promise holds at most { $limit } characters; yours has { $length }.
refusal-dicetown-bad_first_sheriff = There is no seat { $seat } in a { $players }-player game.
refusal-dicetown-bad_seat = { $token } is not a seat; write P1 to P5.
refusal-dicetown-bad_face = { $token } is not a die face; faces are 9 10 J Q K A.
refusal-dicetown-bad_card = { $token } is not a card id; cards are GS01 to GS19 and P01 to P25.
refusal-dicetown-bad_amount = { $token } is not an amount; write a whole number of at least 1.
refusal-dicetown-bad_whole = { $token } is not an amount; write a whole number such as $3.
refusal-dicetown-empty = Empty move. Try `keep 9 K`, `take GS05`, `offer dollars 2`, `award P2` or `pass`.
refusal-dicetown-write_form = Write `{ $form }`.
refusal-dicetown-keep_form = Write `keep` and one to five faces, e.g. `keep 9 9 K`, or `keep none`.
refusal-dicetown-play_form = Write `play loaded K`, `play stickup P2`, `play spree` or `play regular`.
refusal-dicetown-bad_play = { $token } is not a card you can play: loaded, stickup, spree or regular.
refusal-dicetown-offer_form = Offer `dollars`, `nuggets` or a `card`, e.g. `offer dollars 2`.
refusal-dicetown-promise_form = Write your promise after `promise`.
refusal-dicetown-remedy_form = Write `remedy collection`, `remedy goldtax`, `remedy supplies` or `remedy wire <card>`.
refusal-dicetown-bad_remedy = { $token } is not a remedy: collection, goldtax, supplies or wire.
refusal-dicetown-wire_form = Write `remedy wire` and one or two of your property cards, e.g. `remedy wire P07`.
refusal-dicetown-wire_twice = Name two different cards to fence.
refusal-dicetown-card_twice = Name each offered card once.
refusal-dicetown-unknown_move = Unknown move { $token }. Moves: keep, play, skip, take, target, offer, promise, pass, withdraw, award, remedy.
