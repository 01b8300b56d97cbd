# The Score button under a board: a player's own score so far, by the game's categories.
score-button = 得分
score-title = 你目前的得分
score-title-shared = 目前得分
score-total = 目前合计
score-line = 你目前的得分：**{ $points }** 分。
score-other-line = { $who }目前：**{ $points }** 分。
score-not-seated = 只有本局的玩家才有得分可看：你不在这张桌上。
