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

Moves made from these controls: a DM has no guild channel, so every custom_id carries the game id,
the table is found by id and moves go to the table's own channel. The engine judges every move;
nothing here checks a rule.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

import discord

import bot.cogs.dicetown.events as events
from games.core import GameError
from games.dicetown import OFFER_PROMISE_MAX, Keep
from games.dicetown.data import CARDS

from ...app import table_bot
from ...components import button, clicked_table, guarded
from ...i18n import player_locale, t
from ...i18n.refusals import refusal
from ...playing import play
from ...reader import Reader
from ...replies import reply
from ...services.moves import Guard, MoveRequest, Origin, Stamp, Version
from ...tables import Outcome, Table, TableError
from .offers import card_pool, current_ids, find_cards, own_offer, whole_offer
from .text import (
    CARDS_ONLY,
    KEY,
    View,
    card_kind,
    card_name,
    card_option,
    describe_move,
    offer_summary,
    prize,
    ruling_stamp,
)

if TYPE_CHECKING:
    from ...app import TableBot

log = logging.getLogger(__name__)
Style = discord.ButtonStyle

# Private events that only echo what the player just did: they are not sent as a new DM, since the
# message he clicked becomes the receipt. Most repeat the receipt's own line; a remedy's also says
# when it applies, so it is shown.
ECHO_CODES = frozenset({"keep_confirmed", "loaded_die_face", "store_keep", "saloon_keep", "remedy_secret"})
SHOWN_ECHOES = frozenset({"remedy_secret"})


@runtime_checkable
class PromptUI(Protocol):
    """What these controls ask of Dice Town's UI (presentation.DiceTownUI, which draws them): the
    stamp of a seat's open prompt, its private message, a private event's sentence."""

    @property
    def stamp(self) -> Callable[[Table, int], str | None]: ...
    @property
    def private_content(self) -> Callable[..., str]: ...
    @property
    def private_view(self) -> Callable[..., discord.ui.View | None]: ...
    @property
    def private_line(self) -> Callable[..., str]: ...


def ui_of(bot: TableBot) -> PromptUI:
    ui = bot.ui(KEY)
    assert isinstance(ui, PromptUI)
    return ui


async def open_game(interaction: discord.Interaction, game_id: int, over: str) -> Table | None:
    """The started, still open game a control names; None after saying `over` (its catalog id)."""
    table = await clicked_table(interaction, game_id)
    if table is None or not table.row.open or table.state is None:
        await reply(interaction, t(player_locale(interaction), over))
        return None
    return table


async def act_clicked(
    interaction: discord.Interaction,
    table: Table,
    notation: str,
    guard: Guard,
    *,
    receipt: Callable[[Outcome], Awaitable[Outcome]] | None = None,
) -> Outcome | None:
    """Play one move for the clicker and show it (`playing.play`): the `guard` the control was
    drawn for is checked under the table's lock, and `receipt` answers on the clicked message
    before the board. Its outcome, or None if it was refused, after telling him why."""
    bot = table_bot(interaction)
    typed = interaction.type is discord.InteractionType.application_command
    origin = Origin("typed" if typed else "button", interaction.id)
    request = MoveRequest(interaction.user.id, (notation,), guard, origin)

    async def refused(exc: TableError | GameError) -> None:
        said = refused_text(player_locale(interaction), exc)
        await reply(interaction, table.mentions(said))

    return await play(
        bot, table.row.channel_id, request, interaction=interaction, refused=refused, receipt=receipt
    )


def open_tie(table: Table, seat: int) -> str | None:
    """The stamp of the tie the table has open (None: none), which the ruling's controls carry."""
    public = table.view(None)
    return None if public["ruling"] is None else ruling_stamp(public)


def refused_text(locale: str, error: Exception) -> str:
    """A refusal in the player's language, from the engine's code and parameters (the table
    service passes an out-of-turn move's reason on from the engine, with its code): a card by its
    name in that language, what a bribe paid up front holds."""
    params = getattr(error, "params", None) or {}
    if isinstance(error, GameError | TableError) and params:
        shown = dict(params)
        if "name" in shown and shown.get("card") in CARDS:
            shown["name"] = card_name(locale, CARDS[shown["card"]].name)
        if getattr(error, "code", "") == "stays_paid" and isinstance(shown.get("cards"), list):
            shown["paid"] = paid_up_front(locale, shown)
        error.params = shown
    return refusal(locale, error, KEY)


def paid_up_front(locale: str, paid: dict[str, Any]) -> str:
    """ "$3 + Colt Revolver (4)": what a bribe paid up front holds, its cards by name."""
    parts = [t(locale, "dicetown-dollars", dollars=paid["dollars"])] if paid.get("dollars") else []
    parts += [t(locale, "dicetown-nuggets", count=paid["nuggets"])] if paid.get("nuggets") else []
    if paid["cards"]:
        parts.append(events.cards(locale, paid["cards"]))
    return " + ".join(parts) or t(locale, "dicetown-nothing")


async def act_privately(
    interaction: discord.Interaction, table: Table, seat: int, notation: str, prompt: str, guard: Guard
) -> None:
    """A move made on a private message: the message becomes its receipt (keeping its controls
    if the same prompt is still open, e.g. after playing a card during a roll), then the channel
    and the other players hear of it."""
    bot = table_bot(interaction)

    async def receipt(outcome: Outcome) -> Outcome:
        fresh, ui = outcome.table, ui_of(bot)
        me = player_locale(interaction)
        reader = Reader(fresh, me, seat)
        echo = [e for e in outcome.events if e.to == frozenset({seat}) and e.code in ECHO_CODES]
        rest = [e for e in outcome.events if all(e is not x for x in echo)]
        lines = [
            f"✅ {describe_move(me, outcome.action)}",
            *(ui.private_line(e, reader=reader) for e in echo if e.code in SHOWN_ECHOES),
        ]
        view: discord.ui.View | None = None
        if (ui.stamp(fresh, seat) or CARDS_ONLY) == prompt:
            lines.append(ui.private_content(reader=reader))
            view = ui.private_view(reader=reader)
        elif isinstance(outcome.action, Keep) and fresh.state is not None and fresh.to_act():
            lines.append(t(me, "dicetown-dice-together"))
        await interaction.response.edit_message(content="\n".join(lines)[:2000], view=view)
        return replace(outcome, events=rest)

    await act_clicked(interaction, table, notation, guard, receipt=receipt)


# -- the controls --------------------------------------------------------------------------------------


class SeatControl:
    """A control of one seat's own (a private prompt's, or the offer menu of a tie): answered for
    the clicker's seat while the prompt (its stamp) or the tie (its ruling stamp) it was drawn for
    is still open; else it says why (a closed prompt's message loses its controls)."""

    game_id: int
    prompt: str = ""
    ruling: str | None = None
    gone = "dicetown-choice-closed"  # what a closed prompt's message says, losing its controls

    def open_prompt(self) -> str | None:
        """The stamp of the prompt the control must still match (None: a tie's, or none)."""
        return None if self.ruling is not None else self.prompt

    def guard(self, bot: TableBot) -> Guard:
        """What a move from this control must still match when it is applied: its prompt, or
        its tie, or (a card played whenever) only its game."""
        prompt = self.open_prompt()
        if prompt is not None:
            return Stamp(self.game_id, prompt, ui_of(bot).stamp)
        if self.ruling is not None:
            return Stamp(self.game_id, self.ruling, open_tie)
        return Version(self.game_id)

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        me = player_locale(interaction)
        table = await open_game(interaction, self.game_id, "dicetown-controls-over")
        if table is None:
            return
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            await reply(interaction, t(me, "dicetown-not-playing"))
            return
        prompt = self.open_prompt()
        public = table.view(None) if self.ruling is not None else None
        if (prompt is not None and ui_of(table_bot(interaction)).stamp(table, seat) != prompt) or (
            public is not None and (public["ruling"] is None or ruling_stamp(public) != self.ruling)
        ):
            old = interaction.message.content if interaction.message is not None else ""
            content = f"{old}\n*{t(me, self.gone)}*"[-2000:]
            await interaction.response.edit_message(content=content, view=None)
            return
        await self.answer(interaction, table, seat)

    async def answer(self, interaction: discord.Interaction, table: Table, seat: int) -> None:
        raise NotImplementedError


class KeepControl(
    SeatControl,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"dt:k:(?P<gid>\d+):(?P<st>[^:]+):(?P<op>[tcn]):(?P<m>\d+):(?P<i>\d)",
):
    """One control of a roll prompt: toggle die i (t), confirm the selection (c), keep none (n).
    The selection lives in the custom_ids (mask), so toggling needs no storage."""

    def __init__(
        self, game_id: int, prompt: str, op: str, mask: int, index: int = 0, *, label: str = "·", **look: Any
    ) -> None:
        self.game_id, self.prompt, self.op, self.mask, self.index = game_id, prompt, op, mask, index
        super().__init__(button(f"dt:k:{game_id}:{prompt}:{op}:{mask}:{index}", label, **look))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> KeepControl:
        return cls(int(match["gid"]), match["st"], match["op"], int(match["m"]), int(match["i"]))

    gone = "dicetown-roll-closed"

    async def answer(self, interaction: discord.Interaction, table: Table, seat: int) -> None:
        ui, me = ui_of(table_bot(interaction)), player_locale(interaction)
        if self.op == "t":
            mask = self.mask ^ (1 << self.index)
            await interaction.response.edit_message(
                content=ui.private_content(reader=Reader(table, me, seat), mask=mask),
                view=ui.private_view(reader=Reader(table, me, seat), mask=mask),
            )
            return
        roll = table.view(seat)["you"]["roll"]
        chosen = sorted(f for i, f in enumerate(roll) if self.mask >> i & 1) if self.op == "c" else []
        keep = str(Keep(tuple(chosen)))
        await act_privately(interaction, table, seat, keep, self.prompt, self.guard(table_bot(interaction)))


class PrivateButton(
    SeatControl,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"dt:a:(?P<gid>\d+):(?P<st>[^:]+):(?P<n>.+)",
):
    """Answers a private prompt with one move (play the card or not, a remedy)."""

    def __init__(
        self, game_id: int, prompt: str, notation: str, label: str | None = None, style: Style = Style.primary
    ) -> None:
        self.game_id, self.prompt, self.notation = game_id, prompt, notation
        super().__init__(button(f"dt:a:{game_id}:{prompt}:{notation}", label or notation, style=style))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> PrivateButton:
        return cls(int(match["gid"]), match["st"], match["n"], item.label)

    async def answer(self, interaction: discord.Interaction, table: Table, seat: int) -> None:
        guard = self.guard(table_bot(interaction))
        await act_privately(interaction, table, seat, self.notation, self.prompt, guard)


class PrivateSelect(
    SeatControl,
    discord.ui.DynamicItem[discord.ui.Select],
    template=r"dt:s:(?P<gid>\d+):(?P<st>[^:]+):(?P<kind>[a-z]+)",
):
    """A menu answering a private prompt: its values are moves, except for barbed wire, whose
    values are the one or two cards to fence."""

    def __init__(self, game_id: int, prompt: str, kind: str, **select: Any) -> None:
        self.game_id, self.prompt, self.kind = game_id, prompt, kind
        super().__init__(discord.ui.Select(custom_id=f"dt:s:{game_id}:{prompt}:{kind}", **select))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> PrivateSelect:
        return cls(int(match["gid"]), match["st"], match["kind"])

    def open_prompt(self) -> str | None:
        # A card play is judged by the engine whenever it comes (spec 3.8: not tied to a prompt).
        return None if self.kind == "play" else self.prompt

    async def answer(self, interaction: discord.Interaction, table: Table, seat: int) -> None:
        me = player_locale(interaction)
        values = list(self.item.values)
        if not values:
            await reply(interaction, t(me, "dicetown-choose-something"))
            return
        notation = "remedy wire " + " ".join(sorted(values)) if self.kind == "wire" else values[0]
        await act_privately(
            interaction, table, seat, notation, self.prompt, self.guard(table_bot(interaction))
        )


class RulingButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"dt:r:(?P<gid>\d+):(?P<st>[^:]+):(?P<op>[a-z]+)(?::(?P<arg>P\d))?",
):
    """A button of the ruling panel: offer, cards, pass (or stand), withdraw, award, chance, view."""

    def __init__(
        self, game_id: int, ruling: str, op: str, arg: str = "", *, label: str = "", **look: Any
    ) -> None:
        self.game_id, self.ruling, self.op, self.arg = game_id, ruling, op, arg
        custom_id = f"dt:r:{game_id}:{ruling}:{op}" + (f":{arg}" if arg else "")
        super().__init__(button(custom_id, label or op, **look))

    @property
    def opens_modal(self) -> bool:
        """Offer answers with a modal, which cannot follow a deferral (it reads a cached row)."""
        return self.op == "offer"

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> RulingButton:
        return cls(int(match["gid"]), match["st"], match["op"], match["arg"] or "", label=item.label or "")

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        me = player_locale(interaction)
        table = await open_game(interaction, self.game_id, "dicetown-buttons-over")
        if table is None:
            return
        public = table.view(None)
        if public["ruling"] is None or ruling_stamp(public) != self.ruling:
            await reply(interaction, t(me, "dicetown-tie-decided"))
            return
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            await reply(interaction, t(me, "dicetown-not-playing-talk"))
            return
        if self.op == "view":
            await reply(interaction, offered_cards_text(table.view(seat), seat, me))
            return
        if self.op in ("offer", "cards"):
            if seat not in [o["player"] for o in public["ruling"]["offers"]]:
                no = "dicetown-sheriff-no-offer" if seat == public["sheriff"] else "dicetown-contenders-only"
                await reply(interaction, t(me, no))
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
        await act_clicked(interaction, table, notation, Stamp(self.game_id, self.ruling, open_tie))


def add_card(select: discord.ui.Select[Any], card: View, value: str, me: str) -> None:
    """A card as a menu option: its name and points, and its kind beneath."""
    kind = t(me, "dicetown-kind-card", kind=card_kind(me, card["kind"]))[:100]
    select.add_option(label=card_option(me, card), value=value, description=kind)


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
        view = table.view(seat)
        holder = view["players"][seat]
        offer = own_offer(view, seat)
        assert offer is not None
        escrow = view["ruling"]["mode"] == "escrow"
        # The fields hold totals: what is already offered (held in escrow, or paid up front) plus
        # what the contender still has.
        max_dollars = holder["dollars"] + offer["dollars"]
        max_nuggets = holder["nuggets"] + offer["nuggets"]

        title = t(me, "dicetown-modal-title", prize=prize(me, view["ruling"]))[:45]
        # discord.py keeps one open modal per custom_id: two contenders' forms must not share one,
        # or the second replaces the first and the first one's answer is read with its fields.
        custom_id = f"dt:om:{table.id}:{ruling}:{seat}"
        super().__init__(title=title, custom_id=custom_id, timeout=15 * 60)
        self.game_id, self.seat, self.ruling, self.escrow = table.id, seat, ruling, escrow
        self.dollars = _field(t(me, "dicetown-modal-dollars", most=max_dollars), str(offer["dollars"]), 3)
        self.nuggets = _field(t(me, "dicetown-modal-nuggets", most=max_nuggets), str(offer["nuggets"]), 3)
        pool = card_pool(view, seat)
        offered = ", ".join(card_name(me, c["name"]) for c in offer.get("cards", [])) or None
        held = ", ".join(card_name(me, c["name"]) for c in pool)[:100] or t(me, "dicetown-modal-no-card")
        self.cards = _field(t(me, "dicetown-modal-cards"), offered, 300, placeholder=held)
        self.promise = _field(
            t(me, "dicetown-modal-promise"),
            offer["promise"] or None,
            OFFER_PROMISE_MAX,
            style=discord.TextStyle.paragraph,
            placeholder=t(me, "dicetown-modal-promise-example")[:100],
        )
        for item in (self.dollars, self.nuggets, self.cards, self.promise):
            if item is self.nuggets and not max_nuggets:  # no nugget field for a player without any
                continue
            if item is self.cards and not pool:
                continue
            self.add_item(item)

    @guarded
    async def on_submit(self, interaction: discord.Interaction) -> None:
        me = player_locale(interaction)
        dollars = _amount(self.dollars.value, "dollars", me)
        nuggets = _amount(self.nuggets.value, "nuggets", me)
        table = await clicked_table(interaction, self.game_id)
        if table is None or table.state is None or not table.row.open:
            raise TableError(t(me, "dicetown-over"))
        if table.seat_of(interaction.user.id) != self.seat:
            # Its fields hold another contender's offer, cards included: nothing of it is read.
            raise TableError(t(me, "dicetown-not-your-form"))
        public = table.view(None)
        if public["ruling"] is None or ruling_stamp(public) != self.ruling:
            raise TableError(t(me, "dicetown-ruled-meanwhile"))
        own = table.view(self.seat)
        current = own_offer(own, self.seat)
        if current is None:
            raise TableError(t(me, "dicetown-not-contender"))
        words = self.cards.value.replace(";", ",").replace("、", ",").split(",")
        cards = find_cards(words, card_pool(own, self.seat), me)
        promise = self.promise.value
        notation = whole_offer(current, dollars, nuggets, cards, promise, escrow=self.escrow, locale=me)
        await make_offer(interaction, table, self.seat, notation, Stamp(self.game_id, self.ruling, open_tie))


async def make_offer(
    interaction: discord.Interaction, table: Table, seat: int, notation: str, guard: Guard
) -> None:
    """Apply one offer move for the clicker, confirm it to him privately, and show it: the ruling
    panel is edited in place unless the move unlocked or closed the tie."""

    async def receipt(outcome: Outcome) -> Outcome:
        me = player_locale(interaction)
        offer = own_offer(outcome.table.view(seat), seat)
        text = t(me, "dicetown-done")
        if offer is not None:
            text = t(me, "dicetown-offer-made", offer=offer_summary(offer, with_cards=True, locale=me))
        await reply(interaction, text)
        return outcome

    await act_clicked(interaction, table, notation, guard, receipt=receipt)


def _field(label: str, offered: str | None, most: int, **more: Any) -> discord.ui.TextInput[Any]:
    """An optional field of the offer modal, holding what is already offered to start."""
    return discord.ui.TextInput(label=label[:45], default=offered, required=False, max_length=most, **more)


def _amount(raw: str, what: str, me: str = "en") -> int:
    raw = raw.strip().lstrip("$") or "0"
    if not raw.isdigit():
        raise TableError(t(me, "dicetown-whole-number", what=what, wrote=repr(raw)))
    return int(raw)


def cards_menu(table: Table, seat: int, ruling: str, me: str = "en") -> tuple[str, discord.ui.View]:
    """The card hand to add cards to the offer from (one whole offer per choice)."""
    view = table.view(seat)
    menu = discord.ui.View(timeout=None)
    offer = own_offer(view, seat)
    if offer is None:
        return t(me, "dicetown-tie-over"), menu
    hand = view["you"]["hand"][:25]
    if hand:
        select = OfferCardSelect(table.id, ruling, min_values=1, max_values=len(hand))
        select.item.placeholder = t(me, "dicetown-add-cards")
        for card in hand:
            add_card(select.item, card, card["id"], me)
        menu.add_item(select)
    how = t(me, "dicetown-add-if-you-like") if hand else t(me, "dicetown-no-card-to-offer")
    standing = offer_summary(offer, with_cards=True, locale=me)
    return t(me, "dicetown-standing-offer", offer=standing, how=how), menu


class OfferCardSelect(
    SeatControl, discord.ui.DynamicItem[discord.ui.Select], template=r"dt:oc:(?P<gid>\d+):(?P<st>[^:]+)"
):
    """Adds the chosen cards of the card hand to the standing offer."""

    def __init__(self, game_id: int, ruling: str, **select: Any) -> None:
        self.game_id, self.ruling = game_id, ruling
        super().__init__(discord.ui.Select(custom_id=f"dt:oc:{game_id}:{ruling}", **select))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> OfferCardSelect:
        return cls(int(match["gid"]), match["st"])

    gone = "dicetown-tie-over"

    async def answer(self, interaction: discord.Interaction, table: Table, seat: int) -> None:
        me = player_locale(interaction)
        own = table.view(seat)
        current = own_offer(own, seat)
        if current is None:
            await reply(interaction, t(me, "dicetown-not-contender"))
            return
        notation = whole_offer(
            current,
            current["dollars"],
            current["nuggets"],
            sorted({*current_ids(current), *self.item.values}),
            current["promise"],
            escrow=own["ruling"]["mode"] == "escrow",
            locale=me,
        )
        await make_offer(interaction, table, seat, notation, self.guard(table_bot(interaction)))
