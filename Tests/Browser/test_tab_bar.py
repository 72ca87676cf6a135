"""A tab bar as a person uses it in the live page: tabs along the bottom over the content, a click or the keyboard
switches tabs (the bar's title follows), the grid's last row scrolls clear of the bar, a screen reader hears a tab
list with the selected tab and the badge."""

import browser_support as ocv

TABS = "nav.ocv-tab-bar [role=tab]"


def tab_names(page):
    return page.evaluate(
        "(selector) => [...document.querySelectorAll(selector)].map((tab) => [tab.getAttribute('aria-label'),"
        " tab.getAttribute('aria-selected')])",
        TABS,
    )


def test_tabs_sit_along_the_bottom_and_a_click_switches_them(page):
    ocv.open(page, "/examples/tab-bar")
    assert ocv.bar_title(page) == "Library"
    bar = page.locator("nav.ocv-tab-bar").bounding_box()
    assert (round(bar["y"]), round(bar["height"]), round(bar["width"])) == (844 - 49, 49, 390)
    assert tab_names(page) == [["Library", "true"], ["Favorites, 3", "false"], ["Settings", "false"]]
    assert page.locator("nav.ocv-tab-bar .ocv-tab-badge").text_content() == "3"
    page.screenshot(path=str(ocv.SCREENSHOTS / "tab-bar-library.png"))

    page.get_by_role("tab", name="Favorites, 3").click()
    page.wait_for_function("() => document.querySelector('header.ocv-navigation-bar h1').textContent === 'Favorites'")
    ocv.wait_idle(page)
    assert tab_names(page)[1] == ["Favorites, 3", "true"]
    assert [cell["lines"] for cell in ocv.cells(page)] == [["Everest"], ["K2"], ["Lhotse"]]
    page.screenshot(path=str(ocv.SCREENSHOTS / "tab-bar-favorites.png"))

    # The keyboard reaches the tabs as buttons: Enter on a focused tab selects it.
    page.locator(TABS).nth(2).focus()
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.querySelector('header.ocv-navigation-bar h1').textContent === 'Settings'")
    ocv.wait_idle(page)
    assert tab_names(page)[2] == ["Settings", "true"]
    assert [cell["lines"][0] for cell in ocv.cells(page)] == ["Notifications", "Privacy", "Storage", "About"]


def test_the_grids_last_row_scrolls_clear_of_the_bar(page):
    ocv.open(page, "/examples/tab-bar")
    ocv.scroll_to(page, ocv.max_scroll_top(page))
    ocv.wait_idle(page)
    bar_top = page.locator("nav.ocv-tab-bar").bounding_box()["y"]
    last = max(ocv.cells(page), key=lambda cell: (cell["y"], cell["x"]))
    assert last["lines"] == ["93"]
    # The content scrolls under the translucent bar and stops with its last row just above it (the safe area).
    assert abs(last["y"] + last["height"] - bar_top) < 1


def test_a_button_adds_a_favorite_and_the_badge_counts_it(page):
    ocv.open(page, "/examples/tab-bar")
    page.get_by_role("tab", name="Favorites, 3").click()
    ocv.wait_idle(page)
    button = page.get_by_role("button", name="Add Favorite")
    box = button.bounding_box()
    bar_top = page.locator("nav.ocv-tab-bar").bounding_box()["y"]
    # Centred, 16 points above the tab bar (the safe area's bottom).
    assert abs(box["x"] + box["width"] / 2 - 195) < 1
    assert abs(box["y"] + box["height"] - (bar_top - 16)) < 1
    button.click()
    page.wait_for_function("() => document.querySelectorAll('.ocv-tab-badge')[0]?.textContent === '4'")
    ocv.wait_idle(page)
    assert [cell["lines"][0] for cell in ocv.cells(page)] == ["Everest", "K2", "Lhotse", "Makalu"]
    assert tab_names(page)[1] == ["Favorites, 4", "true"]
    # The keyboard presses it too.
    button.focus()
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.querySelectorAll('.ocv-tab-badge')[0]?.textContent === '5'")
    page.screenshot(path=str(ocv.SCREENSHOTS / "tab-bar-button.png"))
