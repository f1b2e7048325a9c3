"""What would a policy edit do? Recorded decision facts replayed through a proposed policy."""
