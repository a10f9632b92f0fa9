#!/usr/bin/env bash
# Class-scale benchmark for `kata grade`: generates classes of the sizes given (default 30
# students; `make bench-class CLASS_SIZES="30 300"` or `scripts/bench-class.sh 30 300` for the
# full measurement) × every kata, grades each with --jobs = cores and the sandbox on (as a class
# is graded), and prints minutes, gradings per minute, seconds per grading (wall, and core-seconds:
# wall × cores ÷ gradings) and how time scales with class size.
# Target (issue 22): 300 students × 15 katas in ≤ 10 minutes on 2 cores, linear in class size.
#
# Every student's file is a kata's reference solution or starter with a unique comment, so no
# two files are identical and neither the verdict cache nor in-run sharing can help. A comment
# leaves the module interface as it was, so the contract's object (kept by that interface) is
# reused; BENCH_UNIQUE_INTERFACE=1 also gives every file a method of its own, so no contract
# object is reused either: the worst case. BENCH_SHARED=1 leaves the files unmarked instead (a
# class of identical starters and solutions: what sharing buys).
#
# Usage: scripts/bench-class.sh [sizes...]            (default: $CLASS_SIZES, else 30)
#   BENCH_KATAS   comma-separated kata ids             (default: every kata of Exercises/*/kata.json)
#   BENCH_JOBS    parallel jobs                        (default: number of cores)
#   KATA_BUILD_DIR SwiftPM scratch path with kata and libKataRuntime (default <root>/.build)
# Results are also written to bench-results/class.txt.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
SCRATCH="${KATA_BUILD_DIR:-$ROOT/.build}"
export KATA_BUILD_DIR="$SCRATCH"
KATA_BIN="$SCRATCH/debug/kata"
JOBS="${BENCH_JOBS:-$(nproc 2>/dev/null || echo 2)}"
SIZES=("$@"); [ ${#SIZES[@]} -gt 0 ] || read -r -a SIZES <<< "${CLASS_SIZES:-30}"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/kata-bench-class.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$ROOT/bench-results"
OUT="$ROOT/bench-results/class.txt"

[ -x "$KATA_BIN" ] || (cd "$ROOT" && swift build --scratch-path "$SCRATCH" --product kata >/dev/null)
# Build the runtime now so its first build is not timed as grading.
(cd "$ROOT" && swift build --scratch-path "$SCRATCH" --product KataRuntime >/dev/null)

ALL_KATAS="$(cd "$ROOT/Exercises" && for m in */kata.json; do dirname "$m"; done | paste -sd, -)"
IFS=',' read -r -a KATAS <<< "${BENCH_KATAS:-$ALL_KATAS}"

# The kata's learner file name, from its manifest.
learner_file() { python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["learnerFile"])' "$ROOT/Exercises/$1/kata.json"; }

# The type the learner's file declares or extends (manifest `learnerType`, else ContainerViewController).
learner_type() { python3 -c 'import json,sys; print(json.load(open(sys.argv[1])).get("learnerType") or "ContainerViewController")' "$ROOT/Exercises/$1/kata.json"; }

now() { python3 -c 'import time; print(f"{time.time():.3f}")' 2>/dev/null || date +%s.%N; }

{
echo "kata grade benchmark — $(date -u +%Y-%m-%dT%H:%MZ), $(nproc) cores, --jobs $JOBS, katas: ${KATAS[*]}"
echo "files: $([ "${BENCH_SHARED:-0}" = 1 ] && echo "shared (identical files share a verdict)" || echo "all unique")$([ "${BENCH_UNIQUE_INTERFACE:-0}" = 1 ] && echo ", every module interface unique (worst case: no contract object reused)")"
printf '%-9s %-9s %-9s %-8s %-13s %-10s %-14s %-16s\n' students gradings seconds minutes gradings/min s/grading core-s/grading seconds/student
} | tee "$OUT"

base=""
for size in "${SIZES[@]}"; do
    class="$WORK/class-$size"
    run_id="$(date +%s%N)"
    # Kata by kata, so each manifest is read once (a class of 300 makes thousands of files).
    for kata in "${KATAS[@]}"; do
        name="$(learner_file "$kata")"
        type="$(learner_type "$kata")"
        starter="$(cat "$ROOT/Exercises/$kata/$name")"
        solution="$(cat "$ROOT/Solutions/$kata/$name")"
        for ((s = 1; s <= size; s++)); do
            dir="$class/student-$(printf %03d "$s")/Exercises/$kata"
            mkdir -p "$dir"
            file="$dir/$name"
            # Solutions for two students in three, starters otherwise.
            if [ $((s % 3)) -eq 0 ]; then printf '%s\n' "$starter" > "$file"; else printf '%s\n' "$solution" > "$file"; fi
            [ "${BENCH_SHARED:-0}" = 1 ] || echo "// bench $run_id student $s" >> "$file"
            # Every student's module interface different too: no contract object is reused.
            if [ "${BENCH_UNIQUE_INTERFACE:-0}" = 1 ]; then
                echo "extension $type { func kataBench${run_id}S$s() {} }" >> "$file"
            fi
        done
    done
    start="$(now)"
    (cd "$ROOT" && "$KATA_BIN" grade "$class" --out "$WORK/out-$size" --jobs "$JOBS" \
        --katas "$(IFS=,; echo "${KATAS[*]}")" >/dev/null 2>"$WORK/err-$size") \
        || { echo "kata grade failed for $size students:"; cat "$WORK/err-$size"; exit 1; }
    end="$(now)"
    gradings=$((size * ${#KATAS[@]}))
    awk -v n="$size" -v g="$gradings" -v a="$start" -v b="$end" -v c="$(nproc)" \
        'BEGIN { t = b - a; printf "%-9d %-9d %-9.1f %-8.2f %-13.1f %-10.3f %-14.3f %-16.2f\n", n, g, t, t / 60, g * 60 / t, t / g, t * c / g, t / n }' | tee -a "$OUT"
    [ -n "$base" ] || base="$size:$start:$end"
    grep -q "NO BUBBLEWRAP SANDBOX" "$WORK/err-$size" && echo "  (no sandbox on this machine: timings are without bwrap)" | tee -a "$OUT"
done

# Linear scaling means seconds/student stays flat; print the ratio of the last size to the first.
awk 'NR > 3 && $1 ~ /^[0-9]+$/ { if (!first) first = $8; last = $8 } END { if (first > 0) printf "scaling: seconds/student at the largest class ÷ at the smallest = %.2f (1.00 = linear)\n", last / first }' "$OUT" | tee -a "$OUT"
