"""What the bot keeps in memory per player, server, channel or game stays bounded, however many
it meets: each cache keeps its most recently used entries up to a stated size, and an entry it
drops is found again where it came from."""

from __future__ import annotations

import asyncio
import random
from collections import OrderedDict
from types import SimpleNamespace
from typing import Any, cast

import pytest

from bot import bot_seats, bots
from bot.i18n import catalog, resolve
from bot.i18n.resolve import Languages
from bot.lru import LRU
from bot.publish import BoardQueue, Publisher
from games.registry import GAMES
from tests.helpers.tables import table_of


@pytest.fixture
async def store(backend):
    async with backend.new() as s:
        yield s


def test_an_lru_keeps_its_most_recently_used_entries():
    kept: LRU[int, str] = LRU(3)
    for n in range(5):
        kept[n] = str(n)
    assert len(kept) == 3 and list(kept) == [2, 3, 4]
    assert kept.get(2) == "2"  # read: now the most recent
    kept[5] = "5"
    assert list(kept) == [4, 2, 5] and 3 not in kept
    assert kept.get(3, "gone") == "gone" and kept.pop(4) == "4" and len(kept) == 2
    with pytest.raises(ValueError):
        LRU(0)


async def test_the_players_languages_are_bounded_and_one_dropped_is_read_again(store, monkeypatch):
    monkeypatch.setattr(resolve, "PLAYERS_KEPT", 3)
    languages = Languages(store.preferences)
    for user in range(1, 101):
        await languages.remember_player(user, "zh-CN" if user % 2 else "en-US")
    assert len(languages._players) == 3
    assert 1 not in languages._players  # dropped here
    assert await languages.player(1) == "zh-CN"  # but kept by the store
    assert await languages.player(2) == "en"
    assert len(languages._players) == 3


async def test_the_servers_settings_are_bounded_and_one_dropped_is_read_again(store, monkeypatch):
    monkeypatch.setattr(resolve, "SERVERS_KEPT", 4)
    languages = Languages(store.preferences)
    await languages.set(1, resolve.SERVER, "zh-TW")
    for guild in range(1, 51):
        await languages.channel(guild, 7)
    assert len(languages._cache) == 4
    assert await languages.channel(1, 7) == "zh-TW"
    assert len(languages._cache) == 4


def _a_bot_may_offer() -> Any:
    """A three-player Dice Town state where a seat may act without being waited for (a contender
    may raise an offer), that seat and the one waited for."""
    game = GAMES["dicetown"]
    state = game.new(3, {}, 0)
    while not game.may_act(state) - set(game.to_act(state)):
        seat = min(game.to_act(state))
        state, _ = game.apply(state, seat, game.default_action(state, seat))
    return state


def test_the_optional_seats_asked_are_kept_for_a_bounded_number_of_games(monkeypatch):
    monkeypatch.setattr(bots, "ASKED_KEPT", 8)
    player = bots.BotPlayer(cast(Any, SimpleNamespace(clock=lambda: 0.0)), processes=0)
    state = _a_bot_may_offer()
    optional = min(GAMES["dicetown"].may_act(state) - set(GAMES["dicetown"].to_act(state)))
    bots_only = [bot_seats.bot_id(n, "easy") for n in range(1, 4)]
    for game_id in range(1, 201):
        table = table_of("dicetown", bots_only, state, id=game_id)
        assert player._next(table) == (optional, False)  # asked once at a version
        assert player._next(table) != (optional, False)
    assert len(player._asked) == 8
    # One dropped asks its seat once more; one kept does not.
    assert player._next(table_of("dicetown", bots_only, state, id=1)) == (optional, False)
    assert player._next(table_of("dicetown", bots_only, state, id=200)) != (optional, False)


def test_a_game_with_no_seat_to_ask_keeps_no_entry():
    player = bots.BotPlayer(cast(Any, SimpleNamespace(clock=lambda: 0.0)), processes=0)
    game = GAMES["shakecity"]
    for game_id in range(1, 201):
        player._next(table_of("shakecity", [11, 22], game.new(2, {}, game_id), id=game_id))
    assert len(player._asked) == 0
    bots_only = [bot_seats.bot_id(n, "easy") for n in range(1, 4)]
    player._next(table_of("dicetown", bots_only, _a_bot_may_offer(), id=7))
    assert list(player._asked) == [7]


def test_the_drawn_words_of_pictures_are_kept_once_a_language():
    from bot.cogs.akropolis import words as akropolis
    from bot.cogs.shakecity import words as shakecity

    odd = ["", "de", "xx" * 150, "zh", "ZH-hant", "en-GB", *(f"l{n}" for n in range(40))]
    for module in (akropolis, shakecity):
        for locale in [*odd, "en", "zh-CN", "zh-TW"]:
            module.image_words(locale)
        assert module._image_words.cache_info().currsize <= 3, module.__name__
    assert akropolis.image_words("de") is akropolis.image_words("en")


def test_the_catalog_keeps_a_bundle_per_language_it_speaks():
    rng = random.Random(3)
    for _ in range(60):
        locale = "".join(rng.choice("abcxyz-") for _ in range(rng.randint(0, 12)))
        catalog.t(locale, "reply-sorry")
        catalog.has("reply-sorry", locale)
        catalog.exact(locale, "reply-sorry", {})
        catalog.maybe(locale, "reply-sorry")
    assert catalog.bundle.cache_info().currsize <= len(catalog.LOCALES)
    assert catalog.exact("xx", "reply-sorry", {}) is None


def test_an_idle_board_queue_is_dropped_before_one_at_work():
    publisher = cast(Any, Publisher.__new__(Publisher))  # the queues alone: no bot, no Discord
    publisher.boards, publisher.idle_queues_kept = OrderedDict(), 3
    busy = publisher.queue(1)
    busy.pending = object()  # a board waiting to be posted
    for channel in range(2, 40):
        publisher.queue(channel)
    assert list(publisher.boards) == [1, 38, 39] and publisher.boards[1] is busy
    assert isinstance(publisher.queue(38), BoardQueue) and list(publisher.boards)[-1] == 38


async def test_an_idle_board_queue_lets_its_finished_worker_go():
    publisher = cast(Any, Publisher.__new__(Publisher))  # the queue alone: no bot, no Discord
    publisher.boards, publisher.idle_queues_kept, publisher._tasks = OrderedDict(), 3, set()

    async def work(queue: BoardQueue) -> None:
        queue.pending = None  # posted

    async def shown(*args: Any, **kwargs: Any) -> bool:
        return True

    publisher._work, publisher.shown = work, shown
    table = SimpleNamespace(row=SimpleNamespace(channel_id=5), id=1, version=1)
    await publisher.show(table)
    queue = publisher.boards[5]
    worker = queue.task
    assert worker is not None
    await worker
    await asyncio.sleep(0)  # its done callbacks run
    # The queue is kept (it remembers what was shown), its worker's task, coroutine and context
    # are not, and it holds no event nobody waits for, no list, no dict of its own.
    assert queue.task is None and queue.idle and publisher.boards[5] is queue
    assert queue.changed is None and queue.carried == () and not hasattr(queue, "__dict__")
    # Someone waiting for a board gets an event, set when the board is shown.
    event = queue.change()
    queue.notify()
    assert event.is_set() and queue.changed is None


def test_the_engines_search_caches_are_kept_small_in_the_bots_process():
    from bot import engine_caches
    from games.bricklayer import data

    data.fits.cache_clear()
    walls = range(engine_caches.KEPT + 50)
    truth = [data.fits("O4", wall) for wall in walls]
    assert data.fits.cache_info().currsize == len(truth)
    assert engine_caches.keep_small() >= len(truth)
    assert data.fits.cache_info().currsize == 0
    # Emptied, not broken: the same answers, asked afresh.
    assert [data.fits("O4", wall) for wall in walls] == truth
    data.fits.cache_clear()
    for wall in range(10):
        data.fits("O4", wall)
    assert engine_caches.keep_small() == 0 and data.fits.cache_info().currsize == 10


@pytest.mark.parametrize("processes", [0, 2])
async def test_each_timer_pass_trims_the_heap_and_keeps_engine_caches_small(processes, monkeypatch):
    from bot import engine_caches, heap, reminders
    from games.bricklayer import data

    data.fits.cache_clear()
    for wall in range(engine_caches.KEPT + 1):
        data.fits("O4", wall)
    loop = object.__new__(reminders.Reminders)
    loop.bot = cast(Any, SimpleNamespace(settings=SimpleNamespace(ai_processes=processes)))
    ticks = []

    async def tick() -> int:
        ticks.append(1)
        return 0

    loop.tick = tick  # type: ignore[method-assign]
    trims = []
    monkeypatch.setattr(heap, "trim", lambda: trims.append(1) or True)
    await loop._loop()
    assert ticks == [1] and trims == [1]
    # With no worker processes, the bots search in this process's threads with these caches.
    assert data.fits.cache_info().currsize == (0 if processes else engine_caches.KEPT + 1)
    data.fits.cache_clear()
