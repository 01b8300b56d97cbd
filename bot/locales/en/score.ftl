# The Score button under a board: a player's own score so far, by the game's categories.
score-button = Score
score-title = Your score so far
score-title-shared = Scores so far
score-total = so far
score-line = Your score so far: **{ $points }** { $points ->
    [one] point
   *[other] points
}.
score-other-line = { $who }: **{ $points }** { $points ->
    [one] point
   *[other] points
} so far.
score-not-seated = Only the players of this game have a score to show: you have no seat at this table.
