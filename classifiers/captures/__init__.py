"""Real-client captures: install coding clients, run typed tasks through them against a scripted
stand-in upstream, record every request they send and label each one by its task."""
