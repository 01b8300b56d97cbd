# 骰子镇在 Discord 里的说法（bot/cogs/dicetown/）。地点、卡牌用 glossary.ftl 里的盒装译名。

## 词语
dicetown-sheriffs-office = 警长办公室
dicetown-list-sep = 、
dicetown-vs = {" 对 "}
dicetown-no-die = 没有骰子
dicetown-nothing = 什么都没有
dicetown-cost = { $cost ->
    [0] 免费
   *[other] { $cost } 美金
}
dicetown-dollars = { $dollars } 美金
dicetown-nuggets = { $count } 颗金豆
dicetown-cards = { $count } 张牌
dicetown-property-cards = { $count } 张财产卡
dicetown-store-cards = { $count } 张杂货店卡
dicetown-card-vp = { $name }（{ $vp }）
dicetown-kind = { $kind ->
    [equipment] 装备
    [action] 行动
   *[property] 财产
}
dicetown-promise = {" "}· 承诺“{ $promise }”
dicetown-prize = { $location ->
    [gold_mine] { $amount } 颗金豆
    [bank] { $amount } 美金
    [general_store] 抽 { $amount } 张留 1 张
    [saloon] 凭 { $amount } 个 Q 偷牌
    [sheriff] 警徽
   *[town_hall] { $amount ->
        [1] 展示区第 1 张
       *[other] 展示区第 1–{ $amount } 张
    }
}

## 掷骰提示（私信，或“我的信息”的私密回复）
dicetown-your-roll = 第 { $round } 轮第 { $step } 次掷骰：你掷出了 **{ $faces }**。
dicetown-already-keep = 你已经保留了 { $faces }。
dicetown-tap-to-keep = 点选要保留的骰子（1 个免费，每多 1 个付 1 美金），然后确认。所有人选好之前，没人看得到你的选择。
dicetown-tap = 点选要保留的骰子
dicetown-keep-cost = 保留 { $count } 个骰子要付 { $cost } 美金；你有 { $dollars } 美金
dicetown-keep-what = 保留 { $faces }（{ $cost }）
dicetown-confirm = 确认：{ $what }
dicetown-selected = 已选：{ $what }。
dicetown-nothing-selected = 还没有选。
dicetown-you-have = 你有 { $dollars } 美金。

## 版图下的等待行与裁决面板
dicetown-roll-step = 🎲 **第 { $round } 轮第 { $step } 次掷骰**：各自秘密掷骰并选择保留的骰子。你的骰子在私信里（或点 **我的信息**）。
dicetown-doc-waiting = 🩺 **倒霉医生**：本轮一无所获的玩家各自私下选择补偿（在私信里，或点 **我的信息**）。
dicetown-choose-target = **{ $location }**：{ $player }，选择从谁手里偷牌（在私信里，或点 **我的信息**）。
dicetown-choose-card = **{ $location }**：{ $player }，从抽到的牌里留下一张（在私信里，或点 **我的信息**）。
dicetown-private-choice = **{ $location }**：{ $player } 要私下做一个选择（在私信里，或点 **我的信息**）。
dicetown-tie-head = ⚖️ **{ $location }打成平局**（奖励：{ $prize }）：{ $contenders }。由警长 ⭐ { $sheriff } 裁决；出价{ $mode ->
    [escrow] 先托管，裁决时才交付
   *[cash] 当场付给警长
}。
dicetown-tie-sheriff-himself = • { $player }：就是警长本人，不出价
dicetown-tie-offer = • { $player }：出价 { $offer } · { $state ->
    [stands] 已出价
    [passed] 已放弃
   *[thinking] 考虑中…
}
dicetown-tie-unlocked = 所有争夺者都已出价或放弃：{ $sheriff }，请在下方裁决{ $location }归谁（或写 `@Table Bot 判给 @某人`）。在那之前，争夺者仍可用 **出价**、**卡牌**、**撤回** 更改出价，或在这里写 `@Table Bot 出价 $3 + 1 金豆 + <卡名>, 承诺: …`。
dicetown-tie-locked = 争夺者：用 **出价**（美金、金豆、卡牌、承诺）和 **卡牌**，或 **放弃**；也可以在这里写 `@Table Bot 出价 $3 + 1 金豆 + <卡名>, 承诺: …`。尽管在这里讨价还价，只有正式出价才算数。所有争夺者都出价或放弃后，裁决按钮才会解锁。
dicetown-bot-sheriff-rules = ⏳ 警长 ⭐ { $sheriff } 将在{ $when }裁决；在此之前仍可出价。

## /游戏 状态
dicetown-phase-roll = 第 { $step } 次掷骰
dicetown-status-town = 第 { $round } 轮，{ $phase }。警长 ⭐ { $sheriff }。金矿还有 { $mine } 颗金豆，银行 { $bank } 美金（驿站马车上还有 { $stagecoach } 美金），牌堆里还有 { $store } 张杂货店卡和 { $property } 张财产卡。
dicetown-status-display = 展示区：{ $cards }。
dicetown-status-hand = 手里 { $store } 张杂货店卡、{ $property } 张财产卡
dicetown-status-fenced = 已围住 { $cards }
dicetown-status-escrow = 托管中 { $held }
dicetown-loaded-ready = 一颗灌铅骰子待用
dicetown-nothing-kept = 什么都没保留
dicetown-status-player = { $player }：{ $bits }；骰子 { $dice }。

## /骰子镇 手牌
dicetown-holdings = **你的财产**：{ $dollars } 美金，{ $nuggets } 颗金豆。
dicetown-badge = ⭐ 你持有警徽（结束时 5 分）。
dicetown-hand-card = { $name }（{ $id }，{ $kind }，{ $vp } 分）
dicetown-hand = 手牌（{ $count } 张）：{ $cards }。
dicetown-hand-empty = 没有
dicetown-fenced = 已用铁丝网围起，永久安全：{ $cards }
dicetown-your-offer = 你的出价（{ $mode ->
    [escrow] 托管中
   *[cash] 已付
}）：{ $offer }。
dicetown-loaded = 🎯 灌铅骰子已就绪：你下一次掷骰会有一个 { $face }。
dicetown-this-roll = 这一次你保留 { $faces }（{ $cost }）。
dicetown-roll-not-kept = 你掷出了：{ $faces }（还没有保留）。

## 第一条私信
dicetown-greeting = 游戏开始了。每一轮大家秘密掷骰并保留骰子；然后 9 最多的人进金矿，10 最多的抢银行，J 最多的逛杂货店，Q 最多的去酒馆，K 最多的当警长，牌型最好的进市政厅。

## 裁决面板的按钮与私密提示
dicetown-button-offer = 出价
dicetown-button-cards = 卡牌
dicetown-button-pass = 放弃
dicetown-button-withdraw = 撤回
dicetown-award-to = 判给 { $player }
dicetown-let-chance = 交给运气
dicetown-offered-cards = 出价的卡牌
dicetown-store-pick = 杂货店：你抽到了 { $cards }。留下 1 张，其余放回牌堆底部。
dicetown-saloon-pick = 酒馆：你从 P{ $seat } 手里抽到了 { $cards }。留下 1 张，其余还回去。
dicetown-saloon-target = 酒馆：选择从谁手里偷牌。你从他的手牌中随机抽 { $count } 张，留下 1 张。
dicetown-spree = 你赢得了杂货店，手里有一张疯狂购物：要打出它再逛一次吗？
dicetown-regular = 你赢得了酒馆，手里有一张酒馆常客：要打出它再偷一次吗？
dicetown-remedy = 倒霉医生：这一轮你什么都没赢到。选一份补偿；所有来访者选好之前保密。
dicetown-offer-prompt = 你在{ $location }打成平局：在频道里的版图下方出价（或放弃），也可以在频道里提到我写出来。警长裁决前都可以更改。
dicetown-rule-prompt = 所有争夺者都已出价或放弃：在频道里的版图下方裁决{ $location }归谁（在你裁决前出价仍可更改）。
dicetown-play-now = 现在打出
dicetown-keep-card = 留着这张牌
dicetown-keep-none = 一颗不留（{ $cost }）
dicetown-keep-one = 留下一张牌…
dicetown-kind-card = { $kind }卡
dicetown-card-option = { $name }（{ $vp } 分）
dicetown-steal-from = 从谁手里偷…
dicetown-steal-option = 偷 { $player } 的牌
dicetown-steal-hand = 手里 { $count } 张：杂货店卡 { $store } 张，财产卡 { $property } 张
dicetown-remedy-name = { $remedy ->
    [collection] 收债（其他每位玩家付你 2 美金）
    [goldtax] 金豆税（其他每位玩家给你 1 颗金豆）
    [supplies] 补给（杂货店牌堆顶的一张）
   *[wire] 铁丝网（围住至多 2 张财产卡）
}
dicetown-barbed-wire = 铁丝网：围住 1 或 2 张财产卡…
dicetown-play-card = 打出一张行动卡…
dicetown-loaded-option = 灌铅骰子：你下一次掷骰会有一个 { $face }
dicetown-stick-up-option = 抢劫 { $player }：抢走最多 4 美金
dicetown-dice-together = 最后一位玩家选好后，大家新留的骰子会一起亮出。

## 私密操作的回执（✅ ...）
dicetown-move-keep-none = 一颗骰子都不留（1 美金）。
dicetown-move-keep = 保留 { $faces }（{ $cost }）。
dicetown-move-loaded = 打出灌铅骰子：下一次掷骰有一个 { $face }。
dicetown-move-stick-up = 对 { $player } 打出抢劫：抢走最多 4 美金。
dicetown-move-spree = 打出疯狂购物：逛两次杂货店。
dicetown-move-regular = 打出酒馆常客：在酒馆偷两次。
dicetown-move-skip = 不打这张牌。
dicetown-move-take = 留下 { $card }。
dicetown-move-target = 偷 { $player } 的牌。
dicetown-move-remedy = { $remedy ->
    [collection] 收债：其他每位玩家付你 2 美金。
    [goldtax] 金豆税：其他每位玩家给你 1 颗金豆。
    [supplies] 补给：拿杂货店牌堆顶的一张。
   *[wire] 用铁丝网围住 { $cards }。
}
dicetown-move-add = 在出价里加上 { $what }。
dicetown-move-promise = 承诺：“{ $promise }”（不强制兑现）。
dicetown-move-bid = 出价 { $offer }。
dicetown-move-pass = 放弃：不再加价。
dicetown-move-withdraw = 撤回你的出价。
dicetown-move-award = 把平局判给 { $player }。
dicetown-move-random = 交给运气；所有出价退回。

## 被拒绝的点击与过期的控件
dicetown-roll-closed = 这次掷骰已经结束；你现在的提示在最新一条消息里。
dicetown-choice-closed = 这个选择已经结束。
dicetown-choose-something = 请在菜单里选一项。
dicetown-buttons-over = 这局游戏已经结束，这些按钮不再有用。
dicetown-controls-over = 这局游戏已经结束，这些控件不再有用。
dicetown-tie-decided = 这次平局已经裁决；最新的版图显示现在能做什么。
dicetown-tie-over = 这次平局已经裁决。
dicetown-not-playing-talk = 你没有参加这局游戏；可以在频道里一起讨论。
dicetown-not-playing = 你没有参加这局游戏，可以旁观。
dicetown-hand-not-playing = 你没有参加这局游戏；版图上是大家都能看到的内容。
dicetown-button-gone = 这个按钮已经没有作用了。
dicetown-sheriff-no-offer = 你是警长：由你裁决这次平局，你不出价。等其他每位争夺者都出价或放弃后再裁决。
dicetown-contenders-only = 只有这次平局的争夺者才能出价；可以在频道里一起讨论。
dicetown-not-contender = 只有除警长以外的争夺者才能出价。
dicetown-not-contender-open = 只有平局中除警长以外的争夺者才能在平局期间出价。
dicetown-not-your-form = 这张出价表是别的玩家打开的；请点“出价”打开你自己的。
dicetown-not-in-game = { $user } 没有参加这局游戏。
dicetown-over = 这局游戏已经结束。
dicetown-ruled-meanwhile = 警长已经裁决了这次平局；你的出价没有生效。

## 出价：出价的卡牌、出价窗口、卡牌菜单
dicetown-offered-hidden = 只有警长和出价者能看到出了哪些牌。
dicetown-offered-yours = 你的出价：{ $offer }
dicetown-offered-theirs = P{ $seat } 的出价：{ $offer }
dicetown-no-card-offered = 没有人出牌。
dicetown-modal-title = 你的出价：{ $prize }
dicetown-modal-dollars = 出价中的美金（最多 { $most }）
dicetown-modal-nuggets = 出价中的金豆（最多 { $most }）
dicetown-modal-cards = 手牌中的卡（卡名或编号）
dicetown-modal-no-card = 你手里没有牌
dicetown-modal-promise = 承诺（公开显示，不强制执行）
dicetown-modal-promise-example = 例如：下一轮我把 K 让给你
dicetown-whole-number = 请把出价的{ $what ->
    [dollars] 美金
   *[nuggets] 金豆
}写成整数，例如 2（你写的是 { $wrote }）。
dicetown-offer-made = ✅ 你现在的出价：**{ $offer }**。警长裁决前都可以更改。
dicetown-done = ✅ 完成。
dicetown-add-cards = 从手牌中选牌加进出价…
dicetown-add-if-you-like = 愿意的话可以从手牌中加牌。
dicetown-no-card-to-offer = 你手里没有可出的牌。
dicetown-standing-offer = 你现在的出价：**{ $offer }**。
    { $how }警长裁决前都可以更改。
dicetown-none = 没有
dicetown-no-such-card = 你手里没有叫 { $word } 的牌可出。你的牌：{ $held }。
dicetown-ambiguous-card = { $word } 可能是 { $names }：请写全名或编号。
dicetown-promise-too-long = 承诺最多 { $limit } 个字，你写了 { $length } 个。
dicetown-offer-something = 请出点什么（美金、金豆、卡牌或承诺），或者点放弃。

## 命令
dicetown-say-face = 请说明灌铅骰子是哪一面：`/骰子镇 出牌 卡牌:灌铅骰子 点数:K`。
dicetown-name-victim = 请指定要抢的玩家：`/骰子镇 出牌 卡牌:抢劫 目标:@某人`。
dicetown-not-action-card = { $card } 不是行动卡：{ $cards }。

## 在聊天里写的贿赂
dicetown-chat-sorry = 我这边出了点问题，什么都没有改变。请试试版图下方的按钮。
dicetown-chat-name-winner = 请点名胜者：`@Table Bot 判给 @某人`（或 `判给 随机`）。
dicetown-chat-say-what = { $number } 是什么？写 `${ $number }` 或 `{ $number } 金豆`。
dicetown-chat-which-card = 没有出价：我看不出 { $word } 指的是你的哪张牌。你的牌我已经私下告诉你了（在私信里，或点 **我的信息**）。
dicetown-chat-told-privately = 什么都没有改变。原因涉及你的手牌，我已经私下告诉你了（在私信里，或点 **我的信息**）。
dicetown-chat-unread = 我没看懂这句话。这里我能看懂的写法：平局进行时，争夺者写 `@Table Bot 出价 3美金 + 1颗金豆 + <卡牌名>，承诺：…`、`@Table Bot 放弃` 或 `@Table Bot 撤回`；警长写 `@Table Bot 判给 @某人` 或 `@Table Bot 判给 随机`。
dicetown-chat-alone = 我看懂了“{ $verb }”，但没看懂后面的话：请只写 `@Table Bot { $verb }`。
dicetown-chat-done = ✅ 好了：这一步已经生效。
dicetown-chat-not-playing = 你没有参加这局游戏；只有平局的争夺者才能出价。
dicetown-chat-no-tie = 现在没有平局：只有警长要裁决平局时才能出价。
dicetown-chat-sheriff = 你是警长：由你裁决这次平局，你不出价。
dicetown-chat-not-contender = 你没有参与这次平局；只有争夺者才能出价。

## 结束
dicetown-game-over = **骰子镇：游戏结束。** { $reason }
dicetown-end-reason = { $winners } 以 { $points } 分{ $count ->
    [1] 获胜
   *[other] 并列获胜
}；{ $why ->
    [mine] 金矿已经挖空
   *[property] 财产卡已经全部分完
}。
dicetown-score-line = { $place }. { $player } **{ $points } 分**{ $mark }：{ $parts }
dicetown-score-dollars = 美金 { $points } 分
dicetown-score-equipment = 装备 { $points } 分
dicetown-score-property = 财产 { $points } 分
dicetown-score-sheriff = 警长 { $points } 分 ⭐
dicetown-hands-revealed = 亮出手牌：
dicetown-no-card = 没有牌

## 图片上的文字
img-dicetown-title = 骰子镇 · 第 { $round } 轮{ $step ->
    [0] {""}
   *[other] ，第 { $step } 次掷骰
}
img-dicetown-over = 游戏结束：{ $why ->
    [mine] 金矿已经挖空
   *[property] 财产卡已经全部分完
}
img-dicetown-rolling = 秘密掷骰中；等待 { $who }
img-dicetown-rolling-all = 掷骰中
img-dicetown-tie-waiting = { $location }平局：等待 { $who }
img-dicetown-chooses = { $location }：{ $who } 选择中
img-dicetown-doc-choose = 倒霉医生：{ $who } 选择补偿
img-dicetown-town-hall = 市政厅
img-dicetown-best-hand = 牌型最好：第 1 张，每个 A 多 1 张
img-dicetown-nuggets-left = 颗金豆剩余
img-dicetown-coach = 马车 { $dollars } 美金
img-dicetown-cards-in-deck = 张在牌堆
img-dicetown-steal = 偷牌
img-dicetown-per-queen = 每个 Q 抽 1 张
img-dicetown-has-star = 持有警徽
img-dicetown-empty = 空
img-dicetown-slot = 第 { $slot } 张
img-dicetown-property-deck = 财产卡牌堆：{ $count }
img-dicetown-nobody = 无人
img-dicetown-won-by = 赢家
img-dicetown-tie = 平局
img-dicetown-ruling = { $location }平局（{ $prize }）：{ $sheriff } 裁决 · 贿赂{ $mode ->
    [escrow] 先托管
   *[cash] 当场付清
}
img-dicetown-sheriff-himself = 警长本人
img-dicetown-dollars = { $dollars } 美金
img-dicetown-offer-nuggets = { $count } 颗金豆
img-dicetown-offer-property = { $count } 张财产卡
img-dicetown-offer-store = { $count } 张杂货店卡
img-dicetown-offers = 出价 { $parts }
img-dicetown-offers-nothing = 没有出价
img-dicetown-promises = {" "}· 承诺“{ $promise }”
img-dicetown-standing = {" "}· { $state ->
    [stands] 已出价
    [passed] 已放弃
   *[thinking] 考虑中
}
img-dicetown-hand-counts = 手牌：杂货店 { $store }，财产 { $property }
img-dicetown-in-cup = 盅里 { $count } 颗
img-dicetown-chosen = {" "}· 已选
img-dicetown-choosing = {" "}· 选择中
img-dicetown-escrow-nuggets = { $count } 颗金豆
img-dicetown-escrow-cards = { $count } 张牌
img-dicetown-escrow = 托管 { $held }
img-dicetown-loaded-ready = 灌铅骰子待用
img-dicetown-fenced-line = 已围住：{ $cards }
img-dicetown-hand-line = 手牌：{ $cards }
img-dicetown-no-card = 没有牌
img-dicetown-card = { $name }（{ $vp }）
img-dicetown-list-sep = 、
img-dicetown-vp = { $vp } 分
img-dicetown-kind = { $kind ->
    [equipment] 装备
    [action] 行动
   *[property] 财产
}
img-dicetown-private-head = { $name } · 只有你能看到 · 第 { $round } 轮
img-dicetown-private-money = { $dollars } 美金 · { $nuggets } 颗金豆
img-dicetown-your-roll = 你的掷骰（第 { $step } 次）：选择要保留的骰子
img-dicetown-no-die = 没有骰子
img-dicetown-confirmed = 已确认：保留 { $faces }（{ $cost } 美金）。等待亮骰。
img-dicetown-cost-free = 免费
img-dicetown-cost-by = 按保留数付费：{ $costs }。你有 { $dollars } 美金。
img-dicetown-no-roll = 现在没有可选的掷骰。
img-dicetown-kept = 已保留：
img-dicetown-loaded-face = 灌铅骰子待用：{ $face }
img-dicetown-your-remedy = 你的补偿：{ $remedy ->
    [collection] 收债
    [gold_tax] 金豆税
    [supplies] 补给
   *[wire] 铁丝网
} { $cards }
img-dicetown-drawn = 抽到的牌：留下一张
img-dicetown-your-hand = 你的手牌（{ $count }）
img-dicetown-fenced = 已围住（永久安全）
img-dicetown-cards-in-yours = 你出价中的牌
img-dicetown-cards-in-theirs = { $name } 出价中的牌
img-dicetown-hand = { $category ->
    [0] 散牌
    [1] 一对
    [2] 两对
    [3] 三条
    [4] 顺子
    [5] 葫芦
    [6] 四条
   *[7] 五条
}（{ $faces }）

## 事件
dicetown-list-semi = ；
dicetown-and = 和
dicetown-face-word = { $face ->
    [9] 9
    [10] 10
    [11] J
    [12] Q
   *[13] K
}
dicetown-face-count = { $count } 个 { $face ->
    [9] 9
    [10] 10
    [11] J
    [12] Q
   *[13] K
}
dicetown-event-reveal-line = { $player } 保留 { $faces }（{ $cost } 美金）→ { $kept }
dicetown-event-final-line = { $player } 掷出 { $faces } → { $kept }
dicetown-event-on-cards = （{ $cards }）
dicetown-event-pays = { $player } 付 { $amount } 美金
dicetown-event-gives = { $player } 给 { $amount } 颗金豆
event-dicetown-roll_step = 第 { $round } 轮第 { $step } 次掷骰：大家秘密掷骰，选择要保留的骰子。
event-dicetown-roll = 你掷出了：{ $faces }。
event-dicetown-keep_chosen = { $player } 已选好。
event-dicetown-keep_confirmed = 你保留 { $faces }。
event-dicetown-reveal = 第 { $step } 次掷骰亮骰：{ $lines }。驿站马车上 { $stagecoach } 美金。
event-dicetown-final_roll = 最后一掷，全部免费保留：{ $lines }。
event-dicetown-hands = 牌型：{ $hands }。
event-dicetown-no_winner = { $location }：没有人掷出 { $face }。{ $badge ->
    [yes] 警徽仍归 { $sheriff }。
   *[no] {""}
}
event-dicetown-ruling_open = { $location }打成平局（{ $prize }）：{ $contenders }，各 { $detail }。由警长 { $sheriff } 裁决；争夺者可以出价。
event-dicetown-ruling_sheriff = 你以警长身份裁决{ $location }的平局：{ $contenders }（奖励：{ $prize }）。等每位争夺者都出价或放弃之后再裁决。
event-dicetown-ruling_contender = 你在争夺{ $location }（奖励：{ $prize }）：{ $contenders }。由 { $sheriff } 裁决；在版图下方出价（或放弃）。
event-dicetown-gold_mine = 金矿：{ $player } 拿走 { $nuggets } 颗金豆；还剩 { $left } 颗。
event-dicetown-bank = 银行：{ $player } 拿走 { $dollars } 美金。
event-dicetown-sheriff = 警长办公室：{ $player } { $kept ->
    [yes] 保住了
   *[no] 拿到了
}警徽。
event-dicetown-town_hall = 市政厅：{ $player } 以{ $hand }获胜，拿走 { $cards }。
event-dicetown-general_store = { $again ->
    [yes] 杂货店：牌堆已空，不能再抽了。
   *[no] 杂货店：{ $player } 获胜，但牌堆已经空了。
}
event-dicetown-store_draw = 杂货店：{ $player } 抽 { $count } 张牌，留下 1 张。
event-dicetown-store_drawn = 你抽到了 { $cards }。
event-dicetown-store_keep = 你留下了 { $card }。
event-dicetown-store_rest = { $player } 把 { $count } 张牌放回杂货店牌堆底部。
event-dicetown-saloon = { $again ->
    [yes] 酒馆：别人手里都没有牌了。
   *[no] 酒馆：{ $player } 获胜，但别人手里都没有牌。
}
event-dicetown-prompt_spree = 你赢得了杂货店，手里有一张疯狂购物：要打出它再逛一次吗？
event-dicetown-prompt_regular = 你赢得了酒馆，手里有一张酒馆常客：要打出它再偷一次吗？
event-dicetown-prompt_target = 酒馆：选择从谁手里偷牌；你从他的手牌中抽至多 { $count } 张，留下 1 张。
event-dicetown-saloon_draw = 酒馆：{ $player } 从 { $victim } 手里抽了 { $count } 张牌。
event-dicetown-saloon_drawn = 你抽到了 { $cards }。
event-dicetown-saloon_steal = 酒馆：{ $player } 从 { $victim } 手里拿走了一张{ $kind ->
    [property] 财产卡
   *[store] 杂货店卡
}。
event-dicetown-saloon_lost = { $player } 拿走了你的 { $card }。
event-dicetown-saloon_keep = 你留下了 { $card }。
event-dicetown-play_spree = { $player } 打出疯狂购物。
event-dicetown-play_regular = { $player } 打出酒馆常客。
event-dicetown-offer = { $player } { $changed ->
    [yes] 改了出价
   *[no] 出价了
}（{ $mode ->
    [escrow] 托管中
   *[other] 已付给警长
}）：{ $offer }{ $promised ->
    [yes] （承诺不强制执行）。
   *[no] 。
}
event-dicetown-offer_more = { $player } 加价 { $added }（{ $mode ->
    [escrow] 托管中
   *[other] 已付给警长
}）；现在的出价：{ $offer }。
event-dicetown-offer_card = { $player } 把 { $cards } 出给警长。
event-dicetown-promise = { $player } 承诺：“{ $promise }”（不强制执行）。
event-dicetown-pass = { $empty ->
    [yes] { $player } 放弃，不出价。
   *[no] { $player } 维持出价：{ $offer }。
}
event-dicetown-withdraw = { $player } 撤回了出价，东西已退回。
event-dicetown-ruling_unlocked = 所有争夺者都已出价或放弃：{ $sheriff } 现在可以裁决{ $location }归谁。裁决前出价仍可更改。
event-dicetown-award = { $sheriff } 把{ $location }判给了 { $winner }。
event-dicetown-award_random = 运气把{ $location }给了 { $winner }。
event-dicetown-bribe_paid = { $sheriff } 收下了 { $player } 的出价：{ $offer }。
event-dicetown-bribe_cards = { $sheriff } 收到了 { $cards }。
event-dicetown-bribe_returned = { $player } 的出价退回：{ $offer }。
event-dicetown-loaded_die = { $player } 打出一颗灌铅骰子。
event-dicetown-loaded_die_face = 你下一次掷骰会有一颗 { $face }。
event-dicetown-stickup_queued = { $player } 对 { $victim } 打出抢劫；这次亮骰之后生效。
event-dicetown-stickup_played = { $player } 对 { $victim } 打出抢劫。
event-dicetown-stickup = 抢劫：{ $thief } 从 { $victim } 那里抢走 { $amount } 美金。
event-dicetown-doc_nothing = 倒霉医生：{ $player } 什么都没赢到，但没有可选的补偿。
event-dicetown-doc_open = 倒霉医生：{ $visitors } 本轮一无所获，{ $count ->
    [1] 正在
   *[other] 各自
}秘密选择补偿。
event-dicetown-prompt_remedy = 这一轮你什么都没赢到：倒霉医生给你的补偿有 { $remedies }。
event-dicetown-remedy_chosen = { $player } 已选好补偿。
event-dicetown-remedy_secret = 你的补偿：{ $name }{ $on }。所有来访者选好后生效。
event-dicetown-remedy = { $remedy ->
    [collection] 倒霉医生，{ $player } 收债：{ $paid }。
    [goldtax] 倒霉医生，{ $player } 收金豆税：{ $paid }。
    [no_supplies] 倒霉医生：杂货店牌堆已空，{ $player } 什么都没拿到。
    [supplies] 倒霉医生，补给：{ $player } 拿走杂货店牌堆顶的一张牌。
   *[wire] 倒霉医生，铁丝网：{ $player } 围住了 { $cards }，再也不会被拿走。
}
event-dicetown-supplies_card = 你拿到了 { $card }。
event-dicetown-upkeep = 第 { $round } 轮结束：驿站马车把银行补到 { $bank } 美金。展示区：{ $display }；财产卡牌堆还剩 { $deck } 张。
event-dicetown-game_over = 游戏结束：{ $why ->
    [mine] 金矿已经挖空
   *[property] 财产卡已经全部分完
}。
img-dicetown-final-scores = 最终得分
img-dicetown-score-heading = { $category ->
    [nuggets] 金豆
    [dollars] 美金
    [sheriff] 警长
    [equipment] 装备
    [property] 财产
    [total] 总分
   *[place] 名次
}

# Refusals by their code (bot/i18n/refusals.py): the engine gives a code and values.
refusal-dicetown-player_count = 骰子镇供 2 到 5 人游戏，不能是 { $players } 人。
refusal-dicetown-no_open_tie = 现在没有待裁决的平局：警长已经裁决，下一次平局前不能出价。
refusal-dicetown-bad_promise = 承诺请写在一行里。
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
