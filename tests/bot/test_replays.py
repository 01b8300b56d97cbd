"""Replays drawn from the action log: one frame per public step, nothing hidden in them, under
the upload limit, drawn once per game version."""

from __future__ import annotations

import asyncio
import io
import random
from typing import Any, cast

from PIL import GifImagePlugin, Image

from bot.replays import DEFAULT_LIMIT, ENVELOPE, Replays, render_replay, spectator_views, views_from
from bot.store import ActionRow, GameRow
from games.dicetown import GAME as DICETOWN
from games.dicetown.view import DiceTownView
from render import dicetown as dicetown_render
from render.replay import animate, layout


def _row(game: str, players: int, seed: int, version: int = 1) -> GameRow:
    return GameRow(
        id=seed,
        guild_id=1,
        channel_id=2,
        game=game,
        status="finished",
        options=DICETOWN.normalize_options({}),
        host_id=1,
        players=list(range(1, players + 1)),
        seed=seed,
        state={},
        version=version,
        result=None,
        created_at=0.0,
        updated_at=0.0,
        finished_at=None,
    )


def _dicetown_log(players: int, seed: int) -> list[ActionRow]:
    """A whole game as the autopilot plays it, logged."""
    state = DICETOWN.new(players, DICETOWN.normalize_options({}), seed)
    log = []
    while DICETOWN.result(state) is None:
        seat = min(DICETOWN.to_act(state))
        action = DICETOWN.default_action(state, seat)
        state, _ = DICETOWN.apply(state, seat, action)
        log.append(ActionRow(seed, len(log) + 1, seat, None, str(action), None, 0.0))
    return log


def _frames(data: bytes) -> list[Image.Image]:
    image = Image.open(io.BytesIO(data))
    assert isinstance(image, GifImagePlugin.GifImageFile)
    out = []
    for k in range(image.n_frames):
        image.seek(k)
        out.append(image.convert("RGB"))
    return out


def _draw(view: dict[str, Any]) -> Image.Image:
    """Dice Town's renderer on a view of the Dice Town engine (the replay code sees plain dicts)."""
    return dicetown_render.draw(cast(DiceTownView, view))


def test_one_frame_per_public_step_of_the_log():
    row, log = _row("dicetown", 3, 11), _dicetown_log(3, 11)[:40]
    views = spectator_views(DICETOWN, row, log)
    animation = render_replay(DICETOWN, dicetown_render.draw, row, log, DEFAULT_LIMIT)
    assert animation.frames == animation.of == len(views) > 20
    drawings = [_draw(view).convert("RGB") for view in views]
    _, placed = layout([d.size for d in drawings])
    for drawn, where, frame in zip(drawings, placed, _frames(animation.data), strict=True):
        # Each frame where the layout put it (top, centred), the whole of it when not shrunk.
        box = (where.x, where.y, where.x + where.width, where.y + where.height)
        if (where.width, where.height) == drawn.size:
            assert frame.crop(box).tobytes() == drawn.tobytes()
        else:
            assert frame.crop(box).size[1] < drawn.size[1]


def test_frames_are_the_same_whatever_was_hidden():
    """Two Dice Town tables alike in all a spectator sees, unlike in every hidden part (the dice
    under the cups, both decks' order, the generator): the frames of the same public moves are
    identical until the game reveals something that differs."""
    options = DICETOWN.normalize_options({})
    a = DICETOWN.new(4, options, 3)
    dump = DICETOWN.dump(a)
    rnd = random.Random(99)
    for player in dump["players"]:
        player["roll"] = sorted(rnd.randint(9, 14) for _ in player["roll"])
    rnd.shuffle(dump["store_deck"])
    rnd.shuffle(dump["prop_deck"])
    dump["rng"] ^= 0x5DEECE66D
    b = DICETOWN.load(dump)
    assert DICETOWN.view(a, None) == DICETOWN.view(b, None)
    assert DICETOWN.view(a, 0) != DICETOWN.view(b, 0)  # the hidden parts do differ

    # Every seat keeps its first die, in seat order: secret choices, seen as "has chosen".
    def keeps(state):
        moves = []
        for seat in range(4):
            action = DICETOWN.legal(state, seat)[0]
            moves.append((seat, action))
            state, _ = DICETOWN.apply(state, seat, action)
        return moves

    moves_a, moves_b = keeps(a), keeps(b)
    views_a, views_b = views_from(DICETOWN, a, moves_a[:3]), views_from(DICETOWN, b, moves_b[:3])
    assert len(views_a) == 4
    gif_a = animate([_draw(v) for v in views_a], DEFAULT_LIMIT).data
    gif_b = animate([_draw(v) for v in views_b], DEFAULT_LIMIT).data
    assert gif_a == gif_b
    # The last keep reveals every kept die: from then on the frames may differ, and do.
    reveal_a = views_from(DICETOWN, a, moves_a)[-1]
    reveal_b = views_from(DICETOWN, b, moves_b)[-1]
    assert reveal_a != reveal_b


def test_a_long_dicetown_game_stays_under_the_upload_limit():
    row, log = _row("dicetown", 5, 7), _dicetown_log(5, 7)
    assert len(log) > 300
    animation = render_replay(DICETOWN, dicetown_render.draw, row, log, DEFAULT_LIMIT - ENVELOPE)
    assert len(animation.data) <= DEFAULT_LIMIT - ENVELOPE
    assert len(_frames(animation.data)) == animation.frames
    # A server with a smaller limit gets a sampled replay that still fits.
    small = render_replay(DICETOWN, dicetown_render.draw, row, log, 600_000)
    assert len(small.data) <= 600_000 and small.frames < small.of


async def test_a_second_request_reuses_the_file_and_concurrent_ones_draw_once(tmp_path):
    replays = Replays(tmp_path)
    row, log = _row("dicetown", 2, 5), _dicetown_log(2, 5)[:10]
    first, second = await asyncio.gather(
        replays.get(DICETOWN, dicetown_render.draw, row, log, DEFAULT_LIMIT),
        replays.get(DICETOWN, dicetown_render.draw, row, log, DEFAULT_LIMIT),
    )
    assert replays.drawn == 1 and first.path == second.path
    third = await replays.get(DICETOWN, dicetown_render.draw, row, log, DEFAULT_LIMIT)
    assert third.cached and replays.drawn == 1 and third.frames == first.frames
    moved = _row("dicetown", 2, 5, version=2)
    fourth = await replays.get(DICETOWN, dicetown_render.draw, moved, _dicetown_log(2, 5)[:11], DEFAULT_LIMIT)
    assert not fourth.cached and replays.drawn == 2 and not first.path.exists()
