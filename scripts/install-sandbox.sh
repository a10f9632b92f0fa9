#!/usr/bin/env bash
# Kept for the name the docs first used: the sandbox (bwrap) and the CI tools install together.
exec "$(dirname "$0")/install-ci-tools.sh" "$@"
