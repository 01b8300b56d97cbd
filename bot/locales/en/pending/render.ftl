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
