# Shake That City's own words, as the bot names them in English; ids term-shakecity-<word>, where <word>
# is the engine's identifier when it has one.

term-shakecity-game = Shake That City
term-shakecity-H = home
term-shakecity-S = shop
term-shakecity-F = factory
term-shakecity-P = park
term-shakecity-R = road
term-shakecity-W = wild cube
term-shakecity-pattern = cube pattern
term-shakecity-inland = inland side
term-shakecity-seaside = seaside
term-shakecity-bonus_tile = bonus tile
term-shakecity-construction_tile = construction tile
term-shakecity-start_player = start player
term-shakecity-wild_night = Wild Night
