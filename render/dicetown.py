"""Dice Town images: the public table and a player's private roll and hand.

Both functions read views from `GAME.view(...)`, never states: `draw(view)` takes the channel's view
(`GAME.view(state, None)`), `draw_private(view)` a seat's own view (`GAME.view(state, seat)`). Seats
are shown as P1..Pn in their seat colour; names stay in the message text. Dice are printed in the
colours of the real dice (spec 1): 9 black, 10 red, J blue, Q green, K red, A black.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from render.core import c, canvas, register_colour, score_table, seat_colour, text

View = Mapping[str, Any]

register_colour("dt_wood", (120, 84, 52))
register_colour("dt_box", (251, 246, 236))
register_colour("dt_property", (190, 150, 90))
register_colour("dt_equipment", (52, 101, 164))
register_colour("dt_action", (142, 68, 173))
register_colour("dt_cup", (225, 216, 198))
register_colour("dt_wire", (110, 110, 110))

FACE_LABEL = {9: "9", 10: "10", 11: "J", 12: "Q", 13: "K", 14: "A"}
FACE_INK = {9: "ink", 10: "red", 11: "blue", 12: "green", 13: "red", 14: "ink"}
KIND_COLOUR = {"property": "dt_property", "equipment": "dt_equipment", "action": "dt_action"}

WIDTH = 760
PAD = 6
HEADER_H = 34
TOWN_Y = HEADER_H + 4
TOWN_H = 132
BOX_W = 88
GAP = 6
HALL_X = PAD + 5 * (BOX_W + GAP)
HALL_W = WIDTH - PAD - HALL_X
ROW_H = 62
DIE = 34
DICE_X = 78
LOCATIONS = (
    ("gold_mine", "Gold Mine", 9),
    ("bank", "Bank", 10),
    ("general_store", "General Store", 11),
    ("saloon", "Saloon", 12),
    ("sheriff", "Sheriff", 13),
)
LOCATION_NAMES = {key: title for key, title, _ in LOCATIONS} | {
    "town_hall": "Town Hall",
    "doc_badluck": "Doc",
}
PRIVATE_W = 520
CARD_W, CARD_H = 122, 58


def seat_label(seat: int) -> str:
    return f"P{seat + 1}"


def seat_ink(seat: int) -> str:
    """Label colour on a seat swatch: dark on the light (yellow) seat, white elsewhere."""
    return "ink" if seat_colour(seat) == "seat3" else "white"


def seat_badge(d: ImageDraw.ImageDraw, xy: tuple[int, int], seat: int, size: int = 12) -> int:
    """A small "P2" swatch in seat colour with its left-middle at xy; returns its right edge."""
    x, y = xy
    w = size * 2 + 4
    d.rounded_rectangle((x, y - size // 2 - 3, x + w, y + size // 2 + 3), radius=3, fill=c(seat_colour(seat)))
    text(d, (x + w // 2, y), seat_label(seat), size=size, fill=seat_ink(seat), anchor="mm")
    return x + w


# --- Cached pieces ----------------------------------------------------------------------------------


@lru_cache(maxsize=64)
def die_image(face: int, size: int) -> Image.Image:
    """A white die showing a face in its printed colour."""
    image = canvas(size, size, "bg")
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((0, 0, size - 1, size - 1), radius=size // 6, fill=c("white"), outline=c("ink"))
    label = FACE_LABEL[face]
    glyph = size * 5 // 9 if len(label) == 1 else size * 4 // 9
    text(draw, (size // 2, size // 2 + 1), label, size=glyph, fill=FACE_INK[face], anchor="mm")
    return image


@lru_cache(maxsize=8)
def cup_slot(size: int) -> Image.Image:
    """An empty place for a die still in the cup."""
    image = canvas(size, size, "bg")
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((2, 2, size - 3, size - 3), radius=size // 6, fill=c("dt_cup"), outline=c("grid"))
    return image


def draw_star(draw: ImageDraw.ImageDraw, centre: tuple[int, int], radius: int, fill: str = "gold") -> None:
    """The Sheriff's star."""
    import math

    cx, cy = centre
    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((cx + r * math.cos(angle), cy + r * math.sin(angle)))
    draw.polygon(points, fill=c(fill), outline=c("ink"))


def draw_nugget(draw: ImageDraw.ImageDraw, centre: tuple[int, int], radius: int = 6) -> None:
    cx, cy = centre
    draw.ellipse((cx - radius, cy - radius, cx + radius, cy + radius), fill=c("gold"), outline=c("brown"))


@lru_cache(maxsize=1)
def town_background() -> Image.Image:
    """The static frame of the town strip: location boxes, titles and their dice."""
    image = canvas(WIDTH, TOWN_H + 2)
    draw = ImageDraw.Draw(image)
    for i, (_, title, face) in enumerate(LOCATIONS):
        x = PAD + i * (BOX_W + GAP)
        draw.rounded_rectangle((x, 0, x + BOX_W, TOWN_H), radius=6, fill=c("dt_box"), outline=c("dt_wood"))
        text(draw, (x + BOX_W // 2, 5), title, size=12, fill="dt_wood", anchor="ma")
        image.paste(die_image(face, 24), (x + BOX_W // 2 - 12, 22))
    draw.rounded_rectangle(
        (HALL_X, 0, HALL_X + HALL_W, TOWN_H), radius=6, fill=c("dt_box"), outline=c("dt_wood")
    )
    text(draw, (HALL_X + 8, 5), "Town Hall", size=12, fill="dt_wood")
    text(draw, (HALL_X + HALL_W - 8, 6), "best hand: slot 1, +1 per Ace", size=11, fill="muted", anchor="ra")
    return image


@lru_cache(maxsize=128)
def card_tile(card_id: str, name: str, kind: str, vp: int, width: int, height: int) -> Image.Image:
    """A card: a band in its kind's colour, its name and its VP."""
    image = canvas(width, height, "bg")
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((0, 0, width - 1, height - 1), radius=5, fill=c("white"), outline=c("ink"))
    draw.rectangle((1, 1, width - 2, 14), fill=c(KIND_COLOUR[kind]))
    text(draw, (5, 2), card_id, size=11, fill="white")
    text(draw, (width - 5, 2), f"{vp} VP", size=11, fill="white", anchor="ra")
    words, lines, line = name.split(), [], ""
    for word in words:  # wrap the name on two lines at most
        trial = f"{line} {word}".strip()
        if len(trial) > width // 6 and line:
            lines.append(line)
            line = word
        else:
            line = trial
    lines.append(line)
    for k, part in enumerate(lines[:2]):
        text(draw, (width // 2, 19 + k * 13), part, size=11, anchor="ma")
    if kind != "property":
        text(draw, (width // 2, height - 4), kind, size=10, fill="muted", anchor="md")
    return image


def paste_card(image: Image.Image, card: Mapping[str, Any], xy: tuple[int, int], w: int, h: int) -> None:
    image.paste(card_tile(card["id"], card["name"], card["kind"], card["vp"], w, h), xy)


# --- Layout (also used by tests to probe pixels) ------------------------------------------------------


def ruling_height(view: View) -> int:
    ruling = view.get("ruling")
    return 0 if ruling is None else 26 + 17 * len(ruling["contenders"])


def players_top(view: View) -> int:
    return TOWN_Y + TOWN_H + 8 + ruling_height(view)


def row_top(view: View, seat: int) -> int:
    return players_top(view) + seat * ROW_H


def kept_die_box(view: View, seat: int, index: int) -> tuple[int, int, int, int]:
    """Pixel box of a player's index-th die place (kept or in the cup)."""
    x = DICE_X + index * (DIE + 4)
    y = row_top(view, seat) + 6
    return x, y, x + DIE - 1, y + DIE - 1


def swatch_box(view: View, seat: int) -> tuple[int, int, int, int]:
    y = row_top(view, seat) + 8
    return PAD + 2, y, PAD + 36, y + 30


def star_centre(view: View, seat: int) -> tuple[int, int]:
    return PAD + 54, row_top(view, seat) + 23


def location_box(key: str) -> tuple[int, int, int, int]:
    for i, (k, _, _) in enumerate(LOCATIONS):
        if k == key:
            x = PAD + i * (BOX_W + GAP)
            return x, TOWN_Y, x + BOX_W, TOWN_Y + TOWN_H
    return HALL_X, TOWN_Y, HALL_X + HALL_W, TOWN_Y + TOWN_H


def display_slot_box(slot: int) -> tuple[int, int, int, int]:
    """Pixel box of display slot 1..3."""
    w = (HALL_W - 16 - 2 * 8) // 3
    x = HALL_X + 8 + (slot - 1) * (w + 8)
    return x, TOWN_Y + 22, x + w, TOWN_Y + 22 + 74


def image_height(view: View) -> int:
    height = players_top(view) + ROW_H * len(view["players"]) + PAD
    if view.get("result"):
        height += _score_image(view).height + PAD
    return height


# --- The public table -------------------------------------------------------------------------------


def draw(view: View) -> Image.Image:
    """The channel's image: town, the open tie with its offers, and every player's dice and holdings."""
    image = canvas(WIDTH, image_height(view))
    d = ImageDraw.Draw(image)
    _draw_header(d, view)
    _draw_town(image, d, view)
    if view.get("ruling") is not None:
        _draw_ruling(d, view)
    for entry in view["players"]:
        _draw_player(image, d, view, entry)
    if view.get("result"):
        image.paste(_score_image(view), (PAD, players_top(view) + ROW_H * len(view["players"])))
    return image


def _status(view: View) -> str:
    waiting = [w["player"] for w in view["waiting"]]
    who = ", ".join(seat_label(s) for s in waiting)
    if view["phase"] == "over":
        return "Game over: " + (view.get("end_reason") or "")
    if view["phase"] == "roll":
        return f"Rolling in secret; waiting for {who}" if who else "Rolling"
    location = LOCATION_NAMES.get(view.get("location") or "", "")
    if view.get("ruling") is not None:
        return f"{location} tie: waiting for {who}"
    if view.get("choice") is not None:
        return f"{location}: {who} chooses"
    if view.get("doc") is not None:
        return f"Doc Badluck: {who} choose a remedy"
    return location


def _draw_header(d: ImageDraw.ImageDraw, view: View) -> None:
    d.rectangle((0, 0, WIDTH, HEADER_H - 4), fill=c("dt_wood"))
    step = f", roll {view['step']}" if view["phase"] == "roll" else ""
    text(d, (PAD + 4, 7), f"Dice Town · round {view['round']}{step}", size=16, fill="white")
    text(d, (WIDTH - PAD - 4, 9), _status(view), size=13, fill="cream", anchor="ra")


def _draw_town(image: Image.Image, d: ImageDraw.ImageDraw, view: View) -> None:
    image.paste(town_background(), (0, TOWN_Y))
    winners = {o["location"]: o["winner"] for o in view["outcomes"]}
    current = view.get("location")
    for i, (key, _, _) in enumerate(LOCATIONS):
        x, y = PAD + i * (BOX_W + GAP), TOWN_Y
        mid = x + BOX_W // 2
        if key == "gold_mine":
            draw_nugget(d, (mid - 22, y + 63), 7)
            text(d, (mid - 10, y + 63), str(view["mine"]), size=20, anchor="lm")
            text(d, (mid, y + 80), "nuggets left", size=11, fill="muted", anchor="ma")
        elif key == "bank":
            text(d, (mid, y + 63), f"${view['bank']}", size=20, anchor="mm")
            text(d, (mid, y + 80), f"stagecoach ${view['stagecoach']}", size=11, fill="muted", anchor="ma")
        elif key == "general_store":
            text(d, (mid, y + 63), str(view["store_deck"]), size=20, anchor="mm")
            text(d, (mid, y + 80), "cards in deck", size=11, fill="muted", anchor="ma")
        elif key == "saloon":
            text(d, (mid, y + 63), "steal", size=16, anchor="mm")
            text(d, (mid, y + 80), "1 card per Q", size=11, fill="muted", anchor="ma")
        else:
            draw_star(d, (mid - 18, y + 63), 11)
            seat_badge(d, (mid - 2, y + 63), view["sheriff"], size=14)
            text(d, (mid, y + 80), "holds the badge", size=11, fill="muted", anchor="ma")
        _draw_outcome(d, (mid, y + TOWN_H - 22), key, winners, current, view)
        if key == current:
            d.rounded_rectangle((x, y, x + BOX_W, y + TOWN_H), radius=6, outline=c("highlight"), width=3)
    for slot in (1, 2, 3):
        box = display_slot_box(slot)
        cards = view["display"]
        if slot <= len(cards):
            paste_card(image, cards[slot - 1], (box[0], box[1]), box[2] - box[0], box[3] - box[1])
        else:
            d.rounded_rectangle(box, radius=5, outline=c("grid"))
            text(
                d,
                ((box[0] + box[2]) // 2, (box[1] + box[3]) // 2),
                "empty",
                size=11,
                fill="muted",
                anchor="mm",
            )
        text(d, ((box[0] + box[2]) // 2, box[3] + 2), f"slot {slot}", size=10, fill="muted", anchor="ma")
    bottom = TOWN_Y + TOWN_H - 12
    text(
        d, (HALL_X + 8, bottom), f"property deck: {view['property_deck']}", size=11, fill="muted", anchor="lm"
    )
    _draw_outcome(d, (HALL_X + HALL_W - 60, bottom), "town_hall", winners, current, view)
    if current == "town_hall":
        d.rounded_rectangle(location_box("town_hall"), radius=6, outline=c("highlight"), width=3)


def _draw_outcome(
    d: ImageDraw.ImageDraw,
    at: tuple[int, int],
    key: str,
    winners: Mapping[str, int],
    current: str | None,
    view: View,
) -> None:
    """This round's result of a location: its winner, nobody, or an open tie."""
    if key in winners:
        w = winners[key]
        if w < 0:
            text(d, at, "nobody", size=12, fill="muted", anchor="mm")
        else:
            text(d, (at[0] - 34, at[1]), "won by", size=12, fill="ink", anchor="lm")
            seat_badge(d, (at[0] + 10, at[1]), w, size=11)
    elif key == current and view.get("ruling") is not None:
        text(d, at, "TIE", size=13, fill="highlight", anchor="mm")


def _draw_ruling(d: ImageDraw.ImageDraw, view: View) -> None:
    ruling = view["ruling"]
    top = TOWN_Y + TOWN_H + 4
    d.rounded_rectangle((PAD, top, WIDTH - PAD, top + ruling_height(view)), radius=6, fill=c("panel"))
    sheriff = ruling["sheriff"]
    mode = "held in escrow" if ruling["mode"] == "escrow" else "paid up front"
    head = (
        f"Tie at the {LOCATION_NAMES[ruling['location']]} ({ruling['prize']}): the Sheriff "
        f"{seat_label(sheriff)} awards it · bribes {mode}"
    )
    text(d, (PAD + 8, top + 5), head, size=13)
    offers = {o["player"]: o for o in ruling["offers"]}
    for k, s in enumerate(ruling["contenders"]):
        y = top + 24 + 17 * k
        seat_badge(d, (PAD + 12, y + 7), s, size=11)
        if s not in offers:
            line = "the Sheriff himself"
        else:
            o = offers[s]
            parts = []
            if o["dollars"]:
                parts.append(f"${o['dollars']}")
            if o["nuggets"]:
                parts.append(f"{o['nuggets']} nugget{'s' if o['nuggets'] != 1 else ''}")
            if o["property_cards"]:
                parts.append(f"{o['property_cards']} property card{'s' if o['property_cards'] != 1 else ''}")
            if o["store_cards"]:
                parts.append(f"{o['store_cards']} store card{'s' if o['store_cards'] != 1 else ''}")
            line = "offers " + " + ".join(parts) if parts else "offers nothing"
            if o["promise"]:
                # A promise may hold 200 characters; the message beside the image shows it whole.
                promise = o["promise"] if len(o["promise"]) <= 40 else o["promise"][:39] + "…"
                line += f' · promises "{promise}"'
            standing = bool(parts or o["promise"])
            line += " · stands" if standing else (" · passed" if o["answered"] else " · thinking")
        text(d, (PAD + 44, y), line, size=12)


def _draw_player(image: Image.Image, d: ImageDraw.ImageDraw, view: View, entry: Mapping[str, Any]) -> None:
    seat = entry["seat"]
    top = row_top(view, seat)
    if seat % 2 == 1:
        d.rectangle((PAD, top, WIDTH - PAD, top + ROW_H - 2), fill=c("dt_box"))
    sw = swatch_box(view, seat)
    d.rounded_rectangle(sw, radius=4, fill=c(seat_colour(seat)))
    text(d, ((sw[0] + sw[2]) // 2, (sw[1] + sw[3]) // 2), seat_label(seat), size=14, fill=seat_ink(seat),
         anchor="mm")  # fmt: skip
    if entry["sheriff"]:
        draw_star(d, star_centre(view, seat), 11)
    kept = entry["kept"]
    for i in range(5):
        box = kept_die_box(view, seat, i)
        image.paste(die_image(kept[i], DIE) if i < len(kept) else cup_slot(DIE), box[:2])
    under = entry.get("hand_name") or f"{entry['cup']} in the cup"
    if view["phase"] == "roll" and entry["cup"]:
        under += " · chosen" if entry["submitted"] else " · choosing"
    text(d, (DICE_X, top + 44), under, size=11, fill="muted")
    x = DICE_X + 5 * (DIE + 4) + 10
    text(d, (x, top + 8), f"${entry['dollars']}", size=18)
    draw_nugget(d, (x + 62, top + 18), 7)
    text(d, (x + 73, top + 8), str(entry["nuggets"]), size=18)
    cards = f"hand: {entry['store_cards']} store, {entry['property_cards']} property"
    text(d, (x, top + 34), cards, size=12, fill="ink")
    notes = []
    if entry.get("escrow"):
        e = entry["escrow"]
        bits = [f"${e['dollars']}"] if e["dollars"] else []
        bits += [f"{e['nuggets']} nugget(s)"] if e["nuggets"] else []
        bits += [f"{e['cards']} card(s)"] if e["cards"] else []
        if bits:
            notes.append("in escrow: " + " + ".join(bits))
    if entry["loaded"]:
        notes.append("loaded die ready")
    x2 = x + 170
    if notes:
        text(d, (x2, top + 8), " · ".join(notes), size=12, fill="highlight")
    if entry["fenced"]:
        names = ", ".join(f"{f['name']} ({f['vp']})" for f in entry["fenced"])
        text(d, (x2, top + 26), _fit(f"fenced: {names}", 50), size=12, fill="dt_wire")
    if entry.get("hand") is not None:
        revealed = ", ".join(f"{h['name']} ({h['vp']})" for h in entry["hand"]) or "no card"
        text(d, (x2, top + 44), _fit(f"hand: {revealed}", 56), size=11, fill="muted")


def _fit(s: str, n: int) -> str:
    return s if len(s) <= n else s[: n - 1] + "…"


def _score_image(view: View) -> Image.Image:
    result = view["result"]
    places = [0] * len(result["scores"])
    place = 1
    for group in result["ranking"]:
        for s in group:
            places[s] = place
        place += len(group)
    return _cached_scores(
        tuple(tuple(b.items()) for b in result["breakdown"]), tuple(result["scores"]), tuple(places)
    )


@lru_cache(maxsize=8)
def _cached_scores(
    breakdown: tuple[tuple[tuple[str, int], ...], ...], scores: tuple[int, ...], places: tuple[int, ...]
) -> Image.Image:
    return score_table([dict(b) for b in breakdown], scores, places)


# --- A player's private image -----------------------------------------------------------------------


def draw_private(view: View) -> Image.Image:
    """A seat's own image: the roll it may keep from (with costs), its kept dice, drawn cards and hand."""
    you = view["you"]
    seat = you["seat"]
    me = view["players"][seat]
    hand: Sequence[Mapping[str, Any]] = you["hand"]
    drawn: Sequence[Mapping[str, Any]] = you["drawn"]
    offered = sum(_cards_height(cards) for _, cards in _offered(view, seat))
    height = 200 + _cards_height(drawn) + _cards_height(hand) + _cards_height(me["fenced"]) + offered
    image = canvas(PRIVATE_W, height)
    d = ImageDraw.Draw(image)
    d.rectangle((0, 0, PRIVATE_W, 30), fill=c(seat_colour(seat)))
    ink = seat_ink(seat)
    text(
        d, (PAD + 4, 6), f"{seat_label(seat)} · your private view · round {view['round']}", size=15, fill=ink
    )
    text(
        d,
        (PRIVATE_W - PAD - 4, 8),
        f"${me['dollars']} · {me['nuggets']} nuggets",
        size=13,
        fill=ink,
        anchor="ra",
    )
    y = 38
    roll = you["roll"]
    if roll:
        text(d, (PAD + 4, y), f"Your roll ({view['step']}): choose the dice to keep", size=13)
        chosen = list(you["keep"] or [])
        for i, face in enumerate(roll):
            x = PAD + 4 + i * 60
            image.paste(die_image(face, 50), (x, y + 20))
            if face in chosen:  # outline the confirmed keep, one die per kept face
                chosen.remove(face)
                d.rounded_rectangle(
                    (x - 3, y + 17, x + 52, y + 72), radius=8, outline=c("highlight"), width=3
                )
            text(d, (x + 25, y + 74), str(i + 1), size=11, fill="muted", anchor="ma")
        if you["keep"] is not None:
            faces = " ".join(FACE_LABEL[f] for f in you["keep"]) or "no die"
            line = f"Confirmed: keep {faces} (${you['keep_cost']}). Waiting for the reveal."
        else:
            costs = " · ".join(f"{k}: {'free' if k == 1 else f'${k - 1}'}" for k in range(1, len(roll) + 1))
            line = f"Cost by dice kept: {costs}. You have ${me['dollars']}."
        text(d, (PAD + 4, y + 92), line, size=12)
        y += 114
    else:
        text(d, (PAD + 4, y), "No roll to choose from now.", size=13, fill="muted")
        y += 26
    text(d, (PAD + 4, y), "Kept:", size=13)
    for i in range(5):
        face = me["kept"][i] if i < len(me["kept"]) else None
        tile = die_image(face, 28) if face is not None else cup_slot(28)
        image.paste(tile, (PAD + 50 + i * 32, y - 6))
    if you["loaded_face"]:
        text(
            d,
            (PAD + 220, y),
            f"Loaded die ready: {FACE_LABEL[you['loaded_face']]}",
            size=13,
            fill="highlight",
        )
    y += 34
    if you.get("remedy"):
        r = you["remedy"]
        text(d, (PAD + 4, y), f"Your remedy: {r['remedy']} {' '.join(r['cards'])}".strip(), size=13)
        y += 22
    if drawn:
        y = _card_section(image, d, y, "Drawn: keep one", drawn)
    for title, cards in _offered(view, seat):
        y = _card_section(image, d, y, title, cards)
    y = _card_section(image, d, y, f"Your hand ({len(hand)})", hand)
    if me["fenced"]:
        y = _card_section(image, d, y, "Fenced (safe for good)", me["fenced"])
    return image.crop((0, 0, PRIVATE_W, y + PAD))


def _offered(view: View, seat: int) -> list[tuple[str, Sequence[Mapping[str, Any]]]]:
    """Cards in the open tie's offers that this seat may see: its own, or all of them for the Sheriff."""
    ruling = view.get("ruling")
    out: list[tuple[str, Sequence[Mapping[str, Any]]]] = []
    for offer in ruling["offers"] if ruling else ():
        if offer.get("cards"):
            who = "your offer" if offer["player"] == seat else f"{seat_label(offer['player'])}'s offer"
            out.append((f"Cards in {who}", offer["cards"]))
    return out


def _cards_height(cards: Sequence[Any]) -> int:
    rows = max(1, (len(cards) + 3) // 4)
    return 22 + rows * (CARD_H + 6)


def _card_section(
    image: Image.Image, d: ImageDraw.ImageDraw, y: int, title: str, cards: Sequence[Mapping[str, Any]]
) -> int:
    text(d, (PAD + 4, y), title, size=13)
    y += 20
    if not cards:
        text(d, (PAD + 4, y + 4), "no card", size=12, fill="muted")
    for i, card in enumerate(cards):
        x = PAD + 4 + (i % 4) * (CARD_W + 6)
        paste_card(image, card, (x, y + (i // 4) * (CARD_H + 6)), CARD_W, CARD_H)
    return y + max(1, (len(cards) + 3) // 4) * (CARD_H + 6) + 2
