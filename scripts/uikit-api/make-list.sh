#!/usr/bin/env bash
# Regenerates docs/spec/uikit-api/UIKit-iOS16.5.txt: UIKitSim's current public surface, keeping
# only the lines for which the iOS SDK given as $1 has evidence (scripts/uikit-api/evidence.py),
# and optional-requirements.txt: the members of UIKitSim's protocols that are @optional in UIKit
# (scripts/uikit-api/optional-requirements.py; copy a change into KataEngine's
# UIKitOptionalRequirements.swift, a test holds the two equal).
# Lines without evidence are printed and left out: remove them from UIKitSim, move them behind
# @_spi(Simulator), or (after reading Apple's documentation or the headers) add them to
# ios17.txt or simulator-only.txt by hand. Review the diff line by line before committing.
#   scripts/uikit-api/make-list.sh /path/to/iPhoneOS16.5.sdk
set -euo pipefail
if [[ $# -ne 1 || ! -d "$1/System/Library/Frameworks/UIKit.framework/Headers" ]]; then
    echo "usage: $0 SDK_DIR   (an iPhoneOS SDK with System/Library/Frameworks/UIKit.framework/Headers)" >&2
    exit 64
fi
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
dump="$(mktemp)"
trap 'rm -f "$dump"' EXIT
cd "$root"
# The test writes the surface before comparing; it may fail here (that is why we regenerate).
UIKITSIM_API_DUMP="$dump" swift test --filter 'UIKitSubsetTests/publicSurfaceIsASubsetOfUIKit' >/dev/null 2>&1 || true
if [[ ! -s "$dump" ]]; then
    echo "make-list: the surface was not written (does 'swift build --build-tests' succeed?)" >&2
    exit 70
fi
python3 "$root/scripts/uikit-api/evidence.py" "$1" "$dump" > "$root/docs/spec/uikit-api/UIKit-iOS16.5.txt"
echo "wrote docs/spec/uikit-api/UIKit-iOS16.5.txt ($(grep -vc '^#' "$root/docs/spec/uikit-api/UIKit-iOS16.5.txt") lines)"
python3 "$root/scripts/uikit-api/optional-requirements.py" "$1" "$dump" > "$root/docs/spec/uikit-api/optional-requirements.txt"
echo "wrote docs/spec/uikit-api/optional-requirements.txt ($(grep -vc '^#' "$root/docs/spec/uikit-api/optional-requirements.txt") lines)"
