#!/usr/bin/env bash
# Make sure what the tests use for real is there: Redis (with redis-cli, whose --cluster create builds the
# tests' Cluster, and TLS, which Debian's redis-server is built with), PostgreSQL, PgBouncer, Chromium,
# tinyproxy, promtool (the chart's alert rules and dashboard queries are checked by Prometheus's own tool)
# and the real coding clients. Starts a service that is down; installs what is missing from Debian's
# packages (needs root, as in CI); the tests start their own Sentinel, Cluster, PgBouncer and proxy
# processes. Installs the clients tests/clients runs (Claude Code, Codex CLI, Continue cn from npm; aider
# from PyPI) into .captures/tools/ (git-ignored) once.
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
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
[ -x /usr/sbin/pgbouncer ] || command -v pgbouncer >/dev/null 2>&1 || missing+=(pgbouncer)
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing ${missing[*]}"
  if [ "$(id -u)" = 0 ]; then
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}") >/dev/null
  else
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
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
if ! command -v promtool >/dev/null 2>&1; then
  echo "installing promtool (Debian's prometheus package)"
  if [ "$(id -u)" = 0 ]; then
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends prometheus) >/dev/null
  else
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends prometheus >/dev/null
  fi
fi
for i in $(seq 1 30); do
  redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && pg_isready -h 127.0.0.1 -p 5432 >/dev/null 2>&1 && break
  sleep 1
done
redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null || { echo "Redis is not reachable on 127.0.0.1:6379"; exit 1; }
pg_isready -h 127.0.0.1 -p 5432 >/dev/null || { echo "PostgreSQL is not reachable on 127.0.0.1:5432"; exit 1; }
command -v chromium >/dev/null || { echo "chromium is missing"; exit 1; }
command -v promtool >/dev/null || { echo "promtool is missing"; exit 1; }
[ -x /usr/sbin/pgbouncer ] || command -v pgbouncer >/dev/null || { echo "pgbouncer is missing"; exit 1; }
command -v redis-cli >/dev/null || { echo "redis-cli is missing"; exit 1; }
command -v tinyproxy >/dev/null || { echo "tinyproxy is missing"; exit 1; }
py=python3
[ -x .venv/bin/python ] && py=.venv/bin/python
started=$(date +%s)
"$py" -m classifiers.captures.tools claude,codex,cn,aider || { echo "a real client could not be installed"; exit 1; }
echo "clients ready in $(( $(date +%s) - started )) s"
echo "services: redis ok, postgresql ok, chromium $(chromium --version 2>/dev/null | head -1)"
