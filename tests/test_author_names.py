"""Author names with LaTeX accent escapes are the same person as the names typed in
Unicode: decoded as TeX reads them, anything else kept as written."""

from __future__ import annotations

import json
import unicodedata

import pandas as pd
import pytest

from analysis.decisions import build_authorship, split_authors
from analysis.text.accents import decode_accents
from tests.data_paths import corpora_root


@pytest.mark.parametrize(("written", "decoded"), [
    ("Jes\\'us Cerquides", "Jesús Cerquides"),
    ("Jos\\'{e} M. F. Moura", "José M. F. Moura"),
    ("Jo\\~{a}o P. Costeira", "João P. Costeira"),
    ("M{\\\"o}ller", "Möller"),
    ("Fran{\\c c}ois", "François"), ("Fran\\c{c}ois", "François"),
    ("Erd\\H{o}s", "Erdős"), ("Ko\\v{c}isk\\'y", "Kočiský"), ("Mart\\'{\\i}n", "Martín"),
    ("Jakub \\Lącki", "Jakub Łącki"), ("J\\o rgen", "Jørgen"), ("Stra{\\ss}e", "Straße"),
    ("Giorgio Gia\\-cin\\-to", "Giorgio Giacinto"),
    # not an escape TeX knows: kept as written, never guessed
    ("Stéphan Clémen\\ccon", "Stéphan Clémen\\ccon"), ("\\Matthew Lease", "\\Matthew Lease"),
    ("Matej Ze\\vcević", "Matej Ze\\vcević"), ("Finn \\. Nielsen", "Finn \\. Nielsen"),
    ("J. {van} Dijk", "J. {van} Dijk"),
    ("Ge\u0301rard", "Gérard"),  # NFC
])
def test_latex_accents_decode_as_tex_reads_them(written, decoded):
    got = decode_accents(written)
    assert got == decoded and unicodedata.is_normalized("NFC", got)


def test_an_escaped_spelling_is_the_same_author():
    assert split_authors("Hél\\`ene Paugam-moisy; Hélène Paugam-Moisy; Jes\\'us Cerquides") \
        == ["Hélène Paugam-moisy", "Jesús Cerquides"]
    who = build_authorship(pd.Series(["Jos\\'{e} M. F.  Moura; Jesús Cerquides",
                                      "José M. F. Moura", "Jes\\'us Cerquides",
                                      "Stéphan Clémen\\ccon; Stéphan Clémençon"]),
                           pd.Series([2019, 2020, 2021, 2021]))
    assert sorted(who.names) == ["Jesús Cerquides", "José M. F. Moura", "Stéphan Clémen\\ccon",
                                 "Stéphan Clémençon"]
    assert list(who.team_size) == [2, 1, 1, 2]


def test_the_24k_names_with_a_backslash():
    """Every author name of the 24k corpus holding a backslash: 7 decoded (3 of them then
    one person with a Unicode spelling of the corpus), 5 kept as written."""
    names: set[str] = set()
    for f in sorted(corpora_root().glob("*/*.json")):
        for record in json.loads(f.read_text(encoding="utf-8")):
            field = record.get("author") or ""
            names.update(n.strip() for n in str(field).split(";") if "\\" in n)
    decoded = {n: " ".join(decode_accents(n).split()) for n in names}
    assert {n: d for n, d in decoded.items() if "\\" not in d} == {
        "Jakub \\Lącki": "Jakub Łącki",
        "Jo\\~{a}o  P. Costeira": "João P. Costeira",
        "Jos\\'{e} M. F.  Moura": "José M. F. Moura",
        "Giorgio Gia\\-cin\\-to": "Giorgio Giacinto",
        "Hél\\`ene Paugam-moisy": "Hélène Paugam-moisy",
        "Jes\\'us Cerquides": "Jesús Cerquides",
        "Tomá\\v S. Gedeon": "TomáŠ. Gedeon",
    }
    assert sorted(d for d in decoded.values() if "\\" in d) == [
        "Finn \\. Nielsen", "Matej Ze\\vcević", "Stéphan Clémen\\ccon", "Stéphan Clémen\\con",
        "\\Matthew Lease"]
