"""The record model: games as immutable values, shared by the text and JSON forms."""
