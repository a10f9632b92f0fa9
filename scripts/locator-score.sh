#!/usr/bin/env bash
# Scores the locator on the hand-marked cases of Tests/KataKitTests/Fixtures/Locator (issue 19):
# grades each case with the real `kata` binary and counts the failing verdicts whose first failing
# check points at a line marked `// locate-here`. The same score is enforced by
# KataLocatorScoreTests; this script is the quick way to see it while working on the locator.
#
# Usage: scripts/locator-score.sh [kata-id ...]      (default: every kata with cases)
#   KATA_BUILD_DIR: SwiftPM scratch path holding `kata` (default <root>/.build).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
KATA_BIN="${KATA_BUILD_DIR:-$ROOT/.build}/debug/kata"
[ -x "$KATA_BIN" ] || { echo "no kata binary at $KATA_BIN: run swift build first" >&2; exit 64; }
CASES="$ROOT/Tests/KataKitTests/Fixtures/Locator"
KATAS=("$@")
[ ${#KATAS[@]} -gt 0 ] || KATAS=($(ls "$CASES"))
for kata in "${KATAS[@]}"; do
    for file in "$CASES/$kata"/*.swift; do
        json="$("$KATA_BIN" run "$kata" --file "$file" --format json 2>/dev/null || true)"
        printf '%s\t%s\t%s\n' "$kata" "$file" "$(printf '%s' "$json" | base64 -w0)"
    done
done | python3 -c '
import sys, json, base64, collections
score = collections.defaultdict(lambda: [0, 0]); misses = []; passing = []
for row in sys.stdin:
    kata, path, blob = row.rstrip("\n").split("\t")
    text = open(path).read().split("\n")
    marked = {i + 1 for i, l in enumerate(text) if "// locate-here" in l}
    batch = next((l.split(":", 1)[1].strip() for l in text if l.startswith("// batch:")), "1")
    name = kata + "/" + path.rsplit("/", 1)[1]
    try: result = json.loads(base64.b64decode(blob))
    except Exception: passing.append(name + ": no JSON"); continue
    result = result[0] if isinstance(result, list) else result
    result = result.get("results", [result])[0] if "results" in result else result
    if result.get("status") != "fail": passing.append(name + ": " + str(result.get("status"))); continue
    first = next((c for c in result["checks"] if c["status"] == "fail"), {"name": "(no failing check)"})
    line = (first.get("location") or {}).get("line")
    score[batch][1] += 1
    if line in marked: score[batch][0] += 1
    else: misses.append("%s: %s line %s, marked %s" % (name, first["name"], line, sorted(marked)))
for batch, (hit, total) in sorted(score.items()):
    print("batch %s: %d/%d = %d%% of failing verdicts on a marked line" % (batch, hit, total, 100 * hit // max(total, 1)))
print("misses:"); [print("  " + m) for m in misses]
print("not failing (grader misses, not scored):"); [print("  " + p) for p in passing]
'
