"""The ruling panel's controls in the channel (spec 8.5): Offer opens a modal (the totals of
dollars and nuggets, a promise), followed by a menu of the card hand and "Stand on this offer";
Pass / stand, Withdraw, the Sheriff's award buttons and "Offered cards" (the identities only the
Sheriff and each offerer may see). Players bargain in the channel's chat as they like; only these
formal offers are held and paid.
"""

from __future__ import annotations

from typing import Any

import discord

from games.dicetown.explain import why_not_your_turn

from ...replies import acknowledge, explain_error, reply
from ...tables import Table, TableError
from ...ui import guarded
from .acting import act_all, bot_of, closed, seated
from .text import View, offer_summary, prompt_of, ruling_stamp


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
        table = await bot.tables.by_id(self.game_id)
        if table is None or not table.row.open or table.state is None:
            await reply(interaction, "That game is over; these buttons no longer do anything.")
            return
        public = table.game.view(table.state, None)
        if public["ruling"] is None or ruling_stamp(public) != self.ruling:
            await reply(interaction, "This tie has been decided; the latest board shows what is open now.")
            return
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            await reply(interaction, "You are not playing in this game; talk it over in the channel.")
            return
        if self.op == "view":
            await reply(interaction, offered_cards_text(table.game.view(table.state, seat), seat))
            return
        if self.op in ("offer", "cards"):
            if prompt_of(public, seat) != "offer":
                await reply(interaction, _cannot_offer(table, seat))
                return
            if self.op == "offer":
                await interaction.response.send_modal(OfferModal(table, seat, self.ruling))
            else:
                content, view = cards_menu(table, seat, self.ruling)
                await interaction.response.send_message(content, view=view, ephemeral=True)
            return
        notation = {"pass": "pass", "withdraw": "withdraw", "random": "award random"}.get(self.op)
        if self.op == "award":
            notation = f"award {self.arg}"
        if notation is None:
            await reply(interaction, "That button does nothing any more.")
            return
        outcome, _ = await act_all(interaction, table, [notation])
        if outcome is not None:
            await bot.publisher.after_move(outcome, interaction)


def _cannot_offer(table: Table, seat: int) -> str:
    state = table.state
    if state.ruling is not None and seat == state.sheriff:
        return "You are the Sheriff: you rule this tie and make no offer. Award it once the others answered."
    if seat not in table.to_act():
        return str(why_not_your_turn(state, seat))
    return "Only contenders other than the Sheriff make offers."


def offered_cards_text(view: View, seat: int) -> str:
    """The identities of offered cards: the Sheriff sees all, an offerer his own (spec 3.6)."""
    ruling = view["ruling"]
    if seat != ruling["sheriff"] and seat not in [o["player"] for o in ruling["offers"]]:
        return "Only the Sheriff and the offerers see which cards are offered."
    lines = []
    for o in ruling["offers"]:
        if "cards" in o and (o["cards"] or o["player"] == seat):
            mine = "Your offer" if o["player"] == seat else f"P{o['player'] + 1}'s offer"
            lines.append(f"{mine}: {offer_summary(o, with_cards=True)}")
    return "\n".join(lines) or "No card is offered."


class OfferModal(discord.ui.Modal):
    """Make or raise an offer: the totals of dollars and nuggets and a promise. Lowering an offer
    held in escrow withdraws it and makes it again; one paid up front can only grow."""

    def __init__(self, table: Table, seat: int, ruling: str) -> None:
        view = table.game.view(table.state, seat)
        me = view["players"][seat]
        offer = next(o for o in view["ruling"]["offers"] if o["player"] == seat)
        escrow = view["ruling"]["mode"] == "escrow"
        # The fields hold totals: what is already offered (held in escrow, or paid up front) plus
        # what the contender still has.
        max_dollars = me["dollars"] + offer["dollars"]
        max_nuggets = me["nuggets"] + offer["nuggets"]
        title = f"Your offer: {view['ruling']['prize']}"[:45]
        super().__init__(title=title, custom_id=f"dt:om:{table.id}:{ruling}", timeout=15 * 60)
        self.game_id, self.seat, self.ruling, self.offer, self.escrow = table.id, seat, ruling, offer, escrow
        self.dollars = discord.ui.TextInput(
            label=f"Dollars in your offer (up to {max_dollars})"[:45],
            default=str(offer["dollars"]),
            required=False,
            max_length=3,
        )
        self.nuggets = discord.ui.TextInput(
            label=f"Nuggets in your offer (up to {max_nuggets})"[:45],
            default=str(offer["nuggets"]),
            required=False,
            max_length=3,
        )
        self.promise = discord.ui.TextInput(
            label="A promise (shown, never enforced)",
            default=offer["promise"] or None,
            required=False,
            max_length=72,
            placeholder="e.g. I'll leave you the Kings next round",
        )
        for item in (self.dollars, self.nuggets, self.promise):
            if item is not self.nuggets or max_nuggets:  # no nugget field for a player without any
                self.add_item(item)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        try:
            await acknowledge(interaction)
            await self._submit(interaction)
        except Exception as exc:
            await explain_error(interaction, exc)

    async def _submit(self, interaction: discord.Interaction) -> None:
        bot = bot_of(interaction)
        dollars, nuggets = _amount(self.dollars.value, "dollars"), _amount(self.nuggets.value, "nuggets")
        moves = offer_moves(self.offer, dollars, nuggets, " ".join(self.promise.value.split()), self.escrow)
        table = await bot.tables.by_id(self.game_id)
        if table is None or table.state is None or not table.row.open:
            raise TableError("That game is over.")
        public = table.game.view(table.state, None)
        if public["ruling"] is None or ruling_stamp(public) != self.ruling:
            raise TableError("This tie has been decided meanwhile; your offer was not made.")
        if moves:
            outcome, refused = await act_all(interaction, table, moves)
            if outcome is None:
                return
            await bot.publisher.after_move(outcome, interaction)
            table = outcome.table
            if refused:
                await interaction.followup.send(f"Part of your offer was refused: {refused}", ephemeral=True)
        content, view = cards_menu(table, self.seat, self.ruling)
        if interaction.response.is_done():
            await interaction.followup.send(content, view=view, ephemeral=True)
        else:
            await interaction.response.send_message(content, view=view, ephemeral=True)


def _amount(raw: str, what: str) -> int:
    raw = raw.strip().lstrip("$") or "0"
    if not raw.isdigit():
        raise TableError(f"Write the {what} of your offer as a whole number, e.g. 2 (you wrote {raw!r}).")
    return int(raw)


def offer_moves(offer: View, dollars: int, nuggets: int, promise: str, escrow: bool) -> list[str]:
    """The engine's offer steps that turn the standing offer into these totals (D36: each step
    replaces the offer atomically)."""
    lower = dollars < offer["dollars"] or nuggets < offer["nuggets"] or bool(offer["promise"] and not promise)
    if lower and not escrow:
        raise TableError(
            f"Bribes are paid up front in this game: what you paid (${offer['dollars']}, "
            f"{offer['nuggets']} nuggets) stays paid, so your offer can only grow."
        )
    moves: list[str] = []
    base_dollars, base_nuggets, base_promise = offer["dollars"], offer["nuggets"], offer["promise"]
    if lower:
        moves.append("withdraw")
        base_dollars = base_nuggets = 0
        base_promise = ""
        moves += [f"offer card {c['id']}" for c in offer.get("cards", [])]
    if dollars > base_dollars:
        moves.append(f"offer dollars {dollars - base_dollars}")
    if nuggets > base_nuggets:
        moves.append(f"offer nuggets {nuggets - base_nuggets}")
    if promise and promise != base_promise:
        moves.append(f"promise {promise}")
    return moves


def cards_menu(table: Table, seat: int, ruling: str) -> tuple[str, discord.ui.View]:
    """The follow-up of an offer: the card hand to add cards from, and the button to stand."""
    view = table.game.view(table.state, seat)
    menu = discord.ui.View(timeout=None)
    offer = next((o for o in (view["ruling"] or {}).get("offers", []) if o["player"] == seat), None)
    if offer is None:
        return "This tie has been decided.", menu
    hand = view["you"]["hand"][:25]
    if hand:
        select = OfferCardSelect(table.id, ruling, min_values=1, max_values=len(hand))
        select.item.placeholder = "Add cards from your hand to the offer…"
        for card in hand:
            select.item.add_option(
                label=f"{card['name']} ({card['vp']} VP)"[:100],
                value=card["id"],
                description=f"{card['kind']} card"[:100],
            )
        menu.add_item(select)
    menu.add_item(RulingButton(table.id, ruling, "pass", label="Stand on this offer", emoji="✋", row=1))
    how = "press **Stand on this offer** when you are done (the Sheriff waits for every contender)."
    how = f"Add cards from your hand if you like; {how}" if hand else how[0].upper() + how[1:]
    content = f"Your standing offer: **{offer_summary(offer, with_cards=True)}**.\n{how}"
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
        public = table.game.view(table.state, None)
        if public["ruling"] is None or ruling_stamp(public) != self.ruling:
            await closed(interaction, "This tie has been decided.")
            return
        cards = sorted((interaction.data or {}).get("values", []))  # type: ignore[union-attr]
        outcome, refused = await act_all(interaction, table, [f"offer card {c}" for c in cards])
        if outcome is None:
            return
        content, view = cards_menu(outcome.table, seat, self.ruling)
        if refused:
            content += f"\nNot added: {refused}"
        await interaction.response.edit_message(content=content, view=view)
        await bot_of(interaction).publisher.after_move(outcome, interaction)
