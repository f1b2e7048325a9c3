# Two commands on a fresh machine:  `make serve`  (the gateway on embedded defaults)  and  `make test`.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin

.PHONY: serve test lint bench check-policies

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip

# The package compiles gateway/classify with mypyc (setup.py): an edit there rebuilds it.
NATIVE_SRC := setup.py $(wildcard gateway/classify/*.py)

$(VENV)/.runtime: pyproject.toml constraints.txt $(NATIVE_SRC) | $(BIN)/python
	$(BIN)/pip install -q -c constraints.txt -e .
	touch $@

$(VENV)/.dev: pyproject.toml constraints.txt $(NATIVE_SRC) | $(BIN)/python
	$(BIN)/pip install -q -c constraints.txt -e '.[dev]'
	touch $@ $(VENV)/.runtime

serve: $(VENV)/.runtime
	$(BIN)/gateway serve

# Two workers, each taking whole modules (module fixtures start once); TEST_WORKERS=0 runs in one process.
TEST_WORKERS ?= 2

test: $(VENV)/.dev
	bash scripts/ensure-services.sh
	$(BIN)/ruff check setup.py gateway classifiers tests bench
	$(BIN)/mypy gateway classifiers
	$(BIN)/pytest -q -p no:cacheprovider -n $(TEST_WORKERS) --dist loadscope

bench: $(VENV)/.dev
	$(BIN)/python bench/run.py

check-policies: $(VENV)/.runtime
	$(BIN)/gateway check-policies policies
