"""How Dice Town looks in Discord (spec 8): the board's waiting line says what the table waits for
(✅/⏳ of a roll step, the ruling panel, a private choice), the ruling panel's buttons sit under the
board, and every private prompt (roll, resolution choice, remedy) comes with its controls in the
player's DM or, when DMs are closed, in the ephemeral "Show mine" answer.

Channel text is built from the spectator view and private text from the seat's own view, so a
secret cannot reach the channel through this module.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from itertools import chain
from typing import Any

import discord

import bot.cogs.dicetown.events as events
from games import dicetown as D
from games.core import Event, Result
from games.dicetown import FACE_NAMES, Keep, PlayLoaded, PlayStickUp, Remedy, TakeRemedy, Target
from render import dicetown as R
from render.core import Say, score_table

from ... import deadlines
from ...gameui import GameUI, Reader, seat_mark, seat_tag
from ...i18n import DEFAULT, names, t
from ...replies import clip
from ...services.offers import ruling_at
from ...tables import Outcome, Table
from .components import KeepControl, PrivateButton, PrivateSelect, RulingButton, Style, add_card
from .text import (
    CARDS_ONLY,
    View,
    card_list,
    card_option,
    cost_text,
    describe_move,
    keep_prompt,
    location_title,
    prompt_of,
    ruling_stamp,
    selection,
    stamp,
    status_lines,
    waiting_line,
    who,
)
from .words import image_words

# Private events that only repeat the player's own choice or what the board shows to everyone.
QUIET_CODES = frozenset(
    {"keep_confirmed", "remedy_secret", "store_keep", "saloon_keep", "ruling_sheriff", "ruling_contender"}
)
# What an offer move does besides changing its offer, which the ruling panel's line cannot show.
TIE_CHANGES = frozenset({"ruling_unlocked", "award", "award_random"})
# Prompts whose text has nothing to fill in.
PLAIN_PROMPTS = {"spree": "dicetown-spree", "regular": "dicetown-regular", "remedy": "dicetown-remedy"}
OFFER_MOVES = (D.Bid, D.OfferDollars, D.OfferNuggets, D.OfferCard, D.Promise, D.Pass, D.Withdraw)


class DiceTownUI(GameUI):
    draw_private = staticmethod(R.draw_private)

    # -- images, with their words in the reader's language ------------------------------------------

    def image_words(self, *, locale: str) -> Say | None:
        return image_words(locale)

    def final_images(self, result: Result, *, reader: Reader) -> list[tuple[str, Any]]:
        """The final score table, its headings in the reader's (the channel's) language."""
        table = reader.table
        say = image_words(reader.locale)
        if say is None:
            return super().final_images(result, reader=reader)
        places = [result.rank_of(s) for s in range(len(table.players))]
        breakdown = list(result.breakdown)
        keys = [*dict.fromkeys(k for b in breakdown for k in b), "total", "place"]
        headings = {k: say("score-heading", category=k) for k in keys}
        image = score_table(
            breakdown,
            list(result.scores),
            places,
            labels=self.seat_names(table, reader.locale),
            title=say("final-scores"),
            headings=headings,
        )
        return [("scores.png", image)]

    def score_headings(self, codes: Sequence[str], *, reader: Reader) -> dict[str, str]:
        """As the final table heads its columns, in the reader's language (English included)."""
        return {k: t(reader.locale, "img-dicetown-score-heading", category=k) for k in codes}

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
        return isinstance(outcome.action, OFFER_MOVES) and not codes & TIE_CHANGES

    def greeting(self, *, reader: Reader) -> str:
        """The first DM says what to do: the roll is below, which dice to keep, and the goal."""
        me, seat = reader.locale, reader.me
        view = reader.table.view(seat)
        lines = [t(me, "dicetown-greeting")]
        if prompt_of(view, seat) == "keep":
            lines.append(keep_prompt(view, 0, me))
        return "\n".join(lines)

    def direct_message(self, event: Event) -> bool:
        """No DM for a keep or remedy the player just chose, nor for a tie the channel's ruling
        panel shows with its buttons; rolls, prompts and cards drawn still come by DM."""
        return event.code not in QUIET_CODES

    def stamp(self, table: Table, seat: int) -> str | None:
        if table.state is None or table.row.status != "active":
            return None
        return stamp(table.view(None), seat)

    def private_turn(self, table: Table) -> str:
        """A round: its rolls, the cards it draws and the prompts it opens are one turn's steps."""
        if table.state is None:
            return super().private_turn(table)
        return f"round {self.public_view(table)['round']}"

    def event_params(self, event: Event, *, reader: Reader) -> dict[str, Any]:
        return events.params(reader.locale, event.code, event.params)

    def name(self, table: Table, seat: int) -> str:
        """ "🟦 P2" (with the name when the bot knows it) for button and menu labels, which cannot
        show mentions; the message beside them maps each seat to its player."""
        user = self.bot.get_user(table.user_of(seat))
        return f"{seat_mark(seat)} P{seat + 1}" + (f" {user.display_name}" if user is not None else "")

    # -- text ------------------------------------------------------------------------------------

    def waiting_line(self, *, reader: Reader) -> str:
        table = reader.table
        if table.state is None or table.row.status != "active":
            return ""
        here = reader.locale
        line = waiting_line(table, self.public_view(table), here)
        line = "\n".join(filter(None, (line, self.bot_ruling(table, here))))
        me = self.bot.user
        return line.replace("@Table Bot", f"@{me.display_name}") if me is not None else line

    def status_extra(self, *, reader: Reader) -> str:
        table, here = reader.table, reader.locale
        lines = status_lines(table, self.public_view(table), here)
        return "\n".join(filter(None, (*lines, self.bot_ruling(table, here))))

    def bot_ruling(self, table: Table, here: str) -> str:
        """When a bot Sheriff giving people time to bribe it will rule (a time Discord shows in
        each reader's own words and zone); empty when no bot waits for offers."""
        at = ruling_at(table, self.bot.clock())
        if at is None or table.state is None:
            return ""
        sheriff = who(table, table.state.sheriff)
        return t(here, "dicetown-bot-sheriff-rules", sheriff=sheriff, when=f"<t:{math.ceil(at)}:R>")

    def label(self, action: Any, *, reader: Reader) -> str:
        """A move as /play suggests it, in the typing player's words: "保留 9 9（免费）"."""
        return clip(describe_move(reader.locale, action).rstrip(".。"), 80)

    def final_text(self, result: Result, *, reader: Reader) -> str:
        """The final board's text: the winners and every hand; the scores are the table's."""
        return self._result_text(result, reader, shown=True)

    def result_text(self, result: Result, *, reader: Reader) -> str:
        return self._result_text(result, reader, shown=False)

    def _result_text(self, result: Result, reader: Reader, *, shown: bool) -> str:
        """Scores by category, then every card hand, revealed at the end (spec 3.10). `shown`: the
        final score table goes with the text, which then leaves the scores to it."""
        table, here = reader.table, reader.locale
        view = self.public_view(table)
        said = result.reason
        if here != DEFAULT and result.winners:
            top = sorted(result.winners)
            said = t(
                here,
                "dicetown-end-reason",
                winners=names(here, [f"<seat:{s}>" for s in top]),
                count=len(top),
                points=result.scores[top[0]],
                why="mine" if view["mine"] == 0 else "property",
            )
        lines = [t(here, "dicetown-game-over", reason=table.mentions(said))]
        if not shown:
            lines.extend(self._score_lines(table, result, here))
        lines.append(t(here, "dicetown-hands-revealed"))
        for entry in view["players"]:
            cards = [*entry.get("hand", []), *entry["fenced"]]
            hand = card_list(here, cards) or t(here, "dicetown-no-card")
            lines.append(f"• {seat_tag(table, entry['seat'])}: {hand}")
        return "\n".join(lines)

    def _score_lines(self, table: Table, result: Result, here: str) -> list[str]:
        lines = []
        sep = t(here, "dicetown-list-sep")
        for seat in chain.from_iterable(result.ranking):
            b = result.breakdown[seat]
            parts = [
                t(here, "dicetown-nuggets", count=b["nuggets"]),
                t(here, "dicetown-score-dollars", points=b["dollars"]),
                t(here, "dicetown-score-equipment", points=b["equipment"]),
                t(here, "dicetown-score-property", points=b["property"]),
            ]
            if b["sheriff"]:
                parts.append(t(here, "dicetown-score-sheriff", points=b["sheriff"]))
            mark = " 🏆" if seat in result.winners else ""
            lines.append(
                t(
                    here,
                    "dicetown-score-line",
                    place=result.rank_of(seat),
                    player=seat_tag(table, seat),
                    points=result.scores[seat],
                    mark=mark,
                    parts=sep.join(parts),
                )
            )
        return lines

    def decision_seconds(self, table: Table, seat: int) -> int | None:
        """Spec 8.7's time per prompt: the live preset for the live pace, the async one for the
        slower paces; no deadline without a pace. Away players get a tenth of it."""
        if deadlines.limit_of(table.row.meta) is None or table.state is None:
            return None
        preset = D.TIMEOUTS["live" if table.row.meta.get("pace") == "live" else "async"]
        key = D.PROMPT_TIMEOUT.get(prompt_of(self.public_view(table), seat) or "")
        if key is None:
            return super().decision_seconds(table, seat)
        seconds = int(preset[key])
        if seat in table.row.meta.get("away", []):
            seconds = max(1, round(seconds * float(D.TIMEOUTS["away_timeout_factor"])))
        return seconds

    # -- the board's buttons -----------------------------------------------------------------------

    def board_view(self, *, reader: Reader) -> discord.ui.View | None:
        """The ruling panel's buttons during a tie; Show mine and Status always."""
        from ...components import ShowMineButton, StatusButton

        table, here = reader.table, reader.locale
        if table.state is None or table.row.status != "active":
            return None
        view = discord.ui.View(timeout=None)
        public = self.public_view(table)
        if public["ruling"] is not None:
            self._ruling_buttons(view, table, public, here)
        for item in (ShowMineButton(table.id, locale=here), StatusButton(table.id, locale=here)):
            item.row = 4
            view.add_item(item)
        return view

    def _ruling_buttons(self, view: discord.ui.View, table: Table, public: View, here: str) -> None:
        ruling, key = public["ruling"], ruling_stamp(public)
        locked = not ruling["unlocked"]

        def add(op: str, label: str, emoji: str, row: int, arg: str = "", **look: Any) -> None:
            view.add_item(RulingButton(table.id, key, op, arg, label=label, emoji=emoji, row=row, **look))

        # Contenders may change their offers until the ruling (spec 3.5 step 2), unlocked or not.
        if ruling["offers"]:
            add("offer", t(here, "dicetown-button-offer"), "💰", 0, style=Style.primary)
            add("cards", t(here, "dicetown-button-cards"), "🃏", 0)
            add("pass", t(here, "dicetown-button-pass"), "✋", 0)
            if ruling["mode"] == "escrow":
                add("withdraw", t(here, "dicetown-button-withdraw"), "↩️", 0)
        for seat in ruling["contenders"][:5]:
            label = t(here, "dicetown-award-to", player=self.name(table, seat))
            add("award", label, "⚖️", 1, f"P{seat + 1}", style=Style.success, disabled=locked)
        add("random", t(here, "dicetown-let-chance"), "🎲", 2, disabled=locked)
        add("view", t(here, "dicetown-offered-cards"), "🔍", 2)

    # -- private prompts -------------------------------------------------------------------------------

    def private_content(self, *, reader: Reader, mask: int = 0) -> str:
        """What the reading seat's open prompt asks, in its own words (the text beside its
        controls); `mask`: the dice of a roll toggled so far."""
        table, seat, me = reader.table, reader.me, reader.locale
        if table.state is None:
            return ""
        view = table.view(seat)
        prompt = prompt_of(view, seat)
        drawn = card_list(me, view["you"]["drawn"])
        if prompt in PLAIN_PROMPTS:
            return t(me, PLAIN_PROMPTS[prompt])
        match prompt:
            case "keep":
                return keep_prompt(view, mask, me)
            case "store_pick":
                return t(me, "dicetown-store-pick", cards=drawn)
            case "saloon_pick":
                return t(me, "dicetown-saloon-pick", cards=drawn, seat=view["choice"]["target"] + 1)
            case "saloon_target":
                return t(me, "dicetown-saloon-target", count=view["choice"]["count"])
            case "offer":
                return t(me, "dicetown-offer-prompt", location=location_title(me, view["ruling"]["location"]))
            case "rule":
                return t(me, "dicetown-rule-prompt", location=location_title(me, view["ruling"]["location"]))
        return ""

    def private_view(self, *, reader: Reader, mask: int = 0) -> discord.ui.View | None:
        """The controls of the reading seat's open prompt (spec 8.3-8.4), plus its playable
        action cards."""
        table, seat, me = reader.table, reader.me, reader.locale
        if table.state is None or table.row.status != "active":
            return None
        view = table.view(seat)
        # Action cards may be played with no prompt open (spec 3.8): their menu then carries a
        # stamp that names no prompt, and the engine judges the play.
        key = stamp(view, seat) or CARDS_ONLY
        prompt = prompt_of(view, seat)
        items: list[discord.ui.Item[Any]] = []
        match prompt:
            case "keep":
                items += self._keep_controls(table, view, key, mask, me)
            case "store_pick" | "saloon_pick":
                items.append(self._card_pick(table, view, key, me))
            case "saloon_target":
                items.append(self._target_pick(table, seat, key, me))
            case "spree" | "regular":
                now, keep = t(me, "dicetown-play-now"), t(me, "dicetown-keep-card")
                items.append(PrivateButton(table.id, key, f"play {prompt}", now, Style.success))
                items.append(PrivateButton(table.id, key, "skip", keep, Style.secondary))
            case "remedy":
                items += self._remedies(table, seat, key, me)
        plays = [a for a in table.legal(seat) if isinstance(a, PlayLoaded | PlayStickUp)]
        if plays:
            items.append(self._card_plays(table, key, plays, me))
        if not items:
            return None
        out = discord.ui.View(timeout=None)
        for item in items:
            out.add_item(item)
        return out

    def _keep_controls(
        self, table: Table, view: View, key: str, mask: int, me: str
    ) -> list[discord.ui.Item[Any]]:
        roll = view["you"]["roll"]
        dollars = view["players"][view["you"]["seat"]]["dollars"]
        items: list[discord.ui.Item[Any]] = []
        for i, face in enumerate(roll):
            on = bool(mask >> i & 1)
            label = ("✓ " if on else "") + FACE_NAMES[face]
            style = Style.success if on else Style.secondary
            items.append(KeepControl(table.id, key, "t", mask, i, label=label, style=style, row=0))
        line, _, ok = selection(roll, mask, dollars, me)
        items.append(
            KeepControl(table.id, key, "c", mask, label=line, style=Style.primary, disabled=not ok, row=1)
        )
        if view["options"]["keep_none"]:
            none = t(me, "dicetown-keep-none", cost=cost_text(1, me))
            items.append(KeepControl(table.id, key, "n", 0, label=none, disabled=dollars < 1, row=1))
        return items

    def _card_pick(self, table: Table, view: View, key: str, me: str) -> PrivateSelect:
        select = PrivateSelect(table.id, key, "take", placeholder=t(me, "dicetown-keep-one"), row=0)
        for card in view["you"]["drawn"]:
            add_card(select.item, card, f"take {card['id']}", me)
        return select

    def _target_pick(self, table: Table, seat: int, key: str, me: str) -> PrivateSelect:
        public = self.public_view(table)
        select = PrivateSelect(table.id, key, "target", placeholder=t(me, "dicetown-steal-from"), row=0)
        for action in table.legal(seat):
            if isinstance(action, Target):
                entry = public["players"][action.seat]
                cards = {kind: entry[f"{kind}_cards"] for kind in ("store", "property")}
                hand = t(me, "dicetown-steal-hand", count=entry["hand_size"], **cards)[:100]
                label = t(me, "dicetown-steal-option", player=self.name(table, action.seat))[:100]
                select.item.add_option(label=label, value=str(action), description=hand)
        return select

    def _remedies(self, table: Table, seat: int, key: str, me: str) -> list[discord.ui.Item[Any]]:
        remedies = [a for a in table.legal(seat) if isinstance(a, TakeRemedy)]
        # Barbed wire is one menu of the cards that may be fenced, one or two of them.
        wire = [a.cards[0] for a in remedies if a.remedy is Remedy.WIRE and len(a.cards) == 1]
        items: list[discord.ui.Item[Any]] = [
            PrivateButton(table.id, key, str(a), t(me, "dicetown-remedy-name", remedy=a.remedy.value))
            for a in remedies
            if a.remedy is not Remedy.WIRE
        ]
        if wire:
            hand = {c["id"]: c for c in table.view(seat)["you"]["hand"]}
            select = PrivateSelect(
                table.id,
                key,
                "wire",
                placeholder=t(me, "dicetown-barbed-wire"),
                min_values=1,
                max_values=min(2, len(wire)),
                row=1,
            )
            for card_id in wire[:25]:
                select.item.add_option(label=card_option(me, hand[card_id]), value=card_id)
            items.append(select)
        return items

    def _card_plays(self, table: Table, key: str, plays: list[Any], me: str) -> PrivateSelect:
        select = PrivateSelect(table.id, key, "play", placeholder=t(me, "dicetown-play-card"), row=2)
        for action in plays:
            if isinstance(action, PlayLoaded):
                label = t(me, "dicetown-loaded-option", face=FACE_NAMES[action.face])
            else:
                label = t(me, "dicetown-stick-up-option", player=self.name(table, action.target))
            select.item.add_option(label=label[:100], value=str(action))
        return select
