"""``python -m landlord`` is the ``landlord`` command."""
import sys

from .cli import main

sys.exit(main())
