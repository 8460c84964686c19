#!/usr/bin/env bash
# Measures how fast a person's input reaches the glass (release mode): `widgetry serve` with the
# counter example on a fresh SQLite file, the real page in headless Chromium (chromium and
# chromium-driver, which scripts/setup installs). Prints tap-to-glass, save-to-glass,
# control-tap-to-glass (the Control Center's "Add One": its module, and the widget),
# app-reload-to-glass, and a Live Activity's update-to-glass from its app and from a push (the
# Dynamic Island's compact view; Emoji Rangers' quest) (p50, p99) beside a pipe round trip
# measured in the same run.
#
# Usage: Benchmarks/glass.sh [options for `swift build`, e.g. --scratch-path .build-bench]
# GLASS_REPETITIONS (default 200).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v chromedriver >/dev/null || { echo "glass.sh: chromium-driver is not installed (scripts/setup installs it)" >&2; exit 1; }
repetitions=${GLASS_REPETITIONS:-200}

swift build "$@" -c release --product widgetry
swift build "$@" -c release --product counter
swift build "$@" -c release --product emoji-rangers
bin="$(swift build "$@" -c release --show-bin-path)"

work=$(mktemp -d)
WIDGETRY_EXAMPLE_DATA="$work/data" "$bin/widgetry" serve --port 0 --database "$work/glass.sqlite" \
    --extension "$bin/counter" --extension "$bin/emoji-rangers" >"$work/out" 2>"$work/log" &
server=$!
cleanup() {
    kill -TERM "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

for _ in $(seq 1 600); do
    grep -q 'http://' "$work/out" && break
    kill -0 "$server" 2>/dev/null || { cat "$work/log" >&2; echo "glass.sh: the server stopped" >&2; exit 1; }
    sleep 0.1
done
base=$(grep -o 'http://[^ ]*' "$work/out") || { echo "glass.sh: the server did not start" >&2; exit 1; }
python3 Benchmarks/glass.py "$base" "$work/data" "$repetitions"
