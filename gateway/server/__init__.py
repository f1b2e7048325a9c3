"""The process: app assembly (``app``), uvicorn and the drain (``run``), connections and header limits, GC
tuning, the compiled-module check (``compiled``), and ``Services``, the objects every request shares.

Imports any other package (it assembles them); only ``cli`` imports it as a whole, other packages take
single leaf modules from it (``services``, ``connections``, ``compiled``).
"""
