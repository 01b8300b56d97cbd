# Words drawn in the images (render/*.py), waiting to be passed in by the bot: render/ draws
# views only, so the bot puts these texts, in the channel's or the player's language, in what
# it hands to the renderer. render/fonts/cjk.ttf holds every Chinese character they use.

img-points = { $points } pts


img-blockbuster-head = Block Buster{ $mode } · move { $moves }
img-blockbuster-special-duel = {" "}· special duel
img-blockbuster-official-duel = {" "}· official duel
img-blockbuster-game-over = { $head } · game over
img-blockbuster-first-piece = first piece
img-blockbuster-must-jump = must jump or pass
img-blockbuster-team = {" "}· team { $team }
img-blockbuster-squares-left = { $count } squares left
img-blockbuster-points-now = { $points } pts now
img-blockbuster-start-penalty = start { $penalty }
img-blockbuster-preview = Preview
img-blockbuster-legal = legal
img-blockbuster-not-legal = not legal
img-blockbuster-anchors = { $count ->
    [one] 1 anchor cell marked
   *[other] { $count } anchor cells marked
}
img-blockbuster-pieces-left = { $colour } · pieces left (dot = anchor cell)

img-bricklayer-wall = { $points } pts · { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
} · { $empty } empty
img-bricklayer-brick-points = The number on a brick is its points.
img-bricklayer-supply = Supply: { $supply ->
    [one] 1 coin
   *[other] { $supply } coins
}
img-bricklayer-deck = Deck { $deck }
img-bricklayer-deck-left = { $left } left
img-bricklayer-deck-empty = empty
img-bricklayer-discarded = Discarded: { $shapes }
img-bricklayer-place-blind = place the blind brick
img-bricklayer-turn = turn { $turn }
img-bricklayer-decks-ran-out = decks ran out
img-bricklayer-everyone-passed = everyone passed
img-bricklayer-if-ended-now = points if the turn ended now
