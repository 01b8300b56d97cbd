# Shake That City: bot/cogs/shakecity (sentences, labels, events) and the words its images draw.

shakecity-option = { $buildings } ×{ $tiles }
shakecity-option-wild = { $buildings } ×{ $tiles } with the wild cubes
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

shakecity-colour = { $letter ->
    [H] homes
    [S] shops
    [F] factories
    [P] parks
    [R] roads
   *[W] wild cubes
}
shakecity-buildings = { $count } { $letter ->
    [H] { $count ->
        [one] home
       *[other] homes
    }
    [S] { $count ->
        [one] shop
       *[other] shops
    }
    [F] { $count ->
        [one] factory
       *[other] factories
    }
    [P] { $count ->
        [one] park
       *[other] parks
    }
   *[R] { $count ->
        [one] road
       *[other] roads
    }
}
shakecity-bonus-tiles = { $count ->
    [one] 1 bonus tile
   *[other] { $count } bonus tiles
}
shakecity-comma = {", "}
shakecity-semicolon = {"; "}
shakecity-full-stop = .
shakecity-category = { $category ->
    [roads] roads
    [parks] parks
    [factories] factories
    [shops] shops
    [homes] homes
   *[bonus] bonus
}
shakecity-bonus-goal = { $tile ->
    [1] Every cell of the NW-SE diagonal (A1,B2,C3,D4,E5,F6) holds a building
    [2] One of the tile's lines holds a building in all 6 cells
    [3] One of the tile's lines holds at least 4 homes
    [4] One of the tile's lines holds at least 3 shops
    [5] One of the tile's lines holds at least 3 factories
    [6] One of the tile's lines holds at least 3 parks
   *[7] One of the tile's lines holds at least 3 roads (connected or not)
}
shakecity-bonus-short = { $tile ->
   *[other] { $short }
}
shakecity-build-button = Build

## /shakecity build and the Build chooser (only the player sees them)
shakecity-option-fits = { $option }: fits in { $count ->
    [one] 1 place
   *[other] { $count } places
}
shakecity-other-game = The game in this channel is { $game }, not Shake That City.
shakecity-not-a-cell = { $cell } is not a board cell; cells run A1 (north-west) to F6 (south-east).
shakecity-start-chooses-first = { $user } chooses first this round; I will mention you when it is your turn.
shakecity-you-pass = You pass this round: nothing of the pattern fits for you.
shakecity-already-chosen-yours = You have already chosen this round{ $mine }; the next round opens when everyone has.
shakecity-choice-head = **Round { $round }/{ $rounds }: your choice.**
shakecity-choice-intro = Take one colour of the pattern: you build one of its buildings per cube, in exactly the shape those cubes make (no turning, gaps kept).
shakecity-shape-head = **{ $option }**, shape (`@` is the cell you pick):
shakecity-fits-board = It fits in { $count ->
    [one] 1 place
   *[other] { $count } places
} on your board (ringed in the picture). Pick the cell for `@`.
shakecity-confirm-head = **{ $option } on { $cells }.**
shakecity-confirm-press = Press **Build** to confirm, or pick another colour or cell.
shakecity-fits-desc = fits in { $count ->
    [one] 1 place
   *[other] { $count } places
} on your board
shakecity-choose-colour = Choose a colour…
shakecity-cell-desc = { $colour } on { $cells }
shakecity-build-here = Build { $buildings } here
## /play's autocomplete names a move: the colour taken and the cell of its @ building.
shakecity-label = { $colour } from { $cell }
shakecity-label-wild = { $colour } and the wild cubes from { $cell }
shakecity-rows-top = {" "}(rows 1-3)
shakecity-rows-bottom = {" "}(rows 4-6)
shakecity-cell-for = Cell for the @ building{ $rows }…
shakecity-barred-solo = Not **{ $colour }**: the most numerous colour is barred in rounds 1-12.
shakecity-barred-start = Not **{ $colour }**: the start player took them this round.
shakecity-no-room = No room on your board for: { $colours }.
shakecity-secret-start = -# Your choice is shown to everyone at once: it bars that colour for the others.
shakecity-secret = -# Only you see this; the others learn your choice when the round closes.
shakecity-not-your-option = `{ $option }` is not one of your options this round. Yours: { $offered }.
shakecity-not-possible = `{ $notation }` is not possible now.

## /game status and the result
shakecity-status-round = Round { $round }/{ $rounds }{ $start }. Pattern `{ $pattern }` ({ $counts }).
shakecity-status-start = , start player { $user }
shakecity-status-barred-solo = You may not take **{ $colour }** this round.
shakecity-status-barred = The others may not take **{ $colour }** this round.
shakecity-status-wilds = Wild Night: { $pool } wild cubes in the shaker, { $track } still to come.
shakecity-status-hidden = Chosen, shown when the round closes: { $users }.
shakecity-status-construction = , { $count } construction left
shakecity-status-points = Points so far: { $scores }.
shakecity-game-over = **Shake That City: game over.** { $reason }
shakecity-result-parts = { $categories }; { $tiles } flipped
shakecity-not-eligible = ; not eligible, { $count ->
    [one] 1 construction tile
   *[other] { $count } construction tiles
} left
shakecity-target-reached = reached
shakecity-target-missed = missed by { $count }
shakecity-solo-target = Solo target { $target }: { $verdict }.

## Events and the result's reason, for languages other than English (English shows the engine's own)
event-shakecity-round_open = Round { $round } of { $rounds }: the pattern is { $pattern }. { $restricted ->
    [true] { $start } chooses first.
   *[false] Everyone chooses at once.
}
event-shakecity-auto_pass = { $player } passes this round: { $why }.
shakecity-pass-nothing = no colour of the pattern fits on the board
shakecity-pass-most = only { $colour }, the most numerous colour, would fit
shakecity-pass-taken = only { $colour }, which { $user } took, would fit
event-shakecity-placed = { $player } builds { $buildings } on { $cells }.
event-shakecity-revealed = { $player } built { $buildings } on { $cells }.
event-shakecity-chosen = { $player } has chosen (shown when the round closes).
event-shakecity-colour_barred = The others may now choose any colour but { $colour }.
shakecity-building = { $letter ->
    [H] home
    [S] shop
    [F] factory
    [P] park
   *[R] road
}
event-shakecity-construction_removed = { $player } removes construction tile { $tile } ({ $first } next to { $second }).
# A bonus tile's goal inside a sentence, as the engine's English has always said it.
shakecity-bonus-goal-said = { $tile ->
    [1] every cell of the nw-se diagonal (a1,b2,c3,d4,e5,f6) holds a building
    [2] one of the tile's lines holds a building in all 6 cells
    [3] one of the tile's lines holds at least 4 homes
    [4] one of the tile's lines holds at least 3 shops
    [5] one of the tile's lines holds at least 3 factories
    [6] one of the tile's lines holds at least 3 parks
   *[7] one of the tile's lines holds at least 3 roads (connected or not)
}
event-shakecity-bonus_flipped = { $player } flips bonus tile { $tile } at { $slot } ({ $goal }): +3.
event-shakecity-round_closed = Round { $round } closes: { $summary }.
shakecity-decision = { $decision }
event-shakecity-game_over = Round { $round } is over: final scoring.
shakecity-reason-solo-construction = { $user } loses: some construction tiles are still on the board.
shakecity-reason-solo-win = { $user } wins: { $points } points reach the target of { $target }.
shakecity-reason-solo-loss = { $user } loses: { $points } points fall short of the target of { $target }.
shakecity-reason-nobody = Nobody removed all four construction tiles, so nobody wins.
shakecity-reason-wins = { $users } { $count ->
    [one] wins
   *[other] share the victory
} with { $points } points
shakecity-reason-tiebreak = {" "}(tie-break: more bonus tiles flipped, then fewer empty cells)

## Words in the images
img-shakecity-status = { $status ->
    [to_act] to choose
    [waiting] waits
    [chosen] has chosen
    [placed] placed
    [passed] passed
   *[done] {""}
}
img-shakecity-legend = { $letter ->
    [H] home
    [S] shop
    [F] factory
    [P] park
   *[R] road
}
# What a building (or a cube of the pattern) carries beside its colour: its letter, as moves write it.
img-shakecity-cell = { $letter ->
    [H] H
    [S] S
    [F] F
    [P] P
    [R] R
   *[W] W
}
img-shakecity-place = place { $place }
img-shakecity-start-status = start, { $status }
img-shakecity-start = start
img-shakecity-points = { $points } pts
img-shakecity-construction-left = { $count } constr. ·{" "}
img-shakecity-tile = { $count } tile
img-shakecity-tiles = { $count } tiles
img-shakecity-round = Round { $round }/{ $rounds }
img-shakecity-game-over = Game over
img-shakecity-solo-not = solo: not { $colour } ({ $name })
img-shakecity-others-not = others: not { $colour } ({ $name })
img-shakecity-wilds = wilds: { $pool } in shaker, { $track } to come
img-shakecity-inland = inland
img-shakecity-seaside = seaside
img-shakecity-family = family
img-shakecity-construction = construction
img-shakecity-construction-pair = { $first }+{ $second }
img-shakecity-wild-night = wild night
img-shakecity-target = target { $target }
img-shakecity-mode-sep = {", "}
img-shakecity-wins = wins
img-shakecity-not-eligible = not eligible: construction left
img-shakecity-tiles-empty = { $tiles }, { $empty } empty
img-shakecity-target-reached = target { $target }: reached
img-shakecity-target-missed = target { $target }: missed
img-shakecity-bonus-head = Bonus tiles, +3 when a city meets the goal:
img-shakecity-score-tiles = tiles
img-shakecity-scores-title = Shake That City: final scores

# Refusals by their code (bot/i18n/refusals.py): the engine gives a code and values.
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
