# Strings of bot/cogs/lobby.py, bot/cogs/play.py, bot/longplay.py and bot/publish.py, waiting to
# be used there (bot/locales/MOVING.md). Placeholders: $game a game's title (game-title), $user
# and friends are mentions (<@id>), numbers stay numbers.

## bot/cogs/lobby.py
lobby-secret-begins = The game has begun. Here is what only you can see.

## bot/publish.py
publish-final-title = { $game } · final scores
