# The tests' toy games (tests/helpers/toy_game.py and the toys of single tests): their events,
# refusals and results, as a game keeps them in its own catalog.

event-nim-took = { $player } takes { $n }; { $pile } left.
event-nim-greedy = Psst, your lucky number is { $lucky }.
event-nim-won = { $player } wins.
event-poll-voted = { $player } voted.
event-marks-marked = { $player } marks { $colour } { $n }.
event-whisper-said = Someone spoke.

refusal-nim-too_many = { $player }, you can take 1 to { $most } stones.
refusal-nim-bad_notation = { $text } is not a move; write `take N`.
refusal-nim-player_count = Nim is for { $min } to { $max } players, not { $players }.
refusal-poll-bad_notation = { $text } is not a vote; write `vote 1` or `vote 2`.
refusal-marks-bad_notation = { $text } is not a move; write `mark COLOUR N`.
