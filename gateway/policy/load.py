"""Load the policies directory: merge its YAML files, validate, and name file, line and key on error.

Loading is two-staged (as TensorZero does): YAML is composed keeping every key's line, merged across files,
then validated by the pydantic models; a validation error's location is mapped back to the file and line
that defined it.
"""

from __future__ import annotations

import fnmatch
import hashlib
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from gateway.policy.model import Policy

MERGED_SECTIONS = ("models", "teams")
SINGLE_SECTIONS = ("routing", "bootstrap_team")
Location = tuple[str, int]


class PolicyError(Exception):
    """A policy that cannot serve; the message names file, line and key."""


@dataclass(frozen=True)
class LoadedPolicy:
    """A validated policy plus what was derived from it once at load (never per request)."""

    policy: Policy
    digest: str
    files: tuple[str, ...]
    keys: dict[str, tuple[str, str]] = field(default_factory=dict)  # sha256 hash -> (team, key id)
    names: dict[str, str | None] = field(default_factory=dict)  # requested name -> model (cache)
    globs: tuple[tuple[str, str], ...] = ()

    def resolve_model(self, requested: str) -> str | None:
        """The policy model a requested name means: its own name, an alias, or a glob alias."""
        found = self.names.get(requested, "")
        if found != "":
            return found
        resolved = next((model for pattern, model in self.globs if fnmatch.fnmatchcase(requested, pattern)), None)
        if len(self.names) < 10_000:
            self.names[requested] = resolved
        return resolved


def _compose(path: Path) -> tuple[Any, dict[tuple[Any, ...], Location]]:
    """Parse one YAML file, returning its data and the line of every key path in it."""
    text = path.read_text(encoding="utf-8")
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
        data = yaml.load(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = f":{mark.line + 1}" if mark is not None else ""
        raise PolicyError(f"{path}{line}: invalid YAML: {getattr(exc, 'problem', exc)}") from None
    lines: dict[tuple[Any, ...], Location] = {}

    def walk(current: yaml.Node | None, prefix: tuple[Any, ...]) -> None:
        if isinstance(current, yaml.MappingNode):
            for key_node, value_node in current.value:
                key = key_node.value
                lines[(*prefix, key)] = (str(path), key_node.start_mark.line + 1)
                walk(value_node, (*prefix, key))
        elif isinstance(current, yaml.SequenceNode):
            for index, item in enumerate(current.value):
                lines[(*prefix, index)] = (str(path), item.start_mark.line + 1)
                walk(item, (*prefix, index))

    walk(node, ())
    return data, lines


def _policy_files(directory: Path) -> list[Path]:
    if not directory.is_dir():
        raise PolicyError(f"{directory}: policies directory does not exist")
    files = sorted(p for p in directory.iterdir() if p.suffix in (".yaml", ".yml") and p.is_file())
    if not files:
        raise PolicyError(f"{directory}: no .yaml policy files found")
    return files


def _merge(
    documents: Iterable[tuple[Path, Any, dict[tuple[Any, ...], Location]]],
) -> tuple[dict[str, Any], dict[tuple[Any, ...], Location]]:
    merged: dict[str, Any] = {}
    lines: dict[tuple[Any, ...], Location] = {}
    for path, data, file_lines in documents:
        if data is None:
            continue
        if not isinstance(data, dict):
            raise PolicyError(f"{path}:1: a policy file must be a mapping of sections (models, teams, routing)")
        for section, value in data.items():
            where = file_lines.get((section,), (str(path), 1))
            if section in MERGED_SECTIONS:
                if not isinstance(value, dict):
                    raise PolicyError(f"{where[0]}:{where[1]}: '{section}' must be a mapping of names")
                target = merged.setdefault(section, {})
                for name, item in value.items():
                    if name in target:
                        first = lines.get((section, name), ("?", 0))
                        raise PolicyError(
                            f"{where[0]}:{file_lines.get((section, name), where)[1]}: {section}.{name} is "
                            f"already defined at {first[0]}:{first[1]}"
                        )
                    target[name] = item
            else:
                if section in merged:
                    first = lines.get((section,), ("?", 0))
                    raise PolicyError(f"{where[0]}:{where[1]}: '{section}' is already defined at {first[0]}:{first[1]}")
                merged[section] = value
        lines.update(file_lines)
    return merged, lines


def _add_state_keys(merged: dict[str, Any], lines: dict[tuple[Any, ...], Location], keys_file: Path) -> None:
    """Merge keys created by `gateway keys create --save` (hashes only) into their teams."""
    if not keys_file.is_file():
        return
    data, file_lines = _compose(keys_file)
    for index, entry in enumerate((data or {}).get("keys", []) or []):
        where = file_lines.get(("keys", index), (str(keys_file), 1))
        team_name = entry.get("team") if isinstance(entry, dict) else None
        teams = merged.get("teams") or {}
        if team_name not in teams:
            raise PolicyError(f"{where[0]}:{where[1]}: key for unknown team '{team_name}'")
        team = teams[team_name] if isinstance(teams[team_name], dict) else {}
        team.setdefault("keys", [])
        team["keys"] = [*team["keys"], {"id": entry.get("id"), "sha256": entry.get("sha256")}]


def _describe(error: Any, lines: dict[tuple[Any, ...], Location], fallback: str) -> str:
    cause = (error.get("ctx") or {}).get("error")
    loc = tuple(error["loc"]) + tuple(getattr(cause, "path", ()))
    # Walk up the location until a line is known, so every error names a file and a line.
    for depth in range(len(loc), 0, -1):
        if loc[:depth] in lines:
            file, line = lines[loc[:depth]]
            break
    else:
        file, line = fallback, 1
    key = ".".join(str(part) for part in loc) or "(top level)"
    message = str(cause) if isinstance(cause, ValueError) else error["msg"]
    return f"{file}:{line}: {key}: {message}"


def load_policy(directory: Path, keys_file: Path | None = None) -> LoadedPolicy:
    """Load and validate every policy file in ``directory``; raise PolicyError naming file and line."""
    files = _policy_files(directory)
    documents = [(path, *_compose(path)) for path in files]
    merged, lines = _merge(documents)
    if keys_file is not None:
        _add_state_keys(merged, lines, keys_file)
    try:
        policy = Policy.model_validate(merged)
    except ValidationError as exc:
        messages = [_describe(err, lines, str(files[0])) for err in exc.errors()]
        raise PolicyError("\n".join(messages)) from None
    digest = hashlib.sha256()
    for path in files:
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    if keys_file is not None and keys_file.is_file():
        digest.update(keys_file.read_bytes())
    keys = {key.sha256: (team_name, key.id) for team_name, team in policy.teams.items() for key in team.keys}
    names: dict[str, str | None] = {name: name for name in policy.models}
    globs: list[tuple[str, str]] = []
    for name, model in policy.models.items():
        for alias in model.aliases:
            if any(ch in alias for ch in "*?["):
                globs.append((alias, name))
            else:
                names[alias] = name
    return LoadedPolicy(
        policy=policy,
        digest=digest.hexdigest()[:16],
        files=tuple(map(str, files)),
        keys=keys,
        names=names,
        globs=tuple(globs),
    )
