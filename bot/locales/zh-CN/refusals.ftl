refusal-game_over = 游戏已经结束。
refusal-not_legal = { $action } 现在不是合法的一步。
refusal-no_table = 本频道没有游戏。用 /游戏 开桌 开一局。
refusal-not_started = 游戏还没有开始。
refusal-nothing_to_undo = 还没有可以悔的棋。

refusal-akropolis-player_count = 雅典卫城供 1 到 4 人游戏（1 人时对抗虚拟建筑师），不能是 { $players } 人。
refusal-akropolis-no_slot = 没有第 { $slot } 个位置；公共工地的位置是 1 到 { $slots }。
refusal-akropolis-bad_turn = 看不懂 { $text }。一个回合写成 `<位置> q<q> r<r> rot<朝向>`，例如 `2 q1 r-2 rot5`（或 `2 1,-2 r5`）：取第 2 个位置的板块，第一个六边形放在 1,-2 格，顺时针转 5 × 60°（朝向 0 到 5）。
refusal-akropolis-bad_rotation = 朝向只能是 0 到 5，不能是 { $rotation }。（{ $text }）
refusal-akropolis-bad_slot = 位置从 1 开始编号，不能是 { $slot }。（{ $text }）
refusal-akropolis-cannot_afford = 第 { $slot } 个位置要 { $cost } 块石头；你只有 { $stones } 块。你可以取第 { $affordable } 个位置。
refusal-akropolis-uneven = 板块必须平放在三个同样高度的六边形上（规则 R1，不能悬空）；那里的高度是 { $detail }。
refusal-akropolis-detached = 第一层的板块必须与你的城市相邻（规则 R5）；{ $where } 没有挨着任何板块。
refusal-akropolis-one_tile_below = 放在第 { $level } 层的板块必须压在至少两个不同的板块上（规则 R7）；{ $where } 都属于{ $tile ->
    [0] 起始板块
   *[other] { $tile } 号板块
}。
refusal-akropolis-no_tile = 没有 { $tile } 号板块；板块编号是 1 到 61。
refusal-akropolis-tile_twice = { $tile } 号板块已经在这座城市里了。
refusal-akropolis-rotation_range = 朝向只能是 0 到 5，不能是 { $rotation }。

refusal-blockbuster-symbol_tile = { $cell } 格是图像方块。

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

refusal-dicetown-player_count = 骰子镇供 2 到 5 人游戏，不能是 { $players } 人。
refusal-dicetown-no_open_tie = 现在没有待裁决的平局：警长已经裁决，下一次平局前不能出价。
refusal-dicetown-bad_promise = 承诺请写在一行里。

refusal-shakecity-player_count = 摇动城市供 1 到 4 人游戏，不能是 { $players } 人。
refusal-shakecity-solo_family = 单人游戏以达到目标分数获胜，所以不能使用家庭模式（家庭模式只计奖励分数板块）。
refusal-shakecity-not_seated = 你没有坐在这局游戏里。
refusal-shakecity-already_chosen = 这一轮你已经选过了。
refusal-shakecity-no_wilds = 这个方块图案里没有百搭方块。
refusal-shakecity-bad_option = { $token } 不是颜色选项；请写 H、S、F、P 或 R（住宅、商店、工厂、公园、道路），加上 +W 表示连百搭方块一起拿。
refusal-shakecity-bad_format = { $text } 不是一步棋；先写颜色，再写第一栋建筑的格子，例如 'H D2' 或 'H+W D2'。
refusal-shakecity-bad_cell = { $cell } 不是版图上的格子；格子从 A1（西北角）到 F6（东南角）。
refusal-shakecity-not_your_turn = 这一轮由 { $start } 先选；你在之后选。
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
}会超出版图；图案不能旋转，也不能拆开。
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
