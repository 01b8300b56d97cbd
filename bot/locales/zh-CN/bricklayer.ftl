# 天才砌砖师：用词取自中文规则（砖块牌、拼图区、牌堆、硬币、质量获胜、效率获胜）。

refusal-bricklayer-unknown_action = { $action } 不是天才砌砖师的走法。
refusal-bricklayer-duplicate_rotation = { $shape } { $rot } 与 { $canonical } 是同一个形状；请写 { $canonical }。
refusal-bricklayer-outside_wall = { $shape } { $rot } 放在 { $at } 会让{ $where ->
    [none] 某一格
   *[other] { $where } 格
}超出拼图区（A1 到 H8）。
refusal-bricklayer-cell_taken = { $cells } 已经有砖块了。
refusal-bricklayer-bad_deck = { $deck } 不是牌堆；牌堆编号为 1 到 { $decks }。
refusal-bricklayer-bad_rotation = { $rot } 不是旋转方向；请写 R0、R90、R180 或 R270（砖块不能翻面）。
refusal-bricklayer-bad_cell = { $cell } 不是格子；请写列字母加行号，例如 C4。
refusal-bricklayer-off_wall = { $cell } 在拼图区之外；格子的范围是 A1 到 { $last }。
refusal-bricklayer-empty = 空的走法；请写 take <牌堆> <旋转> <格子>、coin、buy <牌堆> [<旋转> <格子>]、place <旋转> <格子> 或 pass。
refusal-bricklayer-bad_arguments = { $verb ->
    [take] 请写 take <牌堆> <旋转> <格子>，例如 take 3 R90 H4。
    [coin] 请只写 coin，后面不加别的。
    [buy] 翻开的牌请写 buy <牌堆> <旋转> <格子>，盖着的牌请写 buy <牌堆>。
    [place] 请写 place <旋转> <格子>，例如 place R0 B8。
   *[pass] 请只写 pass，后面不加别的。
}
refusal-bricklayer-unknown_verb = 不认识的走法 { $verb }；请写 take <牌堆> <旋转> <格子>、coin、buy <牌堆> [<旋转> <格子>]、place <旋转> <格子> 或 pass。
