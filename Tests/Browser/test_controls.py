"""The Controls example as a person uses it in the live page: a segmented control is a radio group a click or the
arrow keys move, a page control a slider a click on either half or the arrow keys move (filling the progress bar), a
button starts and stops a spinner that is a status named "In progress" only while it turns; a name typed at a person's
speed is echoed, a digit refused by the delegate disappears again, Return greets and lets the keyboard go, the clear
button clears; a password field is a password input; a slider moves by the arrow keys and a drag (mirrored right to
left); a stepper's buttons step by clicks and keys, repeat while held, and stop at the ends; a button whose menu is its
primary action opens the menu below it, and a choice sorts; a button with a long-press menu acts on a click and shows
its menu (above it, near the bottom of the screen) when held, right-clicked, asked for with the context-menu key or
held by a finger."""

import pytest

import browser_support as ocv

RADIOS = "[data-segmented] [role=radio]"
SLIDER = "[data-page-control]"


def open_controls(page, query=""):
    """Opens the example and waits until its controls are drawn and the page is quiet."""
    page.goto("/examples/controls" + query)
    page.wait_for_selector("[data-segmented][data-host-identity]")
    ocv.wait_idle(page)


def radios(page):
    return page.evaluate(
        "(selector) => [...document.querySelectorAll(selector)].map((radio) => [radio.textContent,"
        " radio.getAttribute('aria-checked'), radio.getAttribute('tabindex')])",
        RADIOS,
    )


def label_shows(page, text):
    page.wait_for_function(
        "(text) => [...document.querySelectorAll('.ocv-line')].some((line) => line.textContent === text)", arg=text
    )


def reveal(page, selector):
    """Scrolls the list to its end, where the text fields, the slider and the stepper are, and waits for `selector`."""
    ocv.scroll_to(page, ocv.max_scroll_top(page))
    page.wait_for_selector(selector)
    ocv.wait_idle(page)


def text_of(page, placeholder):
    return page.evaluate("(name) => document.querySelector(`input[placeholder='${name}']`).value", placeholder)


def test_a_name_typed_is_echoed_a_digit_refused_and_return_greets(page):
    open_controls(page)
    reveal(page, "[data-text-field]")
    name = page.get_by_role("textbox", name="Name")
    assert name.get_attribute("type") == "text"
    assert name.get_attribute("enterkeyhint") == "done"
    assert name.get_attribute("autocomplete") == "name"
    assert name.get_attribute("autocapitalize") == "words"
    box = name.bounding_box()
    assert round(box["height"]) == 34
    label_shows(page, "No name yet")
    name.click()
    page.keyboard.type("Ada", delay=80)
    label_shows(page, "Name: Ada")
    # The delegate refuses digits: the 7 shows for a moment, then the server's text comes back.
    page.keyboard.type("7", delay=80)
    page.wait_for_function("() => document.querySelector(\"input[placeholder='Name']\").value === 'Ada'")
    ocv.wait_idle(page)
    assert text_of(page, "Name") == "Ada"
    page.keyboard.type(" L", delay=80)
    label_shows(page, "Name: Ada L")
    ocv.wait_idle(page)
    assert page.evaluate("() => document.activeElement.placeholder") == "Name"
    page.keyboard.press("Enter")
    label_shows(page, "Hello, Ada L!")
    # textFieldShouldReturn said yes: editing ended, and the keyboard went.
    page.wait_for_function("() => document.activeElement.tagName !== 'INPUT'")
    ocv.wait_idle(page)
    assert name.get_attribute("data-editing") == "false"


def test_the_clear_button_clears_the_field_and_keeps_the_keyboard(page):
    open_controls(page)
    reveal(page, "[data-text-field]")
    clear = page.locator("[data-text-field] button[aria-label='Clear text']").first
    assert not clear.is_visible()
    page.get_by_role("textbox", name="Name").click()
    page.keyboard.type("Bo", delay=80)
    label_shows(page, "Name: Bo")
    page.get_by_role("button", name="Clear text").click()
    label_shows(page, "No name yet")
    page.wait_for_function("() => document.querySelector(\"input[placeholder='Name']\").value === ''")
    ocv.wait_idle(page)
    assert page.evaluate("() => document.activeElement.placeholder") == "Name"
    assert not clear.is_visible()
    page.keyboard.type("C", delay=80)
    label_shows(page, "Name: C")


def test_a_secure_field_is_a_password_input(page):
    open_controls(page)
    reveal(page, "input[type=password]")
    password = page.get_by_label("Password")
    assert password.get_attribute("type") == "password"
    assert password.get_attribute("autocomplete") == "current-password"
    assert password.get_attribute("enterkeyhint") == "go"
    password.click()
    page.keyboard.type("s3cret", delay=80)
    ocv.wait_idle(page)
    assert password.input_value() == "s3cret"
    assert password.get_attribute("data-text") == "s3cret"


def slider_drag(page, slider, fraction):
    """Presses the thumb and drags it to `fraction` of the way from the track's left end."""
    box = slider.bounding_box()
    thumb = page.locator("[data-slider] .ocv-slider-thumb").bounding_box()
    y = box["y"] + box["height"] / 2
    page.mouse.move(thumb["x"] + thumb["width"] / 2, y)
    page.mouse.down()
    target = box["x"] + 14 + fraction * (box["width"] - 28)
    start = thumb["x"] + thumb["width"] / 2
    for step in range(1, 9):
        page.mouse.move(start + (target - start) * step / 8, y)
        ocv.next_frames(page, 1)
    page.mouse.up()


def test_the_slider_moves_by_the_arrow_keys_and_a_drag(page):
    open_controls(page)
    reveal(page, "[data-slider]")
    slider = page.get_by_role("slider", name="Slider")
    assert (slider.get_attribute("aria-valuemin"), slider.get_attribute("aria-valuemax")) == ("0", "100")
    assert slider.get_attribute("aria-valuenow") == "50"
    assert round(slider.bounding_box()["height"]) == 31
    label_shows(page, "Volume: 50")
    slider.focus()
    # A tenth of the range a press.
    page.keyboard.press("ArrowRight")
    label_shows(page, "Volume: 60")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")
    label_shows(page, "Volume: 40")
    page.keyboard.press("End")
    label_shows(page, "Volume: 100")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Home")
    label_shows(page, "Volume: 0")
    ocv.wait_idle(page)
    assert slider.get_attribute("aria-valuenow") == "0"
    slider_drag(page, slider, 0.25)
    label_shows(page, "Volume: 25")
    ocv.wait_idle(page)
    thumb = page.locator("[data-slider] .ocv-slider-thumb").bounding_box()
    box = slider.bounding_box()
    assert abs(thumb["x"] + 14 - (box["x"] + 14 + 0.25 * (box["width"] - 28))) < 1


def steps_sent(page):
    """The stepper steps the page has asked the session for, in order: "up" or "down"."""
    return ["up" if message["increment"] else "down" for message in ocv.sent(page, "stepper")]


def test_the_stepper_steps_by_clicks_and_keys_and_stops_at_its_ends(page):
    open_controls(page)
    reveal(page, "[data-stepper]")
    group = page.get_by_role("group", name="Stepper")
    box = group.bounding_box()
    assert (round(box["width"]), round(box["height"])) == (94, 32)
    minus = group.get_by_role("button", name="Decrement")
    plus = group.get_by_role("button", name="Increment")
    assert minus.get_attribute("aria-disabled") == "true"
    assert plus.get_attribute("aria-disabled") is None
    label_shows(page, "Count: 0")
    # A press on a disabled button (as a person may) asks for no step: the session would clamp one at the end
    # anyway, so what counts is that the page sends none. + pressed next sends its step after anything that press
    # sent, so once the step's answer shows, the steps sent are all there is to see.
    minus.click(force=True)
    plus.click()
    label_shows(page, "Count: 1")
    assert steps_sent(page) == ["up"]
    ocv.wait_idle(page)
    assert minus.get_attribute("aria-disabled") is None
    plus.focus()
    for expected in range(2, 6):
        page.keyboard.press("Enter" if expected % 2 else "Space")
        label_shows(page, f"Count: {expected}")
        ocv.wait_idle(page)
    # At the maximum, + is disabled (and keeps the focus); another press asks for nothing, and − still steps.
    assert plus.get_attribute("aria-disabled") == "true"
    assert page.evaluate("() => document.activeElement.getAttribute('aria-label')") == "Increment"
    page.keyboard.press("Enter")
    minus.click()
    label_shows(page, "Count: 4")
    assert steps_sent(page) == ["up"] * 5 + ["down"]


def test_right_to_left_the_slider_is_mirrored(page):
    open_controls(page, "?rtl=1")
    reveal(page, "[data-slider]")
    slider = page.get_by_role("slider", name="Slider")
    box = slider.bounding_box()
    thumb = page.locator("[data-slider] .ocv-slider-thumb").bounding_box()
    # At 50 the thumb is in the middle either way; the filled track runs from the right edge to it.
    fill = page.locator("[data-slider] .ocv-slider-minimum").bounding_box()
    assert abs(fill["x"] + fill["width"] - (box["x"] + box["width"])) < 1
    assert abs(thumb["x"] + 14 - (box["x"] + box["width"] / 2)) < 1
    slider.focus()
    page.keyboard.press("ArrowLeft")
    label_shows(page, "Volume: 60")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    label_shows(page, "Volume: 40")
    ocv.wait_idle(page)
    # A drag to a quarter of the way from the left is three quarters of the way from the leading (right) end.
    slider_drag(page, slider, 0.25)
    label_shows(page, "Volume: 75")


def test_a_button_whose_menu_is_its_primary_action_opens_it_and_a_choice_runs(page):
    open_controls(page)
    reveal(page, "text=Sorted by Name")
    sort = page.get_by_role("button", name="Sort")
    assert sort.get_attribute("aria-haspopup") == "menu"
    assert page.locator(".ocv-menu").count() == 0
    sort.click()
    menu = page.get_by_role("menu", name="Sort By")
    menu.wait_for()
    ocv.wait_idle(page)
    items = page.get_by_role("menuitemradio")
    assert items.all_text_contents() == ["Name", "Date", "Size"]
    assert [items.nth(index).get_attribute("aria-checked") for index in range(3)] == ["true", "false", "false"]
    # Below the button.
    assert menu.bounding_box()["y"] >= sort.bounding_box()["y"] + sort.bounding_box()["height"]
    page.get_by_role("menuitemradio", name="Size").click()
    label_shows(page, "Sorted by Size")
    page.wait_for_function("() => !document.querySelector('.ocv-menu')")
    ocv.wait_idle(page)
    # Open again: Size is the one checked; Escape closes it choosing nothing.
    sort.click()
    menu.wait_for()
    ocv.wait_idle(page)
    assert page.get_by_role("menuitemradio", name="Size").get_attribute("aria-checked") == "true"
    page.keyboard.press("Escape")
    page.wait_for_function("() => !document.querySelector('.ocv-menu')")
    ocv.wait_idle(page)
    label_shows(page, "Sorted by Size")


def test_a_click_and_the_arrow_keys_choose_a_segment(page):
    open_controls(page)
    assert ocv.bar_title(page) == "Controls"
    assert page.locator("[data-segmented]").get_attribute("role") == "radiogroup"
    assert radios(page) == [["Day", "true", "0"], ["Week", "false", "-1"], ["Month", "false", "-1"], ["Year", "false", "-1"]]
    label_shows(page, "Showing: Day")

    page.locator(RADIOS).nth(2).click()
    label_shows(page, "Showing: Month")
    ocv.wait_idle(page)
    assert [radio[1] for radio in radios(page)] == ["false", "false", "true", "false"]

    # The radio group pattern: focus sits on the chosen radio, the arrows move the choice (and the focus), wrapping.
    page.keyboard.press("ArrowRight")
    label_shows(page, "Showing: Year")
    ocv.wait_idle(page)
    assert page.evaluate("() => document.activeElement.textContent") == "Year"
    page.keyboard.press("ArrowRight")
    label_shows(page, "Showing: Day")
    ocv.wait_idle(page)
    page.keyboard.press("ArrowLeft")
    label_shows(page, "Showing: Year")
    ocv.wait_idle(page)
    assert radios(page)[3] == ["Year", "true", "0"]
    assert page.evaluate("() => document.activeElement.getAttribute('role')") == "radio"


def test_the_page_control_is_a_slider_that_fills_the_progress_bar(page):
    open_controls(page)
    slider = page.locator(SLIDER)
    assert slider.get_attribute("role") == "slider"
    assert slider.get_attribute("aria-valuetext") == "Page 1 of 5"
    bar = page.get_by_role("progressbar", name="Progress")
    assert bar.get_attribute("aria-valuenow") == "20"

    box = slider.bounding_box()
    assert (round(box["width"]), round(box["height"])) == (100, 26)
    assert page.locator(".ocv-page-dot").count() == 5
    slider.click(position={"x": box["width"] - 10, "y": 13})
    label_shows(page, "Page 2 of 5")
    ocv.wait_idle(page)
    assert slider.get_attribute("aria-valuenow") == "2"
    assert bar.get_attribute("aria-valuenow") == "40"
    slider.click(position={"x": 10, "y": 13})
    label_shows(page, "Page 1 of 5")
    ocv.wait_idle(page)
    # On the first page a click on the leading half asks for no page (the session would keep the first one anyway):
    # the page End asks for next, once its answer shows, is the next one sent.
    slider.click(position={"x": 10, "y": 13})
    slider.focus()
    page.keyboard.press("End")
    label_shows(page, "Page 5 of 5")
    assert [message["page"] for message in ocv.sent(page, "page")] == [1, 0, 4]
    ocv.wait_idle(page)
    assert bar.get_attribute("aria-valuenow") == "100"
    page.keyboard.press("ArrowLeft")
    label_shows(page, "Page 4 of 5")
    ocv.wait_idle(page)
    assert page.evaluate("() => document.activeElement.dataset.pageControl") == ""
    fill = page.locator(".ocv-progress-fill").bounding_box()
    track = page.locator(".ocv-progress-track").bounding_box()
    assert round(track["height"]) == 4
    assert abs(fill["width"] - 0.8 * track["width"]) < 1


def test_the_button_starts_and_stops_the_spinner(page):
    open_controls(page)
    # Stopped, the spinner hides (hidesWhenStopped) and nothing is announced.
    assert page.locator("[data-view=UIActivityIndicatorView]").count() == 0
    page.get_by_role("button", name="Start").click()
    status = page.get_by_role("status", name="In progress")
    status.wait_for()
    label_shows(page, "Loading…")
    spinner = page.locator(".ocv-spinner")
    assert spinner.get_attribute("data-animating") == "true"
    assert page.locator(".ocv-spoke").count() == 8
    assert page.evaluate("() => getComputedStyle(document.querySelector('.ocv-spinner')).animationName") == "ocv-spin"
    # Its own size, not its bounding box: turned an eighth at a time, its box is 52 points wide half the time.
    size = spinner.evaluate("(node) => [node.offsetWidth, node.offsetHeight]")
    assert size == [37, 37]
    page.get_by_role("button", name="Stop").click()
    label_shows(page, "Stopped")
    page.wait_for_function("() => !document.querySelector('.ocv-spinner')")
    ocv.wait_idle(page)


def test_right_to_left_the_first_segment_and_page_are_at_the_right(page):
    open_controls(page, "?rtl=1")
    boxes = [page.locator(RADIOS).nth(index).bounding_box()["x"] for index in range(4)]
    assert boxes == sorted(boxes, reverse=True)
    # Left moves on, as it does in a mirrored radio group and slider.
    page.locator(RADIOS).nth(0).click()
    page.keyboard.press("ArrowLeft")
    label_shows(page, "Showing: Week")
    ocv.wait_idle(page)
    slider = page.locator(SLIDER)
    box = slider.bounding_box()
    slider.click(position={"x": 10, "y": 13})
    label_shows(page, "Page 2 of 5")
    ocv.wait_idle(page)
    page.keyboard.press("ArrowLeft")
    label_shows(page, "Page 3 of 5")
    ocv.wait_idle(page)
    slider.click(position={"x": box["width"] - 10, "y": 13})
    label_shows(page, "Page 2 of 5")
    ocv.wait_idle(page)
    dots = page.evaluate("() => [...document.querySelectorAll('.ocv-page-dot')].map((dot) => dot.getBoundingClientRect().x)")
    current = page.evaluate("() => [...document.querySelectorAll('.ocv-page-dot')].findIndex((dot) => dot.hasAttribute('data-current'))")
    assert current == 1 and dots == sorted(dots, reverse=True)
    fill = page.locator(".ocv-progress-fill").bounding_box()
    track = page.locator(".ocv-progress-track").bounding_box()
    assert abs(fill["x"] + fill["width"] - (track["x"] + track["width"])) < 1


def test_a_spinner_keeps_still_for_reduced_motion(make_page):
    page = make_page(ocv.PHONE)
    page.emulate_media(reduced_motion="reduce")
    open_controls(page)
    page.get_by_role("button", name="Start").click()
    page.get_by_role("status", name="In progress").wait_for()
    assert page.evaluate("() => getComputedStyle(document.querySelector('.ocv-spinner')).animationName") == "none"
    ocv.wait_idle(page)


@pytest.mark.parametrize("viewport", [ocv.PHONE, ocv.DESKTOP], ids=["390x844", "1280x800"])
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_screenshots(make_page, viewport, scheme):
    page = make_page(viewport)
    # Still spokes, so that the page goes idle with the spinner shown.
    page.emulate_media(color_scheme=scheme, reduced_motion="reduce")
    open_controls(page)
    page.locator(RADIOS).nth(1).click()
    label_shows(page, "Showing: Week")
    page.locator(SLIDER).focus()
    page.keyboard.press("ArrowRight")
    label_shows(page, "Page 2 of 5")
    page.get_by_role("button", name="Start").click()
    page.get_by_role("status", name="In progress").wait_for()
    ocv.wait_idle(page)
    assert page.locator(".ocv-window").first.get_attribute("data-appearance") == scheme
    page.screenshot(path=f"/tmp/controls-{viewport['width']}-{scheme}.png")


def open_new_menu_and_choose(page, kind):
    """Waits for the New button's menu, checks its choices and chooses `kind`."""
    page.get_by_role("menuitem", name="New Folder").wait_for()
    ocv.wait_idle(page)
    assert page.get_by_role("menuitem").all_text_contents() == ["New Note", "New Folder", "New Reminder"]
    page.get_by_role("menuitem", name=f"New {kind}").click()
    page.wait_for_function("() => !document.querySelector('.ocv-menu')")
    label_shows(page, f"Made a {kind.lower()}")
    ocv.wait_idle(page)


def test_a_button_with_a_long_press_menu_taps_as_a_button_and_holds_for_its_menu(make_page):
    page = make_page()
    open_controls(page)
    reveal(page, "text=Nothing made yet")
    button = page.get_by_role("button", name="New Note")
    assert button.get_attribute("aria-haspopup") is None
    assert "context menu key" in button.get_attribute("aria-description")
    # A click is the button's own action.
    button.click()
    label_shows(page, "Made a note")
    ocv.wait_idle(page)
    assert len(ocv.sent(page, "button")) == 1
    # Held still with the mouse: the menu opens while it is held, and letting go is no tap, of the button or of the
    # menu's backdrop now under the pointer. A tap would be sent as the release happens, before the choice made in
    # the menu afterwards, whose answer is waited for.
    box = button.bounding_box()
    before_the_hold = len(ocv.sent(page))
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.get_by_role("menuitem", name="New Folder").wait_for()
    page.mouse.up()
    open_new_menu_and_choose(page, "Folder")
    asked = [message["t"] for message in ocv.sent(page)[before_the_hold:]]
    assert asked.count("buttonMenu") == 1 and "button" not in asked and "dismissMenu" not in asked, asked
    # A right click, and the context-menu key on the focused button.
    button.click(button="right")
    open_new_menu_and_choose(page, "Reminder")
    button.focus()
    page.keyboard.press("Shift+F10")
    open_new_menu_and_choose(page, "Note")
    # A press that slides off before the hold ends opens nothing: by the time the page's long-press timer for it has
    # run out, no menu was asked for.
    menus_asked = len(ocv.sent(page, "buttonMenu"))
    ocv.watch_next_press(page)
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] + 40, steps=4)
    ocv.wait_past_long_press(page)
    page.mouse.up()
    assert len(ocv.sent(page, "buttonMenu")) == menus_asked
    ocv.wait_idle(page)
    assert page.locator(".ocv-menu").count() == 0


def test_a_finger_held_on_the_new_button_opens_its_menu(make_page):
    page = make_page(touch=True)
    open_controls(page)
    reveal(page, "text=Nothing made yet")
    box = page.get_by_role("button", name="New Note").bounding_box()
    finger = ocv.Finger(page)
    finger.down(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.get_by_role("menuitem", name="New Folder").wait_for()
    finger.up()
    open_new_menu_and_choose(page, "Folder")
    # Lifting the finger was no tap: only the menu was asked for, before the choice.
    assert "button" not in [message["t"] for message in ocv.sent(page)]


# Installed before the page's scripts: when the last press was let go, and the repeat timers (setInterval: a held
# stepper button's autorepeat is the page's only one) started so far and those still running.
HOLD_WATCH = """(() => {
  window.__releasedAt = null;
  window.__repeats = { started: 0, running: new Set() };
  window.addEventListener("pointerup", () => { window.__releasedAt = performance.now(); }, { capture: true });
  const nativeSetInterval = window.setInterval, nativeClearInterval = window.clearInterval;
  window.setInterval = (...args) => {
    const id = nativeSetInterval(...args);
    window.__repeats.started++;
    window.__repeats.running.add(id);
    return id;
  };
  window.clearInterval = (id) => {
    window.__repeats.running.delete(id);
    return nativeClearInterval(id);
  };
})()"""


def steps_after_release(page):
    return page.evaluate(
        "() => window.__ocvTraffic.messages"
        ".filter(({ at, message }) => message.t === 'stepper' && at > window.__releasedAt).length")


def repeat_stopped(page):
    """Waits until a repeat has started and none runs any more."""
    page.wait_for_function("() => window.__repeats.started > 0 && window.__repeats.running.size === 0")


def test_a_stepper_button_held_down_keeps_stepping_to_the_end(page):
    page.add_init_script(HOLD_WATCH)
    open_controls(page)
    reveal(page, "[data-stepper]")
    group = page.get_by_role("group", name="Stepper")
    plus = group.get_by_role("button", name="Increment")
    minus = group.get_by_role("button", name="Decrement")
    label_shows(page, "Count: 0")
    # Held for half a second, + repeats ten times a second; letting go stops the repeat at once, and steps no more.
    box = plus.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    label_shows(page, "Count: 3")
    page.mouse.up()
    repeat_stopped(page)
    ocv.wait_idle(page)
    assert steps_after_release(page) == 0
    # Held on, it steps to the maximum of 5, where + is disabled and the repeat stops by itself while still held
    # (reaching 5 took the repeat of this hold, unless the first one got there before it was let go).
    page.mouse.down()
    label_shows(page, "Count: 5")
    repeat_stopped(page)
    assert plus.get_attribute("aria-disabled") == "true"
    page.mouse.up()
    ocv.wait_idle(page)
    label_shows(page, "Count: 5")
    assert steps_after_release(page) == 0
    # A short press is one step.
    minus.click()
    label_shows(page, "Count: 4")
    ocv.wait_idle(page)
    label_shows(page, "Count: 4")
