# 井字棋：名称、事件和拒绝理由。

term-tictactoe-game = 井字棋

event-tictactoe-placed = { $seat } 在 { $cell } 落子。
event-tictactoe-won = { $seat } 连成一线。
event-tictactoe-draw = 棋盘已满：平局。

refusal-tictactoe-taken = { $cell } 已经有子了。
refusal-tictactoe-unknown_action = { $action } 不是井字棋的一步。
refusal-tictactoe-bad_notation = { $text } 不是格子；请写 A1 到 C3 之间的一格。
