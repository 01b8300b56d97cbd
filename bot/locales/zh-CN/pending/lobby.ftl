lobby-secret-begins = 游戏开始了。以下是只有你能看到的信息。


publish-board-title = { $game } · 第 { $id } 局
publish-board-late = 当前的版图（之前没能显示）。
publish-you-played = ✅ 你走了 `{ $action }`。
publish-final-title = { $game } · 最终得分
publish-private-title = { $game } · 第 { $id } 局，在 { $channel }
publish-dm-closed = { $user }，有一个私密行动在等你。我没法私信你，请点 **我的信息**（只有你能看到）或使用 `/游戏 我的`。
button-show-mine = 我的信息
button-choose-move = 选择一步
