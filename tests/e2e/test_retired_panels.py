"""A panel that loses its buttons loses the lines that said how to use them: the lobby once the
table is closed, the question before starting alone once it is answered."""

from __future__ import annotations

CH = "games"


async def test_a_closed_lobby_keeps_no_line_on_its_buttons(fake, make_bot):
    alice = fake.user("alice")
    await make_bot()
    r = await fake.slash(alice, "game new", channel=CH, game="blockbuster")
    assert "**Join**" in r.embeds[0]["description"] and r.message.custom_ids
    await fake.slash(alice, "game leave", channel=CH)  # the last to leave closes the table
    lobby = fake.world.messages[r.message.id]
    assert not lobby.custom_ids
    (embed,) = lobby.embeds
    said = f"{embed.get('title', '')}\n{embed.get('description', '')}"
    assert "Join" not in said and "Start" not in said, said
    assert embed["footer"]["text"] == "This table was closed."


async def test_the_answered_question_before_starting_alone_keeps_no_word_on_the_join_button(fake, make_bot):
    alice = fake.user("alice")
    await make_bot()
    r = await fake.slash(alice, "game new", channel=CH, game="shakecity")
    ask = await fake.click(alice, r.message, "Start")
    question = ask.messages[-1]
    assert "**Join**" in question.content and question.custom_ids
    await fake.click(alice, question, "Start alone")
    answered = fake.world.messages[question.id]
    assert not answered.custom_ids
    assert "Join" not in answered.content and answered.content == "You start alone.", answered.content
