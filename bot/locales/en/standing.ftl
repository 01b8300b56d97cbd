# /game leaderboard, /game profile, /game replay, /game season (bot/cogs/standing.py) and the
# words of the leaderboard image (render/leaderboard.py).

standing-player = player { $id }
standing-no-season = This server is in season { $current }; there is no season { $season } yet.
standing-leaderboard-title = { $game } · leaderboard
standing-leaderboard-season = {" "}· season { $season }
standing-leaderboard-empty = No rated { $game } games on this server yet.
standing-leaderboard-dm = A leaderboard ranks the players of one server: ask in a server. Here, `/game profile` shows your own ratings.
standing-profile-none = { $user } has not finished a game here yet.
standing-profile-title = **Profile of { $user }**
standing-profile-rating = rating { $rating } ({ $games } rated)
standing-profile-unrated = not rated yet
standing-profile-nobody = nobody yet
standing-profile-row = **{ $game }**: { $rating } · { $played } played, { $won } won · most played with { $against }
standing-replay-no-pictures = This game has no pictures to replay.
standing-replay-so-far = so far
standing-replay-finished = finished
standing-replay-abandoned = abandoned
standing-replay-frames = { $frames } frames
standing-replay-frames-of = { $frames } frames of { $steps } steps
standing-replay = { $game }, game { $id } ({ $where }): { $steps }.
standing-replay-no-game = There is no game { $id } on this server.
standing-replay-none-here = There is no game in this channel yet.
standing-replay-not-started = That game has not started yet: there is nothing to replay.
standing-season-manage = Only someone with Manage Server can start a new season, on a server.
standing-season = Season { $new } starts now: every rating starts afresh. Season { $old }'s leaderboards stay: `/game leaderboard season:{ $old }`.

img-leaderboard-player = player
img-leaderboard-rating = rating
img-leaderboard-games = games
img-leaderboard-trend = trend
img-leaderboard-empty = No rated games yet.
img-leaderboard-new = new
