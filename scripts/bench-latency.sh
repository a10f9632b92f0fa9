#!/usr/bin/env bash
# Measures the edit→verdict loop for one kata's learner file, in one run:
#   (a) bare `swiftc -c` of the learner file (with the kata's given files, which it needs) against UIKitSim's modules (the floor: just compiling it)
#   (b) `kata run` cold: the file was just edited, so nothing is cached (compile + link + run + verdict)
#   (c) `kata run` again with the file unchanged (served from the verdict cache)
#   (e) `kata run` cold on a failing file: the kata's first mistake fixture (Solutions/<id>/mistakes,
#       sorted), edited the same way — failing verdicts are most of what a learner sees
#   (f) bare `swiftc -c` of that failing file, as (a): issue 19 measures a failing verdict against
#       a bare compile of the same file (a mistake fixture is not the solution, and compiles in its
#       own time)
#   (d) `swift test` in a throwaway SwiftPM package whose test target holds the learner file, the
#       kata's contract conformance and one @Test that exercises the file (the "just use swift test"
#       alternative; its first build is a warm-up and not counted)
# and prints the median of N runs of each and the ratios b/a, e/f, e/a and b/d (targets: b/a and
# e/f <= 1.5, c <= 0.3 s; e/a, the failing verdict against the solution's compile, for comparison).
# (a), (b), (c), (e) and (f) are measured in the same loop, so they see the same machine load.
#
# Usage: scripts/bench-latency.sh [kata-id|all] [runs]      (defaults: add-child 5)
#   `all` measures every kata in turn, then prints one line per kata.
#   BENCH_SKIP_SWIFT_TEST=1 leaves out (d) (it needs a package build per kata).
#   BENCH_MISTAKES=all also measures e/f for every mistake fixture of the kata (a learner meets any
#   of them), alternating (f) and (e) on each, and reports the highest.
#   The learner file measured is the kata's reference solution (it compiles and passes), copied to a
#   scratch folder; each cold run first appends a comment to it (a real edit).
#   KATA_BUILD_DIR: SwiftPM scratch path holding `kata` and libKataRuntime (default <root>/.build).
#   Results are also written to bench-results/latency-<kata>.txt.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
KATA="${1:-add-child}"
RUNS="${2:-5}"
SCRATCH="${KATA_BUILD_DIR:-$ROOT/.build}"
export KATA_BUILD_DIR="$SCRATCH"
if [ "$KATA" = all ]; then
    for manifest in "$ROOT"/Exercises/*/kata.json; do
        id="$(basename "$(dirname "$manifest")")"
        bash "$0" "$id" "$RUNS" >/dev/null || { echo "bench failed for $id" >&2; exit 70; }
        echo "$id: $(grep -E '^(b/a|e/f|every mistake)' "$ROOT/bench-results/latency-$id.txt" | tr '\n' ' ')"
    done
    exit 0
fi
WORK="$(mktemp -d "${TMPDIR:-/tmp}/kata-bench.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT

# Wall clock in seconds: bash 5's EPOCHREALTIME, else GNU date, else python3 (macOS's bash 3.2 and
# BSD date have neither; python's start-up then inflates every sample by a few tens of ms).
now() {
    if [ -n "${EPOCHREALTIME:-}" ]; then echo "${EPOCHREALTIME/,/.}"; return; fi
    local t; t="$(date +%s.%N)"
    case "$t" in *N) python3 -c 'import time; print(f"{time.time():.6f}")' ;; *) echo "$t" ;; esac
}
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", b - a }'; }
median() { tr ' ' '\n' | { grep -v '^$' || true; } | sort -n | awk '{ v[NR] = $1 } END { if (NR == 0) exit; if (NR % 2) print v[(NR + 1) / 2]; else printf "%.3f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "n/a" }'; }

echo "== building kata and the runtime (scratch path: $SCRATCH)"
swift build --package-path "$ROOT" --scratch-path "$SCRATCH" --product KataRuntime >/dev/null
swift build --package-path "$ROOT" --scratch-path "$SCRATCH" --product kata >/dev/null
KATA_BIN="$SCRATCH/debug/kata"
MODULES="$SCRATCH/debug/Modules"

LEARNER_FILE="$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["learnerFile"])' "$ROOT/Exercises/$KATA/kata.json")"
SOLUTION="$ROOT/Solutions/$KATA/$LEARNER_FILE"
[ -f "$SOLUTION" ] || { echo "no solution file for kata '$KATA' at $SOLUTION" >&2; exit 64; }
LEARNER="$WORK/learner/$LEARNER_FILE"
mkdir -p "$WORK/learner"
cp "$SOLUTION" "$LEARNER"
# The failing file: the kata's first mistake fixture, under the learner's file name.
MISTAKE="$(ls "$ROOT/Solutions/$KATA/mistakes/"*.swift 2>/dev/null | sort | head -1)"
[ -n "$MISTAKE" ] || { echo "no mistake fixture for kata '$KATA'" >&2; exit 65; }
FAILING="$WORK/failing/$LEARNER_FILE"
mkdir -p "$WORK/failing"
cp "$MISTAKE" "$FAILING"

# The kata's contract conformance line: its grader's protocol is named after its id (add-child → AddChildContainer).
# The kata's given files (`givenFiles`): the learner's file needs them to compile, in every column.
GIVEN=()
while IFS= read -r given; do [ -n "$given" ] && GIVEN+=("$ROOT/Exercises/$KATA/$given"); done < <(
    python3 -c 'import json,sys; print("\n".join(json.load(open(sys.argv[1])).get("givenFiles") or []))' "$ROOT/Exercises/$KATA/kata.json")
# The learner's type (manifest `learnerType`, else ContainerViewController), and what the kata's
# contract file adds to it: the manifest's own `contract` lines up to its `@main`, else the
# conformance to the grader's protocol, named after the kata's id (add-child → AddChildContainer).
LEARNER_TYPE="$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1])).get("learnerType") or "ContainerViewController")' "$ROOT/Exercises/$KATA/kata.json")"
CONTRACT_CONFORMANCE="$(python3 - "$ROOT/Exercises/$KATA/kata.json" "$KATA" "$LEARNER_TYPE" <<'PY'
import json, sys
manifest, kata, learner = json.load(open(sys.argv[1])), sys.argv[2], sys.argv[3]
lines = manifest.get("contract")
if lines:
    head = lines[:next((i for i, l in enumerate(lines) if l.startswith("@main")), len(lines))]
    print("\n".join(l for l in head if not l.startswith("import ")))
else:
    print("extension %s: %sContainer {}" % (learner, "".join(w[:1].upper() + w[1:] for w in kata.split("-"))))
PY
)"

A=(); B=(); C=(); D=(); E=(); F=()

# Seconds for a bare compile of learner file $1 into a fresh object $2 — into a fresh output, as
# every edit that changes code is compiled: swift-frontend skips LLVM's code generation when the
# object it would write is already there with the same code, and the edits below only append a
# comment (about 20 ms of presentation-type's 150, stop 25).
bare_compile() {
    rm -f "$2"
    local t0 t1; t0=$(now)
    swiftc -c -parse-as-library -swift-version 5 -Onone -module-name LearnerKata -wmo "$1" ${GIVEN[@]+"${GIVEN[@]}"} -I "$MODULES" -o "$2"
    t1=$(now); elapsed "$t0" "$t1"
}
# Seconds for `kata run` of file $1 with its verdict in $2, which must say `"cached" : $3`.
timed_run() {
    local t0 t1; t0=$(now)
    "$KATA_BIN" run "$KATA" --file "$1" --format json > "$2" || true
    t1=$(now)
    grep -q "\"cached\" : $3" "$2" || { echo "$(basename "$1"): the run's verdict was not cached: $3" >&2; exit 70; }
    elapsed "$t0" "$t1"
}

echo "== (a) bare swiftc -c, (b) kata run cold, (c) kata run unchanged, (e) kata run cold failing, (f) bare swiftc -c of the failing file — $RUNS runs each"
"$KATA_BIN" run "$KATA" --file "$LEARNER" >/dev/null 2>&1 || true   # warm the toolchain/version memo
"$KATA_BIN" run "$KATA" --file "$FAILING" >/dev/null 2>&1 || true
for i in $(seq "$RUNS"); do
    A+=("$(bare_compile "$LEARNER" "$WORK/bare.o")")
    echo "// edit $i $(now)" >> "$LEARNER"
    B+=("$(timed_run "$LEARNER" "$WORK/cold.json" false)")
    C+=("$(timed_run "$LEARNER" "$WORK/warm.json" true)")
    echo "// edit $i $(now)" >> "$FAILING"
    E+=("$(timed_run "$FAILING" "$WORK/failing.json" false)")
    F+=("$(bare_compile "$FAILING" "$WORK/bare-failing.o")")
done
grep -o '"status" : "[a-z]*"' "$WORK/failing.json" | head -1 | sed 's/^/   verdict of the last failing run: /'

# Every mistake fixture (BENCH_MISTAKES=all): its failing verdict against a bare compile of that
# same file, alternating, $RUNS runs each.
EVERY=""
if [ "${BENCH_MISTAKES:-first}" = all ]; then
    echo "== every mistake fixture: (f) then (e) on each, $RUNS runs each"
    for mistake in "$ROOT/Solutions/$KATA/mistakes/"*.swift; do
        cp "$mistake" "$FAILING"
        "$KATA_BIN" run "$KATA" --file "$FAILING" >/dev/null 2>&1 || true
        EM=(); FM=()
        for i in $(seq "$RUNS"); do
            FM+=("$(bare_compile "$FAILING" "$WORK/bare-failing.o")")
            echo "// edit $i $(now)" >> "$FAILING"
            EM+=("$(timed_run "$FAILING" "$WORK/mistake.json" false)")
        done
        EVERY+="$(ratio "$(echo "${EM[*]}" | median)" "$(echo "${FM[*]}" | median)") $(basename "$mistake")"$'\n'
    done
fi
grep -o '"status" : "[a-z]*"' "$WORK/cold.json" | tail -1 | sed 's/^/   verdict of the last cold run: /'

if [ -z "${BENCH_SKIP_SWIFT_TEST:-}" ]; then
echo "== (d) swift test in a throwaway package (first build is a warm-up, not counted)"
PKG="$WORK/pkg"
mkdir -p "$PKG/Tests/LearnerTests"
cat > "$PKG/Package.swift" <<EOF
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "KataBench",
    dependencies: [.package(path: "$ROOT")],
    targets: [
        .testTarget(
            name: "LearnerTests",
            dependencies: [.product(name: "KataRuntime", package: "$(basename "$ROOT")")],
            swiftSettings: [.swiftLanguageMode(.v5)]),
    ]
)
EOF
cp "$LEARNER" "$PKG/Tests/LearnerTests/ContainerViewController.swift"
for given in ${GIVEN[@]+"${GIVEN[@]}"}; do cp "$given" "$PKG/Tests/LearnerTests/"; done
cat > "$PKG/Tests/LearnerTests/ExerciseTests.swift" <<EOF
import Testing
import UIKitSim
import UIKitSimTesting
import KataGraders

${CONTRACT_CONFORMANCE}

/// Loads the learner's container on screen in a window, as every grader does first.
@Test(.freshSimulator) @MainActor func exercisesTheLearnersContainer() {
    let type: Any.Type = ${LEARNER_TYPE}.self
    #expect("\(type)" == "${LEARNER_TYPE}")
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    Simulator.runUntilIdle()
    #expect(window.rootViewController != nil)
}
EOF
( cd "$PKG" && swift build --build-tests >/dev/null 2>&1 ) || { echo "the throwaway package does not build:" >&2; ( cd "$PKG" && swift build --build-tests 2>&1 | tail -20 ) >&2; exit 70; }
for i in $(seq "$RUNS"); do
    echo "// edit $i $(now)" >> "$PKG/Tests/LearnerTests/ContainerViewController.swift"
    t0=$(now)
    # --filter: the graders linked in (KataRuntime) hold Swift Testing suites of their own.
    ( cd "$PKG" && swift test --filter exercisesTheLearnersContainer > "$WORK/swifttest.log" 2>&1 ) \
        || { echo "swift test failed in the throwaway package:" >&2; tail -20 "$WORK/swifttest.log" >&2; exit 70; }
    t1=$(now); D+=("$(elapsed "$t0" "$t1")")
done
fi

MA=$(echo "${A[*]}" | median); MB=$(echo "${B[*]}" | median); MC=$(echo "${C[*]}" | median); MD=$(echo "${D[*]-}" | median); ME=$(echo "${E[*]}" | median); MF=$(echo "${F[*]}" | median)
REPORT="$(cat <<EOF
kata: $KATA   runs: $RUNS   machine: $(uname -sm), $(getconf _NPROCESSORS_ONLN 2>/dev/null || echo ?) cores, load $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime | sed 's/.*load average[s]*: //')
$(swiftc --version 2>/dev/null | head -1)
(a) bare swiftc -c            median ${MA}s   [${A[*]}]
(b) kata run, cold (edited)   median ${MB}s   [${B[*]}]
(c) kata run, unchanged       median ${MC}s   [${C[*]}]
(d) swift test, throwaway pkg median ${MD:-n/a}s   [${D[*]-}]
(e) kata run, cold, failing   median ${ME}s   [${E[*]}]   ($(basename "$MISTAKE"))
(f) bare swiftc -c, failing   median ${MF}s   [${F[*]}]
b/a = $(ratio "$MB" "$MA")   (target <= 1.5)
e/f = $(ratio "$ME" "$MF")   (target <= 1.5: a failing verdict against a bare compile of the same file)
e/a = $(ratio "$ME" "$MA")   (against the solution's compile, for comparison)
b/d = $(ratio "$MB" "${MD:-0}")
c   = ${MC}s   (target <= 0.3 s)
EOF
)"
if [ -n "$EVERY" ]; then
    HIGHEST="$(printf '%s' "$EVERY" | sort -rn | head -1)"
    REPORT+=$'\n'"every mistake: $(printf '%s' "$EVERY" | grep -c .) fixtures, highest e/f ${HIGHEST}   (target <= 1.5)"
    REPORT+=$'\n'"$(printf '%s' "$EVERY" | sort -rn | sed 's/^/   e\/f = /')"
fi
echo "$REPORT"
mkdir -p "$ROOT/bench-results"
echo "$REPORT" > "$ROOT/bench-results/latency-$KATA.txt"
