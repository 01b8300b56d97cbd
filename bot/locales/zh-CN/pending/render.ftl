img-final-scores = 最终得分
img-seat = { $seat } 号
img-points = { $points } 分

img-akropolis-stones-tiles = { $stones } 石 · { $tiles } 板块
img-akropolis-round = 第 { $round }/{ $rounds } 轮
img-akropolis-site = 公共工地 · { $round } · 备用板块 { $stacks } 叠（盖着 { $face_down } 个）
img-akropolis-cost = { $cost } 石
img-akropolis-stones-hidden = 石头 { $stones } · 分数在结束时公布
img-akropolis-virtual-architect = 虚拟建筑师（{ $difficulty }）
img-akropolis-preview = 预览 { $action }（第 { $level } 层{ $gained }）
img-akropolis-gained = ，+{ $stones } 块石头
img-akropolis-where = { $player }：板块可以放的位置


img-bricklayer-wall = { $points } 分 · { $coins } 枚硬币 · { $empty } 个空格
img-bricklayer-brick-points = 砖块上的数字就是它的分数。
img-bricklayer-supply = 公共区：{ $supply } 枚硬币
img-bricklayer-deck = 牌堆 { $deck }
img-bricklayer-deck-left = 剩 { $left } 张
img-bricklayer-deck-empty = 空
img-bricklayer-discarded = 弃牌：{ $shapes }
img-bricklayer-place-blind = 放置盲买的砖块
img-bricklayer-turn = 第 { $turn } 回合
img-bricklayer-decks-ran-out = 牌堆用完
img-bricklayer-everyone-passed = 所有人都跳过
img-bricklayer-if-ended-now = 若现在结束回合的得分
