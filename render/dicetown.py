"""Dice Town images: the public table and a player's private roll and hand.

Both functions read views from `GAME.view(...)`, never states: `draw(view)` takes the channel's view
(`GAME.view(state, None)`), `draw_private(view)` a seat's own view (`GAME.view(state, seat)`). Seats
are shown by their numbered chip in the seat colour and, when the caller passes `names`, the
player's name. Dice are printed in the colours of the real dice (spec 1): 9 black, 10 red, J blue,
Q green, K red, A black; the face's letter is the cue that does not need colour.

Phone-sized: 482 px wide and portrait (the five locations in a row, the Town Hall under them, one
band per player), with no text under 12 px (width / 40).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from PIL import Image, ImageDraw

from games.dicetown.view import CardView, DiceTownView, PlayerView
from render import core
from render.core import (
    c,
    canvas,
    fit,
    named,
    register_colour,
    score_table,
    seat_colour,
    seat_tag,
    text,
    text_width,
)
from render.core import seat_label as _named

View = DiceTownView

_COLOURS = {
    "dt_wood": (120, 84, 52),
    "dt_box": (251, 246, 236),
    "dt_property": (190, 150, 90),
    "dt_equipment": (52, 101, 164),
    "dt_action": (142, 68, 173),
    "dt_cup": (225, 216, 198),
    "dt_wire": (110, 110, 110),
}
for _name, _rgb in _COLOURS.items():
    register_colour(_name, _rgb)

FACE_LABEL = {9: "9", 10: "10", 11: "J", 12: "Q", 13: "K", 14: "A"}
FACE_INK = {9: "ink", 10: "red", 11: "blue", 12: "green", 13: "red", 14: "ink"}
KIND_COLOUR = {"property": "dt_property", "equipment": "dt_equipment", "action": "dt_action"}

PAD = 6
BOX_W = 88
GAP = 6
WIDTH = 2 * PAD + 5 * BOX_W + 4 * GAP  # 482
HEADER_H = 48  # title, then the status line
TOWN_Y = HEADER_H + 4
TOWN_H = 132
HALL_X = PAD
HALL_Y = TOWN_Y + TOWN_H + GAP  # the Town Hall spans the width under the five locations
HALL_H = 122
HALL_W = WIDTH - 2 * PAD
ROW_H = 84
DIE = 34
DICE_X = PAD + 4
TEXT = 12
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
PRIVATE_W = WIDTH
CARD_W, CARD_H = 112, 62


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n != 1 else ''}"


def _t(template: str) -> core.Say:
    """The words of a template whose parameters are only substituted, as `str.format` does."""

    def words(**params: object) -> str:
        return template.format(**params)

    return words


def _title(round: int, step: int) -> str:
    return f"Dice Town · round {round}" + (f", roll {step}" if step else "")


def _over(reason: str, why: str) -> str:
    return "Game over: " + reason


def _location(location: str) -> str:
    return LOCATION_NAMES.get(location, "")


def _ruling(location: str, prize: str, sheriff: str, mode: str) -> str:
    return f"{LOCATION_NAMES[location]} tie ({prize}): {sheriff} awards it · bribes " + (
        "in escrow" if mode == "escrow" else "up front"
    )


def _offer_nuggets(count: int) -> str:
    return _plural(count, "nugget")


def _offer_property(count: int) -> str:
    return _plural(count, "property card")


def _offer_store(count: int) -> str:
    return _plural(count, "store card")


def _offers(parts: str) -> str:
    return "offers " + parts


def _standing(state: str) -> str:
    return {"stands": " · stands", "passed": " · passed"}.get(state, " · thinking")


def _escrow(held: str) -> str:
    return "escrow " + held


def _fenced_line(cards: str) -> str:
    return "fenced: " + cards


def _hand_line(cards: str) -> str:
    return "hand: " + cards


def _card_name(name: str) -> str:
    return name


def _kind(kind: str) -> str:
    return kind


def _your_remedy(remedy: str, cards: str) -> str:
    return f"Your remedy: {remedy} {cards}".strip()


def _score_heading(category: str) -> str:
    return category


# The words the pictures draw, by key: `say(key, **params)`. These are the English ones; the bot
# passes `words=` a function giving them in the reader's language (render/ knows no catalog).
ENGLISH: dict[str, core.Say] = {
    "title": _title,
    "over": _over,
    "rolling": _t("Rolling in secret; waiting for {who}"),
    "rolling-all": _t("Rolling"),
    "tie-waiting": _t("{location} tie: waiting for {who}"),
    "chooses": _t("{location}: {who} chooses"),
    "doc-choose": _t("Doc Badluck: {who} choose a remedy"),
    "location": _location,
    "town-hall": _t("Town Hall"),
    "best-hand": _t("best hand: slot 1, +1 per Ace"),
    "nuggets-left": _t("nuggets left"),
    "coach": _t("coach ${dollars}"),
    "cards-in-deck": _t("cards in deck"),
    "steal": _t("steal"),
    "per-queen": _t("1 card per Q"),
    "has-star": _t("has the star"),
    "empty": _t("empty"),
    "slot": _t("slot {slot}"),
    "property-deck": _t("property deck: {count}"),
    "nobody": _t("nobody"),
    "won-by": _t("won by"),
    "tie": _t("TIE"),
    "ruling": _ruling,
    "sheriff-himself": _t("the Sheriff himself"),
    "dollars": _t("${dollars}"),
    "offer-nuggets": _offer_nuggets,
    "offer-property": _offer_property,
    "offer-store": _offer_store,
    "offers": _offers,
    "offers-nothing": _t("offers nothing"),
    "promises": _t(' · promises "{promise}"'),
    "standing": _standing,
    "hand-counts": _t("hand {store} store, {property} prop."),
    "in-cup": _t("{count} in the cup"),
    "chosen": _t(" · chosen"),
    "choosing": _t(" · choosing"),
    "escrow-nuggets": _t("{count} nugget(s)"),
    "escrow-cards": _t("{count} card(s)"),
    "escrow": _escrow,
    "loaded-ready": _t("loaded die ready"),
    "fenced-line": _fenced_line,
    "hand-line": _hand_line,
    "no-card": _t("no card"),
    "card": _t("{name} ({vp})"),
    "card-name": _card_name,
    "list-sep": _t(", "),
    "vp": _t("{vp} VP"),
    "kind": _kind,
    "private-head": _t("{name} · only you see this · round {round}"),
    "private-money": _t("${dollars} · {nuggets} nuggets"),
    "your-roll": _t("Your roll ({step}): choose the dice to keep"),
    "no-die": _t("no die"),
    "confirmed": _t("Confirmed: keep {faces} (${cost}). Waiting for the reveal."),
    "cost-free": _t("free"),
    "cost-by": _t("Cost by dice kept: {costs}. You have ${dollars}."),
    "no-roll": _t("No roll to choose from now."),
    "kept": _t("Kept:"),
    "loaded-face": _t("Loaded die ready: {face}"),
    "your-remedy": _your_remedy,
    "drawn": _t("Drawn: keep one"),
    "your-hand": _t("Your hand ({count})"),
    "fenced": _t("Fenced (safe for good)"),
    "cards-in-yours": _t("Cards in your offer"),
    "cards-in-theirs": _t("Cards in {name}'s offer"),
    "final-scores": _t("Final scores"),
    "prize": _t("{prize}"),  # what the tied location gives, as the engine words it
    "score-heading": _score_heading,
}


def english(key: str, **params: Any) -> str:
    return ENGLISH[key](**params)


say = core.Words("dicetown", english)


def _hand(entry: PlayerView) -> str | None:
    """The poker hand under a player's dice, in the picture's words."""
    name, rank = entry["hand_name"], entry["hand_rank"]
    if name is None or say.given() is None or not rank:
        return name
    category, key = rank
    return say("hand", category=category, faces=", ".join(FACE_LABEL[f] for f in key))


def seat_label(seat: int, names: core.Names = None) -> str:
    return _named(seat, names)


def seat_ink(seat: int) -> str:
    """Label colour on a seat swatch: dark on the light (yellow) seat, white elsewhere."""
    from render.core import SEAT_INK

    return SEAT_INK[seat % len(SEAT_INK)]


def seat_badge(d: ImageDraw.ImageDraw, xy: tuple[int, int], seat: int, size: int = 12) -> int:
    """A small "P2" swatch in seat colour with its left-middle at xy; returns its right edge."""
    x, y = xy
    w = size * 2 + 4
    d.rounded_rectangle((x, y - size // 2 - 3, x + w, y + size // 2 + 3), radius=3, fill=c(seat_colour(seat)))
    text(d, (x + w // 2, y), f"P{seat + 1}", size=size, fill=seat_ink(seat), anchor="mm")
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
    points: list[tuple[float, float]] = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((cx + r * math.cos(angle), cy + r * math.sin(angle)))
    draw.polygon(points, fill=c(fill), outline=c("ink"))


def draw_nugget(draw: ImageDraw.ImageDraw, centre: tuple[int, int], radius: int = 6) -> None:
    cx, cy = centre
    draw.ellipse((cx - radius, cy - radius, cx + radius, cy + radius), fill=c("gold"), outline=c("brown"))


def town_background() -> Image.Image:
    return _town_background(tuple(say("location", location=key) for key, _, _ in LOCATIONS))


@lru_cache(maxsize=4)
def _town_background(titles: tuple[str, ...]) -> Image.Image:
    """The static frame of the town strip: location boxes, titles and their dice."""
    image = canvas(WIDTH, TOWN_H + 2)
    draw = ImageDraw.Draw(image)
    for i, ((_, _, face), title) in enumerate(zip(LOCATIONS, titles, strict=True)):
        x = PAD + i * (BOX_W + GAP)
        draw.rounded_rectangle((x, 0, x + BOX_W, TOWN_H), radius=6, fill=c("dt_box"), outline=c("dt_wood"))
        text(draw, (x + BOX_W // 2, 5), title, size=TEXT, fill="dt_wood", anchor="ma")
        image.paste(die_image(face, 28), (x + BOX_W // 2 - 14, 21))
    return image


def hall_background() -> Image.Image:
    return _hall_background(say("town-hall"), say("best-hand"))


@lru_cache(maxsize=4)
def _hall_background(title: str, note: str) -> Image.Image:
    image = canvas(WIDTH, HALL_H + 2)
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle(
        (HALL_X, 0, HALL_X + HALL_W, HALL_H), radius=6, fill=c("dt_box"), outline=c("dt_wood")
    )
    text(draw, (HALL_X + 8, 5), title, size=TEXT + 1, fill="dt_wood")
    text(draw, (HALL_X + HALL_W - 8, 6), note, size=TEXT, fill="muted", anchor="ra")
    return image


@lru_cache(maxsize=128)
def card_tile(
    card_id: str,
    name: str,
    kind: str,
    vp: int,
    width: int,
    height: int,
    vp_text: str = "",
    kind_text: str = "",
) -> Image.Image:
    """A card: a band in its kind's colour, its name and its VP."""
    image = canvas(width, height, "bg")
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((0, 0, width - 1, height - 1), radius=5, fill=c("white"), outline=c("ink"))
    draw.rectangle((1, 1, width - 2, 14), fill=c(KIND_COLOUR[kind]))
    draw.rectangle((1, 15, width - 2, 16), fill=c(KIND_COLOUR[kind]))
    text(draw, (5, 2), card_id, size=TEXT, fill="white")
    text(draw, (width - 5, 2), vp_text or f"{vp} VP", size=TEXT, fill="white", anchor="ra")
    words, line = name.split(), ""
    lines: list[str] = []
    for word in words:  # wrap the name on two lines at most
        trial = f"{line} {word}".strip()
        if text_width(trial, TEXT) > width - 8 and line:
            lines.append(line)
            line = word
        else:
            line = trial
    lines.append(line)
    for k, part in enumerate(lines[:2]):
        text(draw, (width // 2, 20 + k * 14), fit(part, TEXT, width - 6), size=TEXT, anchor="ma")
    # The kind's word under the name, where a two-line name leaves room (the band's colour says it too).
    if kind != "property" and 20 + 14 * len(lines[:2]) + TEXT <= height - 3:
        text(draw, (width // 2, height - 3), kind_text or kind, size=TEXT, fill="muted", anchor="md")
    return image


def paste_card(image: Image.Image, card: CardView, xy: tuple[int, int], w: int, h: int) -> None:
    name = say("card-name", name=card["name"])
    words = (say("vp", vp=card["vp"]), say("kind", kind=card["kind"]))
    image.paste(card_tile(card["id"], name, card["kind"], card["vp"], w, h, *words), xy)


# --- Layout (also used by tests to probe pixels) ------------------------------------------------------


def ruling_height(view: View) -> int:
    ruling = view.get("ruling")
    return 0 if ruling is None else 26 + 17 * len(ruling["contenders"])


def town_bottom(view: View) -> int:
    """Where the town ends: the Town Hall's bottom, or at the end the final scores' that take
    the town's place (the picture then keeps its height: a replay's last frame is as tall as the
    others)."""
    if view.get("result"):
        return TOWN_Y + max(HALL_Y + HALL_H - TOWN_Y, _score_image(view).height)
    return HALL_Y + HALL_H


def players_top(view: View) -> int:
    return town_bottom(view) + 8 + ruling_height(view)


def row_top(view: View, seat: int) -> int:
    return players_top(view) + seat * ROW_H


def kept_die_box(view: View, seat: int, index: int) -> tuple[int, int, int, int]:
    """Pixel box of a player's index-th die place (kept or in the cup)."""
    x = DICE_X + index * (DIE + 4)
    y = row_top(view, seat) + 26
    return x, y, x + DIE - 1, y + DIE - 1


def swatch_box(view: View, seat: int) -> tuple[int, int, int, int]:
    """The seat's numbered chip, left of the name at the top of its band."""
    y = row_top(view, seat) + 12
    side = TEXT + 1 + 6
    return PAD + 4, y - side // 2, PAD + 4 + side - 1, y - side // 2 + side - 1


def star_centre(view: View, seat: int) -> tuple[int, int]:
    """The Sheriff's star, right of the dice."""
    return DICE_X + 5 * (DIE + 4) + 12, row_top(view, seat) + 43


def location_box(key: str) -> tuple[int, int, int, int]:
    for i, (k, _, _) in enumerate(LOCATIONS):
        if k == key:
            x = PAD + i * (BOX_W + GAP)
            return x, TOWN_Y, x + BOX_W, TOWN_Y + TOWN_H
    return HALL_X, HALL_Y, HALL_X + HALL_W, HALL_Y + HALL_H


def display_slot_box(slot: int) -> tuple[int, int, int, int]:
    """Pixel box of display slot 1..3."""
    w = (HALL_W - 16 - 2 * 8) // 3
    x = HALL_X + 8 + (slot - 1) * (w + 8)
    return x, HALL_Y + 24, x + w, HALL_Y + 24 + 62


def image_height(view: View, names: core.Names = None) -> int:
    return players_top(view) + ROW_H * len(view["players"]) + PAD


# --- The public table -------------------------------------------------------------------------------


@say.speaks
def draw(view: View, *, names: core.Names = None, words: core.Say | None = None) -> Image.Image:
    """The channel's image: town, the open tie with its offers, and every player's dice and
    holdings; at the end the final scores in the town's place."""
    image = canvas(WIDTH, image_height(view, names))
    d = ImageDraw.Draw(image)
    _draw_header(d, view, names)
    if view.get("result"):
        image.paste(_score_image(view, names), (PAD, TOWN_Y))
    else:
        _draw_town(image, d, view)
    if view.get("ruling") is not None:
        _draw_ruling(d, view, names)
    for entry in view["players"]:
        _draw_player(image, d, view, entry, names)
    return image


@say.speaks
def post_images(
    view: View, *, names: core.Names = None, focus: int | None = None, words: core.Say | None = None
) -> list[tuple[str, Image.Image]]:
    """What a step posts: the one table image (the town and a band per player is already compact:
    482 px wide, about 560-780 px tall)."""
    return [("board.png", draw(view, names=names))]


def _status(view: View, names: core.Names = None) -> str:
    waiting = [w["player"] for w in view["waiting"]]
    who = say("list-sep").join(named(s, names, TEXT + 1, 110) for s in waiting)
    if view["phase"] == "over":
        why = "mine" if view["mine"] == 0 else "property"
        return say("over", reason=view.get("end_reason") or "", why=why)
    if view["phase"] == "roll":
        return say("rolling", who=who) if who else say("rolling-all")
    location = say("location", location=view.get("location") or "")
    if view.get("ruling") is not None:
        return say("tie-waiting", location=location, who=who)
    if view.get("choice") is not None:
        return say("chooses", location=location, who=who)
    if view.get("doc") is not None:
        return say("doc-choose", who=who)
    return location


def _draw_header(d: ImageDraw.ImageDraw, view: View, names: core.Names = None) -> None:
    d.rectangle((0, 0, WIDTH, HEADER_H - 4), fill=c("dt_wood"))
    step = view["step"] if view["phase"] == "roll" else 0
    text(d, (PAD + 4, 5), say("title", round=view["round"], step=step), size=16, fill="white")
    text(
        d,
        (PAD + 4, 26),
        fit(_status(view, names), TEXT + 1, WIDTH - 2 * PAD - 8),
        size=TEXT + 1,
        fill="cream",
    )


def _draw_town(image: Image.Image, d: ImageDraw.ImageDraw, view: View) -> None:
    image.paste(town_background(), (0, TOWN_Y))
    image.paste(hall_background(), (0, HALL_Y))
    winners = {o["location"]: o["winner"] for o in view["outcomes"]}
    current = view.get("location")
    for i, (key, _, _) in enumerate(LOCATIONS):
        x, y = PAD + i * (BOX_W + GAP), TOWN_Y
        mid = x + BOX_W // 2
        if key == "gold_mine":
            draw_nugget(d, (mid - 22, y + 63), 7)
            text(d, (mid - 10, y + 63), str(view["mine"]), size=20, anchor="lm")
            text(d, (mid, y + 80), say("nuggets-left"), size=TEXT, fill="muted", anchor="ma")
        elif key == "bank":
            text(d, (mid, y + 63), f"${view['bank']}", size=20, anchor="mm")
            coach = say("coach", dollars=view["stagecoach"])
            text(d, (mid, y + 80), coach, size=TEXT, fill="muted", anchor="ma")
        elif key == "general_store":
            text(d, (mid, y + 63), str(view["store_deck"]), size=20, anchor="mm")
            text(d, (mid, y + 80), say("cards-in-deck"), size=TEXT, fill="muted", anchor="ma")
        elif key == "saloon":
            text(d, (mid, y + 63), say("steal"), size=16, anchor="mm")
            text(d, (mid, y + 80), say("per-queen"), size=TEXT, fill="muted", anchor="ma")
        else:
            draw_star(d, (mid - 18, y + 63), 11)
            seat_badge(d, (mid - 2, y + 63), view["sheriff"], size=14)
            text(d, (mid, y + 80), say("has-star"), size=TEXT, fill="muted", anchor="ma")
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
                say("empty"),
                size=TEXT,
                fill="muted",
                anchor="mm",
            )
        under = ((box[0] + box[2]) // 2, box[3] + 2)
        text(d, under, say("slot", slot=slot), size=TEXT, fill="muted", anchor="ma")
    bottom = HALL_Y + HALL_H - 12
    text(
        d,
        (HALL_X + 8, bottom),
        say("property-deck", count=view["property_deck"]),
        size=TEXT,
        fill="muted",
        anchor="lm",
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
            text(d, at, say("nobody"), size=TEXT, fill="muted", anchor="mm")
        else:
            text(d, (at[0] - 38, at[1]), say("won-by"), size=TEXT, fill="ink", anchor="lm")
            seat_badge(d, (at[0] + 8, at[1]), w, size=TEXT)
    elif key == current and view.get("ruling") is not None:
        text(d, at, say("tie"), size=13, fill="highlight", anchor="mm")


def _draw_ruling(d: ImageDraw.ImageDraw, view: View, names: core.Names = None) -> None:
    ruling = view["ruling"]
    assert ruling is not None, "drawn only while a tie is open"
    top = HALL_Y + HALL_H + 4
    d.rounded_rectangle((PAD, top, WIDTH - PAD, top + ruling_height(view)), radius=6, fill=c("panel"))
    sheriff = ruling["sheriff"]
    amount = ruling.get("prize_amount", 0)
    prize = say("prize", location=ruling["location"], amount=amount, prize=ruling["prize"])
    awarder = named(sheriff, names, 13)
    head = say("ruling", location=ruling["location"], prize=prize, sheriff=awarder, mode=ruling["mode"])
    text(d, (PAD + 8, top + 5), fit(head, 13, WIDTH - 2 * PAD - 16), size=13)
    offers = {o["player"]: o for o in ruling["offers"]}
    for k, s in enumerate(ruling["contenders"]):
        y = top + 24 + 17 * k
        seat_badge(d, (PAD + 8, y + 7), s, size=TEXT)
        if s not in offers:
            line = say("sheriff-himself")
        else:
            o = offers[s]
            parts: list[str] = []
            if o["dollars"]:
                parts.append(say("dollars", dollars=o["dollars"]))
            if o["nuggets"]:
                parts.append(say("offer-nuggets", count=o["nuggets"]))
            if o["property_cards"]:
                parts.append(say("offer-property", count=o["property_cards"]))
            if o["store_cards"]:
                parts.append(say("offer-store", count=o["store_cards"]))
            line = say("offers", parts=" + ".join(parts)) if parts else say("offers-nothing")
            if o["promise"]:
                # A promise may hold 200 characters; the message beside the image shows it whole.
                promise = o["promise"] if len(o["promise"]) <= 40 else o["promise"][:39] + "…"
                line += say("promises", promise=promise)
            standing = bool(parts or o["promise"])
            state = "stands" if standing else ("passed" if o["answered"] else "thinking")
            line += say("standing", state=state)
        text(d, (PAD + 44, y), fit(line, TEXT, WIDTH - 2 * PAD - 52), size=TEXT)


def _draw_player(
    image: Image.Image,
    d: ImageDraw.ImageDraw,
    view: View,
    entry: PlayerView,
    names: core.Names = None,
) -> None:
    """One band: chip and name with money and cards on the top line, then the dice with what they
    make, then what is fenced or revealed."""
    seat = entry["seat"]
    top = row_top(view, seat)
    if seat % 2 == 1:
        d.rectangle((PAD, top, WIDTH - PAD, top + ROW_H - 2), fill=c("dt_box"))
    x_right = WIDTH - PAD - 4
    big = TEXT + 2
    text(d, (x_right, top + 12), str(entry["nuggets"]), size=big, anchor="rm")
    nugget_x = x_right - text_width(str(entry["nuggets"]), big) - 9
    draw_nugget(d, (round(nugget_x), top + 12), 6)
    dollars_x = nugget_x - 12
    text(d, (dollars_x, top + 12), f"${entry['dollars']}", size=big, anchor="rm")
    cards = say("hand-counts", store=entry["store_cards"], property=entry["property_cards"])
    cards_x = dollars_x - text_width(f"${entry['dollars']}", big) - 12
    text(d, (cards_x, top + 12), cards, size=TEXT + 1, fill="muted", anchor="rm")
    room = cards_x - text_width(cards, TEXT + 1) - 12 - PAD
    seat_tag(d, (PAD + 4, top + 12), seat, names, size=TEXT + 1, width=room)
    if entry["sheriff"]:
        draw_star(d, star_centre(view, seat), 11)
    kept = entry["kept"]
    for i in range(5):
        box = kept_die_box(view, seat, i)
        image.paste(die_image(kept[i], DIE) if i < len(kept) else cup_slot(DIE), box[:2])
    under = _hand(entry) or say("in-cup", count=entry["cup"])
    if view["phase"] == "roll" and entry["cup"]:
        under += say("chosen") if entry["submitted"] else say("choosing")
    x = star_centre(view, seat)[0] + 18
    text(d, (x, top + 34), fit(under, TEXT + 1, WIDTH - PAD - x), size=TEXT + 1, fill="ink", anchor="lm")
    notes: list[str] = []
    e = entry.get("escrow")
    if e:
        bits = [say("dollars", dollars=e["dollars"])] if e["dollars"] else []
        bits += [say("escrow-nuggets", count=e["nuggets"])] if e["nuggets"] else []
        bits += [say("escrow-cards", count=e["cards"])] if e["cards"] else []
        if bits:
            notes.append(say("escrow", held=" + ".join(bits)))
    if entry["loaded"]:
        notes.append(say("loaded-ready"))
    if notes:
        text(
            d,
            (x, top + 52),
            fit(" · ".join(notes), TEXT, WIDTH - PAD - x),
            size=TEXT,
            fill="highlight",
            anchor="lm",
        )
    line: list[str] = []
    if entry["fenced"]:
        line.append(say("fenced-line", cards=_card_list(entry["fenced"])))
    hand = entry.get("hand")
    if hand is not None:
        line.append(say("hand-line", cards=_card_list(hand) or say("no-card")))
    if line:
        text(
            d,
            (PAD + 4, top + 70),
            fit(" · ".join(line), TEXT, WIDTH - 2 * PAD - 8),
            size=TEXT,
            fill="dt_wire",
            anchor="lm",
        )


def _score_image(view: View, names: core.Names = None) -> Image.Image:
    result = view.get("result")
    assert result is not None, "drawn only once the game is over"
    places = [0] * len(result["scores"])
    place = 1
    for group in result["ranking"]:
        for s in group:
            places[s] = place
        place += len(group)
    labels = tuple(seat_label(s, names) for s in range(len(places)))
    keys = dict.fromkeys(k for b in result["breakdown"] for k in b)
    headings = tuple((k, say("score-heading", category=k)) for k in [*keys, "total", "place"])
    breakdown = tuple(tuple(b.items()) for b in result["breakdown"])
    title = say("final-scores")
    return _cached_scores(breakdown, tuple(result["scores"]), tuple(places), labels, title, headings)


@lru_cache(maxsize=8)
def _cached_scores(
    breakdown: tuple[tuple[tuple[str, int], ...], ...],
    scores: tuple[int, ...],
    places: tuple[int, ...],
    labels: tuple[str, ...],
    title: str = "Final scores",
    headings: tuple[tuple[str, str], ...] = (),
) -> Image.Image:
    rows = [dict(b) for b in breakdown]
    return score_table(
        rows, scores, places, labels=labels, width=WIDTH - 2 * PAD, title=title, headings=dict(headings)
    )


# --- A player's private image -----------------------------------------------------------------------


def _card_list(cards: Sequence[CardView]) -> str:
    return say("list-sep").join(say("card", name=say("card-name", name=c["name"]), vp=c["vp"]) for c in cards)


@say.speaks
def draw_private(view: View, *, names: core.Names = None, words: core.Say | None = None) -> Image.Image:
    """A seat's own image: the roll it may keep from (with costs), its kept dice, drawn cards and hand."""
    you = view.get("you")
    assert you is not None, "a seat's own view"
    seat = you["seat"]
    me = view["players"][seat]
    hand = you["hand"]
    drawn = you["drawn"]
    offered = sum(_cards_height(cards) for _, cards in _offered(view, seat))
    height = 220 + _cards_height(drawn) + _cards_height(hand) + _cards_height(me["fenced"]) + offered
    image = canvas(PRIVATE_W, height)
    d = ImageDraw.Draw(image)
    d.rectangle((0, 0, PRIVATE_W, 30), fill=c(seat_colour(seat)))
    ink = seat_ink(seat)
    text(
        d,
        (PAD + 4, 7),
        fit(say("private-head", name=named(seat, names, 15), round=view["round"]), 15, PRIVATE_W - 150),
        size=15,
        fill=ink,
    )
    text(
        d,
        (PRIVATE_W - PAD - 4, 8),
        say("private-money", dollars=me["dollars"], nuggets=me["nuggets"]),
        size=13,
        fill=ink,
        anchor="ra",
    )
    y = 38
    roll = you["roll"]
    if roll:
        text(d, (PAD + 4, y), say("your-roll", step=view["step"]), size=13)
        chosen = list(you["keep"] or [])
        for i, face in enumerate(roll):
            x = PAD + 4 + i * 60
            image.paste(die_image(face, 50), (x, y + 20))
            if face in chosen:  # outline the confirmed keep, one die per kept face
                chosen.remove(face)
                d.rounded_rectangle(
                    (x - 3, y + 17, x + 52, y + 72), radius=8, outline=c("highlight"), width=3
                )
            text(d, (x + 25, y + 74), str(i + 1), size=TEXT, fill="muted", anchor="ma")
        if you["keep"] is not None:
            faces = " ".join(FACE_LABEL[f] for f in you["keep"]) or say("no-die")
            line = say("confirmed", faces=faces, cost=you["keep_cost"])
        else:
            free = say("cost-free")
            costs = " · ".join(f"{k}: {free if k == 1 else f'${k - 1}'}" for k in range(1, len(roll) + 1))
            line = say("cost-by", costs=costs, dollars=me["dollars"])
        for k, part in enumerate(_lines(line, TEXT, PRIVATE_W - 2 * PAD - 8)[:2]):
            text(d, (PAD + 4, y + 92 + 15 * k), part, size=TEXT)
        y += 14
        y += 114
    else:
        text(d, (PAD + 4, y), say("no-roll"), size=13, fill="muted")
        y += 26
    text(d, (PAD + 4, y), say("kept"), size=13)
    for i in range(5):
        face = me["kept"][i] if i < len(me["kept"]) else None
        tile = die_image(face, 28) if face is not None else cup_slot(28)
        image.paste(tile, (PAD + 50 + i * 32, y - 6))
    if you["loaded_face"]:
        text(
            d,
            (PAD + 220, y),
            say("loaded-face", face=FACE_LABEL[you["loaded_face"]]),
            size=13,
            fill="highlight",
        )
    y += 34
    r = you["remedy"]
    if r:
        text(d, (PAD + 4, y), say("your-remedy", remedy=r["remedy"], cards=" ".join(r["cards"])), size=13)
        y += 22
    if drawn:
        y = _card_section(image, d, y, say("drawn"), drawn)
    for title, cards in _offered(view, seat, names):
        y = _card_section(image, d, y, title, cards)
    y = _card_section(image, d, y, say("your-hand", count=len(hand)), hand)
    if me["fenced"]:
        y = _card_section(image, d, y, say("fenced"), me["fenced"])
    return image.crop((0, 0, PRIVATE_W, y + PAD))


def _lines(s: str, size: int, width: float) -> list[str]:
    out: list[str] = []
    for word in s.split():
        if out and text_width(f"{out[-1]} {word}", size) <= width:
            out[-1] += f" {word}"
        else:
            out.append(word)
    return out


def _offered(view: View, seat: int, names: core.Names = None) -> list[tuple[str, list[CardView]]]:
    """Cards in the open tie's offers that this seat may see: its own, or all of them for the Sheriff."""
    ruling = view.get("ruling")
    out: list[tuple[str, list[CardView]]] = []
    for offer in ruling["offers"] if ruling else ():
        cards = offer.get("cards")
        if cards:
            if offer["player"] == seat:
                out.append((say("cards-in-yours"), cards))
            else:
                out.append((say("cards-in-theirs", name=named(offer["player"], names, 14)), cards))
    return out


def _cards_height(cards: Sequence[CardView]) -> int:
    rows = max(1, (len(cards) + 3) // 4)
    return 22 + rows * (CARD_H + 6)


def _card_section(
    image: Image.Image, d: ImageDraw.ImageDraw, y: int, title: str, cards: Sequence[CardView]
) -> int:
    text(d, (PAD + 4, y), title, size=13)
    y += 20
    if not cards:
        text(d, (PAD + 4, y + 4), say("no-card"), size=TEXT, fill="muted")
    for i, card in enumerate(cards):
        x = PAD + 4 + (i % 4) * (CARD_W + 6)
        paste_card(image, card, (x, y + (i // 4) * (CARD_H + 6)), CARD_W, CARD_H)
    return y + max(1, (len(cards) + 3) // 4) * (CARD_H + 6) + 2


if TYPE_CHECKING:
    # pyright checks here that this module draws its game's views as `Renderer` says.
    from render import dicetown as _this

    _RENDERER: core.Renderer[DiceTownView] = _this
