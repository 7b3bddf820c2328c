# The project's commands. Each one runs scripts/setup.sh first, which installs what is missing
# (see README.md); tools are cached in $BRIDGE_TOOLS_DIR (default ~/.cache/bridge-tools).
.PHONY: help setup serve test dist screenshot screenshots clean

help:
	@echo "make serve       build and serve the app at http://127.0.0.1:8080"
	@echo "make test        every check: fmt, clippy, tests, release build, browser tests"
	@echo "make dist        release build in dist/, hostable under any path"
	@echo "make setup       install the tools only"
	@echo "make screenshot  refresh the README's pictures (docs/*.png) from dist/"
	@echo "make screenshots every play screen at four sizes, English and Persian, into SHOTS"

setup:
	bash scripts/setup.sh

serve:
	bash scripts/serve.sh

test:
	bash scripts/test.sh

dist:
	bash scripts/dist.sh

screenshot: dist
	cd e2e && node screenshot.mjs ../dist ../docs/screenshot.png
	cd e2e && node shots.mjs ../dist $${TMPDIR:-/tmp}/bridge-readme-shots --readme ../docs

# Where `make screenshots` writes (outside the repository by default).
SHOTS ?= $${TMPDIR:-/tmp}/bridge-shots
screenshots: dist
	cd e2e && node shots.mjs ../dist $(SHOTS)

clean:
	rm -rf dist
	cargo clean
