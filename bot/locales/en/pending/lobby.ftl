# Strings of bot/cogs/lobby.py, bot/cogs/play.py, bot/longplay.py and bot/publish.py, waiting to
# be used there (bot/locales/MOVING.md). Placeholders: $game a game's title (game-title), $user
# and friends are mentions (<@id>), numbers stay numbers.

## bot/cogs/lobby.py
lobby-options-no-equals = Write options as name=value, e.g. `mode=team`; { $part } has no `=`.
lobby-title = { $game }: a new table (game #{ $id })
lobby-description = { $min }-{ $max } players. Press **Join** to sit down; the host { $host } presses **Start** when everyone is here.
lobby-nobody = nobody yet
lobby-players = Players ({ $count }/{ $max })
lobby-options = Options
lobby-closed = This table was closed.
lobby-not-gathering = This table is no longer gathering players.
lobby-begins = The game begins. Seats: { $seats }.
lobby-secret-begins = The game has begun. Here is what only you can see.
lobby-host-only-options = Only the host can change the options.
lobby-choose-options = Choose the options; the table shows them as you change them.
lobby-options-fixed = The game has started; options are fixed.
lobby-option-now = { $name } is now **{ $value }**.
lobby-more-options = More options
lobby-no-such-game = There is no game called { $name }. Games: { $games }.
lobby-thread-text-only = A thread can only be opened from a text channel.
lobby-thread-name = { $game } table
lobby-thread-open = The { $game } table is open in { $channel }.
lobby-joined = { $user } joined ({ $count } at the table).
lobby-left = { $user } left the table.
lobby-abandoned-by = Game #{ $id } of { $game } was abandoned by { $user }.
lobby-abandoned-vote = Game #{ $id } was abandoned by a vote of its players.
lobby-abandon-vote = { $user } votes to abandon game #{ $id } ({ $votes }/{ $needed } votes needed; a vote stands for { $days ->
    [1] a day
   *[other] { $days } days
} while its player keeps the seat).
lobby-not-playing = { $user } is not playing in this game.
lobby-autopilot-off = { $user } plays their own moves again.
lobby-autopilot-on = 🤖 The bot now plays for { $user } (autopilot).
lobby-replaced = { $new } takes over the seat of { $old } in game #{ $id }.
lobby-took-over = You took over this seat. Here is what it holds.
button-join = Join
button-leave = Leave
button-start = Start
button-options = Options

## bot/longplay.py
undo-hidden-alone = Your last move turned up something that was hidden; with nobody else at the table to agree, it stands.
undo-done = ↩️ { $user } took back their last move.
undo-ask = { $user } asks to take back their last move. It revealed something that was hidden, so everyone else must agree: { $mentions }
undo-allow = Allow the undo
undo-refuse = Refuse
undo-over = This undo request is over.
undo-refused = { $user } refused; the move stands.
undo-agreed = Everyone agreed; the move is taken back.
undo-noted = Noted: you allow it ({ $yes }/{ $needed }).
log-hidden-move = a hidden move
log-nothing-yet = Nothing has been played yet.
log-title = **{ $game }, game #{ $id }: the last moves**
history-no-game = There is no game in this channel yet.
history-none-finished = No finished games in this channel yet.
history-row = #{ $id } { $game } { $when }: won by { $winners } ({ $scores })
stats-none = { $user } has not finished a game here yet.
stats-title = **Games of { $user }**
stats-row = { $game }: { $played } played, { $won } won
stats-total = In all: { $played } played, { $won } won
settings-current =
    Reminders: **{ $reminders }** (a mention in the game's channel, or a DM).
    Private information: **{ $private }** (by DM, or only when you press Show mine / `/game mine`).

## bot/publish.py
publish-final-title = { $game } · final scores
