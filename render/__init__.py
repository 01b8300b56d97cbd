"""Pillow drawings of game views. No Discord, no database."""
