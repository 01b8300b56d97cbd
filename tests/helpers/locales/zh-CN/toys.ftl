event-nim-took = { $player } 拿走 { $n } 颗；还剩 { $pile } 颗。
event-nim-greedy = 悄悄告诉你，你的幸运数字是 { $lucky }。
event-nim-won = { $player } 获胜。
event-poll-voted = { $player } 投了票。
event-marks-marked = { $player } 标记了 { $colour } { $n }。
event-whisper-said = 有人说话了。
