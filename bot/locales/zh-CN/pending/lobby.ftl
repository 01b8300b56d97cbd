lobby-secret-begins = 游戏开始了。以下是只有你能看到的信息。


publish-final-title = { $game } · 最终得分
