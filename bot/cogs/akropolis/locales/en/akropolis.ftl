# Akropolis: bot/cogs/akropolis (sentences, labels, events) and the words its images draw.

# A hex in buttons and menus: its district's letter (the spec's notation), a star for a plaza.
akropolis-hex-mark = { $letter ->
    [H] H
    [M] M
    [B] B
    [T] T
    [G] G
   *[Q] Q
}
akropolis-plaza-mark = *
akropolis-slot-option = { $slot } · { $tile } · { $cost }
## /play's suggestions name each move (its notation follows).
akropolis-label = Tile of slot { $slot } at { $cell }, spin { $rotation }
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
img-akropolis-stones-tiles = { $stones } st · { $tiles } tiles
img-akropolis-round = round { $round }/{ $rounds }
img-akropolis-site = Site · { $round } · { $stacks } stacks ({ $face_down } face down)
img-akropolis-cost = { $cost } st
img-akropolis-stones-hidden = Stones { $stones } · scores shown at the end
img-akropolis-virtual-architect = Virtual architect ({ $difficulty })
img-akropolis-preview = Preview { $action } (level { $level }{ $gained })
img-akropolis-gained = , +{ $stones } stones
img-akropolis-where = { $player }: where the tile can go

akropolis-comma = {", "}
akropolis-slot-two = slot 2
akropolis-loses-stars = {" "}· -{ $count ->
    [one] 1 { $colour } star
   *[other] { $count } { $colour } stars
}
akropolis-districts = { $district ->
    [house] houses
    [market] markets
    [barracks] barracks
    [temple] temples
   *[garden] gardens
}
akropolis-variants = variants: { $variants }
akropolis-difficulty = { $level }
akropolis-the-va = the virtual architect
akropolis-anchor-level = level { $level }: rot { $rotations }
akropolis-rotation-choice = rot { $rotation }: { $where } · { $covers }

## /akropolis preview and city (only the player who asks sees them)
akropolis-not-playing = You are not playing in this game; you can watch it.
akropolis-not-a-player = { $user } is not playing in this game.
akropolis-preview-head = Take the tile in slot { $slot } and build it with its first hex on { $cell }, turned { $degrees }° clockwise.
akropolis-preview-level = It goes on level { $level }.
akropolis-preview-quarries = It covers quarries: +{ $stones }.
akropolis-preview-score = Your score afterwards: **{ $points }**.
akropolis-preview-press = Press **Build it** to play it.
akropolis-build-it = Build it ({ $action })
akropolis-city-line = { $user }: { $tiles ->
    [one] 1 tile
   *[other] { $tiles } tiles
}, { $stones }.
akropolis-city-score = Score now **{ $points }**: { $sheet }.

## The guided turn (bot/cogs/akropolis/components.py)
akropolis-choose-tile = Choose the tile to take: { $slots }. Then you choose where it goes and how it is turned, and see the result before you build.
akropolis-level-button = Level { $level } · { $count }
akropolis-other-tile = ↩ Other tile
akropolis-other-place = ↩ Other place
akropolis-places-menu = Places { $first }-{ $last }
akropolis-places-back = ◀ places { $first }-
akropolis-places-next = places { $first }- ▶
akropolis-where = **{ $tile }.** Where do you build it? On **level { $level }** it fits in { $places ->
    [one] 1 place
   *[other] { $places } places
}, numbered on the picture where their three cells meet; choose one below.
akropolis-other-levels = {" "}Other levels: { $levels }.
akropolis-quarry-places = {" "}{ $count } of them cover quarries: +1 stone per quarry covered.
akropolis-places-caption = Level { $level }: { $places ->
    [one] 1 place
   *[other] { $places } places
} for tile #{ $tile }
akropolis-spin-head = **{ $tile }**, place { $place } on level { $level }: { $hexes }.
akropolis-spin-covers = It covers { $covers }: +{ $stones } (you would have { $after }).
akropolis-score-change = Your score would go from { $before } to **{ $after }** ({ $change }).
akropolis-try-spins = Try the other spins, or press **Build it** to play this turn.

## Events (event-akropolis-<code>, from the engine's codes) and the result
akropolis-paid-free = for free
akropolis-paid = for { $stones }
akropolis-paid-to-va = {" "}(paid to the virtual architect)
akropolis-covering = , covering { $count ->
    [one] 1 quarry
   *[other] { $count } quarries
}: +{ $stones }
akropolis-event-cell = ({ $cell })
akropolis-event-cells-sep = {", "}
event-akropolis-build = { $player } takes tile #{ $tile } ({ $hexes }) from slot { $slot } { $paid } and builds it on level { $level } at { $cells }{ $covering }.
event-akropolis-va_take = The virtual architect takes tile #{ $tile } ({ $hexes }) from slot { $slot } { $paid }.
event-akropolis-refill = Tile #{ $last_tile } moves to slot 1 and a stack is revealed: { $revealed }. { $stacks_left ->
    [one] 1 stack
   *[other] { $stacks_left } stacks
} left.
event-akropolis-chief = { $chief } takes the chief architect token.
event-akropolis-va_chief = The virtual architect takes the chief architect token.
event-akropolis-game_over = The stacks are used up and only tile #{ $last_tile } is left in the site: the game is over.
akropolis-reason-wins = { $user } wins with { $points } points.
akropolis-reason-wins-on-stones = { $user } wins with { $points } points, on more remaining stones.
akropolis-reason-share = { $users } share the victory with { $points } points and { $stones } stones.
akropolis-on-stones = , on remaining stones
akropolis-reason-solo-wins = { $user } wins with { $points } points to the virtual architect's { $va } ({ $level }){ $on_stones }.
akropolis-reason-va-wins = The virtual architect ({ $level }) wins with { $va } points to { $points }{ $on_stones }.
akropolis-reason-solo-draw = A draw: { $user } and the virtual architect ({ $level }) both have { $va } points and { $stones } stones.
akropolis-game-over = **Akropolis: game over.** { $reason }
akropolis-result-va = The virtual architect ({ $difficulty }) **{ $points }**: { $sheet }

## Words in the images
img-akropolis-lake = lake
img-akropolis-stones-label = stones
img-akropolis-total = total
img-akropolis-quarries-label = quarries
img-akropolis-points = {" "}· { $points } pts
img-akropolis-chief-first = chief ·{" "}
img-akropolis-game-over = game over
img-akropolis-free = free
img-akropolis-site-stones = { $stones } st
img-akropolis-site-chief = {" "}· chief
img-akropolis-to-play = {" "}· to play
img-akropolis-va-name = virtual architect
img-akropolis-va = virtual architect

# Refusals by their code (bot/i18n/refusals.py): the engine gives a code and values.
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
