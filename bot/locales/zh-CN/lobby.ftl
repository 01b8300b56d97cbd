# 开桌与 /游戏 命令（bot/cogs/lobby.py、bot/longplay.py、bot/deadlines.py）。

## 开桌消息
lobby-title = { $game }：新开一桌（第 { $id } 局）
lobby-description = { $min }-{ $max } 人。点 **入座** 坐下；人到齐后，桌主 { $host } 点 **开始**。
lobby-nobody = 还没有人
lobby-players = 玩家（{ $count }/{ $max }）
lobby-options = 选项
lobby-closed = 这一桌已经关闭。
lobby-started-title = { $game }：第 { $id } 局已经开始
lobby-started-description = 座次如下；版图发在这条消息下面。
lobby-pace = 节奏
lobby-automatic-play = 自动代走
lobby-auto-none = 无：不限时，游戏会一直等每位玩家。
lobby-auto-deadline = 玩家超时后，我会替他走默认的一步；连续 { $misses } 次超时会被标记为离开，桌主可以为这个座位托管（`/游戏 托管`）或者换人（`/游戏 换人`）。
lobby-auto-on = 托管中：{ $players }。
button-join = 入座
button-leave = 离座
button-start = 开始
button-start-alone = 一个人开始
button-wait-others = 等其他人
button-options = 选项
button-add-bot = 加机器人
button-bot-easy = 简单机器人
button-bot-normal = 普通机器人
button-bot-hard = 困难机器人
button-unbot = 移除一个机器人

## 开桌时的回复
lobby-start-alone = 一个人开始吗？游戏开始后别人就不能再加入了：**入座**按钮会消失。
lobby-start-waiting = 这一桌继续开着：等其他人入座后再按**开始**。
lobby-not-gathering = 这一桌已经不再招人。
lobby-which-bot = 让哪种机器人入座？
lobby-bots-seated = 桌上的机器人：{ $bots }。
lobby-no-bots = 没有
lobby-begins = 游戏开始。座次：{ $seats }。
lobby-choose-options = 选择选项；桌上会随着你的更改显示出来。
lobby-options-fixed = 游戏已经开始，选项不能再改。
lobby-option-now = { $name } 现在是 **{ $value }**。
lobby-more-options = 更多选项
lobby-thread-name = { $game } 牌桌
lobby-thread-open = { $game } 的牌桌开在 { $channel }。
lobby-joined = { $user } 入座了（桌上现有 { $count } 人）。
lobby-left = { $user } 离开了牌桌。

## 结束一局、两局之间的状态
lobby-abandon-confirm = 要结束{ $game }第 { $id } 局吗？{ $what }只有点 **确定结束** 才会生效。
lobby-abandon-ends = 这会立即为所有人结束这局。
lobby-abandon-counts = 你的一票会计入结束这局的投票。
lobby-abandon-counts-all = 你的一票会计入结束这局的投票：已开始的计分对局，要所有玩家都投票才会结束。
lobby-abandon-ends-rated = 这会立即为所有人结束这局，谁的等级分都不变。
button-abandon-yes = 确定结束
lobby-already-over = 那局游戏已经结束了。
lobby-abandoned-by = { $game }第 { $id } 局已被 { $user } 结束。
lobby-abandoned-vote = 第 { $id } 局经玩家投票结束。
lobby-abandon-vote = { $user } 投票结束第 { $id } 局（已有 { $votes }/{ $needed } 票；只要投票者还在座，一票有效 { $days } 天）。
lobby-start-new = 用 `/游戏 开桌` 开新的一局。
lobby-last-abandoned = 这里的上一局，{ $game }第 { $id } 局，已被中途结束。{ $start }

## 托管与座位
lobby-autopilot-off = { $user } 重新自己走棋。
lobby-autopilot-on = 🤖 机器人现在替 { $user } 走棋（托管，{ $how }）。
lobby-autopilot-default = 走默认的一步
lobby-autopilot-level = { $level }水平
lobby-replaced = { $new } 接手了 { $old } 在第 { $id } 局的座位。
lobby-took-over = 你接手了这个座位。以下是它的信息。

## 节奏（/游戏 开桌 节奏: 的选项）
pace-live = 实时：每步 5 分钟
pace-hour = 每步 1 小时
pace-day = 每步 1 天
pace-3days = 每步 3 天
pace-none = 不限时

## 悔棋、记录、历史、战绩、设置（bot/longplay.py）
undo-done = ↩️ { $user } 收回了上一步。
undo-ask = { $user } 想收回上一步。这一步翻出了隐藏的信息，所以需要其他所有人同意：{ $mentions }
undo-allow = 同意悔棋
undo-refuse = 拒绝
undo-over = 这次悔棋请求已经结束。
undo-refused = { $user } 拒绝了；这一步保留。
undo-agreed = 所有人都同意了；这一步已收回。
undo-noted = 已记下：你同意（{ $yes }/{ $needed }）。
log-hidden-move = 一步隐藏的行动
log-nothing-yet = 还没有人走过棋。
log-title = **{ $game } 第 { $id } 局：最近几步**
history-none-finished = 本频道还没有下完的游戏。
history-row = 第 { $id } 局 { $game } { $when }：{ $winners } 获胜（{ $scores }）
history-abandoned = 第 { $id } 局 { $game } { $when }：中途结束
history-nobody = 无人
stats-none = { $user } 在这里还没有下完过一局。
stats-title = **{ $user } 的战绩**
stats-row = { $game }：下了 { $played } 局，赢了 { $won } 局
stats-total = 合计：下了 { $played } 局，赢了 { $won } 局
stats-dm-only-yours = 私信里只显示你自己的对局。要查看 { $user } 的对局，请在服务器里查询（只显示该服务器的对局）。
settings-current =
    提醒：**{ $reminders }**（在游戏频道里提到你，或私信）。
    私密信息：**{ $private }**（私信，或只在你点 **我的信息** / 用 `/游戏 我的` 时显示）。
settings-reminders-channel = 游戏频道
settings-reminders-dm = 私信
settings-private-dm = 私信
settings-private-ephemeral = 仅自己可见的消息

## 开桌命令自己的拒绝理由
refusal-options_no_equals = 选项请写成 名称=值，例如 `mode=team`；{ $part } 里没有 `=`。
refusal-too_many_bots = { $game }最多 { $most } 人：你和 { $bots } 个机器人。
refusal-thread_text_only = 只能在文字频道里开子区。
refusal-undo_hidden_alone = 你的上一步翻出了隐藏的信息；桌上没有别人能同意，所以这一步保留。
refusal-no_game_yet = 本频道还没有游戏。

## 游戏选项
option-value-on = 开
option-value-off = 关
option-value-easy = 简单
option-value-normal = 普通
option-value-medium = 中等
option-value-hard = 困难
option-value-random = 随机
option-value-escrow = 保管
option-value-cash_up_front = 当场付清
option-value-inland = 内陆面
option-value-seaside = 海滨面
option-value-standard = 标准
option-value-special_duel = 特殊双人
option-value-team = 团队
option-value-official_duel = 官方双人
option-akropolis-house_variant = 住宅区变体
    .description = 变体：住宅区的得分可以翻倍（规则 4.6）。
option-akropolis-market_variant = 市场区变体
    .description = 变体：市场区的得分可以翻倍（规则 4.6）。
option-akropolis-barracks_variant = 军营区变体
    .description = 变体：军营区的得分可以翻倍（规则 4.6）。
option-akropolis-temple_variant = 神庙区变体
    .description = 变体：神庙区的得分可以翻倍（规则 4.6）。
option-akropolis-garden_variant = 花园区变体
    .description = 变体：花园区的得分可以翻倍（规则 4.6）。
option-akropolis-difficulty = 难度
    .description = 仅单人游戏：虚拟建筑师怎么计分。
option-akropolis-running_scores = 实时分数
    .description = 游戏中显示每个人的分数。
option-dicetown-bribe_mode = 贿赂方式
    .description = 保管：出价先保管起来，只有被选中的竞争者付出；当场付清：出价立即付出，不退还
option-dicetown-gold_tax = 金豆疗法
    .description = 倒霉医生的 A 疗法：其他每位玩家各给你一个金豆
option-dicetown-keep_none = 可不留骰
    .description = 允许一次掷骰一个骰子都不留，代价 1 美金
option-dicetown-first_sheriff = 第一任警长
    .description = 第一任警长（最年轻的玩家）：P1 是本桌玩家名单中的第一位
option-shakecity-side = 版图面
    .description = 版图面：内陆面（四边都是黑色）或海滨面。
option-shakecity-family = 家庭模式
    .description = 家庭模式：只有奖励分数板块计分。
option-shakecity-construction = 施工板块
    .description = 施工板块：四块都要移除，否则不能获胜（单人游戏总是使用）。
option-shakecity-wild_night = 狂野之夜
    .description = 狂野之夜：白色百搭方块加入摇骰。
option-blockbuster-mode = 模式
    .description = 标准（2-4 人）、特殊双人（2 人，每人 2 种颜色）、团队（4 人，2 对 2）、官方双人（2 人，每人一种双倍颜色）

# /游戏 对局（bot/turns.py）：读者在各处进行中的对局。
turns-none = 你目前没有进行中的对局。
turns-header = 你进行中的对局（共 { $count } 局），最新的在前：
turns-line = **{ $game }**（第 { $id } 局）· { $place } · { $turn }
turns-place-server = { $server } { $channel }
turns-place-dm = 私信
turns-unknown-server = 机器人已离开的服务器
turns-your-turn = **轮到你了**
turns-waiting-for = 在等 { $players }
turns-nobody = 没有在等谁
turns-gathering = 正在等人入座
turns-with-deadline = { $line }，{ $when }截止
turns-with-board-link = { $line } · [版图]({ $url })
turns-with-lobby-link = { $line } · [桌子]({ $url })
turns-more = ……还有 { $count } 局。
