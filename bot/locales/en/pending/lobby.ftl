# Strings of bot/cogs/lobby.py, bot/cogs/play.py, bot/longplay.py and bot/publish.py, waiting to
# be used there (bot/locales/MOVING.md). Placeholders: $game a game's title (game-title), $user
# and friends are mentions (<@id>), numbers stay numbers.

## bot/cogs/lobby.py
lobby-secret-begins = The game has begun. Here is what only you can see.

## bot/publish.py
publish-board-title = { $game } · game #{ $id }
publish-board-late = The board as it stands (it could not be shown earlier).
publish-you-played = ✅ You played `{ $action }`.
publish-final-title = { $game } · final scores
publish-private-title = { $game } · game #{ $id } in { $channel }
publish-dm-closed = { $user }, a private action is waiting for you. I could not DM you, so press **Show mine** (only you will see it) or use `/game mine`.
button-show-mine = Show mine
button-choose-move = Choose a move
