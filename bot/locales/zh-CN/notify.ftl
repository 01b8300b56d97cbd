# /游戏 通知：机器人如何找到玩家（bot/notices.py、bot/cogs/notify.py）。
cmd-game-notify = 通知
    .description = 轮到你时机器人如何通知你（仅你自己，对所有服务器有效）
opt-game-notify-dm_turn = 私信提醒
    .description = 轮到你时发私信
opt-game-notify-digest = 每日汇总
    .description = 每天一条私信列出等你的对局，频道里不再@你
opt-game-notify-digest_hour = 汇总时间
    .description = 每日汇总在你所在时区的几点发出
opt-game-notify-quiet_start = 免打扰开始
    .description = 免打扰时段开始（提醒和私信等到结束后再发）
opt-game-notify-quiet_end = 免打扰结束
    .description = 免打扰时段结束
opt-game-notify-quiet = 免打扰
    .description = 开启或关闭免打扰时段
opt-game-notify-timezone = 时区
    .description = 你的时区：例如 Asia/Shanghai，或 UTC+8 这样的偏移
notify-on = 开
notify-off = 关
notify-digest-at = 每天 { $hour }
notify-quiet-hours = { $start } 至 { $end }
notify-current = 你的通知设置（对所有服务器有效）：
    轮到你时私信：{ $dm }
    每日汇总代替@提醒：{ $digest }
    免打扰时段（提醒和私信等到结束后再发）：{ $quiet }
    时区：{ $tz }
notify-button-dm = 轮到我时私信
notify-button-digest = 每日汇总
notify-menu-digest-hour = 汇总时间
notify-menu-quiet-start = 免打扰开始
notify-menu-quiet-end = 免打扰结束
notify-bad-timezone = “{ $tz }”不是时区：请选择 Asia/Shanghai 这样的名称，或 UTC+8 这样的偏移。
notify-your-turn = 轮到你了：{ $line }
notify-digest = 你的每日汇总。
    { $list }
notify-dm-closed = { $user }，你关闭了私信，你在 `/游戏 通知` 里要的消息发不到你那里：请打开私信，或在那里关掉它们。
