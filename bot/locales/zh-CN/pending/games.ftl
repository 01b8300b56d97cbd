


dicetown-your-roll = 第 { $round } 轮第 { $step } 次掷骰：你掷出了 **{ $faces }**。
dicetown-already-keep = 你已经保留了 { $faces }。
dicetown-tap-to-keep = 点选要保留的骰子（1 个免费，每多 1 个付 1 美金），然后确认。所有人选好之前，没人看得到你的选择。
dicetown-tap = 点选要保留的骰子
dicetown-keep-cost = 保留 { $count } 个骰子要付 { $cost } 美金；你有 { $dollars } 美金
dicetown-confirm = 确认：保留 { $faces }（{ $cost }）
dicetown-selected = 已选：{ $what }。
dicetown-nothing-selected = 还没有选。
dicetown-you-have = 你有 { $dollars } 美金。
dicetown-escrow = 托管到裁决时
dicetown-paid = 当场付给警长
dicetown-offer-stands = 已出价
dicetown-private-choice = **{ $location }**：{ $player } 要私下做一个选择（在私信里，或点 **我的信息**）。
dicetown-holdings = **你的财产**：{ $dollars } 美金，{ $nuggets } 个金豆。
dicetown-hand = 手牌（{ $count } 张）：{ $cards }。
dicetown-hand-empty = 没有
dicetown-badge = ⭐ 你持有警徽（结束时 5 分）。
dicetown-loaded = 🎯 灌铅骰子已就绪：你下一次掷骰会有一个 { $face }。
dicetown-this-roll = 这一次你保留 { $faces }（{ $cost }）。
dicetown-roll-not-kept = 你掷出了：{ $faces }（还没有保留）。
dicetown-nothing-kept = 什么都没保留
dicetown-loaded-ready = 一颗灌铅骰子待用
dicetown-fenced = 已用铁丝网围起，永久安全：
dicetown-property-card = 财产卡
dicetown-store-card = 杂货店卡
dicetown-sheriffs-office = 警长办公室






dicetown-store-pick = 杂货店：你抽到了 { $cards }。留下 1 张，其余放回牌堆底部。
dicetown-saloon-pick = 酒馆：你从 { $seat } 号玩家手里抽到了 { $cards }。留下 1 张，其余还回去。
dicetown-saloon-target = 酒馆：选择从谁手里抽牌。你从他的手牌中随机抽 { $count } 张，留下 1 张。
dicetown-spree = 你赢得了杂货店，手里有一张疯狂购物：要打出它抽两次吗？
dicetown-regular = 你赢得了酒馆，手里有一张酒馆常客：要打出它抽两次吗？
dicetown-remedy = 倒霉医生：这一轮你什么都没赢到。选一份补偿；所有来访者选好之前保密。
dicetown-offer-prompt = 你在{ $location }打成平局：在频道里的版图下方出价（或放弃），也可以在频道里提到我写出来。警长裁决前都可以更改。
dicetown-rule-prompt = 所有竞争者都已出价或放弃：在频道里的版图下方裁决{ $location }归谁（在你裁决前出价仍可更改）。
dicetown-award-to = 判给 { $player }
dicetown-let-chance = 交给运气
dicetown-offered-cards = 出价的卡牌
dicetown-play-now = 现在打出
dicetown-keep-card = 留着这张牌
dicetown-keep-one = 留下一张牌…
dicetown-steal-from = 从谁手里抽…
dicetown-play-card = 打出一张行动卡…
dicetown-barbed-wire = 铁丝网：围住 1 或 2 张财产卡…
dicetown-loaded-option = 灌铅骰子：你下一次掷骰会有一个 { $face }
dicetown-stick-up-option = 抢劫 { $player }：抢走最多 4 美金
dicetown-game-over = **骰子镇：游戏结束。** { $reason }
dicetown-hands-revealed = 亮出手牌：
