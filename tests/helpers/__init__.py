"""Modules the tests import: toy games, fixtures' building blocks, per-game set-ups.

Test modules (`test_*.py`) hold tests only and import nothing from one another; what two of
them share lives here, named for what it holds.
"""
