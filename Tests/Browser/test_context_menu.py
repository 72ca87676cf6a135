"""A cell's context menu as a person opens it: a right click (a long press on a touch screen sends the same event)
on a tag of Flow Layout Tags shows the delegate's menu as an ARIA menu beside the cell, the cell highlighted; its
destructive action deletes the tag; Escape closes it."""

import browser_support as ocv


def tag(page, name):
    return ocv.cell_with_text(page, name)


def test_a_right_click_opens_the_context_menu_and_delete_removes_the_tag(page):
    ocv.open(page, "/examples/flow-layout-tags")
    target = tag(page, "Aconcagua")
    target.click(button="right")
    menu = page.get_by_role("menu")
    menu.wait_for()
    items = menu.get_by_role("menuitem")
    assert [items.nth(index).text_content().strip() for index in range(items.count())] == ["Pin to Front", "Delete"]
    page.screenshot(path=str(ocv.SCREENSHOTS / "context-menu.png"))
    page.keyboard.press("Escape")
    page.wait_for_function("() => !document.querySelector('[role=menu]')")

    target.click(button="right")
    page.get_by_role("menuitem", name="Delete").click()
    page.wait_for_function("() => !document.querySelector('[role=menu]')")
    ocv.wait_idle(page)
    tags = [cell["lines"] for cell in ocv.cells(page)]
    assert tags, "no tag is shown"
    assert ["Aconcagua"] not in tags
