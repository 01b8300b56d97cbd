# Strings of the game cogs (bot/cogs/<game>/text.py, presentation.py, components.py), waiting to
# be used there (bot/locales/MOVING.md). A game's own words come from glossary.ftl (term-...).

## Akropolis

## Shake That City

## Turn prompts and start lines (bot/cogs/<game>/presentation.py)




