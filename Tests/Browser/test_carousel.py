"""Beyond the Sample › Card Carousel, a layout of one's own, as a person uses it: a finger's fling and a wheel come to
rest with a card in the middle (the layout's targetContentOffset(forProposedContentOffset:withScrollingVelocity:)),
a new card rises into place and a removed one rises away (its initial and final layout attributes), and with reduced
motion they only fade."""

import browser_support as ocv

CAROUSEL = "[data-collection-view]"


def resting_scroll_left(page):
    """Waits for the carousel to stop moving and for the server's answers; returns its scroll position."""
    return ocv.scroll_at_rest(page, CAROUSEL)["left"]


def middle_card(page):
    """The text of the card whose box is centred in the 390-point window, and its centre."""
    middle = [cell for cell in ocv.cells(page, CAROUSEL) if abs(cell["x"] + cell["width"] / 2 - 195) < 1]
    assert len(middle) == 1, f"no card is in the middle: {ocv.cells(page, CAROUSEL)}"
    return middle[0]["lines"]


# Keeps every animation the page starts, with its element and keyframes, in `window.__ocvAnimated`: what a test reads
# of an animation cannot depend on catching it while it runs on a busy machine.
ANIMATION_RECORDER = """() => {
  window.__ocvAnimated = [];
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (keyframes, options) {
    window.__ocvAnimated.push({ node: this, keyframes, inert: this.inert });
    return animate.call(this, keyframes, options);
  };
}"""


def card_animations(page, name, inert=False):
    """The keyframes (transform and opacity) of every animation started on the card that reads `name` (while it took
    no clicks, with `inert`)."""
    return page.evaluate(
        """([name, inert]) => window.__ocvAnimated
          .filter(({ node }) => [...node.querySelectorAll(".ocv-line")].some((line) => line.textContent === name))
          .filter((animated) => animated.inert === inert)
          .map(({ keyframes }) => keyframes.map(({ transform, opacity }) => ({ transform: transform ?? null,
                                                                              opacity: String(opacity) })))""",
        [name, inert],
    )


def flick_left(page):
    """A flick leftwards over more than half a card, the finger lifted in its own time (a browser's own fling carries
    its speed on); answers the finger."""
    finger = ocv.Finger(page)
    finger.down(300, 400)
    finger.flick_to(100, 400, steps=6)
    return finger


def card_at_rest(page):
    """Waits for the carousel to come to rest and answers the number of the card in its middle: at rest, a card is
    there, a whole number of cards in."""
    resting = resting_scroll_left(page)
    assert resting % 320 == 0, f"at rest {resting} points in, between cards"
    card = resting // 320 + 1
    assert middle_card(page) == [f"Card {card}", f"{card} of 8"]
    return card


def test_a_fling_comes_to_rest_with_a_card_in_the_middle(make_page):
    page = make_page(touch=True)
    ocv.open(page, "/examples/card-carousel")
    assert middle_card(page) == ["Card 1", "1 of 8"]
    # Wherever its speed would glide it, the flick comes to rest with a card in the middle, one or more on, rather than
    # where the browser's own fling would stop.
    finger = flick_left(page)
    card = card_at_rest(page)
    assert card >= 2
    phases = [message["phase"] for message in ocv.sent(page, "pan")]
    assert phases == ["begin", "end", "settled"]
    end = ocv.sent(page, "pan")[1]
    assert end["vx"] >= 0 and end["vy"] == 0
    # A slow drag of a third of a card back, held still before the finger lifts: no speed is left, and the card
    # comes back to the middle.
    finger.down(200, 400)
    finger.move_to(300, 400, steps=40, frame_ms=30)
    page.wait_for_timeout(150)
    finger.up()
    assert card_at_rest(page) == card


def test_with_reduced_motion_a_fling_comes_to_rest_on_a_card_at_once(make_page):
    page = make_page(touch=True)
    page.emulate_media(reduced_motion="reduce")
    ocv.open(page, "/examples/card-carousel")
    flick_left(page)
    assert card_at_rest(page) >= 2
    # At rest, the box takes the person's scrolling again, and the scroll view's delegate heard the deceleration end.
    assert not page.locator(f"{CAROUSEL}.ocv-coming-to-rest").count()
    assert [message["phase"] for message in ocv.sent(page, "pan")] == ["begin", "end", "settled"]


# Whether the page has taken a message that says where a fling comes to rest: marked by a listener added after the
# page's own, which runs after the page's for the same message.
REST_WATCH = """() => {
  window.__ocvRestTaken = false;
  window.__ocvTraffic.sockets.at(-1).addEventListener("message", (event) => {
    if (String(event.data).includes('"rest"')) window.__ocvRestTaken = true;
  });
}"""


def test_a_finger_that_takes_the_content_again_before_the_rest_arrives_keeps_scrolling_it(make_page):
    page = make_page(touch=True, latency_ms=300)
    ocv.open(page, "/examples/card-carousel")
    page.evaluate(REST_WATCH)
    # A flick, and the finger down again at once, dragging: the server's word on where the flick rests is 600 ms away.
    finger = flick_left(page)
    finger.down(200, 400)
    finger.move_to(240, 400, steps=8)
    page.wait_for_function("() => window.__ocvRestTaken")
    # The rest came while the finger holds the content: the finger still moves it, point for point (within the
    # browser's rounding of a touch's position).
    before = page.evaluate(f"() => document.querySelector('{CAROUSEL}').scrollLeft")
    finger.move_to(300, 400, steps=8)
    ocv.next_frames(page)
    after = page.evaluate(f"() => document.querySelector('{CAROUSEL}').scrollLeft")
    assert abs(before - after - 60) <= 2
    assert not page.locator(f"{CAROUSEL}.ocv-coming-to-rest").count()
    # Held still and lifted, the content comes to rest with a card in the middle.
    page.wait_for_timeout(150)
    finger.up()
    card_at_rest(page)


def test_a_wheel_comes_to_rest_on_the_nearest_card(page):
    ocv.open(page, "/examples/card-carousel")
    box = page.locator(CAROUSEL).bounding_box()
    page.mouse.move(box["x"] + 195, box["y"] + 400)
    page.mouse.wheel(100, 0)
    assert resting_scroll_left(page) == 0
    page.mouse.wheel(200, 0)
    assert resting_scroll_left(page) == 320
    assert middle_card(page) == ["Card 2", "2 of 8"]


def test_a_new_card_rises_into_place_and_a_removed_one_rises_away(page):
    ocv.open(page, "/examples/card-carousel")
    page.evaluate(ANIMATION_RECORDER)
    page.get_by_role("button", name="Add").click()
    # Card 9 comes from a hundred points below at four fifths of its size, transparent.
    ocv.wait_idle(page)
    assert card_animations(page, "Card 9") == [[
        {"transform": "matrix(0.8,0,0,0.8,0,100)", "opacity": "0"},
        {"transform": "none", "opacity": "1"},
    ]]
    assert resting_scroll_left(page) == 320
    assert middle_card(page) == ["Card 9", "2 of 9"]
    # The middle card goes up a hundred points at three fifths of its size, fading, and takes no clicks meanwhile.
    page.evaluate("() => { window.__ocvAnimated = []; }")
    page.get_by_role("button", name="Delete").click()
    ocv.wait_idle(page)
    assert card_animations(page, "Card 9", inert=True) == [[
        {"transform": "none", "opacity": "1"},
        {"transform": "matrix(0.6,0,0,0.6,0,-100)", "opacity": "0"},
    ]]
    assert page.get_by_text("Card 9", exact=True).count() == 0
    assert middle_card(page) == ["Card 2", "2 of 8"]


def test_with_reduced_motion_cards_only_fade(make_page):
    page = make_page()
    page.emulate_media(reduced_motion="reduce")
    ocv.open(page, "/examples/card-carousel")
    page.evaluate(ANIMATION_RECORDER)
    page.get_by_role("button", name="Add").click()
    ocv.wait_idle(page)
    assert card_animations(page, "Card 9") == [[{"transform": None, "opacity": "0"}, {"transform": None, "opacity": "1"}]]
    assert middle_card(page) == ["Card 9", "2 of 9"]


def test_with_the_last_card_gone_the_background_view_says_so(page):
    ocv.open(page, "/examples/card-carousel")
    delete = page.get_by_role("button", name="Delete")
    for _ in range(8):
        delete.click()
        ocv.wait_idle(page)
    assert ocv.cells(page, CAROUSEL) == []
    assert delete.is_disabled()
    # "No Cards" in the middle of the collection view (its whole bounds, under the bar too, as UIKit's backgroundView).
    label = page.get_by_text("No Cards", exact=True)
    box = label.bounding_box()
    view = page.locator(CAROUSEL).bounding_box()
    assert abs(box["x"] + box["width"] / 2 - (view["x"] + view["width"] / 2)) <= 1
    assert abs(box["y"] + box["height"] / 2 - (view["y"] + view["height"] / 2)) <= 1
    page.get_by_role("button", name="Add").click()
    ocv.wait_idle(page)
    assert label.count() == 0
    assert middle_card(page) == ["Card 9", "1 of 1"]
