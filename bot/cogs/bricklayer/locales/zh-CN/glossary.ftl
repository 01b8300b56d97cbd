# 天才砌砖师的专有名词,取自中文规则书的叫法。

term-bricklayer-game = 天才砌砖师
term-bricklayer-brick = 砖块
term-bricklayer-card = 砖块牌
term-bricklayer-coin = 硬币
term-bricklayer-wall = 拼图区
term-bricklayer-deck = 牌堆
term-bricklayer-row = 行
term-bricklayer-quality_win = 质量获胜
term-bricklayer-efficiency_win = 效率获胜
