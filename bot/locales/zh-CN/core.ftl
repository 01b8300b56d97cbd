reply-sorry = 我们这边出了点问题，什么都没有改变。请稍后再试。
reply-made-but-unseen = 你的这一步已经走出并保存。Discord 暂时不让我显示；一旦可以，版图就会发出，随时也可以用 `/game board` 查看。
reply-after-commit = 你的这一步已经走出并保存，但显示时出了问题；用 `/game board` 可以查看版图。请不要再走一次。
reply-not-here = 你不能在这里使用这个命令。
reply-bad-value = { $value } 不是这个选项的有效值。
reply-not-a-choice = { $value } 不是 { $option } 的可选项（{ $choices }）。没有做任何更改。

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
owner-status-database-size = { $line }，{ $size }
owner-status-permissions-ok = 本频道权限：游戏需要的都有。
owner-status-permissions-missing = 本频道权限：机器人缺少游戏需要的 { $count } 项权限：{ $missing }（请在机器人的身份组或本频道的权限设置中授予）。
owner-status-dms = 私信：{ $closed } 位玩家的私信对机器人关闭（他们改用按钮查看秘密信息）；启动以来被拒 { $refusals } 次，最近一小时内被拒 { $recent } 位。
owner-status-dms-none = 私信：启动以来没有被拒过。
owner-status-dms-yours-open = 你的私信：没有被拒过。
owner-status-dms-yours-closed = 你的私信对机器人关闭：在你与它共同所在的服务器的隐私设置中打开，才能通过私信收到你的秘密信息。
owner-status-commands-checking = 斜杠命令：仍在检查。
owner-status-commands-created = 斜杠命令：启动时已向所有服务器发布 { $count } 个（此前没有）；Discord 最多需要一小时才会处处显示。
owner-status-commands-updated = 斜杠命令：启动时已重新发布 { $count } 个（与 Discord 上的不同）。
owner-status-commands-forced = 斜杠命令：启动时已向所有服务器发布 { $count } 个（SYNC_GLOBAL）。
owner-status-commands-current = 斜杠命令：{ $count } 个，与 Discord 上的一致（启动时检查）。
owner-status-commands-guild = 斜杠命令：已向开发服务器 { $detail } 同步 { $count } 个（DEV_GUILD_ID）；面向所有服务器的命令未改动。
owner-status-commands-elsewhere = 斜杠命令：由运行分片 0 的进程在启动时检查。
owner-status-commands-failed = 斜杠命令：启动时发布失败（{ $detail }）；用 `/主人 同步` 可以发布。
owner-status-commands-owner = 斜杠命令：已用 `/主人 同步` 向所有服务器发布 { $count } 个。
owner-status-ai-idle = AI 工作进程：{ $processes ->
    [0] 一个线程
   *[other] { $processes } 个进程
}，尚未启动（第一次由机器人走棋时启动）。
owner-status-ai = AI 工作进程：{ $workers } 个中 { $alive } 个在运行，{ $thinking } 个正在思考，{ $queued } 个在排队。
owner-status-ai-replaced = 自启动以来已替换 { $count } 个工作进程（搜索卡住或工作进程退出；相应的机器人走了默认的一步）。
permission-view-channel = 查看频道
permission-send-messages = 发送消息
permission-send-messages-in-threads = 在子区中发送消息
permission-create-public-threads = 创建公开子区
permission-manage-threads = 管理子区
permission-embed-links = 嵌入链接
permission-attach-files = 附加文件
permission-read-message-history = 阅读消息历史
permission-add-reactions = 添加反应

settings-language-no-server = 语言是为服务器或其中的频道设置的：请在服务器里使用这个命令。
settings-language-not-allowed = 只有拥有“管理服务器”权限的成员才能选择本服务器消息的语言。
settings-language-server-set = 本服务器的公开消息现在使用{ $language }，有自己语言设置的频道除外。每位玩家自己看到的回复和私信仍跟随各自的 Discord 语言。
settings-language-server-cleared = 本服务器的公开消息重新跟随服务器的首选语言（这里：{ $now }）。
settings-language-channel-set = { $channel } 的公开消息现在使用{ $language }。
settings-language-channel-cleared = { $channel } 重新跟随服务器的语言（这里：{ $now }）。

help-overview = **Table Bot** 在本频道主持桌游，按你们自己的节奏来：默认每步有一天时间，超时由机器人替迟到的玩家走默认一步。
    1. `/游戏 开桌 游戏:<名称>` 在这里开一桌。
    2. 其他人点 **入座**（桌主也可以点 **加机器人**）；桌主点 **开始**。
    3. 轮到你时会提到你：用版图下方的按钮或 `/行动 走法:` 走一步。
    游戏：
    { $games }
    更多：`/游戏 规则 游戏:<名称>` 讲解一款游戏，`/游戏 状态` 告诉你游戏在等什么，`/游戏 我的` 显示你的秘密信息，`/游戏 设置` 设置提醒方式和语言，`/游戏 通知` 设置轮到你时的私信、每日汇总和免打扰时段，`/游戏 结束` 结束一局（桌主、管理频道权限，或玩家投票；已开始的计分对局只能由所有玩家投票，或管理频道权限结束）。
help-game-line = • { $summary } · `{ $key }`
help-game-summary = **{ $title }** · { $min }-{ $max } 人
help-rules-short = **{ $title }**,{ $min }-{ $max } 人。用 `/游戏 开桌 游戏:{ $key }` 开始；轮到你时用版图下方的按钮或 `/行动 走法:`。
help-no-such-game = 没有叫 { $name } 的游戏。游戏有：{ $games }。
