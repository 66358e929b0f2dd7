import pytest

from analysis.text import clean_text, fold, tokenize
from analysis.text.titles import derive_title


@pytest.mark.parametrize(
    "raw, expected",
    [
        ("a \\emph{robust} and \\textbf{fast} method", "a robust and fast method"),
        ("the \\underline{mor}al \\underline{al}ignment of v\\underline{is}ion-languag\\underline{e} models",
         "the moral alignment of vision-language models"),
        ("we use $k$-means and $\\epsilon$-greedy exploration", "we use k-means and epsilon-greedy exploration"),
        ("a regret of $O(\\sqrt{T})$ holds", "a regret of O T holds"),
        ("code at https://github.com/a/b and www.example.org/x.", "code at and"),
        ("see github.com/foo/bar for code", "see for code"),
        ("the fea- tures of first- and second-order methods", "the features of first- and second-order methods"),
        ("\ufb01lter and prob(cid:173) lems (cid:12) here", "filter and problems here"),
        ("AT&amp;T &lt;b&gt; labs", "AT&T <b> labs"),
        ("a\u00a0b\u200b c\n\n d\t e", "a b c d e"),
        ("a **bold** claim", "a bold claim"),
        ("5\\% of the data", "5% of the data"),
    ],
)
def test_clean_text_removes_debris(raw, expected):
    assert clean_text(raw) == expected


def test_clean_text_handles_missing_values():
    assert clean_text(None) == ""
    assert clean_text("") == ""


def test_tokenize_keeps_case_hyphens_and_digit_words():
    assert tokenize("LLMs use non-convex 3D models, e.g. GPT-4.") == [
        "LLMs", "use", "non-convex", "3D", "models", "e", "g", "GPT-4"]


def test_fold_lowercases_and_strips_accents():
    assert fold("Rényi Divergence") == "renyi divergence"


@pytest.mark.parametrize(
    "abstract, title",
    [
        ("Spiking networks are hard to train. To address this, we propose Temporal Weighted "
         "Encoding (TWE). Spikes are weighted.", "Temporal Weighted Encoding (TWE)"),
        ("Models matter. We introduce MORALISE, a comprehensive benchmark for evaluating moral "
         "alignment. It is big.", "MORALISE: a comprehensive benchmark for evaluating moral alignment"),
        ("Neural architecture design lacks first principles, which we address here. More text.",
         "Neural architecture design lacks first principles"),
    ],
)
def test_derive_title(abstract, title):
    assert derive_title(abstract) == title


def test_derived_title_is_short():
    long = "word " * 80 + "."
    assert len(derive_title(long).split()) <= 13


def test_cleaning_makes_each_run_of_whitespace_one_space_as_the_regex_did():
    """Whitespace of any kind (tabs, line and paragraph separators, U+001C-1F, U+0085) is
    one space, as ``re.sub(r"\\s+", " ", s).strip()`` makes it (NFKC first)."""
    import re
    import unicodedata

    from hypothesis import given, settings
    from hypothesis import strategies as st

    from analysis.text import clean_text

    spaces = " \t\n\r\x0b\x0c\x1c\x1d\x1e\x1f\x85\xa0\u1680\u2000\u2028\u2029\u202f\u3000"

    @settings(max_examples=400, deadline=None)
    @given(st.text(alphabet=st.sampled_from(list(spaces) + list("abcXYZ.,"))))
    def same(s: str) -> None:
        want = re.sub(r"\s+", " ", unicodedata.normalize("NFKC", s)).strip()
        assert clean_text(s) == want

    same()
    assert clean_text(" Graph\u2028neural\t\tnets \x1c ") == "Graph neural nets"


def test_accents_are_stripped_as_by_dropping_each_combining_character():
    """strip_accents drops every combining mark of the NFKD form (looked up among the
    text's distinct characters): the same as testing each character in turn."""
    import unicodedata

    from hypothesis import given, settings
    from hypothesis import strategies as st

    from analysis.text import strip_accents

    def one_by_one(text: str) -> str:
        s = unicodedata.normalize("NFKD", text)
        return "".join(c for c in s if not unicodedata.combining(c))

    @settings(max_examples=400, deadline=None)
    @given(st.text(alphabet=st.sampled_from(list("aeoAZ .-ßçéñöÅǅﬁ\u0301\u0327\u05b0\u093c"
                                                 "\U0001d165ΣΆ"))))
    def same(text: str) -> None:
        assert strip_accents(text) == one_by_one(text)

    same()
    assert strip_accents("Nyström Erdős café") == "Nystrom Erdos cafe"


def test_the_url_trigger_test_is_any_of_the_triggers():
    from analysis.text.clean import _URL_TRIGGERS, _has_url_trigger

    for t in _URL_TRIGGERS:
        assert _has_url_trigger(f"see x{t}y") and _has_url_trigger(t)
    assert not _has_url_trigger("no link: www com org.i o") and not _has_url_trigger("")
    assert clean_text("Code: https://github.com/x/y and more.") == "Code: and more."
