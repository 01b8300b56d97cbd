# 围堵高手的专有名词,取自中文规则书的叫法。

term-blockbuster-game = 围堵高手
term-blockbuster-sun = 太阳
term-blockbuster-star = 星星
term-blockbuster-swirl = 漩涡
term-blockbuster-wave = 波浪
term-blockbuster-moon = 月亮
term-blockbuster-piece = 方连块
term-blockbuster-symbol_tile = 图像方块
term-blockbuster-ring = 围圈
term-blockbuster-penalty = 负分标记
term-blockbuster-jump = 跳开
term-blockbuster-pass = PASS
