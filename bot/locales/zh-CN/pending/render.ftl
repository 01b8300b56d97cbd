img-final-scores = 最终得分
img-seat = { $seat } 号
img-points = { $points } 分

img-akropolis-stones-tiles = { $stones } 石 · { $tiles } 板块
img-akropolis-round = 第 { $round }/{ $rounds } 轮
img-akropolis-site = 公共工地 · { $round } · 备用板块 { $stacks } 叠（盖着 { $face_down } 个）
img-akropolis-cost = { $cost } 石
img-akropolis-stones-hidden = 石头 { $stones } · 分数在结束时公布
img-akropolis-virtual-architect = 虚拟建筑师（{ $difficulty }）
img-akropolis-preview = 预览 { $action }（第 { $level } 层{ $gained }）
img-akropolis-gained = ，+{ $stones } 块石头
img-akropolis-where = { $player }：板块可以放的位置
