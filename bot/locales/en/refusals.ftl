# Refusals by their code (bot/i18n/refusals.py): refusal-<game>-<code> for a game's engine,
# refusal-<code> for a code every game raises with the same meaning. English players read the
# engine's own sentence; these English entries say what each locale must translate.

refusal-game_over = The game is over.
refusal-not_legal = { $action } is not a legal move now.
refusal-no_table = There is no game in this channel. Start one with /game new.
refusal-not_started = The game has not started yet.
refusal-nothing_to_undo = There is nothing to undo yet.

refusal-akropolis-player_count = Akropolis is for 1 to 4 players (1 = solo against the virtual architect), not { $players }.
refusal-akropolis-no_slot = There is no slot { $slot }; the site has slots 1 to { $slots }.

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
