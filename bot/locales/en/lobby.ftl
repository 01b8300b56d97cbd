# The lobby and the /game commands around a game (bot/cogs/lobby.py, bot/longplay.py,
# bot/deadlines.py). $game is a game's name in the reader's language; $user, $host, $new and
# $old are mentions; numbers stay numbers.

## The lobby message
lobby-title = { $game }: a new table (game #{ $id })
lobby-description = { $min }-{ $max } players. Press **Join** to sit down; the host { $host } presses **Start** when everyone is here.
lobby-nobody = nobody yet
lobby-players = Players ({ $count }/{ $max })
lobby-options = Options
lobby-closed = This table was closed.
lobby-started-title = { $game }: game #{ $id } has started
lobby-started-description = Seats in the order below; the board is posted under this message.
lobby-pace = Pace
lobby-automatic-play = Automatic play
lobby-auto-none = None: with no deadline, the game waits for each player.
lobby-auto-deadline = When a player's time runs out I play a default move for them; after { $misses } missed deadlines in a row they are marked away, and the host can put the seat on autopilot (`/game kick`) or hand it on (`/game replace`).
lobby-auto-on = On autopilot: { $players }.
button-join = Join
button-leave = Leave
button-start = Start
button-start-alone = Start alone
button-wait-others = Wait for others
button-options = Options
button-add-bot = Add bot
button-bot-easy = Easy bot
button-bot-normal = Normal bot
button-bot-hard = Hard bot
button-unbot = Remove a bot

## Answers in the lobby
lobby-start-alone = Start alone? Once the game starts nobody else can join: the **Join** button goes away.
lobby-start-waiting = The table stays open: press **Start** when the others have joined.
lobby-not-gathering = This table is no longer gathering players.
lobby-which-bot = Which bot sits down?
lobby-bots-seated = Bots at the table: { $bots }.
lobby-no-bots = none
lobby-begins = The game begins. Seats: { $seats }.
lobby-choose-options = Choose the options; the table shows them as you change them.
lobby-options-fixed = The game has started; options are fixed.
lobby-option-now = { $name } is now **{ $value }**.
lobby-more-options = More options
lobby-thread-name = { $game } table
lobby-thread-open = The { $game } table is open in { $channel }.
lobby-joined = { $user } joined ({ $count } at the table).
lobby-left = { $user } left the table.

## Ending a game, status between games
lobby-abandon-confirm = Abandon game #{ $id } of { $game }? { $what } Nothing happens unless you press **Yes, abandon**.
lobby-abandon-ends = This ends it for everyone, now.
lobby-abandon-counts = Your vote counts towards ending it.
lobby-abandon-counts-all = Your vote counts towards ending it: a started rated game is abandoned only when every player votes for it.
lobby-abandon-ends-rated = This ends it for everyone, now, and nobody's rating changes.
button-abandon-yes = Yes, abandon
lobby-already-over = That game is already over.
lobby-abandoned-by = Game #{ $id } of { $game } was abandoned by { $user }.
lobby-abandoned-vote = Game #{ $id } was abandoned by a vote of its players.
lobby-abandon-vote = { $user } votes to abandon game #{ $id } ({ $votes }/{ $needed } votes needed; a vote stands for { $days ->
    [1] a day
   *[other] { $days } days
} while its player keeps the seat).
lobby-start-new = Start a new one with `/game new`.
lobby-last-abandoned = The last game here, #{ $id } of { $game }, was abandoned. { $start }

## Autopilot and seats
lobby-autopilot-off = { $user } plays their own moves again.
lobby-autopilot-on = 🤖 The bot now plays for { $user } (autopilot, { $how }).
lobby-autopilot-default = default moves
lobby-autopilot-level = at { $level } level
lobby-replaced = { $new } takes over the seat of { $old } in game #{ $id }.
lobby-took-over = You took over this seat. Here is what it holds.

## Paces (the /game new pace: choices)
pace-live = live: 5 minutes a move
pace-hour = 1 hour a move
pace-day = 1 day a move
pace-3days = 3 days a move
pace-none = no deadline

## Undo, log, history, stats, settings (bot/longplay.py)
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
history-none-finished = No finished games in this channel yet.
history-row = #{ $id } { $game } { $when }: won by { $winners } ({ $scores })
history-abandoned = #{ $id } { $game } { $when }: abandoned
history-nobody = nobody
stats-none = { $user } has not finished a game here yet.
stats-title = **Games of { $user }**
stats-row = { $game }: { $played } played, { $won } won
stats-total = In all: { $played } played, { $won } won
stats-dm-only-yours = In a direct message only your own games are shown. Ask in a server to see { $user }'s games there (that server's games only).
settings-current =
    Reminders: **{ $reminders }** (a mention in the game's channel, or a DM).
    Private information: **{ $private }** (by DM, or only when you press Show mine / `/game mine`).
settings-reminders-channel = channel
settings-reminders-dm = dm
settings-private-dm = dm
settings-private-ephemeral = ephemeral

## Refusals of the lobby's own commands (bot/i18n/refusals.py)
refusal-options_no_equals = Write options as name=value, e.g. `mode=team`; { $part } has no `=`.
refusal-too_many_bots = { $game } seats { $most } at most: you and { $bots } bots.
refusal-thread_text_only = A thread can only be opened from a text channel.
refusal-undo_hidden_alone = Your last move turned up something that was hidden; with nobody else at the table to agree, it stands.
refusal-no_game_yet = There is no game in this channel yet.

## Game options: option-<game>-<option> is the option (its key, as `options:` takes it) and
## .description what it does, as the engine says it; option-value-<value> a named value.
option-value-on = on
option-value-off = off
option-value-easy = easy
option-value-normal = normal
option-value-medium = medium
option-value-hard = hard
option-value-random = random
option-value-escrow = escrow
option-value-cash_up_front = cash_up_front
option-value-inland = inland
option-value-seaside = seaside
option-value-standard = standard
option-value-special_duel = special_duel
option-value-team = team
option-value-official_duel = official_duel
option-akropolis-house_variant = house_variant
    .description = Variant: house scoring can double (spec 4.6).
option-akropolis-market_variant = market_variant
    .description = Variant: market scoring can double (spec 4.6).
option-akropolis-barracks_variant = barracks_variant
    .description = Variant: barracks scoring can double (spec 4.6).
option-akropolis-temple_variant = temple_variant
    .description = Variant: temple scoring can double (spec 4.6).
option-akropolis-garden_variant = garden_variant
    .description = Variant: garden scoring can double (spec 4.6).
option-akropolis-difficulty = difficulty
    .description = Solo only: how the virtual architect scores.
option-akropolis-running_scores = running_scores
    .description = Show everyone's score during the game.
option-dicetown-bribe_mode = bribe_mode
    .description = escrow: offers are held and only the chosen contender pays; cash_up_front: paid at once, kept
option-dicetown-gold_tax = gold_tax
    .description = Doc Badluck's Ace remedy: a nugget from every other player
option-dicetown-keep_none = keep_none
    .description = allow keeping no die of a roll, for $1
option-dicetown-first_sheriff = first_sheriff
    .description = the first Sheriff (the youngest): P1 = first in the table's player list
option-shakecity-side = side
    .description = Board side: inland (all edges black) or seaside.
option-shakecity-family = family
    .description = Family mode: only the bonus tiles score.
option-shakecity-construction = construction
    .description = Construction tiles: remove all four or you cannot win (always on solo).
option-shakecity-wild_night = wild_night
    .description = Wild Night: white wild cubes join the shaker.
option-blockbuster-mode = mode
    .description = standard (2-4 players), special_duel (2 players, 2 colours each), team (4 players, 2 v 2), official_duel (2 players, one doubled colour each)

# /game turns (bot/turns.py): the reader's open games, wherever they are.
turns-none = You sit at no open game.
turns-header = Your open games ({ $count }), newest first:
turns-line = **{ $game }** (game #{ $id }) · { $place } · { $turn }
turns-place-server = { $server } { $channel }
turns-place-dm = direct messages
turns-unknown-server = a server the bot has left
turns-your-turn = **your turn**
turns-waiting-for = waiting for { $players }
turns-nobody = waiting for nobody
turns-gathering = gathering players
turns-with-deadline = { $line }, due { $when }
turns-with-board-link = { $line } · [board]({ $url })
turns-with-lobby-link = { $line } · [table]({ $url })
turns-more = …and { $count } more.
