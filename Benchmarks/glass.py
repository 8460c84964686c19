#!/usr/bin/env python3
"""Drives headless Chromium on the real home page of a running `widgetry serve` (the counter
and Emoji Rangers' quest, a Live Activity) and measures tap-to-glass, save-to-glass,
control-tap-to-glass, app-reload-to-glass, and a Live Activity's update-to-glass from its app and
from a push: from the input event (or the app's call, or the push) to the widget's (the
control's, the Dynamic Island's) new content in the DOM. Beside them, in the same run, the floor: a round trip of 1 KB through a pipe
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
# Emoji Rangers' app starts a quest (a Live Activity) with a push token.
rangers = {"Authorization": "Bearer " + call("POST", f"{base}/api/extensions/emoji-rangers/token", None, MARK)["token"]}
quest = call("POST", f"{base}/api/widgetcenter/activities", {
    "attributesType": "QuestAttributes",
    "attributes": json.dumps({"characterID": "spouty", "characterName": "Spouty", "avatar": "🐳", "questName": "Glass"}),
    "content": {"state": json.dumps({"hitPoints": 100, "maxHitPoints": 100, "level": 1, "event": "Set out"}), "relevanceScore": 0},
    "pushType": "token"}, rangers)

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

    # From outside the page: the app changes the count on disk, then calls WidgetCenter's
    # reloadTimelines; the app updates its Live Activity; a server pushes an update. The page
    # records when the change shows; both clocks are the wall clock of this machine, and their
    # offset is measured through WebDriver (the best of 20 round trips).
    offset, best = 0.0, float("inf")
    for _ in range(20):
        before = time.time() * 1000
        browser = sync("performance.timeOrigin + performance.now()")
        after = time.time() * 1000
        if after - before < best:
            best, offset = after - before, browser - (before + after) / 2

    def from_outside(recording, send):
        """`send(i)` makes the i-th change; samples from it to the page's record of it."""
        samples = []
        for i in range(repetitions + 10):
            start = time.time() * 1000
            send(i)
            deadline = time.time() + 10
            while sync(f"window.{recording}.length") <= i:
                if time.time() > deadline:
                    sys.exit(f"glass.py: change {i} did not reach the page ({recording}) within 10 s")
                time.sleep(0.002)
            shown = sync(f"window.{recording}[{i}]") - offset
            if i >= 10:  # the first ten warm up
                samples.append(shown - start)
        return samples

    counters = os.path.join(data_dir, "counters.json")

    def app_reload(i):
        state = json.load(open(counters)) if os.path.exists(counters) else {}
        coffees = state.setdefault("Coffees", {"count": 0, "countsInTens": False})
        coffees["count"] += 1
        temporary = counters + ".glass"
        with open(temporary, "w") as f:
            json.dump(state, f)
        os.replace(temporary, counters)
        call("POST", f"{base}/api/widgetcenter/reload", {"kind": "Counter", "appInForeground": True},
             {"Authorization": f"Bearer {token}"})

    measure("record")
    figures["app reload"] = from_outside("widgetryGlass", app_reload)

    # A Live Activity (Emoji Rangers' quest): its hit points, in the island's compact trailing
    # view, change with every update — from the app (ActivityKit's update) and from a push.
    rounds = [0]

    def quest_state():
        """The next round's state: its hit points differ from the last round's."""
        rounds[0] += 1
        return json.dumps({"hitPoints": 1 + rounds[0] % 98, "maxHitPoints": 100, "level": 1, "event": f"Round {rounds[0]}"})

    def activity_update(i):
        call("POST", f"{base}/api/widgetcenter/activities/{quest['id']}/update",
             {"content": {"state": quest_state(), "relevanceScore": 0}}, rangers)

    pushed = [0]  # pushes are ordered by aps.timestamp (seconds): each a second after the last

    def push_update(i):
        pushed[0] += 1
        payload = ('{"aps":{"timestamp":%d,"event":"update","content-state":%s}}'
                   % (int(time.time()) + pushed[0], quest_state()))
        call("POST", f"{base}/3/device/{quest['pushToken']}", json.loads(payload), {
            **rangers, "apns-push-type": "liveactivity", "apns-topic": "com.example.emojirangers.push-type.liveactivity"})

    measure("island")
    figures["activity update"] = from_outside("widgetryIslandGlass", activity_update)
    call("POST", f"{page}/execute/sync", {"script": "window.widgetryIslandGlass.length = 0; return 0;", "args": []})
    figures["push"] = from_outside("widgetryIslandGlass", push_update)
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
           "app reload": (50, 150), "activity update": (None, None), "push": (None, None)}
pipe_p50 = statistics.median(pipe)
print(f"\nTo the glass: headless Chromium on the real page, release build, {repetitions} repetitions each\n")
print("| from | p50 ms | p99 ms | target p50 / p99 ms | p50 / pipe round trip |")
print("|---|--:|--:|--:|--:|")
for name, values in figures.items():
    p50, p99 = statistics.median(values), percentile(values, 99)
    target = " / ".join("—" if t is None else str(t) for t in targets[name])
    print(f"| {name} | {p50:.1f} | {p99:.1f} | {target} | {p50 / pipe_p50:.0f}× |")
print(f"| pipe round trip, 1 KB through `cat` (floor) | {pipe_p50:.3f} | {percentile(pipe, 99):.3f} | | 1× |")
