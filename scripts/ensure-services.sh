#!/usr/bin/env bash
# Make sure what the tests use for real is there: Redis, PostgreSQL, Chromium, tinyproxy and the real coding
# clients. Starts a service that is down; installs Chromium and tinyproxy from Debian's packages when missing
# (needs root, as in CI); installs the clients tests/clients runs (Claude Code, Codex CLI, Continue cn from
# npm; aider from PyPI) into .captures/tools/ (git-ignored) once: a client already there is not installed again.
set -uo pipefail
cd "$(dirname "$0")/.."

if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  echo "starting redis-server"
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no
fi
if ! pg_isready -h 127.0.0.1 -p 5432 >/dev/null 2>&1; then
  echo "starting postgresql"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql)" main start
fi
if ! command -v chromium >/dev/null 2>&1; then
  echo "installing chromium"
  if [ "$(id -u)" = 0 ]; then
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) >/dev/null
  else
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  fi
fi
if ! command -v tinyproxy >/dev/null 2>&1; then
  echo "installing tinyproxy"   # the forward proxy of the outbound-client tests (each test starts its own)
  if [ "$(id -u)" = 0 ]; then
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq tinyproxy) >/dev/null
  else
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq tinyproxy >/dev/null
  fi
fi
for i in $(seq 1 30); do
  redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && pg_isready -h 127.0.0.1 -p 5432 >/dev/null 2>&1 && break
  sleep 1
done
redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null || { echo "Redis is not reachable on 127.0.0.1:6379"; exit 1; }
pg_isready -h 127.0.0.1 -p 5432 >/dev/null || { echo "PostgreSQL is not reachable on 127.0.0.1:5432"; exit 1; }
command -v chromium >/dev/null || { echo "chromium is missing"; exit 1; }
command -v tinyproxy >/dev/null || { echo "tinyproxy is missing"; exit 1; }
py=python3
[ -x .venv/bin/python ] && py=.venv/bin/python
started=$(date +%s)
"$py" -m classifiers.captures.tools claude,codex,cn,aider || { echo "a real client could not be installed"; exit 1; }
echo "clients ready in $(( $(date +%s) - started )) s"
echo "services: redis ok, postgresql ok, chromium $(chromium --version 2>/dev/null | head -1)"
