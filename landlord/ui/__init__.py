"""The desktop front end: the only package that imports pygame."""
