"""The Discord bot: the only layer that talks to Discord and the database."""
