"""Dice Town's sentences for Discord, built from views only: the channel's come from the spectator
view (`GAME.view(state, None)`), a player's own from his view, so a secret cannot reach a channel
sentence by mistake.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from games.dicetown import FACE_NAMES, keep_cost
from render.core import SEAT_EMOJI

from ...tables import Table

KEY = "dicetown"
View = Mapping[str, Any]

# The resolution order (spec 3.3), as the view names it; the index goes into custom_ids.
LOCATION_KEYS = ("gold_mine", "bank", "general_store", "saloon", "sheriff", "town_hall", "doc_badluck")
LOCATION_TITLES = {
    "gold_mine": "Gold Mine",
    "bank": "Bank",
    "general_store": "General Store",
    "saloon": "Saloon",
    "sheriff": "Sheriff's office",
    "town_hall": "Town Hall",
    "doc_badluck": "Doc Badluck",
}
# Prompts answered in private (DM, or the ephemeral fallback), spec 8.3-8.4.
PRIVATE_PROMPTS = frozenset(
    {"keep", "spree", "store_pick", "regular", "saloon_target", "saloon_pick", "remedy"}
)


def who(table: Table, seat: int) -> str:
    return f"<@{table.user_of(seat)}>"


SEAT_MARKS = SEAT_EMOJI  # the squares matching the seat chips of the pictures


def mark(seat: int) -> str:
    return SEAT_MARKS[seat % len(SEAT_MARKS)]


def tag(table: Table, seat: int) -> str:
    """ "🟦 P2 <@…>": the colour and number the pictures show for a seat, with its mention."""
    return f"{mark(seat)} P{seat + 1} <@{table.user_of(seat)}>"


def faces(dice: Sequence[int]) -> str:
    return " ".join(FACE_NAMES[f] for f in dice) if dice else "no die"


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def cost_text(n: int) -> str:
    return "free" if n == 0 else f"${n}"


# --- prompts ----------------------------------------------------------------------------------------


def prompt_of(view: View, seat: int) -> str | None:
    """The prompt a seat has open ("keep", "offer", "rule", "store_pick", ...), or None."""
    return next((w["prompt"] for w in view["waiting"] if w["player"] == seat), None)


def stamp(view: View, seat: int) -> str | None:
    """Names the prompt a seat has open, for custom_ids: round, roll step, location, prompt kind,
    and whether it is a card's second pass. A component drawn for another prompt is stale."""
    prompt = prompt_of(view, seat)
    if prompt is None:
        return None
    location = view["location"]
    index = LOCATION_KEYS.index(location) if location in LOCATION_KEYS else 9
    again = "+" if view["choice"] and view["choice"]["again"] else ""
    return f"{view['round']}.{view['step']}.{index}.{prompt}{again}"


CARDS_ONLY = "cards"  # the stamp of a card menu shown while the seat has no prompt open


def ruling_stamp(view: View) -> str:
    """An open tie: one per location and round."""
    return f"{view['round']}.{LOCATION_KEYS.index(view['ruling']['location'])}"


def selection_line(roll: Sequence[int], mask: int, dollars: int) -> tuple[str, bool]:
    """What a toggle selection keeps and costs, and whether it can be confirmed."""
    chosen = [f for i, f in enumerate(roll) if mask >> i & 1]
    if not chosen:
        return "Tap the dice you keep", False
    cost = keep_cost(len(chosen))
    if cost > dollars:
        return f"Keeping {len(chosen)} dice costs ${cost}; you have ${dollars}", False
    return f"Confirm: keep {faces(sorted(chosen))} ({cost_text(cost)})", True


def keep_prompt(view: View, mask: int) -> str:
    """The text of a roll prompt (DM or ephemeral), with the live cost of the selection."""
    you = view["you"]
    me = view["players"][you["seat"]]
    line, _ = selection_line(you["roll"], mask, me["dollars"])
    head = f"Round {view['round']}, roll {view['step']}: your roll is **{faces(you['roll'])}**."
    kept = f" You already keep {faces(me['kept'])}." if me["kept"] else ""
    how = (
        "Tap the dice you want to keep (one is free, each more $1), then confirm. "
        "Nobody sees your choice before everyone has chosen."
    )
    state = f"Selected: {line.removeprefix('Confirm: ')}." if mask else "Nothing selected yet."
    return f"{head}{kept}\n{how}\n{state} You have ${me['dollars']}."


# --- the channel ------------------------------------------------------------------------------------


def offer_summary(offer: View, *, with_cards: bool = False) -> str:
    """ "$2 + 1 nugget + 1 property card · promise “…”": card counts and types only, unless the
    reader may see the cards (the Sheriff, the offerer)."""
    parts = []
    if offer["dollars"]:
        parts.append(f"${offer['dollars']}")
    if offer["nuggets"]:
        parts.append(plural(offer["nuggets"], "nugget"))
    if with_cards and offer.get("cards"):
        parts += [f"{c['name']} ({c['vp']})" for c in offer["cards"]]
    else:
        if offer["property_cards"]:
            parts.append(plural(offer["property_cards"], "property card"))
        if offer["store_cards"]:
            parts.append(plural(offer["store_cards"], "General Store card"))
    text = " + ".join(parts) if parts else "nothing"
    if offer["promise"]:
        text += f" · promise “{offer['promise']}”"
    return text


def ruling_panel(table: Table, view: View) -> str:
    """The ruling panel (spec 8.5): location, prize, contenders with their standing offers, Sheriff."""
    ruling = view["ruling"]
    title = LOCATION_TITLES[ruling["location"]]
    sheriff = ruling["sheriff"]
    mode = "held in escrow until the award" if ruling["mode"] == "escrow" else "paid to the Sheriff at once"
    contenders = " vs ".join(tag(table, s) for s in ruling["contenders"])
    lines = [
        f"⚖️ **Tie at the {title}** (prize: {ruling['prize']}): {contenders}. "
        f"Sheriff ⭐ {who(table, sheriff)} decides; offers are {mode}."
    ]
    offers = {o["player"]: o for o in ruling["offers"]}
    for s in ruling["contenders"]:
        if s not in offers:
            lines.append(f"• {tag(table, s)}: the Sheriff himself, makes no offer")
            continue
        o = offers[s]
        held = o["dollars"] or o["nuggets"] or o["property_cards"] or o["store_cards"]
        standing = bool(held or o["promise"])
        state = "offer stands" if standing else ("passed" if o["answered"] else "thinking…")
        lines.append(f"• {tag(table, s)}: offer {offer_summary(o)} · {state}")
    chat = "or write here `@Table Bot offer $3 + 1 nugget + <card name>, promise: …`"
    if ruling["unlocked"]:
        lines.append(
            f"Every contender has made an offer or passed: {who(table, sheriff)}, award the {title} below "
            f"(or write `@Table Bot award @someone`). Until then contenders may still change their offers "
            f"with **Offer**, **Cards**, **Withdraw**, {chat}."
        )
    else:
        lines.append(
            f"Contenders: **Offer** (dollars, nuggets, cards, a promise) and **Cards**, or **Pass**; {chat}. "
            "Talk it over here as you like; only the formal offers are enforced. "
            "The award buttons unlock once every contender has made an offer or passed."
        )
    return "\n".join(lines)


def choice_line(table: Table, view: View) -> str:
    """A resolution prompt, said without giving away what the player holds or draws."""
    choice = view["choice"]
    player = who(table, choice["player"])
    location = LOCATION_TITLES[view["location"]]
    if choice["kind"] == "saloon_target":
        return f"**{location}**: {player}, choose whom to steal from (in your DMs, or **Show mine**)."
    if choice["kind"] in ("store_pick", "saloon_pick"):
        return f"**{location}**: {player}, keep one of the cards you drew (in your DMs, or **Show mine**)."
    return f"**{location}**: {player} has a private choice to make (in your DMs, or **Show mine**)."


def waiting_line(table: Table, view: View) -> str:
    """Who acts next and what they must do, mentioning them."""
    waiting = [w["player"] for w in view["waiting"]]
    if not waiting:
        return ""
    if view["phase"] == "roll":
        done = [e["seat"] for e in view["players"] if e["cup"] and e["submitted"]]
        marks = " · ".join(
            [*(f"✅ {who(table, s)}" for s in done), *(f"⏳ {who(table, s)}" for s in waiting)]
        )
        return (
            f"🎲 **Round {view['round']}, roll {view['step']}**: roll in secret and choose the dice to keep. "
            f"Your dice are in your DMs (or press **Show mine**).\n{marks}"
        )
    if view["ruling"] is not None:
        return ruling_panel(table, view)
    if view["choice"] is not None:
        return choice_line(table, view)
    if view["doc"] is not None:
        chosen = view["doc"]["chosen"]
        marks = " · ".join(
            f"{'✅' if s in chosen else '⏳'} {tag(table, s)}" for s in view["doc"]["visitors"]
        )
        return (
            "🩺 **Doc Badluck**: who won nothing this round chooses a remedy in private "
            f"(in your DMs, or **Show mine**).\n{marks}"
        )
    return ", ".join(who(table, s) for s in waiting)


def status_lines(table: Table, view: View) -> list[str]:
    """The table in words, for `/game status`: the town, then each player's public holdings."""
    phase = f"roll {view['step']}" if view["phase"] == "roll" else LOCATION_TITLES.get(view["location"], "")
    lines = [
        f"Round {view['round']}, {phase}. Sheriff ⭐ {who(table, view['sheriff'])}. "
        f"Mine {plural(view['mine'], 'nugget')}, bank ${view['bank']} (+${view['stagecoach']} on the "
        f"stagecoach), {view['store_deck']} General Store and {view['property_deck']} property cards "
        "in the decks.",
        "Display: " + (", ".join(f"{c['name']} ({c['vp']})" for c in view["display"]) or "empty") + ".",
    ]
    for e in view["players"]:
        bits = [f"${e['dollars']}", plural(e["nuggets"], "nugget")]
        bits.append(f"{e['store_cards']} General Store + {e['property_cards']} property cards in hand")
        if e["fenced"]:
            bits.append("fenced " + ", ".join(f"{c['name']} ({c['vp']})" for c in e["fenced"]))
        escrow = e.get("escrow") or {}
        held = [f"${escrow['dollars']}"] if escrow.get("dollars") else []
        held += [plural(escrow["nuggets"], "nugget")] if escrow.get("nuggets") else []
        held += [plural(escrow["cards"], "card")] if escrow.get("cards") else []
        if held:
            bits.append("in escrow " + " + ".join(held))
        if e["loaded"]:
            bits.append("a loaded die ready")
        dice = faces(e["kept"]) if e["kept"] else "nothing kept"
        lines.append(f"{tag(table, e['seat'])}: {', '.join(bits)}; dice {dice}.")
    return lines


def hand_text(view: View) -> str:
    """A player's own holdings, for `/dicetown hand` (ephemeral)."""
    you = view["you"]
    me = view["players"][you["seat"]]
    lines = [f"**Your holdings**: ${me['dollars']}, {plural(me['nuggets'], 'nugget')}."]
    if me["sheriff"]:
        lines.append("⭐ You hold the Sheriff badge (5 VP at the end).")
    hand = you["hand"]
    cards = ", ".join(f"{c['name']} ({c['id']}, {c['kind']}, {c['vp']} VP)" for c in hand)
    lines.append(f"Card hand ({len(hand)}): {cards or 'empty'}.")
    if me["fenced"]:
        lines.append("Fenced, safe for good: " + ", ".join(f"{c['name']} ({c['vp']})" for c in me["fenced"]))
    ruling = view["ruling"]
    for o in ruling["offers"] if ruling else ():
        if o["player"] == you["seat"] and (o["dollars"] or o["nuggets"] or o.get("cards") or o["promise"]):
            where = "in escrow" if ruling["mode"] == "escrow" else "paid"
            lines.append(f"Your offer ({where}): {offer_summary(o, with_cards=True)}.")
    if you["loaded_face"]:
        lines.append(f"🎯 Loaded Die armed: your next roll includes a {FACE_NAMES[you['loaded_face']]}.")
    if you["keep"] is not None:
        lines.append(f"This roll you keep {faces(you['keep'])} ({cost_text(you['keep_cost'])}).")
    elif you["roll"]:
        lines.append(f"Your roll: {faces(you['roll'])} (not kept yet).")
    return "\n".join(lines)
