# Dice Town's own words, as the bot names them in English; ids term-dicetown-<word>, where <word>
# is the engine's identifier when it has one.

term-dicetown-game = Dice Town
term-dicetown-gold_mine = Gold Mine
term-dicetown-bank = Bank
term-dicetown-general_store = General Store
term-dicetown-saloon = Saloon
term-dicetown-sheriff = Sheriff
term-dicetown-town_hall = Town Hall
term-dicetown-doc_badluck = Doc Badluck
term-dicetown-nugget = nugget
term-dicetown-dollar = dollar
term-dicetown-property = property card
term-dicetown-poker_dice = poker dice
term-dicetown-cup = dice cup
term-dicetown-bribe = bribe
term-dicetown-badge = Sheriff's badge
term-dicetown-card-pony = Pony
term-dicetown-card-winchester_rifle = Winchester Rifle
term-dicetown-card-saddle = Saddle
term-dicetown-card-colt_revolver = Colt Revolver
term-dicetown-card-gold_pocket_watch = Gold Pocket Watch
term-dicetown-card-stetson_hat = Stetson Hat
term-dicetown-card-leather_boots = Leather Boots
term-dicetown-card-silver_spurs = Silver Spurs
term-dicetown-card-lasso = Lasso
term-dicetown-card-harmonica = Harmonica
term-dicetown-card-bandana = Bandana
term-dicetown-card-saloon_regular = Saloon Regular
term-dicetown-card-shopping_spree = Shopping Spree
term-dicetown-card-loaded_die = Loaded Die
term-dicetown-card-stick_up = Stick-Up
