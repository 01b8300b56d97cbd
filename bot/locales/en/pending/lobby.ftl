# Strings of bot/cogs/lobby.py, bot/cogs/play.py, bot/longplay.py and bot/publish.py, waiting to
# be used there (bot/locales/MOVING.md). Placeholders: $game a game's title (game-title), $user
# and friends are mentions (<@id>), numbers stay numbers.

## bot/cogs/lobby.py
## bot/publish.py