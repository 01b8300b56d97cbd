# 各款游戏共用的版图、选步菜单、状态、提醒和最终得分用语。

## 版图
publish-board-title = { $game } · 第 { $id } 局
publish-board-late = 当前的版图（之前没能显示）。
publish-you-played = ✅ 你走了 `{ $action }`。
publish-private-title = { $game } · 第 { $id } 局，在 { $channel }
publish-dm-closed = { $user }，有一个私密行动在等你。我没法私信你，请点 **我的信息**（只有你能看到）或使用 `/游戏 我的`。
publish-rating = 等级分
button-show-mine = 我的信息
button-choose-move = 选择一步
button-status = 状态

## /play's one suggestion when the player has nothing to play (bot/cogs/play.py)
play-why-no-game = 本频道没有进行中的游戏：用 /游戏 开桌 开一局。
play-why-not-started = 游戏还没有开始：现在没有可走的棋。
play-why-not-seated = 你没有参加这局游戏。
play-why-not-your-turn = 还没轮到你：正在等其他玩家走棋。

## 游戏的通用文字
gameui-your-turn = 轮到你了，{ $who }。
gameui-waiting = 在等 { $who }。
gameui-name-sep = 、
gameui-how-to-move = 用版图下方的 **选择一步**，或带自动补全的 `/行动`。
gameui-game-over = **{ $game }：游戏结束。** { $reason }
gameui-score-line = { $place }. { $user } — **{ $score }**{ $mark }
gameui-score-sep = ，
gameui-score-parts = （{ $parts }）
gameui-greeting = 游戏开始了。以下是只有你能看到的信息。

## 最终得分表
img-final-scores = 最终得分
img-score-total = 总分
img-score-place = 名次
img-seat = { $seat } 号

## 按钮与状态
components-elsewhere = 这个控件属于别处的一局游戏，在这里不起作用。
components-game-over = 这局游戏已经结束，这些按钮不再有作用。
components-not-playing = 你没有参加这局游戏，可以观战。
components-not-your-turn = 还没轮到你；轮到你时我会提到你。
components-other-game = 本频道在玩{ $game }；`/{ $command }` 是{ $other }的命令。
components-not-started = 游戏还没开始；桌主用 `/游戏 开始` 开局。
components-you-can-play = 你可以走：
components-legal-moves = 你有 { $count } 种合法的走法：{ $hint }
components-no-private = 你在这局游戏里没有私密信息。
components-only-you = 以下是只有你能看到的信息。
components-gathering = **{ $game }**（第 { $id } 局）正在招人：{ $players }。
components-lobby-start = { $min }-{ $max } 人；桌主 { $host } 点 **开始** 或用 `/游戏 开始` 开局。
components-playing = **{ $game }**（第 { $id } 局），{ $count } 位玩家：{ $players }。
components-waiting-for = 在等 { $user }
components-must-decide = ，须在 { $when } 前决定
components-stop = 。
components-pace = 节奏：{ $pace }。
components-pace-live = 实时：每步 5 分钟
components-pace-hour = 每步 1 小时
components-pace-day = 每步 1 天
components-pace-3days = 每步 3 天
components-pace-none = 不限时
components-away = 离开：{ $players }
components-autopilot = 托管中：{ $players }

## 选步菜单
chooser-back = ↩ 返回
chooser-page-back = ◀ 第 { $page } 页
chooser-page-on = 第 { $page } 页 ▶
chooser-choose = 请选择…
chooser-not-playing-now = 这局游戏现在没在进行。
components-confirm = **{ $move }**
    点按钮确认。
components-nothing-legal = 你现在没有合法的走法。
components-so-far = 你目前选的是：`{ $chosen }`
components-choose-parts = 一步一步地选出你的走法。
components-play = 走：{ $move }
components-just-this = （就这样）
components-moved-on = 打开这个菜单之后游戏已经有了进展；请重新打开一个。

## 指向句子所说那条消息的链接：对局中是版图，开局前是招人的桌子
links-board = { $line } · [版图]({ $url })
links-table = { $line } · [桌子]({ $url })
links-go-to-board = { $line } [前往版图]({ $url })

## 提醒，以及替人走的步
reminders-waiting = ⏳ { $user }，{ $game }（第 { $id } 局）在等你：还剩 { $left }，到时我会替你走默认的一步。
reminders-hidden-choice = 做了一个不公开的选择
reminders-played = 走了 { $action }
reminders-timed-out = ⏰ { $user } 超时了；我替 TA { $played }。
reminders-away = { $user } 连续 { $misses } 次超时，已标为离开。桌主可以用 `/游戏 托管` 让机器人代走，或用 `/游戏 换人` 换人。
reminders-days = { $days } 天
reminders-days-hours = { $days } 天 { $hours } 小时
reminders-hours = { $hours } 小时
reminders-hours-minutes = { $hours } 小时 { $minutes } 分钟
reminders-minutes = { $minutes } 分钟
reminders-seconds = { $seconds } 秒
bots-name = 机器人 { $number } · { $level }
bots-level-easy = 简单
bots-level-normal = 普通
bots-level-hard = 困难
bots-rated = { $name }，约 { $rating } 分
bots-played = { $bot } { $played }。
bots-autopilot-played = { $mark } 托管替 { $user } { $played }。
bots-thinking = { $bot } 思考中…
ratings-bot-name = 机器人 · { $level }
