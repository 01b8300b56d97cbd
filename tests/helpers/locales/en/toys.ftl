# The tests' toy games (tests/helpers/toy_game.py and the toys of single tests): their events,
# refusals and results, as a game keeps them in its own catalog.

event-nim-took = { $player } takes { $n }; { $pile } left.
event-nim-greedy = Psst, your lucky number is { $lucky }.
event-nim-won = { $player } wins.
event-poll-voted = { $player } voted.
event-marks-marked = { $player } marks { $colour } { $n }.
event-whisper-said = Someone spoke.
