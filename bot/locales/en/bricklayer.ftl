# Genius Bricklayer (bot/cogs/bricklayer/, render/bricklayer.py, games/bricklayer refusals).

## Refusals of the engine, by code (English players read the engine's own sentence).
refusal-bricklayer-unknown_action = { $action } is not a Genius Bricklayer move.
refusal-bricklayer-duplicate_rotation = { $shape } { $rot } is the same shape as { $canonical }; write { $canonical }.
refusal-bricklayer-outside_wall = { $shape } { $rot } at { $at } would put { $where } outside the wall (A1 to H8).
refusal-bricklayer-cell_taken = { $cells } taken.
refusal-bricklayer-bad_deck = { $deck } is not a deck; decks are numbered 1 to { $decks }.
refusal-bricklayer-bad_rotation = { $rot } is not a rotation; write R0, R90, R180 or R270 (bricks cannot be flipped).
refusal-bricklayer-bad_cell = { $cell } is not a cell; write a column letter and a row number, like C4.
refusal-bricklayer-off_wall = { $cell } is off the board; cells run from A1 to { $last }.
refusal-bricklayer-empty = Empty move; write take <deck> <rotation> <cell>, coin, buy <deck> [<rotation> <cell>], place <rotation> <cell> or pass.
refusal-bricklayer-bad_arguments = Write { $verb } as its form says.
refusal-bricklayer-unknown_verb = Unknown move { $verb }; write take <deck> <rotation> <cell>, coin, buy <deck> [<rotation> <cell>], place <rotation> <cell> or pass.
