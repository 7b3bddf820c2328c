# shellcheck shell=bash
# Shared settings of the project's scripts: tool versions, the tool cache, PATH, and the wasm
# build environment. Sourced by setup.sh, test.sh, serve.sh and dist.sh; sets nothing that
# native cargo builds see, except PATH.
#
#   BRIDGE_TOOLS_DIR   where slow tool builds are kept (default ~/.cache/bridge-tools)
#   BRIDGE_WASM_ROUTE  rustup | debian: force how the wasm32 target is provided (default: the
#                      route setup.sh found working on this machine, else rustup)

BRIDGE_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BRIDGE_TOOLS_DIR=${BRIDGE_TOOLS_DIR:-${HOME:-/root}/.cache/bridge-tools}
export BRIDGE_TOOLS_DIR

TRUNK_VERSION=0.21.14
BINARYEN_VERSION=132

# The wasm-bindgen CLI must match the wasm-bindgen crate in Cargo.lock exactly.
WASM_BINDGEN_VERSION=$(awk '
  $0 == "name = \"wasm-bindgen\"" { getline; gsub(/version = |"/, ""); print; exit }
' "$BRIDGE_ROOT/Cargo.lock")
if [ -z "$WASM_BINDGEN_VERSION" ]; then
  echo "error: no wasm-bindgen package in $BRIDGE_ROOT/Cargo.lock" >&2
  return 1 2>/dev/null || exit 1
fi

TRUNK_ROOT=$BRIDGE_TOOLS_DIR/trunk-$TRUNK_VERSION
WASM_BINDGEN_ROOT=$BRIDGE_TOOLS_DIR/wasm-bindgen-cli-$WASM_BINDGEN_VERSION
NODE_BIN=$BRIDGE_ROOT/e2e/node_modules/.bin

export PATH="$TRUNK_ROOT/bin:$WASM_BINDGEN_ROOT/bin:$NODE_BIN:$HOME/.cargo/bin:$PATH"
# Trunk must not look for updates or download tools (no access to GitHub here).
export TRUNK_SKIP_VERSION_CHECK=true
# Native builds must never rebuild std (that belongs to the Debian wasm route only).
unset CARGO_UNSTABLE_BUILD_STD

# The route that provides the wasm32 target: forced, or as recorded by setup.sh.
wasm_route() {
  if [ -n "${BRIDGE_WASM_ROUTE:-}" ]; then
    echo "$BRIDGE_WASM_ROUTE"
  elif [ -f "$BRIDGE_TOOLS_DIR/wasm-route" ]; then
    cat "$BRIDGE_TOOLS_DIR/wasm-route"
  else
    echo rustup
  fi
}

# Runs a command that builds for wasm32 (clippy, trunk) in the environment of the route.
with_wasm_env() {
  case "$(wasm_route)" in
    debian)
      env PATH="/usr/bin:$PATH" \
        RUSTC_BOOTSTRAP=1 \
        CARGO_UNSTABLE_BUILD_STD=std,panic_abort \
        CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER=wasm-ld-22 \
        "$@"
      ;;
    rustup)
      "$@"
      ;;
    *)
      echo "error: BRIDGE_WASM_ROUTE must be rustup or debian, not '$(wasm_route)'" >&2
      return 2
      ;;
  esac
}
