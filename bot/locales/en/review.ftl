# /game review and the Review button of a final board (bot/review.py, bot/cogs/review.py).
review-button = Review
review-title = 🔎 **Your review of { $game } #{ $id }**: { $count ->
    [one] your one move with a choice was
   *[other] your { $count } moves with a choice were
} compared with a normal bot's.
review-move = { $n }. Move { $move }: you played **{ $played }**; the bot would play **{ $best }**, about { $points ->
    [one] 1 point
   *[other] { $points } points
} more by its estimate.
review-estimate = -# The estimate: each move's points just after it, averaged over redraws of what you could not see; a move that pays off later shows little. Only you see this review.
review-nothing = Nothing stands out: none of your moves scored notably below the bot's choice by its estimate. Well played!
review-caption-played = { $n }. You played
review-caption-best = The bot would play
review-caption-position = { $n }. Your position before that move
review-not-finished = Game #{ $id } is not over: a review opens once it ends. During play, only a table opened with hints shows the bot's moves.
review-abandoned = Game #{ $id } was abandoned: only a game played to its end can be reviewed.
review-not-seated = Only the players of game #{ $id } can review it, each their own moves.
review-no-game = There is no game #{ $id } here to review.
review-none-here = You have no finished game in this channel to review.
review-failed = No review could be worked out just now: try again in a moment.
cmd-game-review = review
    .description = Your moves of a finished game that scored most below a bot's, privately
opt-game-review-game_id = game_id
    .description = A game of this server by number (else your last finished game in this channel)
