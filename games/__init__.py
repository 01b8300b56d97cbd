"""Game rules: pure functions of immutable states. No I/O, no clock, no Discord, no Pillow."""
