#!/usr/bin/env bash
# Installs the tools classroom grading and its tests rely on, when they are missing:
#   bwrap    (Debian package bubblewrap)    — the sandbox `kata grade` runs learner code in;
#   xmllint  (Debian package libxml2-utils) — validates `kata verify --format junit` against a JUnit XSD;
#   chromium (Debian package chromium)      — opens the gradebook's class page headless in the tests
#            (with fonts-wqy-microhei, so Chinese text shows in its screenshots);
#   junitparser (PyPI)                       — reads that report as a JUnit consumer would.
# Safe to run repeatedly; does nothing when all are present. Needs root (or sudo) and apt-get to
# install; otherwise says what is missing and exits non-zero so CI notices.
set -euo pipefail

missing=()
command -v bwrap >/dev/null 2>&1 || missing+=(bubblewrap)
command -v xmllint >/dev/null 2>&1 || missing+=(libxml2-utils)
# The class page test needs a real browser; CI jobs that only grade can skip it (KATA_NO_BROWSER=1).
if [ "${KATA_NO_BROWSER:-0}" != 1 ]; then
    command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 || missing+=(chromium)
    # A Chinese font, so the page's Chinese (a zh-Hans gradebook, students' names) shows in screenshots.
    { command -v fc-list >/dev/null 2>&1 && fc-list :lang=zh | grep -q .; } || missing+=(fonts-wqy-microhei)
fi

# junitparser (PyPI): a real JUnit consumer that reads `kata verify --format junit` in the tests.
if command -v python3 >/dev/null 2>&1 && ! python3 -c 'import junitparser' >/dev/null 2>&1; then
    echo "install-ci-tools: installing junitparser (pip)"
    python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore junitparser \
        || { echo "install-ci-tools: pip could not install junitparser" >&2; exit 1; }
fi

if [ ${#missing[@]} -eq 0 ]; then
    echo "install-ci-tools: bwrap, xmllint and chromium are present"
    exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
    echo "install-ci-tools: missing ${missing[*]} and no apt-get here; install them with your package manager" >&2
    exit 1
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
        echo "install-ci-tools: missing ${missing[*]}; run this script as root to install them" >&2
        exit 1
    fi
fi

echo "install-ci-tools: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
command -v bwrap >/dev/null && command -v xmllint >/dev/null
[ "${KATA_NO_BROWSER:-0}" = 1 ] || command -v chromium >/dev/null || command -v chromium-browser >/dev/null
echo "install-ci-tools: done"
