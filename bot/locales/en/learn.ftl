# /game learn (bot/cogs/learn.py): a guided game against one easy bot in the player's DMs, and
# the steps of each game's lesson (bot/learn.py), shown above its boards.

learn-opened = Your { $game } lesson is in your DMs with me: { $url }. Leave it any time with `/game abandon` there.
learn-resume = Your { $game } lesson is still under way, where you left it: { $url }
learn-dm-busy = Your DMs with me already hold a game of { $game } ({ $url }). Finish it, or `/game abandon` it there, then ask again.
learn-no-dms = I cannot send you a direct message: allow DMs from this server's members (Privacy Settings), then ask again.
learn-not-yet = There is no lesson for { $game } yet.
learn-private-title = { $game } · lesson #{ $id } · only you see this
learn-begins = **Lesson: { $game }.** A real game against an easy bot; it changes no rating. Follow the 📘 lines, or play your own way.
learn-suggest = 👉 Suggested: `{ $move }`. Press the buttons under the board, or type `/play move:{ $move }`.
learn-suggest-drawn = 👉 Suggested: `{ $move }`, marked on the picture. Press the buttons under the board, or type `/play move:{ $move }`.

learn-akropolis-setup = 📘 **Setup.** Your city starts as a blue plaza with three quarries, and you hold stones. Take a tile from the construction site: the first slot is free, each slot further costs one more stone.
learn-akropolis-turn = 📘 **A turn.** Build on level 1 touching your city, or on top: flat on three hexes of one level, across at least two tiles. Covering a quarry gives you a stone: stones buy better tiles.
learn-akropolis-scoring = 📘 **Scoring.** Each colour scores the levels of its districts that keep their rule, times the stars on that colour's plazas: no star, no points. So build plazas, and build high.
learn-akropolis-finish = 📘 **To the end.** Keep going until the stacks run out, or leave with `/game abandon`. Each district has its rule: only the largest group of houses, markets not beside a market, barracks on the edge, temples surrounded.
learn-akropolis-end = 📘 **The end.** No stack is left: every city is scored, plus a point per stone left, and stones break ties. That is the whole game: `/game new game:akropolis` in a server to play people.

learn-bricklayer-setup = 📘 **Setup.** Your wall is 8×8 and empty. Four decks each show their top brick card: one brick and its score.
learn-bricklayer-turn = 📘 **A turn.** Take a face-up brick card and place its brick where it fits, as you must (it turns, never flips); or take a coin (3 at most) to buy an extra card on a later turn, even a face-down one.
learn-bricklayer-scoring = 📘 **Scoring.** A full row scores the sum of its bricks; rows completed in the same turn score the best of them times their number (+1 for three, +3 for four). Fill rows together.
learn-bricklayer-finish = 📘 **To the end.** 80 points is a quality win, at once; an efficiency win is 8 empty cells or fewer with no face-up brick that fits. Play on, or leave with `/game abandon`.
learn-bricklayer-end = 📘 **The end.** The winner is decided: a quality win, an efficiency win, or the most points when the decks run out. `/game new game:bricklayer` in a server to play people.

learn-shakecity-setup = 📘 **Setup.** Your city is an empty 6×6 board, bonus tiles along its north and west edges (3 points each when met). Each round the cubes are shaken into a 3×3 cube pattern.
learn-shakecity-turn = 📘 **A turn.** Pick a colour and build one of its buildings per cube, in the very shape and direction the cubes show. The start player picks first; the others must pick another colour.
learn-shakecity-scoring = 📘 **Scoring.** Roads linked to the edge: 1 each. Parks and factories: by their neighbours. Shops linked to the edge: more toward the centre. Each group of homes: 2, or 0 beside a factory.
learn-shakecity-finish = 📘 **To the end.** The game lasts 15 rounds; in the last three everyone picks freely. Play on, or leave with `/game abandon`.
learn-shakecity-end = 📘 **The end.** After round 15 every city is scored; ties go to more bonus tiles flipped, then fewer empty cells. `/game new game:shakecity` in a server to play people.

learn-blockbuster-setup = 📘 **Setup.** You have one colour and its 14 pieces; nine symbol tiles sit on the 12×12 board. Your first piece may go anywhere: put it near a symbol.
learn-blockbuster-turn = 📘 **A turn.** Place one piece touching your own colour along an edge (corners do not count). Each symbol is ringed by 12 squares: cover 7 of them with your colour and it is yours.
learn-blockbuster-scoring = 📘 **Scoring.** One symbol scores 3, two of the same kind 7; three of a kind win at once. The start player began with −5.
learn-blockbuster-finish = 📘 **To the end.** When no piece can touch your colour, jump to the nearest free spot (−2 per square of gap) or pass for the rest of the game. Play on, or leave with `/game abandon`.
learn-blockbuster-end = 📘 **The end.** Nobody can place any more: symbols are counted, minus penalty tokens and 1 per square of pieces left over. `/game new game:blockbuster` in a server to play people.

learn-dicetown-setup = 📘 **Setup.** You and the bot each have 5 poker dice and $8; the mine holds 30 nuggets. Your roll comes here, in this DM, as a message of its own: keep at least one die (one is free, each more costs $1).
learn-dicetown-keep = 📘 **Keeping.** Kept dice are shown to all; the rest are rolled again until all five are kept. Most 9s dig nuggets, most 10s rob the bank, most Jacks shop, most Queens take a card, most Kings get the Sheriff badge, the best hand the Town Hall.
learn-dicetown-sheriff = 📘 **The Sheriff.** The badge holder settles every tie, his own too: he awards the location to one contender. Who wins nothing this round visits Doc Badluck.
learn-dicetown-bribe = 📘 **A bribe.** In a tie, a contender who is not the Sheriff may offer him dollars, nuggets or cards; it is held until he rules and paid only if he picks that contender.
learn-dicetown-end = 📘 **The end.** The mine is empty or the property cards are all handed out: 1 point per nugget and per $2, the cards' points, 5 for the badge. `/game new game:dicetown` in a server to play people.
