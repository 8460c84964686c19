#!/usr/bin/env bash
# A soak of `widgetry serve` (release) under a person's mixed load: does the host's memory or its
# open descriptors grow once warm?
#
# The host runs the example extensions on a new SQLite file with a Counter, its two controls and
# the examples' default widgets. A client then loops for SOAK_MINUTES (default 20): it lists the
# widgets and controls, fetches every widget's render, taps the "Add One" control, saves a
# configuration, opens and drops an event stream, places and removes a widget, exports the home
# screen, and sends a configuration of 1 MiB that is refused. Every 10 s it reads the host's
# VmRSS and its open descriptors (/proc/PID/status, /proc/PID/fd). The first SOAK_WARMUP_MINUTES
# (default 5) are warm-up; the report gives the readings after it: first, last, lowest, highest,
# and the least-squares slope per 10 minutes.
#
# Usage: Benchmarks/soak.sh [options for `swift build`]   (not run by CI: it takes 20 minutes)
# SOAK_MINUTES (20), SOAK_WARMUP_MINUTES (5).
set -euo pipefail
cd "$(dirname "$0")/.."
examples=(emoji-rangers favourites clock counter private-note)
swift build "$@" -c release --product widgetry
for example in "${examples[@]}"; do swift build "$@" -c release --product "$example"; done
bin="$(swift build "$@" -c release --show-bin-path)"

python3 - "$bin" "${SOAK_MINUTES:-20}" "${SOAK_WARMUP_MINUTES:-5}" "${examples[@]}" <<'PY'
import http.client, json, os, shutil, signal, subprocess, sys, tempfile, time

bin_dir, minutes, warmup, examples = sys.argv[1], float(sys.argv[2]), float(sys.argv[3]), sys.argv[4:]
work = tempfile.mkdtemp(prefix="widgetry-soak-")
env = dict(os.environ, WIDGETRY_EXAMPLE_DATA=os.path.join(work, "examples"), EMOJI_RANGERS_DATA=os.path.join(work, "rangers"))
arguments = [os.path.join(bin_dir, "widgetry"), "serve", "--port", "0", "--database", os.path.join(work, "soak.sqlite")]
for example in examples:
    arguments += ["--extension", os.path.join(bin_dir, example)]
host = subprocess.Popen(arguments, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
address = next(word for word in host.stdout.readline().split() if word.startswith("http://")).rstrip("/")
port = int(address.rsplit(":", 1)[1])


def call(method, path, body=None, read=True):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    headers = {"X-Widgetry-Request": "1"}
    data = None
    if body is not None:
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
        headers["Content-Type"] = "application/json"
    connection.request(method, path, body=data, headers=headers)
    response = connection.getresponse()
    payload = response.read() if read else b""
    connection.close()
    return response.status, payload


def json_of(method, path, body=None):
    status, payload = call(method, path, body)
    if status >= 300:
        sys.exit(f"soak.sh: {method} {path} answered {status}: {payload[:200]!r}")
    return json.loads(payload) if payload else None


def reading():
    with open(f"/proc/{host.pid}/status") as status:
        rss = next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))
    return rss, len(os.listdir(f"/proc/{host.pid}/fd"))


deadline = time.monotonic() + 120
while call("GET", "/api/widgets")[0] != 200:
    if time.monotonic() > deadline:
        sys.exit("soak.sh: the host did not answer")
    time.sleep(0.2)
counter = json_of("POST", "/api/instances", {"extensionID": "counter", "kind": "Counter", "family": "systemMedium"})["id"]
control = json_of("POST", "/api/controls", {"extensionID": "counter", "kind": "CounterAddOne"})["id"]
json_of("POST", "/api/controls", {"extensionID": "counter", "kind": "CounterCountInTens"})

start = time.monotonic()
samples, cycle, requests, next_sample = [], 0, 0, start
huge = json.dumps({"values": {"name": "x" * (1 << 20)}}).encode()
try:
    while time.monotonic() - start < minutes * 60:
        cycle += 1
        instances = json_of("GET", "/api/instances")["instances"]
        json_of("GET", "/api/controls")
        for instance in instances:
            call("GET", f"/api/instances/{instance['id']}/render?colorScheme=light")
        json_of("POST", f"/api/controls/{control}/perform")
        json_of("PUT", f"/api/instances/{counter}/configuration", {"values": {"name": "Coffees", "goal": 8 + cycle % 2}})
        requests += 5 + len(instances)
        if cycle % 3 == 0:
            placed = json_of("POST", "/api/instances", {"extensionID": "counter", "kind": "Counter", "family": "systemSmall"})["id"]
            call("DELETE", f"/api/instances/{placed}")
            requests += 2
        if cycle % 5 == 0:
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
            connection.request("GET", "/api/events?colorScheme=light&locked=0", headers={"Accept": "text/event-stream"})
            response = connection.getresponse()
            response.fp.readline()
            connection.close()
            requests += 1
        if cycle % 10 == 0:
            call("GET", "/api/export")
            status, _ = call("PUT", f"/api/instances/{counter}/configuration", huge)
            if status < 400:
                sys.exit(f"soak.sh: a 1 MiB configuration was accepted ({status})")
            requests += 2
        # A person's pace, not a flood: the host's steady state is what is measured.
        time.sleep(0.05)
        now = time.monotonic()
        if now >= next_sample:
            samples.append((now - start, *reading()))
            next_sample += 10
finally:
    host.send_signal(signal.SIGTERM)
    try:
        host.wait(timeout=30)
    except subprocess.TimeoutExpired:
        host.kill()
    shutil.rmtree(work, ignore_errors=True)

after = [sample for sample in samples if sample[0] >= warmup * 60] or samples


def slope(points):
    n = len(points)
    mean_t = sum(t for t, _ in points) / n
    mean_v = sum(v for _, v in points) / n
    var = sum((t - mean_t) ** 2 for t, _ in points) or 1
    return sum((t - mean_t) * (v - mean_v) for t, v in points) / var * 600


rss = [(t, r / 1024) for t, r, _ in after]
fds = [(t, f) for t, _, f in after]
print(f"\nwidgetry serve soak: {minutes:g} min, {cycle:,} cycles, {requests:,} requests ({requests / (minutes * 60):.0f}/s); "
      f"readings every 10 s after {warmup:g} min of warm-up ({len(after)} readings)\n")
print("| | first | last | lowest | highest | slope per 10 min |")
print("|---|--:|--:|--:|--:|--:|")
print(f"| VmRSS MiB | {rss[0][1]:.1f} | {rss[-1][1]:.1f} | {min(v for _, v in rss):.1f} | {max(v for _, v in rss):.1f} | {slope(rss):+.2f} |")
print(f"| open descriptors | {fds[0][1]} | {fds[-1][1]} | {min(v for _, v in fds)} | {max(v for _, v in fds)} | {slope(fds):+.2f} |")
print(f"| (during warm-up: VmRSS {samples[0][1] / 1024:.1f} → {after[0][1] / 1024:.1f} MiB) | | | | | |")
PY
