#!/usr/bin/env bash
# Builds the release app into dist/ with relative asset URLs: the folder can be hosted under any
# path (https://example.org/, https://example.org/games/bridge/, …) by any static file server
# that serves .wasm as application/wasm. `BRIDGE_TEST_HOOKS=1 bash scripts/dist.sh` builds the
# test variant the browser tests need (with the `#panic-test` hook).
set -euo pipefail
# shellcheck source=scripts/env.sh
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$BRIDGE_ROOT"
bash scripts/setup.sh
with_wasm_env trunk build --release --public-url ./
# The service worker: dist/sw.js with the list of every file of this build and its version.
node scripts/precache.mjs dist
echo "dist/ is ready: $(du -sh dist | cut -f1) in $(find dist -type f | wc -l) files"
