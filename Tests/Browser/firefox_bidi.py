"""A small WebDriver BiDi client for Debian's Firefox ESR, which speaks BiDi itself (--remote-debugging-port), so
the pages can be checked in Firefox without geckodriver or a Playwright build of Firefox (neither is installable
here). It opens pages, runs scripts, collects console errors and takes screenshots: enough for the Firefox checks."""

import base64
import contextlib
import json
import os
import shutil
import socket
import subprocess
import tempfile
import time

from websockets.sync.client import connect


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Firefox:
    """A headless Firefox with one tab, driven over WebDriver BiDi."""

    def __init__(self, executable=None):
        self.executable = executable or shutil.which("firefox-esr") or shutil.which("firefox")
        if not self.executable:
            raise RuntimeError("Firefox is not installed (apt-get install -y firefox-esr)")
        self.profile = tempfile.mkdtemp(prefix="ocv-firefox-")
        self.port = free_port()
        self.process = subprocess.Popen(
            [self.executable, "--headless", "--no-remote", "--profile", self.profile,
             "--remote-debugging-port", str(self.port), "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.next_id = 0
        self.errors = []
        self.resources = contextlib.ExitStack()
        self.socket = self.resources.enter_context(self._connect())
        self.command("session.new", {"capabilities": {}})
        self.context = self.command("browsingContext.getTree", {})["contexts"][0]["context"]
        self.command("session.subscribe", {"events": ["log.entryAdded"]})

    def _connect(self):
        deadline = time.monotonic() + 30
        while True:
            try:
                return connect(f"ws://127.0.0.1:{self.port}/session", max_size=64 * 1024 * 1024, open_timeout=5)
            except OSError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.2)

    def command(self, method, params):
        self.next_id += 1
        ident = self.next_id
        self.socket.send(json.dumps({"id": ident, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv(timeout=60))
            if message.get("type") == "event":
                self._event(message)
                continue
            if message.get("id") != ident:
                continue
            if message.get("type") == "error":
                raise RuntimeError(f"{method}: {message.get('error')}: {message.get('message')}")
            return message["result"]

    def _event(self, message):
        if message.get("method") == "log.entryAdded":
            entry = message["params"]
            if entry.get("level") == "error":
                self.errors.append(entry.get("text", ""))

    def add_preload_script(self, function_declaration):
        """Runs `function_declaration` (JavaScript: `() => { … }`) in every document the tab opens from now on, before
        the document's own scripts."""
        self.command("script.addPreloadScript", {"functionDeclaration": function_declaration})

    def set_viewport(self, width, height):
        self.command("browsingContext.setViewport",
                     {"context": self.context, "viewport": {"width": width, "height": height}})

    def open(self, url):
        self.errors = []
        self.command("browsingContext.navigate", {"context": self.context, "url": url, "wait": "complete"})

    def reload(self):
        self.command("browsingContext.reload", {"context": self.context, "wait": "complete"})

    def traverse(self, delta):
        """Back (-1) or Forward (1) in the tab's history, as the browser's buttons go."""
        self.command("browsingContext.traverseHistory", {"context": self.context, "delta": delta})

    def evaluate(self, expression):
        result = self.command("script.evaluate", {
            "expression": expression, "target": {"context": self.context}, "awaitPromise": True})
        if result.get("type") == "exception":
            raise RuntimeError(f"script failed: {result['exceptionDetails'].get('text')}")
        return result["result"].get("value")

    def wait_for(self, expression, timeout=10):
        deadline = time.monotonic() + timeout
        while not self.evaluate(expression):
            if time.monotonic() > deadline:
                raise TimeoutError(f"waited {timeout} s for {expression}")
            time.sleep(0.05)

    def screenshot(self, path):
        data = self.command("browsingContext.captureScreenshot", {"context": self.context})["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))

    def close(self):
        try:
            self.resources.close()
        finally:
            self.process.kill()
            self.process.wait()
            shutil.rmtree(self.profile, ignore_errors=True)
