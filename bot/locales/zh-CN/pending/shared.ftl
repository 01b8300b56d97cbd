components-over = 这局游戏已经结束。
components-page = （第 { $page }/{ $pages } 页）

