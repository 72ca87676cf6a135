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
