# The words every game shares on its board, chooser, status, reminders and final scores
# (bot/gameui.py, bot/publish.py, bot/components.py, bot/chooser.py, bot/picker.py,
# bot/reminders.py, bot/bots.py, bot/ratings.py). A leading or trailing space is written {" "}.

## the board (bot/publish.py)
publish-board-title = { $game } · game #{ $id }
publish-board-late = The board as it stands (it could not be shown earlier).
publish-you-played = ✅ You played `{ $action }`.
publish-private-title = { $game } · game #{ $id } in { $channel }
publish-dm-closed = { $user }, a private action is waiting for you. I could not DM you, so press **Show mine** (only you will see it) or use `/game mine`.
publish-rating = Rating
button-show-mine = Show mine
button-choose-move = Choose a move
button-status = Status

## /play's one suggestion when the player has nothing to play (bot/cogs/play.py)
play-why-no-game = No game is being played in this channel: start one with /game new.
play-why-not-started = The game has not started yet: there is nothing to play.
play-why-not-seated = You are not playing in this game.
play-why-not-your-turn = It is not your turn: the game is waiting for another player.

## a game's generic text (bot/gameui.py)
gameui-your-turn = Your turn, { $who }.
gameui-waiting = Waiting for { $who }.
gameui-name-sep = {", "}
gameui-how-to-move = use **Choose a move** under the board, or `/play` with autocomplete.
gameui-game-over = **{ $game }: game over.** { $reason }
gameui-score-line = { $place }. { $user } — **{ $score }**{ $mark }
gameui-score-sep = {", "}
gameui-score-parts = {" "}({ $parts })
gameui-greeting = The game has begun. Here is what only you can see.

## the final score table (render/core.py score_table)
img-final-scores = Final scores
img-score-total = total
img-score-place = place
img-seat = P{ $seat }

## controls and status (bot/components.py)
components-elsewhere = That control belongs to a game played somewhere else; it does nothing here.
components-game-over = That game is over; these buttons no longer do anything.
components-not-playing = You are not playing in this game; you can watch it.
components-not-your-turn = It is not your turn yet; I will mention you when it is.
components-other-game = This channel plays { $game }; `/{ $command }` is for { $other }.
components-not-started = The game has not started yet; the host starts it with `/game start`.
components-you-can-play = You can play:{" "}
components-legal-moves = You have { $count } legal moves: { $hint }
components-no-private = You have no private information in this game.
components-only-you = Here is what only you can see.
components-gathering = **{ $game }** (game #{ $id }) is gathering players: { $players }.
components-lobby-start = { $min }-{ $max } players; the host { $host } starts it with **Start** or `/game start`.
components-playing = **{ $game }** (game #{ $id }), { $count } players: { $players }.
components-waiting-for = Waiting for { $user }
components-must-decide = , who must decide { $when }
components-stop = .
components-pace = Pace: { $pace }.
components-pace-live = live: 5 minutes a move
components-pace-hour = 1 hour a move
components-pace-day = 1 day a move
components-pace-3days = 3 days a move
components-pace-none = no deadline
components-away = Away: { $players }
components-autopilot = On autopilot: { $players }

## the chooser (bot/chooser.py, bot/picker.py)
chooser-back = ↩ Back
chooser-page-back = ◀ page { $page }
chooser-page-on = page { $page } ▶
chooser-choose = Choose…
chooser-not-playing-now = This game is not being played now.
components-confirm = **{ $move }**
    Confirm with the button.
components-nothing-legal = Nothing is legal for you at the moment.
components-so-far = Your move so far: `{ $chosen }`
components-choose-parts = Choose your move, one part at a time.
components-play = Play: { $move }
components-just-this = (just this)
components-moved-on = The game has moved on since this menu was opened; open a new one.

## Links to the message a sentence speaks of: the board in play, the lobby before it
links-board = { $line } · [board]({ $url })
links-table = { $line } · [table]({ $url })
links-go-to-board = { $line } [Go to the board]({ $url })

## reminders and moves made for someone (bot/reminders.py, bot/bots.py)
reminders-waiting = ⏳ { $user }, { $game } (game #{ $id }) is waiting for you: { $left } left before I play a default move for you.
reminders-hidden-choice = made a hidden choice
reminders-played = played { $action }
reminders-timed-out = ⏰ { $user } ran out of time; I { $played } for them.
reminders-away = { $user } missed { $misses } deadlines in a row and is marked away. The host can `/game kick` them (autopilot) or `/game replace` them.
reminders-days = { $days ->
    [one] 1 day
   *[other] { $days } days
}
reminders-days-hours = { $days ->
    [one] 1 day
   *[other] { $days } days
} { $hours } h
reminders-hours = { $hours } h
reminders-hours-minutes = { $hours } h { $minutes } min
reminders-minutes = { $minutes } min
reminders-seconds = { $seconds } s
bots-name = Bot { $number } · { $level }
bots-level-easy = easy
bots-level-normal = normal
bots-level-hard = hard
bots-rated = { $name }, about { $rating }
bots-played = { $bot } { $played }.
bots-autopilot-played = { $mark } Autopilot { $played } for { $user }.
bots-thinking = { $bot } is thinking…
ratings-bot-name = Bot · { $level }
