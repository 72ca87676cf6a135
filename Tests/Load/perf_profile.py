"""Where the server's CPU goes while a capacity level's pages are used (`scripts/load --capacity --profile DIR`): perf
records the server at 1,999 samples a second with call graphs, and the samples are read back as folded stacks (each
stack's frames from its thread down to the sampled function, demangled) and counted by thread and by the part of an
answer they are in, in microseconds of CPU an answer. The folded stacks stay in DIR for a closer look (a line per
stack: `thread;frame;…;frame count`)."""

import collections
import re
import shutil
import subprocess
from pathlib import Path

FREQUENCY = 1999

# The parts of an answer, each named by a frame its samples pass through; a sample counts for the first part its stack
# names, in this order.
PARTS = [
    ("ticks (the app's own changes, housekeeping)", "SessionTicker"),
    ("opening pages (hello, first frame)", "closure #2 in LiveConnection.handle"),
    ("the app's work for a message (events, updates)", "UIWindow.apply"),
    ("collection views' layout passes", "UICollectionView.layoutSubviews"),
    ("render trees", "renderTree"),
    ("patches (what changed)", "CollectionPatch.write"),
    ("the window's HTML", "WindowHTML.html"),
    ("elements' HTML, escaped into JSON", "JSONWriter.drawn"),
    ("messages decoded", "ClientMessage.decode"),
    ("sockets written", "writev"),
    ("waiting for and switching threads", "epoll_wait"),
]
# The server's threads as perf names them (a thread's name is cut to its last 15 characters by Dispatch).
THREADS = {"-qos.overcommit": "the main actor (Dispatch's workers)", "NIO-SGLTN-#N": "the event loops (network, HTML)",
           "oot.default-qos": "Dispatch's default queue"}
ALLOCATOR = re.compile(r"^(_int_malloc|_int_free|malloc|free|cfree@\S+|unlink_chunk\S*|malloc_consolidate|sysmalloc|"
                       r"_int_realloc|realloc|tcache_\S+)$")


def available():
    """None when perf and the demangler are there, else what is missing."""
    missing = [tool for tool in ("perf", "swift") if shutil.which(tool) is None]
    return None if not missing else f"{' and '.join(missing)} not found (perf: apt-get install linux-perf)"


def start(pid, seconds, data):
    """perf recording process `pid` for `seconds` into `data`; it ends on its own."""
    return subprocess.Popen(["perf", "record", "-F", str(FREQUENCY), "-g", "-p", str(pid), "-o", str(data), "--",
                             "sleep", f"{seconds:g}"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def folded(data):
    """The samples of `data` as folded stacks, demangled: {"thread;root;…;leaf": count}."""
    script = subprocess.run(["perf", "script", "-i", str(data)], capture_output=True, text=True,
                            errors="replace").stdout
    stacks, thread, frames = collections.Counter(), None, []

    def flush():
        if thread is not None:
            stacks[";".join([thread] + frames[::-1])] += 1

    for line in script.splitlines():
        if not line.strip():
            flush()
            thread, frames = None, []
        elif not line[0].isspace():
            flush()
            name = re.match(r"\s*(.+?)\s+\d+(/\d+)?\s+", line)
            thread = re.sub(r"\d+$", "", re.sub(r"#\d+$", "#N", name.group(1) if name else line.split()[0]))
            frames = []
        else:
            parts = line.strip().split(None, 1)
            symbol = re.sub(r"\s*\(.*?\)\s*$", "", re.sub(r"\+0x[0-9a-f]+", "", parts[1] if len(parts) > 1 else "?"))
            frames.append(symbol.replace(";", ":"))
    flush()
    lines = "\n".join(f"{stack}\t{count}" for stack, count in stacks.items())
    demangled = subprocess.run(["swift", "demangle", "--simplified"], input=lines, capture_output=True,
                               text=True).stdout
    result = collections.Counter()
    for line in demangled.splitlines():
        stack, _, count = line.rpartition("\t")
        if stack:
            result[stack] += int(count)
    return result


def breakdown(stacks, answers):
    """Lines saying where the samples of `stacks` went, in µs of CPU for each of `answers`."""
    total = sum(stacks.values())
    if not total or not answers:
        return ["no samples"]
    per_answer = lambda count: count / FREQUENCY / answers * 1e6
    threads, parts = collections.Counter(), collections.Counter()
    for stack, count in stacks.items():
        frames = stack.split(";")
        thread = THREADS.get(re.sub(r"-\d+-", "-", frames[0]), frames[0])
        threads[thread] += count
        part = next((name for name, frame in PARTS if frame in stack), None)
        if part is None and ALLOCATOR.match(frames[-1]):
            part = "the allocator (glibc malloc and free)"
        parts[part or f"the rest of {thread}"] += count
    lines = [f"profile       {total} samples, {per_answer(total):.0f} µs of CPU an answer (perf's own cost included)"]
    lines += [f"  on {name:<56} {per_answer(count):7.1f} µs  {count * 100 / total:5.1f} %"
              for name, count in threads.most_common()]
    lines += [f"  in {name:<56} {per_answer(count):7.1f} µs  {count * 100 / total:5.1f} %"
              for name, count in parts.most_common()]
    return lines


def write(stacks, path):
    """Writes `stacks` as folded stacks, one a line."""
    Path(path).write_text("".join(f"{stack} {count}\n" for stack, count in stacks.most_common()))
