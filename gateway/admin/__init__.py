"""Finance reports over HTTP and the CLI, and the cost dashboard: the ledger's presentation layer.

Entry points: ``gateway.admin.routes.register(app, services_of)`` and ``gateway.cli.admin.register(sub)``.
Imports settings, auth, ledger, reports, policy, pipeline, protocols, upstreams, observability and server's
``services``; never cli.
"""
