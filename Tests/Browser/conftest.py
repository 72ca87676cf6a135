"""Fixtures of the browser tests: one gallery server and one Chromium for the session, a fresh context and page per
test (a phone's viewport unless a test asks for another) that fails the test on any console error, page error or
refused message, or when the page lost its session.

Run: cd /work/main && .venv-browser/bin/python -m pytest Tests/Browser -q
The server is $OCV_GALLERY_BINARY (default .build/debug/gallery); Chromium is $OCV_CHROMIUM (default
/usr/bin/chromium)."""

import contextlib
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

import pytest
from playwright.sync_api import sync_playwright

sys.path.insert(0, os.path.dirname(__file__))

import browser_support as ocv  # noqa: E402


def free_port():
    """A loopback port nothing listens on: the one the system picks for a socket bound to port 0."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@contextlib.contextmanager
def serving(command, url, name, timeout=30):
    """Runs `command` (a server), waits until `url` answers 200, yields the process, and stops it at the end: SIGCONT
    first (tests stop servers with SIGSTOP, and a stopped process never hears TERM), then TERM, then KILL after 10 s.
    Fails the test, with the server's output, when it exits or does not answer within `timeout` seconds."""
    log = tempfile.TemporaryFile()
    process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + timeout
        while True:
            if process.poll() is not None:
                log.seek(0)
                pytest.fail(f"{name} exited with {process.returncode}:\n{log.read().decode(errors='replace')}")
            try:
                with urllib.request.urlopen(url, timeout=2) as response:
                    if response.status == 200:
                        break
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                pass
            if time.monotonic() > deadline:
                pytest.fail(f"{name} did not answer {url} within {timeout} s")
            time.sleep(0.1)
        yield process
    finally:
        # Stopped by its PID: this process and nothing else.
        if process.poll() is None:
            process.send_signal(signal.SIGCONT)
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        log.close()


@contextlib.contextmanager
def gallery_server(*flags):
    """`gallery serve` on a free loopback port with `flags`, run by `serving`; yields (base URL, process)."""
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    command = [ocv.gallery_binary(), "serve", "--port", str(port), "--hostname", "127.0.0.1", *flags]
    with serving(command, base + "/", "gallery serve") as process:
        yield base, process


@pytest.fixture(scope="session")
def server():
    """The gallery served live on a free loopback port; yields its base URL, stops the process at the end."""
    with gallery_server() as (base, _):
        yield base


@pytest.fixture(scope="session")
def browser():
    executable = os.environ.get("OCV_CHROMIUM", "/usr/bin/chromium")
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=executable, args=["--no-sandbox"])
        yield chromium
        chromium.close()


class PageProblems:
    """What went wrong on a page: console errors, uncaught errors, messages the server refused."""

    def __init__(self, page):
        self.messages = []
        page.on("console", self.console)
        page.on("pageerror", lambda error: self.messages.append(f"page error: {error}"))

    def console(self, message):
        if message.type == "error":
            self.messages.append(f"console error: {message.text}")
        elif message.type == "warning" and message.text.startswith("[OpenCollectionView]"):
            self.messages.append(f"console warning: {message.text}")


@pytest.fixture
def make_page(browser, server):
    """Makes pages in fresh contexts at a viewport (a phone's by default), over a network `latency_ms` slow each way
    and on a touch screen (a phone's browser) when asked; each is checked when the test ends."""
    opened = []

    def make(viewport=ocv.PHONE, latency_ms=None, touch=False):
        context = browser.new_context(viewport=viewport, base_url=server, has_touch=touch, is_mobile=touch)
        if latency_ms is not None:
            context.add_init_script(ocv.slow_network(latency_ms))
        context.add_init_script(ocv.TRAFFIC_TRACKER)
        page = context.new_page()
        page.set_default_timeout(10_000)
        opened.append((context, page, PageProblems(page)))
        return page

    yield make
    failures = []
    for context, page, problems in opened:
        failures += problems.messages
        # A page that lost its session (the server closed it, or the connection dropped) says so on its body.
        if not page.is_closed() and page.url.startswith(server):
            state = page.evaluate("() => document.body?.dataset.connection ?? null")
            if state not in (None, "connected"):
                failures.append(f"the page's connection is {state!r} at the end of the test ({page.url})")
        context.close()
    if failures:
        pytest.fail("the page reported problems:\n" + "\n".join(failures), pytrace=False)


@pytest.fixture
def page(make_page):
    """A page at a phone's viewport (390 × 844)."""
    return make_page(ocv.PHONE)
