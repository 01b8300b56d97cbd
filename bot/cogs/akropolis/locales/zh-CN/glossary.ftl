# 雅典卫城的专有名词,取自中文规则书的叫法。

term-akropolis-game = 雅典卫城
term-akropolis-house = 住宅区
term-akropolis-market = 市场区
term-akropolis-barracks = 军营区
term-akropolis-temple = 神庙区
term-akropolis-garden = 花园区
term-akropolis-plaza = 广场
term-akropolis-quarry = 采石场
term-akropolis-stone = 石头
term-akropolis-tile = 城市板块
term-akropolis-construction_site = 公共工地
term-akropolis-chief_architect = 首席建筑师
term-akropolis-virtual_architect = 虚拟建筑师
term-akropolis-level = 楼层
term-akropolis-star = 星星
