"""Dice Town end to end: whole games through the real bot and the loopback Discord, played as
players play them: dice toggled and confirmed in DMs (or, with DMs closed, in the ephemeral
answer of Show mine and `/dicetown cup`), resolution choices in the same private messages, the
ruling panel's buttons and offer modal in the channel. Every channel message is checked for the
secrets of the game (rolls, keeps before their reveal, hands, drawn and offered cards).
"""

from __future__ import annotations

import io
import re
from collections import Counter
from typing import Any

from PIL import Image

from bot.cogs.dicetown.text import stamp
from games.dicetown import GAME
from games.dicetown.data import CARDS
from tests.e2e.conftest import texts

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
    r = await fake.slash(users[0], "game new", channel=CH, game="dicetown", **options)
    for user in users[1:]:
        await fake.click(user, r.message, "Join")
    await fake.click(users[0], r.message, "Start")


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
        r = await fake.click(user, board(fake), "Pass / stand")
        assert not refused(r)
        return prompt
    if prompt == "rule":
        winner = table.state.ruling.contenders[0]
        r = await fake.click(user, board(fake), control(board(fake), f":award:P{winner + 1}"))
        assert not refused(r)
        return prompt
    message = await private_controls(fake, user, table, seat, user.id in closed)
    if prompt == "keep":
        for i in keep_indices(table.state.players[seat]):
            await fake.click(user, message, control(message, f":t:{_mask(message)}:{i}"))
        r = await fake.click(user, message, next(c for c in message.custom_ids if ":c:" in c))
        assert message.content.startswith("✅ Keep"), message.content
        return prompt
    action = GAME.default_action(table.state, seat)
    if prompt in ("store_pick", "saloon_pick", "saloon_target"):
        r = await fake.select(user, message, control(message, ":take" if "pick" in prompt else ":target"),
                              [str(action)])  # fmt: skip
    elif prompt == "remedy" and str(action).startswith("remedy wire"):
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
    for _, _, events in await bot.tables.events_log(table.id):
        for e in events:
            (public if e.to is None else private).add(ui.names(table, e.text))
    return sorted(private - public)


async def test_a_whole_three_player_game_with_every_roll_in_private(fake, make_bot):
    ana, bo, cy = fake.user("ana"), fake.user("bo"), fake.user("cy", dms_closed=True)
    users = [ana, bo, cy]
    bot = await make_bot(seed=4247)
    await open_table(fake, users)
    table = await current(bot, fake)
    first = board(fake)
    assert decode(first.attachments[0].data).width == 760
    assert "Round 1, roll 1" in first.content and set(first.pinged) == {u.id for u in users}
    assert [b["label"] for b in first.buttons] == ["Show mine", "Status"]

    # Every player's first roll reaches him privately, with a toggle per die and a disabled Confirm.
    for user in (ana, bo):
        dm = fake.dms(user)[-1]
        assert dm.attachments[0].filename == "private.png"
        seat = table.seat_of(user.id)
        roll = table.state.players[seat].roll
        toggles = [b for b in dm.buttons if ":t:" in b["custom_id"]]
        assert [b["label"] for b in toggles] == [
            {9: "9", 10: "10", 11: "J", 12: "Q", 13: "K", 14: "A"}[f] for f in roll
        ]
        assert next(b for b in dm.buttons if ":c:" in b["custom_id"])["disabled"]
    note = fake.last_message(CH)
    assert (
        note.content.startswith(f"<@{cy.id}>, a private action is waiting")
        and note.buttons[0]["label"] == "Show mine"
    )
    shown = await fake.click(cy, note, "Show mine")
    assert shown.messages[-1].ephemeral and any(":t:" in c for c in shown.messages[-1].custom_ids)

    prompts: Counter[str] = Counter()
    while (table := await current(bot, fake)) is not None:
        seat = min(table.to_act())
        prompts[await answer(fake, bot, users, {cy.id}, table, seat)] += 1
    assert (
        prompts["keep"] > 30
        and prompts["remedy"]
        and prompts["regular"]
        and prompts["store_pick"]
        and prompts["saloon_target"]
        and prompts["rule"]
    )

    final = await bot.tables.by_id(table.id if table else 1)
    assert final is not None and final.row.status == "finished"
    result_board = next(m for m in reversed(fake.channel_messages(CH)) if "game over" in m.content)
    assert "Card hands, revealed" in result_board.content
    assert fake.last_message(CH).attachments[0].filename == "scores.png"

    # Nothing secret ever reached the channel: no private sentence, no keep before its reveal,
    # no General Store card (they are only revealed with the final scores).
    everything = channel_text(fake)
    for sentence in await secrets_of(bot, final):
        if len(sentence) >= 12:
            assert sentence not in everything, sentence
    assert not KEEP_NOTATION.search(everything), KEEP_NOTATION.search(everything)
    before_end = channel_text_before(fake, result_board)
    assert not [name for name in EQUIPMENT if name in before_end]
    # ...and every roll reached its player in private: a DM, or Cy's ephemeral answers.
    ui = bot.ui("dicetown")
    for _, _, events in await bot.tables.events_log(final.id):
        for e in events:
            if e.code == "roll":
                (seat,) = e.to
                user = user_of(users, final, seat)
                seen = every_version(fake.dms(user)) + every_version(fake.ephemerals(user))
                assert ui.names(final, e.text) in seen


def every_version(messages) -> str:
    """Their text now and before each edit (a confirmed prompt becomes its receipt)."""
    return "\n".join(v["content"] or "" for m in messages for v in [*m.history, m.snapshot()])


def channel_text_before(fake, message) -> str:
    cut = [m for m in fake.messages if m.id < message.id]
    return texts([m for m in cut if m.guild_id is not None and not m.ephemeral])
