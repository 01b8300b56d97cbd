"""The words a picture draws: those handed to the drawing function called (`words=`), for every
helper it calls, else the renderer's English; never leaking into another drawing."""

from __future__ import annotations

import threading
from typing import Any

from games.akropolis import GAME as AKROPOLIS
from games.bricklayer import GAME as BRICKLAYER
from games.bricklayer import Buy, Coin, Place, Take
from games.dicetown import GAME as DICETOWN
from games.polyomino import parse_label
from render import akropolis
from render.core import Say, Words, png, templates

ENGLISH = templates({"hello": "hello {name}", "bye": "bye"})
say = Words("test", ENGLISH)


def shout(key: str, **params: Any) -> str:
    return f"{key.upper()}!" + "".join(f" {v}" for v in params.values())


def _helper() -> str:
    return say("hello", name="Ann")


@say.speaks
def _inner(*, words: Say | None = None) -> str:
    return _helper()


@say.speaks
def _outer(*, words: Say | None = None) -> tuple[str, str]:
    return _helper(), _inner()


def test_a_drawing_function_draws_its_helpers_with_the_words_it_is_given() -> None:
    assert _inner() == "hello Ann"
    assert _inner(words=shout) == "HELLO! Ann"
    # A drawing function called by another without words keeps the caller's.
    assert _outer(words=shout) == ("HELLO! Ann", "HELLO! Ann")
    # Nothing stays behind: the next drawing is in English again.
    assert _inner() == "hello Ann" and say.given() is None


def test_said_gives_the_english_written_in_place_unless_words_were_given() -> None:
    assert say.said("bye", "see you") == "see you"
    with say.speaking(shout):
        assert say.said("bye", "see you") == "BYE!"


def test_templates_draw_a_key_without_a_template_as_itself() -> None:
    assert templates({})("houses") == "houses"
    assert ENGLISH("hello", name="Bo") == "hello Bo"


def test_two_threads_draw_in_their_own_words_at_once() -> None:
    barrier = threading.Barrier(2)
    seen: dict[str, str] = {}

    @say.speaks
    def slow(who: str, *, words: Say | None = None) -> None:
        barrier.wait()  # both drawings are under way, each with its own words
        seen[who] = _helper()

    threads = [
        threading.Thread(target=slow, args=("en",)),
        threading.Thread(target=slow, args=("loud",), kwargs={"words": shout}),
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert seen == {"en": "hello Ann", "loud": "HELLO! Ann"}


def test_an_akropolis_board_draws_the_words_given_and_its_english_without() -> None:
    view = AKROPOLIS.view(AKROPOLIS.new(2, {}, seed=3), None)
    english = png(akropolis.draw(view))
    assert png(akropolis.draw(view, words=templates(akropolis.WORDS))) == english
    other = templates({**akropolis.WORDS, "round": "R{round}", "site": "S {round}"})
    assert png(akropolis.draw(view, words=other)) != english
    assert png(akropolis.draw(view)) == english


def test_a_preview_is_asked_with_the_move_itself() -> None:
    state = BRICKLAYER.new(2, {}, seed=1)
    [seat] = BRICKLAYER.to_act(state)
    take = next(a for a in BRICKLAYER.legal(state, seat) if isinstance(a, Take))
    shown = BRICKLAYER.preview(state, seat, take)
    assert shown["legal"] and shown["deck"] == take.deck and shown["rot"] == take.rot
    buy = BRICKLAYER.preview(state, seat, Buy(take.deck, take.rot, take.at))
    assert buy is not None and buy["cells"] == shown["cells"]
    pending = BRICKLAYER.preview(state, seat, Place("R0", parse_label("A1")))
    assert not pending["legal"] and pending.get("code") == "no_pending"
    # A move that lays no brick has nothing to draw; nor has a game that draws no previews.
    assert BRICKLAYER.preview(state, seat, Coin()) is None
    assert BRICKLAYER.preview(state, seat, Buy(take.deck)) is None
    town = DICETOWN.new(3, {}, seed=1)
    assert DICETOWN.preview(town, 0, DICETOWN.legal(town, 0)[0]) is None
