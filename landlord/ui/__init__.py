"""The desktop front end: the only package that imports pygame."""
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")   # before pygame is first imported
