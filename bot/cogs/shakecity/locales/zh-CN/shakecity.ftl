# Shake That City: bot/cogs/shakecity (sentences, labels, events) and the words its images draw.

shakecity-option = { $buildings } ×{ $tiles }
shakecity-option-wild = { $buildings } ×{ $tiles }（含百搭方块）
shakecity-round = **第 { $round }/{ $rounds } 轮**
shakecity-how = 下方的 **建造**（或 `/摇动城市 建造`）
shakecity-turn-solo = { $head }：轮到你了，{ $user }：选一种颜色{ $rule }，按图案建造：点{ $how }。
shakecity-not-most = （不能选数量最多的 **{ $buildings }**）
shakecity-turn-start = { $head }：轮到你了，{ $user }。你是起始玩家：先选一种颜色并按图案建造；其他人再选与你不同的颜色。点{ $how }。
shakecity-turn = { $head }：轮到你了，{ $user }：选一种颜色（{ $rule }），按图案建造：点{ $how }。所有人选好之前，你的选择不会公开。
shakecity-rule-free = 最后三轮所有颜色都可以选
shakecity-rule-but = 除了 **{ $buildings }** 都可以
shakecity-rule-any = 任何颜色（起始玩家跳过了）
shakecity-already-chosen = 已选：{ $users }。

shakecity-colour = { $letter ->
    [H] 住宅
    [S] 商店
    [F] 工厂
    [P] 公园
    [R] 道路
   *[W] 百搭方块
}
shakecity-buildings = { $count } { $letter ->
    [H] 栋住宅
    [S] 家商店
    [F] 座工厂
    [P] 座公园
   *[R] 段道路
}
shakecity-bonus-tiles = { $count } 块奖励分数板块
shakecity-comma = ，
shakecity-semicolon = ；
shakecity-full-stop = 。
shakecity-category = { $category ->
    [roads] 道路
    [parks] 公园
    [factories] 工厂
    [shops] 商店
    [homes] 住宅
   *[bonus] 奖励
}
shakecity-bonus-goal = { $tile ->
    [1] 西北—东南对角线（A1、B2、C3、D4、E5、F6）每格都有建筑
    [2] 板块所对的某一行或列 6 格都有建筑
    [3] 板块所对的某一行或列至少有 4 栋住宅
    [4] 板块所对的某一行或列至少有 3 家商店
    [5] 板块所对的某一行或列至少有 3 座工厂
    [6] 板块所对的某一行或列至少有 3 座公园
   *[7] 板块所对的某一行或列至少有 3 段道路（连不连都行）
}
shakecity-bonus-short = { $tile ->
    [1] 对角
    [2] 满格
    [3] 4住
    [4] 3商
    [5] 3工
    [6] 3园
    [7] 3路
   *[other] { $short }
}
shakecity-build-button = 建造

## /shakecity build and the Build chooser (only the player sees them)
shakecity-option-fits = { $option }：有 { $count } 处可放
shakecity-other-game = 本频道的游戏是{ $game }，不是摇动城市。
shakecity-not-a-cell = { $cell } 不是版图上的格子；格子从 A1（西北角）到 F6（东南角）。
shakecity-start-chooses-first = 这一轮由 { $user } 先选；轮到你时我会提醒你。
shakecity-you-pass = 这一轮你跳过：图案里没有能放进你版图的颜色。
shakecity-already-chosen-yours = 这一轮你已经选过了{ $mine }；所有人选完后开始下一轮。
shakecity-choice-head = **第 { $round }/{ $rounds } 轮：你的选择。**
shakecity-choice-intro = 从图案里拿一种颜色：每个方块建一栋这种建筑，形状和这些方块在图案里的排列完全相同（不能旋转，空隙保留）。
shakecity-shape-head = **{ $option }**，形状（`＠` 是你要选的格子）：
shakecity-fits-board = 在你的版图上有 { $count } 处可放（图中圈出）。请为 `＠` 选一个格子。
shakecity-confirm-head = **{ $option }，建在 { $cells }。**
shakecity-confirm-press = 点 **建造** 确认，或改选别的颜色或格子。
shakecity-fits-desc = 在你的版图上有 { $count } 处可放
shakecity-choose-colour = 选一种颜色…
shakecity-cell-desc = { $colour }建在 { $cells }
shakecity-build-here = 在这里建 { $buildings }
## /play's autocomplete names a move: the colour taken and the cell of its @ building.
shakecity-label = { $colour }，从 { $cell } 起建
shakecity-label-wild = { $colour }（含百搭方块），从 { $cell } 起建
shakecity-rows-top = （第 1-3 行）
shakecity-rows-bottom = （第 4-6 行）
shakecity-cell-for = ＠ 那栋建筑的格子{ $rows }…
shakecity-barred-solo = 不能选 **{ $colour }**：第 1-12 轮不能选数量最多的颜色。
shakecity-barred-start = 不能选 **{ $colour }**：这一轮起始玩家拿了它。
shakecity-no-room = 你的版图上放不下：{ $colours }。
shakecity-secret-start = -# 你的选择会立刻公开：其他人就不能再选这种颜色。
shakecity-secret = -# 只有你看得到；这一轮结束时其他人才会知道你的选择。
shakecity-not-your-option = `{ $option }` 不是你这一轮的选项。你可以选：{ $offered }。
shakecity-not-possible = `{ $notation }` 现在不能这样放。

## /game status and the result
shakecity-status-round = 第 { $round }/{ $rounds } 轮{ $start }。图案 `{ $pattern }`（{ $counts }）。
shakecity-status-start = ，起始玩家 { $user }
shakecity-status-barred-solo = 这一轮你不能选 **{ $colour }**。
shakecity-status-barred = 这一轮其他人不能选 **{ $colour }**。
shakecity-status-wilds = 狂野之夜：摇筒里有 { $pool } 个百搭方块，还有 { $track } 个待加入。
shakecity-status-hidden = 已选（本轮结束时公开）：{ $users }。
shakecity-status-construction = ，还剩 { $count } 块施工板块
shakecity-status-points = 目前分数：{ $scores }。
shakecity-game-over = **摇动城市：游戏结束。** { $reason }
shakecity-result-parts = { $categories }；翻开 { $tiles }
shakecity-not-eligible = ；没有获胜资格，还剩 { $count } 块施工板块
shakecity-target-reached = 达成
shakecity-target-missed = 差 { $count } 分
shakecity-solo-target = 单人目标 { $target } 分：{ $verdict }。

## Events and the result's reason, for languages other than English (English shows the engine's own)
event-shakecity-round_open = 第 { $round }/{ $rounds } 轮：图案是 `{ $pattern }`。{ $restricted ->
    [true] { $start } 先选。
   *[false] 所有人同时选。
}
event-shakecity-auto_pass = { $player } 这一轮跳过：{ $why }。
shakecity-pass-nothing = 图案里没有能放进版图的颜色
shakecity-pass-most = 只有数量最多的{ $colour }放得下
shakecity-pass-taken = 只有 { $user } 拿走的{ $colour }放得下
event-shakecity-placed = { $player } 在 { $cells } 建了 { $buildings }。
event-shakecity-revealed = { $player } 在 { $cells } 建了 { $buildings }。
event-shakecity-chosen = { $player } 已经选好了（本轮结束时公开）。
event-shakecity-colour_barred = 其他人现在可以选除了{ $colour }以外的任何颜色。
shakecity-building = { $letter ->
    [H] 住宅
    [S] 商店
    [F] 工厂
    [P] 公园
   *[R] 道路
}
event-shakecity-construction_removed = { $player } 移除了 { $tile } 号施工板块（{ $first }挨着{ $second }）。
shakecity-bonus-goal-said = { $tile ->
    [1] 西北—东南对角线（A1、B2、C3、D4、E5、F6）每格都有建筑
    [2] 板块所对的某一行或列 6 格都有建筑
    [3] 板块所对的某一行或列至少有 4 栋住宅
    [4] 板块所对的某一行或列至少有 3 家商店
    [5] 板块所对的某一行或列至少有 3 座工厂
    [6] 板块所对的某一行或列至少有 3 座公园
   *[7] 板块所对的某一行或列至少有 3 段道路（连不连都行）
}
event-shakecity-bonus_flipped = { $player } 翻开了 { $slot } 的 { $tile } 号奖励分数板块（{ $goal }）：+3。
event-shakecity-round_closed = 第 { $round } 轮结束：{ $summary }。
shakecity-decision = { $decision ->
    [pass] 跳过
   *[other] { $decision }
}
event-shakecity-game_over = 第 { $round } 轮结束：最终计分。
shakecity-reason-solo-construction = { $user } 输了：版图上还有施工板块。
shakecity-reason-solo-win = { $user } 赢了：{ $points } 分达到目标 { $target } 分。
shakecity-reason-solo-loss = { $user } 输了：{ $points } 分没有达到目标 { $target } 分。
shakecity-reason-nobody = 没有人移除全部四块施工板块，所以没有人获胜。
shakecity-reason-wins = { $users } 以 { $points } 分{ $count ->
    [one] 获胜
   *[other] 共享胜利
}
shakecity-reason-tiebreak = （平分比较：翻开的奖励分数板块多者胜，再比空格少者）

## Words in the images
img-shakecity-status = { $status ->
    [to_act] 待选
    [waiting] 等待
    [chosen] 已选
    [placed] 已放
    [passed] 跳过
   *[done] {""}
}
img-shakecity-legend = { $letter ->
    [H] 住宅
    [S] 商店
    [F] 工厂
    [P] 公园
   *[R] 道路
}
# 版图上每栋建筑（和图案里每个方块）除颜色外标的字：建筑名的一个字。
img-shakecity-cell = { $letter ->
    [H] 住
    [S] 商
    [F] 工
    [P] 园
    [R] 路
   *[W] 百
}
img-shakecity-place = 第 { $place } 名
img-shakecity-start-status = 起始，{ $status }
img-shakecity-start = 起始
img-shakecity-points = { $points } 分
img-shakecity-construction-left = 施工 { $count } ·{" "}
img-shakecity-tile = { $count } 块板块
img-shakecity-tiles = { $count } 块板块
img-shakecity-round = 第 { $round }/{ $rounds } 轮
img-shakecity-game-over = 游戏结束
img-shakecity-solo-not = 单人：不能选{ $name }（{ $colour }）
img-shakecity-others-not = 其他人：不能选{ $name }（{ $colour }）
img-shakecity-wilds = 百搭：摇筒里 { $pool } 个，还有 { $track } 个待加入
img-shakecity-inland = 内陆面
img-shakecity-seaside = 海滨面
img-shakecity-family = 家庭模式
img-shakecity-construction = 施工
img-shakecity-construction-pair = { $first }{ $second }
img-shakecity-wild-night = 狂野之夜
img-shakecity-target = 目标 { $target }
img-shakecity-mode-sep = ，
img-shakecity-wins = 获胜
img-shakecity-not-eligible = 无获胜资格：还有施工板块
img-shakecity-tiles-empty = { $tiles }，{ $empty } 个空格
img-shakecity-target-reached = 目标 { $target }：达成
img-shakecity-target-missed = 目标 { $target }：未达成
img-shakecity-bonus-head = 奖励分数板块：城市达成目标时 +3：
img-shakecity-score-tiles = 板块
img-shakecity-scores-title = 摇动城市：最终计分

# Refusals by their code (bot/i18n/refusals.py): the engine gives a code and values.
refusal-shakecity-player_count = 摇动城市供 1 到 4 人游戏，不能是 { $players } 人。
refusal-shakecity-solo_family = 单人游戏以达到目标分数获胜，所以不能使用家庭模式（家庭模式只计奖励分数板块）。
refusal-shakecity-not_seated = 你没有坐在这局游戏里。
refusal-shakecity-already_chosen = 这一轮你已经选过了。
refusal-shakecity-no_wilds = 这个方块图案里没有百搭方块。
refusal-shakecity-bad_option = { $token } 不是颜色选项；请写 H、S、F、P 或 R（住宅、商店、工厂、公园、道路），加上 +W 表示连百搭方块一起拿。
refusal-shakecity-bad_format = { $text } 不是一步棋；先写颜色，再写第一栋建筑的格子，例如 'H D2' 或 'H+W D2'。
refusal-shakecity-bad_cell = { $cell } 不是版图上的格子；格子从 A1（西北角）到 F6（东南角）。
refusal-shakecity-not_your_turn = 这一轮由 { $start } 先选；你在之后选。
refusal-shakecity-unknown_action = { $action } 不是摇动城市的走法。
refusal-shakecity-nothing_to_choose = 你现在没有要选的。
refusal-shakecity-colour_not_in_pattern = 这个方块图案里没有{ $colour ->
    [H] 住宅
    [S] 商店
    [F] 工厂
    [P] 公园
   *[R] 道路
}的方块。
refusal-shakecity-solo_most_numerous = { $colour ->
    [H] 住宅
    [S] 商店
    [F] 工厂
    [P] 公园
   *[R] 道路
}是这个图案里数量最多的颜色：第 1-12 轮单人玩家必须选别的颜色。
refusal-shakecity-colour_taken = 这一轮 { $start } 拿了{ $colour ->
    [H] 住宅
    [S] 商店
    [F] 工厂
    [P] 公园
   *[R] 道路
}：第 1-12 轮其他人必须选别的颜色。
refusal-shakecity-off_board = 从 { $anchor } 出发，这组{ $colour ->
    [H] 住宅
    [S] 商店
    [F] 工厂
    [P] 公园
   *[R] 道路
}会超出版图（{ $side ->
    [row] 第 { $row } 行
    [west] A 列以西
   *[column] { $column } 列
}）；图案不能旋转，也不能拆开。
refusal-shakecity-cell_under_construction = { $cell } 被 { $tile } 号施工板块盖着（{ $first ->
    [H] 住宅
    [S] 商店
    [F] 工厂
    [P] 公园
   *[R] 道路
} + { $second ->
    [H] 住宅
    [S] 商店
    [F] 工厂
    [P] 公园
   *[R] 道路
}）；等这两种建筑在你版图上某处相邻时才会腾出来。
refusal-shakecity-cell_taken = { $cell } 已经有一栋{ $holds ->
    [H] 住宅
    [S] 商店
    [F] 工厂
    [P] 公园
   *[R] 道路
}了；这组{ $colour ->
    [H] 住宅
    [S] 商店
    [F] 工厂
    [P] 公园
   *[R] 道路
}的每一栋都需要空格子。
