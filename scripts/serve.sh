#!/usr/bin/env bash
# Builds the app (dev profile) and serves it at http://127.0.0.1:8080, rebuilding on changes.
set -euo pipefail
# shellcheck source=scripts/env.sh
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$BRIDGE_ROOT"
bash scripts/setup.sh
echo "Serving the app at http://127.0.0.1:8080 (Ctrl-C stops)"
with_wasm_env trunk serve --address 127.0.0.1 --port 8080 "$@"
