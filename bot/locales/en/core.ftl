# Answers to interactions that go wrong (bot/replies.py).
reply-sorry = Something went wrong on our side; nothing was changed. Please try again in a moment.
# After a move was saved, nothing may say "nothing was changed": the player must not try again.
reply-made-but-unseen = Your move was made and saved. Discord did not let me show it yet; the board will follow as soon as it does, and `/game board` shows it at any time.
reply-after-commit = Your move was made and saved, but something went wrong while showing it; `/game board` shows the board. Please do not make it again.
reply-not-here = You cannot use this command here.
reply-bad-value = { $value } is not a valid value for this option.
reply-not-a-choice = { $value } is not one of the choices of { $option }: { $choices }. Nothing was changed.

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
owner-status-database-size = { $line }, { $size }
owner-status-permissions-ok = Permissions here: all that games need.
owner-status-permissions-missing = Permissions here: games need { $missing }, which the bot lacks in this channel (grant { $count ->
    [one] it
   *[other] them
} to the bot's role, or in this channel's permissions).
owner-status-dms = DMs: { $closed ->
    [one] 1 player's DMs are
   *[other] { $closed } players' DMs are
} closed to the bot (they get their secrets through a button); { $refusals ->
    [one] 1 refusal
   *[other] { $refusals } refusals
} since the start, { $recent } { $recent ->
    [one] player
   *[other] players
} refused in the last hour.
owner-status-dms-none = DMs: none refused since the start.
owner-status-dms-yours-open = Yours: none refused.
owner-status-dms-yours-closed = Yours are closed to the bot: open them (Privacy Settings of a server you share with it) to get your secrets by DM.
owner-status-commands-checking = Slash commands: still being checked.
owner-status-commands-created = Slash commands: { $count } published to every server at start (there were none); Discord may take up to an hour to show them everywhere.
owner-status-commands-updated = Slash commands: { $count } published again at start (Discord's were different).
owner-status-commands-forced = Slash commands: { $count } published to every server at start (SYNC_GLOBAL).
owner-status-commands-current = Slash commands: { $count }, the same as Discord's (checked at start).
owner-status-commands-guild = Slash commands: { $count } synced to the development server { $detail } (DEV_GUILD_ID); those for every server are left alone.
owner-status-commands-elsewhere = Slash commands: checked at start by the process that runs shard 0.
owner-status-commands-failed = Slash commands: publishing them at start failed ({ $detail }); `/owner sync` publishes them.
owner-status-commands-owner = Slash commands: { $count } published to every server with `/owner sync`.
owner-status-ai-idle = AI workers: { $processes ->
    [0] one thread
    [one] 1 process
   *[other] { $processes } processes
}, not started yet (they start with the first bot move).
owner-status-ai = AI workers: { $alive } of { $workers } running, { $thinking } thinking, { $queued } waiting.
owner-status-ai-replaced = { $count ->
    [one] One worker was replaced since the start (a search that hung, or a worker that died; its bot played the default move).
   *[other] { $count } workers were replaced since the start (searches that hung, or workers that died; their bots played the default move).
}
# The permissions as Discord's settings name them (bot/permissions.py).
permission-view-channel = View Channels
permission-send-messages = Send Messages
permission-send-messages-in-threads = Send Messages in Threads
permission-create-public-threads = Create Public Threads
permission-manage-threads = Manage Threads
permission-embed-links = Embed Links
permission-attach-files = Attach Files
permission-read-message-history = Read Message History
permission-add-reactions = Add Reactions

# /game settings language: (bot/cogs/settings.py)
settings-language-no-server = A language is set for a server or one of its channels: use this command in a server.
settings-language-not-allowed = Only members with the Manage Server permission can choose the language of this server's messages.
settings-language-server-set = This server's public messages are now in { $language }, except in channels with a language of their own. Each player's own answers and DMs follow their Discord language.
settings-language-server-cleared = This server's public messages follow its preferred locale again (here: { $now }).
settings-language-channel-set = Public messages in { $channel } are now in { $language }.
settings-language-channel-cleared = { $channel } follows the server's language again (here: { $now }).

# /game help and /game rules (bot/i18n/help.py)
help-overview = **Table Bot** hosts board games in this channel, at your own pace: each move has a day by default, then the bot plays a default move for whoever is late.
    1. `/game new game:<name>` opens a table here.
    2. Others press **Join** (the host may **Add bot** instead); the host presses **Start**.
    3. When it is your turn you are mentioned: play with the buttons under the board, or `/play move:`.
    Games:
    { $games }
    More: `/game rules game:<name>` explains a game, `/game status` says what a game waits for, `/game mine` shows your secrets, `/game settings` sets reminders and the language, `/game notify` a DM at your turn, a daily digest and quiet hours, `/game abandon` ends a game (the host, Manage Channel, or a player vote; a started rated game only by a vote of every player, or Manage Channel).
help-game-line = • { $summary } · `{ $key }`
help-game-summary = **{ $title }** · { $min }-{ $max } players
help-rules-short = **{ $title }**, { $min }-{ $max } players. Start with `/game new game:{ $key }`; on your turn use the buttons under the board or `/play move:`.
help-no-such-game = There is no game called { $name }. Games: { $games }.
