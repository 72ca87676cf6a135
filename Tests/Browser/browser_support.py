"""What the browser tests share: the gallery binary, its example slugs, and helpers that open a live page and wait
for it the way a person would (until the first frame is drawn, until the page is idle after an interaction).

The pages are drawn by the server: every frame and every line of text comes over the page's WebSocket. A page is
idle when no frame has gone either way for a moment and nothing is animating."""

import html
import os
import re
import subprocess
import tempfile
import time
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[2]
SCREENSHOTS = REPOSITORY / ".build" / "browser-screenshots"

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}


def gallery_binary():
    """The `gallery` executable the tests run: $OCV_GALLERY_BINARY, else the debug build."""
    return os.environ.get("OCV_GALLERY_BINARY", str(REPOSITORY / ".build" / "debug" / "gallery"))


def _exported_examples():
    """Every example's slug, as the binary's static export names its pages (examples/<slug>.html), with the title
    its exported page shows in the navigation bar."""
    binary = gallery_binary()
    if not os.access(binary, os.X_OK):
        raise RuntimeError(f"no gallery binary at {binary}: build it or set OCV_GALLERY_BINARY")
    titles = {}
    with tempfile.TemporaryDirectory(prefix="ocv-export-") as directory:
        subprocess.run([binary, "export", directory], check=True, capture_output=True, timeout=120)
        for path in sorted((Path(directory) / "examples").glob("*.html")):
            bar_titles = re.findall(r'<h1 class="ocv-bar-title">(.*?)</h1>', path.read_text(encoding="utf-8"))
            titles[path.stem] = html.unescape(bar_titles[-1]) if bar_titles else None
    if not titles:
        raise RuntimeError(f"{binary} export wrote no example pages")
    return titles


EXAMPLE_TITLES = _exported_examples()
EXAMPLE_SLUGS = list(EXAMPLE_TITLES)


# MARK: Watching the page

# Installed before the page's scripts: counts the page's WebSocket traffic and remembers when the last frame went
# either way, so that a test can wait until the session has nothing more to say, and keeps every message the page
# sent (when, and what), so that a test can tell what a person's action asked of the session — and what it did not.
TRAFFIC_TRACKER = """
(() => {
  const Native = window.WebSocket;
  const traffic = {
    last: performance.now(), lastSent: 0, lastReceived: 0, sent: 0, received: 0, sockets: [], messages: [],
  };
  window.__ocvTraffic = traffic;
  class TrackedWebSocket extends Native {
    constructor(...args) {
      super(...args);
      traffic.sockets.push(this);
      this.addEventListener("message", () => {
        traffic.last = traffic.lastReceived = performance.now();
        traffic.received++;
      });
    }
    send(data) {
      traffic.last = traffic.lastSent = performance.now();
      traffic.sent++;
      // With the count of messages received by then: one received later came after it.
      const entry = { at: traffic.lastSent, received: traffic.received };
      try {
        entry.message = JSON.parse(data);
      } catch {
        entry.message = { t: null, data: String(data) };
      }
      traffic.messages.push(entry);
      return super.send(data);
    }
  }
  window.WebSocket = TrackedWebSocket;
})();
"""

# Installed before TRAFFIC_TRACKER when a test asks for a slow network: every WebSocket frame reaches the other side
# `delay` ms late, in order, both ways — the one-way latency of a mobile network. The tracker wraps this socket, so it
# sees frames when the page's code sends and gets them, as a person's page would.
def slow_network(delay_ms):
    return """
((delay) => {
  const Native = window.WebSocket;
  class DelayedWebSocket extends Native {
    send(data) {
      setTimeout(() => { if (this.readyState === Native.OPEN) super.send(data); }, delay);
    }
    addEventListener(type, listener, options) {
      if (type !== "message") return super.addEventListener(type, listener, options);
      return super.addEventListener(type, (event) => setTimeout(() => listener.call(this, event), delay), options);
    }
  }
  window.WebSocket = DelayedWebSocket;
})(%d);
""" % delay_ms


FIRST_FRAME = """() => {
  const root = document.getElementById("ocv-root");
  return !!root && !root.hasAttribute("aria-busy") && !!root.querySelector(".ocv-element");
}"""

# Quiet for `quiet` ms, nothing animating (but what animates for ever: a layer's endless animation, a spinner), and
# the server has answered what the page last said — or had a long
# moment to (some messages change nothing and get no answer), so that a busy server is waited for.
IDLE = """([quiet, answer]) => {
  const traffic = window.__ocvTraffic;
  const now = performance.now();
  if (!traffic || now - traffic.last < quiet) return false;
  if (traffic.lastReceived < traffic.lastSent && now - traffic.lastSent < answer) return false;
  return document.getAnimations().every((animation) => animation.playState !== "running"
    || animation.effect?.getComputedTiming().iterations === Infinity);
}"""


def next_frames(page, count=2):
    """Waits for `count` animation frames (scroll events and the sends they schedule happen by then)."""
    page.evaluate(
        """(count) => new Promise((resolve) => {
             const step = (left) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
             step(count);
           })""",
        count,
    )


def wait_idle(page, quiet=150, answer=750, timeout=15_000):
    """Waits until no WebSocket frame went either way for `quiet` ms, the last message the page sent was answered
    (or `answer` ms went by without an answer) and no animation or transition runs."""
    next_frames(page)
    page.wait_for_function(IDLE, arg=[quiet, answer], timeout=timeout, polling=25)


# The page has told the session its fonts: in `hello`, or — on a browser's first visit, whose `hello` carries only a
# probe of them — in the `fonts` message it sends once its first frame is painted.
FONTS_TOLD = """() => {
  const sent = window.__ocvTraffic.messages.map(({ message }) => message);
  const hello = sent.find((message) => message.t === "hello");
  return !!hello && (!!hello.fonts || sent.some((message) => message.t === "fonts"));
}"""


def open(page, path):  # noqa: A001 - the suite's helper is named as the page's own verb
    """Navigates to `path` and waits for the first frame (#ocv-root no longer busy, with at least one element) and for
    the session to have the page's fonts and to have answered them."""
    page.goto(path)
    page.wait_for_function(FIRST_FRAME, timeout=15_000)
    page.wait_for_function(FONTS_TOLD, timeout=15_000)
    wait_idle(page)


def sent(page, kind=None):
    """The messages the page has sent so far, oldest first (only those of type `kind`, PROTOCOL.md's `t`, if given)."""
    return page.evaluate(
        "(kind) => window.__ocvTraffic.messages.map(({ message }) => message)"
        ".filter((message) => !kind || message.t === kind)",
        kind)


# Once the next press has begun, sets `window.__ocvLongPressRanOut` when the page's own long-press timer for it has
# run out (input.js's LIFT_HOLD, by which a held button shows its menu and a finger held on a cell may lift it): a
# timer of the same length, set after the page's own (window's listener, in the bubbling phase, runs after the
# page's listeners on its root), fires after it.
LONG_PRESS_WATCH = """async () => {
  const { LIFT_HOLD } = await import("/ocv/client/input.js");
  window.__ocvLongPressRanOut = false;
  window.addEventListener("pointerdown", () => setTimeout(() => { window.__ocvLongPressRanOut = true; }, LIFT_HOLD),
                          { once: true });
}"""


def watch_next_press(page):
    """Call before a press: `wait_past_long_press` then waits until the page's long-press timer for it ran out."""
    page.evaluate(LONG_PRESS_WATCH)


def wait_past_long_press(page):
    """Waits until whatever the page does when a press is held long enough (a menu asked for, a cell ready to lift)
    has been done, for the press `watch_next_press` was called before."""
    page.wait_for_function("() => window.__ocvLongPressRanOut === true", polling=25)


# MARK: Reading the page

# The session the page's history entry names (the one a reload or a return to the entry resumes).
SESSION_TOKEN = "() => history.state?.session ?? null"


def session_token(page):
    return page.evaluate(SESSION_TOKEN)


def bar_title(page):
    return page.locator("header.ocv-navigation-bar h1.ocv-bar-title").last.text_content()


def navigation_bar_bottom(page):
    return page.evaluate(
        "() => { const bars = document.querySelectorAll('header.ocv-navigation-bar');"
        " return bars[bars.length - 1].getBoundingClientRect().bottom; }")


def cells(page, selector="[data-collection-view]"):
    """Every cell of the first collection view matching `selector`, top to bottom then left to right: index path,
    identity, box, text lines, state and the symbols it draws."""
    return page.evaluate(
        """(selector) => {
          const view = document.querySelector(selector);
          return [...view.querySelectorAll('.ocv-element[data-kind="cell"]')].map((cell) => {
            const box = cell.getBoundingClientRect();
            return {
              indexPath: cell.dataset.indexPath,
              identity: cell.dataset.identity,
              x: box.x, y: box.y, width: box.width, height: box.height,
              lines: [...cell.querySelectorAll(".ocv-line")].map((line) => line.textContent),
              state: cell.dataset.state,
              symbols: [...cell.querySelectorAll("[data-symbol]")]
                .filter((node) => node.getBoundingClientRect().width > 0)
                .map((node) => node.dataset.symbol),
              background: getComputedStyle(cell).backgroundColor,
            };
          }).sort((a, b) => a.y - b.y || a.x - b.x);
        }""",
        selector,
    )


def visible(items, top, bottom):
    """The items whose boxes lie entirely between `top` and `bottom` (page coordinates)."""
    return [item for item in items if item["y"] >= top - 0.5 and item["y"] + item["height"] <= bottom + 0.5]


def cell_with_text(page, text):
    """The cell showing a line that reads exactly `text`."""
    return page.locator('.ocv-element[data-kind="cell"]', has=page.locator(".ocv-line", has_text=re.compile(
        "^" + re.escape(text) + "$"))).first


def cell_box(page, index_path):
    return page.locator(f'.ocv-element[data-kind="cell"][data-index-path="{index_path}"]').bounding_box()


def scroll_to(page, top, selector="[data-collection-view]"):
    """Scrolls the collection view to the page scroll position `top` (clamped as the browser clamps it) and returns
    where it is."""
    return page.evaluate(
        """([selector, top]) => { const view = document.querySelector(selector); view.scrollTop = top;
             return view.scrollTop; }""",
        [selector, top],
    )


# The box's scroll position once it has stopped moving: the same for three frames in a row.
SCROLL_AT_REST = """(selector) => {
  const box = document.querySelector(selector);
  const state = (window.__ocvSettle ??= { at: null, frames: 0 });
  const at = `${box.scrollLeft},${box.scrollTop}`;
  if (at === state.at) state.frames += 1; else state.frames = 0;
  state.at = at;
  return state.frames >= 3 ? { left: box.scrollLeft, top: box.scrollTop } : false;
}"""


def scroll_at_rest(page, selector="[data-collection-view]"):
    """Waits for the server's answers and for the box `selector` names to stop moving (a fling, a glide to rest, a
    snap), then for the answers that brought; returns its scroll position, `{"left", "top"}`."""
    wait_idle(page)
    page.evaluate("() => { window.__ocvSettle = null; }")
    position = page.wait_for_function(SCROLL_AT_REST, arg=selector, polling="raf").json_value()
    wait_idle(page)
    return position


def max_scroll_top(page, selector="[data-collection-view]"):
    return page.evaluate(
        "(selector) => { const view = document.querySelector(selector); return view.scrollHeight - view.clientHeight; }",
        selector,
    )


def press_and_move(page, start, end, steps):
    """Presses at `start` and moves the pointer to `end` in `steps` equal steps, leaving it pressed (a swipe or a drag
    in progress: the caller lifts it with `page.mouse.up()`)."""
    x, y = start
    page.mouse.move(x, y)
    page.mouse.down()
    for step in range(1, steps + 1):
        page.mouse.move(x + (end[0] - x) * step / steps, y + (end[1] - y) * step / steps)


class Finger:
    """One finger on a touch screen (a page opened with `touch=True`), through the browser's own input pipeline: the
    page gets touch and pointer events, and the browser scrolls under a finger as a phone's does."""

    def __init__(self, page):
        self.page = page
        self.cdp = page.context.new_cdp_session(page)
        self.at = None

    def _send(self, kind, points, at=None):
        """Sends a touch event made at `at` (seconds since the epoch; now when not given): the browser stamps the
        page's event with that time, as a phone stamps a touch with when the screen sensed it."""
        self.cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points, "timestamp": at or time.time()})

    def down(self, x, y):
        self.at = (x, y)
        self._send("touchStart", [{"x": x, "y": y}])

    def move_to(self, x, y, steps=12, frame_ms=16):
        """Moves to (`x`, `y`) in `steps` equal steps a frame apart, as a finger sliding at a person's speed. Each
        move carries the time the finger made it, so a busy machine that delivers them late still tells the page
        the finger's own speed. Answers the time of the last move."""
        start_x, start_y = self.at
        started = time.time()
        for step in range(1, steps + 1):
            self.at = (start_x + (x - start_x) * step / steps, start_y + (y - start_y) * step / steps)
            self._send("touchMove", [{"x": self.at[0], "y": self.at[1]}], at=started + (step - 1) * frame_ms / 1000)
            self.page.wait_for_timeout(frame_ms)
        return started + (steps - 1) * frame_ms / 1000

    def flick_to(self, x, y, steps=6, frame_ms=16):
        """Moves to (`x`, `y`) as `move_to` does and lifts a frame after the last move, in the finger's own time: a
        flick, whose speed the browser carries on however late a busy machine delivers the lift."""
        self.up(at=self.move_to(x, y, steps, frame_ms) + frame_ms / 1000)

    def up(self, at=None):
        """Lifts the finger at `at` (seconds since the epoch), or now: after a pause, a finger held still."""
        self._send("touchEnd", [], at=at)
        self.at = None


def unstarred_emoji_list_row(page):
    """Scrolls the Emoji Explorer to its list (the last section) and returns a row on screen without a star."""
    scroll_to(page, 1e6)
    wait_idle(page)
    rows = [cell for cell in visible(cells(page), navigation_bar_bottom(page), 844) if cell["indexPath"].startswith("2.")]
    assert rows, "no row of the list is on screen"
    return next(cell for cell in rows if "star.fill" not in cell["symbols"])


def label_text(text):
    """A truncated label's text without its ellipsis, and whether it was truncated."""
    return (text[:-1], True) if text.endswith("…") else (text, False)


def shows(text, full):
    """Whether a label showing `text` shows `full`: all of it, or its start followed by an ellipsis."""
    shown, truncated = label_text(text)
    return full.startswith(shown) and len(shown) > 0 if truncated else text == full


def swift_string_literal(path, start_marker):
    """The lines of the multi-line string literal that follows `start_marker` in a Swift file, stripped."""
    source = Path(path).read_text(encoding="utf-8")
    match = re.search(re.escape(start_marker) + r'\s*"""\n(.*?)\n\s*"""', source, re.S)
    if not match:
        raise AssertionError(f"no string literal after {start_marker!r} in {path}")
    return [line.strip() for line in match.group(1).splitlines() if line.strip()]
