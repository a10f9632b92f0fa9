#!/usr/bin/env bash
# Gradescope runs this once when it builds the autograder image (Ubuntu, as root).
# It installs Swift and bubblewrap, then builds the ContainerKata runner that run_autograder uses.
#
# The autograder zip holds this folder's two files at its top level plus the ContainerKata
# repository in ContainerKata/ (see docs/CLASSROOM.md, "Gradescope"), unpacked to /autograder/source.
set -euo pipefail

AUTOGRADER_ROOT="${AUTOGRADER_ROOT:-/autograder}"
KATA_HOME="${KATA_HOME:-$AUTOGRADER_ROOT/source/ContainerKata}"
SWIFT_VERSION="${SWIFT_VERSION:-6.3.1}"

export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# Swift's runtime dependencies on Ubuntu, per swift.org's install guide, plus the sandbox.
apt-get install -y -qq --no-install-recommends \
    binutils ca-certificates curl git gnupg2 libc6-dev libcurl4-openssl-dev libedit2 libgcc-11-dev \
    libpython3-dev libsqlite3-0 libstdc++-11-dev libxml2-dev libz3-dev pkg-config tzdata unzip zlib1g-dev \
    bubblewrap >/dev/null

if ! command -v swift >/dev/null 2>&1; then
    . /etc/os-release
    platform="ubuntu${VERSION_ID}"
    tarball="swift-${SWIFT_VERSION}-RELEASE-${platform}.tar.gz"
    url="https://download.swift.org/swift-${SWIFT_VERSION}-release/${platform//./}/swift-${SWIFT_VERSION}-RELEASE/${tarball}"
    echo "setup: installing Swift ${SWIFT_VERSION} from ${url}"
    curl -fsSL "$url" -o "/tmp/${tarball}"
    mkdir -p /opt/swift && tar -xzf "/tmp/${tarball}" -C /opt/swift --strip-components=1
    ln -sf /opt/swift/usr/bin/* /usr/local/bin/
fi

cd "$KATA_HOME"
swift build --product kata
swift build --product KataRuntime
echo "setup: ContainerKata runner built in $KATA_HOME/.build"
