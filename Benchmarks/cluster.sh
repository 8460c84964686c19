#!/usr/bin/env bash
# Runs the cluster benchmark (release mode): 1, 2 and 3 hosts on one PostgreSQL server (the one
# in WIDGETRY_TEST_POSTGRES, as scripts/test starts it, else a throwaway one scripts/postgres
# starts), one host on SQLite as the baseline measured in the same run. Prints Markdown tables:
# configuration writes/s, reload decisions/s, takeover seconds.
#
# Usage: Benchmarks/cluster.sh [options for `swift build`, e.g. --scratch-path .build-bench]
set -euo pipefail
cd "$(dirname "$0")/.."
swift build "$@" -c release --product widgetry-benchmark-extension
swift build "$@" -c release --product widgetry-cluster-benchmark
bin="$(swift build "$@" -c release --show-bin-path)"
if [ -z "${WIDGETRY_TEST_POSTGRES:-}" ]; then
    eval "$(scripts/postgres --export)"
    trap 'bash -c "$WIDGETRY_TEST_POSTGRES_STOP"' EXIT
fi
WIDGETRY_BENCHMARK_EXTENSION="$bin/widgetry-benchmark-extension" "$bin/widgetry-cluster-benchmark"
