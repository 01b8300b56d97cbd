refusal-game_over = 游戏已经结束。
refusal-not_legal = { $action } 现在不是合法的一步。
refusal-no_table = 本频道没有游戏。用 /游戏 开桌 开一局。
refusal-not_started = 游戏还没有开始。
refusal-nothing_to_undo = 还没有可以悔的棋。

refusal-akropolis-player_count = 雅典卫城供 1 到 4 人游戏（1 人时对抗虚拟建筑师），不能是 { $players } 人。
refusal-akropolis-no_slot = 没有第 { $slot } 个位置；公共工地的位置是 1 到 { $slots }。

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
