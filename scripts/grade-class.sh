#!/usr/bin/env bash
# Grades a class of student repositories with THIS checkout's graders. Used by
# .github/workflows/grade-class.yml, which runs it as a matrix of shards and a merge:
#
#   grade-class.sh plan  STUDENTS                 prints shards=["1/N",…] (for $GITHUB_OUTPUT):
#                                                 N = ceil(students / SHARD_SIZE), SHARD_SIZE=50
#   grade-class.sh grade STUDENTS OUT [I/N]       clones the students of shard I of N (all without
#                                                 I/N) and grades them into the gradebook OUT
#   grade-class.sh merge OUT SHARD_GRADEBOOK...   merges shard gradebooks into OUT
#   grade-class.sh STUDENTS OUT                   the whole class on one machine (as `grade`)
#
# STUDENTS lists one owner/name per line (# for comments). A student's folder is owner__name; its
# shard is the one `kata grade --shard` picks (SHA-256 of the folder name, first 15 hex digits,
# mod N, plus 1), so each shard clones only its own students. GH_TOKEN, when set, authenticates
# the clones; CLONE_BASE (default https://github.com) is where repositories are cloned from.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
kata="${KATA_BIN:-$here/.build/debug/kata}"
usage() { echo "usage: grade-class.sh plan STUDENTS | grade STUDENTS OUT [I/N] | merge OUT GRADEBOOK... | STUDENTS OUT" >&2; exit 64; }

# The roster without comments and blanks, one owner/name per line.
roster() { sed -e 's/#.*//' -e 's/[[:space:]]//g' "$1" | grep -v '^$' || true; }

# The 1-based shard of a student folder name among N (the same rule as ClassShard).
shard_of() {
    local hex; hex="$(printf '%s' "$1" | sha256sum | cut -c1-15)"
    echo $(( (16#$hex % $2) + 1 ))
}

plan() {
    [ -r "$1" ] || { echo "grade-class: cannot read $1" >&2; exit 65; }
    local size="${SHARD_SIZE:-50}" count
    count="$(roster "$1" | wc -l)"
    local n=$(( (count + size - 1) / size )); [ "$n" -ge 1 ] || n=1; [ "$n" -le 256 ] || n=256
    local list="" i
    for ((i = 1; i <= n; i++)); do list+="${list:+,}\"$i/$n\""; done
    echo "shards=[$list]"
}

grade() {
    local students="$1" out="$2" shard="${3:-}"
    [ -r "$students" ] || { echo "grade-class: cannot read $students" >&2; exit 65; }
    local index="" count=""
    if [ -n "$shard" ]; then
        [[ "$shard" =~ ^([0-9]+)/([0-9]+)$ ]] || { echo "grade-class: shard must be I/N, got $shard" >&2; exit 64; }
        index="${BASH_REMATCH[1]}"; count="${BASH_REMATCH[2]}"
    fi
    local class; class="$(mktemp -d "${TMPDIR:-/tmp}/kata-class.XXXXXX")"
    trap 'rm -rf "$class"' EXIT
    chmod 700 "$class"
    mkdir -p "$class/students"
    local base="${CLONE_BASE:-https://github.com}" repo name url
    while read -r repo; do
        name="${repo//\//__}"
        if [ -n "$shard" ] && [ "$(shard_of "$name" "$count")" != "$index" ]; then continue; fi
        url="$base/$repo.git"
        [ -n "${GH_TOKEN:-}" ] && [ "$base" = "https://github.com" ] && url="https://x-access-token:${GH_TOKEN}@github.com/$repo.git"
        if git clone -q --depth 1 "$url" "$class/clone-$name" 2>/dev/null; then
            mkdir -p "$class/students/$name"
            # Only the exercises travel; nothing else of the student's repository is used.
            [ -d "$class/clone-$name/Exercises" ] && cp -R "$class/clone-$name/Exercises" "$class/students/$name/"
        else
            echo "grade-class: could not clone $repo" >&2
            mkdir -p "$class/students/$name"
        fi
        rm -rf "$class/clone-$name"
    done < <(roster "$students")
    mkdir -p "$out"
    local args=(grade "$class/students" --out "$(cd "$out" && pwd)" --timeout "${KATA_TIMEOUT:-20}")
    [ -n "$shard" ] && args+=(--shard "$shard")
    [ -n "${KATA_KATAS:-}" ] && args+=(--katas "$KATA_KATAS")
    (cd "$here" && "$kata" "${args[@]}")
}

merge() {
    local out="$1"; shift
    [ $# -gt 0 ] || usage
    local inputs=() dir
    for dir in "$@"; do inputs+=("$(cd "$dir" && pwd)"); done
    mkdir -p "$(dirname "$out")"
    (cd "$here" && "$kata" grade --merge "${inputs[@]}" --out "$(cd "$(dirname "$out")" && pwd)/$(basename "$out")")
}

case "${1:-}" in
    plan) [ $# -eq 2 ] || usage; plan "$2" ;;
    grade) [ $# -ge 3 ] && [ $# -le 4 ] || usage; grade "$2" "$3" "${4:-}" ;;
    merge) [ $# -ge 3 ] || usage; shift; merge "$@" ;;
    "") usage ;;
    *) [ $# -eq 2 ] || usage; grade "$1" "$2" ;;
esac
