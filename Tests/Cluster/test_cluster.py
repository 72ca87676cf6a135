"""scripts/cluster as pages and an operator see it: two gallery workers behind HAProxy. Pages are spread over the
workers, a page stays on its worker across reconnections (the cookie HAProxy adds), even when its worker holds more
pages than the other and leastconn alone would send it there, a page whose worker was killed comes back on the other
one and starts again there, the killed worker is started again and serves, and SIGTERM stops everything before the
script exits.

Run: cd /work/main && .venv-browser/bin/python -m pytest Tests/Cluster -q
The server is $OCV_GALLERY_BINARY (default .build/debug/gallery). The tests run in order on one cluster: the last one
stops it. Pages speak the protocol (PROTOCOL.md) with the websockets client, sending the cookie a browser would have:
the one HAProxy set on the page's first GET (or on its WebSocket's answer, for a page that came without one).
"""

import contextlib
import json
import os
import queue
import re
import signal
import socket
import subprocess
import tempfile
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from websockets.exceptions import ConnectionClosed, InvalidHandshake
from websockets.sync.client import connect

REPO = Path(__file__).resolve().parents[2]
BINARY = os.environ.get("OCV_GALLERY_BINARY", str(REPO / ".build/debug/gallery"))
PAGE = "/examples/million-item-grid"
START_TIMEOUT = 180.0  # two workers and HAProxy on a slow, busy machine (a debug build starts slowly)
ANSWER_TIMEOUT = 20.0
# No proxy from the environment: every request goes to loopback.
OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}))


def free_port():
    """A loopback port nothing listens on: the one the system picks for a socket bound to port 0."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def port_is_free(port):
    with socket.socket() as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # connections in TIME_WAIT do not count
        try:
            probe.bind(("127.0.0.1", port))
            return True
        except OSError:
            return False


def descendants(pid):
    """Every process below `pid` now (children, theirs, …), from /proc."""
    parents = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue  # it ended while we looked
        parents.setdefault(int(fields[1]), []).append(int(stat.parent.name))
    found, todo = [], [pid]
    while todo:
        children = parents.get(todo.pop(), [])
        found += children
        todo += children
    return found


def running(pid):
    """Whether a process with this pid exists and has not ended (a zombie has ended)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def poll(condition, timeout, what):
    """Calls `condition` until it returns something true, which it returns; fails after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while True:
        result = condition()
        if result:
            return result
        assert time.monotonic() < deadline, f"{what}: not within {timeout:.0f} s"
        time.sleep(0.1)


class Cluster:
    """scripts/cluster in a process of its own; a thread reads its lines (workers, HAProxy, ready, restarts)."""

    def __init__(self, workers):
        self.port = free_port()
        self.errors = tempfile.NamedTemporaryFile(prefix="ocv-cluster-test-", suffix=".log")
        # The script's own temporary directory goes in one of ours, to see that it leaves nothing behind.
        self.temporary = tempfile.TemporaryDirectory(prefix="ocv-cluster-test-")
        self.process = subprocess.Popen(
            [str(REPO / "scripts/cluster"), "--workers", str(workers), "--port", str(self.port)],
            env={**os.environ, "OCV_GALLERY_BINARY": BINARY, "TMPDIR": self.temporary.name},
            stdout=subprocess.PIPE, stderr=self.errors, text=True)
        self.lines = queue.Queue()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()
        self.count, self.workers, self.pids = workers, {}, set()  # worker number → (pid, port); every pid printed
        self.url = f"http://127.0.0.1:{self.port}"

    def wait_ready(self):
        """Reads the script's first lines: a line per worker, HAProxy's, then `ready:` with the URL."""
        for k in range(1, self.count + 1):
            found = self.expect(r"worker (\d+) pid (\d+) port (\d+)", START_TIMEOUT)
            assert int(found[1]) == k, found[0]
            self.workers[k] = int(found[2]), int(found[3])
            self.pids.add(int(found[2]))
        found = self.expect(r"haproxy pid (\d+) stats (\S+)", START_TIMEOUT)
        self.haproxy, self.stats_url = int(found[1]), found[2]
        self.pids.add(self.haproxy)
        assert self.expect(r"ready: (\S+)", START_TIMEOUT)[1] == self.url

    def _read(self):
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))
        self.lines.put(None)

    def expect(self, pattern, timeout):
        """The next line of the script's output, which must match `pattern` (the match)."""
        try:
            line = self.lines.get(timeout=timeout)
        except queue.Empty:
            pytest.fail(f"scripts/cluster printed nothing in {timeout:.0f} s (expected {pattern}):\n{self.stderr()}")
        assert line is not None, f"scripts/cluster ended ({self.process.wait()}):\n{self.stderr()}"
        found = re.fullmatch(pattern + r"( metrics \d+)?", line)
        assert found, f"{line!r} is not {pattern}:\n{self.stderr()}"
        return found

    def stderr(self):
        return Path(self.errors.name).read_text(errors="replace")[-4000:]

    def statistics(self, k):
        """Worker k's own statistics, asked on its port (not through HAProxy)."""
        with OPENER.open(f"http://127.0.0.1:{self.workers[k][1]}/ocv/statistics", timeout=10) as response:
            return json.loads(response.read())

    def connected(self):
        return {k: self.statistics(k)["connected"] for k in self.workers}

    def haproxy_status(self, k):
        """What HAProxy's stats page says of worker k (UP, DOWN, …), from its CSV export."""
        with OPENER.open(self.stats_url + ";csv", timeout=10) as response:
            rows = [line.split(",") for line in response.read().decode().splitlines()]
        status = rows[0].index("status")
        return next(row[status] for row in rows[1:] if row[:2] == ["workers", f"worker{k}"])

    def stop(self):
        """Stops the script if it still runs, and every process it printed, by pid."""
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(60)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        for pid in self.pids:
            if running(pid):
                os.kill(pid, signal.SIGKILL)
        self.errors.close()
        self.temporary.cleanup()


class Page:
    """One page as a browser holds it: its cookie for the site (from its first GET) and its WebSocket."""

    def __init__(self, cluster, stack, cookie=True):
        self.cluster, self.stack, self.token, self.ws, self.cv = cluster, stack, None, None, None
        self.cookie = cluster_cookie(cluster) if cookie else None

    def open(self):
        """Opens the WebSocket (with the cookie, if any) and says hello (with `resume`, once there is a session);
        returns the first frame. HAProxy's cookie on the WebSocket's answer, when it sets one, is kept."""
        headers = {"Cookie": self.cookie} if self.cookie else None
        self.ws = self.stack.enter_context(connect(
            f"ws://127.0.0.1:{self.cluster.port}/ocv/live", origin=self.cluster.url, additional_headers=headers,
            proxy=None, max_size=2**24, open_timeout=ANSWER_TIMEOUT, ping_interval=None))
        self.cookie = cookie_of(self.ws.response.headers.get_all("Set-Cookie")) or self.cookie
        hello = {"t": "hello", "v": 1, "path": PAGE, "w": 390, "h": 844, "scale": 2}
        if self.token:
            hello["resume"] = self.token
        self.ws.send(json.dumps(hello))
        frame = json.loads(self.ws.recv(timeout=ANSWER_TIMEOUT))
        assert frame["t"] == "frame", frame
        self.token, self.cv = frame["session"], frame["cvs"][0]["cv"]
        return frame

    def drop(self):
        """The TCP connection goes without a close frame (a network blip)."""
        self.ws.socket.shutdown(socket.SHUT_RDWR)
        self.ws.close()

    def reconnect(self, timeout=30.0):
        """What the page's client does after a close: tries again 0.25 s later, then backing off to 4 s, until a
        frame comes. Returns it and the seconds it took."""
        start, delay = time.monotonic(), 0.25
        while True:
            time.sleep(delay)
            try:
                return self.open(), time.monotonic() - start
            except (OSError, TimeoutError, ConnectionClosed, InvalidHandshake) as error:
                assert time.monotonic() - start < timeout, f"no frame in {timeout:.0f} s: {error!r}"
                delay = min(4.0, delay * 2)

    def worker(self):
        """The worker the page's cookie names (HAProxy's cookie values are w1, w2, …)."""
        assert self.cookie, "HAProxy named no worker in a cookie"
        return int(re.fullmatch(r"OCVWORKER=w(\d+)", self.cookie)[1])

    def answers_a_scroll(self):
        """The page scrolls and gets the patch that answers it (the server's own ticks may come first)."""
        cv = self.cv
        self.ws.send(json.dumps({"t": "scroll", "cv": cv, "x": 0, "y": 1560}))  # ten rows down: new cells
        deadline = time.monotonic() + ANSWER_TIMEOUT
        while True:
            message = json.loads(self.ws.recv(timeout=max(0.1, deadline - time.monotonic())))
            assert message["t"] not in ("error", "bye"), message
            if message["t"] == "patch" and any(c["cv"] == cv and c.get("add") for c in message.get("cvs", [])):
                return True


def cookie_of(set_cookies):
    """`OCVWORKER=w1` from HAProxy's `Set-Cookie: OCVWORKER=w1; path=/; HttpOnly`, or None."""
    for header in set_cookies:
        if header.startswith("OCVWORKER="):
            return header.split(";", 1)[0]
    return None


def cluster_cookie(cluster):
    """What a browser has after loading the page through HAProxy: the cookie naming the worker that served it."""
    with OPENER.open(cluster.url + PAGE, timeout=ANSWER_TIMEOUT) as response:
        assert response.status == 200
        cookie = cookie_of(response.headers.get_all("Set-Cookie") or [])
    assert cookie, "HAProxy set no OCVWORKER cookie on the page"
    return cookie


def open_page(cluster, stack, cookie=True):
    page = Page(cluster, stack, cookie)
    page.open()
    return page


@pytest.fixture(scope="module")
def cluster():
    assert os.access(BINARY, os.X_OK), f"no server at {BINARY}: build it or set OCV_GALLERY_BINARY"
    started = Cluster(workers=2)
    try:
        started.wait_ready()
        yield started
    finally:
        started.stop()


def test_pages_without_a_cookie_are_spread_over_the_workers(cluster):
    with contextlib.ExitStack() as stack:
        pages = [open_page(cluster, stack, cookie=False) for _ in range(6)]
        # Each page learnt its worker from the cookie HAProxy set on its WebSocket's answer; the workers agree.
        expected = {k: sum(1 for page in pages if page.worker() == k) for k in cluster.workers}
        assert len(expected) == 2 and sum(expected.values()) == len(pages), expected
        assert all(expected.values()), expected
        poll(lambda: cluster.connected() == expected, ANSWER_TIMEOUT, f"workers holding {expected}")
    poll(lambda: not any(cluster.connected().values()), ANSWER_TIMEOUT, "pages gone")


def connected_after_change(cluster, before, change):
    """Worker statistics once `change` has moved the count of connected pages by exactly one (a page opened or
    closed somewhere): the counts, and the worker whose count moved."""
    change()
    def moved():
        now = cluster.connected()
        differing = [k for k in now if now[k] != before[k]]
        if len(differing) == 1 and abs(now[differing[0]] - before[differing[0]]) == 1:
            return now, differing[0]
        return None
    return poll(moved, ANSWER_TIMEOUT, f"a page more or less than {before}")


def crowd(cluster, stack, worker, lead):
    """Opens pages without a cookie through HAProxy until `worker` holds `lead` more pages than the other worker (by
    the workers' own counts), and returns the counts: `leastconn` alone would then send a new connection to the other
    worker. leastconn fills the emptier worker first, so the pages that land on the other one stay open until enough
    have landed on `worker`, and close then. The pages kept on `worker` belong to `stack`."""
    other = next(k for k in cluster.workers if k != worker)
    counts = cluster.connected()
    with contextlib.ExitStack() as elsewhere:
        landed_elsewhere = 0
        for _ in range(4 * lead + 8):
            if counts[worker] - (counts[other] - landed_elsewhere) >= lead:
                break
            page = Page(cluster, contextlib.ExitStack(), cookie=False)
            counts, landed = connected_after_change(cluster, counts, page.open)
            (stack if landed == worker else elsewhere).enter_context(page.stack)
            landed_elsewhere += landed != worker
        else:
            pytest.fail(f"no lead of {lead} pages on worker {worker} from leastconn: {counts}")
        counts = {**counts, other: counts[other] - landed_elsewhere}
    poll(lambda: cluster.connected() == counts, ANSWER_TIMEOUT, f"the workers holding {counts}")
    return counts


def test_the_workers_statistics_are_not_served_through_haproxy(cluster):
    """`/ocv/statistics` answers on each worker's own port (the load test reads it there), never on the public side."""
    assert cluster.statistics(1)["connected"] >= 0
    with pytest.raises(urllib.error.HTTPError) as refused:
        OPENER.open(cluster.url + "/ocv/statistics", timeout=ANSWER_TIMEOUT)
    assert refused.value.code == 404
    # The pages themselves are served.
    with OPENER.open(cluster.url + PAGE, timeout=ANSWER_TIMEOUT) as response:
        assert response.status == 200


def test_a_client_cannot_name_itself_through_haproxy(cluster):
    """HAProxy replaces a client's own X-Forwarded-For, and the workers believe only HAProxy's: pages that each claim
    to be somebody else are still counted as the one address they come from. A worker allows 50 sessions per client,
    so this address's pages are told so once both workers hold 50 of them; were the claims believed, each page would be
    a client of its own and all would be served."""
    limit, workers = 50, len(cluster.workers)
    with contextlib.ExitStack() as stack:
        for number in range(limit * workers + 10):
            ws = stack.enter_context(connect(
                f"ws://127.0.0.1:{cluster.port}/ocv/live", origin=cluster.url, proxy=None, max_size=2**24,
                open_timeout=ANSWER_TIMEOUT, ping_interval=None,
                additional_headers={"X-Forwarded-For": f"198.51.100.{number % 250 + 1}"}))
            ws.send(json.dumps({"t": "hello", "v": 1, "path": PAGE, "w": 390, "h": 844, "scale": 2}))
            first = json.loads(ws.recv(timeout=ANSWER_TIMEOUT))
            if first["t"] == "bye":
                break
            assert first["t"] == "frame", first
        else:
            pytest.fail(f"{limit * workers + 10} pages from one address, each naming another, were all served")
    assert number == limit * workers, f"told at page {number + 1}"
    assert first["reason"] == "this address has as many pages open as one may; close one and try again", first


def test_a_page_resumes_its_session_on_its_worker_after_a_dropped_connection(cluster):
    with contextlib.ExitStack() as stack:
        pages = [open_page(cluster, stack) for _ in range(2)]
        assert sorted(page.worker() for page in pages) == sorted(cluster.workers), "the first GETs were not spread"
        alone = {k: 1 for k in cluster.workers}
        for page in pages:
            own = page.worker()
            other = next(k for k in cluster.workers if k != own)
            poll(lambda: cluster.connected() == alone, ANSWER_TIMEOUT, f"the workers holding {alone}")
            with contextlib.ExitStack() as crowding:
                # Left to leastconn, the page's next connection would go to the other worker: its own holds three
                # more pages. Only the cookie brings it back.
                counts = crowd(cluster, crowding, own, lead=3)
                probe = Page(cluster, contextlib.ExitStack(), cookie=False)
                counts_with_probe, landed = connected_after_change(cluster, counts, probe.open)
                assert landed == other, f"a page without a cookie went to worker {landed}: {counts_with_probe}"
                connected_after_change(cluster, counts_with_probe, probe.stack.close)
                token, cookie = page.token, page.cookie
                page.drop()
                frame, _ = page.reconnect()
                assert frame["session"] == token and not frame.get("restarted"), frame
                assert page.cookie == cookie
                poll(lambda: cluster.connected() == counts, ANSWER_TIMEOUT, f"the page back on worker {own}: {counts}")
                assert page.answers_a_scroll()


def test_a_page_whose_worker_was_killed_starts_again_on_the_other_one(cluster):
    with contextlib.ExitStack() as stack:
        pages = [open_page(cluster, stack) for _ in range(6)]
        victim = pages[0].worker()
        survivor = next(k for k in cluster.workers if k != victim)
        lost = [page for page in pages if page.worker() == victim]
        kept = [page for page in pages if page.worker() == survivor]
        assert lost and kept, [page.cookie for page in pages]
        os.kill(cluster.workers[victim][0], signal.SIGKILL)

        for page in lost:
            with pytest.raises(ConnectionClosed):
                page.ws.recv(timeout=ANSWER_TIMEOUT)  # the worker's end of the connection went with it
        took = []
        for page in lost:
            token = page.token
            frame, seconds = page.reconnect()
            took.append(seconds)
            assert frame.get("restarted") is True and frame["session"] != token, frame
            assert page.worker() == survivor, page.cookie  # HAProxy named the new worker in a new cookie
        assert max(took) < 10, took
        for page in pages:
            assert page.answers_a_scroll()
        poll(lambda: cluster.statistics(survivor)["connected"] == len(pages), ANSWER_TIMEOUT, "the pages on one worker")
    cluster.killed = victim  # for the next test


def test_the_killed_worker_is_started_again_and_serves(cluster):
    victim = getattr(cluster, "killed", None)
    if victim is None:
        pytest.skip("no worker was killed (run with the failover test)")
    old_pid, port = cluster.workers[victim]
    found = cluster.expect(r"worker (\d+) restarted pid (\d+) port (\d+)", 60)
    assert (int(found[1]), int(found[3])) == (victim, port), found[0]  # the same worker, on the same port
    cluster.workers[victim] = int(found[2]), port
    cluster.pids.add(int(found[2]))
    assert not running(old_pid)
    assert cluster.statistics(victim)["connected"] == 0
    # HAProxy's checks see it answer again (2 good checks a second apart), and its stats page says so.
    poll(lambda: cluster.haproxy_status(victim) == "UP", 30, f"HAProxy seeing worker {victim} up")
    with contextlib.ExitStack() as stack:
        # A page with its cookie is served by it, not sent elsewhere.
        def served_by_victim():
            page = Page(cluster, stack, cookie=False)
            page.cookie = f"OCVWORKER=w{victim}"
            frame = page.open()
            return page if page.worker() == victim and not frame.get("restarted") else None
        poll(served_by_victim, 30, f"worker {victim} serving again")
        poll(lambda: cluster.statistics(victim)["connected"] == 1, ANSWER_TIMEOUT, f"the page on worker {victim}")


def restarted_worker(cluster, port, old_pid):
    """The `gallery serve` the script starts again on `port` after `old_pid` ended, found among the script's
    processes as soon as it runs: before it answers its health check (a debug build answers some 40 ms after it
    starts), while the script is still waiting for that answer."""
    deadline = time.monotonic() + 30  # the script notices within a second and restarts 3 s later
    while True:
        for pid in descendants(cluster.process.pid):
            try:
                argv = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
            except OSError:
                continue  # it ended while we looked
            serving = argv[1:2] == [b"serve"] and b"--port" in argv
            if pid != old_pid and serving and argv[argv.index(b"--port") + 1] == str(port).encode():
                return pid
        assert time.monotonic() < deadline, f"no worker started again on port {port}:\n{cluster.stderr()}"
        time.sleep(0.002)  # far more often than the 40 ms the worker needs to answer


def test_sigterm_stops_haproxy_and_every_worker_before_the_script_exits(cluster):
    """SIGTERM while the script restarts a worker that does not end on SIGTERM (held still as soon as it runs: a
    stopped process acts on no signal but SIGKILL), then a second SIGTERM (a supervisor's second try, a second Ctrl-C)
    while the script waits for that worker: the script exits 0 only once HAProxy and every worker have ended. (Should
    the worker answer its health check before it is held, the script is back in its watch loop when the first SIGTERM
    comes, and the rest holds all the same.)"""
    live, (victim_pid, victim_port) = 1, cluster.workers[2]
    os.kill(victim_pid, signal.SIGKILL)
    held = restarted_worker(cluster, victim_port, victim_pid)
    os.kill(held, signal.SIGSTOP)
    cluster.pids.add(held)
    with contextlib.ExitStack() as stack:
        pages = []
        for _ in range(2):
            page = Page(cluster, stack, cookie=False)
            page.cookie = f"OCVWORKER=w{live}"  # not the held worker, which HAProxy may not have seen down yet
            page.open()
            pages.append(page)
        # Besides the pids it printed: HAProxy's own worker process, anything else it started.
        cluster.pids.update(descendants(cluster.process.pid))
        # The workers printed (one killed), the one restarting, HAProxy's master and its worker.
        assert len(cluster.pids) >= 5, cluster.pids
        cluster.process.send_signal(signal.SIGTERM)
        # HAProxy ends at once; the held worker keeps the script waiting until it kills it, 10 s after its SIGTERM.
        poll(lambda: not running(cluster.haproxy) or cluster.process.poll() is not None, ANSWER_TIMEOUT,
             "HAProxy ending")
        assert cluster.process.poll() is None, (
            f"scripts/cluster exited with {cluster.process.returncode} before the worker it was restarting "
            f"(still running: {running(held)}):\n{cluster.stderr()}")
        cluster.process.send_signal(signal.SIGTERM)
        status = cluster.process.wait(60)
        # At once, at the moment the script is gone: nothing it started may outlive it.
        outliving = [pid for pid in sorted(cluster.pids) if running(pid)]
        assert outliving == [] and status == 0, (
            f"scripts/cluster exited with {status} leaving {outliving} running (held worker {held}):\n{cluster.stderr()}")
        for page in pages:
            with pytest.raises(ConnectionClosed):
                page.ws.recv(timeout=ANSWER_TIMEOUT)
    assert port_is_free(cluster.port)
    assert len(cluster.workers) == 2 and all(port_is_free(port) for _, port in cluster.workers.values())
    assert list(Path(cluster.temporary.name).iterdir()) == []  # the script's files (configuration, logs) are gone
