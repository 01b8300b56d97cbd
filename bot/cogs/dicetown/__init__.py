"""`/dicetown ...`: Dice Town's commands (spec 8.2). Where the rest lives: presentation.py (the
board's waiting line, and the private prompts sent by DM: secret rolls with a toggle per die and
the live cost, resolution choices, remedies), components.py (their controls, and a tie's ruling
panel: Offer, Cards, Pass, Withdraw, the Sheriff's awards), chat.py (bribes written in the
channel, mentioning the bot), offers.py (whole offers), text.py (every sentence, from views only)
and words.py (the pictures' words). When a DM fails, the channel says a private action is waiting
and **Show mine** (or `/dicetown cup`) answers ephemerally with the same controls. Typed moves
still work through `/play move:`.

Commands: cup, hand, play, offer, pass, withdraw, rule. The table itself is opened with `/game new
game:dicetown` (options `bribe_mode=cash_up_front gold_tax=on keep_none=on`; the pace sets the
deadlines of spec 8.7: live -> the live column, slower paces -> the async one).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from games.dicetown import FACE_NAMES, OFFER_PROMISE_MAX

from ...components import GameCog, answer_drawn, running_table, show_private, submit
from ...i18n import player_locale, t
from ...reader import Reader
from ...services.moves import Version
from ...tables import TableError
from ...typed_moves import Typed, spells
from .chat import Chat
from .components import KeepControl, OfferCardSelect, PrivateButton, PrivateSelect, RulingButton, make_offer
from .offers import card_pool, current_ids, find_cards, own_offer, whole_offer
from .presentation import DiceTownUI
from .text import KEY, card_name, hand_text

if TYPE_CHECKING:
    from ...app import TableBot

log = logging.getLogger(__name__)
CARD_WORDS = {
    "loaded": "Loaded Die",
    "stickup": "Stick-Up",
    "spree": "Shopping Spree",
    "regular": "Saloon Regular",
}


def card_move(typed: Typed) -> str:
    """`/dicetown play`'s options as the move: the card by its English or translated name (or its
    word), with the face a Loaded Die sets or the player a Stick-Up robs."""
    table, me, card = typed.table, typed.locale, str(typed.option("card") or "")
    face, target = typed.option("face"), typed.option("target")
    word = card.strip().lower().replace("-", "").replace(" ", "")
    word = {"loadeddie": "loaded", "shoppingspree": "spree", "saloonregular": "regular"}.get(word, word)
    word = {card_name(me, name): key for key, name in CARD_WORDS.items()}.get(card.strip(), word)
    if word == "loaded":
        if face is None:
            raise TableError(t(me, "dicetown-say-face"))
        return f"play loaded {face}"
    if word == "stickup":
        seat = table.seat_of(target.id) if target is not None else None
        if seat is None:
            raise TableError(t(me, "dicetown-name-victim"))
        return f"play stickup P{seat + 1}"
    if word in ("spree", "regular"):
        return f"play {word}"
    cards = t(me, "dicetown-list-sep").join(card_name(me, name) for name in CARD_WORDS.values())
    raise TableError(t(me, "dicetown-not-action-card", card=repr(card), cards=cards))


def pass_move(typed: Typed) -> str:
    return "pass"


def withdraw_move(typed: Typed) -> str:
    return "withdraw"


def rule_move(typed: Typed) -> str:
    """`/dicetown rule`'s winner as the Sheriff's award."""
    winner = typed.option("winner")
    seat = typed.table.seat_of(winner.id) if winner is not None else None
    if seat is None:
        user = f"<@{getattr(winner, 'id', 0)}>"
        raise TableError(t(typed.locale, "dicetown-not-in-game", user=user))
    return f"award P{seat + 1}"


class DiceTown(GameCog, group_name=KEY, group_description="Dice Town: roll, bribe the Sheriff"):
    key = KEY

    def __init__(self, bot: TableBot) -> None:
        super().__init__(bot)
        self.chat = Chat(bot)

    @commands.Cog.listener()
    async def on_message(self, message: discord.Message) -> None:
        await self.chat.on_message(message)

    @app_commands.command(name="cup", description="Your roll or private choice, with its buttons (only you)")
    async def cup(self, interaction: discord.Interaction) -> None:
        await show_private(interaction, await self._table(interaction))

    @app_commands.command(name="hand", description="Your cards, money, escrow and loaded die (only you)")
    async def hand(self, interaction: discord.Interaction) -> None:
        table = await self._table(interaction)
        seat = table.seat_of(interaction.user.id)
        me = player_locale(interaction)
        if seat is None:
            raise TableError(t(me, "dicetown-hand-not-playing"))
        ui = self.bot.ui(KEY)
        content = hand_text(table.view(seat), me)
        await answer_drawn(interaction, content, lambda: ui.private_images(reader=Reader(table, me, seat)))

    async def card_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The action cards the user may play now, prompt or not (spec 3.8)."""
        table = await running_table(self.bot, interaction.channel_id, KEY)
        if table is None:
            return []
        seat = table.seat_of(interaction.user.id)
        if seat is None or seat not in table.may_act():
            return []
        legal = [str(action).split() for action in table.legal(seat)]
        seen = dict.fromkeys(words[1] for words in legal if words[0] == "play")
        typed = current.strip().lower()
        me = player_locale(interaction)
        shown = {word: card_name(me, CARD_WORDS[word]) for word in seen if word in CARD_WORDS}
        return [
            app_commands.Choice(name=name, value=word)
            for word, name in shown.items()
            if typed in name.lower() or typed in CARD_WORDS[word].lower()
        ]

    @spells(card_move)
    @app_commands.command(name="play", description="Play an action card from your hand")
    @app_commands.describe(
        card="The card (only those you can play now are offered)",
        face="Loaded Die: the face your next roll will show",
        target="Stick-Up: whom to rob of up to $4",
    )
    @app_commands.autocomplete(card=card_autocomplete)
    @app_commands.choices(face=[app_commands.Choice(name=name, value=name) for name in FACE_NAMES.values()])
    async def play(
        self,
        interaction: discord.Interaction,
        card: str,
        face: str | None = None,
        target: discord.User | None = None,
    ) -> None:
        table = await self._table(interaction)
        typed = Typed(table, player_locale(interaction), {"card": card, "face": face, "target": target})
        await submit(interaction, card_move(typed), game_id=table.id)

    @app_commands.command(name="offer", description="Make, raise or replace your offer to the Sheriff")
    @app_commands.describe(
        dollars="The dollars of your whole offer",
        nuggets="The nuggets of your whole offer",
        cards="Cards of your whole offer, by name or id, separated by commas",
        note="A promise, shown to everyone and never enforced",
    )
    async def offer(
        self,
        interaction: discord.Interaction,
        dollars: app_commands.Range[int, 0, 99] | None = None,
        nuggets: app_commands.Range[int, 0, 99] | None = None,
        cards: app_commands.Range[str, 0, 300] | None = None,
        note: app_commands.Range[str, 1, OFFER_PROMISE_MAX] | None = None,
    ) -> None:
        table = await self._table(interaction)
        seat = table.seat_of(interaction.user.id)
        own = table.view(seat) if seat is not None else None
        current = own_offer(own, seat) if own is not None and seat is not None else None
        me = player_locale(interaction)
        if own is None or seat is None or current is None:
            raise TableError(t(me, "dicetown-not-contender-open"))
        words = cards.replace("、", ",").split(",") if cards is not None else []
        chosen = current_ids(current) if cards is None else find_cards(words, card_pool(own, seat), me)
        notation = whole_offer(
            current,
            current["dollars"] if dollars is None else dollars,
            current["nuggets"] if nuggets is None else nuggets,
            chosen,
            current["promise"] if note is None else note,
            escrow=own["ruling"]["mode"] == "escrow",
            locale=me,
        )
        await make_offer(interaction, table, seat, notation, Version(table.id))

    @spells(pass_move)
    @app_commands.command(
        name="pass", description="Pass in this tie (you may still offer until the Sheriff rules)"
    )
    async def pass_(self, interaction: discord.Interaction) -> None:
        table = await self._table(interaction)
        await submit(interaction, pass_move(Typed(table, player_locale(interaction), {})), game_id=table.id)

    @spells(withdraw_move)
    @app_commands.command(name="withdraw", description="Take your offer back (escrow mode)")
    async def withdraw(self, interaction: discord.Interaction) -> None:
        table = await self._table(interaction)
        await submit(
            interaction, withdraw_move(Typed(table, player_locale(interaction), {})), game_id=table.id
        )

    @spells(rule_move)
    @app_commands.command(name="rule", description="Sheriff: award the tie to a contender")
    @app_commands.describe(winner="The contender who wins the location")
    async def rule(self, interaction: discord.Interaction, winner: discord.User) -> None:
        table = await self._table(interaction)
        typed = Typed(table, player_locale(interaction), {"winner": winner})
        await submit(interaction, rule_move(typed), game_id=table.id)


async def setup(bot: TableBot) -> None:
    bot.game_uis[KEY] = DiceTownUI(bot, KEY)
    bot.add_dynamic_items(KeepControl, PrivateButton, PrivateSelect, RulingButton, OfferCardSelect)
    await bot.add_cog(DiceTown(bot))
