#!/usr/bin/env python3
"""Drives headless Chromium on the real home page of a running `widgetry serve` (the counter
example) and measures tap-to-glass, save-to-glass, control-tap-to-glass and app-reload-to-glass:
from the input event (or the app's WidgetCenter call) to the widget's (or the control's) new
content in the DOM. Beside them, in the same run, the floor: a round trip of 1 KB through a pipe
to `cat`.

Usage: glass.py BASE_URL DATA_DIR REPETITIONS   (glass.sh starts the server and calls it)
"""
import json, os, shutil, socket, statistics, subprocess, sys, tempfile, time, urllib.request

base, data_dir, repetitions = sys.argv[1].rstrip("/"), sys.argv[2], int(sys.argv[3])
here = os.path.dirname(os.path.abspath(__file__))
MARK = {"X-Widgetry-Request": "1"}


def call(method, url, body=None, headers=None, timeout=60):
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, method=method)
    request.add_header("Content-Type", "application/json")
    for name, value in (headers or {}).items():
        request.add_header(name, value)
    with urllib.request.urlopen(request, timeout=timeout) as response:
        text = response.read()
        return json.loads(text) if text else None


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


# The widget: a medium counter, and the token its app reloads it with.
call("POST", f"{base}/api/instances", {"kind": "Counter", "family": "systemMedium"}, MARK)
token = call("POST", f"{base}/api/extensions/counter/token", None, MARK)["token"]
# The counter's "Add One" control in the Control Center, on the widget's counter ("Coffees").
call("POST", f"{base}/api/controls", {"extensionID": "counter", "kind": "CounterAddOne"}, MARK)

# The browser.
driver_port = free_port()
driver_log = tempfile.NamedTemporaryFile(prefix="glass-chromedriver-", suffix=".log", delete=False)
driver = subprocess.Popen(["chromedriver", f"--port={driver_port}"], stdout=driver_log, stderr=subprocess.STDOUT)
profile = tempfile.mkdtemp(prefix="glass-chromium-")
webdriver = f"http://127.0.0.1:{driver_port}"
try:
    for _ in range(300):
        try:
            call("GET", f"{webdriver}/status", timeout=2)
            break
        except OSError:
            time.sleep(0.1)
    chromium = shutil.which("chromium") or "/usr/bin/chromium"
    session = call("POST", f"{webdriver}/session", {"capabilities": {"alwaysMatch": {
        "browserName": "chrome",
        "goog:chromeOptions": {"binary": chromium, "args": [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
            "--no-default-browser-check", "--window-size=1280,900", f"--user-data-dir={profile}"]},
    }}})["value"]["sessionId"]
    page = f"{webdriver}/session/{session}"
    call("POST", f"{page}/timeouts", {"script": 900_000})
    call("POST", f"{page}/url", {"url": f"{base}/"})
    script = open(os.path.join(here, "glass.js"), encoding="utf-8").read()

    def measure(name, count=repetitions):
        answer = call("POST", f"{page}/execute/async", {"script": script, "args": [name, count]}, timeout=900)["value"]
        if "error" in answer:
            sys.exit(f"glass.py: {name}: {answer['error']}")
        return answer["samples"]

    def sync(expression):
        return call("POST", f"{page}/execute/sync", {"script": f"return {expression};", "args": []})["value"]

    figures = {}
    measure("tap")  # warm-up: the extension's first runs, the page's first renders
    figures["tap"] = measure("tap")
    figures["save"] = measure("save")
    # The Control Center: one click on a control gives two samples, the module settled (the
    # extension's answer drawn) and the widget showing the new state. The extension, server and
    # page are warm from the widget's taps; 20 clicks warm the control's own paths (a shorter
    # warm-up than the tap's, to keep CI's run short).
    measure("control", 20)
    control = measure("control")
    figures["control"] = [module for module, _ in control]
    figures["control → widget"] = [shown for _, shown in control]

    # The app: it changes the count on disk, then calls WidgetCenter's reloadTimelines. The
    # page records when the new count shows; both clocks are the wall clock of this machine,
    # and their offset is measured through WebDriver (the best of 20 round trips).
    measure("record")
    offset, best = 0.0, float("inf")
    for _ in range(20):
        before = time.time() * 1000
        browser = sync("performance.timeOrigin + performance.now()")
        after = time.time() * 1000
        if after - before < best:
            best, offset = after - before, browser - (before + after) / 2
    counters = os.path.join(data_dir, "counters.json")
    samples = []
    for i in range(repetitions + 10):
        state = json.load(open(counters)) if os.path.exists(counters) else {}
        coffees = state.setdefault("Coffees", {"count": 0, "countsInTens": False})
        coffees["count"] += 1
        temporary = counters + ".glass"
        with open(temporary, "w") as f:
            json.dump(state, f)
        os.replace(temporary, counters)
        start = time.time() * 1000
        call("POST", f"{base}/api/widgetcenter/reload", {"kind": "Counter", "appInForeground": True},
             {"Authorization": f"Bearer {token}"})
        deadline = time.time() + 10
        while sync("window.widgetryGlass.length") <= i:
            if time.time() > deadline:
                sys.exit("glass.py: the app's reload did not reach the page within 10 s")
            time.sleep(0.002)
        shown = sync(f"window.widgetryGlass[{i}]") - offset
        if i >= 10:  # the first ten warm up
            samples.append(shown - start)
    figures["app reload"] = samples
    call("DELETE", page)
finally:
    driver.terminate()
    driver.wait()
    shutil.rmtree(profile, ignore_errors=True)

# The floor: 1 KB to `cat` and back through pipes.
cat = subprocess.Popen(["cat"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0)
message, pipe = b"x" * 1024, []
for i in range(repetitions + 20):
    start = time.perf_counter()
    cat.stdin.write(message)
    received = 0
    while received < len(message):
        received += len(cat.stdout.read(len(message) - received))
    if i >= 20:
        pipe.append((time.perf_counter() - start) * 1000)
cat.stdin.close()
cat.wait()

targets = {"tap": (50, 150), "save": (100, None), "control": (None, None), "control → widget": (None, None),
           "app reload": (50, 150)}
pipe_p50 = statistics.median(pipe)
print(f"\nTo the glass: headless Chromium on the real page, release build, {repetitions} repetitions each\n")
print("| from | p50 ms | p99 ms | target p50 / p99 ms | p50 / pipe round trip |")
print("|---|--:|--:|--:|--:|")
for name, values in figures.items():
    p50, p99 = statistics.median(values), percentile(values, 99)
    target = " / ".join("—" if t is None else str(t) for t in targets[name])
    print(f"| {name} | {p50:.1f} | {p99:.1f} | {target} | {p50 / pipe_p50:.0f}× |")
print(f"| pipe round trip, 1 KB through `cat` (floor) | {pipe_p50:.3f} | {percentile(pipe, 99):.3f} | | 1× |")
