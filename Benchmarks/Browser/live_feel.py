"""What a person feels in the live page, measured in a real browser beside the limit the same browser reaches in the
same run (issues 21 and 32): flings through the Million-Row List sampled by geometry (real cells, placeholders,
nothing; long frames), the jump after a fling, keystroke → first DOM change in Mountains Search (beside plain
JavaScript filtering the same list in the same browser), and the first element (beside a static page). Each figure
comes from the page's own clock.

Used by measure_live.py for Chromium (Playwright) and Firefox (WebDriver BiDi); the page-side code is shared."""

# Installs `window.ocvSampler`: from `start()` to `stop()`, on every animation frame, what a person sees at 15 points
# of the collection view below the navigation bar (3 columns by 5 rows), told apart by geometry — a real cell covers
# the point, else a placeholder, else nothing (placeholders and text take no pointer events, so hit testing cannot
# tell) — and how long each frame took. `stop()` answers the counts and the frame intervals.
#
# A frame is sampled by the last of its animation-frame callbacks, as it is painted: the page draws placeholders for
# a scroll in a callback it asks for when the scroll event comes, so the sampler asks for its own again after each
# scroll event (its listener comes after the page's).
SAMPLER = """() => {
  const scroller = document.querySelector('[data-collection-view]');
  const state = { on: false, real: 0, placeholder: 0, nothing: 0, intervals: [], last: null };
  const rects = (selector) => Array.from(scroller.querySelectorAll(selector), (node) => node.getBoundingClientRect());
  const covers = (box, x, y) => box.left <= x && x < box.right && box.top <= y && y < box.bottom;
  const frame = (now) => {
    if (!state.on) return;
    if (state.last !== null) state.intervals.push(now - state.last);
    state.last = now;
    const box = scroller.getBoundingClientRect();
    const bars = document.querySelectorAll('header.ocv-navigation-bar');
    const top = Math.max(box.top, bars.length ? bars[bars.length - 1].getBoundingClientRect().bottom : 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    const real = rects('.ocv-element[data-kind="cell"]');
    const placeholders = rects('.ocv-placeholder');
    for (let column = 0; column < 3; column++) {
      const x = box.left + (box.width * (column + 0.5)) / 3;
      for (let row = 0; row < 5; row++) {
        const y = top + ((bottom - top) * (row + 0.5)) / 5;
        if (real.some((cell) => covers(cell, x, y))) state.real++;
        else if (placeholders.some((cell) => covers(cell, x, y))) state.placeholder++;
        else state.nothing++;
      }
    }
    sampleThisFrame();
  };
  let pending = null;
  const sampleThisFrame = () => {
    if (pending !== null) cancelAnimationFrame(pending);
    pending = requestAnimationFrame((now) => { pending = null; frame(now); });
  };
  scroller.addEventListener('scroll', () => { if (state.on) sampleThisFrame(); }, { passive: true });
  window.ocvSampler = {
    start() {
      Object.assign(state, { on: true, real: 0, placeholder: 0, nothing: 0, intervals: [], last: null });
      sampleThisFrame();
    },
    stop() {
      state.on = false;
      const { real, placeholder, nothing, intervals } = state;
      return { real, placeholder, nothing, intervals };
    },
  };
}"""

# Scrolls the collection view by `step` px every animation frame for `seconds`: an even fling, as a script makes it.
EVEN_FLING = """([step, seconds]) => new Promise((resolve) => {
  const scroller = document.querySelector('[data-collection-view]');
  const started = performance.now();
  const frame = (now) => {
    if (now - started > seconds * 1000) { resolve(); return; }
    scroller.scrollTop += step;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})"""

# Jumps to `fraction` of the collection view's scroll range and answers the page's clock at that moment.
JUMP = """(fraction) => {
  const box = document.querySelector('[data-collection-view]');
  box.scrollTop = fraction * (box.scrollHeight - box.clientHeight);
  return performance.now();
}"""

# Whether real cells cover the middle column of the collection view at 15 heights below the navigation bar.
REAL_CELLS_SHOWN = """() => {
  const scroller = document.querySelector('[data-collection-view]');
  const box = scroller.getBoundingClientRect();
  const bars = document.querySelectorAll('header.ocv-navigation-bar');
  const top = Math.max(box.top, bars.length ? bars[bars.length - 1].getBoundingClientRect().bottom : 0);
  const bottom = Math.min(box.bottom, window.innerHeight);
  const cells = Array.from(scroller.querySelectorAll('.ocv-element[data-kind="cell"]'), (node) => node.getBoundingClientRect());
  const x = box.left + box.width / 2;
  for (let index = 0; index < 15; index++) {
    const y = top + ((bottom - top) * (index + 0.5)) / 15;
    if (!cells.some((cell) => cell.left <= x && x < cell.right && cell.top <= y && y < cell.bottom)) return false;
  }
  return true;
}"""

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


def remote_filter_page(port, animated):
    """Plain JavaScript that asks a WebSocket on `port` for each key's rows (the names that match, as JSON) and draws
    them as it gets them: what a page that answers keys from a server gets in the same browser, its server answering
    at once. With `animated`, a 2-pixel box fades in and out for as long as the page is open: the browser then draws a
    frame every vsync, as it does while an answer's rows glide, and holds the answer to a key until the key's frame."""
    animation = ("document.getElementById('pulse').animate([{ opacity: 0.2 }, { opacity: 1 }], "
                 "{ duration: 1000, iterations: Infinity });" if animated else "")
    return f"""<!DOCTYPE html><html><body style="margin:0;font:17px system-ui">
<input id="filter" style="position:fixed;top:0;left:0;width:370px;height:36px">
<div id="pulse" style="position:fixed;top:0;right:0;width:2px;height:2px;background:#888"></div>
<div id="list" style="position:absolute;top:44px;left:0;right:0;bottom:0;overflow:auto"></div>
<script>
const list = document.getElementById('list');
const socket = new WebSocket('ws://127.0.0.1:{port}/');
socket.onmessage = (event) => {{
  list.replaceChildren(...JSON.parse(event.data).map((name, index) => {{
    const row = document.createElement('div');
    row.textContent = name;
    row.style.cssText = `position:absolute;left:10px;top:${{10 + Math.floor(index / 2) * 42}}px;` +
      `width:180px;height:32px;transform:translateX(${{(index % 2) * 190}}px)`;
    return row;
  }}));
}};
socket.onopen = () => socket.send('');
document.getElementById('filter').addEventListener('input', (event) => socket.send(event.target.value));
{animation}
</script></body></html>"""


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def fling_summary(samples):
    """Shares of the samples (in %) that showed a real cell, a placeholder or nothing, and of frames over 33 ms (two
    vsyncs at 60 Hz; 34 ms allows for the timer's jitter)."""
    count = max(samples["real"] + samples["placeholder"] + samples["nothing"], 1)
    intervals = samples["intervals"]
    return {
        "real": 100 * samples["real"] / count,
        "placeholder": 100 * samples["placeholder"] / count,
        "nothing": 100 * samples["nothing"] / count,
        "long": 100 * sum(1 for interval in intervals if interval > 34) / max(len(intervals), 1),
        "frames": len(intervals),
    }
