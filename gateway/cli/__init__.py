"""The ``gateway`` command: ``main`` builds the parser and serves; each other module registers its own
subcommands (keys, admin reports, explain, shadow; ``cli_extra`` gathers them with what-if and classify).

Imports any package (mostly inside the command functions, so ``gateway --help`` stays fast); nothing imports
it.
"""
