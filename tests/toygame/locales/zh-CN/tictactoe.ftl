# 井字棋：名称、事件、拒绝理由和图片上的文字。

term-tictactoe-game = 井字棋

event-tictactoe-placed = { $seat } 在 { $cell } 落子。
event-tictactoe-won = { $seat } 连成一线。
event-tictactoe-draw = 棋盘已满：平局。

refusal-tictactoe-bad_cell = { $cell } 不是格子；请写 A1 到 C3 之间的一格。
refusal-tictactoe-taken = { $cell } 已经有子了。

img-tictactoe-turn = 轮到 { $seat }
img-tictactoe-won = { $seat } 获胜
img-tictactoe-draw = 平局
