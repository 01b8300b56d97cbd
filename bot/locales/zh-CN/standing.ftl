# /game leaderboard、profile、replay、season 的回答，以及排行榜图片上的字。

standing-player = 玩家 { $id }
standing-no-season = 本服务器正处于第 { $current } 赛季；还没有第 { $season } 赛季。
standing-leaderboard-title = { $game } · 排行榜
standing-leaderboard-season = {" "}· 第 { $season } 赛季
standing-leaderboard-empty = 本服务器还没有计分的{ $game }对局。
standing-leaderboard-dm = 排行榜只排列同一个服务器的玩家：请在服务器里查询。在这里，`/游戏 档案` 可以查看你自己的等级分。
standing-profile-none = { $user } 在这里还没有下完过一局。
standing-profile-title = **{ $user } 的资料**
standing-profile-rating = 等级分 { $rating }（{ $games } 局计分）
standing-profile-unrated = 尚未计分
standing-profile-nobody = 暂无
standing-profile-row = **{ $game }**：{ $rating } · 玩了 { $played } 局，赢了 { $won } 局 · 最常同桌：{ $against }
standing-replay-no-pictures = 这款游戏没有可以回放的图片。
standing-replay-so-far = 进行中
standing-replay-finished = 已结束
standing-replay-abandoned = 已放弃
standing-replay-frames = { $frames } 帧
standing-replay-frames-of = { $frames } 帧（共 { $steps } 步）
standing-replay = { $game }，第 { $id } 局（{ $where }）：{ $steps }。
standing-replay-no-game = 本服务器没有第 { $id } 局。
standing-replay-none-here = 本频道还没有对局。
standing-replay-not-started = 那局游戏还没开始，没有可回放的内容。
standing-season-manage = 只有拥有“管理服务器”权限的成员才能在服务器上开始新赛季。
standing-season = 第 { $new } 赛季现在开始：所有等级分从头计算。第 { $old } 赛季的排行榜仍然保留：`/game leaderboard season:{ $old }`。

img-leaderboard-player = 玩家
img-leaderboard-rating = 等级分
img-leaderboard-games = 局数
img-leaderboard-trend = 走势
img-leaderboard-empty = 还没有计分的对局。
img-leaderboard-new = 新
