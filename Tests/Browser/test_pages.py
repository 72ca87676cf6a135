"""Every example page, on a phone and on a desktop: it opens without errors, names itself in the navigation bar,
draws elements, and no label's text runs past its label (the server broke and truncated every line with this
browser's font metrics, so each line must fit). A screenshot of each goes to .build/browser-screenshots/."""

import pytest

import browser_support as ocv

# Each line of text as laid out here: its overflow (scrollWidth) and the width of its glyphs, against its label's
# layout width (transforms aside).
LINE_OVERFLOWS = """() => {
  const problems = [];
  const range = document.createRange();
  for (const line of document.querySelectorAll(".ocv-line")) {
    if (line.closest("[hidden]") || line.getClientRects().length === 0) continue;
    const label = line.closest('[data-view="UILabel"]');
    if (!label) {
      problems.push({ text: line.textContent, problem: "a line outside any label" });
      continue;
    }
    const width = parseFloat(getComputedStyle(label).width);
    range.selectNodeContents(line);
    const labelBox = label.getBoundingClientRect();
    const scale = labelBox.width > 0 && width > 0 ? labelBox.width / width : 1;
    const glyphs = range.getBoundingClientRect().width / scale;
    if (line.scrollWidth > width + 1 || glyphs > width + 1) {
      problems.push({ text: line.textContent, scrollWidth: line.scrollWidth, glyphs, labelWidth: width,
                      element: line.closest(".ocv-element")?.dataset.identity ?? null });
    }
  }
  return problems;
}"""


@pytest.mark.parametrize("viewport", [ocv.PHONE, ocv.DESKTOP], ids=["390x844", "1280x800"])
@pytest.mark.parametrize("slug", ocv.EXAMPLE_SLUGS)
def test_example_page_opens_titled_and_text_fits(make_page, slug, viewport):
    page = make_page(viewport)
    ocv.open(page, f"/examples/{slug}")
    ocv.SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ocv.SCREENSHOTS / f"{slug}-{viewport['width']}x{viewport['height']}.png"))

    expected = ocv.EXAMPLE_TITLES[slug]
    assert expected, f"the exported page of {slug} has no navigation bar title"
    title = page.locator("header.ocv-navigation-bar h1.ocv-bar-title").last
    assert title.is_visible()
    assert title.text_content() == expected
    assert page.title() == expected

    assert page.locator(".ocv-element").count() >= 1
    shown = page.evaluate(
        """() => [...document.querySelectorAll(".ocv-element")].filter((element) => {
             const box = element.getBoundingClientRect();
             return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight
               && box.right > 0 && box.left < innerWidth;
           }).length""")
    assert shown >= 1, "no element is on screen"

    overflows = page.evaluate(LINE_OVERFLOWS)
    assert overflows == [], f"text runs past its label on {slug}: {overflows[:10]}"


def searched_rows(page, text):
    """The lines of the mountains shown after typing `text` into the search field."""
    page.locator(".ocv-search-field").press_sequentially(text, delay=50)
    ocv.wait_idle(page)
    return [cell["lines"] for cell in ocv.cells(page)]


def test_a_first_visit_probes_its_fonts_then_sends_them_and_the_next_page_sends_them_at_once(make_page):
    """A browser's first visit: `hello` carries a probe of the fonts (one measurement, so that the first frame does
    not wait for a thousand), the page sends its measured fonts after its first frame, and the next page of that
    browser sends the fonts it kept in `hello` — showing the same rows."""
    page = make_page()
    ocv.open(page, "/examples/mountains-search")
    hello = ocv.sent(page, "hello")[0]
    assert "fonts" not in hello and hello["probe"] > 0
    fonts = ocv.sent(page, "fonts")[0]["fonts"]
    assert fonts["size"] == 100 and sorted(fonts["weights"]) == ["400", "500", "600", "700"]
    # The probe is the sum of the regular weight's advances of its characters: what the session compares.
    advances = dict(zip(fonts["chars"], fonts["weights"]["400"]))
    assert hello["probe"] == pytest.approx(sum(advances[character] for character in "Hamburgefontsiv"), abs=0.02)
    rows = searched_rows(page, "snow")
    assert any(line.endswith("…") for lines in rows for line in lines), "no truncated name: the fonts decide nothing here"

    # Another tab of the same browser: its fonts are kept.
    tab = page.context.new_page()
    ocv.open(tab, "/examples/mountains-search")
    again = ocv.sent(tab, "hello")[0]
    assert again["fonts"] == fonts and "probe" not in again
    assert ocv.sent(tab, "fonts") == []
    assert searched_rows(tab, "snow") == rows
    tab.close()
