#!/usr/bin/env bash
# Runs the scheduler benchmark (release mode): 24 simulated hours of 1k, 10k and 100k placed
# widgets with mixed reload policies on the virtual clock. Prints package-benchmark's tables,
# then one line per size: decisions, µs per decision (fastest sample and median), decisions per
# second, and the cost per decision relative to 1k next to log2(n) / log2(1000) (the heap
# bound). Gates nothing.
#
# Usage: Benchmarks/scheduler.sh [options for `swift package`, e.g. --scratch-path .build-bench]
# Extra options for the benchmark itself go in SCHEDULER_BENCHMARK_OPTIONS, e.g.
# SCHEDULER_BENCHMARK_OPTIONS='--skip .*100k.*' to leave out the 100k run.
set -euo pipefail
cd "$(dirname "$0")/.."
output=$(mktemp)
trap 'rm -f "$output"' EXIT
# Split on whitespace, without pathname expansion (the options are regular expressions).
read -ra options <<< "${SCHEDULER_BENCHMARK_OPTIONS:-}"
swift package "$@" benchmark --target SchedulerBenchmarks --no-progress "${options[@]}" | tee "$output"
python3 - "$output" <<'PY'
import math, re, sys

results, name, columns = {}, None, []
for line in open(sys.argv[1], encoding="utf-8", errors="replace"):
    line = line.rstrip("\n")
    match = re.match(r"scheduler: 24 h, (\d+)k instances", line)
    if match:
        name = int(match.group(1)) * 1000
        continue
    if not line.startswith("│") or name is None:
        continue
    cells = [c.strip() for c in line.strip("│").split("│")]
    if cells[0] == "Metric":
        columns = cells[1:]
    else:
        metric = re.sub(r"\s*\(.*$|\s*\*$", "", cells[0])
        results.setdefault(name, {})[metric] = dict(zip(columns, (float(v) for v in cells[1:])))
if not results:
    sys.exit("scheduler.sh: no scheduler results in the output")

print("\nScheduler, 24 simulated hours. Per decision: the fastest sample (least disturbed by the")
print("VM's slow phases) and the median; decisions / s from the fastest. Growth is the fastest")
print("sample's cost relative to 1k, next to log2(n) relative to log2(1000).\n")
print("| instances | decisions | reloads | batch calls | reloads / call | samples | µs / decision, min | µs / decision, p50 | decisions / s | growth vs 1k | log2 n vs 1k |")
print("|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|")
base = results.get(1000, {}).get("ns per decision", {}).get("p0")
for count in sorted(results):
    r = results[count]
    best, median = r["ns per decision"]["p0"], r["ns per decision"]["p50"]
    growth = f"{best / base:.2f}×" if base else "–"
    print(f"| {count:,} | {r['decisions']['p50']:,.0f} | {r['reloads']['p50']:,.0f} | {r['batch calls']['p50']:,.0f} "
          f"| {r['reloads']['p50'] / r['batch calls']['p50']:.1f} | {r['decisions']['Samples']:.0f} | {best / 1000:.2f} | {median / 1000:.2f} | {1e9 / best:,.0f} | {growth} "
          f"| {math.log2(count) / math.log2(1000):.2f}× |")
PY
