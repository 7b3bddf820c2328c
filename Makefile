# The project's commands. Each one runs scripts/setup.sh first, which installs what is missing
# (see docs/development.md); tools are cached in $BRIDGE_TOOLS_DIR (default ~/.cache/bridge-tools).
.PHONY: help setup serve test dist screenshot screenshots clean

help:
	@echo "make serve       build and serve the app at http://127.0.0.1:8080"
	@echo "make test        every check: fmt, clippy, tests, release build, browser tests"
	@echo "make dist        release build in dist/, hostable under any path"
	@echo "make setup       install the tools only"
	@echo "make screenshot  refresh the README's pictures (docs/*.png) from dist/"
	@echo "make screenshots every play screen at four sizes, English and Persian, into SHOTS"
	@echo "                 (SCENES=all, or a list such as SCENES=play,mini: see e2e/shots.mjs)"

setup:
	bash scripts/setup.sh

serve:
	bash scripts/serve.sh

test:
	bash scripts/test.sh

dist:
	bash scripts/dist.sh

screenshot: dist
	cd e2e && node shots.mjs ../dist $${TMPDIR:-/tmp}/bridge-readme-shots --scenes menu,play --readme ../docs

# Where `make screenshots` writes (outside the repository by default), and which scenes.
SHOTS ?= $${TMPDIR:-/tmp}/bridge-shots
SCENES ?= play
screenshots: dist
	cd e2e && node shots.mjs ../dist $(SHOTS) --scenes $(SCENES)

clean:
	rm -rf dist
	cargo clean
