#!/usr/bin/env bash
# Make sure what the tests use for real is there: Redis, PostgreSQL, Chromium and promtool (the chart's
# alert rules and dashboard queries are checked by Prometheus's own tool). Starts a service that is
# down; installs Chromium from Debian's packages when missing (needs root, as in CI).
set -uo pipefail

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
echo "services: redis ok, postgresql ok, chromium $(chromium --version 2>/dev/null | head -1)"
