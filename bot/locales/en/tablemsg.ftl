## The table message (bot/table_message.py, bot/table_setting.py)
# One line per turn in a channel whose games keep one table message: who must act, the game, and a
# link to that message. Names and the game only: never anything secret.
tablemsg-turn = { $users }, your turn in { $game } — [table ↗]({ $url })
tablemsg-set-on = Table message: **on**. This channel's game shows one board that I keep up to date (pinned), and each turn adds only a short line naming who plays, with a link to it. The final board is posted as usual; `/game log` and replays still show every move. New games here keep this setting.
tablemsg-set-off = Table message: **off**. Each turn posts its own board again, here and in this channel's next games.
tablemsg-no-pin = I lack the **Manage Messages** permission here, so the table message will not be pinned: it is still kept up to date, and every turn's line links to it.
tablemsg-no-table = No game has been played in this channel yet: open one with `/game new`, then set the table message (the channel's next games keep it).
tablemsg-not-allowed = Only the host of this channel's table or a member with the Manage Channel permission can change the table message.
