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
