#!/usr/bin/env bash
# Memory per placed widget and startup time of `widgetry serve` (release mode).
#
# Memory: `widgetry serve` with the benchmark extension (one `Trivial` widget kind) on a new
# SQLite file; its resident set (VmRSS of /proc/PID/status) empty, then with 1,000 and with
# 10,000 placed widgets once every one has loaded its timeline. The widgets are written into the
# database between runs (one transaction; placing 10,000 through the API costs an fsync each) and
# the host restores and loads them at start, as after a restart. Prints (RSS − empty) / count per
# widget beside the size of each widget's archived timeline (the stored JSON).
#
# Startup: the time from starting `widgetry serve` with the example extensions on a new database
# to its first successful `GET /api/widgets`, a few runs, median.
#
# Usage: Benchmarks/memory.sh [options for `swift build`, e.g. --scratch-path .build-bench]
# MEMORY_BENCHMARK_COUNTS (default "1000 10000"), MEMORY_BENCHMARK_STARTUP_RUNS (5).
set -euo pipefail
cd "$(dirname "$0")/.."
examples=(emoji-rangers favourites clock counter private-note)
swift build "$@" -c release --product widgetry
swift build "$@" -c release --product widgetry-benchmark-extension
for example in "${examples[@]}"; do swift build "$@" -c release --product "$example"; done
bin="$(swift build "$@" -c release --show-bin-path)"

python3 - "$bin" "${MEMORY_BENCHMARK_COUNTS:-1000 10000}" "${MEMORY_BENCHMARK_STARTUP_RUNS:-5}" <<'PY'
import json, os, shutil, signal, sqlite3, statistics, subprocess, sys, tempfile, time, urllib.request, uuid

bin_dir, counts, startup_runs = sys.argv[1], [int(c) for c in sys.argv[2].split()], int(sys.argv[3])
widgetry = os.path.join(bin_dir, "widgetry")
extension = os.path.join(bin_dir, "widgetry-benchmark-extension")
work = tempfile.mkdtemp(prefix="widgetry-memory-")
LIMIT = 180  # seconds any one wait may take before the benchmark gives up


def start(database, extensions):
    """`widgetry serve --port 0`; returns (process, base URL) once it printed its address."""
    arguments = [widgetry, "serve", "--port", "0", "--database", database]
    for path in extensions:
        arguments += ["--extension", path]
    process = subprocess.Popen(arguments, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line = process.stdout.readline()
    address = next((word for word in line.split() if word.startswith("http://")), None)
    if address is None:
        process.kill()
        sys.exit(f"memory.sh: serve did not start: {line!r}")
    return process, address.rstrip("/")


def stop(process):
    process.send_signal(signal.SIGTERM)
    try:
        process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


def answers(url):
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return response.status == 200
    except OSError:
        return False


def wait_for(what, condition):
    deadline = time.monotonic() + LIMIT
    while not condition():
        if time.monotonic() > deadline:
            sys.exit(f"memory.sh: gave up waiting for {what}")
        time.sleep(0.05)


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise RuntimeError("no VmRSS")


def place(database, count):
    """Appends `count` Trivial widgets to the home screen, as the store places them."""
    with sqlite3.connect(database) as db:
        start = db.execute("SELECT COUNT(*) FROM instance").fetchone()[0]
        now = time.time()
        db.executemany(
            "INSERT INTO instance (id, extensionId, kind, family, position, createdAt, updatedAt) VALUES (?, ?, 'Trivial', 'systemSmall', ?, ?, ?)",
            [(str(uuid.uuid4()).upper(), "widgetry-benchmark-extension", start + i, now, now) for i in range(count)])


def loaded(database):
    with sqlite3.connect(database, timeout=30) as db:
        return db.execute("SELECT COUNT(*) FROM timeline").fetchone()[0]


def settled_rss(process):
    """The resident set once two readings 0.5 s apart agree within 1 %."""
    previous = rss_kib(process.pid)
    for _ in range(20):
        time.sleep(0.5)
        current = rss_kib(process.pid)
        if abs(current - previous) <= previous / 100:
            return current
        previous = current
    return previous


# Memory.
database = os.path.join(work, "memory.sqlite")
rows = []
placed = 0
for count in [0] + counts:
    if count > placed:
        place(database, count - placed)
        placed = count
    process, base = start(database, [extension])
    try:
        wait_for("the API", lambda: answers(base + "/api/instances"))
        wait_for(f"{count} timelines", lambda: loaded(database) >= count)
        rss = settled_rss(process)
    finally:
        stop(process)
    with sqlite3.connect(database) as db:
        raw, stored = db.execute("SELECT COALESCE(AVG(rawSize), 0), COALESCE(AVG(LENGTH(archive)), 0) FROM timeline").fetchone()
    rows.append((count, rss, raw, stored))

empty = rows[0][1]
print("\nwidgetry serve: resident memory per placed widget (benchmark extension, release)\n")
print("| placed widgets | VmRSS MiB | (RSS − empty) / widget | archived timeline / widget (JSON; stored) | beyond its archived entries |")
print("|--:|--:|--:|--:|--:|")
for count, rss, raw, stored in rows:
    if count == 0:
        print(f"| 0 (empty host) | {rss / 1024:.1f} | – | – | – |")
        continue
    per = (rss - empty) * 1024 / count
    print(f"| {count:,} | {rss / 1024:.1f} | {per:,.0f} B | {raw:,.0f} B; {stored:,.0f} B | {per - raw:,.0f} B |")

# Startup.
times = []
for run in range(startup_runs):
    database = os.path.join(work, f"startup-{run}.sqlite")
    began = time.monotonic()
    process, base = start(database, [])
    try:
        wait_for("the API", lambda: answers(base + "/api/widgets"))
        times.append(time.monotonic() - began)
    finally:
        stop(process)
print("\nwidgetry serve with the examples: start to the first answer of GET /api/widgets\n")
print("| runs | median ms | min ms | max ms |")
print("|--:|--:|--:|--:|")
print(f"| {len(times)} | {statistics.median(times) * 1000:.0f} | {min(times) * 1000:.0f} | {max(times) * 1000:.0f} |")
shutil.rmtree(work, ignore_errors=True)
PY
