"""The fake gateway: HELLO, IDENTIFY -> READY + GUILD_CREATE, heartbeats, dispatches, RESUME,
member chunks, all over one aiohttp websocket per connection; and shards: a session IDENTIFYs as
shard [id, count] (discord.py's AutoShardedClient, count from GET /gateway/bot, which answers
`Gateway.shard_count`) and then hears only of the guilds with `(guild_id >> 22) % count == id`,
DMs (and their interactions) on shard 0 only, as Discord routes them.

What discord.py 2.7 expects (gateway.py, state.py): the URL it opens is the one it was given plus
``?v=10&encoding=json&compress=zlib-stream`` (``zstd-stream`` when the zstandard package is
installed). With zlib-stream every frame is one zlib stream, flushed with Z_SYNC_FLUSH, sent as
binary; discord.py also accepts uncompressed text frames whatever it asked for, which is what the
fake sends for any other compression.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import zlib
from collections import deque
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aiohttp import WSMsgType, web

if TYPE_CHECKING:
    from .harness import FakeDiscord

log = logging.getLogger("fakediscord.gateway")

DISPATCH, HEARTBEAT, IDENTIFY, PRESENCE, VOICE_STATE, RESUME = 0, 1, 2, 3, 4, 6
RECONNECT, REQUEST_MEMBERS, INVALID_SESSION, HELLO, HEARTBEAT_ACK = 7, 8, 9, 10, 11
HEARTBEAT_INTERVAL_MS = 41_250

# Gateway intents (https://discord.com/developers/docs/events/gateway#gateway-intents).
GUILDS, GUILD_MEMBERS, GUILD_MESSAGES, DIRECT_MESSAGES, MESSAGE_CONTENT = 1, 1 << 1, 1 << 9, 1 << 12, 1 << 15


def shard_of(guild_id: int | None, shard_count: int) -> int:
    """Discord's routing rule; events without a guild (DMs) go to shard 0."""
    return 0 if guild_id is None else (guild_id >> 22) % shard_count


def _guild_of(event: str, data: dict[str, Any]) -> int | None:
    if event in ("GUILD_CREATE", "GUILD_UPDATE", "GUILD_DELETE"):
        return int(data["id"])
    guild = data.get("guild_id")
    return int(guild) if guild is not None else None


class Connection:
    """One websocket; owns the zlib stream, which must see frames in the order they are sent."""

    def __init__(self, ws: web.WebSocketResponse, compress: bool) -> None:
        self.ws = ws
        self._zlib = zlib.compressobj() if compress else None
        self._lock = asyncio.Lock()
        self.closed_by_server = False

    async def close(self, code: int, reason: bytes) -> None:
        self.closed_by_server = True
        await self.ws.close(code=code, message=reason)

    async def send(self, frame: dict[str, Any]) -> None:
        text = json.dumps(frame, separators=(",", ":"))
        async with self._lock:
            if self.ws.closed:
                return  # the frame stays in the session's backlog for a RESUME
            try:
                if self._zlib is None:
                    await self.ws.send_str(text)
                else:
                    data = self._zlib.compress(text.encode()) + self._zlib.flush(zlib.Z_SYNC_FLUSH)
                    await self.ws.send_bytes(data)
            except (ConnectionResetError, RuntimeError):
                log.debug("fakediscord gateway: connection closing, frame kept for RESUME")


@dataclass(eq=False)
class Session:
    """A gateway session: survives its connection, so a RESUME can replay what was missed."""

    id: str
    intents: int
    identify: dict[str, Any]
    seq: int = 0
    conn: Connection | None = None
    backlog: deque[dict[str, Any]] = field(default_factory=lambda: deque(maxlen=2000))
    resumes: int = 0
    ready: bool = False  # READY and every GUILD_CREATE sent
    closed_by_client: bool = False
    shard: tuple[int, int] = (0, 1)  # [shard id, shard count] from IDENTIFY

    @property
    def live(self) -> bool:
        return self.conn is not None and not self.conn.ws.closed

    def wants(self, intent: int) -> bool:
        return bool(self.intents & intent)

    def serves(self, guild_id: int | None) -> bool:
        return shard_of(guild_id, self.shard[1]) == self.shard[0]


class Gateway:
    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake
        self.sessions: dict[str, Session] = {}
        self.identifies = 0  # IDENTIFYs accepted so far; tests wait on it for subprocess bots
        self.shard_count = 1  # what GET /gateway/bot recommends

    @property
    def live_sessions(self) -> list[Session]:
        return [s for s in self.sessions.values() if s.live]

    # -- the websocket ----------------------------------------------------------------------------
    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(max_msg_size=0, autoping=True)
        await ws.prepare(request)
        self.fake.record_gateway("connect", dict(request.query))
        conn = Connection(ws, compress=request.query.get("compress") == "zlib-stream")
        if request.query.get("encoding", "json") != "json":
            await ws.close(code=4002, message=b"Only JSON encoding is supported by the fake.")
            return ws
        session: Session | None = None
        await conn.send(
            {"op": HELLO, "d": {"heartbeat_interval": HEARTBEAT_INTERVAL_MS}, "s": None, "t": None}
        )
        try:
            async for msg in ws:
                if msg.type is not WSMsgType.TEXT:
                    continue
                frame = json.loads(msg.data)
                op, data = frame.get("op"), frame.get("d")
                if op == HEARTBEAT:
                    await conn.send({"op": HEARTBEAT_ACK, "d": None, "s": None, "t": None})
                elif op == IDENTIFY:
                    session = await self._identify(conn, data)
                elif op == RESUME:
                    session = await self._resume(conn, data)
                elif op == REQUEST_MEMBERS and session is not None:
                    await self._member_chunk(session, data)
                elif op in (PRESENCE, VOICE_STATE):
                    pass  # accepted, ignored: presence and voice are not emulated
                else:
                    log.warning("fakediscord gateway: unhandled op %s: %s", op, frame)
                    self.fake.record_gateway("unhandled-op", frame)
        finally:
            if session is not None and session.conn is conn:
                session.conn = None
                # A clean close (1000) by the client ends the session (bot.close()); any other
                # close leaves it resumable. aiohttp reports 1000 for closes the server started.
                session.closed_by_client = not conn.closed_by_server and ws.close_code == 1000
            self.fake.record_gateway("disconnect", {"code": ws.close_code})
            self.fake.pulse()
        return ws

    async def _identify(self, conn: Connection, data: dict[str, Any]) -> Session | None:
        if data.get("token") != self.fake.token:
            await conn.ws.close(code=4004, message=b"Authentication failed.")
            return None
        shard_id, shard_count = (int(n) for n in (data.get("shard") or (0, 1)))
        if not 0 <= shard_id < shard_count:
            await conn.ws.close(code=4010, message=b"Invalid shard.")
            return None
        session = Session(secrets.token_hex(16), int(data.get("intents", 0)), data, conn=conn)
        session.shard = (shard_id, shard_count)
        self.sessions[session.id] = session
        self.identifies += 1
        self.fake.record_gateway(
            "identify", {"intents": session.intents, "session": session.id, "shard": [shard_id, shard_count]}
        )
        world = self.fake.world
        guilds = [g for g in world.guilds.values() if session.serves(g.id)]
        await self._send(
            session,
            "READY",
            {
                "v": 10,
                "user": world.bot_user.payload(),
                "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
                "session_id": session.id,
                "session_type": "normal",
                "resume_gateway_url": self.fake.gateway_url,
                "application": {"id": str(world.application_id), "flags": 0},
                "private_channels": [],
                "relationships": [],
                "presences": [],
                "guild_join_requests": [],
                "geo_ordered_rtc_regions": [],
                "auth": {},
                "user_settings": {},
                "shard": [shard_id, shard_count],
            },
        )
        for guild in guilds:
            payload = world.guild_payload(guild, with_members=session.wants(GUILD_MEMBERS))
            await self._send(session, "GUILD_CREATE", payload)
        session.ready = True
        self.fake.pulse()
        return session

    async def _resume(self, conn: Connection, data: dict[str, Any]) -> Session | None:
        session = self.sessions.get(data.get("session_id", ""))
        if session is None or data.get("token") != self.fake.token:
            # d=false: the session cannot be resumed; discord.py then identifies again.
            await conn.send({"op": INVALID_SESSION, "d": False, "s": None, "t": None})
            return None
        session.conn = conn
        session.closed_by_client = False
        missed = [f for f in session.backlog if f["s"] > int(data.get("seq") or 0)]
        for frame in missed:
            await conn.send(frame)
        await self._send(session, "RESUMED", {})
        session.resumes += 1
        self.fake.record_gateway("resume", {"session": session.id, "replayed": len(missed)})
        self.fake.pulse()
        return session

    async def _member_chunk(self, session: Session, data: dict[str, Any]) -> None:
        guild = self.fake.world.guilds.get(int(data.get("guild_id", 0)))
        if guild is None:
            return
        wanted = {int(u) for u in data.get("user_ids") or []}
        query = (data.get("query") or "").lower()
        members = [
            m.payload()
            for m in guild.members.values()
            if (not wanted or m.user.id in wanted) and m.user.name.lower().startswith(query)
        ]
        limit = int(data.get("limit") or 0)
        await self._send(
            session,
            "GUILD_MEMBERS_CHUNK",
            {
                "guild_id": str(guild.id),
                "members": members[:limit] if limit else members,
                "chunk_index": 0,
                "chunk_count": 1,
                "nonce": data.get("nonce"),
            },
        )

    # -- sending ----------------------------------------------------------------------------------
    async def _send(self, session: Session, event: str, data: dict[str, Any]) -> None:
        session.seq += 1
        frame = {"op": DISPATCH, "t": event, "s": session.seq, "d": data}
        session.backlog.append(frame)
        if session.conn is not None:
            await session.conn.send(frame)

    async def dispatch(
        self, event: str, data: dict[str, Any], *, intent: int = 0, redact: bool = False
    ) -> int:
        """Send an event to every session that asked for its intent (0: always sent); sessions
        whose connection dropped keep it for their RESUME. With `redact`, sessions without the
        message content intent get the message without content, embeds, files and components.
        Only the sessions of the event's shard get it. Returns how many live sessions got it."""
        sent = 0
        guild_id = _guild_of(event, data)
        for session in list(self.sessions.values()):
            if session.closed_by_client or not session.ready or not session.serves(guild_id):
                continue
            if intent and not session.wants(intent):
                continue
            payload = data
            if redact and not session.wants(MESSAGE_CONTENT):
                payload = {**data, "content": "", "embeds": [], "attachments": [], "components": []}
            await self._send(session, event, payload)
            sent += session.live
        return sent

    async def reconnect(self) -> None:
        """Ask every live session to reconnect (op 7), as Discord does before maintenance;
        discord.py answers with a RESUME on a new connection."""
        for session in self.live_sessions:
            assert session.conn is not None
            await session.conn.send({"op": RECONNECT, "d": None, "s": None, "t": None})

    async def drop(self) -> None:
        """Close every connection abruptly (code 4000): the client resumes."""
        for session in self.live_sessions:
            assert session.conn is not None
            await session.conn.close(4000, b"fakediscord: dropped")

    async def close(self) -> None:
        for session in self.live_sessions:
            assert session.conn is not None
            await session.conn.close(1001, b"fakediscord: server shutting down")
