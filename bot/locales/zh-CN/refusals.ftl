refusal-game_over = 游戏已经结束。
refusal-not_your_turn = 还没轮到你。
refusal-not_legal = { $action } 现在不是合法的一步。
refusal-seat_may_not_act = 现在还没轮到这个座位。
refusal-unknown_option = 没有 `{ $option }` 这个选项；{ $count ->
    [0] 这个游戏没有选项。
   *[other] 这个游戏的选项有：`{ $options }`。
}
refusal-bad_option_value = 选项 `{ $option }` 不能是 { $given }；可选：`{ $allowed }`。
refusal-no_table = 本频道没有游戏。用 /游戏 开桌 开一局。
refusal-not_started = 游戏还没有开始。
refusal-nothing_to_undo = 还没有可以悔的棋。

