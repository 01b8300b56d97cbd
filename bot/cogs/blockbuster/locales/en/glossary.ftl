# Block Buster's own words, as the bot names them in English; ids term-blockbuster-<word>, where <word>
# is the engine's identifier when it has one.

term-blockbuster-game = Block Buster
term-blockbuster-sun = sun
term-blockbuster-star = star
term-blockbuster-swirl = swirl
term-blockbuster-wave = wave
term-blockbuster-moon = moon
term-blockbuster-piece = piece
term-blockbuster-symbol_tile = symbol tile
term-blockbuster-ring = ring
term-blockbuster-penalty = penalty token
term-blockbuster-jump = jump
term-blockbuster-pass = pass
