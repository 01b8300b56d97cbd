# 天才砌砖师：用词取自中文规则（砖块牌、拼图区、牌堆、硬币、质量获胜、效率获胜）。

refusal-bricklayer-unknown_action = { $action } 不是天才砌砖师的走法。
refusal-bricklayer-duplicate_rotation = { $shape } { $rot } 与 { $canonical } 是同一个形状；请写 { $canonical }。
refusal-bricklayer-outside_wall = { $shape } { $rot } 放在 { $at } 会让{ $where ->
    [none] 某一格
   *[other] {" "}{ $where } 格
}超出拼图区（A1 到 H8）。
refusal-bricklayer-cell_taken = { $cells }{ $count ->
    [1] {""}
   *[other] {" "}这 { $count } 格都
}已经有砖块了{ $size ->
    [1] {""}
   *[other] ；{ $shape } { $rot } 放在 { $at } 需要 { $needs }
}。
refusal-bricklayer-bad_deck = { $deck } 不是牌堆；牌堆编号为 1 到 { $decks }。
refusal-bricklayer-bad_rotation = { $rot } 不是旋转方向；请写 R0、R90、R180 或 R270（砖块不能翻面）。
refusal-bricklayer-bad_cell = { $cell } 不是格子；请写列字母加行号，例如 C4。
refusal-bricklayer-off_wall = { $cell } 在拼图区之外；格子的范围是 A1 到 { $last }。
refusal-bricklayer-empty = 空的走法；请写 take <牌堆> <旋转> <格子>、coin、buy <牌堆> [<旋转> <格子>]、place <旋转> <格子> 或 pass。
refusal-bricklayer-bad_arguments = { $verb ->
    [take] 请写 take <牌堆> <旋转> <格子>，例如 take 3 R90 H4。
    [coin] 请只写 coin，后面不加别的。
    [buy] 翻开的牌请写 buy <牌堆> <旋转> <格子>，盖着的牌请写 buy <牌堆>。
    [place] 请写 place <旋转> <格子>，例如 place R0 B8。
   *[pass] 请只写 pass，后面不加别的。
}
refusal-bricklayer-unknown_verb = 不认识的走法 { $verb }；请写 take <牌堆> <旋转> <格子>、coin、buy <牌堆> [<旋转> <格子>]、place <旋转> <格子> 或 pass。
refusal-bricklayer-no_pending = 没有等着放置的盲买砖块。
refusal-bricklayer-no_face_up = 牌堆 { $deck } 没有翻开的牌。

bricklayer-card = { $shape }（{ $points }）
bricklayer-points = { $points } 分
bricklayer-completes-none = 没有砌满任何一行
bricklayer-completes = 砌满第 { $rows } 行{ $count ->
    [1] {""}
   *[other] （共 { $count } 行）
}：{ $points }
event-bricklayer-pass = ⏭️ { $player } 自动跳过：没有翻开的砖块放得进你的拼图区，{ $reason ->
    [supply_empty] 而公共区也没有硬币了，拿不了硬币
   *[other] 而你手里的硬币已达上限，也拿不了硬币
}。
bricklayer-separator = ；
bricklayer-row = 第 { $first } 行
bricklayer-rows = 第 { $first }-{ $last } 行

bricklayer-turn = 轮到你了，{ $user }：{ $what }。
bricklayer-turn-place = 轮到你了，{ $user }：放下你盲买的 **{ $card }**（点下方的 **放置**，或用 `/天才砌砖师 放置`）。
bricklayer-turn-take-or-coin = 拿一张翻开的砖块牌并放下砖块，或拿一枚硬币
bricklayer-turn-take = 拿一张翻开的砖块牌并放下砖块（不能拿硬币：{ $why }）
bricklayer-turn-coin = 没有翻开的砖块放得进你的拼图区，所以拿一枚硬币
bricklayer-supply-empty = 公共区没有硬币了
bricklayer-you-hold = 你已有 { $coins } 枚
bricklayer-turn-buy = 在那之前，你可以用你的 { $coins } 枚硬币买任意一个牌堆最上面的牌，盖着的也可以。
bricklayer-take-coin = 拿一枚硬币
bricklayer-buy-blind = 盲买牌堆 { $deck }（1 枚硬币）
## /play's suggestions name each move (its notation follows).
bricklayer-label-take = 拿牌堆 { $deck } 的牌：以 { $rot } 放在 { $at }
bricklayer-label-buy = 花一枚硬币买牌堆 { $deck } 的牌：以 { $rot } 放在 { $at }
bricklayer-label-place = 放下盲买的砖块：以 { $rot } 放在 { $at }
bricklayer-label-pass = 跳过：牌和硬币都拿不了
bricklayer-place-button = 放置 { $card }
bricklayer-deck-button = 牌堆 { $deck }：{ $card }
bricklayer-buy-button = 买牌堆 { $deck }：{ $shape }（1 枚硬币）
bricklayer-move-hint = 点版图下方某个牌堆的按钮，或用 `/行动` 的自动补全。
event-bricklayer-take = { $player } 拿了牌堆 { $deck } 的 { $card }，以 { $rot } 放在 { $at }：{ $cells }。
event-bricklayer-buy = { $player } 花一枚硬币买了牌堆 { $deck } 的 { $card }，以 { $rot } 放在 { $at }：{ $cells }。
event-bricklayer-place = { $player } 把 { $shape } 以 { $rot } 放在 { $at }：{ $cells }。
event-bricklayer-coin = { $player } 拿了一枚硬币（现有 { $coins } 枚；公共区还剩 { $supply } 枚）。
event-bricklayer-reveal = { $player } 花一枚硬币买下牌堆 { $deck } 盖着的牌：是 { $card }；接下来由 { $player } 放置。
event-bricklayer-discard = { $player } 花一枚硬币买下牌堆 { $deck } 盖着的牌：是 { $card }，在拼图区哪里都放不下，只好弃掉，硬币也没了。
bricklayer-event-and = 和
bricklayer-event-comma = 、
event-bricklayer-rows_scored = { $player } 砌满第 { $rows } 行（行和 { $row_sums }）{ $count ->
    [1] {""}
   *[other] （一次 { $count } 行）
}：{ $worked }{ $points } 分（总分 { $score }）。
bricklayer-event-shows = 牌堆 { $deck } 翻开 { $card }
event-bricklayer-market_refresh = 新翻开的牌：{ $cards }。
event-bricklayer-decks_out = 四个牌堆都空了：游戏结束，按分数排名。
event-bricklayer-stalemate = 所有玩家整整一轮都只能跳过：游戏结束，按分数排名。
event-bricklayer-quality_win = { $player } 达到 { $score } 分，质量获胜！
event-bricklayer-efficiency_win = 没有翻开的砖块放得进 { $player } 的拼图区（还有 { $empty } 个空格）：{ $player } 效率获胜！
bricklayer-status-wall = { $player } **{ $score }**（{ $coins } 枚硬币，{ $empty } 个空格）
bricklayer-status-deck = { $deck } { $top }，剩 { $left } 张
bricklayer-face-down = 盖着
bricklayer-empty = 空
bricklayer-status-scores = 分数（目标 { $target }）：{ $scores }
bricklayer-status-decks = 牌堆：{ $decks }。公共区：{ $supply } 枚硬币。
bricklayer-status-discarded = 弃牌：{ $cards }。
bricklayer-game-over-head = **天才砌砖师：游戏结束。**{ $reason }
bricklayer-reason-quality = { $user } 达到 { $score } 分：质量获胜。
bricklayer-reason-efficiency = { $user } 的拼图区已经满到放不下任何翻开的砖块：效率获胜。
bricklayer-reason-scores = { $end ->
    [decks_out] 牌堆用完了
   *[other] 所有人整整一轮都只能跳过
}；{ $count ->
    [1] { $who } 分数最高。
   *[other] { $who } 分数和空格数都相同，并列获胜。
}
bricklayer-score-rows = 一次 { $rows } 行
bricklayer-empty-cells = 空格数（少者在同分时获胜）：{ $cells }。

bricklayer-stale = 这个菜单打开之后游戏已经往下走了；请用最新版图下方的按钮。
bricklayer-head-take = **拿牌堆 { $deck } 的 { $card }**，放到你的拼图区。
bricklayer-head-buy = **花一枚硬币买牌堆 { $deck } 的 { $card }**，现在就放下；之后再进行你的主要行动。
bricklayer-head-place = **放下你盲买的 { $card }。**
bricklayer-confirm-take = 拿下：{ $rot } 放在 { $at }
bricklayer-confirm-buy = 买下：{ $rot } 放在 { $at }
bricklayer-confirm-place = 放置：{ $rot } 放在 { $at }
bricklayer-not-your-turn = 还没轮到你；现在是 { $waiting } 在行动。轮到你时我会提到你。
bricklayer-the-brick = 砖块
bricklayer-nowhere = 现在没有地方放 { $card }。
bricklayer-choose-rotation = 选择怎么转（砖块可以旋转，不能翻面）；然后选它第一格的位置，也就是最上面一行最左边的那格。
bricklayer-anchor-square = { $shape } { $rot }，`@` 是放在你所选格子上的那一格：
bricklayer-fits-in = 它在你的拼图区有 { $count } 个位置可放（图中圈出）。
bricklayer-covers = **{ $shape } { $rot } 放在 { $at }** 盖住 { $cells }：{ $rows }。
bricklayer-points-note = -# 这是现在结束回合时的得分；本回合之后砌满的行会一起计分。
bricklayer-confirm-note = 点绿色按钮确认，或换一个旋转方向或格子。
bricklayer-fits-places = 有 { $count } 个位置可放
bricklayer-rotation-menu = 旋转方向…
bricklayer-cell-menu = @ 所在的格子（{ $rows }）…

bricklayer-no-wall = 你没有参加这局游戏，没有拼图区可以试放。
bricklayer-bad-rotation = { $rot } 不是旋转方向；请写 R0、R90、R180 或 R270（砖块不能翻面）。
bricklayer-preview-head = **{ $shape } { $rot } 放在 { $at }**
bricklayer-preview-legal = { $head } 盖住 { $cells }：{ $rows }。
bricklayer-preview-points = -# 这是现在结束回合时的得分，包括本回合已经砌满的行。
bricklayer-preview-illegal = { $head }：**不合法**。{ $reason }
bricklayer-market-title = **牌堆市场**
bricklayer-market-deck = 牌堆 { $deck }：**{ $top }**，剩 { $left } 张
bricklayer-market-supply = 公共区的硬币：{ $supply } 枚（每位玩家最多持有 { $limit } 枚）。
bricklayer-market-unseen = 牌堆里仍盖着的：{ $shapes }。
bricklayer-market-score = { $player } { $points }，{ $coins } 枚硬币
bricklayer-market-scores = 分数：{ $scores }
bricklayer-wall-name-a-player = 你没有参加这局游戏；请指定一位玩家：`/天才砌砖师 拼图区 玩家:`。
bricklayer-not-a-player = { $user } 没有参加这局游戏。
bricklayer-none-yet = 还没有
bricklayer-wall-line = **{ $player }**：{ $points }，{ $coins } 枚硬币，{ $empty } 个空格。已砌满的行（行总和）：{ $rows }。

img-bricklayer-wall = { $points } 分 · { $coins } 枚硬币 · { $empty } 个空格
img-bricklayer-small-wall = { $points } 分 · { $coins } 币 · { $empty } 空格
img-bricklayer-to-act = {" "}· 行动中
img-bricklayer-winner = {" "}· 获胜
img-bricklayer-market = 牌堆
img-bricklayer-deck-empty = 空
img-bricklayer-deck = 牌堆 { $deck }
img-bricklayer-deck-left = 剩 { $left } 张
img-bricklayer-bought-blind = 盲买
    的牌
img-bricklayer-supply = 公共区：{ $supply } 枚硬币
img-bricklayer-discarded = 弃牌：{ $shapes }
img-bricklayer-acts = 行动中
img-bricklayer-place-blind = 放置盲买的砖块
img-bricklayer-turn = 第 { $turn } 回合
img-bricklayer-wins = 获胜
img-bricklayer-by = { $end ->
    [quality] 质量获胜
    [efficiency] 效率获胜
   *[other] 按分数
}
img-bricklayer-game-over = 游戏结束
img-bricklayer-decks-ran-out = 牌堆用完
img-bricklayer-everyone-passed = 所有人都跳过
img-bricklayer-brick-points = 砖块上的数字就是它的分数。
img-bricklayer-legend-rows = 砌满的一行得该行所有砖块的分数之和（每块砖只算一次）。同一回合砌满多行时，以最高的行总和乘以行数计分：2 行 ×2，3 行 ×3+1，4 行 ×4+3。
img-bricklayer-legend-marks = 行的右边：打勾及该行所得分数；括号把同一回合计分的行括在一起；橙色圆点：已砌满，回合结束时计分。达到 80 分立即获胜。
img-bricklayer-placement = { $shape } { $rot } 放在 { $at }
img-bricklayer-not-legal = { $what }：不合法
img-bricklayer-no-row = { $what }：没有砌满任何一行
img-bricklayer-rows = { $what }：砌满第 { $rows } 行{ $count ->
    [1] {""}
   *[other] （共 { $count } 行）
} = { $points } 分
img-bricklayer-if-ended-now = 若现在结束回合的得分

# Refusals by their code (bot/i18n/refusals.py): the engine gives a code and values.
refusal-bricklayer-player_count = 天才砌砖师供 2 到 4 人游戏，不能是 { $players } 人。
refusal-bricklayer-fits_nowhere = { $shape } 在你的拼图区哪里都放不下，所以不能拿。
refusal-bricklayer-deck_empty = 牌堆 { $deck } 已经空了。
refusal-bricklayer-no_pass = 你还能行动时不能跳过；只有砖块牌和硬币都拿不了时，游戏才会替你跳过。
refusal-bricklayer-place_pending = 先放下你盲买的 { $shape }:place <旋转> <格子>。
refusal-bricklayer-face_down = 牌堆 { $deck } 最上面的牌盖着；只能用硬币买（buy { $deck }）。
refusal-bricklayer-supply_empty = 公共区没有硬币了，不能拿硬币。
refusal-bricklayer-coin_limit = 你已经有 { $limit } 枚硬币了。
refusal-bricklayer-nothing_pending = 你没有盲买的砖块要放；place 只用于盖着买来的牌。
refusal-bricklayer-no_coins = 你没有硬币可用。
refusal-bricklayer-say_where = 牌堆 { $deck } 最上面的牌是翻开的：请说明放在哪里，例如 buy { $deck } R0 A1。
refusal-bricklayer-blind_buy = 牌堆 { $deck } 最上面的牌盖着：用 `buy { $deck }` 买下，翻开后再放置。
