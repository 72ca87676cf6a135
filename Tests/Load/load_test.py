"""Load and soak tests for the live host (`gallery serve`), speaking its WebSocket protocol (PROTOCOL.md) as pages do.

load (default): N pages at once, each a sequential loop of request→answer pairs (a scroll or a keystroke, then the
patch that answers it): latency, throughput, memory per session, the server's CPU; then every window must be freed.
soak (--soak SECONDS): workers open, use and leave sessions over and over (half by cutting the TCP connection) while
the server's statistics are sampled; at the end its object counts and memory must be back to a warmed-up baseline.
fairness (--fairness): one person scrolls alone, then while another person's eight pages resize 4K windows on Insertion
Sort as fast as they are answered: the first person's answers must stay within a small factor of what they were alone
(the server's limits are per person: one person's load slows that person).
memory (--memory): pages of the Million-Row List open, then each scrolls the million rows end to end: the server's
memory per session, idle and after the scroll.
capacity (--capacity): the load's pages opened in growing numbers (--levels), each number used for --seconds at --rate
(one answer per page every 5 s by default), until an answer's p99 passes --max-p99 (100 ms by default) or a page cannot
open: the largest number one process holds so, with its memory per page idle and after use and its CPU per answer.
With --one-core the server is pinned to one CPU and this client to the others: what one core carries, literally (the
server's event loops, its main actor and its kernel work share that core). With --profile DIR perf records the server
while each level's pages are used, and the report says where an answer's CPU went, by thread and by part
(Tests/Load/perf_profile.py); the level's own figures then include perf's cost.

Each page comes from a loopback address of its own (127.0.1.10 upwards: all of 127.0.0.0/8 is this machine's), as many
people's pages come from many addresses: the server keeps its limits per person (address), and pages sharing an
address are one person's tabs, which share that person's allowance (one address for every page would be one person
opening them all).

Every session shares the server's main actor, so the numbers describe the whole server, not one page. The client
shares the machine, so its own CPU time is reported too: a saturated client must not pass for a slow server.

--url drives a server this test did not start (scripts/cluster's HAProxy, another machine) instead of starting one:
its CPU time is that of the processes named with --server-pid (a cluster's workers and HAProxy), not known without
them, and its statistics (memory, live objects, the leak checks) are added up from each
--statistics-url (a cluster's workers, each on its own port), or else read from the URL's /ocv/statistics when it
serves them and no balancer answers there. --reconnect makes a page whose connection closes do what the browser's
client does: come back with its cookies and `resume`, and go on; the report says how long pages were away and how
many started again.
"""

import argparse
import asyncio
import collections
import contextlib
import gc
import json
import os
import random
import re
import resource
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import websockets
from websockets.exceptions import ConnectionClosed

import perf_profile

REPO = Path(__file__).resolve().parents[2]
GRID, LIST, SEARCH, SMALL_GRID, SORT = (
    "/examples/million-item-grid", "/examples/million-row-list", "/examples/mountains-search", "/examples/grid",
    "/examples/insertion-sort-visualization")
ANSWER_TIMEOUT = 10.0
OPEN_TIMEOUT = 20.0  # connecting and the first frame: hundreds of pages opening at once queue on the main actor
RECONNECT_TIMEOUT = 30.0  # --reconnect: how long a page tries to come back before it counts as a failure
# Consecutive texts always filter the mountains to a different number (321, 35, 1, 0, 1, 35, 321, all 387, and
# again), so that each keystroke is answered with a patch saying the new count: the field's text is not in the answer
# (the page has it already), and a keystroke that changes no row ("alpi" to "alpin", both none) is not answered.
TEXTS = ["a", "al", "alp", "alpi", "alp", "al", "a", ""]
STEP, WRAP = 156, 156 * 64  # 156 pt is two rows of the grid, so every step shows new cells, and so does the wrap
SEARCH_BAR = re.compile(r'data-view="UISearchBar"[^>]*?data-host-identity="([^"]+)"')
MB = 1024 * 1024


def client_address(index):
    """The loopback address the index-th page (or worker) connects from: one person each, up to some fifteen million
    (127.0.1.10 upwards, the last byte kept to 10–249, clear of the network and broadcast addresses)."""
    return f"127.{index // (240 * 254)}.{1 + index // 240 % 254}.{10 + index % 240}"


class Failure(Exception):
    """What the server must not do to a well-behaved page: refuse a message, say bye, stay silent, drop it."""

    def __init__(self, kind, detail=""):
        super().__init__(f"{kind}: {detail}" if detail else kind)
        self.kind = kind


class Server:
    """`gallery serve` in a process of its own, its output in a temporary file, always stopped by its PID."""

    def __init__(self, binary, max_sessions, grace, cpu=None):
        self.log = tempfile.NamedTemporaryFile(prefix="ocv-load-", suffix=".log", delete=False)
        # Port 0: the kernel picks a free port, which no other process can take between a choice and the bind.
        # Every page of the test comes from loopback: one client, allowed as many sessions and connections as the
        # server holds.
        command = [binary, "serve", "--port", "0", "--hostname", "127.0.0.1", "--statistics",
                   "--resume-grace", str(grace), "--max-sessions", str(max_sessions),
                   "--max-sessions-per-client", str(max_sessions), "--max-connections-per-client", str(4 * max_sessions)]
        # Pinned before it starts (`cpu`), so that every thread it makes stays on that CPU, and with one event loop, as
        # SwiftNIO makes on a machine of one core (it counts the machine's cores, not the CPUs a process may use).
        pin = None if cpu is None else (lambda: os.sched_setaffinity(0, {cpu}))
        environment = os.environ if cpu is None else {**os.environ, "NIO_SINGLETON_GROUP_LOOP_COUNT": "1"}
        self.process = subprocess.Popen(
            command, stdout=self.log, stderr=subprocess.STDOUT, preexec_fn=pin, env=environment)
        # No proxy: an http_proxy in the environment must not see (or refuse) loopback requests.
        self.opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
        self.port, self.has_statistics = None, True

    def wait_ready(self, timeout=60.0):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise Failure("server exited", f"code {self.process.returncode} while starting")
            found = re.search(r"Serving the gallery live on http://127\.0\.0\.1:(\d+)/", self.output())
            self.port = found and int(found.group(1))
            try:
                if self.port and self.opener.open(self.url("/"), timeout=2).status == 200:
                    return
            except OSError:
                pass
            time.sleep(0.1)
        raise Failure("server not ready", f"after {timeout:.0f} s")

    def url(self, path):
        return f"http://127.0.0.1:{self.port}{path}"

    @property
    def base(self):
        return self.url("")

    def statistics(self):
        with self.opener.open(self.url("/ocv/statistics"), timeout=10) as response:
            return json.loads(response.read())

    def cpu_seconds(self):
        return process_cpu_seconds(self.process.pid)

    def output(self):
        return Path(self.log.name).read_text(errors="replace")

    def exited(self):
        """The server's exit status if it ended, None while it runs."""
        return self.process.poll()

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.log.close()


def process_cpu_seconds(pid):
    """The CPU time process `pid` has used: utime and stime, fields 14 and 15 of /proc/PID/stat, counted from the ")"
    that ends the command's name."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def swift_runtime(pid):
    """How process `pid` has the Swift runtime: "linked in" (a release gallery on Linux, `Package.swift`'s
    `staticallyLinkedRuntime`) or "shared" (libswiftCore.so mapped, as a debug build has it). Its answers' CPU differs by
    some 6–8 %, so a comparison of two builds says which each was."""
    with open(f"/proc/{pid}/maps") as maps:
        return "shared" if "/libswiftCore.so" in maps.read() else "linked in"


class Remote:
    """A server this test did not start (--url): no output, and CPU time only from the processes named with
    --server-pid (a cluster's workers, and its balancer, on this machine). Its statistics are those of every
    --statistics-url added up, or else the URL's own when it serves them, unless a balancer answers there (it sets a
    cookie): then they would be one worker's, a different one each time, and are not used."""

    def __init__(self, url, statistics_urls, pids=()):
        self.pids = list(pids)
        self.base = url.rstrip("/")
        self.sources = [u.rstrip("/") for u in statistics_urls] or [self.base]
        self.explicit = bool(statistics_urls)
        self.opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
        self.has_statistics, self.balanced = False, False

    def wait_ready(self, timeout=60.0):
        deadline = time.monotonic() + timeout
        while True:
            try:
                if self.opener.open(self.base + "/", timeout=5).status == 200:
                    break
            except OSError:
                pass
            if time.monotonic() >= deadline:
                raise Failure("server not ready", f"{self.base}/ did not answer in {timeout:.0f} s")
            time.sleep(0.25)
        try:
            self.statistics()
            self.has_statistics = not self.balanced or self.explicit
        except (OSError, ValueError, KeyError) as error:
            if self.explicit:  # asked for by name: a typo must not pass for a server without statistics
                raise Failure("no statistics", repr(error)) from None

    def statistics(self):
        total = collections.Counter()
        for source in self.sources:
            with self.opener.open(source + "/ocv/statistics", timeout=10) as response:
                stats = json.loads(response.read())
                self.balanced = self.balanced or bool(response.headers.get_all("Set-Cookie"))
            total.update({k: stats[k] for k in ("connected", "waiting", "windows", "views", "viewControllers",
                                                 "residentBytes", "releasingMemory")})
        return dict(total)

    def cpu_seconds(self):
        return sum(process_cpu_seconds(pid) for pid in self.pids) if self.pids else None

    def output(self):
        return ""

    def exited(self):
        return None

    def stop(self):
        pass


@contextlib.contextmanager
def timing_the_server():
    """Keeps the load generator's own pauses out of what it times. One Python process plays thousands of pages, and its
    cyclic garbage collector walks all of their state at once: at 2,000 pages each collection of the oldest generation
    stopped every page for 50–210 ms (2026-11-29), time counted as the server's, and the requests that fell due
    meanwhile then reached the server in one burst. While answers are timed, what is alive is frozen out of the
    collector's reach and the collector waits; reference counting still frees what the pages drop, and the cycles left
    are collected once timing ends. A browser runs one page, or a few: its pauses are not the server's either."""
    gc.collect()
    gc.freeze()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
        gc.unfreeze()
        gc.collect()


def item(element_id):
    """The item an element draws ("cell 0-65", "…BottomSeparator 0-65": 65), or None."""
    tail = element_id.rsplit("-", 1)[-1]
    return int(tail) if tail.isdigit() else None


class Session:
    """One page's WebSocket, whose messages a reader task puts in an inbox.

    Besides answers, the server sends patches of its own: 150 ms after a scroll, a tick drops the elements it drew
    ahead of the scroll for its speed. Such a trim can come after the next request is sent, and an answer can be
    removals only (when what was drawn ahead covers where the page went), so an answer is known by its content, not
    by coming next: a trim never removes the element furthest behind, an answer to a scroll of 156 pt always does
    (or adds elements). The session keeps the set of elements shown to tell which is which.

    Like a browser, a page keeps the cookies the server's answers set (a balancer's, naming the page's worker) and
    sends them on every connection; with `reconnects`, it comes back after a close that is not a `bye`."""

    def __init__(self, base, path, reconnects, source, size):
        self.base, self.path, self.reconnects, self.source, self.size = base, path, reconnects, source, size
        self.ticks, self.closing, self.cookies, self.token, self.y = 0, False, {}, None, 0
        self.away = []  # per return after a lost connection: (seconds away, whether the session started again)
        self.interrupted = 0  # requests whose connection went before their answer came
        self.steps = 0  # requests sent so far: where the page's next request goes on from (`next_request`)

    @classmethod
    async def open(cls, base, path, reconnects=False, source=None, size=(390, 844)):
        """A page at `path` of a window of `size`, connecting from the loopback address `source` (one person's)."""
        session = cls(base, path, reconnects, source, size)
        await session._connect()
        return session

    async def _connect(self):
        """Opens the WebSocket, says hello (resuming the session once there is one) and takes the first frame."""
        path, cookie = self.path, "; ".join(f"{name}={value}" for name, value in self.cookies.items())
        try:
            ws = await websockets.connect(
                "ws" + self.base.removeprefix("http") + "/ocv/live", origin=self.base, proxy=None,
                additional_headers={"Cookie": cookie} if cookie else None,
                max_size=16 * MB, open_timeout=OPEN_TIMEOUT, ping_interval=None,
                **({"local_addr": (self.source, 0)} if self.source else {}))
        except (OSError, TimeoutError, websockets.InvalidHandshake) as error:
            raise Failure("not opened", f"{path}: {error!r}") from None
        for header in ws.response.headers.get_all("Set-Cookie"):
            name, _, value = header.split(";", 1)[0].partition("=")
            self.cookies[name.strip()] = value.strip()
        hello = {"t": "hello", "v": 1, "path": path, "w": self.size[0], "h": self.size[1], "scale": 2}
        if self.token:
            hello["resume"] = self.token
        try:
            await ws.send(json.dumps(hello))
            frame = json.loads(await asyncio.wait_for(ws.recv(), OPEN_TIMEOUT))
        except (ConnectionClosed, TimeoutError) as error:
            await ws.close()
            raise Failure("not opened", f"{path}: no first frame ({error!r})") from None
        if frame.get("t") != "frame":
            await ws.close()
            raise Failure("not opened", f"{path}: {json.dumps(frame)[:200]}")
        self.ws, self.frame, self.token, self.lost_at = ws, frame, frame["session"], None
        self.inbox = asyncio.Queue()
        self.reader = asyncio.create_task(self._read())
        self.cv = frame["cvs"][0]["cv"]
        # Where the content is (the next scroll must move it): a resumed session's frame says so only if it moved.
        self.y = frame["cvs"][0].get("offset", [0, 0 if frame.get("restarted") else self.y])[1]
        self.direction = 1
        self.shown = {}  # element id → item, in the first collection view
        self.track(frame)
        bar = SEARCH_BAR.search(frame.get("skeleton", ""))
        self.bar = bar and bar.group(1)

    async def _read(self):
        try:
            async for raw in self.ws:
                self.inbox.put_nowait(json.loads(raw))
        except ConnectionClosed:
            pass
        self.lost_at = time.monotonic()
        self.inbox.put_nowait(None)  # the connection is gone

    async def reconnect(self):
        """What the page's client does after a close that is not a `bye`: tries again 0.25 s later, then backing off
        to 4 s, with its cookies and `resume`, until a frame comes (a new session's if its own is gone)."""
        lost, delay = self.lost_at or time.monotonic(), 0.25
        while True:
            await asyncio.sleep(delay)
            try:
                await self._connect()
                break
            except Failure as failure:
                if time.monotonic() - lost > RECONNECT_TIMEOUT:
                    raise Failure("not back", f"{self.path}: {RECONNECT_TIMEOUT:.0f} s after the connection went, "
                                  f"last {failure}") from None
                delay = min(4.0, 2 * delay)
        self.away.append((time.monotonic() - lost, bool(self.frame.get("restarted"))))
        if self.bar:
            await self.send({"t": "searchBegin", "bar": self.bar})  # a new session's field has no keyboard yet

    async def pause(self, until):
        """Waits until the monotonic time `until` between requests; with `reconnects`, a connection that goes
        meanwhile comes back at once, as the page's client does not wait for its next message to notice."""
        while self.reconnects and time.monotonic() < until:
            done, _ = await asyncio.wait({self.reader}, timeout=until - time.monotonic())
            if not done or self.closing:
                break
            await self.reconnect()
        await asyncio.sleep(max(0.0, until - time.monotonic()))

    def _take(self, message):
        """Raises on what ends the page's work (error, bye, the connection gone); keeps track of the elements."""
        if message is None:
            if not self.closing:
                raise Failure("connection closed", f"code {self.ws.close_code} {self.ws.close_reason!r}")
        elif message.get("t") in ("error", "bye"):
            raise Failure(message["t"], json.dumps(message)[:200])
        else:
            self.track(message)

    def track(self, message):
        for cv in message.get("cvs", []):
            if cv["cv"] == self.cv:
                self.shown.update((element["id"], item(element["id"])) for element in cv.get("add", []))
                for element_id in cv.get("remove", []):
                    self.shown.pop(element_id, None)

    def trims(self, patch):
        """Whether `patch`, not yet tracked, is a tick's trim rather than the answer to a scroll."""
        changes = [cv for cv in patch.get("cvs", []) if cv["cv"] == self.cv]
        if any(set(cv) - {"cv", "remove"} for cv in changes):
            return False
        removed = {self.shown.get(element_id) for cv in changes for element_id in cv["remove"]} - {None}
        if not removed:
            return True  # none of the collection view's items changed: no answer to a scroll to new cells
        shown = [i for i in self.shown.values() if i is not None]
        return (min(shown) if self.direction > 0 else max(shown)) not in removed

    async def send(self, message):
        try:
            await self.ws.send(json.dumps(message))
        except ConnectionClosed:
            self._take(None)

    async def request(self, message, answers):
        """Sends `message` and waits for the patch `answers(patch)` recognises; returns the latency in seconds, or
        None when the connection went first and the page came back (reconnects): the message went with it."""
        try:
            return await self._request(message, answers)
        except Failure as failure:
            if failure.kind != "connection closed" or not self.reconnects:
                raise
        self.interrupted += 1
        await self.reconnect()
        return None

    async def _request(self, message, answers):
        while not self.inbox.empty():
            self._take(self.inbox.get_nowait())
            self.ticks += 1
        start = time.perf_counter()
        await self.send(message)
        while True:
            try:
                received = await asyncio.wait_for(self.inbox.get(), start + ANSWER_TIMEOUT - time.perf_counter())
            except TimeoutError:
                raise Failure("timeout", f"{self.frame['path']}: no answer to {message} in {ANSWER_TIMEOUT:.0f} s")
            answered = received is not None and received.get("t") == "patch" and answers(received)
            self._take(received)
            if answered:
                return time.perf_counter() - start
            self.ticks += 1

    async def close(self, abrupt=False):
        self.closing = True
        if abrupt:
            self.ws.transport.abort()  # the TCP connection drops without a close frame: a tab killed, a network gone
        else:
            await self.ws.close()
        await self.reader


def next_request(session, page, step, rng=None):
    """The step-th request of a page: a scroll that shows new cells or a keystroke that filters, and how to know its
    answer: a patch that is not a trim, or one that gives a collection view's new item count."""
    if page == SEARCH:
        text = TEXTS[step % len(TEXTS)]
        return {"t": "search", "bar": session.bar, "text": text}, lambda patch: any(
            "count" in cv for cv in patch.get("cvs", []))
    if page == SMALL_GRID:  # short content: only jumps between its ends are sure to show new cells
        y = 0 if session.y >= 300 else 600
    elif rng:
        # A jump of 12 to 40 steps (the modulo makes some jumps back up): always past what the server drew ahead. A
        # page scrolling fast gets up to a screen and a half of elements beyond the viewport, and a scroll that stays
        # within them is rightly not answered.
        y = (session.y + rng.randrange(12 * STEP, 40 * STEP)) % WRAP
    else:
        y = (step + 1) * STEP % WRAP
    session.direction, session.y = (1 if y > session.y else -1), y
    return {"t": "scroll", "cv": session.cv, "x": 0, "y": y}, lambda patch: not session.trims(patch)


def milliseconds(latencies):
    ordered = sorted(latencies) or [float("nan")]
    at = {"p50": 0.5, "p90": 0.9, "p99": 0.99, "max": 1.0}
    return {"n": len(latencies), **{k: round(ordered[min(len(ordered) - 1, int(f * len(ordered)))] * 1000, 1)
                                    for k, f in at.items()}}


def objects(stats):
    return {k: stats[k] for k in ("connected", "waiting", "windows", "views", "viewControllers")}


async def statistics(server):
    """The server's statistics, or None when it serves none (--url without them)."""
    return await asyncio.to_thread(server.statistics) if server.has_statistics else None


async def wait_until_freed(server, timeout):
    """Polls until no session, window, view or view controller is left or `timeout` passes: the statistics, and when."""
    start = time.monotonic()
    while server.has_statistics:
        stats = await statistics(server)
        if not any(objects(stats).values()) or time.monotonic() - start >= timeout:
            return stats, time.monotonic() - start
        await asyncio.sleep(0.25)
    return None, 0.0


async def released_rss(server, timeout=10.0):
    """The server's resident memory once it has handed back what ended sessions held (`releasingMemory` turns false;
    a server that does not say keeps what it has), or after `timeout`."""
    deadline = time.monotonic() + timeout
    stats = await statistics(server)
    while stats.get("releasingMemory") and time.monotonic() < deadline:
        await asyncio.sleep(0.1)
        stats = await statistics(server)
    return stats["residentBytes"]


def returns(away, interrupted):
    """What --reconnect saw (`away`: the sessions' returns): how often pages came back, how long they were away, how
    many started again, how many requests went with their connection."""
    return {"returns": len(away), "restarted": sum(restarted for _, restarted in away), "interrupted": interrupted,
            "away_ms": milliseconds([seconds for seconds, _ in away])}


MIX = (GRID, GRID, SEARCH, LIST)  # the load's pages, in turn: half Million-Item Grid, a quarter each of the others


async def open_page(server, index, path, failures, reconnects=False):
    """The index-th page, at `path`, from its own address, its search field holding the keyboard; None when it does
    not open (the failure noted in `failures`)."""
    try:
        session = await Session.open(server.base, path, reconnects, client_address(index))
        if path == SEARCH:
            await session.send({"t": "searchBegin", "bar": session.bar})  # takes the keyboard; not answered
        return session
    except Failure as failure:
        failures.append(failure)


async def use_page(session, page, rate, deadline, latencies, failures, timeline=None):
    """Sends the page's requests at `rate` a second until `deadline`, going on from its last one, each answer's latency
    into `latencies["keystroke"]` or `latencies["scroll"]` (and, with `timeline`, each answer's arrival time and latency);
    whether it kept going to the end (a failure is noted in `failures`)."""
    interval = 1 / rate
    next_at = time.monotonic() + random.uniform(0, interval)  # pages out of step, as real ones are
    try:
        while next_at < deadline:
            await session.pause(next_at)
            latency = await session.request(*next_request(session, page, session.steps))
            if latency is not None:  # None: the connection went before the answer (--reconnect)
                latencies["keystroke" if page == SEARCH else "scroll"].append(latency)
                if timeline is not None:
                    timeline.append((time.monotonic(), latency))
            session.steps += 1
            # A page that fell behind keeps to the rate from now on rather than catching up in a burst.
            next_at = max(next_at + interval, time.monotonic())
        return True
    except Failure as failure:
        failures.append(failure)
        return False


async def load(server, args, out):
    pages = [args.pages[i % len(args.pages)] for i in range(args.sessions)]
    baseline, failures, latencies = await statistics(server), [], {"scroll": [], "keystroke": []}

    with timing_the_server():
        start = time.monotonic()
        sessions = await asyncio.gather(
            *(open_page(server, index, path, failures, args.reconnect) for index, path in enumerate(pages)))
        open_time = time.monotonic() - start
    opened = await statistics(server)

    peak = opened and opened["residentBytes"]

    async def sample_peak():
        nonlocal peak
        while peak is not None:
            await asyncio.sleep(1)
            peak = max(peak, (await statistics(server))["residentBytes"])

    sampler = asyncio.create_task(sample_peak())
    with timing_the_server():
        cpu, client, run_start = server.cpu_seconds(), resource.getrusage(resource.RUSAGE_SELF), time.monotonic()
        served = sum(await asyncio.gather(*(use_page(s, page, args.rate, run_start + args.seconds, latencies, failures)
                                            for s, page in zip(sessions, pages) if s)))
        run_time = time.monotonic() - run_start
        cpu_now, client_now = server.cpu_seconds(), resource.getrusage(resource.RUSAGE_SELF)
    cpu = None if cpu_now is None else (cpu_now - cpu) / run_time
    client = (client_now.ru_utime + client_now.ru_stime - client.ru_utime - client.ru_stime) / run_time
    sampler.cancel()
    await asyncio.gather(*(s.close() for s in sessions if s))
    opened_sessions = [s for s in sessions if s]
    answered = len(latencies["scroll"]) + len(latencies["keystroke"])
    out.update(
        sessions=args.sessions, opened=len(opened_sessions), served=served, seconds=args.seconds,
        rate=args.rate, open_seconds=round(open_time, 2), answered=answered, throughput=round(answered / run_time, 1),
        tick_patches=sum(s.ticks for s in opened_sessions), scroll_ms=milliseconds(latencies["scroll"]),
        keystroke_ms=milliseconds(latencies["keystroke"]),
        server_cpu_percent=None if cpu is None else round(cpu * 100), client_cpu_percent=round(client * 100))
    if args.reconnect:
        out.update(returns([a for s in opened_sessions for a in s.away], sum(s.interrupted for s in opened_sessions)))
    if opened:
        after, freed_in = await wait_until_freed(server, args.resume_grace + 1.5)
        if any(objects(after).values()):
            failures.append(Failure("leak", f"{objects(after)} {freed_in:.1f} s after every page closed"))
        out.update(
            rss_baseline=baseline["residentBytes"], rss_open=opened["residentBytes"], rss_peak=peak,
            rss_after=await released_rss(server),
            bytes_per_session=(opened["residentBytes"] - baseline["residentBytes"]) // args.sessions,
            objects_open=objects(opened), objects_after=objects(after), freed_seconds=round(freed_in, 2))
    worst = max(out["scroll_ms"]["p99"], out["keystroke_ms"]["p99"])
    if args.max_p99 is not None and not worst <= args.max_p99 * 1000:
        failures.append(Failure("slow", f"p99 {worst:.0f} ms above the bound of {args.max_p99 * 1000:.0f} ms"))

    def ms(summary):
        return "  ".join(f"{k} {summary[k]:>6.1f}" for k in ("p50", "p90", "p99", "max")) + f" ms  (n={summary['n']})"

    print(f"sessions      {out['opened']}/{args.sessions} opened, {served} served; {args.seconds:g} s at "
          f"{args.rate:g}/s each (half {GRID}, a quarter each {SEARCH}, {LIST})")
    print(f"opening       every first frame within {open_time:.2f} s")
    print(f"answers       {answered} in {run_time:.1f} s = {out['throughput']}/s; "
          f"besides, {out['tick_patches']} tick patches")
    print(f"scroll        {ms(out['scroll_ms'])}\nkeystroke     {ms(out['keystroke_ms'])}")
    if args.reconnect:
        print(f"returns       {out['returns']} after a lost connection ({out['restarted']} started again, "
              f"{out['interrupted']} requests lost with their connection); away {ms(out['away_ms'])}")
    server_cpu = "not known (--url without --server-pid)" if cpu is None else f"{out['server_cpu_percent']}% of one core"
    print(f"CPU           server {server_cpu}, this client {out['client_cpu_percent']}%")
    if opened:
        print(f"RSS           baseline {baseline['residentBytes'] / MB:.1f} MB, all open "
              f"{opened['residentBytes'] / MB:.1f} MB ({out['bytes_per_session'] / 1024:.0f} KB/session), peak "
              f"{peak / MB:.1f} MB, after close {out['rss_after'] / MB:.1f} MB")
        print(f"objects open  {out['objects_open']}\n"
              f"objects after {out['objects_after']} ({freed_in:.2f} s after close)")
    else:
        print("RSS, objects  not known: no statistics from --url (see the first line; --statistics-url gives them)")
    if args.max_p99 is not None:
        print(f"p99 bound     {args.max_p99 * 1000:.0f} ms (worst p99 {worst:.0f} ms)")
    return failures


async def soak(server, args, out):
    pages, totals, away = [GRID, LIST, SEARCH, SMALL_GRID], collections.Counter(), []

    async def visit(page, rng, deadline, abrupt, source):
        """Opens `page` from `source`, makes 5 to 30 requests at about 4 a second, and leaves.

        Requests come further apart than a fling's reports (`ScrollTracking`'s 150 ms): random jumps a frame or two
        apart read as a steady fling, drawn from several screens ahead of the page, and an answer that then only
        trims rows in front of the page could not be told from a tick's trim (`Session.trims`)."""
        session = await Session.open(server.base, page, args.reconnect, source)
        totals["sessions"] += 1
        try:
            if page == SEARCH:
                await session.send({"t": "searchBegin", "bar": session.bar})
            offset = rng.randrange(len(TEXTS) - 1)  # typing starts anywhere but at "": the field is empty already
            for step in range(rng.randint(5, 30)):
                if time.monotonic() >= deadline:
                    break
                sent = time.monotonic()
                if await session.request(*next_request(session, page, step + offset, rng)) is not None:
                    totals["messages"] += 1
                await session.pause(sent + rng.uniform(0.16, 0.3))
        finally:
            await session.close(abrupt)
            totals["tick patches"] += session.ticks
            totals["interrupted"] += session.interrupted
            away.extend(session.away)

    # Warm-up: the first sessions allocate what lives as long as the process (caches, the allocator's arenas), so the
    # baseline is read once 20 pages have been used and have gone.
    await asyncio.gather(*(visit(pages[i % 4], random.Random(i), float("inf"), False, client_address(i)) for i in range(20)))
    baseline, _ = await wait_until_freed(server, args.resume_grace + 4)
    totals.clear()
    away.clear()
    failures, rss, start = [], [], time.monotonic()
    deadline = start + args.soak

    async def worker(rng, source):
        while time.monotonic() < deadline:
            try:
                # Half the pages leave abruptly: the TCP connection drops without a close frame.
                await visit(rng.choice(pages), rng, deadline, abrupt=rng.random() < 0.5, source=source)
            except Failure as failure:
                failures.append(failure)
                await asyncio.sleep(1)

    async def sample():
        while True:
            await asyncio.sleep(args.sample_interval)
            stats = await statistics(server)
            if stats:
                rss.append(stats["residentBytes"])
                print(f"t={time.monotonic() - start:5.0f}s  rss {stats['residentBytes'] / MB:6.1f} MB  "
                      f"connected {stats['connected']:3}  waiting {stats['waiting']:3}  windows {stats['windows']:3}  "
                      f"views {stats['views']:5}  vcs {stats['viewControllers']:3}  sessions {totals['sessions']:5}  "
                      f"messages {totals['messages']:6}  failures {len(failures)}", flush=True)
            else:
                print(f"t={time.monotonic() - start:5.0f}s  sessions {totals['sessions']:5}  "
                      f"messages {totals['messages']:6}  failures {len(failures)}", flush=True)

    if baseline:
        print(f"baseline      rss {baseline['residentBytes'] / MB:.1f} MB, {objects(baseline)} after warm-up")
    sampler = asyncio.create_task(sample())
    seeds = random.Random(args.seed)
    await asyncio.gather(*(worker(random.Random(seeds.random()), client_address(i)) for i in range(args.sessions)))
    sampler.cancel()
    out.update(seconds=args.soak, workers=args.sessions, **totals)
    print(f"sessions      {totals['sessions']} opened by {args.sessions} workers in {args.soak:g} s; "
          f"{totals['messages']} messages answered, besides {totals['tick patches']} tick patches")
    if args.reconnect:
        out.update(returns(away, totals["interrupted"]))
        print(f"returns       {out['returns']} after a lost connection ({out['restarted']} started again, "
              f"{out['interrupted']} requests lost with their connection); away p50 {out['away_ms']['p50']:.1f}  "
              f"p99 {out['away_ms']['p99']:.1f}  max {out['away_ms']['max']:.1f} ms")
    if not baseline:
        print("RSS, objects  not known: no statistics from --url (see the first line; --statistics-url gives them)")
        return failures
    final, freed_in = await wait_until_freed(server, args.resume_grace + 4)
    final["residentBytes"] = await released_rss(server)
    for name, count in objects(final).items():
        if count != baseline[name]:
            failures.append(Failure("leak", f"{name} {count}, baseline {baseline[name]}, "
                                            f"{freed_in:.1f} s after the end"))
    allowed = max(20 * MB, baseline["residentBytes"] // 4)
    growth = final["residentBytes"] - baseline["residentBytes"]
    if growth > allowed:
        failures.append(Failure("memory", f"RSS grew {growth / MB:.1f} MB, more than {allowed / MB:.1f} MB"))
    rss = rss or [final["residentBytes"]]
    out.update(baseline=baseline, final=final, rss_min=min(rss), rss_max=max(rss), rss_final=final["residentBytes"],
               rss_allowed_growth=allowed)
    print(f"RSS           baseline {baseline['residentBytes'] / MB:.1f} MB; samples min {min(rss) / MB:.1f}, max "
          f"{max(rss) / MB:.1f} MB; final {final['residentBytes'] / MB:.1f} MB ({growth / MB:+.1f} MB, allowed "
          f"{allowed / MB:.1f} MB)")
    print(f"objects end   {objects(final)}")
    return failures


async def fairness(server, args, out):
    """One person (127.0.0.1) scrolls the Million-Item Grid at `args.rate` a second, alone and then while another person
    (127.0.0.2) has eight pages resizing 4K windows on Insertion Sort as fast as they are answered."""
    failures = []
    victim = await Session.open(server.base, GRID, source="127.0.0.1")
    step = 0

    async def scroll_for(seconds):
        nonlocal step
        latencies, interval = [], 1 / args.rate
        next_at, end = time.monotonic(), time.monotonic() + seconds
        while next_at < end:
            await victim.pause(next_at)
            latencies.append(await victim.request(*next_request(victim, GRID, step)))
            step += 1
            next_at = max(next_at + interval, time.monotonic())
        return latencies

    alone = await scroll_for(args.seconds)
    heavy = await asyncio.gather(*(
        Session.open(server.base, SORT, source="127.0.0.2", size=(3840, 2160)) for _ in range(8)))
    stop, resizes, slow = asyncio.Event(), [0], [0]

    async def resize(session):
        big = False
        while not stop.is_set():
            size = (3840, 2160) if big else (3200, 1800)
            try:
                await session.request({"t": "resize", "w": size[0], "h": size[1], "scale": 1}, lambda patch: True)
                resizes[0] += 1
            except Failure as failure:
                # The heavy person waits for their own share of the server: slow answers are theirs to have.
                if failure.kind != "timeout":
                    raise
                slow[0] += 1
            big = not big

    tasks = [asyncio.create_task(resize(session)) for session in heavy]
    while resizes[0] < 8 and not any(task.done() for task in tasks):
        await asyncio.sleep(0.05)  # the other person's load is under way before the scrolling is measured again
    loaded = await scroll_for(args.seconds)
    stop.set()
    for outcome in await asyncio.gather(*tasks, return_exceptions=True):
        if isinstance(outcome, Exception):
            failures.append(outcome if isinstance(outcome, Failure) else Failure("aborted", repr(outcome)))
    await asyncio.gather(*(session.close() for session in [victim, *heavy]))

    def p95(latencies):
        return sorted(latencies)[int(0.95 * (len(latencies) - 1))] * 1000

    alone_ms, loaded_ms = milliseconds(alone), milliseconds(loaded)
    bound = args.max_factor * p95(alone) + args.max_wait_ms
    out.update(alone_ms=alone_ms, loaded_ms=loaded_ms, alone_p95=round(p95(alone), 1), loaded_p95=round(p95(loaded), 1),
               factor=round(p95(loaded) / p95(alone), 1), resizes=resizes[0], slow_resizes=slow[0])
    print(f"alone         scroll p50 {alone_ms['p50']:.1f}  p95 {p95(alone):.1f}  max {alone_ms['max']:.1f} ms  "
          f"(n={alone_ms['n']})")
    print(f"beside 8×4K   scroll p50 {loaded_ms['p50']:.1f}  p95 {p95(loaded):.1f}  max {loaded_ms['max']:.1f} ms  "
          f"(n={loaded_ms['n']}); the other person's resizes answered {resizes[0]}, slower than "
          f"{ANSWER_TIMEOUT:.0f} s {slow[0]}")
    print(f"factor        p95 ×{out['factor']} (bound {args.max_factor:g}× alone + {args.max_wait_ms:g} ms = {bound:.0f} ms)")
    if p95(loaded) > bound:
        failures.append(Failure("unfair", f"p95 {p95(loaded):.0f} ms beside another person's load, {p95(alone):.0f} "
                                          f"ms alone: above {bound:.0f} ms"))
    if resizes[0] < 8:
        failures.append(Failure("no load", f"the other person's pages were answered {resizes[0]} times"))
    return failures


async def memory(server, args, out):
    """Pages of the Million-Row List, each from its own address: the server's memory per session idle, then after
    each page scrolled its million rows end to end in `args.steps` jumps."""
    failures = []
    warm = await asyncio.gather(*(Session.open(server.base, LIST, source=client_address(i)) for i in range(2)))
    await asyncio.gather(*(session.close() for session in warm))
    baseline, _ = await wait_until_freed(server, args.resume_grace + 4)
    sessions = await asyncio.gather(*(
        Session.open(server.base, LIST, source=client_address(i)) for i in range(args.sessions)))
    idle = await statistics(server)

    async def scroll_through(session):
        end = 1_000_000 * 44
        for jump in range(1, args.steps + 1):
            y = end * jump // args.steps
            session.direction, session.y = 1, y
            await session.request({"t": "scroll", "cv": session.cv, "x": 0, "y": y}, lambda patch: not session.trims(patch))

    start = time.monotonic()
    await asyncio.gather(*(scroll_through(session) for session in sessions))
    scrolled_in = time.monotonic() - start
    scrolled = await statistics(server)
    await asyncio.gather(*(session.close() for session in sessions))
    after, _ = await wait_until_freed(server, args.resume_grace + 4)
    after["residentBytes"] = await released_rss(server)
    per_session = {name: (stats["residentBytes"] - baseline["residentBytes"]) // args.sessions
                   for name, stats in (("idle", idle), ("scrolled", scrolled))}
    out.update(sessions=args.sessions, steps=args.steps, baseline=baseline["residentBytes"],
               bytes_per_session_idle=per_session["idle"], bytes_per_session_scrolled=per_session["scrolled"],
               rss_after=after["residentBytes"], scrolled_seconds=round(scrolled_in, 1))
    print(f"sessions      {args.sessions} pages of {LIST}, each scrolled to its end in {args.steps} jumps "
          f"({scrolled_in:.1f} s)")
    print(f"RSS           baseline {baseline['residentBytes'] / MB:.1f} MB; per session idle "
          f"{per_session['idle'] / 1024:.0f} KB, after a million rows {per_session['scrolled'] / 1024:.0f} KB; after "
          f"close {after['residentBytes'] / MB:.1f} MB")
    if args.max_session_kb is not None and per_session["scrolled"] > args.max_session_kb * 1024:
        failures.append(Failure("memory", f"{per_session['scrolled'] / 1024:.0f} KB a session after the scroll, above "
                                          f"{args.max_session_kb} KB"))
    if any(objects(after).values()):
        failures.append(Failure("leak", f"{objects(after)} after every page closed"))
    return failures


async def capacity(server, args, out):
    """Opens the load's pages in growing numbers and uses each number at `args.rate` for `args.seconds`: the largest
    that keeps every answer's p99 within `args.max_p99`, with the memory a page costs idle and after use and the server's
    CPU per answer at each number."""
    baseline, sessions, pages, levels, failures = await statistics(server), [], [], [], []
    bound_ms = args.max_p99 * 1000

    print(f"levels        {', '.join(map(str, args.levels))} pages ({', '.join(args.pages)}), each at {args.rate:g}/s for "
          f"{args.seconds:g} s; bound p99 {bound_ms:.0f} ms", flush=True)
    for level in args.levels:
        added = range(len(sessions), level)
        with timing_the_server():
            start = time.monotonic()
            opened = await asyncio.gather(*(open_page(server, index, args.pages[index % len(args.pages)], failures) for index in added))
            open_time = time.monotonic() - start
        if failures or not all(opened):
            print(f"{level:>6} pages  could not all open: {failures[:1]}")
            break
        sessions.extend(opened)
        pages.extend(args.pages[index % len(args.pages)] for index in added)
        idle = await statistics(server)
        latencies = {"scroll": [], "keystroke": []}
        # Recorded from the start of the level's use for at most 15 s, and ended 2 s before its end when it is short:
        # the answers per second the level measures then hold for the recording.
        profiled_seconds = max(1.0, min(15.0, args.seconds - 2))
        recording = None
        if args.profile:
            recording = perf_profile.start(server.process.pid, profiled_seconds, Path(args.profile) / f"{level}.data")
        with timing_the_server():
            cpu, client = server.cpu_seconds(), resource.getrusage(resource.RUSAGE_SELF)
            run_start = time.monotonic()
            timeline = []
            await asyncio.gather(*(use_page(s, page, args.rate, run_start + args.seconds, latencies, failures, timeline)
                                   for s, page in zip(sessions, pages)))
            run_time = time.monotonic() - run_start
            cpu_now, client_now = server.cpu_seconds(), resource.getrusage(resource.RUSAGE_SELF)
        used = await statistics(server)
        summary = milliseconds(latencies["scroll"] + latencies["keystroke"])
        answers = summary["n"]
        server_cpu = None if cpu is None or cpu_now is None else (cpu_now - cpu) / run_time
        result = {
            "pages": level, "open_seconds": round(open_time, 2), "answers_per_second": round(answers / run_time, 1),
            "ms": summary, "server_cpu_percent": None if server_cpu is None else round(server_cpu * 100),
            "cpu_ms_per_answer": None if server_cpu is None or not answers else round(server_cpu * run_time / answers * 1000, 2),
            "client_cpu_percent": round((client_now.ru_utime + client_now.ru_stime - client.ru_utime - client.ru_stime)
                                        / run_time * 100),
        }
        if baseline:
            result.update(
                kb_per_page_idle=round((idle["residentBytes"] - baseline["residentBytes"]) / level / 1024),
                kb_per_page_used=round((used["residentBytes"] - baseline["residentBytes"]) / level / 1024))
        levels.append(result)
        memory = (f"; {result['kb_per_page_idle']} KB a page idle, {result['kb_per_page_used']} KB after use"
                  if baseline else "")
        cpu_text = "" if result["cpu_ms_per_answer"] is None else (
            f"; server {result['server_cpu_percent']}% of a core, {result['cpu_ms_per_answer']} ms CPU an answer")
        print(f"{level:>6} pages  opened in {open_time:.1f} s; {result['answers_per_second']}/s answered, p50 "
              f"{summary['p50']:.1f}  p99 {summary['p99']:.1f}  max {summary['max']:.1f} ms{cpu_text}{memory}; "
              f"client {result['client_cpu_percent']}%", flush=True)
        # The p99 of each slice of the level's use (`--slice`, five seconds): a level past the bound throughout is
        # saturated; one past it only at first, or in one slice, met a burst.
        slices = [milliseconds([latency for at, latency in timeline if lo <= at - run_start < lo + args.slice])["p99"]
                  for lo in range(0, max(1, int(run_time)), args.slice)]
        result["p99_ms_by_slice"] = slices
        print(f"              p99 by {args.slice} s of use: {', '.join(f'{p99:.0f}' for p99 in slices)} ms", flush=True)
        if recording:
            recording.wait()
            stacks = perf_profile.folded(Path(args.profile) / f"{level}.data")
            perf_profile.write(stacks, Path(args.profile) / f"{level}.folded")
            for line in perf_profile.breakdown(stacks, answers / run_time * profiled_seconds):
                print(line, flush=True)
        if failures or not summary["p99"] <= bound_ms:
            break
    await asyncio.gather(*(s.close() for s in sessions))
    within = [r for r in levels if r["ms"]["p99"] <= bound_ms]
    best = within[-1] if within and not (failures and within[-1] is levels[-1]) else None
    out.update(levels=levels, capacity=best and best["pages"], bound_ms=bound_ms)
    print(f"capacity      {best['pages'] if best else 'none'} pages within p99 {bound_ms:.0f} ms"
          + ("" if best is None or best is not levels[-1] else " (every level tried; the bound was not reached)"))
    if baseline:
        after, _ = await wait_until_freed(server, args.resume_grace + 4)
        if any(objects(after).values()):
            failures.append(Failure("leak", f"{objects(after)} after every page closed"))
    return failures


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.environ.get("OCV_GALLERY_BINARY", str(REPO / ".build/debug/gallery")))
    parser.add_argument("--release", action="store_true", help="use .build/release/gallery")
    parser.add_argument("--sessions", type=int, help="pages at once (load: 200) or workers (soak: 20)")
    parser.add_argument("--seconds", type=float, default=30, help="load: how long each page works")
    parser.add_argument("--rate", type=float, default=5, help="load: requests a second per page")
    parser.add_argument("--max-p99", type=float, help="load: fail when a p99 latency passes this many seconds")
    parser.add_argument("--quick", action="store_true", help="load for CI: 40 pages, 6 s, 4/s, p99 under 2 s")
    parser.add_argument("--soak", type=float, metavar="SECONDS", help="soak instead of load")
    parser.add_argument("--soak-quick", action="store_true", help="soak for CI: 20 s, 10 workers")
    parser.add_argument("--fairness", action="store_true",
                        help="one person scrolls alone, then beside another's eight 4K resizing pages (--seconds each)")
    parser.add_argument("--max-factor", type=float, default=10,
                        help="fairness: fail when the p95 beside the load passes this many times the p95 alone, "
                             "plus --max-wait-ms")
    parser.add_argument("--max-wait-ms", type=float, default=250,
                        help="fairness: what one piece of the other person's work may add (the main actor is not "
                             "preempted: a 4K resize of Insertion Sort takes about 125 ms in a release build)")
    parser.add_argument("--memory", action="store_true",
                        help="memory per session of the Million-Row List, idle and after scrolling it end to end")
    parser.add_argument("--steps", type=int, default=2_000, help="memory: jumps from the first row to the last")
    parser.add_argument("--max-session-kb", type=int, help="memory: fail when a scrolled session keeps more")
    parser.add_argument("--capacity", action="store_true",
                        help="the largest number of pages one process serves within --max-p99 (100 ms unless told)")
    parser.add_argument("--one-core", action="store_true",
                        help="pin the server to one CPU (the last) and this client to the others")
    parser.add_argument("--levels", type=lambda text: [int(n) for n in text.split(",")],
                        default=[250, 500, 1000, 2000, 3000, 4000, 5000, 6000, 8000],
                        help="capacity: the numbers of pages to try, comma separated, growing")
    parser.add_argument("--slice", type=int, default=5, metavar="SECONDS",
                        help="capacity: also give each level's p99 for each slice of its use this long (default 5; 1 "
                             "tells a level's first seconds, or a second the machine lost, from saturation)")
    parser.add_argument("--profile", metavar="DIR",
                        help="capacity: record the server with perf while each level's pages are used (up to 15 s), "
                             "write DIR/LEVEL.data and its folded stacks DIR/LEVEL.folded, and print where an answer's "
                             "CPU goes (needs linux-perf, and a server this test starts)")
    parser.add_argument("--pages", type=lambda text: tuple(text.split(",")), default=MIX,
                        help="load and capacity: the pages opened, in turn, comma separated (default: half "
                             f"{GRID}, a quarter each {SEARCH} and {LIST}); a page's requests are those of its kind")
    parser.add_argument("--sample-interval", type=float, default=10, help="soak: seconds between statistics lines")
    parser.add_argument("--seed", type=int, default=1, help="soak: the workers' random choices")
    parser.add_argument("--json", metavar="FILE", help="also write the results as JSON")
    parser.add_argument("--url", help="drive the server at URL (http://host:port) instead of starting one")
    parser.add_argument("--statistics-url", action="append", default=[], metavar="URL",
                        help="with --url: add up the /ocv/statistics of these servers (a cluster's workers; repeat)")
    parser.add_argument("--server-pid", action="append", type=int, default=[], metavar="PID",
                        help="with --url: count these processes' CPU time as the server's (a cluster's workers and "
                             "balancer on this machine; repeat)")
    parser.add_argument("--reconnect", action="store_true",
                        help="a page whose connection closes comes back (cookies, resume) and goes on, as in a browser")
    parser.add_argument("--resume-grace", type=float, metavar="SECONDS",
                        help="how long a page may come back to its session (the server this test starts gets 1 s; "
                             "with --url, give the server's, 30 s unless told): the leak checks wait for it")
    args = parser.parse_args()
    if args.release:
        args.binary = str(REPO / ".build/release/gallery")
    if args.quick:
        args.sessions, args.seconds, args.rate = args.sessions or 40, 6, 4
        args.max_p99 = 2.0 if args.max_p99 is None else args.max_p99
    if args.soak_quick:
        args.soak, args.sessions, args.sample_interval = 20, args.sessions or 10, 5
    if args.slice < 1:
        parser.error("--slice: one second or more")
    if (args.statistics_url or args.server_pid) and not args.url:
        parser.error("--statistics-url and --server-pid go with --url")
    if args.profile:
        if args.url or not args.capacity:
            parser.error("--profile goes with --capacity, for a server this test starts")
        if missing := perf_profile.available():
            parser.error(f"--profile: {missing}")
        os.makedirs(args.profile, exist_ok=True)
    server_cpu = None
    if args.one_core:
        cpus = sorted(os.sched_getaffinity(0))
        if args.url or len(cpus) < 2:
            parser.error("--one-core starts the server itself and needs two CPUs or more")
        server_cpu = cpus[-1]
        os.sched_setaffinity(0, set(cpus[:-1]))
    if not args.url and not os.access(args.binary, os.X_OK):
        parser.error(f"no server at {args.binary}: build it (swift build --product gallery) or pass --binary")
    mode = ("soak" if args.soak else "fairness" if args.fairness else "memory" if args.memory
            else "capacity" if args.capacity else "load")
    if mode == "capacity":
        args.sessions = args.sessions or max(args.levels)
        args.max_p99 = 0.1 if args.max_p99 is None else args.max_p99
        args.rate = 0.2 if "--rate" not in sys.argv else args.rate
        args.seconds = 20 if "--seconds" not in sys.argv else args.seconds
    args.sessions = args.sessions or {"soak": 20, "memory": 10}.get(mode, 200)
    if args.resume_grace is None:
        args.resume_grace = 30.0 if args.url else 1.0  # gallery serve's default; the test's own server gets 1 s

    out, failures = {"mode": mode}, []
    if args.url:
        out["url"] = args.url
        server = Remote(args.url, args.statistics_url, args.server_pid)
    else:
        out["binary"], out["server_cpu"] = args.binary, server_cpu
        server = Server(args.binary, max(1000, 2 * args.sessions), args.resume_grace, server_cpu)
    try:
        server.wait_ready()
        if args.url:
            sources = ", ".join(server.sources) if server.has_statistics else (
                "none: a balancer answers there; pass each worker's --statistics-url" if server.balanced else "none")
            print(f"{mode}: {args.url} (statistics from {sources})", flush=True)
        else:
            pinned = "" if server_cpu is None else f", pinned to CPU {server_cpu}; this client to the others"
            out["swift_runtime"] = swift_runtime(server.process.pid)
            print(f"{mode}: {args.binary} (pid {server.process.pid}, port {server.port}, the Swift runtime "
                  f"{out['swift_runtime']}{pinned})", flush=True)
        failures = asyncio.run({"soak": soak, "fairness": fairness, "memory": memory, "load": load,
                                "capacity": capacity}[mode](server, args, out))
    except Failure as failure:
        failures.append(failure)
    except Exception as error:  # the statistics gone with a crashed server, or a bug here: still report and stop
        failures.append(Failure("aborted", repr(error)))
    finally:
        crashed = server.exited()
        server.stop()
    if crashed is not None:
        failures.append(Failure("server exited", f"code {crashed} during the test"))
    out["failures"], out["passed"] = [str(f) for f in failures], not failures
    if args.json:
        Path(args.json).write_text(json.dumps(out, indent=2) + "\n")
    if failures:
        print(f"FAIL          {len(failures)} failures: {dict(collections.Counter(f.kind for f in failures))}")
        for failure in failures[:10]:
            print(f"  {failure}")
        if not args.url:
            print("---- server output (last 100 lines) ----\n" + "\n".join(server.output().splitlines()[-100:]))
    else:
        print("PASS")
    if not args.url:
        os.unlink(server.log.name)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
