# Tic-tac-toe: its name, its events and its refusals.

term-tictactoe-game = Tic-tac-toe

event-tictactoe-placed = { $seat } marks { $cell }.
event-tictactoe-won = { $seat } has three in a row.
event-tictactoe-draw = The grid is full: a draw.

refusal-tictactoe-taken = { $cell } is already marked.
refusal-tictactoe-unknown_action = { $action } is not a Tic-tac-toe move.
refusal-tictactoe-bad_notation = { $text } is not a cell; write one from A1 to C3.
