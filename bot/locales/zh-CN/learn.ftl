# /game learn（bot/cogs/learn.py）：在私信里和一个简单机器人下的教学对局，以及各游戏教学的步骤（bot/learn.py），显示在版图上方。

learn-opened = 你的{ $game }教学局在我们的私信里：{ $url }。随时可以在那里用 `/game abandon` 离开。
learn-resume = 你的{ $game }教学局还在进行，停在你离开的地方：{ $url }
learn-dm-busy = 我们的私信里已经有一局{ $game }（{ $url }）。先下完，或在那里 `/game abandon`，再来一次。
learn-no-dms = 我无法给你发私信：请在隐私设置里允许本服务器成员私信你，然后再试。
learn-not-yet = { $game }还没有教学局。
learn-private-title = { $game } · 教学局 #{ $id } · 仅你可见
learn-begins = **教学：{ $game }。** 这是和简单机器人的真实对局，不影响任何等级分。跟着 📘 提示走，也可以自己下。
learn-suggest = 👉 建议：`{ $move }`。点版图下方的按钮，或输入 `/play move:{ $move }`。
learn-suggest-drawn = 👉 建议：`{ $move }`，图上已标出。点版图下方的按钮，或输入 `/play move:{ $move }`。

learn-akropolis-setup = 📘 **准备。** 你的城市从一个蓝色广场和三个采石场开始，你手里有石头。从公共工地拿一块城市板块：第一格免费，越往后每格多花一块石头。
learn-akropolis-turn = 📘 **一个回合。** 在第 1 层紧贴你的城市建造，或往上叠：三格下面要一样高，并且跨在至少两块城市板块上。盖住采石场得一块石头，石头能买更好的板块。
learn-akropolis-scoring = 📘 **计分。** 每种颜色的得分 = 该色符合条件的城区的楼层之和 × 该色广场上的星星：没有星星就没有分。所以要建广场，也要往高处建。
learn-akropolis-finish = 📘 **下到结束。** 一直下到板块堆用完，或用 `/game abandon` 离开。各城区各有条件：住宅区只算最大的一片，市场区互不相邻，军营区在城市边缘，神庙区四周建满。
learn-akropolis-end = 📘 **结束。** 板块堆用完了：每座城市计分，剩下的每块石头再得 1 分，平分时石头多者胜。整局就是这样：在服务器里 `/game new game:akropolis` 和真人对战。

learn-bricklayer-setup = 📘 **准备。** 你的拼图区是空的 8×8。四个牌堆各翻开顶上一张砖块牌：一块砖块和它的分数。
learn-bricklayer-turn = 📘 **一个回合。** 拿一张翻开的砖块牌，砖块必须放进拼图区（可以旋转，不能翻面）；或拿一枚硬币（最多 3 枚），以后的回合用它多换一张砖块牌，盖着的也行。
learn-bricklayer-scoring = 📘 **计分。** 填满一行，得到该行砖块分数之和；同一回合填满几行，按最高的一行乘以行数（三行再加 1 分，四行加 3 分）。尽量一起完成几行。
learn-bricklayer-finish = 📘 **下到结束。** 达到 80 分立即质量获胜；空格不超过 8 个且翻开的砖块都放不下，则效率获胜。继续下，或用 `/game abandon` 离开。
learn-bricklayer-end = 📘 **结束。** 胜负已分：质量获胜、效率获胜，或牌堆用完时分数最高。在服务器里 `/game new game:bricklayer` 和真人对战。

learn-shakecity-setup = 📘 **准备。** 你的城市是空的 6×6 玩家面板，北边和西边摆着奖励分数板块（达成条件得 3 分）。每一轮摇出一个 3×3 的方块图案。
learn-shakecity-turn = 📘 **一个回合。** 选一种颜色，该色每个方块建一座建筑，样式和朝向与方块图案完全相同。起始玩家先选，其他玩家必须选不同的颜色。
learn-shakecity-scoring = 📘 **计分。** 连到黑色边缘的道路每块 1 分；公园和工厂看邻居得分；连到边缘的商店越靠中心分越高；每组住宅 2 分，挨着工厂则 0 分。
learn-shakecity-finish = 📘 **下到结束。** 一局共 15 轮，最后三轮大家自由选色。继续下，或用 `/game abandon` 离开。
learn-shakecity-end = 📘 **结束。** 第 15 轮后每座城市计分，平分时翻面的奖励分数板块多者胜，再平则空格少者胜。在服务器里 `/game new game:shakecity` 和真人对战。

learn-blockbuster-setup = 📘 **准备。** 你执一种颜色和它的 14 个方连块；12×12 的图板上放着九个图像方块。第一块可以放在任意空格：放在图像方块附近。
learn-blockbuster-turn = 📘 **一个回合。** 放一个方连块，必须和自己颜色的方连块边与边相连（角碰角不算）。每个图像方块周围有 12 格：用自己的颜色围住其中 7 格，它就归你。
learn-blockbuster-scoring = 📘 **计分。** 一个图像方块得 3 分，两个相同符号得 7 分；集齐三个相同符号立即获胜。起始玩家开局拿 −5 的负分标记。
learn-blockbuster-finish = 📘 **下到结束。** 没有方连块能连上自己的颜色时，可以跳开到最近的空位（每隔 1 格扣 2 分），或喊 PASS，之后不再放。继续下，或用 `/game abandon` 离开。
learn-blockbuster-end = 📘 **结束。** 谁都放不下了：计算图像方块，减去负分标记，剩下的方连块每格再扣 1 分。在服务器里 `/game new game:blockbuster` 和真人对战。

learn-dicetown-setup = 📘 **准备。** 你和机器人各有 5 个扑克骰子和 8 美金；金矿里有 30 个金豆。你的骰子会单独发在这个私信里：至少保留一个骰子（保留一个免费，每多留一个付 1 美金）。
learn-dicetown-keep = 📘 **保留骰子。** 保留的骰子大家都看得到；其余的重掷，直到五个都保留。9 最多的挖金豆，10 最多的抢银行，J 最多的逛杂货店，Q 最多的拿别人一张牌，K 最多的当警长，牌型最好的去市政厅。
learn-dicetown-sheriff = 📘 **警长。** 打平时由持有警徽的人裁决，包括他自己参与的平局：他把这个地点判给其中一人。本轮什么都没赢的玩家去拜访倒霉医生。
learn-dicetown-bribe = 📘 **贿赂。** 打平时，不是警长的一方可以向警长出价：美金、金豆或手牌；出价先押着，警长选了他才真的付出。
learn-dicetown-end = 📘 **结束。** 金矿挖空或财产卡发完：每个金豆 1 分，每 2 美金 1 分，加上牌上的分数，持有警徽再得 5 分。在服务器里 `/game new game:dicetown` 和真人对战。
