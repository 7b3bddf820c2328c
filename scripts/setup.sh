#!/usr/bin/env bash
# Installs whatever the project needs that is missing, and nothing that is already there:
#   - the wasm32-unknown-unknown target: `rustup target add` (2 minutes at most), else Debian's
#     rustc-web + rust-web-src (std rebuilt by -Z build-std) + lld-22 (BRIDGE_WASM_ROUTE forces
#     either route);
#   - wasm-bindgen-cli at the version of Cargo.lock and trunk 0.21.14, built by cargo install
#     into versioned folders of BRIDGE_TOOLS_DIR (default ~/.cache/bridge-tools), outside the clone;
#   - Chromium and ChromeDriver from Debian (apt-get update first, only when something is missing);
#   - the npm packages of e2e/ (playwright-core, binaryen 132 for wasm-opt) by `npm ci`;
#   - the crates of Cargo.lock (`cargo fetch`, with std's own on the Debian route), since
#     Trunk builds offline.
# Never downloads a browser. A second run takes seconds.
set -euo pipefail
# shellcheck source=scripts/env.sh
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"

say() { printf '[setup] %s\n' "$*"; }
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi

mkdir -p "$BRIDGE_TOOLS_DIR"
# One setup at a time per tool cache (make serve and make test may start together).
exec 9>"$BRIDGE_TOOLS_DIR/.setup.lock"
flock 9

# ---- Debian packages ----------------------------------------------------------------------
APT_UPDATED=""
apt_install() {
  local missing=()
  for pkg in "$@"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" ||
      missing+=("$pkg")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  say "apt-get install ${missing[*]}"
  if [ -z "$APT_UPDATED" ]; then
    $SUDO apt-get update -qq
    APT_UPDATED=1
  fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends \
    "${missing[@]}" >/dev/null
}

need_pkgs=(chromium chromium-driver)
command -v node >/dev/null && command -v npm >/dev/null || need_pkgs+=(nodejs npm)
command -v python3 >/dev/null || need_pkgs+=(python3)
command -v flock >/dev/null || need_pkgs+=(util-linux)
apt_install "${need_pkgs[@]}"

# ---- wasm32 target ------------------------------------------------------------------------
debian_route() {
  apt_install rustc-web cargo-web rust-web-src libstd-rust-web-dev lld-22 rust-web-clippy
}

rustup_route() {
  command -v rustup >/dev/null || return 1
  rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown && return 0
  say "rustup target add wasm32-unknown-unknown (2 minutes at most)"
  timeout 120 rustup target add wasm32-unknown-unknown
}

case "${BRIDGE_WASM_ROUTE:-auto}" in
  rustup)
    rustup_route || { say "error: the rustup route failed (BRIDGE_WASM_ROUTE=rustup)"; exit 1; }
    route=rustup ;;
  debian)
    debian_route
    route=debian ;;
  auto)
    if rustup_route; then
      route=rustup
    else
      say "the rustup route failed: using Debian's rustc-web with build-std"
      debian_route
      route=debian
    fi ;;
  *)
    say "error: BRIDGE_WASM_ROUTE must be rustup or debian"; exit 2 ;;
esac
# Forced routes are not recorded: the recorded one is what works here without forcing.
[ -n "${BRIDGE_WASM_ROUTE:-}" ] || echo "$route" >"$BRIDGE_TOOLS_DIR/wasm-route"

# ---- Tools built from crates.io -----------------------------------------------------------
# cargo install into a versioned folder; skipped when the binary answers with the version.
# The two builds run side by side: each spends minutes on one core (its final crate), so
# together they finish sooner on 2 cores. Their profiles are relaxed (no LTO, 16 codegen
# units): these are build tools, and fat LTO alone costs trunk several single-core minutes.
cargo_tool() {
  local crate=$1 version=$2 root=$3 bin=$4
  shift 4
  if "$root/bin/$bin" --version 2>/dev/null | grep -qF " $version"; then
    return 0
  fi
  local log=$BRIDGE_TOOLS_DIR/logs/$crate-$version.log start=$SECONDS
  mkdir -p "$BRIDGE_TOOLS_DIR/logs"
  say "cargo install $crate $version (minutes, once per machine; log: $log)"
  if env -u CARGO_TARGET_DIR -u CARGO_BUILD_TARGET \
    CARGO_PROFILE_RELEASE_LTO=off CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
    cargo install "$crate" --version "=$version" --root "$root" --force "$@" >"$log" 2>&1; then
    say "$crate $version built in $((SECONDS - start)) s"
  else
    tail -n 30 "$log" >&2
    say "error: cargo install $crate $version failed (log: $log)"
    return 1
  fi
}
# wasm-bindgen-cli without --locked: its lock file pins a crate version the registry lacks.
cargo_tool wasm-bindgen-cli "$WASM_BINDGEN_VERSION" "$WASM_BINDGEN_ROOT" wasm-bindgen &
wbg_pid=$!
cargo_tool trunk "$TRUNK_VERSION" "$TRUNK_ROOT" trunk --locked || trunk_failed=1
wait "$wbg_pid" || exit 1
[ -z "${trunk_failed:-}" ] || exit 1

# ---- npm packages -------------------------------------------------------------------------
stamp=$BRIDGE_ROOT/e2e/node_modules/.bridge-setup-stamp
want=$(sha256sum "$BRIDGE_ROOT/e2e/package-lock.json" | cut -d' ' -f1)
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  say "npm ci (e2e/)"
  (cd "$BRIDGE_ROOT/e2e" && npm ci --no-audit --no-fund --loglevel=error)
  echo "$want" >"$stamp"
fi

# ---- Crates for offline wasm builds -------------------------------------------------------
(cd "$BRIDGE_ROOT" && cargo fetch --quiet)
if [ "$route" = debian ]; then
  # build-std resolves std's own dependencies (dlmalloc, …) from crates.io: fetch them too.
  (cd "$BRIDGE_ROOT" && with_wasm_env cargo fetch --quiet --target wasm32-unknown-unknown)
fi

# ---- Check ----------------------------------------------------------------------------------
check() {
  local what=$1 got=$2 want=$3
  if printf '%s' "$got" | grep -qF "$want"; then
    printf '[setup] %-13s %s\n' "$what" "$(printf '%s' "$got" | head -n1)"
  else
    say "error: $what: found '$got', need $want"
    exit 1
  fi
}
check "wasm route" "$route" "$route"
check "wasm-bindgen" "$(wasm-bindgen --version 2>&1)" "$WASM_BINDGEN_VERSION"
check "trunk" "$(trunk --version 2>&1)" "$TRUNK_VERSION"
check "wasm-opt" "$(wasm-opt --version 2>&1)" "version $BINARYEN_VERSION"
check "chromium" "$(/usr/bin/chromium --version 2>/dev/null)" "Chromium"
check "chromedriver" "$(/usr/bin/chromedriver --version 2>&1)" "ChromeDriver"
check "node" "$(node --version 2>&1)" "v"
