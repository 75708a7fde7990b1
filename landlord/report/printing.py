"""Printing a report's page or handout to PDF with a headless Chromium, where one is installed.

The report writes HTML with a print stylesheet; whether the handout really fits on two pages is
a question for a browser. :func:`print_pdf` asks Chromium (``chromium --headless
--print-to-pdf``) on A4 or Letter paper, and :func:`pdf_pages` counts the pages of what it wrote.
Nothing here is needed to make a report: the tests and the maintainers' pictures in docs/ use it.
"""
from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from pathlib import Path

#: The names Chromium goes by, in the order looked for.
CHROMIUM = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
PAPERS = ("A4", "Letter")
#: A PDF's page objects: ``/Type /Page`` (not ``/Pages``, the tree that holds them).
_PAGE = re.compile(rb"/Type\s*/Page(?![a-zA-Z])")


def chromium() -> str | None:
    """The path of an installed Chromium, or None."""
    return next((found for name in CHROMIUM if (found := shutil.which(name))), None)


def print_pdf(html: Path, pdf: Path, paper: str = "A4", browser: str | None = None, timeout: float = 120) -> Path:
    """Print ``html`` to ``pdf`` on ``paper`` (A4 or Letter) with a headless Chromium.

    The paper is set by a copy of the page whose print style names it, beside the original (so the
    page's own files still load), removed afterwards.

    :raises RuntimeError: when no Chromium is installed or it wrote no PDF.
    """
    browser = browser or chromium()
    if browser is None:
        raise RuntimeError("no Chromium is installed")
    text = html.read_text(encoding="utf-8").replace("</style>", f"@page {{ size: {paper}; }}\n</style>", 1)
    with tempfile.NamedTemporaryFile("w", suffix=".html", dir=html.parent, delete=False, encoding="utf-8") as copy:
        copy.write(text)
    try:
        with tempfile.TemporaryDirectory() as profile:
            subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu", f"--user-data-dir={profile}",
                            "--no-pdf-header-footer", f"--print-to-pdf={pdf}", Path(copy.name).as_uri()],
                           check=False, capture_output=True, timeout=timeout)
    finally:
        Path(copy.name).unlink()
    if not pdf.is_file() or not pdf.stat().st_size:
        raise RuntimeError(f"Chromium wrote no PDF of {html}")
    return pdf


def pdf_pages(pdf: Path) -> int:
    """How many pages a PDF has (its page objects counted)."""
    return len(_PAGE.findall(pdf.read_bytes()))


__all__ = ["CHROMIUM", "PAPERS", "chromium", "pdf_pages", "print_pdf"]
