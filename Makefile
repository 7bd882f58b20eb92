# Two entry points for a fresh machine:
#   make run   - install everything and start the explorer on the embedded demo network
#   make test  - install what the tests need (Chromium included, when possible) and run them
PYTHON ?= python3
VENV   ?= .venv
BIN     = $(VENV)/bin
PORT   ?= 8501

.PHONY: run test test-fast fuzz bench install install-test browser clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[ui]'
	touch $@

$(VENV)/.installed-test: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[ui,test]'
	touch $@

install: $(VENV)/.installed

install-test: $(VENV)/.installed-test

# Debian's Chromium for the browser tests (Playwright's own browser download is not used).
browser:
	@bash scripts/ensure-chromium.sh

run: install
	$(BIN)/knx import medical
	$(BIN)/streamlit run app.py --server.port $(PORT)

test: install-test browser
	$(BIN)/python -m pytest

test-fast: install-test
	$(BIN)/python -m pytest -m "not slow and not browser and not fuzz"

# Thousands of property-based examples per input surface (KNX_FUZZ_EXAMPLES each, default 5000).
fuzz: install-test
	$(BIN)/python -m pytest -m fuzz -s -q tests/test_fuzz.py

bench: install
	$(BIN)/python bench/engine_bench.py
	$(BIN)/python bench/ui_rerun_bench.py

clean:
	rm -rf $(VENV) .pytest_cache test-artifacts
