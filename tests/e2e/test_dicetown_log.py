"""`/game log` in Dice Town: each reader reads a move as the rules let them see it (spec 7), however
the move was made and whatever it happened to tell anyone."""

from __future__ import annotations

import re

from games.dicetown.data import CARDS
from tests.helpers.dicetown_e2e import CH, board, current, two_offers_made
from tests.helpers.e2e import texts


async def test_a_raise_that_keeps_an_offered_card_shows_the_card_to_the_offerer_and_sheriff_only(
    fake, make_bot
):
    bot, table, _, first, _, s_user, a_user, b_user = await two_offers_made(fake, make_bot)
    (card,) = table.state.players[first].hand
    name = CARDS[card].name

    async def offer(dollars: int) -> None:
        opened = await fake.click(a_user, board(fake), "Offer")
        done = await fake.submit_modal(
            a_user,
            opened,
            {
                f"Dollars in your offer (up to {table.state.players[first].dollars})": str(dollars),
                "Cards from your hand (names or ids)": card,
            },
        )
        assert "Your standing offer" in texts(done.messages)

    await offer(0)  # the card goes into the offer: the Sheriff is told which, privately
    await offer(1)  # a raise that keeps it: nobody is told anything privately
    latest = await current(bot, fake)
    offered = next(o for o in latest.state.ruling.offers if o.seat == first)
    assert offered.cards == (card,) and offered.dollars == 1
    raise_line = re.compile(r"`bid \$1 0n ([^`\s]+)`")

    def raise_of(reader) -> str:
        return raise_line.findall(log_of[reader])[-1]

    log_of = {}
    for user in (a_user, b_user, s_user):
        answer = await fake.slash(user, "game log", channel=CH, count=20)
        assert answer.ephemeral
        log_of[user] = answer.content
    kind = "P?" if card.startswith("P") else "GS?"
    assert raise_of(a_user) == card and raise_of(s_user) == card
    assert raise_of(b_user) == kind
    assert card not in log_of[b_user] and name not in log_of[b_user]
    # Nor does the channel ever read it.
    assert card not in texts([m for m in fake.channel_messages(CH) if not m.ephemeral])
