#!/usr/bin/env bash
# Builds and runs Tests/ClientPackage: ordinary UIKit code compiled against UIKitSim through a
# path dependency, as a learner's or app's package would use it. Exits nonzero if it does not
# build or if UIKitSim's observed orders/texts differ from uikit-semantics.md.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
scratch="$root/.build/client-package"
# SwiftPM can keep a stale build plan for a path dependency whose source folders changed
# (a new folder under Sources/UIKitSim is then "not in scope"): plan afresh every run.
rm -f "$scratch/debug.yaml" "$scratch"/*/debug/description.json
if ! swift run --package-path Tests/ClientPackage --scratch-path "$scratch" ClientApp; then
    echo "check-client-package: FAILED" >&2
    exit 1
fi
