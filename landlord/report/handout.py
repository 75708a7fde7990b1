"""The handout: one or two printed pages a teacher can copy for a class (``handout.html``).

The report's page is for reading on a screen; the handout is for paper. It holds what a lesson
needs and no more: the answer box (three questions, answered with their intervals), the main
chart (each rule set against the same games under the 1906 rules), the Gini explained on four
players, and three questions for the class to discuss, with this report's own numbers in them.
Its print stylesheet fits it on two A4 or Letter pages (a test renders it with Chromium, where
installed, and counts the pages; :mod:`.printing`), repeats a table's head on every page, and
keeps each block whole.
"""
from __future__ import annotations

from html import escape
from typing import Mapping

from .answers import base_title, cannot_tell
from .charts import PAIRED
from .collect import Report
from .html import answer_box, figure_html, gini_explainer, lesson_box
from .lessons import CONTINUED_WORDS
from .paired import baseline

FILE = "handout.html"

#: The handout's own style: set for paper first. A4 is narrower, Letter shorter; the margins and
#: sizes fit both (210 x 279 mm less 12 mm margins).
HANDOUT_STYLE = """
body { font-family: Georgia, 'Times New Roman', serif; max-width: 48rem; margin: 1.5rem auto; padding: 0 1rem;
       color: #222; line-height: 1.35; font-size: 11pt; }
h1, h2 { font-family: 'Helvetica Neue', Arial, sans-serif; }
h1 { font-size: 16pt; margin: 0 0 0.2rem; }
h2 { font-size: 12pt; margin: 0.6rem 0 0.2rem; }
p, li { margin: 0.25rem 0; }
.made { font-size: 9pt; color: #555; margin-bottom: 0.4rem; }
.answers { background: #eef5fb; border: 2px solid #0072b2; padding: 0.1rem 0.8rem; border-radius: 6px; }
.lesson { border-left: 4px solid #009e73; padding: 0.1rem 0.8rem; }
.explainer { border: 1px solid #e69f00; padding: 0.1rem 0.8rem; border-radius: 6px; overflow: hidden; }
.explainer figure { float: right; width: 42%; margin: 0 0 0.3rem 0.8rem; }
.explainer figcaption { display: none; }
figure { margin: 0.4rem 0; }
figure img { max-width: 100%; }
figcaption { font-size: 8.5pt; color: #444; }
.questions li { margin: 0.4rem 0; }
table { border-collapse: collapse; }
thead { display: table-header-group; }
footer { font-size: 8pt; color: #555; border-top: 1px solid #bbb; margin-top: 0.5rem; }
code { font-size: 8pt; }
@page { margin: 12mm; }
@media print {
  body { max-width: none; margin: 0; padding: 0; font-size: 9.5pt; line-height: 1.25; }
  h1 { font-size: 14pt; }
  h2 { font-size: 11pt; break-after: avoid; }
  .answers, .explainer, .lesson, figure, tr, .questions { break-inside: avoid; }
  #paired img { max-height: 10.5cm; width: auto; display: block; margin: 0 auto; }
  .explainer img { max-height: 6.5cm; width: auto; }
  .answers small, figcaption { font-size: 8pt; }
}
"""


def questions(report: Report) -> list[str]:
    """Three questions for the class to discuss, with this report's numbers where it has them."""
    base = baseline(report)
    if base is not None and base.games:
        lots = base.measures["top_land_lots"]
        rounds = base.measures["rounds"]
        land = (f"Under {base_title(base)} the biggest landlord held {sum(lots) / len(lots):.1f} of the {base.lots} "
                f"lots at the end of a game of about {sum(rounds) / len(rounds):.0f} rounds. ")
    else:
        land = ""
    return [
        f"{land}Magie wrote that \"{CONTINUED_WORDS}\". Do these games show it ({cannot_tell(report)})? What would "
        "you change to find out: the length of the game, the price of houses, the way the players play?",
        "When the Single Tax is voted in, title deeds stop counting and all land rent goes to the Public Treasury, "
        "which buys the franchises, builds colleges and then raises wages. Who gains and who loses on the day of "
        "the vote? Why might earnings be shared less evenly just after it than before?",
        "Work out the Gini of your own table's cash at the end of a game, as in the worked example. Two games can "
        "have the same Gini and very different wages: which would you rather play in, and what does one number "
        "leave out?",
    ]


def handout(report: Report, images: Mapping[str, bytes], out: str | None = None) -> str:
    """The handout's HTML; ``images`` holds the report's charts (the main chart and the Gini's picture)."""
    plan = report.plan
    title = "The Landlord's Game: what the rules do"
    made = (f"{plan.games:,} games under each of {len(report.tallies)} rule sets, {len(plan.agents)} computer players, "
            f"the same seeds for every rule set; made by <code>landlord report</code> on {escape(report.made)}. "
            "The full report, with every chart and the data: index.html.")
    chart = (figure_html(PAIRED.name, PAIRED.title, "Each dot is the average difference from the same games under "
                         "the 1906 rules, the bar its 95% interval; grey and hollow: too close to call.",
                         images[PAIRED.name]) if PAIRED.name in images else "")
    asked = "\n".join(f"<li>{escape(q)}</li>" for q in questions(report))
    body = [f"<h1>{escape(title)}</h1>", f'<p class="made">{made}</p>', lesson_box(report), answer_box(report), chart,
            gini_explainer(images),
            f'<section class="questions"><h2>For discussion</h2>\n<ol>\n{asked}\n</ol></section>',
            f"<footer>To play the same games again: <code>{escape(plan.command_line(out))}</code></footer>"]
    return ("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            f"<title>{escape(title)}: a handout</title>\n<style>{HANDOUT_STYLE}</style>\n</head>\n<body>\n"
            + "\n".join(part for part in body if part) + "\n</body>\n</html>\n")


__all__ = ["FILE", "handout", "questions"]
