# Refusals by their code (bot/i18n/refusals.py): refusal-<game>-<code> for a game's engine,
# refusal-<code> for a code every game raises with the same meaning. Engines give codes and
# values only: these sentences are the refusals' words in every language, English too.

refusal-game_over = The game is over.
refusal-not_your_turn = It is not your turn.
refusal-not_legal = { $action } is not a legal move now.
refusal-seat_may_not_act = It is not this seat's turn.
refusal-unknown_option = Unknown option '{ $option }'; this game has: { $count ->
    [0] none
   *[other] { $options }
}.
refusal-bad_option_value = Option { $option } cannot be { $given }; choose one of: { $allowed }.
refusal-no_table = There is no game in this channel. Start one with /game new.
refusal-not_started = The game has not started yet.
refusal-nothing_to_undo = There is nothing to undo yet.

refusal-akropolis-player_count = Akropolis is for 1 to 4 players (1 = solo against the virtual architect), not { $players }.
refusal-akropolis-no_slot = There is no slot { $slot }; the site has slots 1 to { $slots }.
refusal-akropolis-unknown_action = { $action } is not an Akropolis turn.
refusal-akropolis-bad_turn = I cannot read '{ $text }'. Write a turn as `<slot> q<q> r<r> rot<rotation>`, e.g. `2 q1 r-2 rot5` (or `2 1,-2 r5`): take the tile in slot 2 and build it with its first hex on cell 1,-2, turned 5 × 60° clockwise (rotation 0 to 5).
refusal-akropolis-bad_rotation = Rotation must be 0 to 5, not { $rotation }. Write a turn as `<slot> q<q> r<r> rot<rotation>`, e.g. `2 q1 r-2 rot5` (or `2 1,-2 r5`): take the tile in slot 2 and build it with its first hex on cell 1,-2, turned 5 × 60° clockwise (rotation 0 to 5).
refusal-akropolis-bad_slot = Slots are numbered from 1, not { $slot }. Write a turn as `<slot> q<q> r<r> rot<rotation>`, e.g. `2 q1 r-2 rot5` (or `2 1,-2 r5`): take the tile in slot 2 and build it with its first hex on cell 1,-2, turned 5 × 60° clockwise (rotation 0 to 5).
refusal-akropolis-cannot_afford = Slot { $slot } costs { $cost ->
    [one] 1 stone
   *[other] { $cost } stones
}; you have { $stones }. You can take slot { $top ->
    [1] 1 (free)
    [2] 1 (free), 2 (1 stone)
    [3] 1 (free), 2 (1 stone), 3 (2 stones)
    [4] 1 (free), 2 (1 stone), 3 (2 stones), 4 (3 stones)
    [5] 1 (free), 2 (1 stone), 3 (2 stones), 4 (3 stones), 5 (4 stones)
    [6] 1 (free), 2 (1 stone), 3 (2 stones), 4 (3 stones), 5 (4 stones), 6 (5 stones)
    [7] 1 (free), 2 (1 stone), 3 (2 stones), 4 (3 stones), 5 (4 stones), 6 (5 stones), 7 (6 stones)
   *[other] 1 (free), 2 (1 stone), 3 (2 stones), 4 (3 stones), 5 (4 stones), 6 (5 stones), 7 (6 stones), 8 (7 stones)
}.
refusal-akropolis-uneven = A tile must lie flat on three hexes of the same height (rule R1, no overhang); the heights there are { $detail }.
refusal-akropolis-detached = A tile on level 1 must touch your city (rule R5); { $where } touch nothing.
refusal-akropolis-one_tile_below = A tile on level { $level } must rest on at least two different tiles (rule R7); { $where } are all { $start ->
    [true] the starting tile
   *[false] tile #{ $tile }
}.
refusal-akropolis-no_tile = There is no tile #{ $tile }; tiles are numbered 1 to 61.
refusal-akropolis-tile_twice = Tile #{ $tile } is already in this city.
refusal-akropolis-rotation_range = Rotation must be 0 to 5, not { $rotation }.

refusal-blockbuster-symbol_tile = Cell { $cell } is a symbol tile.

refusal-bricklayer-player_count = Genius Bricklayer is for 2 to 4 players, not { $players }.
refusal-bricklayer-fits_nowhere = The { $shape } fits nowhere on your wall, so you cannot take it.
refusal-bricklayer-deck_empty = Deck { $deck } is empty.
refusal-bricklayer-no_pass = You cannot pass while you can act; the game passes for you when you can take neither a card nor a coin.
refusal-bricklayer-place_pending = First place the { $shape } you bought blind: place <rotation> <cell>.
refusal-bricklayer-face_down = Deck { $deck }'s top card is face-down; only a coin can buy it (buy { $deck }).
refusal-bricklayer-supply_empty = The supply is empty; no coin can be taken.
refusal-bricklayer-coin_limit = You already hold { $limit } coins.
refusal-bricklayer-nothing_pending = You have no blind brick to place; place is only for a card bought face-down.
refusal-bricklayer-no_coins = You have no coin to spend.
refusal-bricklayer-say_where = Deck { $deck }'s top card is face-up: say where it goes, e.g. buy { $deck } R0 A1.
refusal-bricklayer-blind_buy = Deck { $deck }'s top card is face-down: buy it with `buy { $deck }`, then place it once it is revealed.

refusal-dicetown-player_count = Dice Town is for 2 to 5 players, not { $players }.
refusal-dicetown-no_open_tie = No tie is open now: the Sheriff has ruled, so offers are closed until the next tie.
refusal-dicetown-bad_promise = Write the promise on one line.

refusal-shakecity-player_count = Shake That City is for 1 to 4 players, not { $players }.
refusal-shakecity-solo_family = The solo game is won by reaching a points target, so it cannot use Family mode (only bonus tiles score there).
refusal-shakecity-not_seated = You are not seated in this game.
refusal-shakecity-already_chosen = You have already made your choice this round.
refusal-shakecity-no_wilds = There is no wild cube in this pattern.
refusal-shakecity-bad_option = { $token } is not a colour option; write H, S, F, P or R (homes, shops, factories, parks, roads), adding +W to take the wild cubes too.
refusal-shakecity-bad_format = { $text } is not a move; write the colour then the cell for its first building, e.g. 'H D2' or 'H+W D2'.
refusal-shakecity-bad_cell = { $cell } is not a board cell; cells run A1 (north-west) to F6 (south-east).
refusal-shakecity-not_your_turn = { $start } chooses first this round; you choose after.
refusal-shakecity-unknown_action = { $action } is not a Shake That City move.
refusal-shakecity-nothing_to_choose = You have nothing to choose now.
refusal-shakecity-colour_not_in_pattern = There is no { $colour ->
    [H] red cube (home)
    [S] blue cube (shop)
    [F] black cube (factory)
    [P] green cube (park)
   *[R] gray cube (road)
} in this pattern.
refusal-shakecity-solo_most_numerous = { $colour ->
    [H] Homes
    [S] Shops
    [F] Factories
    [P] Parks
   *[R] Roads
} are the most numerous colour in this pattern: in rounds 1-12 the solo player must choose another colour.
refusal-shakecity-colour_taken = { $start } took { $colour ->
    [H] homes
    [S] shops
    [F] factories
    [P] parks
   *[R] roads
} this round: in rounds 1-12 the others must choose another colour.
refusal-shakecity-off_board = From { $anchor } the { $colour ->
    [H] homes
    [S] shops
    [F] factories
    [P] parks
   *[R] roads
} would leave the board ({ $side ->
    [row] row { $row }
    [west] west of column A
   *[column] column { $column }
}); the shape cannot be turned or split.
refusal-shakecity-cell_under_construction = { $cell } is covered by construction tile { $tile } ({ $first ->
    [H] home
    [S] shop
    [F] factory
    [P] park
   *[R] road
} + { $second ->
    [H] home
    [S] shop
    [F] factory
    [P] park
   *[R] road
}); it frees up when those two stand side by side somewhere on your board.
refusal-shakecity-cell_taken = { $cell } already holds a { $holds ->
    [H] home
    [S] shop
    [F] factory
    [P] park
   *[R] road
}; every { $colour ->
    [H] home
    [S] shop
    [F] factory
    [P] park
   *[R] road
} of the shape needs an empty cell.

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
