"""How Dice Town looks in Discord (spec 8): the board's waiting line says what the table waits for
(✅/⏳ of a roll step, the ruling panel, a private choice), the ruling panel's buttons sit under the
board, and every private prompt (roll, resolution choice, remedy) comes with its controls in the
player's DM or, when DMs are closed, in the ephemeral "Show mine" answer.

Channel text is built from the spectator view and private text from the seat's own view, so a
secret cannot reach the channel through this module.
"""

from __future__ import annotations

from typing import Any

import discord

from games.core import Event, Result
from games.dicetown import (
    FACE_NAMES,
    PROMPT_TIMEOUT,
    REMEDY_NAMES,
    TIMEOUTS,
    Bid,
    Keep,
    OfferCard,
    OfferDollars,
    OfferNuggets,
    Pass,
    PlayLoaded,
    PlayStickUp,
    Promise,
    Remedy,
    TakeRemedy,
    Target,
    Withdraw,
    describe,
)
from render import dicetown as R

from ... import deadlines
from ...gameui import GameUI
from ...tables import Outcome, Table
from .components import KeepControl, PrivateButton, PrivateSelect, RulingButton
from .text import (
    CARDS_ONLY,
    LOCATION_TITLES,
    View,
    cost_text,
    keep_prompt,
    mark,
    plural,
    prompt_of,
    ruling_stamp,
    selection_line,
    stamp,
    status_lines,
    tag,
    waiting_line,
)

# Private events that only repeat the player's own choice or what the board shows to everyone.
QUIET_CODES = frozenset(
    {"keep_confirmed", "remedy_secret", "store_keep", "saloon_keep", "ruling_sheriff", "ruling_contender"}
)
OFFER_MOVES = (Bid, OfferDollars, OfferNuggets, OfferCard, Promise, Pass, Withdraw)


class DiceTownUI(GameUI):
    """Dice Town's presentation; see the module docstring."""

    draw_private = staticmethod(R.draw_private)

    def in_place(self, outcome: Outcome) -> bool:
        """A move that changes only a line of the board: a keep that leaves the roll step open (spec
        8.3: the channel shows ✅/⏳), or an offer change that neither unlocks nor closes the tie (the
        ruling panel shows every standing offer)."""
        if outcome.finished:
            return False
        codes = {e.code for e in outcome.events}
        if isinstance(outcome.action, Keep):
            return "reveal" not in codes
        if isinstance(outcome.action, TakeRemedy):  # ✅/⏳ of the visitors while others choose
            return codes <= {"remedy_chosen", "remedy_secret"}
        return isinstance(outcome.action, OFFER_MOVES) and not codes & {
            "ruling_unlocked",
            "award",
            "award_random",
        }

    def greeting(self, table: Table, seat: int) -> str:
        """The first DM says what to do: the roll is below, which dice to keep, and the goal."""
        view = self.game.view(table.state, seat)
        lines = [
            "The game has begun. Each round everyone rolls in secret and keeps dice; then the most 9s "
            "win the Gold Mine, 10s the Bank, Jacks the General Store, Queens the Saloon, Kings the "
            "Sheriff's badge, and the best poker hand the Town Hall.",
        ]
        if prompt_of(view, seat) == "keep":
            lines.append(keep_prompt(view, 0))
        return "\n".join(lines)

    def direct_message(self, event: Event) -> bool:
        """No DM for a keep or remedy the player just chose, nor for a tie the channel's ruling
        panel shows with its buttons; rolls, prompts and cards drawn still come by DM."""
        return event.code not in QUIET_CODES

    def stamp(self, table: Table, seat: int) -> str | None:
        """The stamp of the prompt this seat has open (text.stamp), None if it has none."""
        if table.state is None or table.row.status != "active":
            return None
        return stamp(self.game.view(table.state, None), seat)

    def name(self, table: Table, seat: int) -> str:
        """ "🟦 P2" (with the name when the bot knows it) for button and menu labels, which cannot
        show mentions; the message beside them maps each seat to its player."""
        user = self.bot.get_user(table.user_of(seat))
        return f"{mark(seat)} P{seat + 1}" + (f" {user.display_name}" if user is not None else "")

    # -- text ------------------------------------------------------------------------------------

    def waiting_line(self, table: Table) -> str:
        if table.state is None or table.row.status != "active":
            return ""
        line = waiting_line(table, self.public_view(table))
        me = self.bot.user
        return line.replace("@Table Bot", f"@{me.display_name}") if me is not None else line

    def status_extra(self, table: Table) -> str:
        return "\n".join(status_lines(table, self.public_view(table)))

    def label(self, action: Any) -> str:
        text = describe(action).rstrip(".")
        return text if len(text) <= 80 else text[:79] + "…"

    def result_text(self, table: Table, result: Result) -> str:
        """Scores by category, then every card hand, revealed at the end (spec 3.10)."""
        view = self.public_view(table)
        lines = [f"**Dice Town: game over.** {self.names(table, result.reason)}"]
        for group in result.ranking:
            for seat in group:
                b = result.breakdown[seat]
                parts = [
                    plural(b["nuggets"], "nugget"),
                    f"{b['dollars']} from dollars",
                    f"{b['equipment']} equipment",
                    f"{b['property']} property",
                ]
                if b["sheriff"]:
                    parts.append(f"{b['sheriff']} Sheriff ⭐")
                mark = " 🏆" if seat in result.winners else ""
                lines.append(
                    f"{result.rank_of(seat)}. {tag(table, seat)} **{result.scores[seat]} VP**{mark}: "
                    + ", ".join(parts)
                )
        lines.append("Card hands, revealed:")
        for entry in view["players"]:
            cards = [*entry.get("hand", []), *entry["fenced"]]
            shown = ", ".join(f"{c['name']} ({c['vp']})" for c in cards) or "no card"
            lines.append(f"• {tag(table, entry['seat'])}: {shown}")
        return "\n".join(lines)

    def decision_seconds(self, table: Table, seat: int) -> int | None:
        """Spec 8.7's time per prompt: the live preset for the live pace, the async one for the
        slower paces; no deadline without a pace. Away players get a tenth of it."""
        if deadlines.limit_of(table.row.meta) is None or table.state is None:
            return None
        preset = TIMEOUTS["live" if table.row.meta.get("pace") == "live" else "async"]
        key = PROMPT_TIMEOUT.get(prompt_of(self.public_view(table), seat) or "")
        if key is None:
            return super().decision_seconds(table, seat)
        seconds = int(preset[key])
        if seat in table.row.meta.get("away", []):
            seconds = max(1, round(seconds * float(TIMEOUTS["away_timeout_factor"])))
        return seconds

    # -- the board's buttons -----------------------------------------------------------------------

    def board_view(self, table: Table) -> discord.ui.View | None:
        """The ruling panel's buttons during a tie; Show mine and Status always."""
        from ...components import ShowMineButton, StatusButton

        if table.state is None or table.row.status != "active":
            return None
        view = discord.ui.View(timeout=None)
        public = self.public_view(table)
        if public["ruling"] is not None:
            self._ruling_buttons(view, table, public)
        for item in (ShowMineButton(table.id), StatusButton(table.id)):
            item.row = 4
            view.add_item(item)
        return view

    def _ruling_buttons(self, view: discord.ui.View, table: Table, public: View) -> None:
        ruling = public["ruling"]
        key = ruling_stamp(public)
        unlocked = ruling["unlocked"]
        # Contenders may change their offers until the ruling (spec 3.5 step 2), unlocked or not.
        if ruling["offers"]:
            view.add_item(
                RulingButton(
                    table.id,
                    key,
                    "offer",
                    label="Offer",
                    emoji="💰",
                    style=discord.ButtonStyle.primary,
                    row=0,
                )
            )
            view.add_item(RulingButton(table.id, key, "cards", label="Cards", emoji="🃏", row=0))
            view.add_item(RulingButton(table.id, key, "pass", label="Pass", emoji="✋", row=0))
            if ruling["mode"] == "escrow":
                view.add_item(RulingButton(table.id, key, "withdraw", label="Withdraw", emoji="↩️", row=0))
        for seat in ruling["contenders"][:5]:
            label = f"Award to {self.name(table, seat)}"
            view.add_item(
                RulingButton(
                    table.id,
                    key,
                    "award",
                    f"P{seat + 1}",
                    label=label,
                    emoji="⚖️",
                    style=discord.ButtonStyle.success,
                    disabled=not unlocked,
                    row=1,
                )
            )
        view.add_item(
            RulingButton(
                table.id, key, "random", label="Let chance decide", emoji="🎲", disabled=not unlocked, row=2
            )
        )
        view.add_item(RulingButton(table.id, key, "view", label="Offered cards", emoji="🔍", row=2))

    # -- private prompts -------------------------------------------------------------------------------

    def private_content(self, table: Table, seat: int, mask: int = 0) -> str:
        """What a seat's open prompt asks, in its own words (the text beside its controls)."""
        if table.state is None:
            return ""
        view = self.game.view(table.state, seat)
        prompt = prompt_of(view, seat)
        you = view["you"]
        drawn = ", ".join(f"{c['name']} ({c['vp']})" for c in you["drawn"])
        match prompt:
            case "keep":
                return keep_prompt(view, mask)
            case "store_pick":
                return f"General Store: you drew {drawn}. Keep one; the others go under the deck."
            case "saloon_pick":
                target = view["choice"]["target"]
                return f"Saloon: you drew {drawn} from P{target + 1}'s hand. Keep one; the rest go back."
            case "saloon_target":
                n = plural(view["choice"]["count"], "card")
                return f"Saloon: choose whom to steal from. You draw {n} at random from that hand, keep one."
            case "spree":
                return "You won the General Store and hold a Shopping Spree: play it to draw twice?"
            case "regular":
                return "You won the Saloon and hold a Saloon Regular: play it to steal twice?"
            case "remedy":
                return (
                    "Doc Badluck: you won nothing this round. Choose your remedy; "
                    "it stays secret until every visitor has chosen."
                )
            case "offer":
                title = LOCATION_TITLES[view["ruling"]["location"]]
                return (
                    f"You are tied for the {title}: make your offer (or pass) under the board in the "
                    "channel, or write it there mentioning me. You may change it until the Sheriff rules."
                )
            case "rule":
                title = LOCATION_TITLES[view["ruling"]["location"]]
                return (
                    f"Every contender has made an offer or passed: award the {title} under the board in "
                    "the channel (offers may still change until you do)."
                )
        return ""

    def private_view(self, table: Table, seat: int, mask: int = 0) -> discord.ui.View | None:
        """The controls of the seat's open prompt (spec 8.3-8.4), plus its playable action cards."""
        if table.state is None or table.row.status != "active":
            return None
        view = self.game.view(table.state, seat)
        # Action cards may be played with no prompt open (spec 3.8): their menu then carries a
        # stamp that names no prompt, and the engine judges the play.
        key = stamp(view, seat) or CARDS_ONLY
        prompt = prompt_of(view, seat)
        items: list[discord.ui.Item[Any]] = []
        match prompt:
            case "keep":
                items += self._keep_controls(table, view, key, mask)
            case "store_pick" | "saloon_pick":
                items.append(self._card_pick(table, view, key))
            case "saloon_target":
                items.append(self._target_pick(table, seat, key))
            case "spree" | "regular":
                play = "play spree" if prompt == "spree" else "play regular"
                items.append(PrivateButton(table.id, key, play, "Play it now", discord.ButtonStyle.success))
                items.append(
                    PrivateButton(table.id, key, "skip", "Keep the card", discord.ButtonStyle.secondary)
                )
            case "remedy":
                items += self._remedies(table, seat, key)
        plays = [a for a in self.game.legal(table.state, seat) if isinstance(a, PlayLoaded | PlayStickUp)]
        if plays:
            items.append(self._card_plays(table, key, plays))
        if not items:
            return None
        out = discord.ui.View(timeout=None)
        for item in items:
            out.add_item(item)
        return out

    def _keep_controls(self, table: Table, view: View, key: str, mask: int) -> list[discord.ui.Item[Any]]:
        roll = view["you"]["roll"]
        dollars = view["players"][view["you"]["seat"]]["dollars"]
        items: list[discord.ui.Item[Any]] = []
        for i, face in enumerate(roll):
            on = bool(mask >> i & 1)
            items.append(
                KeepControl(
                    table.id,
                    key,
                    "t",
                    mask,
                    i,
                    label=("✓ " if on else "") + FACE_NAMES[face],
                    style=discord.ButtonStyle.success if on else discord.ButtonStyle.secondary,
                    row=0,
                )
            )
        line, ok = selection_line(roll, mask, dollars)
        items.append(
            KeepControl(
                table.id,
                key,
                "c",
                mask,
                label=line,
                style=discord.ButtonStyle.primary,
                disabled=not ok,
                row=1,
            )
        )
        if view["options"]["keep_none"]:
            items.append(
                KeepControl(
                    table.id, key, "n", 0, label=f"Keep none ({cost_text(1)})", disabled=dollars < 1, row=1
                )
            )
        return items

    def _card_pick(self, table: Table, view: View, key: str) -> PrivateSelect:
        select = PrivateSelect(table.id, key, "take", placeholder="Keep one card…", row=0)
        for card in view["you"]["drawn"]:
            select.item.add_option(
                label=f"{card['name']} ({card['vp']} VP)"[:100],
                value=f"take {card['id']}",
                description=f"{card['kind']} card"[:100],
            )
        return select

    def _target_pick(self, table: Table, seat: int, key: str) -> PrivateSelect:
        public = self.public_view(table)
        select = PrivateSelect(table.id, key, "target", placeholder="Steal from…", row=0)
        for action in self.game.legal(table.state, seat):
            if isinstance(action, Target):
                entry = public["players"][action.seat]
                select.item.add_option(
                    label=f"Steal from {self.name(table, action.seat)}"[:100],
                    value=str(action),
                    description=f"{plural(entry['hand_size'], 'card')} in hand: {entry['store_cards']} "
                    f"General Store, {entry['property_cards']} property"[:100],
                )
        return select

    def _remedies(self, table: Table, seat: int, key: str) -> list[discord.ui.Item[Any]]:
        items: list[discord.ui.Item[Any]] = []
        wire: list[str] = []
        for action in self.game.legal(table.state, seat):
            if not isinstance(action, TakeRemedy):
                continue
            if action.remedy is Remedy.WIRE:
                wire += [c for c in action.cards if len(action.cards) == 1]
                continue
            label = REMEDY_NAMES[action.remedy]
            items.append(PrivateButton(table.id, key, str(action), label, discord.ButtonStyle.primary))
        if wire:
            hand = {c["id"]: c for c in self.game.view(table.state, seat)["you"]["hand"]}
            select = PrivateSelect(
                table.id,
                key,
                "wire",
                placeholder="Barbed wire: fence 1 or 2 cards…",
                min_values=1,
                max_values=min(2, len(wire)),
                row=1,
            )
            for card_id in wire[:25]:
                card = hand[card_id]
                select.item.add_option(label=f"{card['name']} ({card['vp']} VP)"[:100], value=card_id)
            items.append(select)
        return items

    def _card_plays(self, table: Table, key: str, plays: list[Any]) -> PrivateSelect:
        select = PrivateSelect(table.id, key, "play", placeholder="Play an action card…", row=2)
        for action in plays:
            if isinstance(action, PlayLoaded):
                label = f"Loaded Die: your next roll includes a {FACE_NAMES[action.face]}"
            else:
                label = f"Stick-Up on {self.name(table, action.target)}: take up to $4"
            select.item.add_option(label=label[:100], value=str(action))
        return select
