#!/usr/bin/env bash
# Clones each student repository listed in STUDENTS (one owner/name per line, # for comments) and
# grades all of them with THIS checkout's graders into OUT (grades.csv, summary.md, a folder per
# student). Used by .github/workflows/grade-class.yml; GH_TOKEN, when set, authenticates the clones.
#
#   scripts/grade-class.sh STUDENTS OUT
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
students="${1:?usage: grade-class.sh STUDENTS OUT}"
out="${2:?usage: grade-class.sh STUDENTS OUT}"
kata="${KATA_BIN:-$here/.build/debug/kata}"
class="$(mktemp -d "${TMPDIR:-/tmp}/kata-class.XXXXXX")"
trap 'rm -rf "$class"' EXIT
chmod 700 "$class"
while read -r repo; do
    repo="${repo%%#*}"; repo="$(echo "$repo" | tr -d '[:space:]')"
    [ -n "$repo" ] || continue
    name="${repo//\//__}"
    url="https://github.com/$repo.git"
    [ -n "${GH_TOKEN:-}" ] && url="https://x-access-token:${GH_TOKEN}@github.com/$repo.git"
    if git clone -q --depth 1 "$url" "$class/clone-$name" 2>/dev/null; then
        mkdir -p "$class/students/$name"
        # Only the exercises travel; nothing else of the student's repository is used.
        [ -d "$class/clone-$name/Exercises" ] && cp -R "$class/clone-$name/Exercises" "$class/students/$name/"
    else
        echo "grade-class: could not clone $repo" >&2
        mkdir -p "$class/students/$name"
    fi
    rm -rf "$class/clone-$name"
done < "$students"
mkdir -p "$out"
(cd "$here" && "$kata" grade "$class/students" --out "$(cd "$out" && pwd)" --timeout "${KATA_TIMEOUT:-20}")
