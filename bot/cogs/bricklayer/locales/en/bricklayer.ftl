# Genius Bricklayer (bot/cogs/bricklayer/, render/bricklayer.py, games/bricklayer refusals).

## Refusals of the engine, by code (English players read the engine's own sentence).
refusal-bricklayer-unknown_action = { $action } is not a Genius Bricklayer move.
refusal-bricklayer-duplicate_rotation = { $shape } { $rot } is the same shape as { $canonical }; write { $canonical }.
refusal-bricklayer-outside_wall = { $shape } { $rot } at { $at } would put { $where ->
    [none] a cell
   *[other] { $where }
} outside the wall (A1 to H8).
refusal-bricklayer-cell_taken = { $cells } { $count ->
    [one] is
   *[other] are
} taken{ $size ->
    [1] {""}
   *[other] ; { $shape } { $rot } at { $at } needs { $needs }
}.
refusal-bricklayer-bad_deck = { $deck } is not a deck; decks are numbered 1 to { $decks }.
refusal-bricklayer-bad_rotation = { $rot } is not a rotation; write R0, R90, R180 or R270 (bricks cannot be flipped).
refusal-bricklayer-bad_cell = { $cell } is not a cell; write a column letter and a row number, like C4.
refusal-bricklayer-off_wall = { $cell } is off the board; cells run from A1 to { $last }.
refusal-bricklayer-empty = Empty move; write take <deck> <rotation> <cell>, coin, buy <deck> [<rotation> <cell>], place <rotation> <cell> or pass.
refusal-bricklayer-bad_arguments = Write { $verb ->
    [take] take <deck> <rotation> <cell>, e.g. take 3 R90 H4
    [coin] coin, with nothing after it
    [buy] buy <deck> <rotation> <cell> for a face-up card, or buy <deck> for a face-down one
    [place] place <rotation> <cell>, e.g. place R0 B8
   *[pass] pass, with nothing after it
}.
refusal-bricklayer-unknown_verb = Unknown move { $verb }; write take <deck> <rotation> <cell>, coin, buy <deck> [<rotation> <cell>], place <rotation> <cell> or pass.
refusal-bricklayer-no_pending = No brick bought blind is waiting to be placed.
refusal-bricklayer-no_face_up = Deck { $deck } shows no face-up card.

## Words around the bricks (text.py)
bricklayer-card = { $shape } ({ $points })
bricklayer-points = { $points ->
    [one] 1 pt
   *[other] { $points } pts
}
bricklayer-completes-none = completes no row
bricklayer-completes = { $count ->
    [one] row
   *[other] rows
} { $rows }: { $points }
event-bricklayer-pass = ⏭️ { $player } passes automatically: nothing face-up fits your wall, { $reason ->
    [supply_empty] and the coin supply is empty, so there is no coin to take instead
   *[other] and you already hold the most coins a player may, so you cannot take one instead
}.
bricklayer-separator = {"; "}
bricklayer-row = row { $first }
bricklayer-rows = rows { $first }-{ $last }

## The board's messages and buttons (presentation.py)
bricklayer-turn = Your turn, { $user }: { $what }.
bricklayer-turn-place = Your turn, { $user }: place the **{ $card }** you bought blind (**Place it** below, or `/bricklayer place`).
bricklayer-turn-take-or-coin = take a face-up card and place its brick, or take a coin
bricklayer-turn-take = take a face-up card and place its brick (no coin: { $why })
bricklayer-turn-coin = no face-up brick fits your wall, so take a coin
bricklayer-supply-empty = the supply is empty
bricklayer-you-hold = you hold { $coins }
bricklayer-turn-buy = {" "}Before that you may spend your { $coins ->
    [one] { $coins } coin
   *[other] { $coins } coins
} on any deck's top card, face-down ones too.
bricklayer-take-coin = Take a coin
bricklayer-buy-blind = Buy deck { $deck } blind (1 coin)
## /play's suggestions name each move (its notation follows).
bricklayer-label-take = Take deck { $deck }'s card: { $rot } at { $at }
bricklayer-label-buy = Buy deck { $deck }'s card (1 coin): { $rot } at { $at }
bricklayer-label-place = Place the brick bought blind: { $rot } at { $at }
bricklayer-label-pass = Pass: no card and no coin can be taken
bricklayer-place-button = Place the { $card }
bricklayer-deck-button = Deck { $deck }: { $card }
bricklayer-buy-button = Buy deck { $deck }: { $shape } (1 coin)
bricklayer-move-hint = press a deck's button under the board, or `/play` with autocomplete.
event-bricklayer-take = { $player } takes deck { $deck }'s { $card } and places it { $rot } at { $at }: { $cells }.
event-bricklayer-buy = { $player } spends a coin on deck { $deck }'s { $card } and places it { $rot } at { $at }: { $cells }.
event-bricklayer-place = { $player } places the { $shape } { $rot } at { $at }: { $cells }.
event-bricklayer-coin = { $player } takes a coin (holds { $coins }; { $supply } left in the supply).
event-bricklayer-reveal = { $player } spends a coin on deck { $deck }'s face-down card: it is { $card }; { $player } places it next.
event-bricklayer-discard = { $player } spends a coin on deck { $deck }'s face-down card: it is { $card }, which fits nowhere on the wall, so it is discarded and the coin is gone.
bricklayer-event-and = {" and "}
bricklayer-event-comma = {", "}
event-bricklayer-rows_scored = { $player } completes { $count ->
    [one] row
   *[other] rows
} { $rows } ({ $count ->
    [one] row sum
   *[other] row sums
} { $row_sums }): { $worked }{ $points } points (score { $score }).
bricklayer-event-shows = deck { $deck } shows { $card }
event-bricklayer-market_refresh = New face-up cards: { $cards }.
event-bricklayer-decks_out = All four decks are empty: the game ends on scores.
event-bricklayer-stalemate = Every player had to pass for a full round: the game ends on scores.
event-bricklayer-quality_win = { $player } reaches { $score } points and wins by quality!
event-bricklayer-efficiency_win = No offered brick fits { $player }'s wall ({ $empty } empty cells): { $player } wins by efficiency!
bricklayer-status-wall = { $player } **{ $score }** ({ $coins ->
    [one] 1 coin
   *[other] { $coins } coins
}, { $empty } empty)
bricklayer-status-deck = { $deck } { $top }, { $left } left
bricklayer-face-down = face-down
bricklayer-empty = empty
bricklayer-status-scores = Scores (to { $target }): { $scores }
bricklayer-status-decks = Decks: { $decks }. Supply: { $supply } coins.
bricklayer-status-discarded = Discarded: { $cards }.
bricklayer-game-over-head = **Genius Bricklayer: game over.** { $reason }
bricklayer-reason-quality = { $user } reached { $score } points: a quality win.
bricklayer-reason-efficiency = { $user }'s wall is full enough that no offered brick fits: an efficiency win.
bricklayer-reason-scores = { $end ->
    [decks_out] The decks ran out
   *[other] Everyone had to pass for a full round
}; { $count ->
    [one] { $who } has the highest score.
   *[other] { $who } tie on score and empty cells and share the win.
}
bricklayer-score-rows = { $rows ->
    [one] 1 row
   *[other] { $rows } rows
}
bricklayer-empty-cells = Empty cells (fewer wins a tie): { $cells }.

## The placement chooser (components.py)
bricklayer-stale = The game has moved on since this menu was opened; use the buttons under the newest board.
bricklayer-head-take = **Take deck { $deck }'s { $card }** and place it on your wall.
bricklayer-head-buy = **Spend a coin on deck { $deck }'s { $card }** and place it now; your main action comes after.
bricklayer-head-place = **Place the { $card } you bought blind.**
bricklayer-confirm-take = Take it: { $rot } at { $at }
bricklayer-confirm-buy = Buy it: { $rot } at { $at }
bricklayer-confirm-place = Place it: { $rot } at { $at }
bricklayer-not-your-turn = It is not your turn; { $waiting } is playing. I will mention you when it is yours.
bricklayer-the-brick = the brick
bricklayer-nowhere = There is nowhere to put { $card } now.
bricklayer-choose-rotation = Choose how to turn it (bricks turn but never flip); then the cell for its first square, the leftmost of its top row.
bricklayer-anchor-square = { $shape } { $rot }, `@` is the square that goes on the cell you pick:
bricklayer-fits-in = It fits in { $count ->
    [one] { $count } place
   *[other] { $count } places
} on your wall (ringed in the picture).
bricklayer-covers = **{ $shape } { $rot } at { $at }** covers { $cells }: { $rows }.
bricklayer-points-note = -# Points if your turn ended now; rows completed later this turn count with them.
bricklayer-confirm-note = Press the green button to confirm, or pick another rotation or cell.
bricklayer-fits-places = fits in { $count ->
    [one] { $count } place
   *[other] { $count } places
}
bricklayer-rotation-menu = Rotation…
bricklayer-cell-menu = Cell for @ in { $rows }…

## Commands (__init__.py)
bricklayer-no-wall = You are not playing in this game, so you have no wall to try it on.
bricklayer-bad-rotation = { $rot } is not a rotation; write R0, R90, R180 or R270 (bricks cannot be flipped).
bricklayer-preview-head = **{ $shape } { $rot } at { $at }**
bricklayer-preview-legal = { $head } covers { $cells }: { $rows }.
bricklayer-preview-points = -# Points if your turn ended now, with any rows already completed this turn.
bricklayer-preview-illegal = { $head }: **not legal**. { $reason }
bricklayer-market-title = **Market**
bricklayer-market-deck = Deck { $deck }: **{ $top }**, { $left ->
    [one] { $left } card
   *[other] { $left } cards
} left
bricklayer-market-supply = Coins in the supply: { $supply } (a player holds at most { $limit }).
bricklayer-market-unseen = Still face-down in the decks: { $shapes }.
bricklayer-market-score = { $player } { $points }, { $coins ->
    [one] { $coins } coin
   *[other] { $coins } coins
}
bricklayer-market-scores = Scores: { $scores }
bricklayer-wall-name-a-player = You are not playing in this game; name a player: `/bricklayer wall player:`.
bricklayer-not-a-player = { $user } is not playing in this game.
bricklayer-none-yet = none yet
bricklayer-wall-line = **{ $player }**: { $points }, { $coins ->
    [one] { $coins } coin
   *[other] { $coins } coins
}, { $empty } empty cells. Rows completed (row sum): { $rows }.

## Words drawn in the images (render/bricklayer.py asks for them by name; English is its own)
img-bricklayer-wall = { $points } pts · { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
} · { $empty } empty
img-bricklayer-small-wall = { $points } pts · { $coins } c · { $empty } empty
img-bricklayer-to-act = {" "}· to act
img-bricklayer-winner = {" "}· winner
img-bricklayer-market = Market
img-bricklayer-deck-empty = empty
img-bricklayer-deck = Deck { $deck }
img-bricklayer-deck-left = { $left } left
img-bricklayer-bought-blind = bought
    blind
img-bricklayer-supply = Supply: { $supply ->
    [one] 1 coin
   *[other] { $supply } coins
}
img-bricklayer-discarded = Discarded: { $shapes }
img-bricklayer-acts = to act
img-bricklayer-place-blind = place the blind brick
img-bricklayer-turn = turn { $turn }
img-bricklayer-wins = wins
img-bricklayer-by = by { $end }
img-bricklayer-game-over = Game over
img-bricklayer-decks-ran-out = decks ran out
img-bricklayer-everyone-passed = everyone passed
img-bricklayer-brick-points = The number on a brick is its points.
img-bricklayer-legend-rows = A completed row scores the sum of the bricks in it (each brick once). Rows completed in one turn score the highest sum x rows: 2 rows x2, 3 rows x3+1, 4 rows x4+3.
img-bricklayer-legend-marks = Right of a row: a tick and the points it scored; a bracket groups rows scored together; an orange dot: complete, scored at the end of the turn. 80 points wins at once.
img-bricklayer-placement = { $shape } { $rot } at { $at }
img-bricklayer-not-legal = { $what }: not legal
img-bricklayer-no-row = { $what }: completes no row
img-bricklayer-rows = { $what }: { $count ->
    [one] row
   *[other] rows
} { $rows } = { $points } pts
img-bricklayer-if-ended-now = points if the turn ended now

# Refusals by their code (bot/i18n/refusals.py): the engine gives a code and values.
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
