# Genius Bricklayer's own words, as the bot names them in English; ids term-bricklayer-<word>, where <word>
# is the engine's identifier when it has one.

term-bricklayer-game = Genius Bricklayer
term-bricklayer-brick = brick
term-bricklayer-card = brick card
term-bricklayer-coin = coin
term-bricklayer-wall = wall
term-bricklayer-deck = deck
term-bricklayer-row = row
term-bricklayer-quality_win = quality win
term-bricklayer-efficiency_win = efficiency win
