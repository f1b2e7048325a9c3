# Two commands on a fresh machine:  `make serve`  (the gateway on embedded defaults)  and  `make test`.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin

.PHONY: serve test lint bench check-policies

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip

$(VENV)/.runtime: pyproject.toml | $(BIN)/python
	$(BIN)/pip install -q -e .
	touch $@

$(VENV)/.dev: pyproject.toml | $(BIN)/python
	$(BIN)/pip install -q -e '.[dev]'
	touch $@ $(VENV)/.runtime

serve: $(VENV)/.runtime
	$(BIN)/gateway serve

test: $(VENV)/.dev
	bash scripts/ensure-services.sh
	$(BIN)/ruff check gateway classifiers tests bench
	$(BIN)/mypy gateway classifiers
	$(BIN)/pytest -q -p no:cacheprovider

bench: $(VENV)/.dev
	$(BIN)/python bench/run.py

check-policies: $(VENV)/.runtime
	$(BIN)/gateway check-policies policies
