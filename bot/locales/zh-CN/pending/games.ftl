akropolis-slot-option = { $slot } · { $tile } · { $cost }
akropolis-took = 从第 { $slot } 个位置取得 { $tile } 号板块（{ $hexes }）（{ $cost }）
akropolis-free = 免费
akropolis-stones = { $count } 块石头
akropolis-slot-only-free = 第 1 个位置，免费：你有 { $stones }
akropolis-slots-afford = 第 1 个免费，你的 { $stones } 还能买 { $more }
akropolis-slots-range = 第 2-{ $top } 个
akropolis-level-ground = 第一层，建在地面
akropolis-level-on = 第 { $level } 层，压在 { $covers } 上
akropolis-level-count = 第 { $level } 层：{ $count }
akropolis-gains = {" "}· +{ $stones }
akropolis-spin = 朝向 { $index } · { $hex } 在 { $cell }
akropolis-hex-on = { $hex } 在 { $cell }
akropolis-district-score = { $district } { $base }×{ $stars }={ $points }
akropolis-doubled = （{ $count } 个加倍）
akropolis-quarries = 采石场 { $count }
akropolis-stones-score = 石头 { $count }
akropolis-no-variants = 不使用计分变体

blockbuster-first-piece = 放第一块：能放下的地方都行
blockbuster-must-touch = 必须与{ $colour }边与边相邻（只碰到角不算）
blockbuster-cannot-connect = 无法连结：跳开到一块方连块最近的空位（每隔 1 格扣 2 分），或 PASS
blockbuster-nowhere = 已无处可放
blockbuster-game-over = 游戏已结束
blockbuster-nothing-yet = 还没有
blockbuster-preview-illegal = **{ $head }** 将盖住 { $covers }：**不合法**。{ $reason }
blockbuster-preview-legal = **{ $head }** 盖住 { $covers }：合法。
blockbuster-preview-jump = 这是隔 { $gap } 格的跳开：{ $penalty } 分。
blockbuster-preview-secures = 这样就围下了{ $tile }。
blockbuster-preview-wins = 🏆 这一步直接赢得游戏。
blockbuster-symbol-at = { $symbol } 在 { $cell }
blockbuster-gap = 隔 { $gap } 格（{ $penalty }）：
blockbuster-row = 第 { $first } 行
blockbuster-rows = 第 { $first }-{ $last } 行

bricklayer-card = { $shape }（{ $points }）
bricklayer-points = { $points } 分
bricklayer-completes-none = 没有砌满任何一行
bricklayer-completes = 砌满第 { $rows } 行（共 { $count } 行）：{ $points }


shakecity-option = { $buildings } ×{ $tiles }
shakecity-option-wild = { $buildings } ×{ $tiles }（含百搭方块）

akropolis-turn = 轮到你了，{ $user }（第 { $round }/{ $rounds } 轮）：从公共工地取一个板块（{ $slots }），建进你的城市。点下方的板块，或输入 `/雅典卫城 建造`。
akropolis-start-solo = { $user } 拿着首席建筑师标记和 1 块石头先手，对抗虚拟建筑师（{ $difficulty }）：它有 2 块石头，在你每个回合之后立刻取一个板块；你付的石头归它。计分：{ $variants }。
akropolis-start = 座次已抽定：{ $user } 先手，拿着首席建筑师标记。起始石头：{ $stones }。计分：{ $variants }。
akropolis-status = 第 { $round }/{ $rounds } 轮，还剩 { $stacks } 叠备用板块；首席建筑师：{ $chief }。计分：{ $variants }。
akropolis-status-stones = 石头：{ $stones }。
akropolis-status-scores = 目前分数：{ $scores }。
akropolis-scores-hidden = 分数到结束时才公布（选项 running_scores）。
akropolis-move-hint = 点版图下方板块的按钮，或输入 `/雅典卫城 建造`（有自动补全）。

blockbuster-turn = 轮到你了，{ $user }（{ $colour }）：{ $what }。用 **选择一步** 或 `/围堵高手 放置`。
blockbuster-turn-first = 把{ $colour }的第一块放在任何放得下的地方
blockbuster-turn-jump = { $colour }无法连结，所以请把一块方连块跳开到最近的空位（{ $gaps }），或点 **PASS**，本局不再放置
blockbuster-turn-touch = 放一块与{ $colour }边与边相邻的方连块（只碰到角不算）
blockbuster-start = 抽出 { $user } 为起始玩家。颜色按行动顺序：{ $colours }。
blockbuster-start-teams = 阵营对抗：{ $a } 对 { $b }。
blockbuster-start-penalties = 开局负分：{ $penalties }。
blockbuster-pass-button = 本局不再放置（PASS）

bricklayer-turn = 轮到你了，{ $user }：{ $what }。
bricklayer-turn-take-or-coin = 拿一张翻开的砖块牌并放下砖块，或拿一枚硬币
bricklayer-turn-take = 拿一张翻开的砖块牌并放下砖块（不能拿硬币：{ $why }）
bricklayer-turn-coin = 没有翻开的砖块放得进你的拼图区，所以拿一枚硬币
bricklayer-supply-empty = 公共区没有硬币了
bricklayer-you-hold = 你已有 { $coins } 枚
bricklayer-turn-buy = 在那之前，你可以用你的 { $coins } 枚硬币买任意一叠最上面的牌，盖着的也可以。
bricklayer-take-coin = 拿一枚硬币
bricklayer-buy-blind = 盲买牌堆 { $deck }（1 枚硬币）

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

