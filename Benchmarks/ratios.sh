#!/usr/bin/env bash
# Runs the AppIntents and render benchmarks (release mode) and prints package-benchmark's tables,
# then each measured operation's p50/p99 wall clock and mallocs as a ratio to its baseline
# measured in the same run. With ROUNDS=n it runs n times and also prints the median ratio over the rounds
# (the 2-core VM has slow phases of several seconds; see docs/benchmarks.md).
#
# Usage: [ROUNDS=n] Benchmarks/ratios.sh [options for `swift package`, e.g. --scratch-path .build-bench]
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${ROUNDS:-1}
outputs=()
trap 'rm -f "${outputs[@]}"' EXIT
for ((round = 1; round <= rounds; round++)); do
    output=$(mktemp)
    outputs+=("$output")
    for target in AppIntentsBenchmarks RenderBenchmarks; do
        for attempt in 1 2; do
            set +e
            swift package "$@" benchmark --target "$target" --no-progress | tee -a "$output"
            status=${PIPESTATUS[0]}
            set -e
            [[ $status -eq 0 ]] && break
            # SwiftPM itself has crashed here (signal 11 in swift-package while it planned the
            # plugin's build, in a clean-clone run of 2026-11-28): a crash of the tool, not of a
            # benchmark, gets one more try; any other failure ends the run.
            if [[ $status -lt 128 || $attempt -eq 2 ]]; then exit "$status"; fi
            echo "ratios.sh: swift package crashed (status $status); trying once more" >&2
        done
    done
done
python3 - "${outputs[@]}" <<'PY'
import statistics, sys

PAIRS = [
    ("schema: makeConfigurationSchema, uncached", "schema baseline: Mirror names and types"),
    ("schema: makeConfigurationSchema, uncached", "schema baseline: Mirror names only"),
    ("decode: decodeConfiguration from Configuration", "decode baseline: JSONDecoder to plain Codable struct"),
    ("decode: JSON bytes to Configuration to decodeConfiguration", "decode baseline: JSONDecoder to plain Codable struct"),
    ("render: view → archive → HTML", "render baseline: string concatenation"),
    ("render: archive → HTML (renderer only)", "render baseline: string concatenation"),
    ("render: view → archive (evaluation only)", "render baseline: string concatenation"),
    ("render: archive → plain text", "render baseline: string concatenation"),
    ("render: the view value only (the widget's body)", "render baseline: string concatenation"),
    ("render chart: 100-point line, view → archive → HTML", "render: view → archive → HTML"),
    ("render chart: 12 bars, view → archive → HTML", "render: view → archive → HTML"),
]
FIGURES = [("wall", "p50"), ("wall", "p99"), ("mallocs", "p50")]

def parse(path):
    """benchmark name -> metric -> percentile -> value, from package-benchmark's text tables."""
    results, name, columns = {}, None, []
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        if not line.startswith("│"):
            if line.startswith(("schema", "decode", "render")):
                name = line.strip()
            continue
        cells = [c.strip() for c in line.strip("│").split("│")]
        if cells[0] == "Metric":
            columns = cells[1:]
        elif name and cells[0].startswith(("Time (wall clock) (ns)", "Malloc (total)")):
            metric = "wall" if cells[0].startswith("Time") else "mallocs"
            results.setdefault(name, {})[metric] = dict(zip(columns, (float(v) for v in cells[1:])))
    missing = sorted({n for pair in PAIRS for n in pair if n not in results})
    if missing:
        sys.exit(f"ratios.sh: no results for {missing} in {path}")
    return results

rounds = [parse(path) for path in sys.argv[1:]]
for number, results in enumerate(rounds, 1):
    print(f"\nRound {number}: ours / baseline, per operation (each sample is 1,000 operations)\n")
    print("| ours | baseline | p50 wall ns (ours / base) | p50 ratio | p99 wall ns (ours / base) | p99 ratio | mallocs (ours / base) | mallocs ratio |")
    print("|---|---|--:|--:|--:|--:|--:|--:|")
    for ours, base in PAIRS:
        o, b = results[ours], results[base]
        cells = [f"{o[m][p]:.0f} / {b[m][p]:.0f} | {o[m][p] / b[m][p]:.2f}×" for m, p in FIGURES]
        print(f"| {ours} | {base} | " + " | ".join(cells) + " |")

if len(rounds) > 1:
    print(f"\nMedian over {len(rounds)} rounds of each round's ratio (min–max in brackets)\n")
    print("| ours | baseline | p50 wall | p99 wall | mallocs |")
    print("|---|---|--:|--:|--:|")
    for ours, base in PAIRS:
        cells = []
        for m, p in FIGURES:
            ratios = [r[ours][m][p] / r[base][m][p] for r in rounds]
            cells.append(f"{statistics.median(ratios):.2f}× ({min(ratios):.2f}–{max(ratios):.2f})")
        print(f"| {ours} | {base} | " + " | ".join(cells) + " |")
PY
