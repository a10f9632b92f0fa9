#!/usr/bin/env bash
# Grades one student's repository with THIS checkout's graders (the course's published version),
# never with anything from the student's repository: only the learner files under its Exercises/
# are read, by `kata grade`, which runs them sandboxed. Used by both GitHub Actions workflows.
#
#   scripts/grade-submission.sh SUBMISSION_DIR OUT_DIR [NAME]
#
# Writes OUT_DIR/{grades.csv,summary.md,students/<NAME>/report.md,students/<NAME>/results.json}; exits 0 when every
# kata passes, 1 when some fail, 2 when grading itself failed. KATA_BIN overrides the runner
# (default: this checkout's .build/debug/kata); KATA_KATAS and KATA_TIMEOUT are passed on.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
submission="$(cd "${1:?usage: grade-submission.sh SUBMISSION_DIR OUT_DIR [NAME]}" && pwd)"
out="${2:?usage: grade-submission.sh SUBMISSION_DIR OUT_DIR [NAME]}"
name="${3:-submission}"
kata="${KATA_BIN:-$here/.build/debug/kata}"
[ -x "$kata" ] || { echo "grade-submission: no runner at $kata (run: swift build --product kata)" >&2; exit 2; }

class="$(mktemp -d "${TMPDIR:-/tmp}/kata-class.XXXXXX")"
trap 'rm -rf "$class"' EXIT
chmod 700 "$class"
mkdir -p "$class/$name/Exercises" "$out"
# Only the exercises travel: graders, Package.swift, Makefile and workflows of the submission never do.
[ -d "$submission/Exercises" ] && cp -R "$submission/Exercises/." "$class/$name/Exercises/"
out="$(cd "$out" && pwd)"

args=(grade "$class" --out "$out" --timeout "${KATA_TIMEOUT:-20}")
[ -n "${KATA_KATAS:-}" ] && args+=(--katas "$KATA_KATAS")
(cd "$here" && "$kata" "${args[@]}") || { echo "grade-submission: kata grade failed" >&2; exit 2; }

results="$out/students/$name/results.json"
[ -f "$results" ] || { echo "grade-submission: no results for $name" >&2; exit 2; }
cat "$out/students/$name/report.md" 2>/dev/null
python3 - "$results" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
sys.exit(0 if r.get("score", 0) >= r.get("max_score", 1) > 0 else 1)
PY
