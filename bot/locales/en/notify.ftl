# /game notify: how the bot reaches a player (bot/notices.py, bot/cogs/notify.py).
notify-on = on
notify-off = off
notify-digest-at = every day at { $hour }
notify-quiet-hours = { $start } to { $end }
notify-current = Your notifications (in every server):
    DM when it is your turn: { $dm }
    Daily digest instead of pings: { $digest }
    Quiet hours (reminders and DMs wait until they end): { $quiet }
    Time zone: { $tz }
notify-button-dm = DM on my turn
notify-button-digest = Daily digest
notify-menu-digest-hour = Hour of the digest
notify-menu-quiet-start = Quiet hours start
notify-menu-quiet-end = Quiet hours end
notify-bad-timezone = “{ $tz }” is not a time zone: pick a name such as Asia/Shanghai, or an offset such as UTC+8.
notify-your-turn = It is your turn: { $line }
notify-digest = Your daily digest.
    { $list }
notify-dm-closed = { $user }, your DMs are closed, so the messages you asked for with `/game notify` cannot reach you: open your DMs, or turn them off there.
