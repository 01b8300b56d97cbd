event-nim-took = { $player } 拿走 { $n } 颗；还剩 { $pile } 颗。
event-nim-greedy = 悄悄告诉你，你的幸运数字是 { $lucky }。
event-nim-won = { $player } 获胜。
event-poll-voted = { $player } 投了票。
event-marks-marked = { $player } 标记了 { $colour } { $n }。
event-whisper-said = 有人说话了。

refusal-nim-too_many = { $player }，你可以拿 1 到 { $most } 颗石子。
refusal-nim-bad_notation = { $text } 不是一步棋；请写 `take N`。
refusal-nim-player_count = 尼姆供 { $min } 到 { $max } 人游戏，不能是 { $players } 人。
refusal-poll-bad_notation = { $text } 不是一票；请写 `vote 1` 或 `vote 2`。
refusal-marks-bad_notation = { $text } 不是一步棋；请写 `mark COLOUR N`。
