# Akropolis: bot/cogs/akropolis (sentences, labels, events) and the words its images draw.

# 按钮和菜单里的一格：所属区域名称的第一个字（采石场用“采”，免得和石头混淆），广场加 ★。
akropolis-hex-mark = { $letter ->
    [H] 住
    [M] 市
    [B] 军
    [T] 神
    [G] 花
   *[Q] 采
}
akropolis-plaza-mark = ★
akropolis-slot-option = { $slot } · { $tile } · { $cost }
## /play's suggestions name each move (its notation follows).
akropolis-label = 取第 { $slot } 个位置的板块，建在 { $cell }，朝向 { $rotation }
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
akropolis-turn = 轮到你了，{ $user }（第 { $round }/{ $rounds } 轮）：从公共工地取一个板块（{ $slots }），建进你的城市。点下方的板块，或输入 `/雅典卫城 建造`。
akropolis-start-solo = { $user } 拿着首席建筑师标记和 1 块石头先手，对抗虚拟建筑师（{ $difficulty }）：它有 2 块石头，在你每个回合之后立刻取一个板块；你付的石头归它。计分：{ $variants }。
akropolis-start = 座次已抽定：{ $user } 先手，拿着首席建筑师标记。起始石头：{ $stones }。计分：{ $variants }。
akropolis-status = 第 { $round }/{ $rounds } 轮，还剩 { $stacks } 叠备用板块；首席建筑师：{ $chief }。计分：{ $variants }。
akropolis-status-stones = 石头：{ $stones }。
akropolis-status-scores = 目前分数：{ $scores }。
akropolis-scores-hidden = 分数到结束时才公布（选项 running_scores）。
akropolis-move-hint = 点版图下方板块的按钮，或输入 `/雅典卫城 建造`（有自动补全）。
img-akropolis-stones-tiles = { $stones } 石 · { $tiles } 板块
img-akropolis-round = 第 { $round }/{ $rounds } 轮
img-akropolis-site = 公共工地 · { $round } · 备用板块 { $stacks } 叠（盖着 { $face_down } 个）
img-akropolis-cost = { $cost } 石
img-akropolis-stones-hidden = 石头 { $stones } · 分数在结束时公布
img-akropolis-virtual-architect = 虚拟建筑师（{ $difficulty }）
img-akropolis-preview = 预览 { $action }（第 { $level } 层{ $gained }）
img-akropolis-gained = ，+{ $stones } 块石头
img-akropolis-where = { $player }：板块可以放的位置

akropolis-comma = ，
akropolis-slot-two = 第 2 个
akropolis-loses-stars = {" "}· -{ $count } 颗{ $colour ->
    [blue] 蓝
    [yellow] 黄
    [red] 红
    [purple] 紫
   *[green] 绿
}星
akropolis-districts = { $district ->
    [house] 住宅区
    [market] 市场区
    [barracks] 军营区
    [temple] 神庙区
   *[garden] 花园区
}
akropolis-variants = 计分变体：{ $variants }
akropolis-difficulty = { $level ->
    [easy] 简单
    [hard] 困难
   *[medium] 普通
}
akropolis-the-va = 虚拟建筑师
akropolis-anchor-level = 第 { $level } 层：朝向 { $rotations }
akropolis-rotation-choice = 朝向 { $rotation }：{ $where } · { $covers }

## /akropolis preview and city (only the player who asks sees them)
akropolis-not-playing = 你没有参加这局游戏；你可以观战。
akropolis-not-a-player = { $user } 没有参加这局游戏。
akropolis-preview-head = 取第 { $slot } 个位置的板块，第一个六边形放在 { $cell }，顺时针转 { $degrees }°。
akropolis-preview-level = 它会建在第 { $level } 层。
akropolis-preview-quarries = 它盖住了采石场：+{ $stones }。
akropolis-preview-score = 建完后你的分数：**{ $points }**。
akropolis-preview-press = 点 **就建这里** 执行。
akropolis-build-it = 就建这里（{ $action }）
akropolis-city-line = { $user }：{ $tiles } 个板块，{ $stones }。
akropolis-city-score = 目前 **{ $points }** 分：{ $sheet }。

## The guided turn (bot/cogs/akropolis/components.py)
akropolis-choose-tile = 选择要取的板块：{ $slots }。之后再选放在哪里、怎么转，建造前能先看到结果。
akropolis-level-button = 第 { $level } 层 · { $count }
akropolis-other-tile = ↩ 换个板块
akropolis-other-place = ↩ 换个位置
akropolis-places-menu = 位置 { $first }-{ $last }
akropolis-places-back = ◀ 位置 { $first }-
akropolis-places-next = 位置 { $first }- ▶
akropolis-where = **{ $tile }。** 建在哪里？在 **第 { $level } 层** 有 { $places } 处可放，图上编号标在三格交会处；请在下面选一个。
akropolis-other-levels = {" "}其他楼层：{ $levels }。
akropolis-quarry-places = {" "}其中 { $count } 处会盖住采石场：每盖住一个采石场得 1 块石头。
akropolis-places-caption = 第 { $level } 层：{ $tile } 号板块有 { $places } 处可放
akropolis-spin-head = **{ $tile }**，第 { $level } 层的位置 { $place }：{ $hexes }。
akropolis-spin-covers = 它盖住 { $covers }：+{ $stones }（之后你有 { $after } 块）。
akropolis-score-change = 你的分数会从 { $before } 变成 **{ $after }**（{ $change }）。
akropolis-try-spins = 可以试试其他朝向，或点 **就建这里** 执行这个回合。

## Events (event-akropolis-<code>, from the engine's codes) and the result
akropolis-paid-free = 免费
akropolis-paid = 花 { $stones }
akropolis-paid-to-va = （付给虚拟建筑师）
akropolis-covering = ，盖住 { $count } 个采石场：+{ $stones }
akropolis-event-cell = { $cell }
akropolis-event-cells-sep = {" "}
event-akropolis-build = { $player } 从第 { $slot } 个位置{ $paid }取得 { $tile } 号板块（{ $hexes }），建在第 { $level } 层的 { $cells }{ $covering }。
event-akropolis-va_take = 虚拟建筑师从第 { $slot } 个位置{ $paid }取走 { $tile } 号板块（{ $hexes }）。
event-akropolis-refill = { $last_tile } 号板块移到第 1 个位置，翻开一叠备用板块：{ $revealed }。还剩 { $stacks_left } 叠。
event-akropolis-chief = { $chief } 拿到首席建筑师标记。
event-akropolis-va_chief = 虚拟建筑师拿到首席建筑师标记。
event-akropolis-game_over = 备用板块用完了，公共工地只剩 { $last_tile } 号板块：游戏结束。
akropolis-reason-wins = { $user } 以 { $points } 分获胜。
akropolis-reason-wins-on-stones = { $user } 以 { $points } 分获胜（同分，剩余石头更多）。
akropolis-reason-share = { $users } 以 { $points } 分和 { $stones } 块石头共享胜利。
akropolis-on-stones = （同分，比剩余石头）
akropolis-reason-solo-wins = { $user } 以 { $points } 分对虚拟建筑师（{ $level }）的 { $va } 分获胜{ $on_stones }。
akropolis-reason-va-wins = 虚拟建筑师（{ $level }）以 { $va } 分对 { $points } 分获胜{ $on_stones }。
akropolis-reason-solo-draw = 平局：{ $user } 和虚拟建筑师（{ $level }）都是 { $va } 分、{ $stones } 块石头。
akropolis-game-over = **雅典卫城：游戏结束。** { $reason }
akropolis-result-va = 虚拟建筑师（{ $difficulty }）**{ $points }**：{ $sheet }

## Words in the images
img-akropolis-lake = 湖
img-akropolis-stones-label = 石头
img-akropolis-total = 总分
img-akropolis-quarries-label = 采石场
img-akropolis-points = {" "}· { $points } 分
img-akropolis-chief-first = 首席 ·{" "}
img-akropolis-game-over = 游戏结束
img-akropolis-free = 免费
img-akropolis-site-stones = { $stones } 石
img-akropolis-site-chief = {" "}· 首席
img-akropolis-to-play = {" "}· 轮到
img-akropolis-va-name = 虚拟建筑师
img-akropolis-va = 虚拟建筑师

# Refusals by their code (bot/i18n/refusals.py): the engine gives a code and values.
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
