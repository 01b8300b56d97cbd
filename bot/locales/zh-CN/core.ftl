reply-sorry = 我们这边出了点问题，什么都没有改变。请稍后再试。
reply-made-but-unseen = 你的这一步已经走出并保存。Discord 暂时不让我显示；一旦可以，版图就会发出，随时也可以用 `/game board` 查看。
reply-after-commit = 你的这一步已经走出并保存，但显示时出了问题；用 `/game board` 可以查看版图。请不要再走一次。
reply-not-here = 你不能在这里使用这个命令。
reply-bad-value = { $value } 不是这个选项的有效值。

owner-not-owner = 只有机器人的主人（OWNER_IDS，或应用的所有者）才能使用 /owner。
owner-synced = 已{ $where }同步 { $count } 个命令。
owner-synced-global = 向所有服务器（Discord 最多需要一小时才会显示）
owner-synced-here = 向本服务器
owner-version-unknown = 未知（未安装）
owner-not-started = 未启动
owner-not-measured = 尚未测量
owner-status-title = **Table Bot { $version }**，已运行 { $uptime }
owner-status-latency = 网关延迟：{ $latency }
owner-status-servers = 服务器：{ $count }
owner-status-games = 游戏：{ $active } 局进行中，{ $lobby } 局在等人
owner-status-database = 数据库：`{ $path }`，结构版本 { $schema }
owner-status-schema-expected = { $line }（本机器人需要 { $expected }）

settings-language-no-server = 语言是为服务器或其中的频道设置的：请在服务器里使用这个命令。
settings-language-not-allowed = 只有拥有“管理服务器”权限的成员才能选择本服务器消息的语言。
settings-language-server-set = 本服务器的公开消息现在使用{ $language }，有自己语言设置的频道除外。每位玩家自己看到的回复和私信仍跟随各自的 Discord 语言。
settings-language-server-cleared = 本服务器的公开消息重新跟随服务器的首选语言（这里：{ $now }）。
settings-language-channel-set = { $channel } 的公开消息现在使用{ $language }。
settings-language-channel-cleared = { $channel } 重新跟随服务器的语言（这里：{ $now }）。

help-overview = **Table Bot** 在本频道主持桌游，按你们自己的节奏来。
    • `/游戏 开桌 游戏:<名称>` 开一桌；其他人点 **入座**；桌主点 **开始**。
    • 轮到你时会提到你。用版图下方的按钮、**选择一步**，或 `/行动 走法:` 走一步。
    • `/游戏 状态` 告诉你游戏在等什么；`/游戏 版图` 再显示一次版图。
    • 秘密信息（骰子、手牌）通过私信发送；如果你关闭了私信，点 **我的信息** 或用 `/游戏 我的`。
    • `/游戏 规则 游戏:<名称>` 讲解一款游戏；`/游戏 结束` 结束一局（桌主、管理频道权限，或玩家投票；已开始的计分对局只能由所有玩家投票，或管理频道权限结束）。
    • `/游戏 设置 语言:` 设置本服务器或本频道消息的语言（需要管理服务器权限）。
    游戏：{ $games }。
help-rules-short = **{ $title }**,{ $min }-{ $max } 人。用 `/游戏 开桌 游戏:{ $key }` 开始；轮到你时用版图下方的按钮或 `/行动 走法:`。
help-no-such-game = 没有叫 { $name } 的游戏。游戏有：{ $games }。
