#!/usr/bin/env bash
# Every check of the project, in the order CI runs them (`make test`):
#   setup, rustfmt, the native test build with clippy, native tests of every crate (beside the
#   steps after it), the engine's scoring cross-check (if tests/scoring_crosscheck.py exists), the
#   release wasm build with Trunk (wasm-release profile + wasm-opt; it runs beside the native
#   steps, with clippy for wasm32) and the end-to-end tests of that build in headless Chromium.
#   Later steps still run when an earlier one fails, except the end-to-end tests, which need the
#   build. Exits non-zero if any step failed.
set -uo pipefail
# shellcheck source=scripts/env.sh
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$BRIDGE_ROOT"

bash scripts/setup.sh || exit 1

# A whole check mostly compiles from cold: incremental compilation's bookkeeping only costs here
# (the cold test build took 520 CPU seconds with it, 445 without). Set it to 1 to keep it.
export CARGO_INCREMENTAL=${CARGO_INCREMENTAL:-0}

results=()
failed=0
step() {
  local name=$1
  shift
  printf '\n==> %s\n' "$name"
  local start=$SECONDS status=ok
  "$@" || { status=FAILED; failed=1; }
  results+=("$(printf '%-34s %-7s %4d s' "$name" "$status" $((SECONDS - start)))")
  [ "$status" = ok ]
}

# Runs end-to-end test files in the order given (each file is its own `node --test`, its browser
# its own), printing each file's report whole when it ends; fails if one did. Two files at a time
# while the native tests run beside them, three once those have ended: a browser file waits on
# its page part of the time, so two alone left the cores partly idle.
e2e_files() {
  local logs status=0 running=() alive pid f
  logs=$(mktemp -d)
  for f in "$@"; do
    # A free place: fewer files running than the width allows (looked at once a second).
    while :; do
      alive=()
      for pid in "${running[@]}"; do ! kill -0 "$pid" 2>/dev/null || alive+=("$pid"); done
      running=("${alive[@]}")
      [ "${#running[@]}" -lt "$(e2e_width)" ] && break
      sleep 1
    done
    e2e_file "$logs" "$f" &
    running+=("$!")
  done
  wait "${running[@]}" 2>/dev/null
  local files=$# tests
  tests=$(cat "$logs"/*.log | awk '/^ℹ tests /{n += $3} END {print n + 0}')
  if compgen -G "$logs/*.failed" >/dev/null; then
    status=1
    printf '\n%d of %d end-to-end files failed:\n' "$(ls "$logs"/*.failed | wc -l)" "$files"
    for f in "$logs"/*.failed; do basename "$f" .log.failed; done
  fi
  printf '\nend-to-end: %d tests in %d files (the two timed files run after)\n' "$tests" "$files"
  rm -rf "$logs"
  return "$status"
}

# One end-to-end file, its report into the folder `$1` (and a `.failed` mark if it failed), then
# shown whole.
e2e_file() {
  local log
  log="$1/$(basename "$2").log"
  { printf '\n--- %s\n' "$2"; node --test --test-reporter=spec "$2" 2>&1; } >"$log" || touch "$log.failed"
  flock "$1" cat "$log"
}

# How many end-to-end files run at once: two beside the native tests, three after them.
e2e_width() {
  if [ -n "${native_pid:-}" ] && kill -0 "$native_pid" 2>/dev/null; then echo 2; else echo 3; fi
}

step "cargo fmt --check" cargo fmt --all --check

# Clippy lints while the builds compile: clippy-driver (what `cargo clippy` runs) compiles the
# workspace's own crates, dependencies stay plain rustc. Separate `cargo clippy` runs compiled
# every dependency a second and third time in check mode (native and wasm32: about 430 of a cold
# run's 2600 CPU seconds). `cargo test --no-run` builds what `--all-targets` checks (lib, bins,
# tests, examples; there are no benches).
native_driver=$(rustc --print sysroot)/bin/clippy-driver
wasm_driver=$(with_wasm_env rustc --print sysroot)/bin/clippy-driver
# cargo for the native steps: clippy's findings in the workspace's crates are errors.
clippy_env=(RUSTC_WORKSPACE_WRAPPER="$native_driver" CLIPPY_ARGS=-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__)
clippy_cargo() {
  env "${clippy_env[@]}" cargo "$@"
}

# The release build runs in the background from the start, beside the native test build and
# tests (its own profile and target folders, so no cargo lock is shared): it takes the cores those
# leave idle (their serial stretches), and its long last stages (link-time optimisation with one
# codegen unit, wasm-opt) keep one core busy while the tests use the other, which saves minutes
# of a cold run. At the same priority as the tests: at a lower one (nice 10) its serial last
# stages starved while the tests kept both cores busy and ran 133 s after them on one core. Its
# output is shown in the step below, after the tests'.
build_log=$(mktemp)
native_log=$(mktemp)
tests_from=$(mktemp)
trap 'rm -f "$build_log" "$native_log" "$tests_from"' EXIT
# A test build: BRIDGE_TEST_HOOKS=1 compiles in the `#panic-test` hook the browser tests use.
# Clippy's findings stay warnings here (so the browser tests still run) and fail the step
# "clippy (wasm32, release build)" below.
with_wasm_env env BRIDGE_TEST_HOOKS=1 RUSTC_WORKSPACE_WRAPPER="$wasm_driver" CLIPPY_ARGS= \
  trunk build --release --public-url ./ >"$build_log" 2>&1 &
build_pid=$!
release_build() {
  local status=0
  wait "$build_pid" || status=$?
  cat "$build_log"
  return "$status"
}

touch "$tests_from"
# The native tests run in the background beside the browser tests once their build passed: their
# long single tests (a robot game set, every meaning in every language, the CLI's bench) kept one
# core idle for minutes while the other ran them. A little below the browser tests' priority, so
# those (which wait for the page with time limits) come first when both want a core. Their
# output is shown in the step "native tests", after the browser tests that run beside them.
native_pid=
if step "clippy and test build (native)" clippy_cargo test --workspace --locked --no-run; then
  env "${clippy_env[@]}" nice -n 5 cargo test --workspace --locked --no-fail-fast >"$native_log" 2>&1 &
  native_pid=$!
else
  # Clippy's findings stopped that build: the tests still run, built by plain rustc.
  step "native tests" cargo test --workspace --locked --no-fail-fast
fi
native_tests() {
  local status=0
  wait "$native_pid" || status=$?
  cat "$native_log"
  return "$status"
}

# The `bridge` CLI is used by the scoring cross-check and by the table's browser tests. The native
# test build makes it (the CLI's own tests run it); it is built here only if that did not, since
# `cargo build -p bridge-cli` alone unifies features differently and compiles much again (and
# waits for the native tests, which hold cargo's lock while they run).
target_dir=${CARGO_TARGET_DIR:-$BRIDGE_ROOT/target}
export BRIDGE_CLI=$target_dir/debug/bridge
cli_built() {
  if { [ -n "$native_pid" ] && [ -x "$BRIDGE_CLI" ]; } || [ "$BRIDGE_CLI" -nt "$tests_from" ]; then
    echo "built by the native test build: $BRIDGE_CLI"
  else
    cargo build -p bridge-cli --locked
  fi
}
if step "build bridge CLI" cli_built &&
  [ -f tests/scoring_crosscheck.py ]; then
  step "scoring cross-check" python3 tests/scoring_crosscheck.py "$BRIDGE_CLI"
fi

build_ok=1
# Its time here is only what was left after the steps above.
step "trunk build --release (rest)" release_build || build_ok=0
# Every warning of the release build is one of clippy's or the compiler's, and fails like theirs.
clippy_wasm() {
  ! grep -E -A12 '^(warning|error)(\[|:)' "$build_log"
}
step "clippy (wasm32, release build)" clippy_wasm
# The service worker of the build (dist/sw.js: every file of the build, and its version).
[ "$build_ok" = 0 ] || step "service worker precache list" node scripts/precache.mjs dist || build_ok=0

printf '\n==> summary before the end-to-end tests\n'
printf '  %s\n' "${results[@]}"
[ -z "$native_pid" ] || echo "  (native tests: running beside the browser tests, shown after them)"

cd e2e || exit 1
export BRIDGE_DIST="$BRIDGE_ROOT/dist"
# The two files that measure the page's main-thread tasks run alone, at the end; the others run
# two or three files at a time (each its own browser, see e2e_files), which saves about a quarter
# of this step on two cores.
timed=(tests/dd.test.mjs tests/robots.test.mjs)
# The longest files start first (a long file started last ran alone on one core at the end): by
# the time each took on 2026-12-05 (docs/development.md), longest first; the files not listed
# follow in name order. A stale list only costs time.
longest=(club-files learning table declare screens languages fit director layout sessions games
  club-evening costs embed scorer)
mapfile -t rest < <(
  for f in "${longest[@]}"; do [ ! -f "tests/$f.test.mjs" ] || echo "tests/$f.test.mjs"; done
  printf '%s\n' tests/*.test.mjs |
    grep -vxF -f <(printf 'tests/%s.test.mjs\n' "${longest[@]}"; printf '%s\n' "${timed[@]}")
)
if [ "$build_ok" = 1 ]; then
  step "end-to-end tests (2-3 at a time)" e2e_files "${rest[@]}"
else
  echo "end-to-end tests skipped: the release build failed"
  failed=1
fi
[ -z "$native_pid" ] || step "native tests" native_tests
[ "$build_ok" = 0 ] ||
  step "end-to-end tests (timed, alone)" node --test --test-concurrency=1 --test-reporter=spec "${timed[@]}"

printf '\n==> summary\n'
printf '  %s\n' "${results[@]}"
if [ "$failed" != 0 ]; then
  echo "make test: FAILED (see the steps above)"
  exit 1
fi
