#!/usr/bin/env bash
# Build the image from the Dockerfile without a Docker engine, then smoke-test it: run its entrypoint, wait
# for /readyz, make one chat call on the default policy's simulated upstream.
#
# Builder: buildah (Debian's package), daemonless, vfs storage and chroot isolation so it runs inside an
# unprivileged container too. Base: PYTHON_IMAGE when given (for example python:3.11-slim where a registry is
# reachable); otherwise one made here from Debian's packages (debootstrap bookworm: python3, venv, pip, headers)
# and stored as a local image, so the build needs only Debian's mirror and PyPI.
#
#   scripts/build-image.sh                  # build localhost/model-routing-gateway:dev and smoke-test it
#   IMAGE=reg/gw:1.2.3 scripts/build-image.sh
#   PYTHON_IMAGE=python:3.11-slim scripts/build-image.sh
#   SMOKE_ONLY=1 scripts/build-image.sh     # smoke-test an image built before
set -euo pipefail
cd "$(dirname "$0")/.."

IMAGE=${IMAGE:-localhost/model-routing-gateway:dev}
BASE_IMAGE=localhost/gateway-base:bookworm-python3.11
WORK=${BUILD_WORK:-/var/tmp/gateway-image-build}
PORT=${SMOKE_PORT:-$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')}
BUILDAH=(buildah --storage-driver vfs)

say() { printf '\n== %s\n' "$*"; }

need() {  # apt packages for the commands that are missing
  local missing=()
  for pair in "$@"; do command -v "${pair%%:*}" >/dev/null 2>&1 || missing+=("${pair#*:}"); done
  [ ${#missing[@]} -eq 0 ] && return
  say "installing ${missing[*]}"
  local sudo=(); [ "$(id -u)" = 0 ] || sudo=(sudo)
  "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

make_base() {
  # The stand-in for python:3.11-slim: Debian's Python 3.11 with venv, pip and headers (the build stage
  # compiles the classifier with mypyc). The host's CA bundle goes in, so a TLS-intercepting proxy the host
  # trusts also works for pip inside the build.
  need debootstrap:debootstrap
  local root="$WORK/rootfs"
  rm -rf "$root"; mkdir -p "$WORK"
  say "debootstrap bookworm into $root"
  debootstrap --variant=minbase \
    --include=python3,python3-venv,python3-pip,python-is-python3,libpython3.11-dev,ca-certificates \
    bookworm "$root" "${DEBIAN_MIRROR:-http://deb.debian.org/debian}" >"$WORK/debootstrap.log" 2>&1 \
    || { tail -20 "$WORK/debootstrap.log"; exit 1; }
  rm -f "$root"/usr/lib/python3*/EXTERNALLY-MANAGED "$root"/var/cache/apt/archives/*.deb
  cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/ca-certificates.crt"
  local ctr mnt
  ctr=$("${BUILDAH[@]}" from scratch)
  mnt=$("${BUILDAH[@]}" mount "$ctr")
  cp -a "$root/." "$mnt/"
  "${BUILDAH[@]}" umount "$ctr" >/dev/null
  "${BUILDAH[@]}" config --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    --env LANG=C.UTF-8 --cmd python3 "$ctr"
  "${BUILDAH[@]}" commit -q "$ctr" "$BASE_IMAGE" >/dev/null
  "${BUILDAH[@]}" rm "$ctr" >/dev/null
  rm -rf "$root"
}

build() {
  local base=${PYTHON_IMAGE:-}
  if [ -z "$base" ]; then
    base=$BASE_IMAGE
    "${BUILDAH[@]}" inspect --type image "$base" >/dev/null 2>&1 || make_base
  fi
  say "buildah build $IMAGE (PYTHON_IMAGE=$base)"
  "${BUILDAH[@]}" build --layers --isolation chroot --build-arg "PYTHON_IMAGE=$base" -t "$IMAGE" -f Dockerfile .
}

SMOKE_PID="" SMOKE_CTR="" SMOKE_LOG=""
cleanup() {
  # The gateway runs in a session of its own: the whole group goes, whatever buildah forwards.
  if [ -n "$SMOKE_PID" ]; then
    kill -TERM -- "-$SMOKE_PID" 2>/dev/null || true
    wait "$SMOKE_PID" 2>/dev/null || true
  fi
  [ -z "$SMOKE_CTR" ] || "${BUILDAH[@]}" rm "$SMOKE_CTR" >/dev/null 2>&1 || true
  [ -z "$SMOKE_LOG" ] || rm -f "$SMOKE_LOG"
}
trap cleanup EXIT

smoke() {
  say "smoke test: the image's entrypoint on 127.0.0.1:$PORT"
  local ctr log pid
  ctr=$("${BUILDAH[@]}" from "$IMAGE"); SMOKE_CTR=$ctr
  log=$(mktemp); SMOKE_LOG=$log
  # The entrypoint exactly as the image declares it, with the port moved off 4000 (a later flag wins).
  local entry user
  mapfile -t entry < <("${BUILDAH[@]}" inspect --format '{{range .OCIv1.Config.Entrypoint}}{{println .}}{{end}}' "$ctr" | sed '/^$/d')
  user=$("${BUILDAH[@]}" inspect --format '{{.OCIv1.Config.User}}' "$ctr")
  setsid "${BUILDAH[@]}" run --isolation chroot --user "$user" --env GATEWAY_BOOTSTRAP_KEY=true "$ctr" -- \
    "${entry[@]}" --host 127.0.0.1 --port "$PORT" >"$log" 2>&1 </dev/null &
  pid=$!; SMOKE_PID=$pid
  local base="http://127.0.0.1:$PORT"
  for _ in $(seq 1 120); do
    curl -fsS "$base/readyz" >/dev/null 2>&1 && break
    kill -0 "$pid" 2>/dev/null || { cat "$log"; echo "the gateway exited before it was ready"; exit 1; }
    sleep 0.5
  done
  curl -fsS "$base/readyz" || { cat "$log"; echo "/readyz never answered 200"; exit 1; }
  echo
  local key
  key=$(grep -o 'gw-[A-Za-z0-9_-]\{20,\}' "$log" | head -1)
  [ -n "$key" ] || { cat "$log"; echo "no bootstrap key in the log"; exit 1; }
  local answer
  answer=$(curl -fsS "$base/v1/chat/completions" -H "Authorization: Bearer $key" \
    -H 'Content-Type: application/json' \
    -d '{"model": "coder", "messages": [{"role": "user", "content": "Write a regex for ISO dates"}]}')
  echo "$answer"
  python3 -c 'import json, sys; a = json.loads(sys.argv[1]); c = a["choices"][0]["message"]["content"]; assert "[simulated" in c, c' "$answer"
  say "ok: $IMAGE serves /readyz and answers a chat call"
}

need buildah:buildah curl:curl
[ -n "${SMOKE_ONLY:-}" ] || build
smoke
