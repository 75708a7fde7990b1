"""The handout: the answer box, the main chart, the Gini explained and three questions to discuss, on
no more than two printed pages of A4 or Letter (counted by Chromium where it is installed, and by its
size and structure everywhere)."""
from __future__ import annotations

import re

import pytest

from landlord.cli import main
from landlord.report.printing import PAPERS, chromium, pdf_pages, print_pdf

#: Words the two pages have room for beside the main chart and the Gini's picture (the answer box and
#: the Gini explained take about 650 of them with six rule sets); a handout longer than this would spill
#: onto a third page.
MOST_WORDS = 1100


@pytest.fixture(scope="module")
def made(tmp_path_factory):
    """A report of every rule set, 6 four-player games each: the longest answer box there is."""
    out = tmp_path_factory.mktemp("handout")
    assert main(["report", "--games", "6", "--seed", "8", "--workers", "1", "--out", str(out)]) == 0
    return out


def _text(html: str) -> str:
    body = re.sub(r"<style>.*?</style>|<img [^>]*>", "", html, flags=re.S)
    return re.sub(r"<[^>]+>", " ", body)


def test_the_handout_holds_the_answer_box_the_main_chart_the_gini_explained_and_three_questions(made):
    html = (made / "handout.html").read_text(encoding="utf-8")
    assert html.count('class="answers"') == 1 and html.count("<li><b>") == 3
    assert re.search(r'<figure id="paired"><img [^>]*src="data:image/png;base64,', html)
    assert 'id="gini"' in html and '<figure id="gini-example"><img' in html
    questions = re.search(r'<section class="questions">.*?</section>', html, re.S).group(0)
    assert questions.count("<li>") == 3
    assert "landlord report --games 6" in html


def test_the_handout_is_short_enough_for_two_printed_pages(made):
    html = (made / "handout.html").read_text(encoding="utf-8")
    assert len(_text(html).split()) <= MOST_WORDS
    assert html.count("<img ") == 2                      # the main chart and the Gini's picture, no more
    assert "@media print" in html and "break-inside: avoid" in html and "@page" in html


def test_the_handout_asks_its_questions_with_this_reports_numbers(made):
    html = (made / "handout.html").read_text(encoding="utf-8")
    assert re.search(r"the biggest landlord held \d+\.\d of the 22 lots at the end of a game of about \d+ rounds",
                     html)


@pytest.mark.skipif(chromium() is None, reason="Chromium is not installed (apt-get install chromium)")
@pytest.mark.parametrize("paper", PAPERS)
def test_printed_by_chromium_the_handout_fits_on_two_pages(made, paper, tmp_path):
    pdf = print_pdf(made / "handout.html", tmp_path / f"handout-{paper}.pdf", paper)
    assert 1 <= pdf_pages(pdf) <= 2
