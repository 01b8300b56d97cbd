# Refusals by their code (bot/i18n/refusals.py): refusal-<code> for a code every game raises with
# the same meaning (a game's own, refusal-<game>-<code>, is in its catalog, bot/cogs/<game>/locales). Engines give codes and
# values only: these sentences are the refusals' words in every language, English too.

refusal-game_over = The game is over.
refusal-not_your_turn = It is not your turn.
refusal-not_legal = { $action } is not a legal move now.
refusal-seat_may_not_act = It is not this seat's turn.
refusal-unknown_option = Unknown option '{ $option }'; this game has: { $count ->
    [0] none
   *[other] { $options }
}.
refusal-bad_option_value = Option { $option } cannot be { $given }; choose one of: { $allowed }.
refusal-no_table = There is no game in this channel. Start one with /game new.
refusal-not_started = The game has not started yet.
refusal-nothing_to_undo = There is nothing to undo yet.

