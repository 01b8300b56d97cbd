"""Dice Town's controls. The controls of a private prompt, in a DM or the ephemeral fallback:
the die toggles of a roll, and the buttons and menus of resolution choices and remedies. Instead of
the table version (which every other player's keep changes) such a control carries its prompt's
stamp (round, roll step, location, prompt kind; text.stamp): one drawn for a prompt that has
closed is refused politely and loses its controls.

The ruling panel's controls in the channel (spec 8.5): Offer opens a modal (the whole offer:
dollars, nuggets, cards, a promise), Cards a menu of the card hand, Pass, Withdraw, the Sheriff's
award buttons and "Offered cards" (the identities only the Sheriff and each offerer may see).
Contenders may change their offers until the Sheriff rules; each change edits the panel in place.
The award buttons carry the tie's stamp (round and location), not the table's version: an offer
changing after the panel was drawn does not make them stale, since a ruling awards the location
and settles the offers standing at that instant (spec 3.5-3.6).
"""

from __future__ import annotations

from typing import Any

import discord

from games.dicetown import FACE_NAMES, OFFER_PROMISE_MAX

from ...components import bot_of, clicked_table, guarded
from ...i18n import player_locale, t
from ...replies import acknowledge, explain_error, reply
from ...tables import Table, TableError
from .acting import act_all, act_privately, closed, seated, ui_of
from .offers import card_pool, current_ids, find_cards, own_offer, whole_offer
from .text import View, card_kind, card_name, offer_summary, ruling_stamp


class KeepControl(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"dt:k:(?P<gid>\d+):(?P<st>[^:]+):(?P<op>[tcn]):(?P<m>\d+):(?P<i>\d)",
):
    """One control of a roll prompt: toggle die i (t), confirm the selection (c), keep none (n).
    The selection lives in the custom_ids (mask), so toggling needs no storage."""

    def __init__(
        self,
        game_id: int,
        prompt: str,
        op: str,
        mask: int,
        index: int = 0,
        *,
        label: str = "·",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        disabled: bool = False,
        row: int | None = None,
    ) -> None:
        self.game_id, self.prompt, self.op, self.mask, self.index = game_id, prompt, op, mask, index
        super().__init__(
            discord.ui.Button(
                label=label[:80],
                style=style,
                disabled=disabled,
                row=row,
                custom_id=f"dt:k:{game_id}:{prompt}:{op}:{mask}:{index}",
            )
        )

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> KeepControl:
        return cls(int(match["gid"]), match["st"], match["op"], int(match["m"]), int(match["i"]))

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        found = await seated(interaction, self.game_id)
        if found is None:
            return
        table, seat = found
        ui = ui_of(bot_of(interaction))
        me = player_locale(interaction)
        if ui.stamp(table, seat) != self.prompt:
            await closed(interaction, t(me, "dicetown-roll-closed"))
            return
        view = table.game.view(table.state, seat)
        roll = view["you"]["roll"]
        if self.op == "t":
            mask = self.mask ^ (1 << self.index)
            await interaction.response.edit_message(
                content=ui.private_content(table, seat, mask, locale=me),
                view=ui.private_view(table, seat, mask, locale=me),
            )
            return
        chosen = sorted(f for i, f in enumerate(roll) if self.mask >> i & 1) if self.op == "c" else []
        notation = "keep " + (" ".join(FACE_NAMES[f] for f in chosen) if chosen else "none")
        await act_privately(interaction, table, seat, notation, self.prompt)


class PrivateButton(
    discord.ui.DynamicItem[discord.ui.Button], template=r"dt:a:(?P<gid>\d+):(?P<st>[^:]+):(?P<n>.+)"
):
    """Answers a private prompt with one move (play the card or not, a remedy)."""

    def __init__(
        self,
        game_id: int,
        prompt: str,
        notation: str,
        label: str | None = None,
        style: discord.ButtonStyle = discord.ButtonStyle.primary,
    ) -> None:
        self.game_id, self.prompt, self.notation = game_id, prompt, notation
        super().__init__(
            discord.ui.Button(
                label=(label or notation)[:80], style=style, custom_id=f"dt:a:{game_id}:{prompt}:{notation}"
            )
        )

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> PrivateButton:
        return cls(int(match["gid"]), match["st"], match["n"], item.label)

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        found = await seated(interaction, self.game_id)
        if found is None:
            return
        table, seat = found
        if ui_of(bot_of(interaction)).stamp(table, seat) != self.prompt:
            await closed(interaction, t(player_locale(interaction), "dicetown-choice-closed"))
            return
        await act_privately(interaction, table, seat, self.notation, self.prompt)


class PrivateSelect(
    discord.ui.DynamicItem[discord.ui.Select], template=r"dt:s:(?P<gid>\d+):(?P<st>[^:]+):(?P<kind>[a-z]+)"
):
    """A menu answering a private prompt: its values are moves, except for barbed wire, whose
    values are the one or two cards to fence."""

    def __init__(self, game_id: int, prompt: str, kind: str, **select: Any) -> None:
        self.game_id, self.prompt, self.kind = game_id, prompt, kind
        super().__init__(discord.ui.Select(custom_id=f"dt:s:{game_id}:{prompt}:{kind}", **select))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> PrivateSelect:
        return cls(int(match["gid"]), match["st"], match["kind"])

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        found = await seated(interaction, self.game_id)
        if found is None:
            return
        table, seat = found
        # A card play is judged by the engine whenever it comes (spec 3.8: not tied to a prompt).
        me = player_locale(interaction)
        if self.kind != "play" and ui_of(bot_of(interaction)).stamp(table, seat) != self.prompt:
            await closed(interaction, t(me, "dicetown-choice-closed"))
            return
        values = list(self.item.values)
        if not values:
            await reply(interaction, t(me, "dicetown-choose-something"))
            return
        notation = "remedy wire " + " ".join(sorted(values)) if self.kind == "wire" else values[0]
        await act_privately(interaction, table, seat, notation, self.prompt)


class RulingButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"dt:r:(?P<gid>\d+):(?P<st>[^:]+):(?P<op>[a-z]+)(?::(?P<arg>P\d))?",
):
    """A button of the ruling panel: offer, cards, pass (or stand), withdraw, award, chance, view."""

    def __init__(
        self,
        game_id: int,
        ruling: str,
        op: str,
        arg: str = "",
        *,
        label: str = "",
        emoji: str | None = None,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        disabled: bool = False,
        row: int | None = None,
    ) -> None:
        self.game_id, self.ruling, self.op, self.arg = game_id, ruling, op, arg
        custom_id = f"dt:r:{game_id}:{ruling}:{op}" + (f":{arg}" if arg else "")
        super().__init__(
            discord.ui.Button(
                label=(label or op)[:80],
                emoji=emoji,
                style=style,
                disabled=disabled,
                row=row,
                custom_id=custom_id,
            )
        )

    @property
    def opens_modal(self) -> bool:
        """Offer answers with a modal, which cannot follow a deferral (it reads a cached row)."""
        return self.op == "offer"

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> RulingButton:
        return cls(int(match["gid"]), match["st"], match["op"], match["arg"] or "", label=item.label or "")

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        bot = bot_of(interaction)
        me = player_locale(interaction)
        table = await clicked_table(interaction, self.game_id)
        if table is None or not table.row.open or table.state is None:
            await reply(interaction, t(me, "dicetown-buttons-over"))
            return
        public = table.game.view(table.state, None)
        if public["ruling"] is None or ruling_stamp(public) != self.ruling:
            await reply(interaction, t(me, "dicetown-tie-decided"))
            return
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            await reply(interaction, t(me, "dicetown-not-playing-talk"))
            return
        if self.op == "view":
            await reply(interaction, offered_cards_text(table.game.view(table.state, seat), seat, me))
            return
        if self.op in ("offer", "cards"):
            if seat not in [o["player"] for o in public["ruling"]["offers"]]:
                await reply(interaction, _cannot_offer(table, seat, me))
                return
            if self.op == "offer":
                await interaction.response.send_modal(OfferModal(table, seat, self.ruling, me))
            else:
                content, view = cards_menu(table, seat, self.ruling, me)
                await interaction.response.send_message(content, view=view, ephemeral=True)
            return
        notation = {"pass": "pass", "withdraw": "withdraw", "random": "award random"}.get(self.op)
        if self.op == "award":
            notation = f"award {self.arg}"
        if notation is None:
            await reply(interaction, t(me, "dicetown-button-gone"))
            return
        outcome, _ = await act_all(interaction, table, [notation])
        if outcome is not None:
            await bot.publisher.after_move(outcome, interaction)


def _cannot_offer(table: Table, seat: int, me: str) -> str:
    view = table.game.view(table.state, seat)
    if view["ruling"] is not None and seat == view["sheriff"]:
        return t(me, "dicetown-sheriff-no-offer")
    return t(me, "dicetown-contenders-only")


def offered_cards_text(view: View, seat: int, me: str = "en") -> str:
    """The identities of offered cards: the Sheriff sees all, an offerer his own (spec 3.6)."""
    ruling = view["ruling"]
    if seat != ruling["sheriff"] and seat not in [o["player"] for o in ruling["offers"]]:
        return t(me, "dicetown-offered-hidden")
    lines = []
    for o in ruling["offers"]:
        if "cards" in o and (o["cards"] or o["player"] == seat):
            offer = offer_summary(o, with_cards=True, locale=me)
            if o["player"] == seat:
                lines.append(t(me, "dicetown-offered-yours", offer=offer))
            else:
                lines.append(t(me, "dicetown-offered-theirs", seat=o["player"] + 1, offer=offer))
    return "\n".join(lines) or t(me, "dicetown-no-card-offered")


class OfferModal(discord.ui.Modal):
    """Make, raise or replace the whole offer: dollars, nuggets, cards and a promise. Submitting
    replaces the standing offer in one step; emptying every field withdraws it (escrow mode)."""

    def __init__(self, table: Table, seat: int, ruling: str, me: str = "en") -> None:
        from .text import prize

        view = table.game.view(table.state, seat)
        holder = view["players"][seat]
        offer = own_offer(view, seat)
        assert offer is not None
        escrow = view["ruling"]["mode"] == "escrow"
        # The fields hold totals: what is already offered (held in escrow, or paid up front) plus
        # what the contender still has.
        max_dollars = holder["dollars"] + offer["dollars"]
        max_nuggets = holder["nuggets"] + offer["nuggets"]

        title = t(me, "dicetown-modal-title", prize=prize(me, view["ruling"]))[:45]
        super().__init__(title=title, custom_id=f"dt:om:{table.id}:{ruling}", timeout=15 * 60)
        self.game_id, self.seat, self.ruling, self.escrow = table.id, seat, ruling, escrow
        self.dollars = discord.ui.TextInput(
            label=t(me, "dicetown-modal-dollars", most=max_dollars)[:45],
            default=str(offer["dollars"]),
            required=False,
            max_length=3,
        )
        self.nuggets = discord.ui.TextInput(
            label=t(me, "dicetown-modal-nuggets", most=max_nuggets)[:45],
            default=str(offer["nuggets"]),
            required=False,
            max_length=3,
        )
        pool = card_pool(view, seat)
        self.cards = discord.ui.TextInput(
            label=t(me, "dicetown-modal-cards")[:45],
            default=", ".join(card_name(me, c["name"]) for c in offer.get("cards", [])) or None,
            required=False,
            max_length=300,
            placeholder=", ".join(card_name(me, c["name"]) for c in pool)[:100]
            or t(me, "dicetown-modal-no-card"),
        )
        self.promise = discord.ui.TextInput(
            label=t(me, "dicetown-modal-promise")[:45],
            style=discord.TextStyle.paragraph,
            default=offer["promise"] or None,
            required=False,
            max_length=OFFER_PROMISE_MAX,
            placeholder=t(me, "dicetown-modal-promise-example")[:100],
        )
        for item in (self.dollars, self.nuggets, self.cards, self.promise):
            if item is self.nuggets and not max_nuggets:  # no nugget field for a player without any
                continue
            if item is self.cards and not pool:
                continue
            self.add_item(item)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        try:
            await acknowledge(interaction)
            await self._submit(interaction)
        except Exception as exc:
            await explain_error(interaction, exc)

    async def _submit(self, interaction: discord.Interaction) -> None:
        me = player_locale(interaction)
        dollars = _amount(self.dollars.value, "dollars", me)
        nuggets = _amount(self.nuggets.value, "nuggets", me)
        table = await clicked_table(interaction, self.game_id)
        if table is None or table.state is None or not table.row.open:
            raise TableError(t(me, "dicetown-over"))
        public = table.game.view(table.state, None)
        if public["ruling"] is None or ruling_stamp(public) != self.ruling:
            raise TableError(t(me, "dicetown-ruled-meanwhile"))
        own = table.game.view(table.state, self.seat)
        current = own_offer(own, self.seat)
        if current is None:
            raise TableError(t(me, "dicetown-not-contender"))
        words = self.cards.value.replace(";", ",").replace("、", ",").split(",")
        cards = find_cards(words, card_pool(own, self.seat), me)
        promise = self.promise.value
        notation = whole_offer(current, dollars, nuggets, cards, promise, escrow=self.escrow, locale=me)
        await make_offer(interaction, table, self.seat, notation)


async def make_offer(interaction: discord.Interaction, table: Table, seat: int, notation: str) -> None:
    """Apply one offer move for the clicker, confirm it to him privately, and show it: the ruling
    panel is edited in place unless the move unlocked or closed the tie."""
    outcome, _ = await act_all(interaction, table, [notation])
    if outcome is None:
        return
    me = player_locale(interaction)
    own = outcome.table.game.view(outcome.table.state, seat)
    offer = own_offer(own, seat)
    text = (
        t(me, "dicetown-offer-made", offer=offer_summary(offer, with_cards=True, locale=me))
        if offer is not None
        else t(me, "dicetown-done")
    )
    await reply(interaction, text)
    await bot_of(interaction).publisher.after_move(outcome, interaction)


def _amount(raw: str, what: str, me: str = "en") -> int:
    raw = raw.strip().lstrip("$") or "0"
    if not raw.isdigit():
        raise TableError(t(me, "dicetown-whole-number", what=what, wrote=repr(raw)))
    return int(raw)


def cards_menu(table: Table, seat: int, ruling: str, me: str = "en") -> tuple[str, discord.ui.View]:
    """The card hand to add cards to the offer from (one whole offer per choice)."""
    from .presentation import card_option

    view = table.game.view(table.state, seat)
    menu = discord.ui.View(timeout=None)
    offer = own_offer(view, seat)
    if offer is None:
        return t(me, "dicetown-tie-over"), menu
    hand = view["you"]["hand"][:25]
    if hand:
        select = OfferCardSelect(table.id, ruling, min_values=1, max_values=len(hand))
        select.item.placeholder = t(me, "dicetown-add-cards")
        for card in hand:
            select.item.add_option(
                label=card_option(me, card),
                value=card["id"],
                description=t(me, "dicetown-kind-card", kind=card_kind(me, card["kind"]))[:100],
            )
        menu.add_item(select)
    how = t(me, "dicetown-add-if-you-like") if hand else t(me, "dicetown-no-card-to-offer")
    standing = offer_summary(offer, with_cards=True, locale=me)
    content = t(me, "dicetown-standing-offer", offer=standing, how=how)
    return content, menu


class OfferCardSelect(
    discord.ui.DynamicItem[discord.ui.Select], template=r"dt:oc:(?P<gid>\d+):(?P<st>[^:]+)"
):
    """Adds the chosen cards of the card hand to the standing offer."""

    def __init__(self, game_id: int, ruling: str, **select: Any) -> None:
        self.game_id, self.ruling = game_id, ruling
        super().__init__(discord.ui.Select(custom_id=f"dt:oc:{game_id}:{ruling}", **select))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> OfferCardSelect:
        return cls(int(match["gid"]), match["st"])

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        found = await seated(interaction, self.game_id)
        if found is None:
            return
        table, seat = found
        me = player_locale(interaction)
        public = table.game.view(table.state, None)
        if public["ruling"] is None or ruling_stamp(public) != self.ruling:
            await closed(interaction, t(me, "dicetown-tie-over"))
            return
        cards = sorted(self.item.values)
        own = table.game.view(table.state, seat)
        current = own_offer(own, seat)
        if current is None:
            await reply(interaction, t(me, "dicetown-not-contender"))
            return
        notation = whole_offer(
            current,
            current["dollars"],
            current["nuggets"],
            sorted({*current_ids(current), *cards}),
            current["promise"],
            escrow=own["ruling"]["mode"] == "escrow",
            locale=me,
        )
        await make_offer(interaction, table, seat, notation)
