img-points = { $points } 分


img-blockbuster-head = 围堵高手{ $mode } · 第 { $moves } 步
img-blockbuster-special-duel = {" "}· 特殊对战
img-blockbuster-official-duel = {" "}· 官方对决
img-blockbuster-game-over = { $head } · 游戏结束
img-blockbuster-first-piece = 第一块
img-blockbuster-must-jump = 必须跳开或 PASS
img-blockbuster-team = {" "}· 第 { $team } 队
img-blockbuster-squares-left = 剩 { $count } 格
img-blockbuster-points-now = 目前 { $points } 分
img-blockbuster-start-penalty = 开局 { $penalty }
img-blockbuster-preview = 预览
img-blockbuster-legal = 合法
img-blockbuster-not-legal = 不合法
img-blockbuster-anchors = 标出 { $count } 个锚点格
img-blockbuster-pieces-left = { $colour } · 剩余方连块（圆点 = 锚点格）

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
