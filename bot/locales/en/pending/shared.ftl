# Strings of bot/components.py and bot/gameui.py (shared by every game), waiting to be used.
# A leading line break stays in the code: Fluent has no escape for it.

components-elsewhere = That control belongs to a game played somewhere else; it does nothing here.
components-game-over = That game is over; these buttons no longer do anything.
components-over = That game is over.
components-not-playing = You are not playing in this game; you can watch it.
components-not-your-turn = It is not your turn yet; I will mention you when it is.
components-other-game = This channel plays { $game }; `/{ $key }` is for { $other }.
components-not-started = The game has not started yet; the host starts it with `/game start`.
components-you-can-play = You can play:{" "}
components-legal-moves = You have { $count } legal moves: { $hint }
components-confirm = **{ $move }**
    Confirm with the button.
components-nothing-legal = Nothing is legal for you at the moment.
components-so-far = Your move so far: `{ $chosen }`
components-choose-parts = Choose your move, one part at a time.
components-page = {" "}(page { $page } of { $pages })
components-play = Play: { $move }
components-just-this = (just this)
components-moved-on = The game has moved on since this menu was opened; open a new one.
components-no-private = You have no private information in this game.
components-only-you = Here is what only you can see.
components-gathering = **{ $game }** (game #{ $id }) is gathering players: { $players }.
components-playing = **{ $game }** (game #{ $id }), { $count } players: { $players }.
components-waiting-for = Waiting for { $user }
components-must-decide = , who must decide { $when }
components-pace = Pace: { $pace }.
components-autopilot = on autopilot

gameui-your-turn = Your turn, { $who }.
gameui-waiting = Waiting for { $who }.
gameui-how-to-move = use **Choose a move** under the board, or `/play` with autocomplete.
gameui-game-over = **{ $game }: game over.** { $reason }
gameui-score-line = { $place }. { $user } — **{ $score }**{ $mark }
