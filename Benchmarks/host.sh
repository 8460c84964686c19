#!/usr/bin/env bash
# Runs the host benchmark (release mode): a trivial timeline request to an extension process
# and in process, and the baseline of the answer's bytes echoed through `cat`, measured in the
# same run. Prints package-benchmark's table, then p50/p99 µs and the ratios to the baseline.
#
# Usage: Benchmarks/host.sh [options for `swift package`/`swift build`, e.g. --scratch-path .build-bench]
set -euo pipefail
cd "$(dirname "$0")/.."
swift build "$@" -c release --product widgetry-benchmark-extension
WIDGETRY_BENCHMARK_EXTENSION="$(swift build "$@" -c release --show-bin-path)/widgetry-benchmark-extension"
export WIDGETRY_BENCHMARK_EXTENSION
output=$(mktemp)
trap 'rm -f "$output"' EXIT
swift package "$@" benchmark --target HostBenchmarks --no-progress | tee "$output"
python3 - "$output" <<'PY'
import re, sys

results, name, columns = {}, None, []
for line in open(sys.argv[1], encoding="utf-8", errors="replace"):
    line = line.rstrip("\n")
    if line.startswith("host"):
        name = line.strip()
        continue
    if not line.startswith("│") or name is None:
        continue
    cells = [c.strip() for c in line.strip("│").split("│")]
    if cells[0] == "Metric":
        columns = cells[1:]
    elif cells[0].startswith("Time (wall clock)"):
        unit = re.search(r"\((\w+)\)", cells[0]).group(1)
        scale = {"ns": 0.001, "μs": 1, "us": 1, "ms": 1000}[unit]
        results[name] = {c: float(v) * scale for c, v in zip(columns, cells[1:])}
base_name = "host baseline: the answer's bytes through cat and back"
if base_name not in results or len(results) < 3:
    sys.exit(f"host.sh: missing results (found {sorted(results)})")
base = results[base_name]
print("\nHost round trip of a trivial timeline request, per request\n")
print("| measured | p50 µs | p99 µs | p50 / baseline |")
print("|---|--:|--:|--:|")
for name in sorted(results, key=lambda n: n == base_name):
    r = results[name]
    print(f"| {name} | {r['p50']:.1f} | {r['p99']:.1f} | {r['p50'] / base['p50']:.1f}× |")
PY
