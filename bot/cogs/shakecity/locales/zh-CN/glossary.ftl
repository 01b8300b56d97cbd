# 摇动城市的专有名词,取自中文规则书的叫法。

term-shakecity-game = 摇动城市
term-shakecity-H = 住宅
term-shakecity-S = 商店
term-shakecity-F = 工厂
term-shakecity-P = 公园
term-shakecity-R = 道路
term-shakecity-W = 百搭方块
term-shakecity-pattern = 方块图案
term-shakecity-inland = 内陆面
term-shakecity-seaside = 海滨面
term-shakecity-bonus_tile = 奖励分数板块
term-shakecity-construction_tile = 施工板块
term-shakecity-start_player = 起始玩家
term-shakecity-wild_night = 狂野之夜
