"""Who is calling: API-key lookup (``lookup``), the state directory's keys file (``local_keys``), and the
shared key store with its expiry and rotation (``keystore``, ``keyring``).

Imports settings, protocols, policy, observability (and ledger's database helpers inside functions); never
pipeline, server or cli.
"""
