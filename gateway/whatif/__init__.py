"""What would a policy edit do? Recorded decision facts replayed through a proposed policy.

Imports policy, ledger, reports, pipeline, upstreams, protocols, observability, admin and server's
``services``; never cli.
"""
