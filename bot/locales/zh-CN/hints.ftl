## 提示（bot/hints.py）：开桌选项，计分对局不可用

hints-button = 提示
hints-answer = 💡 普通机器人会走 **{ $move }**（`{ $notation }`）：预计为你 { $gain } 分（之后你的领先为 { $lead } 分）。这条提示只有你能看到。
hints-play = 走这一步
hints-off = 这桌没有开启提示：提示要在开桌时选择（`/游戏 开桌 提示:True`），计分对局不能开启。
hints-not-playing = 这桌现在没有进行中的对局。
hints-not-seated = 只有这桌的玩家才能获得提示。
hints-not-your-turn = 提示只在轮到你时可用：对局现在没有在等你。
hints-failed = 暂时算不出提示，请稍后再试。
hints-lobby-title = 提示
hints-lobby-on = 已开启：“提示”按钮会告诉每位玩家普通机器人会走哪一步。本局不计等级分。
hints-used-title = 使用的提示
hints-used-seat = { $player } 💡{ $count }
refusal-hints_rated = 计分对局不能开启提示：二者只能选其一。
opt-game-new-hints = 提示
    .description = “提示”按钮告诉每位玩家普通机器人会走哪一步（本局不计等级分）
