"""Benchmarks: scripts that print figures (median, p99, the machine). Not tests."""
