"""Runs the check: python3 .ci/availability [options] (see --help)."""

import sys
from pathlib import Path

# Run as a folder, Python puts this folder first on the path, where a module could shadow
# one of the standard library's; the package is imported from its parent instead.
sys.path[0] = str(Path(__file__).resolve().parent.parent)

from availability.cli import main  # noqa: E402

sys.exit(main())
