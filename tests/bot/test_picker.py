from bot.picker import END, NEXT, PAGE, choose, resolve, step


def test_offers_first_tokens_in_legal_order():
    s = step(["take 1 R0 A1", "take 1 R0 B1", "coin", "take 2 R90 C3"])
    assert s.options == ("take", "coin") and not s.done


def test_a_single_path_is_followed_without_asking():
    s = step(["take 1 R0 A1", "take 1 R0 B1"], ("take",))
    assert s.prefix == ("take", "1", "R0") and s.options == ("A1", "B1")


def test_completes_when_one_action_remains():
    s = step(["take 1 R0 A1", "take 1 R0 B1"], ("take", "1", "R0", "B1"))
    assert s.complete == "take 1 R0 B1"


def test_an_action_that_is_a_prefix_of_another_gets_an_end_choice():
    s = step(["buy 2", "buy 2 R0 A1"], ("buy", "2"))
    assert s.options == (END, "R0")
    assert resolve(["buy 2", "buy 2 R0 A1"], (*s.prefix, END)).complete == "buy 2"


def test_long_lists_are_paged():
    cells = [f"place 1 R0 {chr(65 + c)}{r}" for r in range(1, 21) for c in range(20)]
    s = step(cells, ("place", "1", "R0"))
    assert s.pages == -(-400 // PAGE) and len(s.options) == PAGE
    prefix, page = choose(s, NEXT)
    s2 = step(cells, prefix, page)
    assert s2.page == 1 and s2.options[0] == cells[PAGE].split()[-1]


def test_unknown_prefix_offers_nothing():
    s = step(["coin"], ("take",))
    assert s.options == () and not s.done
