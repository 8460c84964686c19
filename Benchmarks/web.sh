#!/usr/bin/env bash
# Loads the home screen's server with wrk (release mode): `GET /api/instances/{id}/render` of a
# placed widget (a real extension process, the SQLite store, the renderer, every middleware)
# and, in the same run, `GET /api/hello` on the same server and middleware. Prints both
# throughputs and the ratio.
#
# Usage: Benchmarks/web.sh [options for `swift build`, e.g. --scratch-path .build-bench]
# WEB_BENCHMARK_DURATION (default 10s), WEB_BENCHMARK_CONNECTIONS (16), WEB_BENCHMARK_THREADS (2).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v wrk >/dev/null || { echo "web.sh: wrk is not installed (scripts/setup installs it)" >&2; exit 1; }
duration=${WEB_BENCHMARK_DURATION:-10s}
connections=${WEB_BENCHMARK_CONNECTIONS:-16}
threads=${WEB_BENCHMARK_THREADS:-2}

swift build "$@" -c release --product widgetry-web-benchmark
swift build "$@" -c release --product widgetry-benchmark-extension
bin="$(swift build "$@" -c release --show-bin-path)"

ready=$(mktemp)
"$bin/widgetry-web-benchmark" "$bin/widgetry-benchmark-extension" >"$ready" &
server=$!
cleanup() {
    kill -TERM "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
    rm -f "$ready"
}
trap cleanup EXIT

for _ in $(seq 1 600); do
    grep -q '^PORT=' "$ready" && break
    kill -0 "$server" 2>/dev/null || { echo "web.sh: the server stopped" >&2; exit 1; }
    sleep 0.1
done
line=$(grep '^PORT=' "$ready") || { echo "web.sh: the server did not start" >&2; exit 1; }
port=$(sed -E 's/^PORT=([0-9]+) .*/\1/' <<<"$line")
instance=$(sed -E 's/.* INSTANCE=(.*)$/\1/' <<<"$line")
base="http://127.0.0.1:$port"
render="$base/api/instances/$instance/render"
hello="$base/api/hello"

load() {
    echo "wrk -t$threads -c$connections -d$duration $1" >&2
    local output
    output=$(wrk -t"$threads" -c"$connections" -d"$duration" --latency "$1")
    # Shown on the inherited stderr, not through `tee /dev/stderr`: reopening /dev/stderr
    # truncates it when it is a file (a CI log), losing everything printed before.
    printf '%s\n' "$output" >&2
    printf '%s\n' "$output"
}
hello_output=$(load "$hello")
render_output=$(load "$render")

python3 - "$hello_output" "$render_output" <<'PY'
import re, sys

def figures(text):
    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", text).group(1))
    errors = re.search(r"Non-2xx or 3xx responses: (\d+)", text)
    p50 = re.search(r"50%\s+([\d.]+)(us|ms|s)\b", text)
    scale = {"us": 0.001, "ms": 1, "s": 1000}
    return rate, int(errors.group(1)) if errors else 0, float(p50.group(1)) * scale[p50.group(2)] if p50 else float("nan")

hello, render = figures(sys.argv[1]), figures(sys.argv[2])
if hello[1] or render[1]:
    sys.exit(f"web.sh: error answers under load (hello {hello[1]}, render {render[1]})")
print("\nHome screen server under wrk (same server, same run)\n")
print("| route | requests/s | p50 ms |")
print("|---|--:|--:|")
print(f"| GET /api/hello (baseline) | {hello[0]:.0f} | {hello[2]:.2f} |")
print(f"| GET /api/instances/{{id}}/render | {render[0]:.0f} | {render[2]:.2f} |")
print(f"\nrender / hello throughput: {render[0] / hello[0]:.2f}")
PY
