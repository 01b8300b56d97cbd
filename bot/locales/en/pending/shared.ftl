# Strings of bot/components.py and bot/gameui.py (shared by every game), waiting to be used.
# A leading line break stays in the code: Fluent has no escape for it.
