lobby-options-no-equals = 选项请写成 名称=值，例如 `mode=team`;{ $part } 里没有 `=`。
lobby-title = { $game }：新开一桌（第 { $id } 局）
lobby-description = { $min }-{ $max } 人。点 **入座** 坐下；人到齐后，桌主 { $host } 点 **开始**。
lobby-nobody = 还没有人
lobby-players = 玩家（{ $count }/{ $max }）
lobby-options = 选项
lobby-closed = 这一桌已经关闭。
lobby-not-gathering = 这一桌已经不再招人。
lobby-begins = 游戏开始。座次：{ $seats }。
lobby-secret-begins = 游戏开始了。以下是只有你能看到的信息。
lobby-host-only-options = 只有桌主能更改选项。
lobby-choose-options = 选择选项；桌上会随着你的更改显示出来。
lobby-options-fixed = 游戏已经开始，选项不能再改。
lobby-option-now = { $name } 现在是 **{ $value }**。
lobby-more-options = 更多选项
lobby-no-such-game = 没有叫 { $name } 的游戏。游戏有：{ $games }。
lobby-thread-text-only = 只能在文字频道里开子区。
lobby-thread-name = { $game } 牌桌
lobby-thread-open = { $game } 的牌桌开在 { $channel }。
lobby-joined = { $user } 入座了（桌上现有 { $count } 人）。
lobby-left = { $user } 离开了牌桌。
lobby-abandoned-by = { $game } 第 { $id } 局已被 { $user } 结束。
lobby-abandoned-vote = 第 { $id } 局经玩家投票结束。
lobby-abandon-vote = { $user } 投票结束第 { $id } 局（需要 { $votes }/{ $needed } 票；只要投票者还在座，一票有效 { $days } 天）。
lobby-not-playing = { $user } 没有参加这局游戏。
lobby-autopilot-off = { $user } 重新自己走棋。
lobby-autopilot-on = 🤖 机器人现在替 { $user } 走棋（托管）。
lobby-replaced = { $new } 接手了 { $old } 在第 { $id } 局的座位。
lobby-took-over = 你接手了这个座位。以下是它的信息。
button-join = 入座
button-leave = 离座
button-start = 开始
button-options = 选项

undo-hidden-alone = 你的上一步翻出了隐藏的信息；桌上没有别人能同意，所以这一步保留。
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
history-no-game = 本频道还没有游戏。
history-none-finished = 本频道还没有下完的游戏。
history-row = 第 { $id } 局 { $game } { $when }:{ $winners } 获胜（{ $scores }）
stats-none = { $user } 在这里还没有下完过一局。
stats-title = **{ $user } 的战绩**
stats-row = { $game }：下了 { $played } 局，赢了 { $won } 局
stats-total = 合计：下了 { $played } 局，赢了 { $won } 局
settings-current =
    提醒：**{ $reminders }**（在游戏频道里提到你，或私信）。
    私密信息：**{ $private }**（私信，或只在你点 Show mine / `/game mine` 时显示）。

publish-final-title = { $game } · 最终得分
