## Hints (bot/hints.py): a table option, never in a rated game

hints-button = Hint
hints-answer = 💡 A normal bot would play **{ $move }** (`{ $notation }`): about { $gain } points for you (your lead then { $lead }). Only you see this hint.
hints-play = Play this move
hints-off = This table offers no hints: they are chosen when a table is opened (`/game new hints:True`), and never for a rated game.
hints-not-playing = No game is being played at this table now.
hints-not-seated = Only the players at this table get hints.
hints-not-your-turn = A hint is for your turn: the game is not waiting for you now.
hints-failed = No hint could be worked out just now: try again in a moment.
hints-lobby-title = Hints
hints-lobby-on = On: a Hint button shows each player the move a normal bot would play. This game does not change ratings.
hints-used-title = Hints used
hints-used-seat = { $player } 💡{ $count }
refusal-hints_rated = A rated game offers no hints: choose one or the other.
