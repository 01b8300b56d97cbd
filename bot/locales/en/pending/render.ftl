# Words drawn in the images (render/*.py), waiting to be passed in by the bot: render/ draws
# views only, so the bot puts these texts, in the channel's or the player's language, in what
# it hands to the renderer. render/fonts/cjk.ttf holds every Chinese character they use.

img-final-scores = Final scores
img-seat = P{ $seat }
img-points = { $points } pts

img-akropolis-stones-tiles = { $stones } st · { $tiles } tiles
img-akropolis-round = round { $round }/{ $rounds }
img-akropolis-site = Site · { $round } · { $stacks } stacks ({ $face_down } face down)
img-akropolis-cost = { $cost } st
img-akropolis-stones-hidden = Stones { $stones } · scores shown at the end
img-akropolis-virtual-architect = Virtual architect ({ $difficulty })
img-akropolis-preview = Preview { $action } (level { $level }{ $gained })
img-akropolis-gained = , +{ $stones } stones
img-akropolis-where = { $player }: where the tile can go


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
