# 井字棋：名称、事件和拒绝理由。

term-tictactoe-game = 井字棋

event-tictactoe-placed = { $seat } 在 { $cell } 落子。
event-tictactoe-won = { $seat } 连成一线。
event-tictactoe-draw = 棋盘已满：平局。

refusal-tictactoe-taken = { $cell } 已经有子了。
