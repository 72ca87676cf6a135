"""A person on a phone's browser, with a finger: a finger held on a photo and then moved drags it, as UIKit's long
press lifts a cell; a finger that moves at once scrolls; a finger tap opens the photo, unless the photos are in
flight, when it only stops them (a row scrolling sideways too); a finger pulling the Feed down at its top refreshes
it. The events come through the browser's own touch pipeline (touch and pointer events, and the browser's scrolling
under the finger)."""

import browser_support as ocv
from test_feed import posts, refreshes_after_a_pull
from test_photos import GRID, first_row, wait_for_images


# Sets `window.__touchEnded` when the page sees the next finger lift (its touch events come in order: every move first).
TOUCH_END_WATCH = """() => {
  window.__touchEnded = false;
  window.addEventListener("touchend", () => { window.__touchEnded = true; }, { once: true, passive: true });
}"""


def open_photos(make_page):
    page = make_page(touch=True)
    ocv.open(page, "/examples/photos")
    wait_for_images(page)
    return page, ocv.Finger(page)


def photo_centre(page, cell):
    return cell["x"] + cell["width"] / 2, page.locator(GRID).bounding_box()["y"] + cell["y"] + cell["height"] / 2


def test_a_finger_held_on_a_photo_then_moved_drags_it_where_it_is_lifted(make_page):
    page, finger = open_photos(make_page)
    row = first_row(page)
    start = photo_centre(page, row[0])
    ocv.watch_next_press(page)
    finger.down(*start)
    ocv.wait_past_long_press(page)  # held still that long, the finger lifts the photo when it moves
    finger.move_to(photo_centre(page, row[2])[0], start[1])
    ocv.wait_idle(page)
    # The photo follows the finger and the two it passed make room, one place to the left each.
    assert "ocv-dragging" in page.locator(f'{GRID} .ocv-element[data-identity="item 0"]').get_attribute("class")
    making_room = {cell["identity"]: round(cell["x"]) for cell in first_row(page) if cell["identity"] != "item 0"}
    assert making_room == {"item 1": 1, "item 2": 131}
    finger.up()
    ocv.wait_idle(page)
    assert [cell["identity"] for cell in first_row(page)] == ["item 1", "item 2", "item 0"]
    assert page.locator(".ocv-dragging").count() == 0


def test_a_finger_that_moves_at_once_scrolls_the_photos_and_lifts_nothing(make_page):
    page, finger = open_photos(make_page)
    before = [cell["identity"] for cell in first_row(page)]
    x, y = photo_centre(page, first_row(page)[1])
    finger.down(x, y + 300)
    finger.move_to(x, y, steps=12)
    finger.up()
    ocv.wait_idle(page)
    assert page.evaluate("(selector) => document.querySelector(selector).scrollTop", GRID) > 200
    assert page.locator(".ocv-dragging").count() == 0
    ocv.scroll_to(page, 0, GRID)
    ocv.wait_idle(page)
    assert [cell["identity"] for cell in first_row(page)] == before


def test_a_finger_tap_on_a_photo_opens_it(make_page):
    page, finger = open_photos(make_page)
    finger.down(*photo_centre(page, first_row(page)[1]))
    finger.up()
    page.wait_for_function(
        "() => [...document.querySelectorAll('header.ocv-navigation-bar h1.ocv-bar-title')].some((t) => t.textContent === 'Photo 2')")


def test_a_finger_pulling_the_feed_down_at_its_top_refreshes_it(make_page):
    page = make_page(touch=True)
    ocv.open(page, "/examples/feed")
    finger = ocv.Finger(page)
    first_authors = [lines[0] for lines in posts(page)[:2]]
    box = page.locator("[data-collection-view][data-refreshable]").bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + 150
    # Less than the pull a refresh takes, and let go: no refresh asked for. The page asks as the finger moves past
    # the threshold, so by the time it has seen the finger lift (after every move) it would have asked.
    page.evaluate(TOUCH_END_WATCH)
    finger.down(x, y)
    finger.move_to(x, y + 60)
    finger.up()
    page.wait_for_function("() => window.__touchEnded === true")
    assert ocv.sent(page, "refresh") == []
    ocv.wait_idle(page)
    assert page.locator("[data-refreshing]").count() == 0
    assert [lines[0] for lines in posts(page)[:2]] == first_authors
    # A full pull: one refresh asked for, the spinner in the room it makes, then two new posts above.
    finger.down(x, y)
    finger.move_to(x, y + 180)
    finger.up()
    refreshes_after_a_pull(page)
    assert len(ocv.sent(page, "refresh")) == 1


def presses_since(page, count):
    """The presses and taps the page sent after its first `count` messages."""
    return [m for m in ocv.sent(page)[count:] if m["t"] in ("down", "up", "tap")]


def test_a_finger_tap_on_photos_in_flight_stops_them_and_opens_nothing(make_page):
    page, finger = open_photos(make_page)
    finger.down(200, 700)
    finger.flick_to(200, 150, steps=6)
    # Lifted, the photos glide on; a tap on one while they do only stops them, as on a phone.
    page.wait_for_function("() => window.__ocvTraffic.messages.some(({ message }) => message.phase === 'end')")
    sent_before_tap = len(ocv.sent(page))
    finger.down(200, 500)
    finger.up()
    ocv.scroll_at_rest(page, GRID)
    assert ocv.bar_title(page) == "Photos"
    assert presses_since(page, sent_before_tap) == []
    assert [m["phase"] for m in ocv.sent(page, "pan")] == ["begin", "end", "settled"]
    # At rest, a tap opens the photo under it.
    finger.down(*photo_centre(page, first_row(page)[1]))
    finger.up()
    page.wait_for_function("""() => [...document.querySelectorAll('header.ocv-navigation-bar h1.ocv-bar-title')]
        .some((title) => /^Photo \\d+$/.test(title.textContent))""")


ROW = '.ocv-orthogonal-row[data-section="0"]'


def test_a_finger_tap_on_a_row_scrolling_sideways_in_flight_stops_it_and_presses_nothing(make_page):
    page = make_page(touch=True)
    ocv.open(page, "/examples/orthogonal-section-behaviors")
    strip = page.locator(ROW).bounding_box()
    y = strip["y"] + strip["height"] / 2
    finger = ocv.Finger(page)
    finger.down(350, y)
    finger.flick_to(50, y, steps=6)
    # Lifted, the row glides on (its first scroll is the flick's); a tap on it while it does only stops it.
    page.wait_for_function("(row) => document.querySelector(row).scrollLeft > 0", arg=ROW)
    sent_before_tap = len(ocv.sent(page))
    finger.down(200, y)
    finger.up()
    ocv.scroll_at_rest(page, ROW)
    assert presses_since(page, sent_before_tap) == []
    # At rest, a finger presses a cell of the row and lifts inside it: a tap.
    x = page.evaluate("""(row) => {
      const cell = [...document.querySelectorAll(`${row} .ocv-element[data-kind="cell"]`)]
        .map((node) => node.getBoundingClientRect()).find((box) => box.left >= 0 && box.right <= 390);
      return cell.left + cell.width / 2;
    }""", ROW)
    sent_before_tap = len(ocv.sent(page))
    finger.down(x, y)
    finger.up()
    ocv.wait_idle(page)
    pressed = presses_since(page, sent_before_tap)
    assert [m["t"] for m in pressed] == ["down", "up"] and pressed[1]["inside"] is True
