"""The gallery server as an operator sees it: it stops cleanly on SIGTERM (every session ended, every page's connection
closed normally), it warns when it listens beyond loopback, and it serves statistics only when asked."""

import contextlib
import json
import os
import signal
import subprocess
import tempfile
import time
import urllib.error
import urllib.request

import pytest
from websockets.exceptions import ConnectionClosedOK
from websockets.sync.client import connect

import browser_support as ocv
from conftest import free_port, gallery_server


def start(*arguments):
    port = free_port()
    log = tempfile.TemporaryFile()
    process = subprocess.Popen([ocv.gallery_binary(), "serve", "--port", str(port), *arguments],
                               stdout=log, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 30
    while True:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2):
                return process, port, log
        except OSError:
            assert process.poll() is None and time.monotonic() < deadline, "the gallery server did not start"
            time.sleep(0.1)


def output(log):
    log.seek(0)
    return log.read().decode(errors="replace")


def test_sigterm_closes_every_page_normally_and_exits_cleanly():
    process, port, log = start()
    try:
        with contextlib.ExitStack() as stack:
            pages = []
            for path in ["/examples/grid", "/examples/mountains-search"]:
                page = stack.enter_context(
                    connect(f"ws://127.0.0.1:{port}/ocv/live", origin=f"http://127.0.0.1:{port}", max_size=2**24))
                page.send(json.dumps({"t": "hello", "v": 1, "path": path, "w": 390, "h": 844, "scale": 2}))
                assert json.loads(page.recv(timeout=10))["t"] == "frame"
                pages.append(page)
            process.send_signal(signal.SIGTERM)
            # No `bye`: a page reconnects until the server is back, as after a network blip.
            for page in pages:
                with pytest.raises(ConnectionClosedOK) as closed:
                    page.recv(timeout=10)
                assert closed.value.rcvd.code == 1000
        assert process.wait(timeout=15) == 0, output(log)
    finally:
        if process.poll() is None:
            process.kill()
        log.close()


def test_every_thread_of_a_serving_gallery_is_batch_scheduled():
    """The server's threads, those that serve pages among them, run under SCHED_BATCH (`LiveHost.scheduleThreadsInBatches`),
    so that handing an answer from one thread to another does not preempt the thread that hands it over."""
    with gallery_server() as (base, process):
        # A page served first: the threads that answer it exist by then.
        with connect(f"{base.replace('http', 'ws')}/ocv/live", origin=base, max_size=2**24) as page:
            page.send(json.dumps({"t": "hello", "v": 1, "path": "/examples/grid", "w": 390, "h": 844, "scale": 2}))
            assert json.loads(page.recv(timeout=10))["t"] == "frame"
            threads = [int(tid) for tid in os.listdir(f"/proc/{process.pid}/task")]
            policies = {}
            for tid in threads:
                with contextlib.suppress(ProcessLookupError):
                    policies[tid] = os.sched_getscheduler(tid)
        assert len(policies) > 2
        assert set(policies.values()) == {os.SCHED_BATCH}, policies


def test_listening_beyond_loopback_warns_what_is_exposed():
    process, _, log = start("--hostname", "0.0.0.0")
    try:
        assert "Warning: listening on 0.0.0.0, not loopback" in output(log)
    finally:
        process.terminate()
        process.wait(timeout=15)
        log.close()


def test_statistics_are_served_only_when_asked_for():
    process, port, log = start("--statistics")
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/ocv/statistics", timeout=5) as response:
            statistics = json.load(response)
        assert set(statistics) == {
            "connected", "waiting", "windows", "views", "viewControllers", "residentBytes", "releasingMemory"}
        assert statistics["connected"] == 0 and statistics["windows"] == 0 and statistics["releasingMemory"] is False
    finally:
        process.terminate()
        process.wait(timeout=15)
        log.close()
    process, port, log = start()
    try:
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/ocv/statistics", timeout=5)
            raise AssertionError("statistics served without --statistics")
        except urllib.error.HTTPError as error:
            assert error.code == 404
    finally:
        process.terminate()
        process.wait(timeout=15)
        log.close()


def test_bad_flags_are_refused_at_start_with_the_setting_named():
    for arguments, message in [
        (["--resume-grace", "1e300"], "--resume-grace must be a number of seconds between 0 and 86400"),
        (["--max-sessions", "0"], "maximumSessions must be at least 1"),
        (["--public-host", "https://app.example.com"], "allowedHosts must be host names without ports or schemes"),
    ]:
        finished = subprocess.run([ocv.gallery_binary(), "serve", "--port", "0", *arguments],
                                  capture_output=True, text=True, timeout=30)
        assert finished.returncode != 0, arguments
        assert message in finished.stderr, finished.stderr


def test_another_site_cannot_frame_the_page(browser, server):
    """A page of another origin that frames the gallery gets nothing: the gallery's answer says `frame-ancestors
    'self'`, and the browser puts its own error page in the frame in place of the gallery's, so that no script of the
    gallery runs there and no session opens for it."""
    page = browser.new_page()
    sockets = []
    page.on("websocket", lambda socket: sockets.append(socket.url))
    try:
        with page.expect_response(server + "/examples/grid") as answered:
            page.set_content(f'<iframe id="framed" src="{server}/examples/grid" width="390" height="300"></iframe>')
        assert answered.value.status == 200
        assert "frame-ancestors 'self'" in answered.value.headers.get("content-security-policy", "")
        # The browser's verdict: the document the frame shows in place of its first, empty one. Once the error page
        # is there, the gallery's document will never be.
        framed = page.frames[1]
        framed.wait_for_url(lambda url: url != "about:blank")
        assert framed.url.startswith("chrome-error://"), framed.url
        assert framed.locator("#ocv-root").count() == 0
        assert sockets == []
    finally:
        page.close()


def test_a_framed_page_of_its_own_site_still_draws(page, server):
    """`frame-ancestors 'self'`: the gallery may frame itself."""
    ocv.open(page, "/")
    page.evaluate(f"""() => {{ const frame = document.createElement('iframe'); frame.src = '{server}/examples/grid';
        frame.width = 390; frame.height = 300; document.body.appendChild(frame); }}""")
    framed = page.frame_locator("iframe")
    framed.locator('#ocv-root:not([aria-busy]) .ocv-element').first.wait_for(timeout=15_000)


def test_metrics_are_served_in_prometheus_text_on_loopback_when_asked_for():
    metrics_port = free_port()
    process, port, log = start("--metrics-port", str(metrics_port))
    try:
        with connect(f"ws://127.0.0.1:{port}/ocv/live", origin=f"http://127.0.0.1:{port}", max_size=2**24) as page:
            page.send(json.dumps({"t": "hello", "v": 1, "path": "/examples/grid", "w": 390, "h": 844, "scale": 2}))
            assert json.loads(page.recv(timeout=10))["t"] == "frame"
            page.send("not a message")
            assert json.loads(page.recv(timeout=10))["t"] == "error"
            with urllib.request.urlopen(f"http://127.0.0.1:{metrics_port}/metrics", timeout=5) as response:
                assert response.headers["Content-Type"].startswith("text/plain; version=0.0.4")
                text = response.read().decode()
        values = {}
        for line in text.splitlines():
            if line and not line.startswith("#"):
                name, value = line.rsplit(" ", 1)
                values[name] = float(value)
        assert values['ocv_sessions{state="connected"}'] == 1
        assert values["ocv_messages_received_total"] == 2
        assert values["ocv_messages_refused_total"] == 1
        assert values["ocv_answer_duration_seconds_count"] == 1
        assert values["ocv_bytes_sent_total"] > 10_000
        assert values["ocv_main_actor_seconds_total"] > 0
        assert values["ocv_live_windows"] == 1 and values["ocv_live_views"] > 50
        # Only on loopback, and not on the pages' port.
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5)
            raise AssertionError("metrics served on the pages' port")
        except urllib.error.HTTPError as error:
            assert error.code == 404
    finally:
        process.terminate()
        process.wait(timeout=15)
        log.close()
