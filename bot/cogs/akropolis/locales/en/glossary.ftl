# Akropolis's own words, as the bot names them in English; ids term-akropolis-<word>, where <word>
# is the engine's identifier when it has one.

term-akropolis-game = Akropolis
term-akropolis-house = house
term-akropolis-market = market
term-akropolis-barracks = barracks
term-akropolis-temple = temple
term-akropolis-garden = garden
term-akropolis-plaza = plaza
term-akropolis-quarry = quarry
term-akropolis-stone = stone
term-akropolis-tile = tile
term-akropolis-construction_site = construction site
term-akropolis-chief_architect = chief architect
term-akropolis-virtual_architect = virtual architect
term-akropolis-level = level
term-akropolis-star = star
