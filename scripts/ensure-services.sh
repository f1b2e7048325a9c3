#!/usr/bin/env bash
# Make sure what the tests use for real is there: Redis (with redis-cli, whose --cluster create builds the
# tests' Cluster, and TLS, which Debian's redis-server is built with), PostgreSQL, PgBouncer and Chromium.
# Starts a service that is down; installs Chromium and PgBouncer from Debian's packages when missing (needs
# root, as in CI). The tests start their own Sentinel, Cluster and PgBouncer processes.
set -uo pipefail

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
for i in $(seq 1 30); do
  redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && pg_isready -h 127.0.0.1 -p 5432 >/dev/null 2>&1 && break
  sleep 1
done
redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null || { echo "Redis is not reachable on 127.0.0.1:6379"; exit 1; }
pg_isready -h 127.0.0.1 -p 5432 >/dev/null || { echo "PostgreSQL is not reachable on 127.0.0.1:5432"; exit 1; }
command -v chromium >/dev/null || { echo "chromium is missing"; exit 1; }
[ -x /usr/sbin/pgbouncer ] || command -v pgbouncer >/dev/null || { echo "pgbouncer is missing"; exit 1; }
command -v redis-cli >/dev/null || { echo "redis-cli is missing"; exit 1; }
echo "services: redis ok, postgresql ok, chromium $(chromium --version 2>/dev/null | head -1)"
