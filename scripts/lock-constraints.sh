#!/usr/bin/env bash
# Regenerate constraints.txt: the runtime's dependency closure as a clean install resolves it today.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
python3 -m venv "$tmp/venv"
GATEWAY_COMPILE=0 "$tmp/venv/bin/pip" install -q .
{
  echo "# The runtime's resolved dependencies (pip freeze of a clean 'pip install .'), installed by the Dockerfile"
  echo "# and 'make' so that images and CI do not resolve '>=' ranges afresh. Regenerate: scripts/lock-constraints.sh"
  "$tmp/venv/bin/pip" freeze --exclude model-routing-gateway
} > constraints.txt
echo "wrote constraints.txt ($(grep -vc '^#' constraints.txt) packages)"
