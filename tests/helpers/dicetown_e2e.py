"""The players' side of a Dice Town game through the real bot: dice kept in DMs (or, with DMs
closed, in ephemeral answers), resolution choices, the ruling panel; and the secrets of a game,
to check no channel message shows them."""

from __future__ import annotations

import io
import re
from collections import Counter
from typing import Any

from PIL import Image

from bot.cogs.dicetown.text import stamp
from bot.gameui import event_sentence
from bot.reader import Reader
from games.dicetown import GAME
from games.dicetown.actions import TakeRemedy
from games.dicetown.data import CARDS
from tests.helpers.e2e import open_table as shared_open_table
from tests.helpers.e2e import texts

CH = "games"


PNG = b"\x89PNG\r\n\x1a\n"


EQUIPMENT = [c.name for c in CARDS.values() if c.kind == "equipment"]


KEEP_NOTATION = re.compile(r"\bkeep (?:none|(?:9|10|J|Q|K|A)(?: |$|`|\.|,))")


def decode(data: bytes) -> Image.Image:
    assert data[:8] == PNG
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


async def open_table(fake, users, **options: Any):
    await shared_open_table(fake, "dicetown", users, channel=CH, **options)


async def current(bot, fake):
    return await bot.tables.find(fake.channel(CH).id)


def prompt_of(table, seat: int) -> str:
    view = GAME.view(table.state, None)
    return next(w["prompt"] for w in view["waiting"] if w["player"] == seat)


def user_of(users, table, seat: int):
    return next(u for u in users if u.id == table.user_of(seat))


def refused(reply) -> list[Any]:
    """The bot's requests Discord refused, except its DMs to a player whose DMs are closed (the
    bot then falls back to the channel note and Show mine)."""
    return [e for e in reply.errors if not (e.status == 403 and "/channels/" in e.path)]


def board(fake):
    """The latest board: the newest channel message with the table's picture."""
    return next(m for m in reversed(fake.channel_messages(CH)) if m.attachments and m.embeds)


def keep_indices(player) -> list[int]:
    """A plain strategy: with money to spare keep the whole roll, else every die of the face you
    have most of (ties to the higher face), as many as you can pay for."""
    if len(player.roll) + 1 <= player.dollars:
        return list(range(len(player.roll)))
    counts = Counter(player.kept) + Counter(player.roll)
    best = max(set(player.roll), key=lambda f: (counts[f], f))
    idx = [i for i, f in enumerate(player.roll) if f == best]
    while len(idx) > 1 and len(idx) - 1 > player.dollars:
        idx.pop()
    return idx


def control(message, suffix: str) -> str:
    """The custom_id of the component of `message` whose custom_id ends with `suffix`."""
    return next(c for c in message.custom_ids if c.endswith(suffix))


async def private_controls(fake, user, table, seat: int, dms_closed: bool):
    """The message with the seat's controls for its open prompt: its newest DM, or for a player
    whose DMs are closed, the ephemeral answer of `/dicetown cup`."""
    key = stamp(GAME.view(table.state, None), seat)
    if dms_closed:
        r = await fake.slash(user, "dicetown cup", channel=CH)
        message = r.messages[-1]
        assert message.ephemeral and message.ephemeral_to == user.id
    else:
        message = next(m for m in reversed(fake.dms(user)) if any(f":{key}:" in c for c in m.custom_ids))
    assert any(f":{key}:" in c for c in message.custom_ids), (key, message.custom_ids)
    return message


async def answer(fake, bot, users, closed: set[int], table, seat: int) -> str:
    """The seat answers its prompt with the controls a player uses; returns the prompt."""
    user = user_of(users, table, seat)
    prompt = prompt_of(table, seat)
    if prompt == "offer":
        r = await fake.click(user, board(fake), "Pass")
        assert not refused(r)
        return prompt
    return await answer_by_custom_id(fake, users, table, seat, dms_closed=user.id in closed, kept="✅ Keep")


async def answer_by_custom_id(fake, users, table, seat: int, *, dms_closed: bool, kept: str) -> str:
    """The seat answers any prompt but an offer by the custom ids of its controls, so in any
    language; `kept` is how a confirmed keep reads. Returns the prompt."""
    user = user_of(users, table, seat)
    prompt = prompt_of(table, seat)
    if prompt == "rule":
        winner = table.state.ruling.contenders[0]
        r = await fake.click(user, board(fake), control(board(fake), f":award:P{winner + 1}"))
        assert not refused(r)
        return prompt
    message = await private_controls(fake, user, table, seat, dms_closed)
    if prompt == "keep":
        for i in keep_indices(table.state.players[seat]):
            await fake.click(user, message, control(message, f":t:{_mask(message)}:{i}"))
        await fake.click(user, message, next(c for c in message.custom_ids if ":c:" in c))
        assert message.content.startswith(kept), message.content
        return prompt
    action = GAME.default_action(table.state, seat)
    if prompt in ("store_pick", "saloon_pick", "saloon_target"):
        r = await fake.select(
            user, message, control(message, ":take" if "pick" in prompt else ":target"), [str(action)]
        )
    elif prompt == "remedy" and str(action).startswith("remedy wire"):
        assert isinstance(action, TakeRemedy)
        r = await fake.select(user, message, control(message, ":wire"), list(action.cards))
    else:  # "play it now?" and the other remedies: one button each
        r = await fake.click(user, message, control(message, f":{action}"))
    assert not refused(r) and message.content.startswith("✅"), message.content
    return prompt


def _mask(message) -> int:
    """The selection a roll prompt shows now (it lives in the custom_ids of its buttons)."""
    confirm = next(c for c in message.custom_ids if ":c:" in c)
    return int(confirm.split(":")[-2])


def channel_text(fake) -> str:
    """Everything anyone could ever read in the channel: every version of every message, its
    embeds, buttons, menus and file names."""
    out = []
    for m in fake.messages:
        if m.guild_id is None or m.ephemeral:
            continue
        versions = [*m.history, m.snapshot()]
        for v in versions:
            out.append(v["content"] or "")
            for e in v["embeds"]:
                out += [str(e.get("title", "")), str(e.get("description", ""))]
            out += [json_labels(v["components"])]
            out += [a.filename for a in v["attachments"]]
    return "\n".join(out)


def json_labels(components: list[dict[str, Any]]) -> str:
    labels = []
    stack = list(components)
    while stack:
        c = stack.pop()
        stack += c.get("components", [])
        labels += [str(c.get("label", "")), str(c.get("placeholder", ""))]
        labels += [str(o.get("label", "")) for o in c.get("options", [])]
    return " ".join(labels)


async def secrets_of(bot, table) -> list[str]:
    """Every sentence a game told some seats only, from its log."""
    ui = bot.ui("dicetown")
    public, private = set(), set()
    for _, _, events in await bot.history.events_log(table.id):
        for e in events:
            reader = Reader(table, "en", None if e.to is None else min(e.to))
            (public if e.to is None else private).add(table.mentions(event_sentence(ui, e, reader=reader)))
    return sorted(private - public)


async def rolls_seen_in_private(fake, bot, users, final) -> int:
    """Asserts that every roll of the game reached its player in a DM or an ephemeral answer;
    returns how many rolls there were."""
    ui = bot.ui("dicetown")
    rolls = 0
    for _, _, events in await bot.history.events_log(final.id):
        for e in events:
            if e.code == "roll":
                (seat,) = e.to
                user = user_of(users, final, seat)
                seen = every_version(fake.dms(user)) + every_version(fake.ephemerals(user))
                assert final.mentions(event_sentence(ui, e, reader=Reader(final, "en", seat))) in seen
                rolls += 1
    return rolls


def every_version(messages) -> str:
    """Their text now and before each edit (a confirmed prompt becomes its receipt)."""
    return "\n".join(v["content"] or "" for m in messages for v in [*m.history, m.snapshot()])


def channel_text_before(fake, message) -> str:
    cut = [m for m in fake.messages if m.id < message.id]
    return texts([m for m in cut if m.guild_id is not None and not m.ephemeral])


async def play_until(fake, bot, users, closed: set[int], done) -> Any:
    """Answer prompts as in a whole game until `done(table)` holds; returns that table."""
    while not done(table := await current(bot, fake)):
        await answer(fake, bot, users, closed, table, min(table.to_act()))
    return table


def two_offerers(table) -> bool:
    ruling = table.state.ruling
    return ruling is not None and len(ruling.offers) >= 2


async def two_offers_made(fake, make_bot, seed: int = 3):
    """A three-player game (seed 3 unless said) played until a tie opens between two contenders
    who may bribe the Sheriff: (bot, table, the Sheriff's seat, the two contenders' seats, and
    those three users)."""
    users = [fake.user("ana"), fake.user("bo"), fake.user("cy")]
    bot = await make_bot(seed=seed)
    await open_table(fake, users)
    table = await play_until(fake, bot, users, set(), two_offerers)
    sheriff = table.state.sheriff
    first, second = (o.seat for o in table.state.ruling.offers)
    s_user, a_user, b_user = (user_of(users, table, s) for s in (sheriff, first, second))
    return bot, table, sheriff, first, second, s_user, a_user, b_user


async def keeping_with(fake, make_bot, seed: int, card: str):
    """A three-player game played until the first seat to act is keeping dice and may play `card`
    ("play loaded"): (bot, users, table, that seat, its user)."""
    users = [fake.user("ana"), fake.user("bo"), fake.user("cy")]
    bot = await make_bot(seed=seed)

    def goal(table) -> bool:
        seat = min(table.to_act())
        return prompt_of(table, seat) == "keep" and any(
            str(a).startswith(card) for a in GAME.legal(table.state, seat)
        )

    await open_table(fake, users)
    table = await play_until(fake, bot, users, set(), goal)
    seat = min(table.to_act())
    return bot, users, table, seat, user_of(users, table, seat)
