# Block Buster (bot/cogs/blockbuster/, render/blockbuster.py, games/blockbuster refusals).
# $colour is the engine's colour word (red, yellow, blue, green); $piece a piece number.

blockbuster-colour = { $colour }

## Refusals of the engine, by code (English players read the engine's own sentence).
refusal-blockbuster-player_count = Block Buster's { $mode ->
    [standard] standard mode is for 2 or 3 or 4
    [team] team mode is for 4
    [special_duel] special duel mode is for 2
   *[official_duel] official duel mode is for 2
} players, not { $players }.
refusal-blockbuster-unknown_action = { $action } is not a Block Buster move.
refusal-blockbuster-no_piece = There is no piece #{ $piece }; pieces are numbered 1 to 13.
refusal-blockbuster-bad_orientation = '{ $orient }' is not an orientation.
refusal-blockbuster-no_piece_left = { $colour ->
    [red] Red
    [yellow] Yellow
    [blue] Blue
   *[green] Green
} has no #{ $piece } { $name } left.
refusal-blockbuster-off_board = #{ $piece } { $name } { $orient } at { $cell } goes off the board; the board runs from A1 to { $last }.
refusal-blockbuster-cell_taken = Cell { $cell } is already covered by { $owner }.
refusal-blockbuster-not_connected = Not connected to { $colour }: a piece must share an edge with { $colour }'s own cells (corners do not count); { $colour } can still connect with #{ $piece }.
refusal-blockbuster-jump_gap = { $colour ->
    [red] Red
    [yellow] Yellow
    [blue] Blue
   *[green] Green
} cannot connect, so this is a jump: a jump must be at gap { $best } for #{ $piece }, this is gap { $gap }.
refusal-blockbuster-first_piece_pass = { $colour ->
    [red] Red
    [yellow] Yellow
    [blue] Blue
   *[green] Green
} may place its first piece anywhere, so it may not pass.
refusal-blockbuster-cannot_pass = { $colour ->
    [red] Red
    [yellow] Yellow
    [blue] Blue
   *[green] Green
} can still connect (e.g. with #{ $piece }), so it may not pass.
refusal-blockbuster-empty = Write `place <piece> <orientation> <cell>` (e.g. `place 13 R90 A1`), `pass` or `resign`.
refusal-blockbuster-not_a_move = { $text } is not a move; write `place <piece> <orientation> <cell>` (e.g. `place 13 R90 A1`), `pass` or `resign`.
refusal-blockbuster-bad_piece = { $piece } is not a piece; pieces are numbered 1 to { $count }.
refusal-blockbuster-bad_orientation_code = { $orient } is not an orientation; use one of { $codes }.
refusal-blockbuster-bad_cell = { $cell } is not a cell; write a column letter and a row number, like C4.
refusal-blockbuster-row_zero = { $cell } is not a cell; rows start at 1.

## Pieces (the engine's names) and the words around them (text.py)
term-blockbuster-piece-1 = monomino
term-blockbuster-piece-2 = domino
term-blockbuster-piece-3 = straight tromino
term-blockbuster-piece-4 = corner tromino
term-blockbuster-piece-5 = straight tetromino
term-blockbuster-piece-6 = square tetromino
term-blockbuster-piece-7 = T tetromino
term-blockbuster-piece-8 = L tetromino
term-blockbuster-piece-9 = S tetromino
term-blockbuster-piece-10 = P pentomino
term-blockbuster-piece-11 = U pentomino
term-blockbuster-piece-12 = L pentomino
term-blockbuster-piece-13 = V pentomino
blockbuster-list-separator = {", "}
blockbuster-gap-separator = {"; "}
blockbuster-sentence-separator = {" "}
blockbuster-first-piece = places its first piece: anywhere it fits
blockbuster-must-touch = must touch { $colour } along an edge (corners do not count)
blockbuster-cannot-connect = cannot connect: jump to a piece's nearest free spot (-2 per square of gap) or pass
blockbuster-nowhere = has nowhere to go
blockbuster-game-over = the game is over
blockbuster-nothing-yet = nothing yet
blockbuster-none = none
blockbuster-place-at = { $piece } { $orient } at { $cell }
blockbuster-preview-illegal = **{ $head }** would cover { $covers }: **not legal**. { $reason }
blockbuster-preview-legal = **{ $head }** covers { $covers }: legal.
blockbuster-preview-jump = It is a jump at gap { $gap }: { $penalty } points.
blockbuster-preview-secures = It secures the { $tile }.
blockbuster-preview-wins = 🏆 It wins the game at once.
blockbuster-preview-as = (As { $colour } would play it now.)
blockbuster-symbol-at = { $symbol } at { $cell }
blockbuster-gap = gap { $gap } ({ $penalty }):{" "}
blockbuster-row = row { $first }
blockbuster-rows = rows { $first }-{ $last }
blockbuster-hint-head = **{ $piece }** for { $colour }, who { $what }.
blockbuster-hint-jump = A jump with { $piece } must go at gap { $gap }: { $penalty } points.
blockbuster-hint-none = { $piece } has no legal place now.
blockbuster-hint-fits = { $piece } fits in { $places ->
    [one] { $places } place
   *[other] { $places } places
}, in { $orientations ->
    [one] { $orientations } orientation
   *[other] { $orientations } orientations
}; every one is marked on the picture.
blockbuster-hint-and-more = {" "}and { $count } more
blockbuster-hint-more-orientations = …and { $count } more orientations with fewer places.
blockbuster-hint-anchor = Anchor = the cell the piece's dot goes on (see `/blockbuster pieces`).
blockbuster-hint-caption = { $piece }, every orientation

## The chooser, pass, resign and pieces (components.py, __init__.py)
blockbuster-stale = The game has moved on since this menu was opened; press **Choose a move** on the latest board.
blockbuster-chooser-head = { $colour } { $what }.
blockbuster-jump-prices = Jump prices: { $gaps }.
blockbuster-no-place = No piece can be placed now.
blockbuster-choose-piece = Choose a piece. The picture shows each of your pieces in every orientation.
blockbuster-choose-piece-menu = Choose a piece
blockbuster-choose-orientation = **{ $piece }**: choose an orientation. In the picture the dot marks the anchor cell, the one you name.
blockbuster-places = { $count ->
    [one] { $count } place
   *[other] { $count } places
}
blockbuster-orientation-menu = Orientation of { $piece }
blockbuster-covers = covers { $cells }
blockbuster-anchor-menu = Anchor cell in { $rows }
blockbuster-choose-anchor = **{ $piece }**: choose the anchor cell, where the piece's dot goes. The picture marks all { $count }.
blockbuster-play-or-back = Play it with the button, or go back.
blockbuster-play = Play: { $move }
blockbuster-piece-size = { $squares ->
    [one] { $squares } square
   *[other] { $squares } squares
} · { $left } left
blockbuster-piece-jump = {" "}· jump gap { $gap }: { $penalty } points
blockbuster-piece-choice = { $piece } · { $squares } sq · { $left } left
blockbuster-piece-choice-jump = {" "}· jump gap { $gap } ({ $penalty })
blockbuster-not-playing = You are not playing in this game; you can watch it.
blockbuster-not-a-player = { $user } is not playing in this game.
blockbuster-pass-question = { $colour } cannot connect. Jump prices: { $gaps }.
    If you pass, { $name } places nothing more this game and its { $left } squares left count { $points } at the end. Pass for the rest of the game?
blockbuster-pass-confirm = Yes, pass for the rest of the game
blockbuster-resign-question = Resign? Your colours stop placing at once and you rank last, whatever your score. The others play on while two sides are left.
blockbuster-resign-confirm = Yes, resign
blockbuster-pieces-line = { $colour } ({ $user }): { $pieces } pieces, { $squares } squares left: { $left }. Secured: { $secured }.
blockbuster-pieces-note = Each piece is shown in every orientation; the dot marks the anchor cell you name.
blockbuster-pass-short = Pass
blockbuster-pieces-button = Pieces

## The board's messages (presentation.py)
blockbuster-label-place = #{ $piece } { $orient } at { $cell }
blockbuster-pass-button = Pass for the rest of the game
blockbuster-resign-button = Resign
blockbuster-turn = Your turn, { $user } ({ $colour }): { $what }. Use **Choose a move** or `/blockbuster place`.
blockbuster-turn-first = place { $colour }'s first piece anywhere it fits
blockbuster-turn-jump = { $colour } cannot connect, so jump with a piece to its nearest free spot ({ $gaps }) or press **Pass** to stop for the rest of the game
blockbuster-turn-touch = place a piece touching { $colour } along an edge (corners do not count)
blockbuster-start = { $user } was drawn to start. Colours in turn order: { $colours }.
blockbuster-team-of = team { $team } ({ $first } + { $second })
blockbuster-start-teams = {" "}Team play: { $a } against { $b }.
blockbuster-start-penalties = {" "}Start penalties: { $penalties }.
blockbuster-event-jump = : jump, gap { $gap }, { $penalty }
blockbuster-event-secured = {" "}{ $colour } secured the { $tile }.
blockbuster-event-gap = #{ $piece } gap { $gap } ({ $penalty })
event-blockbuster-placed = { $player } ({ $colour }) placed { $piece } { $orient } at { $cell }{ $jump }.{ $secured }
event-blockbuster-instant_win = { $player } holds { $count } { $symbol }s and wins at once.
event-blockbuster-forced_pass = { $colour } ({ $player }) cannot place any piece and is out.
event-blockbuster-must_jump = { $colour } ({ $player }) cannot connect: jump to the nearest spot ({ $gaps }) or pass for the rest of the game.
event-blockbuster-pass = { $player } passes with { $colour } for the rest of the game.
event-blockbuster-resign = { $player } resigns.
event-blockbuster-game_over = { $reason ->
    [resign] Only one side is left in the game.
   *[other] Every colour has passed: the game is over.
}
blockbuster-status-line = { $colour } { $user } ({ $state ->
    [resigned] resigned
    [out] out
   *[playing] playing
}): { $squares } squares left; secured { $secured }; P{ $seat } has { $points } points now.
blockbuster-status-to-move = To move: { $colour }, who { $what }.
blockbuster-game-over-head = **Block Buster: game over.** { $reason }
blockbuster-team-named = Team { $who }
blockbuster-reason-instant = { $user } holds { $count } { $symbol }s and wins at once{ $team ->
    [none] .
   *[other] {" "}for { $team }.
}
blockbuster-reason-resigned = { $who } wins: the other side resigned.
blockbuster-reason-team = { $who } wins with { $points } points against { $others }.
blockbuster-reason-wins = { $who } { $count ->
    [one] wins
   *[other] share the win
} with { $points } points.
blockbuster-score-symbols = symbols
blockbuster-score-start = start
blockbuster-score-jumps = jumps
blockbuster-score-leftover = leftover
blockbuster-result-team = { $place }. Team { $team }: **{ $total }** ={" "}

## Words drawn in the images (render/blockbuster.py asks for them by name; English is its own)
img-blockbuster-head = Block Buster{ $mode ->
    [special_duel] {" "}· special duel
    [team] {" "}· team
    [official_duel] {" "}· official duel
   *[standard] {""}
} · move { $moves }
img-blockbuster-game-over = { $head } · game over
img-blockbuster-title = { $head } · { $colour } { $kind ->
    [first] first piece
    [jump] must jump or pass
   *[other] to move
}
img-blockbuster-status = { $status ->
    [resigned] resigned
    [out] out
   *[to_move] to move
}
img-blockbuster-team = {" "}· team { $team }
img-blockbuster-squares-left = { $count } squares left
img-blockbuster-points-now = { $points } pts now
img-blockbuster-start-penalty = start { $penalty }
img-blockbuster-jumps = jumps { $gaps } ({ $points })
img-blockbuster-preview = Preview
img-blockbuster-legal = legal
img-blockbuster-not-legal = not legal
img-blockbuster-pieces-left = { $colour } · pieces left (dot = anchor cell)
img-blockbuster-piece = #{ $piece } { $name } · { $squares ->
    [one] { $squares } square
   *[other] { $squares } squares
} · { $left } left
img-blockbuster-anchors = { $count ->
    [one] { $count } anchor cell marked
   *[other] { $count } anchor cells marked
}

# Refusals by their code (bot/i18n/refusals.py): the engine gives a code and values.
refusal-blockbuster-symbol_tile = Cell { $cell } is a symbol tile.
