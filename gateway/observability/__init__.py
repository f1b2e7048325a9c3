"""What the gateway tells operators: structured logs and the audit log, Prometheus metrics (and
the separate ``metrics_port``), OpenTelemetry tracing.

Imports settings, protocols' errors and server's ``connections`` (the metrics port's HTTP protocol); every
other package may import it.
"""
