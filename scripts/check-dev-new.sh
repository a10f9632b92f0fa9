#!/usr/bin/env bash
# Proves `kata dev new` on a fresh clone (issue 8's measure): it edits no existing file, adds at most
# 5 paths (git status entries), the package still builds, `kata list --format json` lists the new
# kata, and `kata dev check <id>` reports on it with a meaningful exit code (0 or 1, never a crash).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
clone="$(mktemp -d /tmp/kata-dev-new.XXXXXX)"
trap 'rm -rf "$clone"' EXIT
git clone -q "$root" "$clone/repo"
cd "$clone/repo"
swift build --product kata >/dev/null
.build/debug/kata dev new sibling-swap --title "Swap two siblings"
modified=$(git status --porcelain | grep -v '^??' || true)
added=$(git status --porcelain | grep '^??' | wc -l)
files=$(git status --porcelain -uall | grep '^??' | wc -l)
echo "check-dev-new: $added new paths ($files files), modified: ${modified:-none}"
[ -z "$modified" ] || { echo "check-dev-new: FAILED — existing files changed" >&2; exit 1; }
[ "$added" -le 5 ] || { echo "check-dev-new: FAILED — more than 5 new paths" >&2; exit 1; }
swift build >/dev/null
.build/debug/kata list --format json | grep -q '"sibling-swap"' || { echo "check-dev-new: FAILED — not listed" >&2; exit 1; }
set +e
.build/debug/kata dev check sibling-swap
status=$?
set -e
[ "$status" -eq 0 ] || [ "$status" -eq 1 ] || { echo "check-dev-new: FAILED — dev check exited $status" >&2; exit 1; }
echo "check-dev-new: ok (dev check exit $status)"
