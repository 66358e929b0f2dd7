#!/usr/bin/env bash
# Set up everything the tests need on a fresh machine, then run them.
# Usage: bash tests/run.sh [pytest args...]
set -euo pipefail
cd "$(dirname "$0")/.."

# Headless Chromium for the browser tests (Debian's package; Playwright's own
# browser download is not used: it needs the internet).
if ! command -v chromium >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends chromium chromium-driver >/dev/null
  else
    echo "tests/run.sh: Chromium is missing; install it with: sudo apt-get install chromium chromium-driver" >&2
    exit 1
  fi
fi

python3 -m pip install -q -e ".[test]"
python3 -m pytest "$@"
