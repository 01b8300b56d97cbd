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

refusal-akropolis-player_count = 雅典卫城供 1 到 4 人游戏（1 人时对抗虚拟建筑师），不能是 { $players } 人。
refusal-akropolis-no_slot = 没有第 { $slot } 个位置；公共工地的位置是 1 到 { $slots }。
refusal-akropolis-unknown_action = { $action } 不是雅典卫城的回合。
refusal-akropolis-bad_turn = 看不懂 { $text }。一个回合写成 `<位置> q<q> r<r> rot<朝向>`，例如 `2 q1 r-2 rot5`（或 `2 1,-2 r5`）：取第 2 个位置的板块，第一个六边形放在 1,-2 格，顺时针转 5 × 60°（朝向 0 到 5）。
refusal-akropolis-bad_rotation = 朝向只能是 0 到 5，不能是 { $rotation }。一个回合写成 `<位置> q<q> r<r> rot<朝向>`，例如 `2 q1 r-2 rot5`（或 `2 1,-2 r5`）：取第 2 个位置的板块，第一个六边形放在 1,-2 格，顺时针转 5 × 60°（朝向 0 到 5）。
refusal-akropolis-bad_slot = 位置从 1 开始编号，不能是 { $slot }。一个回合写成 `<位置> q<q> r<r> rot<朝向>`，例如 `2 q1 r-2 rot5`（或 `2 1,-2 r5`）：取第 2 个位置的板块，第一个六边形放在 1,-2 格，顺时针转 5 × 60°（朝向 0 到 5）。
refusal-akropolis-cannot_afford = 第 { $slot } 个位置要 { $cost } 块石头；你只有 { $stones } 块。你可以取第 { $top ->
    [1] 1
    [2] 1和2
    [3] 1、2和3
    [4] 1、2、3和4
    [5] 1、2、3、4和5
    [6] 1、2、3、4、5和6
    [7] 1、2、3、4、5、6和7
   *[other] 1、2、3、4、5、6、7和8
} 个位置。
refusal-akropolis-uneven = 板块必须平放在三个同样高度的六边形上（规则 R1，不能悬空）；那里的高度是 { $detail }。
refusal-akropolis-detached = 第一层的板块必须与你的城市相邻（规则 R5）；{ $where } 没有挨着任何板块。
refusal-akropolis-one_tile_below = 放在第 { $level } 层的板块必须压在至少两个不同的板块上（规则 R7）；{ $where } 都属于{ $start ->
    [true] 起始板块
   *[false] { $tile } 号板块
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

# 骰子镇的拒绝理由（按代码）。
refusal-dicetown-already_chosen = 你已经选好了骰子，等大家一起亮骰。
refusal-dicetown-ruling_locked = 等争夺{ $location ->
    [gold_mine] 金矿
    [bank] 银行
    [general_store] 杂货店
    [saloon] 酒馆
    [sheriff] 警长办公室
   *[town_hall] 市政厅
}的每位玩家都出价或放弃之后再裁决。
refusal-dicetown-sheriff_rules = 现在只有警长 { $sheriff } 能裁决{ $location ->
    [gold_mine] 金矿
    [bank] 银行
    [general_store] 杂货店
    [saloon] 酒馆
    [sheriff] 警长办公室
   *[town_hall] 市政厅
}的平局。
refusal-dicetown-already_answered = 你已在{ $location ->
    [gold_mine] 金矿
    [bank] 银行
    [general_store] 杂货店
    [saloon] 酒馆
    [sheriff] 警长办公室
   *[town_hall] 市政厅
}的平局中放弃出价；等每位争夺者都表态后由警长裁决。
refusal-dicetown-tie_only = 现在只有争夺{ $location ->
    [gold_mine] 金矿
    [bank] 银行
    [general_store] 杂货店
    [saloon] 酒馆
    [sheriff] 警长办公室
   *[town_hall] 市政厅
}的玩家和警长可以行动。
refusal-dicetown-their_choice = 现在轮到 { $player } 做选择。
refusal-dicetown-remedy_chosen = 你已经选好了补偿。
refusal-dicetown-visitors_only = 现在只有去倒霉医生那里的玩家做选择。
refusal-dicetown-no_roll = 现在没有可以留骰子的掷骰。
refusal-dicetown-keep_one = 每次掷骰至少要留一颗骰子（本局没有开启“一颗不留”）。
refusal-dicetown-not_in_roll = 你掷出的是 { $roll }，不能留下 { $faces }。
refusal-dicetown-keep_cost = 留 { $count } 颗骰子要花 { $cost } 美金，你只有 { $dollars } 美金。
refusal-dicetown-no_loaded_die = 你手里没有灌铅骰子。
refusal-dicetown-loaded_already = 你已经有一颗灌铅骰子等着下一次掷骰（每次掷骰只能一颗）。
refusal-dicetown-no_stick_up = 你手里没有抢劫卡。
refusal-dicetown-card_drawn = { $player } 正在酒馆看你的{ $card ->
    [loaded_die] 灌铅骰子
   *[stick_up] 抢劫卡
}；对方还给你之后你才能打出。
refusal-dicetown-rob_yourself = 抢劫卡只能抢别的玩家，不能抢自己。
refusal-dicetown-no_seat = 这局 { $players } 人游戏里没有 P{ $seat } 号座位。
refusal-dicetown-no_card_waiting = 现在没有等着打出或放弃的卡。
refusal-dicetown-card_not_now = 只有确定赢下对应地点后才能打出{ $card ->
    [shopping_spree] 疯狂购物
   *[saloon_regular] 酒馆常客
}。
refusal-dicetown-nothing_drawn = 现在没有抽到的牌可留。
refusal-dicetown-not_drawn = { $name }（{ $card }）不在你抽到的牌里。
refusal-dicetown-no_target_now = 现在不用选酒馆的偷牌对象。
refusal-dicetown-steal_yourself = 只能偷别的玩家，不能偷自己。
refusal-dicetown-empty_hand = { $player } 手里没有牌可偷。
refusal-dicetown-not_contender = 只有平局中除警长以外的争夺者才能在平局期间出价。
refusal-dicetown-promise_not_contender = 只有平局中除警长以外的争夺者才能在平局期间许下承诺。
refusal-dicetown-offer_dollars = 你只有 { $dollars } 美金可用，出不了 { $amount } 美金。
refusal-dicetown-offer_nuggets = 你只有 { $nuggets } 颗金豆可用，出不了 { $amount } 颗。
refusal-dicetown-card_not_in_hand = { $name }（{ $card }）不在你的手牌里（围起来的牌和已经出过的牌不能再出）。
refusal-dicetown-paid_up_front = 本局贿赂当场付清：出价不能撤回。
refusal-dicetown-nothing_to_withdraw = 你没有可撤回的出价。
refusal-dicetown-no_tie = 现在没有要裁决的平局。
refusal-dicetown-sheriff_only = 只有警长 { $sheriff } 能裁决这次平局。
refusal-dicetown-not_a_contender = { $player } 没有在争夺{ $location ->
    [gold_mine] 金矿
    [bank] 银行
    [general_store] 杂货店
    [saloon] 酒馆
    [sheriff] 警长办公室
   *[town_hall] 市政厅
}。
refusal-dicetown-not_a_visitor = 只有本回合一无所获的玩家才会在回合结束时去倒霉医生那里。
refusal-dicetown-collection_needs_king = 收债需要你的骰子里有 K。
refusal-dicetown-gold_tax_off = 本局没有开启金豆税补偿。
refusal-dicetown-gold_tax_needs_ace = 金豆税需要你的骰子里有 A。
refusal-dicetown-supplies_needs_face = 补给需要你的骰子里有 J 或 Q。
refusal-dicetown-store_empty = 杂货店的牌堆已经空了。
refusal-dicetown-wire_needs_face = 铁丝网需要你的骰子里有 9 或 10。
refusal-dicetown-cannot_fence = { $name }（{ $card }）不是你手里没被围住的财产卡。
refusal-dicetown-unknown_action = 现在不能 `{ $action }`。
refusal-dicetown-not_possible = 现在不能 `{ $action }`。
refusal-dicetown-same_offer = 这已经是你现在的出价了。
refusal-dicetown-empty_offer = 请出点什么（美金、金豆、卡牌或承诺），或者撤回出价。
refusal-dicetown-stays_paid = 本局贿赂当场付清：你已付的（{ $paid }）不退，只能加价。
refusal-dicetown-bid_dollars = 你只有 { $dollars } 美金可出，出不了 { $amount } 美金。
refusal-dicetown-bid_nuggets = 你只有 { $nuggets } 颗金豆可出，出不了 { $amount } 颗。
refusal-dicetown-bid_card = { $name }（{ $vp } 分，{ $card }）不在你的手牌里（围起来的牌和别处出过的牌不能出）。
refusal-dicetown-promise_too_long = 承诺最多 { $limit } 个字，你写了 { $length } 个。
refusal-dicetown-bad_first_sheriff = 这局 { $players } 人游戏没有座位 { $seat }。
refusal-dicetown-bad_seat = { $token } 不是座位；请写 P1 到 P5。
refusal-dicetown-bad_face = { $token } 不是骰面；骰面有 9 10 J Q K A。
refusal-dicetown-bad_card = { $token } 不是卡牌编号；卡牌是 GS01 到 GS19 和 P01 到 P25。
refusal-dicetown-bad_amount = { $token } 不是数量；请写至少为 1 的整数。
refusal-dicetown-bad_whole = { $token } 不是数量；请写一个整数，例如 $3。
refusal-dicetown-empty = 空的走法。试试 `keep 9 K`、`take GS05`、`offer dollars 2`、`award P2` 或 `pass`。
refusal-dicetown-write_form = 请写 `{ $form }`。
refusal-dicetown-keep_form = 请写 `keep` 加一到五个骰面，例如 `keep 9 9 K`，或 `keep none`。
refusal-dicetown-play_form = 请写 `play loaded K`、`play stickup P2`、`play spree` 或 `play regular`。
refusal-dicetown-bad_play = { $token } 不是你能打出的卡：loaded、stickup、spree 或 regular。
refusal-dicetown-offer_form = 出价请写 `dollars`、`nuggets` 或 `card`，例如 `offer dollars 2`。
refusal-dicetown-promise_form = 请在 `promise` 后面写上你的承诺。
refusal-dicetown-remedy_form = 请写 `remedy collection`、`remedy goldtax`、`remedy supplies` 或 `remedy wire <卡牌>`。
refusal-dicetown-bad_remedy = { $token } 不是补偿：collection、goldtax、supplies 或 wire。
refusal-dicetown-wire_form = 请写 `remedy wire` 加上你的一到两张财产卡，例如 `remedy wire P07`。
refusal-dicetown-wire_twice = 请写两张不同的卡来围住。
refusal-dicetown-card_twice = 每张出价的卡只写一次。
refusal-dicetown-unknown_move = 没有 { $token } 这个走法。走法有：keep、play、skip、take、target、offer、promise、pass、withdraw、award、remedy。
