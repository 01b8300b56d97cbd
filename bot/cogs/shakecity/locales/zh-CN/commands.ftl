# /shakecity: its commands' names, descriptions, options and choices (ids: bot/i18n/translator.py).

cmd-shakecity = 摇动城市
    .description = 玩摇动城市
cmd-shakecity-build = 建造
    .description = 选择建筑颜色和建造位置（仅你可见）
opt-shakecity-build-option = 颜色
    .description = 要拿的颜色（H S F P R,+W 表示百搭方块）；开始输入即可看到你的选择
opt-shakecity-build-at = 坐标
    .description = 图案中第一个建筑（最上一行最左）所在的格子；只列出合法的
