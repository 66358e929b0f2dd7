"""Step 2 of the vocabulary: each word's *key*, the form in which words are compared.

A key is the token folded (lower case, no accents), possessive ``'s`` dropped, and
English plural inflection removed ("models" -> "model", "policies" -> "policy", "LLMs"
-> "llm", "matrices" -> "matrix").  A word of four capitals ending in S is an acronym
whose S is one of its letters ("MCTS", "RKHS", "MEMS", "CMOS", the last part of
"L-BFGS"): stripping it made "MCTS" the plural of "MCT" and "IRLS" of "IRL" (inverse
reinforcement learning).  Four, because in the 85,000 papers of ``../shared/corpora``
none of the 3,886 such tokens is an English plural, and at most 206 (5%, most of them
acronyms themselves: "IRLS", "MOTS", "PACS") write a three-letter acronym's plural in
capitals; of the five-letter ones, 9% are words of all-capital titles ("NOTES",
"STEPS"), and longer ones ("NETWORKS") are mostly such words, so they are still
inflected.  A key is a singular some paper writes, as a phrase's head is shown made
singular from it when no paper writes the singular (:mod:`analysis.terms.display`): the
rules read the singular's ending, not the plural's alone ("sizes" -> "size", not "siz";
"lenses" -> "lens", "movies" -> "movie", "goes" -> "go", "prostheses" -> "prosthesis";
session 62 listed every key of ``../shared``'s 85,000 abstracts that no paper writes as
a word, bench/keywords/RESULTS.md).  A plural of two singulars ("bases": "knowledge
base", "orthonormal basis") is its own key, and its phrases take the singular their
corpus writes with the same words (:mod:`analysis.terms.plural_joins`).
Only inflection is merged, never derivation: a
stemmer such as Porter's or Snowball's would merge "optimal" with "optimization" and
"experience" with "experiment", which would make keyword counts wrong.  Tokens of one
letter, numbers, :data:`analysis.text.stopwords.ENGLISH` function words and
:data:`analysis.text.stopwords.DEBRIS` (together :data:`~analysis.text.stopwords.NEVER`)
never become terms.

British and American spellings of the verb suffix -ize and its family are one key
(:func:`american`): "optimisation" -> "optimization", "regularised" -> "regularized",
"normalising" -> "normalizing", "analyse" -> "analyze" (-yse, -ysed, -ysing, -yser after
"l").  Keys are only compared, never shown (a term is shown in the corpus's most used
spelling, :mod:`analysis.terms.display`, which makes a British plural singular in its
own spelling, :func:`singular_spelling`), so folding a word that has no -ize spelling
("promise" -> "promize", "exercise") merges nothing and changes nothing a reader sees; the
rule can only go wrong where "X-ise" and "X-ize" are two different English words.  It
therefore needs three letters before "is" ("size", "prize", "seize", "rise", "raise",
"noise", "wise" keep their keys: "prise" is not "prize") and leaves "-wise" alone
("pairwise", "otherwise").  Every merge the rule makes on the 24,000 and 61,000-paper
corpora joins two spellings of one word (200 and 279 keys: "optimization" 5,727 tokens
and "optimisation" 204 on the 24k; the one merge that is no British spelling is the typo
"supervized" with "supervised"; bench/keywords/RESULTS.md, wave 28).

The other British spellings are one key with their American ones too: -elled, -elling,
-eller ("modelling" 1,079 tokens in ``../shared``'s 85,000 abstracts beside "modeling"
7,279; "labelled", "unlabelled", "travelled"), -our ("behaviour" 1,066, "colour",
"neighbourhood", "favourable"), -tre ("centre", "millimetre"), -ogue ("dialogue" 1,916
beside "dialog" 708), "defence", "licence", and ten words of their own ("grey",
"judgement", "artefact", "manoeuvre", "programme", "fibre", ...).  Each rule needs the
letters that keep it off other words (three before "our": "tour", "hour", "pour" keep
theirs; two before "elling": "telling", "selling" do), and a rule that turns a word with
no other spelling into a string no corpus writes ("contour" -> "contor") merges nothing.
On those 85,000 abstracts the rules merge 140 keys, each two spellings of one word but
a typo and a PDF split joined to their word ("superiour" 1 token, "haviour" 3) and
"prologue" to "Prolog" (1 and 10 tokens; bench/keywords/RESULTS.md, wave 32).

A phrase's last word written clipped is one spelling of the phrase with the full word
(:func:`spelling_key`): "neural net(s)" is "neural network(s)", "deep net" "deep
network".  Only "net" (:data:`CLIPPINGS`): researchers write "neural nets" as often as
some write "neural networks" (ICLR 2017-18: "neural net" ranked 30th among keywords,
apart from "neural network"), and only as a phrase's last word, so "net effect" and the
word "net" keep their keys; a phrase joins only a phrase of the corpus ("elastic net"
stays itself while no "elastic network" is a phrase of it).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from analysis.terms.counting import Codes, factorize
from analysis.text import TOKEN_RE, fold, strip_accents
from analysis.text.stopwords import NEVER

_IRREGULAR = {
    "matrices": "matrix", "indices": "index", "vertices": "vertex", "simplices": "simplex",
    "hypotheses": "hypothesis", "analyses": "analysis", "theses": "thesis",
    "criteria": "criterion", "phenomena": "phenomenon", "appendices": "appendix",
    "children": "child", "biases": "bias", "axes": "axis", "lemmata": "lemma",
    "automata": "automaton", "corpora": "corpus", "optima": "optimum", "maxima": "maximum",
    "minima": "minimum", "radii": "radius", "foci": "focus", "loci": "locus",
    "caches": "cache", "niches": "niche", "headaches": "headache", "avalanches": "avalanche",
    # Latin and Greek plurals of the field's words (a reviewer, wave 34: "Nash equilibria"
    # 37 papers beside 84 writing "Nash equilibrium", apart); "media" (social media) and
    # "genera", "quanta" keep their own sense
    "equilibria": "equilibrium", "extrema": "extremum", "spectra": "spectrum",
    "stimuli": "stimulus", "formulae": "formula", "curricula": "curriculum",
    "strata": "stratum", "polyhedra": "polyhedron", "schemata": "schema",
    "vortices": "vortex", "nuclei": "nucleus", "suprema": "supremum", "infima": "infimum",
    "momenta": "momentum", "cortices": "cortex",
    # -sis and -x plurals the regular rule cut to a word no paper writes (session 62:
    # "prostheses" -> "prosthese", 161 tokens in ../shared's abstracts, none of "prosthese")
    "diagnoses": "diagnosis", "prognoses": "prognosis", "syntheses": "synthesis",
    "prostheses": "prosthesis", "orthoses": "orthosis", "crises": "crisis",
    "parentheses": "parenthesis", "emphases": "emphasis", "metastases": "metastasis",
    "hystereses": "hysteresis", "helices": "helix", "apices": "apex",
    "shelves": "shelf", "halves": "half", "knives": "knife", "wolves": "wolf",
}
#: Plurals of two singulars, each the plural of its own word in some phrases ("knowledge
#: bases" of "knowledge base", "orthonormal bases" of "orthonormal basis"): their key is
#: the plural itself, and a phrase ending in one is joined to the phrase of the singular
#: the corpus writes with the same words (:mod:`analysis.terms.plural_joins`).
AMBIGUOUS_PLURALS = {"bases": ("base", "basis"), "leaves": ("leaf", "leave"),
                     "lives": ("life", "live")}
#: Irregular plurals also written as the end of a longer word ("submatrices", "multi-
#: indices"): -ices only, whose endings are no other word's ("devices" is not "-vertices").
_IRREGULAR_ENDINGS = ("matrices", "indices", "vertices", "simplices", "vortices", "cortices")
#: Singulars ending in -ie, whose -ies plural the -y rule made "movy" (24k: "movies" 123
#: tokens, "movie" 216, no "movy"); -ies otherwise stays -y ("policies" -> "policy").
_IE_WORDS = frozenset("movie cookie calorie zombie selfie rookie goalie hippie genie prairie "
                      "sortie reverie bogie newbie freebie birdie".split())
#: Words ending in -o whose plural (or third person) adds -es ("goes" -> "go", "echoes" ->
#: "echo": "goe to infinity" was shown on the 24k); any other -oes drops its "s" only
#: ("shoes", "canoes", and "moes", the lower-case plural of "MoE").
_O_ES_WORDS = frozenset("go undergo forgo do undo redo echo hero potato tomato veto torpedo "
                        "volcano mosquito domino embargo cargo".split())
# Words that end in s and are not plurals (or whose singular means something else).
_NO_STRIP = frozenset("""
bias alias atlas canvas gas lens means series species news has was his its this thus
plus minus versus bus virus corpus focus consensus census bonus status radius calculus
locus modulus nexus apparatus campus stimulus syllabus chaos cosmos kudos ethos pathos
lasso yes less unless across always perhaps whereas towards afterwards sometimes
bayes naive-bayes gauss euclides archimedes
nevertheless regardless k-means c-means
physics mathematics economics dynamics robotics genomics ethics semantics linguistics
analytics electronics informatics optics acoustics kinematics photonics bioinformatics
proteomics politics statistics graphics aerodynamics thermodynamics pharmacokinetics
econometrics biometrics logistics mechanics athletics biomechanics psychophysics
multiphysics diabetes pancreas
""".split())
#: British -ise/-yse spellings (the key's last letters) and their American -ize/-yze form.
#: (Inflected endings too, for a surface compared with its key: "optimisations".)
_BRITISH = re.compile(r"(?<=[a-z]{3})(?<!w)is(e|es|ed|ing|er|ers|ation|ations|ational|able)$"
                      r"|(?<=[a-z]l)ys(e|es|ed|ing|er|ers)$")
#: Other British spellings, each a suffix rule with the letters it needs before it (the
#: module docstring says why each is safe): -elled/-elling/-eller ("modelling",
#: "labelled", "traveller"), -our ("colour", "behavioural", "neighbourhood"), -tre of
#: the four words that have it ("centre", "metre", "litre", "theatre": "DeTRe",
#: "CATRE" are acronyms), -ogue ("dialogue", "catalogue", "analogue"), -fence/-cence
#: ("defence", "licence").
_BRITISH_MORE = re.compile(
    r"(?<=[a-z]{2})e(ll)(ed|ing|er|ers)$"
    r"|(?<=[a-z]{3})(our)(|s|ed|ing|al|ally|able|ably|ful|ite|ites|hood|hoods|less|er|ers)$"
    r"|(?:(?<=cen)|(?<=me)|(?<=li)|(?<=hea))(tre)(|s|d)$"
    r"|(?<=[a-z]{3})(ogue)(|s)$"
    r"|(?<=^de|^of)(fence)(|s)$|(?<=^li)(cence)(|s)$")
_AMERICAN_MORE = {"ll": "el", "our": "or", "tre": "ter", "ogue": "og", "fence": "fense",
                  "cence": "cense"}
#: Whole words spelled apart in British English, as American dictionaries give them.
_BRITISH_WORDS = {"grey": "gray", "judgement": "judgment", "ageing": "aging",
                  "artefact": "artifact", "manoeuvre": "maneuver",
                  "manoeuvrability": "maneuverability", "programme": "program",
                  "aluminium": "aluminum", "sulphur": "sulfur", "fibre": "fiber"}
_ACRONYM_PLURAL = re.compile(r"^[A-Za-z0-9-]*[A-Z]s$")
_ACRONYM_WITH_S = re.compile(r"^(?:[A-Za-z0-9-]*-)?[A-Z0-9]{3}S$")


@lru_cache(maxsize=1 << 20)  # the same surface forms come back in every chunk
def word_key(token: str) -> str:
    """Normalised key of one token: folded, possessive dropped, plural inflection removed.

    ``"Models" -> "model"``, ``"LLMs" -> "llm"``, ``"policies" -> "policy"``,
    ``"classes" -> "class"``, ``"k-means" -> "k-means"``.
    """
    if len(token) >= 3 and _ACRONYM_PLURAL.match(token):
        return fold(token[:-1])
    if _ACRONYM_WITH_S.match(token):  # "MCTS", "L-BFGS": the S is one of its letters
        return fold(token)
    return american(singular_spelling(token))


#: Clipped words and the word they stand for, as a phrase's last word (module docstring).
CLIPPINGS = {"net": "network"}
_CLIPPED = re.compile(r"(?<=[ -])(" + "|".join(CLIPPINGS) + r")$")


def spelling_key(key: str) -> str:
    """The key two spellings of one phrase share: ``key`` with a clipped last word in
    full and without hyphens and spaces ("neural net", "neural-network" ->
    "neuralnetwork"); a single word keeps its own ("net" -> "net")."""
    return _CLIPPED.sub(lambda m: CLIPPINGS[m.group(1)], key).replace("-", "").replace(" ", "")


def american(key: str) -> str:
    """``key`` with each hyphen-separated part in its American spelling (module
    docstring): "optimisation" -> "optimization", "self-organising" ->
    "self-organizing", "modelling" -> "modeling", "behaviour" -> "behavior"; any other
    word as it is."""
    return "-".join(_american_part(part) for part in key.split("-"))


@lru_cache(maxsize=1 << 16)
def _american_part(part: str) -> str:
    if part in _BRITISH_WORDS:
        return _BRITISH_WORDS[part]
    if "is" in part or "ys" in part:
        part = _BRITISH.sub(_to_z, part)
    return _BRITISH_MORE.sub(_to_american, part)


def _to_american(match: re.Match[str]) -> str:
    found = [g for g in match.groups() if g is not None]
    ending, suffix = found[0], found[1]
    if ending == "ll":  # "modelling": the "e" is before the match's group
        return "el" + suffix
    if ending == "tre" and suffix == "d":  # "centred" -> "centered"
        return "tered"
    return _AMERICAN_MORE[ending] + suffix


def _to_z(match: re.Match[str]) -> str:
    return ("iz" if match.group(1) is not None else "yz") + (match.group(1) or match.group(2))


def singular_spelling(token: str) -> str:
    """The key of a token that is no acronym before its spelling is folded: folded and
    made singular in its own spelling ("Neighbours" -> "neighbour"; :func:`american`
    then folds it)."""
    word = fold(token)
    if word.endswith("'s"):
        word = word[:-2]
    word = word.rstrip("'")
    if word in _IRREGULAR or word in AMBIGUOUS_PLURALS:
        return _IRREGULAR.get(word, word)
    head, hyphen, last = word.rpartition("-")
    if len(last) < 4 or not last.endswith("s") or last in _NO_STRIP or word in _NO_STRIP:
        return word
    if last in _IRREGULAR or last in AMBIGUOUS_PLURALS:  # "data-matrices", "knowledge-bases"
        return head + hyphen + _IRREGULAR.get(last, last)
    return head + hyphen + _singular_word(last)


def _singular_word(last: str) -> str:
    """A word of four letters or more ending in s, made singular by the regular rules
    (session 62: "sizes" had been cut to "siz", "lenses" to "lense", "movies" to "movy",
    "timeseries" to "timesery"; bench/keywords/RESULTS.md)."""
    if last.endswith(("ss", "us", "is", "ous", "series", "species", "lens")):
        return last
    ending = next((e for e in _IRREGULAR_ENDINGS if last.endswith(e)), None)
    if ending:
        return last[:-len(ending)] + _IRREGULAR[ending]
    if last.endswith("ies") and len(last) > 4 and last[:-1] not in _IE_WORDS:
        return last[:-3] + "y"
    if last.endswith("ses") and (last[:-2] in _NO_STRIP or last.endswith("lenses")):
        return last[:-2]  # "lenses", "aliases", "gases", "buses", "statuses"
    if last.endswith("oes") and last[:-2] in _O_ES_WORDS:
        return last[:-2]
    if last.endswith(("sses", "xes", "zzes", "tzes", "ches", "shes")) and len(last) > 4:
        return last[:-2]
    return last[:-1]


@lru_cache(maxsize=1 << 16)  # a chunk's acronyms' long forms repeat
def text_key(text: str) -> str:
    """Key of a word or phrase as typed ("Large Language Models" -> "large language model")."""
    return " ".join(word_key(t) for t in TOKEN_RE.findall(strip_accents(text)))


def is_word(folded: str) -> bool:
    """Whether a folded token can be (part of) a term: two characters or more, a letter
    among them, not a function word or debris."""
    if len(folded) < 2 or folded in NEVER:
        return False
    if folded.isascii():  # an ASCII letter is a cased character: one test, no loop
        return folded.lower() != folded.upper()
    return any(c.isalpha() for c in folded)


@dataclass(frozen=True)
class SurfaceKeys:
    """The key of every distinct surface form.

    Attributes
    ----------
    folded : list of str
        Each surface form folded (lower case, no accents).
    key_of_surface : ndarray of int64
        Each surface form's key, as an index into ``keys``; -1 for tokens that are not
        words (punctuation, numbers, function words, debris).
    keys : ndarray of str
        The distinct keys, in order of first use.
    """

    folded: list[str]
    key_of_surface: Codes
    keys: np.ndarray


def key_surfaces(surfaces: np.ndarray) -> SurfaceKeys:
    """Fold and key each distinct surface form once (not each token: far fewer)."""
    folded_keys = [surface_key(s) for s in surfaces]
    folded = [f for f, _ in folded_keys]
    key_of_surface, distinct = factorize([k for _, k in folded_keys])
    return SurfaceKeys(folded=folded, key_of_surface=key_of_surface, keys=distinct)


@lru_cache(maxsize=1 << 20)  # most of a chunk's forms were in the chunks before it
def surface_key(surface: str) -> tuple[str, str | None]:
    """A surface form folded, and its key (None: not a word, or a word whose key is a
    function word: "ones" -> "one")."""
    folded = fold(surface)
    key = word_key(surface) if is_word(folded) else None
    return folded, key if key is not None and is_word(key) else None
