# Refusals of the table service (bot/tables.py), by their code: refusal-<code>. English players
# read the sentence the service wrote; these entries say what each locale must translate.
# $game is a game's name in the reader's language; $user and $players are mentions.

refusal-no_game = There is no game called { $name }. Games: { $games }.
refusal-channel_busy = This channel already has a game of { $game }. Finish or abandon it first (/game abandon), or start yours in a thread.
refusal-channel_busy_unknown = This channel already has a game. Finish or abandon it first (/game abandon), or start yours in a thread.
refusal-started = The game has already started; you can watch it.
refusal-already_joined = You are already at this table.
refusal-full = The table is full ({ $max } players at most).
refusal-bad_bot_level = A bot plays at { $levels }, not { $level }.
refusal-bots_after_start = Bots can only sit down before the game starts.
refusal-host_adds_bots = Only the host can add bots.
refusal-bots_keep_seats = The game has started; bots keep their seats.
refusal-host_removes_bots = Only the host can remove bots.
refusal-no_bot = There is no bot at this table.
refusal-bad_autopilot_level = Autopilot plays at { $levels }, not { $level }.
refusal-leave_after_start = The game has started; ask the host to put you on autopilot or abandon it.
refusal-not_at_table = You are not at this table.
refusal-options_after_start = Options can only change before the game starts.
refusal-host_options = Only the host can change the options.
refusal-already_started = The game has already started.
refusal-host_starts = Only the host (or someone who can manage the channel) can start the game.
refusal-too_few = { $game } needs at least { $min } players; { $need } more must join first.
refusal-earlier_game = That button belongs to an earlier game in this channel.
refusal-duplicate = That was already done.
refusal-watcher = You are not playing in this game; you can watch it.
refusal-stale = The game has moved on since this was posted; use the latest message.
refusal-conflict = Someone else moved at the same moment; look at the board and try again.
refusal-waiting_for = It is not your turn; the game is waiting for { $players }.
refusal-host_abandons = Only the host or someone with Manage Channel can abandon the game; players can vote with /game abandon.
refusal-vote_not_player = Only players of this game can vote to abandon it.
refusal-admin_autopilot_level = Only the host or someone with Manage Channel can choose how the autopilot plays.
refusal-admin_autopilot = Only the host or someone with Manage Channel can put a player on autopilot.
refusal-admin_replace = Only the host or someone with Manage Channel can hand a seat to someone else.
refusal-bot_seat = { $user } is a bot: it always plays its own moves.
refusal-not_player = { $user } is not playing in this game.
refusal-already_seated = { $user } already has a seat in this game.
refusal-no_such_bot = There is no bot { $bot } at this table.
refusal-replace_whom = Name the member or the bot whose seat to hand on.
refusal-undo_not_player = You are not playing in this game.
refusal-not_last = Only the last action of the game can be taken back, and it is not yours.
refusal-undo_over = This undo request is over.
refusal-undo_over_seat = This undo request is over: its player no longer holds the seat.
refusal-undo_over_moved = This undo request is over: the game has moved on.
refusal-undo_vote_others = Only the other players of this game vote on this undo.
refusal-undo_too_late = The game has moved on; that action can no longer be taken back.
