"""What a person feels in the live page, measured in a real browser beside the limit the same browser reaches in the
same run (issue 21): a fling through the Million-Row List (viewport samples that show no row), keystroke → first DOM
change in Mountains Search (beside plain JavaScript filtering the same list in the same browser), and first paint
(beside a static page). Each figure comes from the page's own clock.

Used by measure_live.py for Chromium (Playwright) and Firefox (WebDriver BiDi); the page-side code is shared."""

# Scrolls the collection view by `step` px every animation frame for `seconds`, and samples every frame: the share of
# the viewport (below the navigation bar) that no row or placeholder covers, and whether none at all does.
FLING = """([step, seconds]) => new Promise((resolve) => {
  const scroller = document.querySelector('[data-collection-view]');
  const bars = document.querySelectorAll('header.ocv-navigation-bar');
  const top = bars.length ? bars[bars.length - 1].getBoundingClientRect().bottom : 0;
  const bottom = window.innerHeight;
  const samples = [];
  const started = performance.now();
  let last = started;
  const frame = (now) => {
    let covered = 0;
    const spans = [];
    for (const node of scroller.querySelectorAll('.ocv-element[data-kind="cell"], .ocv-placeholder')) {
      const box = node.getBoundingClientRect();
      const from = Math.max(box.top, top), to = Math.min(box.bottom, bottom);
      if (to > from) spans.push([from, to]);
    }
    spans.sort((a, b) => a[0] - b[0]);
    let reach = top;
    for (const [from, to] of spans) {
      if (to <= reach) continue;
      covered += to - Math.max(from, reach);
      reach = to;
    }
    samples.push({ blank: spans.length === 0, uncovered: 1 - covered / (bottom - top), interval: now - last });
    last = now;
    if (now - started > seconds * 1000) { resolve(samples); return; }
    scroller.scrollTop += step;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})"""

# Installs the keystroke clock: each keydown in the search field starts one, and the first change the answer makes
# to what the list shows stops it: rows added or removed, a row's attributes or text. Boxes that only group rows while
# they fade are not a change; neither is the list's item count (an attribute nobody sees). A keystroke whose answer
# changes nothing shown is not counted.
KEY_CLOCK = """() => {
  window.ocvKeyAt = null;
  window.ocvLatencies = [];
  const field = document.querySelector('.ocv-search-field, #filter');
  field.addEventListener('keydown', () => { window.ocvKeyAt = performance.now(); }, true);
  const list = document.querySelector('[data-collection-view] .ocv-content, #list');
  const grouping = (node) => node.nodeType === 1 && node.classList.contains('ocv-fade-group');
  const shows = (record) => record.type !== 'childList'
    || [...record.addedNodes, ...record.removedNodes].some((node) => !grouping(node));
  new MutationObserver((records) => {
    if (window.ocvKeyAt === null || !records.some(shows)) return;
    window.ocvLatencies.push(performance.now() - window.ocvKeyAt);
    window.ocvKeyAt = null;
  }).observe(list, { childList: true, subtree: true, attributes: true, characterData: true });
  field.focus();
}"""

# "mountain" typed, then erased, three times: each key changes the filter.
KEYS = (list("mountain") + ["Backspace"] * 8) * 3


def plain_filter_page(names):
    """Plain JavaScript filtering the same mountains, drawn as absolutely placed rows: the limit a browser reaches."""
    items = ",".join('"' + name.replace("\\", "\\\\").replace('"', '\\"') + '"' for name in names)
    return f"""<!DOCTYPE html><html><body style="margin:0;font:17px system-ui">
<input id="filter" style="position:fixed;top:0;left:0;width:370px;height:36px">
<div id="list" style="position:absolute;top:44px;left:0;right:0;bottom:0;overflow:auto"></div>
<script>
const names = [{items}];
const list = document.getElementById('list');
function draw(text) {{
  const shown = names.filter((name) => name.toLowerCase().includes(text.toLowerCase()));
  list.replaceChildren(...shown.map((name, index) => {{
    const row = document.createElement('div');
    row.textContent = name;
    row.style.cssText = `position:absolute;left:10px;top:${{10 + Math.floor(index / 2) * 42}}px;` +
      `width:180px;height:32px;transform:translateX(${{(index % 2) * 190}}px)`;
    return row;
  }}));
}}
document.getElementById('filter').addEventListener('input', (event) => draw(event.target.value));
draw('');
</script></body></html>"""


# Records, from the document's start, when the first element of a page is drawn: the first `.ocv-element` (or, in a
# static page, the first `.ocv-element` of its export) inserted, then the frame that paints it.
FIRST_PAINT_CLOCK = """(() => {
  window.ocvFirstPaint = null;
  const seen = () => document.querySelector('.ocv-element');
  const mark = () => requestAnimationFrame(() => { if (window.ocvFirstPaint === null) window.ocvFirstPaint = performance.now(); });
  if (seen()) { mark(); return; }
  new MutationObserver((_, observer) => {
    if (!seen()) return;
    observer.disconnect();
    mark();
  }).observe(document, { childList: true, subtree: true });
})();"""


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def fling_summary(samples):
    """The share of samples that showed no row at all, and the mean share of the viewport left uncovered."""
    count = max(len(samples), 1)
    return {
        "blank": 100 * sum(1 for sample in samples if sample["blank"]) / count,
        "uncovered": 100 * sum(sample["uncovered"] for sample in samples) / count,
        "frames": len(samples),
    }
