"""The automatic part of a round: resolve locations until a prompt opens or the next round starts."""

from __future__ import annotations

from games.core import Event
from games.dicetown.remedies import begin_doc
from games.dicetown.resolution import begin_location
from games.dicetown.state import DOC_BADLUCK, Phase, State


def advance(state: State, events: list[Event]) -> State:
    """Run automatic steps (spec 3.1); stops at a ruling, a choice, Doc Badluck's visitors or a roll step."""
    while (
        state.phase is Phase.RESOLVE and state.ruling is None and state.choice is None and not state.visitors
    ):
        step = begin_location if state.location < DOC_BADLUCK else begin_doc
        state = step(state, events)
    return state
