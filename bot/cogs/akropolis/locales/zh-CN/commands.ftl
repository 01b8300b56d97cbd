# /akropolis: its commands' names, descriptions, options and choices (ids: bot/i18n/translator.py).

cmd-akropolis = 雅典卫城
    .description = 雅典卫城：取一个城市板块，建造你的城市
cmd-akropolis-build = 建造
    .description = 一次打完整个回合：从公共工地取板块并建造
opt-akropolis-build-slot = 位置
    .description = 板块在公共工地的位置（第 1 个免费，每往后一个多付 1 块石头）
opt-akropolis-build-at = 坐标
    .description = 板块第一个六边形所在的格子，按图上标注写 q,r（例如 1,-2）
opt-akropolis-build-rotation = 旋转
    .description = 板块顺时针转几下，0-5（每下 60°）；列表会说明每个六边形落在哪里
cmd-akropolis-preview = 预览
    .description = 先看一眼这一回合建好的样子（仅你可见）
opt-akropolis-preview-slot = 位置
    .description = 板块在公共工地的位置
opt-akropolis-preview-at = 坐标
    .description = 板块第一个六边形所在的格子：q,r
opt-akropolis-preview-rotation = 旋转
    .description = 0-5
cmd-akropolis-city = 城市
    .description = 一位玩家的完整城市大图及计分
opt-akropolis-city-player = 玩家
    .description = 谁的城市（默认：你的，或轮到行动的玩家）
