"""One cog per feature: the lobby and a slash group per game."""
