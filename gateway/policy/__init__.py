"""The policy: its YAML schema (``model``, with each version's shadow settings), loading and live reload
(``load``, ``holder``), the routing decision (``decide``) and its explanation (``explain``).

``model``, ``load`` and ``decide`` import only pydantic and their siblings; ``holder`` adds observability;
``explain`` (an endpoint) imports classify, auth, pipeline and admin's access check.
"""
