# 围堵高手：用词取自繁体中文规则书（方连块、图板、图像方块、负分标记、PASS 跳过）。

blockbuster-colour = { $colour ->
    [red] 红色
    [yellow] 黄色
    [blue] 蓝色
   *[green] 绿色
}

refusal-blockbuster-player_count = 围堵高手的{ $mode ->
    [standard] 标准模式只能 2、3 或 4
    [team] 团队模式只能 4
    [special_duel] 特殊双人模式只能 2
   *[official_duel] 官方双人模式只能 2
} 人玩，不能是 { $players } 人。
refusal-blockbuster-unknown_action = { $action } 不是围堵高手的走法。
refusal-blockbuster-no_piece = 没有 #{ $piece } 号方连块；方连块编号为 1 到 13。
refusal-blockbuster-bad_orientation = { $orient } 不是一个方向。
refusal-blockbuster-no_piece_left = { $colour ->
    [red] 红色
    [yellow] 黄色
    [blue] 蓝色
   *[green] 绿色
}已经没有 #{ $piece } { $name }了。
refusal-blockbuster-off_board = #{ $piece } { $name } { $orient } 放在 { $cell } 超出了图板；图板的范围是 A1 到 { $last }。
refusal-blockbuster-cell_taken = { $cell } 格已经被{ $owner ->
    [red] 红色
    [yellow] 黄色
    [blue] 蓝色
   *[green] 绿色
}占了。
refusal-blockbuster-not_connected = 没有与{ $colour ->
    [red] 红色
    [yellow] 黄色
    [blue] 蓝色
   *[green] 绿色
}连结：方连块必须与{ $colour ->
    [red] 红色
    [yellow] 黄色
    [blue] 蓝色
   *[green] 绿色
}自己的格子边与边相邻（角与角相碰不算）；{ $colour ->
    [red] 红色
    [yellow] 黄色
    [blue] 蓝色
   *[green] 绿色
}还可以用 #{ $piece } 连结。
refusal-blockbuster-jump_gap = { $colour ->
    [red] 红色
    [yellow] 黄色
    [blue] 蓝色
   *[green] 绿色
}无法连结，所以这是一次跳开：#{ $piece } 跳开时相隔必须是 { $best } 格，这里相隔 { $gap } 格。
refusal-blockbuster-first_piece_pass = { $colour ->
    [red] 红色
    [yellow] 黄色
    [blue] 蓝色
   *[green] 绿色
}的第一块可以放在任何地方，所以不能 PASS。
refusal-blockbuster-cannot_pass = { $colour ->
    [red] 红色
    [yellow] 黄色
    [blue] 蓝色
   *[green] 绿色
}还可以连结（例如用 #{ $piece }），所以不能 PASS。
refusal-blockbuster-empty = 请写 `place <方连块> <方向> <格子>`（例如 `place 13 R90 A1`）、`pass` 或 `resign`。
refusal-blockbuster-not_a_move = { $text } 不是一步走法；请写 `place <方连块> <方向> <格子>`（例如 `place 13 R90 A1`）、`pass` 或 `resign`。
refusal-blockbuster-bad_piece = { $piece } 不是方连块；方连块编号为 1 到 { $count }。
refusal-blockbuster-bad_orientation_code = { $orient } 不是一个方向；请用 { $codes } 之一。
refusal-blockbuster-bad_cell = { $cell } 不是格子；请写列字母加行号，例如 C4。
refusal-blockbuster-row_zero = { $cell } 不是格子；行号从 1 开始。

term-blockbuster-piece-1 = 一连块
term-blockbuster-piece-2 = 二连块
term-blockbuster-piece-3 = 直三连块
term-blockbuster-piece-4 = 角三连块
term-blockbuster-piece-5 = 直四连块
term-blockbuster-piece-6 = 方四连块
term-blockbuster-piece-7 = T 形四连块
term-blockbuster-piece-8 = L 形四连块
term-blockbuster-piece-9 = S 形四连块
term-blockbuster-piece-10 = P 形五连块
term-blockbuster-piece-11 = U 形五连块
term-blockbuster-piece-12 = L 形五连块
term-blockbuster-piece-13 = V 形五连块
blockbuster-list-separator = 、
blockbuster-gap-separator = ；
blockbuster-sentence-separator = {""}
blockbuster-first-piece = 放第一块：能放下的地方都行
blockbuster-must-touch = 必须与{ $colour }边与边相邻（只碰到角不算）
blockbuster-cannot-connect = 无法连结：跳开到一块方连块最近的空位（每隔 1 格扣 2 分），或 PASS
blockbuster-nowhere = 已无处可放
blockbuster-game-over = 游戏已结束
blockbuster-nothing-yet = 还没有
blockbuster-none = 无
blockbuster-place-at = { $piece } { $orient } 放在 { $cell }
blockbuster-preview-illegal = **{ $head }** 将盖住 { $covers }：**不合法**。{ $reason }
blockbuster-preview-legal = **{ $head }** 盖住 { $covers }：合法。
blockbuster-preview-jump = 这是隔 { $gap } 格的跳开：{ $penalty } 分。
blockbuster-preview-secures = 这样就围下了{ $tile }。
blockbuster-preview-wins = 🏆 这一步直接赢得游戏。
blockbuster-preview-as = （按{ $colour }现在的局面来看。）
blockbuster-symbol-at = { $cell } 的{ $symbol }
blockbuster-gap = 隔 { $gap } 格（{ $penalty }）：
blockbuster-row = 第 { $first } 行
blockbuster-rows = 第 { $first }-{ $last } 行
blockbuster-hint-head = { $colour }的 **{ $piece }**，现在{ $what }。
blockbuster-hint-jump = 用 { $piece } 跳开时必须隔 { $gap } 格：{ $penalty } 分。
blockbuster-hint-none = { $piece } 现在没有合法的位置。
blockbuster-hint-fits = { $piece } 有 { $places } 个位置可放，共 { $orientations } 个方向；图里全都标出来了。
blockbuster-hint-and-more = {" "}等另外 { $count } 格
blockbuster-hint-more-orientations = ……还有 { $count } 个方向，位置更少。
blockbuster-hint-anchor = 锚点格 = 方连块圆点所在的那一格（见 `/围堵高手 方连块`）。
blockbuster-hint-caption = { $piece }，所有方向

blockbuster-stale = 这个菜单打开之后游戏已经往下走了；请在最新的版图上点 **选择一步**。
blockbuster-chooser-head = { $colour }{ $what }。
blockbuster-jump-prices = 跳开的代价：{ $gaps }。
blockbuster-no-place = 现在没有方连块可以放。
blockbuster-choose-piece = 选一块方连块。图里画出了你每块方连块的所有方向。
blockbuster-choose-piece-menu = 选一块方连块
blockbuster-choose-orientation = **{ $piece }**：选一个方向。图里的圆点标出锚点格，也就是你要说的那一格。
blockbuster-places = { $count } 个位置
blockbuster-orientation-menu = { $piece } 的方向
blockbuster-covers = 盖住 { $cells }
blockbuster-anchor-menu = { $rows }的锚点格
blockbuster-choose-anchor = **{ $piece }**：选锚点格，也就是方连块圆点所在的那一格。图里标出了全部 { $count } 格。
blockbuster-play-or-back = 用按钮走这一步，或者返回。
blockbuster-play = 走这步：{ $move }
blockbuster-piece-size = { $squares } 格 · 剩 { $left } 块
blockbuster-piece-jump = {" "}· 跳开隔 { $gap } 格：{ $penalty } 分
blockbuster-piece-choice = { $piece } · { $squares } 格 · 剩 { $left } 块
blockbuster-piece-choice-jump = {" "}· 跳开隔 { $gap } 格（{ $penalty }）
blockbuster-not-playing = 你没有参加这局游戏，可以观战。
blockbuster-not-a-player = { $user } 没有参加这局游戏。
blockbuster-pass-question = { $colour }无法连结。跳开的代价：{ $gaps }。
    如果 PASS，{ $name }本局不再放置，剩下的 { $left } 格在结束时计 { $points } 分。确定本局 PASS 吗？
blockbuster-pass-confirm = 确定，本局 PASS
blockbuster-resign-question = 认输吗？你的颜色立即停止放置，无论得分多少你都排在最后。只要还剩两方，其他人会继续玩。
blockbuster-resign-confirm = 确定认输
blockbuster-pieces-line = { $colour }（{ $user }）：{ $pieces } 块方连块，剩 { $squares } 格：{ $left }。已围下：{ $secured }。
blockbuster-pieces-note = 每块方连块都画出了所有方向；圆点标出你要说的锚点格。
blockbuster-pass-short = PASS
blockbuster-pieces-button = 方连块

blockbuster-label-place = #{ $piece } { $orient } 放在 { $cell }
blockbuster-pass-button = 本局不再放置（PASS）
blockbuster-resign-button = 认输
blockbuster-turn = 轮到你了，{ $user }（{ $colour }）：{ $what }。用 **选择一步** 或 `/围堵高手 放置`。
blockbuster-turn-first = 把{ $colour }的第一块放在任何放得下的地方
blockbuster-turn-jump = { $colour }无法连结，所以请把一块方连块跳开到最近的空位（{ $gaps }），或点 **PASS**，本局不再放置
blockbuster-turn-touch = 放一块与{ $colour }边与边相邻的方连块（只碰到角不算）
blockbuster-start = 抽出 { $user } 为起始玩家。颜色按行动顺序：{ $colours }。
blockbuster-team-of = { $team } 队（{ $first } + { $second }）
blockbuster-start-teams = {" "}阵营对抗：{ $a } 对 { $b }。
blockbuster-start-penalties = {" "}开局负分：{ $penalties }。
blockbuster-event-jump = ：跳开，隔 { $gap } 格，{ $penalty } 分
blockbuster-event-secured = { $colour }围下了{ $tile }。
blockbuster-event-gap = #{ $piece } 隔 { $gap } 格（{ $penalty }）
event-blockbuster-placed = { $player }（{ $colour }）把 { $piece } { $orient } 放在 { $cell }{ $jump }。{ $secured }
event-blockbuster-instant_win = { $player } 拿到 { $count } 个{ $symbol }，直接获胜。
event-blockbuster-forced_pass = { $colour }（{ $player }）已经放不下任何方连块，出局。
event-blockbuster-must_jump = { $colour }（{ $player }）连不上了：跳到最近的位置（{ $gaps }），或本局不再放置。
event-blockbuster-pass = { $player } 的{ $colour }喊 PASS，本局不再放置。
event-blockbuster-resign = { $player } 认输了。
event-blockbuster-game_over = { $reason ->
    [resign] 游戏里只剩下一方了。
   *[other] 所有颜色都已 PASS：游戏结束。
}
blockbuster-status-line = { $colour } { $user }（{ $state ->
    [resigned] 已认输
    [out] 已出局
   *[playing] 进行中
}）：剩 { $squares } 格；已围下 { $secured }；P{ $seat } 目前 { $points } 分。
blockbuster-status-to-move = 该走的是：{ $colour }，{ $what }。
blockbuster-game-over-head = **围堵高手：游戏结束。**{ $reason }
blockbuster-team-named = { $who } 一队
blockbuster-reason-instant = { $user } 拿到 { $count } 个{ $symbol }，{ $team ->
    [none] 直接获胜。
   *[other] 替{ $team }直接获胜。
}
blockbuster-reason-resigned = { $who } 获胜：另一方认输了。
blockbuster-reason-team = { $who } 以 { $points } 分对 { $others } 分获胜。
blockbuster-reason-wins = { $who } { $count ->
    [1] 获胜
   *[other] 并列获胜
}，得 { $points } 分。
blockbuster-score-symbols = 图像方块
blockbuster-score-start = 开局
blockbuster-score-jumps = 跳开
blockbuster-score-leftover = 剩余方连块
blockbuster-result-team = { $place }. { $team } 队：**{ $total }** ={" "}

img-blockbuster-head = 围堵高手{ $mode ->
    [special_duel] {" "}· 特殊双人
    [team] {" "}· 团队
    [official_duel] {" "}· 官方双人
   *[standard] {""}
} · 第 { $moves } 步
img-blockbuster-game-over = { $head } · 游戏结束
img-blockbuster-title = { $head } · { $colour }{ $kind ->
    [first] 放第一块
    [jump] 必须跳开或 PASS
   *[other] 行动
}
img-blockbuster-status = { $status ->
    [resigned] 已认输
    [out] 已出局
   *[to_move] 行动中
}
img-blockbuster-team = {" "}· { $team } 队
img-blockbuster-squares-left = 剩 { $count } 格
img-blockbuster-points-now = 目前 { $points } 分
img-blockbuster-start-penalty = 开局 { $penalty }
img-blockbuster-jumps = 跳开 { $gaps }（{ $points }）
img-blockbuster-preview = 预览
img-blockbuster-legal = 合法
img-blockbuster-not-legal = 不合法
img-blockbuster-pieces-left = { $colour } · 剩余方连块（圆点 = 锚点格）
img-blockbuster-piece = #{ $piece } { $name } · { $squares } 格 · 剩 { $left } 块
img-blockbuster-anchors = 标出 { $count } 个锚点格

# Refusals by their code (bot/i18n/refusals.py): the engine gives a code and values.
refusal-blockbuster-symbol_tile = { $cell } 格是图像方块。
