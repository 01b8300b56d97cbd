"""Placement rules: L1-L4, jumps and gaps, captures, instant wins, passes and turn order (spec §4-§6.1)."""

from __future__ import annotations

import enum
from collections import Counter
from dataclasses import dataclass
from functools import cache, lru_cache

from games.bitmask import bits_of
from games.core import Event, IllegalAction, Seat, Term, evolve, public
from games.polyomino import label

from .geometry import CAPTURE, JUMP_POINTS, PIECE_IDS, PIECES, Board, board, covered
from .state import EMPTY, SYMBOL, LastMove, Mode, Place, State

Spot = tuple[Place, int]  # a placement and its cell mask

_OCCUPIED = str.maketrans({ch: ("0" if ch == EMPTY else "1") for ch in ".#0123"})
_COLOUR = tuple(str.maketrans({ch: ("1" if ch == str(k) else "0") for ch in ".#0123"}) for k in range(4))


@lru_cache(maxsize=512)
def masks(board_text: str) -> tuple[int, tuple[int, ...]]:
    """(occupied cells, cells of each colour) of a board string; bit i is character i."""
    occupied = int(board_text.translate(_OCCUPIED)[::-1], 2)
    return occupied, tuple(int(board_text.translate(t)[::-1], 2) for t in _COLOUR)


@cache
def spots(n: int, piece: int) -> tuple[Spot, ...]:
    """Every on-board placement of a piece in spec §9 order: orientation code, then anchor (reading order)."""
    b = board(n)
    out: list[Spot] = []
    for code, shape in PIECES[piece].orientations:
        height = 1 + max(r for r, _ in shape)
        width = 1 + max(c for _, c in shape)
        fr, fc = shape[0]
        for r0 in range(b.size - height + 1):
            for c0 in range(b.size - width + 1):
                anchor = (r0 + fr, c0 + fc)
                out.append((Place(piece, code, anchor), b.mask_of(covered(piece, code, anchor))))
    return tuple(out)


@cache
def through(n: int, piece: int) -> tuple[tuple[int, ...], ...]:
    """For each cell (by bit index), the indices in `spots(n, piece)` of the placements covering it,
    ascending: a question about the cells next to a colour reads these few placements, not all."""
    size = board(n).size
    out: list[list[int]] = [[] for _ in range(size * size)]
    for i, (_, mask) in enumerate(spots(n, piece)):
        for cell in bits_of(mask):
            out[cell].append(i)
    return tuple(tuple(row) for row in out)


def free_spot_at(n: int, piece: int, cells: list[int], occupied: int, start: int = 0) -> Spot | None:
    """The first free placement of a piece covering one of `cells` (bit indices), looking from
    `cells[start]` on and round to the start; None when there is none."""
    all_spots = spots(n, piece)
    index = through(n, piece)
    count = len(cells)
    for i in range(count):
        for k in index[cells[(start + i) % count]]:
            if not all_spots[k][1] & occupied:
                return all_spots[k]
    return None


def touching_spots(n: int, piece: int, edge: int, occupied: int) -> list[Spot]:
    """The free placements of a piece covering a cell of `edge`, in spec §9 order: what
    `s[1] & edge and not s[1] & occupied` keeps of `spots`, read through `through`'s index."""
    all_spots = spots(n, piece)
    index = through(n, piece)
    hits: set[int] = set()
    for cell in bits_of(edge):
        hits.update(index[cell])
    return [all_spots[i] for i in sorted(hits) if not all_spots[i][1] & occupied]


class Kind(enum.Enum):
    """What the colour to move faces (spec §4.3-4.6)."""

    FIRST = "first"  # no cells yet: anywhere
    CONNECT = "connect"  # must touch its own cells along an edge
    JUMP = "jump"  # cannot connect: jump at the nearest gap per piece, or pass
    NONE = "none"  # no placement at all: passes automatically


@dataclass(frozen=True)
class Options:
    """The legal placements of one colour in spec §9 order, and for a jump the gap G(p) per piece."""

    kind: Kind
    places: tuple[Place, ...]
    gaps: tuple[tuple[int, int], ...] = ()  # (piece, G(p)), piece id descending


class Distances:
    """Manhattan balls around a colour's cells, grown on demand: ball(k) = cells at distance <= k (§4.5)."""

    def __init__(self, b: Board, own: int) -> None:
        self.board = b
        self.balls = [own]

    def ball(self, k: int) -> int:
        while len(self.balls) <= k:
            self.balls.append(self.board.dilate(self.balls[-1]))
        return self.balls[k]

    def gap(self, mask: int) -> int:
        """Smallest distance from the mask to the colour's cells, minus one."""
        k = 1
        while not mask & self.ball(k):
            k += 1
        return k - 1

    def nearest(self, piece: int, occupied: int) -> tuple[int, list[Spot]] | None:
        """G(p) over the piece's free placements and the placements that reach it, in spec §9
        order (spec §4.4); None when it has none.

        The balls grow one ring at a time: a free placement first reaches ball(k) through a free
        cell of its outer ring, so only the placements covering those cells are read."""
        n = self.board.n
        k, inner = 1, 0
        while True:
            ball = self.ball(k)
            if ball == inner:
                return None  # the whole board is reached and nothing is free
            ring = ball & ~inner & ~occupied
            hits = touching_spots(n, piece, ring, occupied) if ring else []
            if hits:
                return k - 1, hits
            k, inner = k + 1, ball


def _remaining(state: State, colour: int) -> list[int]:
    """Piece ids the colour still has, largest id first (spec §9 order)."""
    counts = state.pieces[colour]
    return [p for p in reversed(PIECE_IDS) if counts[p - 1]]


def connecting_piece(state: State, colour: int) -> int | None:
    """Some piece the colour can place touching its own cells, smallest first (cheap early exit)."""
    occupied, own = masks(state.board)
    b = board(state.setup)
    edge = b.dilate(own[colour]) & ~occupied
    if not edge:
        return None
    cells = bits_of(edge)
    for piece in reversed(_remaining(state, colour)):
        if free_spot_at(state.setup, piece, cells, occupied) is not None:
            return piece
    return None


def can_place_anywhere(state: State, colour: int) -> bool:
    """Whether any remaining piece meets L1-L3 somewhere; else the colour is out (spec §4.6)."""
    occupied, _ = masks(state.board)
    return any(
        any(not m & occupied for _, m in spots(state.setup, piece))
        for piece in reversed(_remaining(state, colour))
    )


def options(state: State, colour: int) -> Options:
    """Every legal placement of a colour in spec §9 order."""
    n = state.setup
    occupied, own_masks = masks(state.board)
    own = own_masks[colour]
    pieces = _remaining(state, colour)
    if not own:
        places = tuple(s[0] for p in pieces for s in spots(n, p) if not s[1] & occupied)
        return Options(Kind.FIRST if places else Kind.NONE, places)
    edge = board(n).dilate(own) & ~occupied
    places = tuple(s[0] for p in pieces for s in touching_spots(n, p, edge, occupied)) if edge else ()
    if places:
        return Options(Kind.CONNECT, places)
    distances = Distances(board(n), own)
    jump_places: list[Place] = []
    gaps: list[tuple[int, int]] = []
    for p in pieces:
        found = distances.nearest(p, occupied)
        if found is not None:
            g, hits = found
            gaps.append((p, g))
            jump_places.extend(s[0] for s in hits)
    return Options(Kind.JUMP if jump_places else Kind.NONE, tuple(jump_places), tuple(gaps))


def canonical_place(action: Place) -> Place:
    """The same placement with its orientation's canonical code (`place 2 R180 A1` is R0's shape):
    aliases are accepted and made canonical everywhere, as `parse` does."""
    piece = PIECES.get(action.piece)
    if piece is None or action.orient in piece.codes:
        return action
    try:
        return Place(action.piece, piece.canonical(action.orient), action.cell)
    except (ValueError, KeyError, StopIteration):
        return action  # not an orientation at all: check_place says so


def check_place(state: State, colour: int, action: Place) -> tuple[int, int]:
    """The placement's cell mask and gap, or IllegalAction naming the broken rule (spec §4.2-4.5)."""
    name = state.colour_names[colour]
    piece = PIECES.get(action.piece)
    if piece is None:
        raise IllegalAction("no_piece", piece=action.piece)
    if action.orient not in piece.codes:
        # Aliases were made canonical by `canonical_place` before this check; what is left is no code.
        raise IllegalAction("bad_orientation", orient=action.orient)
    if not state.pieces[colour][action.piece - 1]:
        raise IllegalAction(
            "no_piece_left", colour=name, piece=action.piece, name=Term(f"piece-{action.piece}")
        )
    b = board(state.setup)
    cells = covered(action.piece, action.orient, action.cell)
    r, c = action.cell
    if not all(b.on_board(cell) for cell in cells):
        raise IllegalAction(
            "off_board",
            piece=action.piece,
            name=Term(f"piece-{action.piece}"),
            orient=action.orient,
            # The anchor as a label where it has one, else as (row, column).
            cell=label(action.cell) if r >= 0 and 0 <= c < 26 else str(action.cell),
            last=b.last_cell(),
        )
    for cell in cells:
        ch = state.board[cell[0] * b.size + cell[1]]
        where = label(cell)
        if ch == SYMBOL:
            raise IllegalAction("symbol_tile", cell=where)
        if ch != EMPTY:
            owner = state.colour_names[int(ch)]
            raise IllegalAction("cell_taken", cell=where, owner=owner)
    mask = b.mask_of(cells)
    occupied, own_masks = masks(state.board)
    own = own_masks[colour]
    if not own or mask & b.dilate(own):
        return mask, 0
    other = connecting_piece(state, colour)
    if other is not None:
        raise IllegalAction("not_connected", colour=name, piece=other)
    distances = Distances(b, own)
    # The placement itself is free (checked above), so the piece has a nearest gap.
    found = distances.nearest(action.piece, occupied)
    assert found is not None
    best = found[0]
    gap = distances.gap(mask)
    if gap != best:
        raise IllegalAction(
            "jump_gap",
            colour=name,
            piece=action.piece,
            best=best,
            gap=gap,
        )
    return mask, gap


def side(state: State, player: int) -> int:
    """Team-mates share a side (seats 0 and 2 against 1 and 3, spec §3.3); otherwise each seat is one."""
    return player % 2 if state.mode is Mode.TEAM else player


def held(state: State, player: int) -> Counter[str]:
    """Secured symbols a player holds, by type (pooled over the player's colours, spec §3.3)."""
    tiles = board(state.setup).tiles
    return Counter(
        tiles[i].symbol for i, k in enumerate(state.secured) if k >= 0 and state.owners[k] == player
    )


def next_colour(state: State, after: int) -> int:
    """The next colour in turn order that has not passed, or -1."""
    count = len(state.owners)
    for step in range(1, count + 1):
        k = (after + step) % count
        if not state.passed[k]:
            return k
    return -1


def place(state: State, colour: int, action: Place) -> tuple[State, list[Event]]:
    """Make a placement and the automatic steps after it (spec §4.7)."""
    mask, gap = check_place(state, colour, action)
    b = board(state.setup)
    name = state.colour_names[colour]
    player = state.owners[colour]
    chars = list(state.board)
    for r, c in b.cells_of(mask):
        chars[r * b.size + c] = str(colour)
    counts = list(state.pieces[colour])
    counts[action.piece - 1] -= 1
    pieces = tuple(tuple(counts) if k == colour else row for k, row in enumerate(state.pieces))
    own = masks(state.board)[1][colour] | mask
    secured = list(state.secured)
    newly = [
        t
        for t in b.tiles_touching(mask)
        if secured[t.index] < 0 and (own & t.ring_mask).bit_count() >= CAPTURE
    ]
    for t in newly:
        secured[t.index] = colour
    events = [
        public(
            "placed",
            colour=name,
            player=Seat(player),
            action=str(action),
            piece=action.piece,
            orient=action.orient,
            cell=label(action.cell),
            gap=gap,
            penalty=JUMP_POINTS * gap,
            secured=[t.index for t in newly],
            # Each tile secured, as its symbol and its top-left cell ("sun", "B2").
            tiles=[[t.symbol, label(t.tile[0])] for t in newly],
        )
    ]
    state = evolve(
        state,
        board="".join(chars),
        pieces=pieces,
        jumps=(*state.jumps, (colour, gap)) if gap else state.jumps,
        secured=tuple(secured),
        last=LastMove(colour, action, gap),
        moves=state.moves + 1,
    )
    if newly:
        symbol, count = held(state, player).most_common(1)[0]
        if count >= state.rules.instant_win:
            events.append(public("instant_win", player=Seat(player), symbol=symbol, count=count))
            return evolve(state, turn=-1, instant_winner=player), events
    passed = list(state.passed)
    for k in range(len(passed)):
        if not passed[k] and not can_place_anywhere(state, k):
            passed[k] = True
            events.append(public("forced_pass", colour=state.colour_names[k], player=Seat(state.owners[k])))
    state = evolve(state, passed=tuple(passed))
    return _advance(state, colour, events)


def check_pass(state: State, colour: int) -> None:
    """IllegalAction unless the colour may pass: only when it cannot connect (spec §4.6)."""
    name = state.colour_names[colour]
    if not masks(state.board)[1][colour]:
        raise IllegalAction("first_piece_pass", colour=name)
    other = connecting_piece(state, colour)
    if other is not None:
        raise IllegalAction("cannot_pass", colour=name, piece=other)


def pass_turn(state: State, colour: int) -> tuple[State, list[Event]]:
    """A chosen pass (spec §4.6), once `check_pass` allowed it."""
    check_pass(state, colour)
    events = [public("pass", colour=state.colour_names[colour], player=Seat(state.owners[colour]))]
    passed = tuple(True if k == colour else p for k, p in enumerate(state.passed))
    return _advance(evolve(state, passed=passed, moves=state.moves + 1), colour, events)


def resign(state: State, player: int) -> tuple[State, list[Event]]:
    """The player drops out: their colours pass at once; one side left ends the game (spec §9)."""
    passed = tuple(p or state.owners[k] == player for k, p in enumerate(state.passed))
    state = evolve(state, passed=passed, resigned=(*state.resigned, player), moves=state.moves + 1)
    events = [public("resign", player=Seat(player))]
    sides = {side(state, p) for p in range(state.num_players) if p not in state.resigned}
    if len(sides) <= 1:
        events.append(public("game_over", reason="resign"))
        return evolve(state, turn=-1), events
    return _advance(state, state.turn, events)


def _advance(state: State, after: int, events: list[Event]) -> tuple[State, list[Event]]:
    """Hand the turn to the next colour still in; announce the end or a colour that must jump."""
    turn = next_colour(state, after)
    state = evolve(state, turn=turn)
    if turn < 0:
        events.append(public("game_over", reason="all_passed"))
        return state, events
    opts = (
        options(state, turn)
        if masks(state.board)[1][turn] and connecting_piece(state, turn) is None
        else None
    )
    if opts is not None:
        events.append(
            public(
                "must_jump",
                colour=state.colour_names[turn],
                player=Seat(state.owners[turn]),
                gaps=[list(pg) for pg in opts.gaps],
            )
        )
    return state, events
