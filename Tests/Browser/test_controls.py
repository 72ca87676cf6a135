"""The Controls example as a person uses it in the live page: a segmented control is a radio group a click or the
arrow keys move, a page control a slider a click on either half or the arrow keys move (filling the progress bar), a
button starts and stops a spinner that is a status named "In progress" only while it turns."""

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
    # On the first page a click on the leading half changes nothing.
    slider.click(position={"x": 10, "y": 13})
    ocv.wait_idle(page)
    assert slider.get_attribute("aria-valuetext") == "Page 1 of 5"

    slider.focus()
    page.keyboard.press("End")
    label_shows(page, "Page 5 of 5")
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
    box = spinner.bounding_box()
    assert (round(box["width"]), round(box["height"])) == (37, 37)
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
