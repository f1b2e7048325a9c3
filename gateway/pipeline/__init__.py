"""One request's path: read and parse (``parse``), validate, admit (``admit``), forward and stream to the
upstream, fit the output budget, settle its cost (``settle``) and count its usage; ``handle`` runs them.

Imports settings, protocols, auth, classify, policy, quota, upstreams, ledger, shadow, observability and
server's ``services``; never cli.
"""
