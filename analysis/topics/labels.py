"""Stage 4 of the topic model: a short, unique label per topic.

The label is the first :data:`LABEL_TERMS` (three) terms of the topic with no word
repeated, a single word replaced by the topic's phrase that contains it ("Monte Carlo",
not "Carlo"), joined by " · ".
"""

from __future__ import annotations

LABEL_TERMS = 3
# Only the head of a topic's list is looked at: a label is about the topic's core.
HEAD_TERMS = 15
SEPARATOR = " · "


def topic_labels(term_lists: list[list[str]], key_lists: list[list[str]]) -> list[str]:
    """One label per topic from its terms (display forms) and their keys, best first;
    a label equal to an earlier one is lengthened by the topic's next term."""
    labels = [_label(terms, keys) for terms, keys in zip(term_lists, key_lists, strict=True)]
    seen: set[str] = set()
    for i, label in enumerate(labels):
        if label in seen:
            extra = [t for t in term_lists[i] if t not in label.split(SEPARATOR)]
            labels[i] = label + (SEPARATOR + extra[0] if extra else f" ({i})")
        seen.add(labels[i])
    return labels


def _label(terms: list[str], keys: list[str]) -> str:
    """First ``LABEL_TERMS`` terms, words not repeated; a single word is replaced by the
    topic's best phrase containing it ("Monte Carlo", not "Carlo")."""
    head = list(zip(terms, keys, strict=True))[:HEAD_TERMS]
    chosen: list[str] = []
    words: set[str] = set()
    for term, key in head:
        if " " not in key:
            for phrase, phrase_key in head:
                if " " in phrase_key and key in phrase_key.split():
                    term, key = phrase, phrase_key
                    break
        new = set(key.split())
        if new & words:
            continue
        chosen.append(term)
        words |= new
        if len(chosen) == LABEL_TERMS:
            break
    for term, key in head:  # too few: allow terms that add at least one new word
        if len(chosen) >= LABEL_TERMS:
            break
        if term not in chosen and not set(key.split()) <= words:
            chosen.append(term)
            words |= set(key.split())
    return SEPARATOR.join(chosen) if chosen else "(no terms)"
