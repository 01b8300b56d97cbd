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

## Block Buster
blockbuster-first-piece = places its first piece: anywhere it fits
blockbuster-must-touch = must touch { $colour } along an edge (corners do not count)
blockbuster-cannot-connect = cannot connect: jump to a piece's nearest free spot (-2 per square of gap) or pass
blockbuster-nowhere = has nowhere to go
blockbuster-game-over = the game is over
blockbuster-nothing-yet = nothing yet
blockbuster-preview-illegal = **{ $head }** would cover { $covers }: **not legal**. { $reason }
blockbuster-preview-legal = **{ $head }** covers { $covers }: legal.
blockbuster-preview-jump = It is a jump at gap { $gap }: { $penalty } points.
blockbuster-preview-secures = It secures the { $tile }.
blockbuster-preview-wins = 🏆 It wins the game at once.
blockbuster-symbol-at = { $symbol } at { $cell }
blockbuster-gap = gap { $gap } ({ $penalty }):{" "}
blockbuster-row = row { $first }
blockbuster-rows = rows { $first }-{ $last }

## Genius Bricklayer
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

blockbuster-turn = Your turn, { $user } ({ $colour }): { $what }. Use **Choose a move** or `/blockbuster place`.
blockbuster-turn-first = place { $colour }'s first piece anywhere it fits
blockbuster-turn-jump = { $colour } cannot connect, so jump with a piece to its nearest free spot ({ $gaps }) or press **Pass** to stop for the rest of the game
blockbuster-turn-touch = place a piece touching { $colour } along an edge (corners do not count)
blockbuster-start = { $user } was drawn to start. Colours in turn order: { $colours }.
blockbuster-start-teams = {" "}Team play: { $a } against { $b }.
blockbuster-start-penalties = {" "}Start penalties: { $penalties }.
blockbuster-pass-button = Pass for the rest of the game

bricklayer-turn = Your turn, { $user }: { $what }.
bricklayer-turn-take-or-coin = take a face-up card and place its brick, or take a coin
bricklayer-turn-take = take a face-up card and place its brick (no coin: { $why })
bricklayer-turn-coin = no face-up brick fits your wall, so take a coin
bricklayer-supply-empty = the supply is empty
bricklayer-you-hold = you hold { $coins }
bricklayer-turn-buy = {" "}Before that you may spend your { $coins ->
    [one] coin
   *[other] { $coins } coins
} on any deck's top card, face-down ones too.
bricklayer-take-coin = Take a coin
bricklayer-buy-blind = Buy deck { $deck } blind (1 coin)

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

