# Answers to interactions that go wrong (bot/replies.py).
reply-sorry = Something went wrong on our side; nothing was changed. Please try again in a moment.
# After a move was saved, nothing may say "nothing was changed": the player must not try again.
reply-made-but-unseen = Your move was made and saved. Discord did not let me show it yet; the board will follow as soon as it does, and `/game board` shows it at any time.
reply-after-commit = Your move was made and saved, but something went wrong while showing it; `/game board` shows the board. Please do not make it again.
reply-not-here = You cannot use this command here.
reply-bad-value = { $value } is not a valid value for this option.

# /owner (bot/cogs/owner.py)
owner-not-owner = Only the bot's owners can use /owner (OWNER_IDS, or the application's owner).
owner-synced = { $count ->
    [one] Synced 1 command { $where }.
   *[other] Synced { $count } commands { $where }.
}
owner-synced-global = to every server (Discord may take up to an hour to show them)
owner-synced-here = to this server
owner-version-unknown = unknown (not installed)
owner-not-started = not started
owner-not-measured = not measured yet
owner-status-title = **Table Bot { $version }**, up { $uptime }
owner-status-latency = Gateway latency: { $latency }
owner-status-servers = Servers: { $count }
owner-status-games = Games: { $active } in play, { $lobby } in a lobby
owner-status-database = Database: `{ $path }`, schema version { $schema }
owner-status-schema-expected = { $line } (this bot expects { $expected })

# /game settings language: (bot/cogs/settings.py)
settings-language-no-server = A language is set for a server or one of its channels: use this command in a server.
settings-language-not-allowed = Only members with the Manage Server permission can choose the language of this server's messages.
settings-language-server-set = This server's public messages are now in { $language }, except in channels with a language of their own. Each player's own answers and DMs follow their Discord language.
settings-language-server-cleared = This server's public messages follow its preferred locale again (here: { $now }).
settings-language-channel-set = Public messages in { $channel } are now in { $language }.
settings-language-channel-cleared = { $channel } follows the server's language again (here: { $now }).

# /game help and /game rules (bot/i18n/help.py)
help-overview = **Table Bot** hosts board games in this channel, at your own pace.
    • `/game new game:<name>` opens a table; others press **Join**; the host presses **Start**.
    • On your turn you are mentioned. Play with the buttons under the board, **Choose a move**, or `/play move:`.
    • `/game status` says what the game waits for; `/game board` shows the board again.
    • Secret information (dice, hands) comes by DM; if your DMs are closed, press **Show mine** or use `/game mine`.
    • `/game rules game:<name>` explains a game; `/game abandon` ends one (host, Manage Channel, or a player vote; a started rated game only by a vote of every player, or Manage Channel).
    • `/game settings language:` sets the language of this server's or channel's messages (Manage Server).
    Games: { $games }.
help-rules-short = **{ $title }**, { $min }-{ $max } players. Start with `/game new game:{ $key }`; on your turn use the buttons under the board or `/play move:`.
help-no-such-game = There is no game called { $name }. Games: { $games }.
