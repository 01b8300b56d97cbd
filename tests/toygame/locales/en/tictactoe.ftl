# Tic-tac-toe: its name, its events, its refusals and the words its picture draws.

term-tictactoe-game = Tic-tac-toe

event-tictactoe-placed = { $seat } marks { $cell }.
event-tictactoe-won = { $seat } has three in a row.
event-tictactoe-draw = The grid is full: a draw.

refusal-tictactoe-bad_cell = { $cell } is not a cell; write one from A1 to C3.
refusal-tictactoe-taken = { $cell } is already marked.

img-tictactoe-turn = { $seat } to play
img-tictactoe-won = { $seat } wins
img-tictactoe-draw = A draw
