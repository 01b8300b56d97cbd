"""A loopback Discord for tests: a real, unmodified discord.py 2.7 bot logs in, receives
interactions and answers them through discord.py's own code path, against an aiohttp server on
127.0.0.1 that speaks enough of Discord's REST API (v10) and gateway.

Using it::

    async with FakeDiscord() as fake:                    # server, a guild with #general and #games
        alice = fake.user("alice")                       # a member (display name "Alice")
        bob = fake.user("bob", dms_closed=True)          # the bot's DMs to him fail with 50007
        mod = fake.user("mod", permissions={"manage_channels"})
        await fake.connect(bot)                          # bot.start() in a task; READY; command sync
        r = await fake.slash(alice, "game new", channel="games", game="akropolis", players=2)
        r.content, r.ephemeral, r.files[0].data, r.buttons, r.followups, r.sent, r.errors
        choices = await fake.autocomplete(alice, "akropolis place", focused="at", values={"at": "C"})
        r2 = await fake.click(bob, r.message, "Join")    # by label, custom_id or emoji
        await fake.select(alice, msg, "Pick a tile", ["3"])
        m = await fake.slash(alice, "game rename")       # the bot answered with a modal
        await fake.submit_modal(alice, m, {"Name": "Friday game"})
        fake.channel_messages("games"); fake.dms(alice); fake.ephemerals(alice)
        fake.command("game")["id"]; fake.requests; fake.clock.advance(16 * 60)

Every helper returns once the bot's answer is complete, without fixed sleeps: for a bot in the
same event loop, when the discord.py tasks handling the interaction have finished; for a bot in
another process (``async with fake.bot_process("python", "-m", "bot")``, or ``fake.bot_env()``
and ``await fake.wait_for_bot()``), when it acknowledged, filled a deferred answer, and then made
no request for ``settle`` seconds.

Faults a test injects (``faults.py``): ``fake.faults.fail("POST /channels/*/messages",
status=503, for_seconds=25)``, a 429 with Discord's body and rate-limit headers
(``status=429, retry_after=3.5``), ``fake.faults.delay(pattern, seconds)``.

Discord's rules enforced, with Discord's status and error codes: acknowledge within 3 s of
dispatch (``ack_window``; else 404/10062), once (400/40060); followups and edits for 15 minutes
(``token_lifetime``; then 401/50027), measured on ``fake.clock`` (``FakeClock``: real time that a
test can ``advance()``, or ``frozen=True``); DMs to a user with closed DMs (403/50007); content <=
2000 characters; <= 10 embeds within embed limits; <= 10 files and 25 MiB per message (413/40005);
<= 5 action rows of <= 5 buttons or one select; custom_id <= 100 characters and unique; <= 25 select
options and autocomplete choices; modal shape; empty messages (50006); unknown channels, messages,
users, thread members, interactions, webhooks (10003, 10008, 10013, 10007, 10062, 10015); bot
permissions in channels (50001/50013); application commands kept and answered in Discord's shape,
with its defaults, versions and ``?with_localizations``, and at most 200 new commands a day
(400/30034; ``appcommands.py``). Unimplemented routes are logged at ERROR, answered 404, and
(``strict``) fail the test.

Rate limits (``ratelimits.py``): per-route buckets with Discord's ``X-RateLimit-*`` headers (5
messages per 5 s per channel...), the global 50 requests/s per bot token, 429 answers with
``retry_after`` that discord.py's own bucket code waits out, and the count of invalid requests
(401/403/429; 10,000 in 10 minutes blocks the address). ``FakeDiscord(rate_limits="enforce")``
applies them; the default, "observe", answers as if there were none and records what Discord
would have refused: ``fake.ratelimits.hits``, ``.would_refuse``, ``.invalid_total``,
``.stats()``. A server that invites the bot: ``await fake.invite_bot(name)`` (GUILD_CREATE as
for a join). Deleted things: ``await fake.delete_channel(ch)`` (CHANNEL_DELETE, or THREAD_DELETE
for a thread), ``fake.remove_bot_from_guild(g, deleted=...)`` and ``fake.guild_outage(g)``
(GUILD_DELETE without and with ``unavailable``).

discord.py internals this relies on (pyproject pins discord.py to 2.7.x because of them):

- patched, in ``patches.py`` only: ``discord.http.Route.BASE`` (REST, interaction callbacks and
  webhook followups all build URLs from it) and ``discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY``
  (a non-sharded Client never calls GET /gateway/bot; it opens this URL, then READY's
  ``resume_gateway_url``). A bot subprocess gets both from ``_shim/sitecustomize.py``.
- read, not patched: the names of the asyncio tasks discord.py runs interaction handlers in
  (``HANDLER_TASK_PREFIXES`` in harness.py), to know when an in-process bot has finished; the
  payload shapes its parsers read (READY, GUILD_CREATE, INTERACTION_CREATE, messages); its gateway
  client accepting uncompressed text frames besides zlib-stream.

Not emulated: voice, presences, reactions beyond accepting them, audit
logs, webhooks other than interaction followups, forum channels, guild and role editing, stickers,
polls, message content of user messages beyond ``fake.say``, sharding (one shard), zstd-stream
compression (the fake sends text frames then), commands shown in a client's language (their
localizations are stored, not used), entitlements, and the
Discord client's rendering (markdown, mention resolution): tests see the raw payloads.
"""

from .clock import FakeClock
from .errors import DiscordError
from .harness import FakeDiscord, RecordedRequest
from .interactions import FakeModal, InteractionNotAnswered, Reply
from .ratelimits import Hit, RateLimiter, RouteLimit, route_limit
from .world import Attachment, FakeChannel, FakeGuild, FakeMember, FakeMessage, FakeRole, FakeUser

__all__ = [
    "Attachment",
    "DiscordError",
    "FakeChannel",
    "FakeClock",
    "FakeDiscord",
    "FakeGuild",
    "FakeMember",
    "FakeMessage",
    "FakeModal",
    "FakeRole",
    "FakeUser",
    "Hit",
    "InteractionNotAnswered",
    "RateLimiter",
    "RecordedRequest",
    "Reply",
    "RouteLimit",
    "route_limit",
]
