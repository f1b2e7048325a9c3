# syntax=docker/dockerfile:1
#
# Two stages: `build` turns the project and every dependency into wheels; the final stage installs those
# wheels into a venv with no network and no compiler, so the image carries only what runs the gateway.
# Build:  docker build -t model-routing-gateway:0.1.0 .
# Run:    docker run -p 4000:4000 model-routing-gateway:0.1.0
# No Docker engine: scripts/build-image.sh builds it with buildah and smoke-tests it (docs/deploy.md).

ARG PYTHON_IMAGE=python:3.11-slim

FROM ${PYTHON_IMAGE} AS build
ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PYTHONDONTWRITEBYTECODE=1
WORKDIR /src
# Only what the wheel needs: metadata, the readme it declares, and the package (with the classifier artifact).
COPY pyproject.toml setup.py README.md constraints.txt ./
COPY gateway/ gateway/
# Every dependency ships manylinux wheels; the compiler is for the project's own wheel, whose classifier
# modules mypyc compiles to C (setup.py; setuptools and mypy come from the PEP 517 build isolation).
RUN apt-get update \
 && apt-get install --yes --no-install-recommends gcc libc6-dev \
 && rm -rf /var/lib/apt/lists/*
# constraints.txt pins the whole dependency closure: the image is built from the versions CI tested.
RUN pip wheel --constraint constraints.txt --wheel-dir /wheels .

FROM ${PYTHON_IMAGE}
ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PATH=/opt/gateway/bin:$PATH \
    GATEWAY_POLICIES_DIR=/etc/gateway/policies \
    GATEWAY_STATE_DIR=/var/lib/gateway
# A fixed numeric uid lets Kubernetes enforce runAsNonRoot without reading /etc/passwd.
RUN groupadd --system --gid 10001 gateway \
 && useradd --system --uid 10001 --gid 10001 --no-create-home \
        --home-dir /var/lib/gateway --shell /usr/sbin/nologin gateway \
 && install -d -o 10001 -g 10001 -m 0750 /var/lib/gateway
# Wheels arrive through a bind mount so they never become a layer; pip is removed from the venv afterwards.
RUN --mount=type=bind,from=build,source=/wheels,target=/wheels \
    python -m venv /opt/gateway \
 && /opt/gateway/bin/pip install --no-index --find-links=/wheels model-routing-gateway \
 && /opt/gateway/bin/pip uninstall --yes pip setuptools
# The default policy; the Helm chart mounts a ConfigMap over this directory.
COPY policies/ /etc/gateway/policies/

USER 10001:10001
WORKDIR /var/lib/gateway
VOLUME ["/var/lib/gateway"]
EXPOSE 4000
# slim has no curl: probe /livez with the stdlib. Liveness only, so a Redis outage never restarts the box.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
    CMD ["python", "-c", "import sys, urllib.request; r = urllib.request.urlopen('http://127.0.0.1:4000/livez', timeout=3); sys.exit(0 if r.status == 200 else 1)"]
ENTRYPOINT ["gateway", "serve", "--host", "0.0.0.0", "--port", "4000"]
