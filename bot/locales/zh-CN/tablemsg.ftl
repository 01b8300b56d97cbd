## 固定牌桌消息（bot/table_message.py、bot/table_setting.py）
# 每回合在频道里只发一行：轮到谁、哪局游戏、指向牌桌消息的链接。只有名字和游戏，绝不含秘密。
tablemsg-turn = { $users }，轮到你了：{ $game } — [牌桌 ↗]({ $url })
tablemsg-set-on = 牌桌消息：**开**。本频道的对局只显示一张由我随时更新（并置顶）的版图，每回合只发一行短消息点名该谁走，并附上链接。终局版图照常发出；`/游戏 记录` 和回放仍能看到每一步。本频道之后的对局沿用这个设置。
tablemsg-set-off = 牌桌消息：**关**。每回合重新单独发一张版图，本频道之后的对局也是如此。
tablemsg-no-pin = 我在这里没有**管理消息**权限，所以牌桌消息不会置顶：它照样随时更新，每回合的那行消息都会链接到它。
tablemsg-no-table = 本频道还没有玩过游戏：先用 `/游戏 开桌` 开一桌，再设置牌桌消息（本频道之后的对局会沿用）。
tablemsg-not-allowed = 只有本频道这桌的桌主或有“管理频道”权限的成员可以更改牌桌消息设置。

# /游戏 设置 的新选项
opt-game-settings-table_message = 牌桌消息
    .description = 每局只保留一张随时更新的版图，每回合只发一行短消息（管理频道）
choice-game-settings-table_message-on = 开
choice-game-settings-table_message-off = 关
