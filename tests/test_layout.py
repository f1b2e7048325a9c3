"""The package layout stays a map: no module loose in ``gateway/``, no import cycle among gateway modules.

A cycle means two modules cannot be understood (or imported, or moved) one without the other; only imports
that run when a module is imported count, so an import inside a function or under ``if TYPE_CHECKING:`` is
the honest way to name a type or break a start-up cost without creating one.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1] / "gateway"
TOP_LEVEL_ALLOWED = {"__init__.py", "settings.py", "__main__.py"}


def module_name(path: Path, root: Path) -> str:
    parts = ["gateway", *path.relative_to(root).with_suffix("").parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _module_level_imports(body: list[ast.stmt]) -> list[ast.Import | ast.ImportFrom]:
    """Import statements that run at import time: top level, and inside module-level if/try/with blocks."""
    found: list[ast.Import | ast.ImportFrom] = []
    for node in body:
        if isinstance(node, ast.Import | ast.ImportFrom):
            found.append(node)
        elif isinstance(node, ast.If):
            if not _is_type_checking(node.test):
                found += _module_level_imports(node.body)
            found += _module_level_imports(node.orelse)
        elif isinstance(node, ast.Try):
            for block in (node.body, node.orelse, node.finalbody, *(h.body for h in node.handlers)):
                found += _module_level_imports(block)
        elif isinstance(node, ast.With):
            found += _module_level_imports(node.body)
    return found


def import_graph(root: Path) -> dict[str, set[str]]:
    """Module -> the gateway modules it imports at import time (``from gateway.x import y`` names the module
    ``gateway.x.y`` when that is a module, else ``gateway.x``); importing a submodule runs its package too."""
    paths = {module_name(path, root): path for path in sorted(root.rglob("*.py"))}
    graph: dict[str, set[str]] = {}
    for name, path in paths.items():
        is_package = path.name == "__init__.py"
        edges: set[str] = set()
        for node in _module_level_imports(ast.parse(path.read_text(encoding="utf-8")).body):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                if node.level:  # relative: resolve against this module's package
                    base = name.split(".") if is_package else name.split(".")[:-1]
                    base = base[: len(base) - (node.level - 1)]
                    source = ".".join([*base, node.module] if node.module else base)
                else:
                    source = node.module or ""
                targets = [
                    f"{source}.{alias.name}" if f"{source}.{alias.name}" in paths else source for alias in node.names
                ]
            for target in targets:
                if target not in paths and target.rsplit(".", 1)[0] in paths:
                    target = target.rsplit(".", 1)[0]  # `import gateway.x.attr` never happens; be safe
                # importing gateway.a.b imports gateway.a first: the package's own imports count too
                parts = target.split(".")
                for depth in range(2, len(parts) + 1):
                    prefix = ".".join(parts[:depth])
                    if prefix in paths and prefix != name and not name.startswith(prefix + "."):
                        edges.add(prefix)
        graph[name] = edges
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle as its modules in import order (first repeated at the end), or None."""
    state: dict[str, int] = {}  # 1 on the stack, 2 done
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return [*stack[stack.index(nxt) :], nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def test_no_import_cycle_among_gateway_modules() -> None:
    cycle = find_cycle(import_graph(ROOT))
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])


def test_no_module_sits_directly_in_gateway() -> None:
    loose = sorted(p.name for p in ROOT.glob("*.py") if p.name not in TOP_LEVEL_ALLOWED)
    assert not loose, f"modules directly in gateway/ (put each in the package of its job): {loose}"


def _tree(tmp_path: Path, files: dict[str, str]) -> Path:
    root = tmp_path / "gateway"
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return root


@pytest.mark.parametrize(
    ("files", "cycle"),
    [
        (  # `from gateway.pkg import module` names the module, not the package
            {"__init__.py": "", "a/__init__.py": "", "a/x.py": "from gateway.b import y\n",
             "b/__init__.py": "", "b/y.py": "from gateway.a import x\n"},
            ["gateway.a.x", "gateway.b.y", "gateway.a.x"],
        ),
        (  # `from gateway import pkg` and `import gateway.m` forms count
            {"__init__.py": "", "a.py": "from gateway import b\n", "b.py": "import gateway.a\n"},
            ["gateway.a", "gateway.b", "gateway.a"],
        ),
        (  # a package whose __init__ imports a module that imports a sibling
            {"__init__.py": "", "p/__init__.py": "from gateway.p.m import X\n", "p/m.py": "X = 1\n",
             "q.py": "from gateway.p.m import X\nY = 2\n", "p/n.py": "from gateway.q import Y\n",
             "p/o.py": ""},
            None,
        ),
        (
            {"__init__.py": "", "p/__init__.py": "from gateway.p.n import Z\n",
             "p/n.py": "from gateway.q import Y\nZ = 1\n",
             "q.py": "from gateway.p.m import X\nY = 2\n", "p/m.py": "X = 1\n"},
            ["gateway.p", "gateway.p.n", "gateway.q", "gateway.p"],
        ),
    ],
)
def test_cycles_found_through_each_import_form(tmp_path: Path, files: dict[str, str], cycle: list[str] | None) -> None:
    assert find_cycle(import_graph(_tree(tmp_path, files))) == cycle


def test_type_checking_and_function_imports_do_not_count(tmp_path: Path) -> None:
    root = _tree(tmp_path, {
        "__init__.py": "",
        "a.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from gateway.b import B\n",
        "b.py": "from gateway.a import x\ndef f():\n    from gateway import a\n",
    })
    assert find_cycle(import_graph(root)) is None
    (root / "a.py").write_text("try:\n    from gateway.b import B\nexcept ImportError:\n    B = None\n")
    assert find_cycle(import_graph(root)) == ["gateway.a", "gateway.b", "gateway.a"]
