# The project's commands. Each one runs scripts/setup.sh first, which installs what is missing
# (see README.md); tools are cached in $BRIDGE_TOOLS_DIR (default ~/.cache/bridge-tools).
.PHONY: help setup serve test dist screenshot clean

help:
	@echo "make serve       build and serve the app at http://127.0.0.1:8080"
	@echo "make test        every check: fmt, clippy, tests, release build, browser tests"
	@echo "make dist        release build in dist/, hostable under any path"
	@echo "make setup       install the tools only"
	@echo "make screenshot  refresh docs/screenshot.png from dist/"

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

clean:
	rm -rf dist
	cargo clean
