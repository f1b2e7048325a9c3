"""Benchmark harness: fake upstream, load generator and the interleaved gateway-vs-direct runner."""
