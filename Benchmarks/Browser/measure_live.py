"""Measures the live host as a person feels it (issue 21) and as a crowd loads it (live-host.md §9), each figure beside
the limit the same browser reaches in the same run, and prints markdown tables:

  wheel flings through the Million-Row List at about 10,000 and 20,000 pt/s, an even 330 px a frame and a finger's
      flicks, 4 s each:
      what 15 points of the viewport show on every frame, by geometry (a real cell, a placeholder, nothing), and the
      frames over 33 ms, on loopback and with 50 ms of round trip added (a delaying proxy); the jump to 77 % of the
      list right after the fast fling, until real cells show
  keystroke → first DOM change in Mountains Search at 200 and 90 ms a key, every key (p50 and max), Chromium and
      Firefox, beside plain JavaScript filtering the same list in the same browser, and (Chromium) plain JavaScript
      asking a WebSocket server for each key's rows, still and while a small box animates
  the first element after navigation, in a fresh browser context (cold cache) and on a second visit (warm),
      beside the static export of the same page
  a stalled server (SIGSTOP) while the grid is scrolled: what the page shows
  a hostile page asking for the largest window it can while another page opens: that page's first frame
  smooth programmatic scroll, DOM nodes, bytes per scroll frame, memory per session, 200 sessions at once

Run: scripts/bench-browser (builds the gallery in release mode and starts it on free ports)."""

import asyncio
import contextlib
import json
import os
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from playwright.sync_api import sync_playwright
from websockets.sync.client import connect
from websockets.sync.server import serve

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "Tests" / "Browser"))
from firefox_bidi import Firefox  # noqa: E402
from live_feel import (  # noqa: E402
    EVEN_FLING, FIRST_PAINT_CLOCK, JUMP, KEY_CLOCK, KEYS, REAL_CELLS_SHOWN, SAMPLER, fling_summary, percentile,
    plain_filter_page, remote_filter_page)

REPO = Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("OCV_CHROMIUM", "/usr/bin/chromium")
PHONE = {"width": 390, "height": 844}
READY = "() => document.querySelector('#ocv-root:not([aria-busy]) .ocv-element') !== null"
# Wheel steps sent as fast as the browser takes them (a step and 16 ms, about every 50 ms here) that move the content
# about 10,000 and 20,000 points a second in headless Chromium on this machine kind (the speed reached is measured and
# reported with each result).
WHEEL_STEPS = {"about 10,000 pt/s": 500, "about 20,000 pt/s": 1_000}
# An even fling a script makes: 330 px of the box's scroll position every animation frame (about 20,000 px/s at
# 60 Hz; the Million-Row List's scroll space is scaled, so its content moves about 4.4 times as far).
EVEN_STEP = 330
FLING_SECONDS = 4


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_server(binary):
    """`gallery serve` on a free port."""
    port = free_port()
    # Every page comes from one address: one client, allowed all the sessions the benchmark opens.
    process = subprocess.Popen(
        [binary, "serve", "--port", str(port),
         "--max-sessions-per-client", "1000", "--max-connections-per-client", "2000"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    for _ in range(300):
        try:
            with connect(f"ws://127.0.0.1:{port}/ocv/live", origin=base, open_timeout=1):
                return process, base, port
        except OSError:
            time.sleep(0.1)
    process.kill()
    raise RuntimeError("the gallery did not start")


def stop(process):
    process.send_signal(signal.SIGCONT)
    process.terminate()
    process.wait()


@contextlib.contextmanager
def delayed_network(port, round_trip_ms):
    """A TCP proxy on a free loopback port that hands every chunk on half the round trip after it arrived, each way,
    in order: the server at `port` is `round_trip_ms` away through it. (netem, the kernel's delaying queue, would do
    the same below TCP, but this machine kind's kernel has no sch_netem.) Yields the proxy's base URL."""
    delay = round_trip_ms / 2000
    loop = asyncio.new_event_loop()
    ready = threading.Event()
    listening = {}

    async def pipe(reader, writer):
        queue = asyncio.Queue()

        async def deliver():
            while (item := await queue.get()) is not None:
                due, chunk = item
                await asyncio.sleep(max(0, due - loop.time()))
                writer.write(chunk)
                await writer.drain()
            writer.close()

        delivering = asyncio.ensure_future(deliver())
        with contextlib.suppress(ConnectionError):
            while chunk := await reader.read(65536):
                queue.put_nowait((loop.time() + delay, chunk))
        queue.put_nowait(None)
        with contextlib.suppress(ConnectionError):
            await delivering

    async def accept(client_reader, client_writer):
        # Cancelled when the proxy stops: a cancelled connection is simply over.
        with contextlib.suppress(ConnectionError, asyncio.CancelledError):
            server_reader, server_writer = await asyncio.open_connection("127.0.0.1", port)
            await asyncio.gather(pipe(client_reader, server_writer), pipe(server_reader, client_writer))

    async def serve():
        server = await asyncio.start_server(accept, "127.0.0.1", 0)
        listening["port"] = server.sockets[0].getsockname()[1]
        ready.set()
        async with server:
            with contextlib.suppress(asyncio.CancelledError):
                await server.serve_forever()

    def run():
        asyncio.set_event_loop(loop)
        serving = loop.create_task(serve())
        listening["task"] = serving
        loop.run_until_complete(serving)
        # The pages' connections, still piping: cancelled and awaited so that nothing is left running in a closed loop.
        pending = asyncio.all_tasks(loop)
        for task in pending:
            task.cancel()
        loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
        loop.close()

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    ready.wait(10)
    try:
        yield f"http://127.0.0.1:{listening['port']}"
    finally:
        loop.call_soon_threadsafe(listening["task"].cancel)
        thread.join(10)


def open_page(browser, url, init_script=None, **options):
    page = browser.new_page(viewport=PHONE, **options)
    if init_script:
        page.add_init_script(init_script)
    page.goto(url)
    page.wait_for_function(READY)
    page.wait_for_timeout(500)
    return page


# MARK: What a person feels


# Where the collection view's content is: its box's scroll position times the scale of its scroll space (a million
# rows are taller than browsers make a box, and their scroll space stands for them scaled down).
CONTENT_POSITION = """() => { const box = document.querySelector('[data-collection-view]');
  return box.scrollTop * Number(box.dataset.scrollScale || 1); }"""


def sampled(page, scroll):
    """What the page showed by geometry while `scroll()` ran, and how fast its content went (points a second)."""
    page.evaluate(SAMPLER)
    position = page.evaluate(CONTENT_POSITION)
    started = time.monotonic()
    page.evaluate("() => window.ocvSampler.start()")
    scroll()
    samples = page.evaluate("() => window.ocvSampler.stop()")
    speed = (page.evaluate(CONTENT_POSITION) - position) / (time.monotonic() - started)
    return {**fling_summary(samples), "speed": speed}


def wheel(page, step):
    """A wheel fling as the browser's own input: `step` px every 16 ms for FLING_SECONDS."""
    page.mouse.move(PHONE["width"] / 2, PHONE["height"] / 2)
    ends = time.monotonic() + FLING_SECONDS
    while time.monotonic() < ends:
        page.mouse.wheel(0, step)
        page.wait_for_timeout(16)


# A finger's flick: 10 moves of this many px, 8 ms apart, up the screen from near its bottom, then lifted; a flick
# every 0.15 s.
FLICK_STEP = 70


def flicks(page):
    """A finger flicking the list up for FLING_SECONDS, as the browser's own touch input (CDP touch events)."""
    cdp = page.context.new_cdp_session(page)
    x, y = PHONE["width"] / 2, PHONE["height"] - 100
    ends = time.monotonic() + FLING_SECONDS
    while time.monotonic() < ends:
        cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
        for step in range(1, 11):
            cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y - step * FLICK_STEP}]})
            time.sleep(0.008)
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        time.sleep(0.15)
    cdp.detach()


def jump_after(page):
    """Milliseconds from a jump to 77 % of the list until real cells cover the middle of the viewport."""
    jumped = page.evaluate(JUMP, 0.77)
    shown = page.wait_for_function(f"() => ({REAL_CELLS_SHOWN})() && performance.now()", polling="raf", timeout=30_000)
    return shown.json_value() - jumped


def flings(browser, base, runs=3, jump=True):
    """Each wheel speed and the even fling through the Million-Row List, `runs` times, each from the top of a fresh
    page: the mean of each share, the speed reached, and the jumps after the fastest wheel fling."""
    results = {}
    jumps = []
    kinds = [(name, lambda page, step=step: wheel(page, step)) for name, step in WHEEL_STEPS.items()]
    kinds.append((f"an even {EVEN_STEP} px a frame", lambda page: page.evaluate(EVEN_FLING, [EVEN_STEP, FLING_SECONDS])))
    kinds.append(("with a finger's flicks", flicks))
    for name, scroll in kinds:
        runs_of_kind = []
        touch = {"has_touch": True, "is_mobile": True} if scroll is flicks else {}
        for _ in range(runs):
            page = open_page(browser, base + "/examples/million-row-list", **touch)
            runs_of_kind.append(sampled(page, lambda: scroll(page)))
            if jump and name == list(WHEEL_STEPS)[-1]:
                jumps.append(jump_after(page))
            page.close()
        results[name] = {key: statistics.mean(run[key] for run in runs_of_kind) for key in runs_of_kind[0]}
    return results, jumps


def fling_row(name, result):
    return (f"Wheel-flings the Million-Row List, {name} for {FLING_SECONDS} s (reached {result['speed']:,.0f} pt/s)"
            if name in WHEEL_STEPS else f"Scrolls the Million-Row List {name} for {FLING_SECONDS} s (its content at {result['speed']:,.0f} pt/s)",
            f"real cells {result['real']:.1f} %, placeholders {result['placeholder']:.1f} %, nothing {result['nothing']:.1f} %; "
            f"{result['long']:.1f} % of {result['frames']:.0f} frames over 33 ms")


def mountain_names():
    source = (REPO / "Sources/SampleData/MountainsData.swift").read_text()
    block = source.split('"""')[1]
    return [line.strip().rsplit(",", 1)[0] for line in block.splitlines() if line.strip()]


def type_keys(page, interval):
    page.evaluate(KEY_CLOCK)
    for key in KEYS:
        page.keyboard.press(key)
        page.wait_for_timeout(interval)
    page.wait_for_timeout(500)
    return page.evaluate("() => window.ocvLatencies")


# The page's animations over in no time (every Web Animation's duration 0): what a keystroke costs when the browser
# has no moves and fades to composite, which a software-rendered browser does on the same two cores as the server.
WITHOUT_ANIMATIONS = """(() => {
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (keyframes, options) {
    return animate.call(this, keyframes, typeof options === "object" ? { ...options, duration: 0 } : 0);
  };
})();"""


def live_keystrokes(browser, base, interval, init_script=None):
    """Keystroke → first change of what the list shows, on the live page (with `init_script` run before its own)."""
    page = open_page(browser, base + "/examples/mountains-search", init_script=init_script)
    live = type_keys(page, interval)
    page.close()
    return live


def keystrokes_chromium(browser, base, interval):
    """Keystroke → first change of what the list shows, for the live page and for plain JavaScript."""
    live = live_keystrokes(browser, base, interval)
    page = browser.new_page(viewport=PHONE)
    page.set_content(plain_filter_page(mountain_names()))
    plain = type_keys(page, interval)
    page.close()
    return live, plain


FIREFOX_KEYS = {"Backspace": "\ue003"}


def keystrokes_firefox(firefox, base, interval):
    def type_in_firefox():
        firefox.evaluate(f"({KEY_CLOCK})()")
        for key in KEYS:
            value = FIREFOX_KEYS.get(key, key)
            firefox.command("input.performActions", {"context": firefox.context, "actions": [{
                "type": "key", "id": "keyboard",
                "actions": [{"type": "keyDown", "value": value}, {"type": "keyUp", "value": value}]}]})
            time.sleep(interval / 1000)
        time.sleep(0.5)
        return json.loads(firefox.evaluate("JSON.stringify(window.ocvLatencies)"))

    firefox.open(base + "/examples/mountains-search")
    firefox.wait_for(f"({READY})()", timeout=30)
    time.sleep(0.5)
    live = type_in_firefox()
    static = tempfile.NamedTemporaryFile("w", suffix=".html", delete=False)
    with static:
        static.write(plain_filter_page(mountain_names()))
    firefox.open(Path(static.name).as_uri())
    plain = type_in_firefox()
    os.unlink(static.name)
    return live, plain


@contextlib.contextmanager
def filtering_server(names):
    """A WebSocket server on a free loopback port that answers each text with the names containing it (any case), as
    JSON, at once: the fastest server a page asking for each key's rows could have. Yields its port."""
    def answer(socket):
        for text in socket:
            wanted = text.lower()
            socket.send(json.dumps([name for name in names if wanted in name.lower()]))

    with serve(answer, "127.0.0.1", 0) as server:
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        try:
            yield server.socket.getsockname()[1]
        finally:
            server.shutdown()
            thread.join(10)


def remote_keystrokes(browser, port, interval, animated):
    """Keystroke → first change of what the list shows, for plain JavaScript asking `filtering_server` for each key's
    rows, with a small animation running or not."""
    page = browser.new_page(viewport=PHONE)
    page.set_content(remote_filter_page(port, animated))
    page.wait_for_function("() => document.querySelector('#list div') !== null")
    latencies = type_keys(page, interval)
    page.close()
    return latencies


def first_paint(browser, url, runs=5):
    """Milliseconds from navigation to the first element painted: in a fresh context (cold cache), then navigating to
    the same address again in that context (warm). Answers (cold times, warm times)."""
    cold, warm = [], []
    for _ in range(runs):
        context = browser.new_context(viewport=PHONE)
        context.add_init_script(FIRST_PAINT_CLOCK)
        page = context.new_page()
        for times in (cold, warm):
            page.goto(url)
            page.wait_for_function("() => window.ocvFirstPaint !== null")
            times.append(page.evaluate("() => window.ocvFirstPaint"))
        context.close()
    return cold, warm


# Placeholders that meet the viewport (those just outside it may stay until the page scrolls to them).
VISIBLE_PLACEHOLDERS = """() => [...document.querySelectorAll('.ocv-placeholder')].filter((node) => {
  const box = node.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight;
}).length"""


def stalled_scroll(browser, base, process):
    """With the server stopped, the grid scrolled deep: how many cells the viewport shows, as placeholders; then how
    long after the server resumes the real tiles have replaced them all."""
    page = open_page(browser, base + "/examples/million-item-grid")
    process.send_signal(signal.SIGSTOP)
    try:
        page.evaluate("() => { document.querySelector('[data-collection-view]').scrollTop = 3000000; }")
        page.wait_for_timeout(300)
        shown = page.evaluate(VISIBLE_PLACEHOLDERS)
    finally:
        process.send_signal(signal.SIGCONT)
    resumed = time.monotonic()
    page.wait_for_function(f"() => ({VISIBLE_PLACEHOLDERS})() === 0", timeout=30_000, polling=10)
    replaced = time.monotonic() - resumed
    page.close()
    return shown, replaced


# MARK: What a crowd does


def first_frame(port, path="/examples/grid", size=(390, 844), timeout=60):
    """Seconds from opening a WebSocket to the first frame, and the frame's size in bytes."""
    origin = f"http://127.0.0.1:{port}"
    started = time.monotonic()
    with connect(f"ws://127.0.0.1:{port}/ocv/live", origin=origin, open_timeout=30, max_size=64 * 1024 * 1024) as page:
        page.send(json.dumps({"t": "hello", "v": 1, "path": path, "w": size[0], "h": size[1], "scale": 3}))
        while True:
            message = page.recv(timeout=timeout)
            if json.loads(message).get("t") == "frame":
                return time.monotonic() - started, len(message)


def hostile_neighbour(port, runs=5):
    """A page asking for the largest window there is, on the screen that builds the most items for it (Insertion
    Sort), and then resizing it every 50 ms; meanwhile another page opens: its first frame's time, each run."""
    origin = f"http://127.0.0.1:{port}"
    stop_hostile = threading.Event()
    sent = [0]

    def hostile():
        with connect(f"ws://127.0.0.1:{port}/ocv/live", origin=origin, max_size=None) as page:
            page.send(json.dumps({"t": "hello", "v": 1, "path": "/examples/insertion-sort-visualization",
                                  "w": 16384, "h": 16384, "scale": 3}))
            side = 16384
            while not stop_hostile.is_set():
                side = 16000 if side == 16384 else 16384
                page.send(json.dumps({"t": "resize", "w": side, "h": side, "scale": 3}))
                sent[0] += 1
                with contextlib.suppress(TimeoutError):
                    page.recv(timeout=0.05)

    attacker = threading.Thread(target=hostile, daemon=True)
    attacker.start()
    time.sleep(1)
    times = [first_frame(port)[0] for _ in range(runs)]
    stop_hostile.set()
    attacker.join(5)
    return times


def smooth_scroll(browser, base, rows=10_000, step=300):
    """Scrolls the 1,000,000-row list by `step` px per animation frame until row `rows` shows; returns the frame
    intervals, the element node counts seen, and the first screen's count."""
    page = open_page(browser, base + "/examples/million-row-list")
    first_screen = page.evaluate("() => document.querySelectorAll('.ocv-element').length")
    result = page.evaluate("""([rows, step]) => new Promise(resolve => {
      const scroller = document.querySelector('[data-collection-view]');
      const intervals = [], counts = [];
      let last = null;
      const frame = now => {
        if (last !== null) intervals.push(now - last);
        last = now;
        counts.push(document.querySelectorAll('.ocv-element').length);
        const reached = [...document.querySelectorAll('[data-kind=cell]')].some(cell => Number(cell.dataset.indexPath.split('.')[1]) >= rows);
        if (reached || intervals.length > 20000) { resolve({ intervals, counts }); return; }
        scroller.scrollTop += step;
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    })""", [rows, step])
    page.close()
    return result["intervals"], result["counts"], first_screen


def bytes_per_scroll_frame(browser, base, frames=600, step=100):
    """Average bytes the server sends per scroll frame while the 1,000,000-item grid scrolls steadily."""
    page = browser.new_page(viewport=PHONE)
    received = []
    page.on("websocket", lambda socket: socket.on("framereceived", lambda payload: received.append(len(payload))))
    page.goto(base + "/examples/million-item-grid")
    page.wait_for_function(READY)
    page.evaluate("() => { document.querySelector('[data-collection-view]').scrollTop = 2000000; }")
    page.wait_for_timeout(500)
    received.clear()
    page.evaluate("""([frames, step]) => new Promise(resolve => {
      const scroller = document.querySelector('[data-collection-view]');
      let count = 0;
      const frame = () => {
        if (count++ >= frames) { resolve(); return; }
        scroller.scrollTop += step;
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    })""", [frames, step])
    page.wait_for_timeout(300)
    page.close()
    return sum(received) / frames, len(received)


def resident_kilobytes(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def sessions(port, count, path="/examples/grid"):
    """Opens `count` sessions at once over WebSockets (no browser), each waiting for its first frame. Returns how many
    got it, the wall time, and the open sockets (an ExitStack that closes them)."""
    origin = f"http://127.0.0.1:{port}"
    sockets, served, lock = contextlib.ExitStack(), [0], threading.Lock()

    def open_one():
        opened = connect(f"ws://127.0.0.1:{port}/ocv/live", origin=origin, open_timeout=30, max_size=16 * 1024 * 1024)
        with lock:
            socket = sockets.enter_context(opened)
        socket.send(json.dumps({"t": "hello", "v": 1, "path": path, "w": 390, "h": 844, "scale": 3}))
        frame = json.loads(socket.recv(timeout=60))
        with lock:
            if frame.get("t") == "frame":
                served[0] += 1

    started = time.monotonic()
    threads = [threading.Thread(target=open_one) for _ in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return served[0], time.monotonic() - started, sockets


def export_static(binary):
    """The gallery's static export in a temporary folder, served by Python's file server: the first-paint limit."""
    folder = tempfile.mkdtemp(prefix="ocv-static-")
    subprocess.run([binary, "export", folder], check=True, capture_output=True)
    port = free_port()
    server = subprocess.Popen([sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory", folder],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(100):
        with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), timeout=0.2):
            break
        time.sleep(0.05)
    return server, f"http://127.0.0.1:{port}", folder


def summary(values):
    return f"p50 {statistics.median(values):.1f} ms, max {max(values):.1f} ms"


def main():
    binary = sys.argv[1]
    feel, crowd = [], []
    process, base, port = start_server(binary)
    static, static_base, static_folder = export_static(binary)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            flung, jumps = flings(browser, base)
            goals = {"about 10,000 pt/s": "real ≥ 95 %, nothing ≤ 1 %, long frames ≤ 2 %",
                     "about 20,000 pt/s": "real ≥ 85 %, nothing ≤ 1 %, long frames ≤ 2 %"}
            for name, result in flung.items():
                feel.append((*fling_row(name, result), goals.get(name, "real ≥ 85 %")))
            feel.append(("Right after the 20,000 pt/s fling, jumps to 77 % of the list: real cells shown after",
                         ", ".join(f"{jump:.0f}" for jump in jumps) + " ms", "≤ 100 ms"))
            with delayed_network(port, 50) as far_base:
                far, _ = flings(browser, far_base, runs=2, jump=False)
            for name in WHEEL_STEPS:
                title, shown = fling_row(name, far[name])
                feel.append((title + ", 50 ms of round trip (a delaying proxy)", shown,
                             "real ≥ 80 % at about 10,000 pt/s" if name == list(WHEEL_STEPS)[0] else "measured"))
            # Chromium holds a page's tasks after a key until the key's frame is drawn (DeferRendererTasksAfterInput),
            # the answer's arrival among them; while animations run, that frame waits for the next vsync. The same
            # browser without that policy shows what the page itself costs.
            # Plain JavaScript asking a server for each key's rows shows what any page answered from a server gets
            # here, still and while something animates.
            undeferred = playwright.chromium.launch(
                executable_path=CHROMIUM, args=["--no-sandbox", "--disable-features=DeferRendererTasksAfterInput"])
            with filtering_server(mountain_names()) as filtering_port:
                for interval in (200, 90):
                    live, plain = keystrokes_chromium(browser, base, interval)
                    still = live_keystrokes(browser, base, interval, init_script=WITHOUT_ANIMATIONS)
                    prompt = live_keystrokes(undeferred, base, interval)
                    remote = remote_keystrokes(browser, filtering_port, interval, animated=False)
                    remote_animated = remote_keystrokes(browser, filtering_port, interval, animated=True)
                    feel.append((
                        f"Keystroke → first change shown, Mountains Search, a key every {interval} ms, Chromium "
                        f"({len(live)} keys)", summary(live),
                        f"plain JavaScript: {summary(plain)}; plain JavaScript asking a WebSocket server for each "
                        f"key's rows: {summary(remote)}, while a 2 px box animates {summary(remote_animated)}; the "
                        f"live page with its animations off: {summary(still)}; with them, Chromium not holding tasks "
                        f"after a key: {summary(prompt)}; goal p50 ≤ 16, every key ≤ 50 ms"))
            undeferred.close()
            with delayed_network(port, 50) as far_base:
                live, _ = keystrokes_chromium(browser, far_base, 200)
            feel.append((f"The same at 200 ms a key with 50 ms of round trip ({len(live)} keys)", summary(live), "every key ≤ 100 ms"))
            live_cold, live_warm = first_paint(browser, base + "/examples/grid")
            static_cold, static_warm = first_paint(browser, static_base + "/examples/grid.html")
            feel.append(("First element painted after navigation, Grid, fresh browser context (5 cold loads)",
                         f"p50 {statistics.median(live_cold):.0f} ms, worst {max(live_cold):.0f} ms",
                         f"the static page: p50 {statistics.median(static_cold):.0f} ms; goal p50 ≤ 200, worst ≤ 300 ms"))
            feel.append(("The same address again in that context (5 warm loads)",
                         f"p50 {statistics.median(live_warm):.0f} ms, worst {max(live_warm):.0f} ms",
                         f"the static page: p50 {statistics.median(static_warm):.0f} ms"))
            shown, replaced = stalled_scroll(browser, base, process)
            feel.append(("Server stopped (SIGSTOP), the grid scrolled 3,000,000 px", f"{shown} placeholders at exact frames; "
                         f"all replaced {replaced * 1000:.0f} ms after SIGCONT", "structure, not emptiness"))
            intervals, counts, first_screen = smooth_scroll(browser, base)
            per_frame, messages = bytes_per_scroll_frame(browser, base)
            browser.close()
        firefox = Firefox()
        try:
            firefox.set_viewport(PHONE["width"], PHONE["height"])
            for interval in (200, 90):
                live, plain = keystrokes_firefox(firefox, base, interval)
                feel.append((f"The same at {interval} ms a key, Firefox ESR ({len(live)} keys)", summary(live), f"plain JavaScript: {summary(plain)}"))
        finally:
            firefox.close()
        neighbour = hostile_neighbour(port)
        idle_before = resident_kilobytes(process.pid)
        served, _, idle = sessions(port, 50)
        idle_after = resident_kilobytes(process.pid)
        idle.close()
        time.sleep(1)
        many, seconds, crowd_sockets = sessions(port, 200)
        crowd_sockets.close()
    finally:
        stop(process)
        static.terminate()
        shutil.rmtree(static_folder, ignore_errors=True)

    # A frame that missed its vsync: at 60 Hz, intervals are 16.7 ms give or take the timer's jitter, and a dropped
    # frame makes one 33 ms or longer; more than half a frame over 16.7 ms counts as long.
    long_frames = sum(1 for interval in intervals if interval > 25)
    crowd += [
        ("A page asking for a 16,384² window on Insertion Sort and resizing it every 50 ms: another page's first frame (5 pages)",
         f"p50 {statistics.median(neighbour) * 1000:.0f} ms, at most {max(neighbour) * 1000:.0f} ms", "≤ 1 s"),
        (f"Smooth programmatic scroll through 10,000 rows of the 1,000,000-row list ({len(intervals)} frames, 300 px per frame)",
         f"{100 * long_frames / max(len(intervals), 1):.1f} % missed a frame (p50 frame {statistics.median(intervals):.1f} ms)", "≤ 5 %"),
        ("Element DOM nodes during that scroll", f"at most {max(counts)} ({max(counts) / max(first_screen, 1):.1f}× the "
         f"first screen's {first_screen})", "≤ 5× (a steady fling is drawn four screens back from its lead, LiveSession.steadyFlingDrawnScreens)"),
        (f"Bytes sent per scroll frame, steady scroll of the 1,000,000-item grid (100 px per frame, {messages} messages "
         "for 600 frames)", f"{per_frame:,.0f} B", "measured"),
        ("Memory per idle session, Grid page (50 sessions)", f"{(idle_after - idle_before) / max(served, 1):,.0f} KB", "measured"),
        ("200 concurrent sessions on loopback", f"{many} of 200 served their first frame in {seconds:.1f} s", "all served"),
    ]
    for title, rows in (("What a person feels", feel), ("Under load", crowd)):
        print(f"\n{title}\n\n| Measure | Result | Limit or target |\n|---|---:|---|")
        for row in rows:
            print("| " + " | ".join(re.sub(r"\s+", " ", cell) for cell in row) + " |")


if __name__ == "__main__":
    main()
