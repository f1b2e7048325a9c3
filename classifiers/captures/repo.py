"""Throwaway git repositories: a few small files with one planted bug, fresh for every run."""

from __future__ import annotations

import subprocess
from pathlib import Path

FILES = {
    "README.md": "# calc\n\nA tiny calculator with a cache and a CLI.\n\n    python3 app.py add 2 3\n",
    "calc.py": (
        "def add(a, b):\n    return a - b\n\n\ndef sub(a, b):\n    return a - b\n\n\ndef mul(a, b):\n    return a * b\n"
    ),
    "cache.py": (
        "import time\n\n\n"
        "class TTLCache:\n"
        "    def __init__(self, ttl=60.0):\n        self.ttl = ttl\n        self._data = {}\n\n"
        "    def set(self, key, value):\n        self._data[key] = (value, time.monotonic())\n\n"
        "    def get(self, key):\n        item = self._data.get(key)\n"
        "        return None if item is None else item[0]\n"
    ),
    "app.py": (
        "import argparse\n\nimport calc\n\n\n"
        "def main():\n    parser = argparse.ArgumentParser()\n"
        "    parser.add_argument('op', choices=['add', 'sub', 'mul'])\n"
        "    parser.add_argument('a', type=int)\n    parser.add_argument('b', type=int)\n"
        "    args = parser.parse_args()\n    print(getattr(calc, args.op)(args.a, args.b))\n\n\n"
        "if __name__ == '__main__':\n    main()\n"
    ),
    "tests/__init__.py": "",
    "tests/test_calc.py": (
        "import unittest\n\nimport calc\n\n\n"
        "class CalcTest(unittest.TestCase):\n"
        "    def test_add(self):\n        self.assertEqual(calc.add(2, 3), 5)\n\n"
        "    def test_mul(self):\n        self.assertEqual(calc.mul(2, 3), 6)\n\n\n"
        "if __name__ == '__main__':\n    unittest.main()\n"
    ),
}


def make_repo(root: Path) -> Path:
    """Create the repository at root (which must not exist) with one initial commit."""
    root.mkdir(parents=True)
    for name, text in FILES.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    env_args = ["-c", "user.name=capture", "-c", "user.email=capture@example.invalid"]
    subprocess.run(["git", "init", "-q", "-b", "main"], cwd=root, check=True)
    subprocess.run(["git", "add", "-A"], cwd=root, check=True)
    subprocess.run(["git", *env_args, "commit", "-q", "-m", "initial"], cwd=root, check=True)
    return root
