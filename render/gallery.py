"""Every image of every game for a fixed set of positions, written as PNG files to look at.

    python -m render.gallery OUT [--games akropolis,dicetown] [--phone]

Positions come from `render.positions` (seeded games played forward with default actions; early,
mid, late and final, for every player count). For each: the posted images (`post_images`), the
one-piece picture a replay is drawn with (`draw`), each seat's private image where the game has
one, and the images a player chooses from (previews, placement menus). `--phone` also writes a
copy of each scaled to 360 px wide under OUT/phone/, the width of a small phone screen.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from PIL import Image

from games.registry import GAMES, MANIFESTS
from render.core import png
from render.positions import all_positions
from render.renderers import gallery_choosers, renderer

# Names in several scripts, so every image shows how players' names render.
NAMES = ("Alice", "张伟", "Zoë Ωμέγα", "林志玲 😀", "Bob")


def choosers(key: str, state: Any, names: Sequence[str]) -> Iterator[tuple[str, Image.Image]]:
    """The images a player looks at while choosing a move, for the seat to act (the renderer's
    `gallery_choosers` hook draws them)."""
    game = GAMES[key]
    hook = gallery_choosers(MANIFESTS[key])
    seats = sorted(game.to_act(state))
    if hook is None or not seats:
        return
    yield from hook(game, state, seats[0], names)


def images(
    key: str, state: Any, seats: int, names: Sequence[str] = NAMES
) -> Iterator[tuple[str, Image.Image]]:
    """Every image of one position: posted, one-piece, private per seat, choosers."""
    game = GAMES[key]
    R: Any = renderer(MANIFESTS[key])
    if R is None:
        return
    view = game.view(state, None)
    names = list(names[:seats])
    for name, image in R.post_images(view, names=names):
        yield f"post-{name.removesuffix('.png')}", image
    yield "draw", R.draw(view, names=names)
    private = getattr(R, "draw_private", None)
    if private is not None:
        for seat in range(seats):
            yield f"private-p{seat + 1}", private(game.view(state, seat), names=names)
    yield from choosers(key, state, names)


def main(argv: Sequence[str] | None = None) -> int:
    summary = (__doc__ or "").strip().split("\n")[0]
    parser = argparse.ArgumentParser(prog="python -m render.gallery", description=summary)
    parser.add_argument("out", type=Path, help="folder to write the PNG files to")
    parser.add_argument("--games", default=",".join(GAMES), help="comma-separated game keys")
    parser.add_argument("--phone", action="store_true", help="also write 360 px wide copies")
    args = parser.parse_args(argv)
    keys = tuple(k for k in args.games.split(",") if k)
    unknown = [k for k in keys if k not in GAMES]
    if unknown:
        parser.error(f"unknown game(s): {', '.join(unknown)}; known: {', '.join(GAMES)}")
    args.out.mkdir(parents=True, exist_ok=True)
    if args.phone:
        (args.out / "phone").mkdir(exist_ok=True)
    count = 0
    for position in all_positions(keys):
        for name, image in images(position.game, position.state, position.players):
            stem = f"{position.name}-{name}"
            (args.out / f"{stem}.png").write_bytes(png(image))
            if args.phone:
                small = image.convert("RGB").resize(
                    (360, max(1, round(image.height * 360 / image.width))), Image.Resampling.LANCZOS
                )
                small.save(args.out / "phone" / f"{stem}.png")
            count += 1
    print(f"wrote {count} images to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
