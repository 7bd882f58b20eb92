"""The Search page: one kn_search call with every score, threshold and stage made visible."""

from __future__ import annotations

import json
from typing import Any, Callable, TypeVar

import altair as alt
import pandas as pd
import pyarrow as pa
import streamlit as st

from core.search.config import RetrievalConfig
from core.search.linking import subject_decision
from core.search.models import KnSearchResponse
from core.search.name_dictionary import FOREIGN_NAMES, TYPED_ALIASES, TYPED_DASHES, WITHOUT_NOTES
from core.search.regional_words import READING_NOTE
from core.text import word_tokens
from ui import data, runs
from ui.config_view import config_field, preset_picker
from ui.feedback import error_text, log_unexpected
from ui.history import remember_run, render_history
from ui.markdown import md_code, md_escape
from ui.messages import ui_message
from ui.pickers import question_input
from ui.state import AppState, SearchRun, commit_widget, control_widget

T = TypeVar("T")

SCORE_FORMAT = "%.3f"
EMPTY_CELL = "—"  # a table's missing value (st.dataframe prints "None" otherwise)
LABEL_LIMIT = 260  # px of axis label before it is cut
# Dropped candidates drawn in the node chart: the best ones, which show where the threshold bit.
MAX_DROPPED_POINTS = 15
LINKED_INLINE = 12  # linked entities named in the line above the results; a table lists more
# How a name as people write it was read (`Dictionary.written`'s kinds), and the setting that asked for it
WRITTEN_AS_WORDS = {
    WITHOUT_NOTES: "without the note in brackets it ends in (concept_retrieval.names_without_notes)",
    TYPED_DASHES: "typed with a hyphen or without its dash (concept_retrieval.dashes_as_typed)",
    FOREIGN_NAMES: "by its name in another language (concept_retrieval.foreign_names)",
    TYPED_ALIASES: "by an alias of it typed with a hyphen or without the alias's dash "
                   "(concept_retrieval.aliases_as_typed)",
}


# -- tables and charts (shared with Tune & compare) ------------------------------------------
NO_SIGNAL = "no signal"


def has_signal(relation) -> bool:
    """A relation type the ranker gave a real score (not 0, not unscored, not marked "none")."""
    return bool(relation.score) and relation.score_source not in (None, "none")


def _rerank_documents(response: KnSearchResponse) -> dict[str, dict[str, Any]]:
    rerank = ((response.trace or {}).get("concepts") or {}).get("rerank") or {}
    return {d.get("relation_type_id"): d for d in rerank.get("documents") or [] if isinstance(d, dict)}


def _relation_matched(question: str, doc: dict[str, Any] | None) -> str:
    """What matched, as the trace says (matched tokens or fields when the ranker reports them),
    else the words the question shares with the ranked text."""
    if not doc:
        return ""
    for key in ("matched", "matched_tokens", "matched_terms", "matched_fields"):
        value = doc.get(key)
        if isinstance(value, dict):  # per signal (the intent ranker): only the signals that matched
            parts = [f"{name}: " + (", ".join(map(str, hits)) if isinstance(hits, (list, tuple)) else str(hits))
                     for name, hits in value.items() if hits]
            if parts:
                return "matched " + "; ".join(parts)
            continue
        if value:
            return ", ".join(map(str, value)) if isinstance(value, (list, tuple)) else str(value)
    text = str(doc.get("document") or "")
    shared = [t for t in dict.fromkeys(word_tokens(question)) if len(t) > 1 and t in text]
    return ("shared words: " + ", ".join(shared[:8])) if shared else ""


INTENT_SIGNALS = ("text", "unigram", "semantic", "type", "answer", "name", "prior")
# Addends that either apply or not (core.search.intent): shown by name when they do.
INTENT_FLAGS = {"connecting": "named pair joined", "answer_end": "leads to the answer's type"}


def _intent_matched(signals: dict[str, Any] | None) -> str:
    """The intent ranker's signals behind a relation type's score (each on [0, 1]), then the
    addends that applied (`INTENT_FLAGS`)."""
    if not signals or not any(key in signals for key in INTENT_SIGNALS):
        return ""
    return " · ".join([f"{key} {signals[key]:.2f}" for key in INTENT_SIGNALS if signals.get(key)]
                      + [label for key, label in INTENT_FLAGS.items() if signals.get(key)])


def relation_frame(response: KnSearchResponse, question: str = "") -> pd.DataFrame:
    docs = _rerank_documents(response)
    return pd.DataFrame([
        {"rank": r.rank or i + 1, "id": r.concept_id, "name": r.concept_name,
         "source → target": f"{r.source_object_type_id} → {r.target_object_type_id}",
         "score": r.score if has_signal(r) else None,
         "score source": r.score_source if has_signal(r) else f"{NO_SIGNAL} ({r.score_source or 'unscored'})",
         "what matched": " · ".join(filter(None, [_intent_matched(getattr(r, "signals", None)),
                                                   _relation_matched(question, docs.get(r.concept_id))]))}
        for i, r in enumerate(response.relation_types or [])
    ], columns=["rank", "id", "name", "source → target", "score", "score source", "what matched"])


def relation_chart_spec(response: KnSearchResponse) -> dict[str, Any] | None:
    """Bars for the relation types with a signal; those without are listed, not drawn as empty bars."""
    frame = relation_frame(response)
    frame = frame[frame["score"].notna()]
    if frame.empty:
        return None
    frame = frame.assign(label=frame["rank"].astype(str) + ". " + frame["name"].astype(str) + " (" + frame["id"] + ")")
    chart = (
        alt.Chart(frame)
        .mark_bar()
        .encode(
            x=alt.X("score:Q", title="score", scale=alt.Scale(domain=[0, max(1.0, float(frame["score"].max() or 0))])),
            y=alt.Y("label:N", sort=alt.EncodingSortField("rank", order="ascending"), title=None,
                    axis=alt.Axis(labelLimit=LABEL_LIMIT)),
            color=alt.Color("score source:N", legend=alt.Legend(orient="bottom")),
            tooltip=["rank", "id", "name", "source → target", alt.Tooltip("score:Q", format=".3f"), "score source"],
        )
        .properties(height=alt.Step(22))
    )
    return chart.to_dict(validate=False)  # built from our own frame: validation only costs time


RETURNED = "returned"


def _filter_name(key: str) -> str:
    return key.removeprefix("after_")


def dropped_candidates(response: KnSearchResponse) -> list[dict[str, Any]]:
    """Every candidate a filter dropped, with the filter that dropped it, read from the trace.

    Data-driven over the trace's shape, so every filter the core reports shows up: per object type,
    any `after_<filter>` stage with a `dropped` list; any candidate list whose items carry
    `dropped_by`; and the global stages (e.g. `global_filter`) with a `dropped` list.
    """
    instances = (response.trace or {}).get("instances") or {}
    if not isinstance(instances, dict):
        return []
    out: list[dict[str, Any]] = []

    def add(item: Any, object_type_id: Any, default_filter: str) -> None:
        if not isinstance(item, dict):
            return
        reason = item.get("dropped_by") or default_filter
        if not reason:
            return
        name = item.get("instance") or item.get("instance_name") or item.get("name") or item.get("id")
        out.append({"node": f"{name} ({item.get('object_type_id') or object_type_id})",
                    "object type": item.get("object_type_id") or object_type_id,
                    "score": float(item.get("score") or 0.0), "outcome": f"dropped by {reason}",
                    "filter": str(reason), "score source": item.get("score_source"),
                    "what matched": _signals_text(item.get("signals"), item.get("score_source"))})

    seen: set[tuple[str, str]] = set()
    for run in instances.get("per_type") or []:
        if not isinstance(run, dict):
            continue
        ot = run.get("object_type_id")
        for key, value in run.items():
            if isinstance(value, dict) and isinstance(value.get("dropped"), list):
                for item in value["dropped"]:
                    add(item, ot, _filter_name(key))
            elif isinstance(value, list):
                for item in value:
                    if isinstance(item, dict) and item.get("dropped_by"):
                        add(item, ot, "")
    for key, value in instances.items():
        if key != "per_type" and isinstance(value, dict) and isinstance(value.get("dropped"), list):
            for item in value["dropped"]:
                add(item, item.get("object_type_id") if isinstance(item, dict) else None, _filter_name(key))
    unique = []
    for row in out:  # a candidate reported twice (a stage list and a dropped list) counts once
        mark = (row["node"], row["filter"])
        if mark not in seen:
            seen.add(mark)
            unique.append(row)
    return unique


def _signals_text(signals: dict[str, Any] | None, source: str | None) -> str:
    """What matched behind a node's score, from its signals: which ranker, which value."""
    if not signals:
        return ""
    parts = []
    if source in ("linked_name", "linked_alias") and "link_score" in signals:
        how = "its name" if source == "linked_name" else "an alias"
        parts.append(f"entity linked by {how} in the question (link score {signals['link_score']:.2f})")
    if "knn" in signals:
        parts.append(f"knn similarity {signals['knn']:.2f}")
    if "match" in signals:
        parts.append(f"BM25 {signals.get('match_raw', 0):.2f} (normalised {signals['match']:.2f})")
    if "name_floor" in signals:
        parts.append(f"name rule {source or ''} {signals['name_floor']:.2f}".replace("  ", " "))
    for key in ("matched_fields", "fields"):
        if signals.get(key):
            parts.append("fields " + ", ".join(map(str, signals[key])))
    return " · ".join(parts)


FRAGMENT_MARK = "⚠ fragment"  # node hygiene: a name that looks like an extraction fragment
RETURNED_FRAGMENT = "returned (fragment name, ranked down)"


def fragment_text(reasons: Any) -> str:
    """Why a node's name looks like an extraction fragment ("" when it does not)."""
    return ", ".join(map(str, reasons)) if reasons else ""


def node_points(response: KnSearchResponse) -> pd.DataFrame:
    """Returned nodes, plus the best of the candidates each filter dropped (from the debug trace).
    Fragment names (node hygiene) are marked in the label and have their own outcome colour."""
    rows = [
        {"node": f"{n.instance_name} ({n.object_type_id})" + (f" {FRAGMENT_MARK}" if n.fragment_reasons else ""),
         "object type": n.object_type_id,
         "score": n.score or 0.0, "outcome": RETURNED_FRAGMENT if n.fragment_reasons else RETURNED, "filter": "",
         "score source": n.score_source, "what matched": _signals_text(n.signals, n.score_source),
         "fragment": fragment_text(n.fragment_reasons)}
        for n in response.nodes or []
    ]
    rows += [{**row, "fragment": ""}
             for row in sorted(dropped_candidates(response), key=lambda row: -row["score"])[:MAX_DROPPED_POINTS]]
    return pd.DataFrame(rows, columns=["node", "object type", "score", "outcome", "filter", "score source",
                                       "what matched", "fragment"])


def thresholds(response: KnSearchResponse, config: RetrievalConfig) -> list[dict[str, Any]]:
    """The two node thresholds as the config defines them (and the global one as applied)."""
    cfg = config.semantic_instance_retrieval
    out = [{"threshold": f"min_direct_relevance = {cfg.min_direct_relevance:g}", "value": cfg.min_direct_relevance}]
    if cfg.enable_global_final_score_ratio_filter:
        best = max((n.score or 0.0 for n in response.nodes or []), default=0.0)
        value = round(best * cfg.global_final_score_ratio, 6)
        out.append({"threshold": f"global ratio {cfg.global_final_score_ratio:g} × max {best:.3f} = {value:.3f}",
                    "value": value})
    return out


_DROPPED_TONES = ("#94a3b8", "#f59e0b", "#a855f7", "#14b8a6", "#ef4444", "#84cc16")


def node_chart_spec(response: KnSearchResponse, config: RetrievalConfig) -> dict[str, Any] | None:
    points = node_points(response)
    if points.empty:
        return None
    points = points.sort_values("score", ascending=False)
    present = set(points["outcome"].unique())
    firsts = [o for o in (RETURNED, RETURNED_FRAGMENT) if o in present] or [RETURNED]
    outcomes = [*firsts, *sorted(o for o in present if o not in firsts)]
    tones = [*("#2563eb" if o == RETURNED else "#93c5fd" for o in firsts),
             *(_DROPPED_TONES[i % len(_DROPPED_TONES)] for i in range(len(outcomes) - len(firsts)))]
    bars = (
        alt.Chart(points)
        .mark_bar()
        .encode(
            x=alt.X("score:Q", title="score", scale=alt.Scale(domain=[0, 1])),
            y=alt.Y("node:N", sort="-x", title=None, axis=alt.Axis(labelLimit=LABEL_LIMIT)),
            color=alt.Color("outcome:N", scale=alt.Scale(domain=outcomes, range=tones),
                            legend=alt.Legend(orient="bottom", title=None, direction="vertical", labelLimit=LABEL_LIMIT)),
            tooltip=["node", "object type", alt.Tooltip("score:Q", format=".3f"), "outcome", "score source",
                     "what matched", "fragment"],
        )
    )
    lines = pd.DataFrame(thresholds(response, config))
    rules = (
        alt.Chart(lines)
        .mark_rule(strokeDash=[6, 4], strokeWidth=2)
        .encode(x="value:Q", color=alt.Color("threshold:N", scale=alt.Scale(range=["#dc2626", "#f59e0b"]),
                                              legend=alt.Legend(orient="bottom", title="thresholds", direction="vertical",
                                                                labelLimit=LABEL_LIMIT)),
                tooltip=["threshold", alt.Tooltip("value:Q", format=".3f")])
    )
    return alt.layer(bars, rules).resolve_scale(color="independent").properties(height=alt.Step(20)).to_dict(validate=False)


def filter_counts(response: KnSearchResponse) -> list[dict[str, Any]]:
    """Per filter, how many candidates it dropped (named ones from the trace, and cuts the trace
    only counts, such as per_type_instance_limit before the trace lists names)."""
    named: dict[str, int] = {}
    for row in dropped_candidates(response):
        named[row["filter"]] = named.get(row["filter"], 0) + 1
    counted: dict[str, int] = {}
    instances = (response.trace or {}).get("instances") or {}
    for run in instances.get("per_type") or [] if isinstance(instances, dict) else []:
        if not isinstance(run, dict):
            continue
        limit = run.get("after_per_type_instance_limit") or {}
        if isinstance(limit, dict) and isinstance(run.get("candidates"), int) and isinstance(limit.get("count"), int):
            counted["per_type_instance_limit"] = counted.get("per_type_instance_limit", 0) + run["candidates"] - limit["count"]
    glob = instances.get("global_filter") if isinstance(instances, dict) else None
    if isinstance(glob, dict) and isinstance(glob.get("before"), int) and isinstance(glob.get("after"), int):
        counted["global_filter"] = glob["before"] - glob["after"]
    rows = []
    for name in dict.fromkeys([*named, *counted]):
        rows.append({"filter": name, "dropped": max(named.get(name, 0), counted.get(name, 0)),
                     "named in the trace": named.get(name, 0)})
    return [r for r in rows if r["dropped"]]


def object_type_frame(response: KnSearchResponse) -> pd.DataFrame:
    return pd.DataFrame([
        {"id": o.concept_id, "name": o.concept_name, "score": o.score, "score source": o.score_source,
         "selected by": o.selected_by,
         "kept properties": ", ".join(p.name for p in o.data_properties or []),
         "pruned properties": ", ".join(o.pruned_properties or [])}
        for o in response.object_types or []
    ], columns=["id", "name", "score", "score source", "selected by", "kept properties", "pruned properties"])


def node_frame(response: KnSearchResponse) -> pd.DataFrame:
    return pd.DataFrame([
        {"object type": n.object_type_id, "name": n.instance_name, "score": n.score,
         "score source": n.score_source,
         "fragment": fragment_text(n.fragment_reasons),
         "what matched": _signals_text(n.signals, n.score_source),
         "signals": ", ".join(f"{k}={v:g}" for k, v in (n.signals or {}).items()),
         "identity": json.dumps(n.unique_identities, ensure_ascii=False),
         "properties": json.dumps(n.properties or {}, ensure_ascii=False)}
        for n in response.nodes or []
    ], columns=["object type", "name", "score", "score source", "fragment", "what matched", "signals", "identity",
                "properties"])


def linked_entities(response: KnSearchResponse) -> list[dict[str, Any]]:
    """The entities kn_search linked in the question: the words it read, what they were linked to,
    how, and which one the question is about when it names several."""
    linked = response.linked_entities or []
    subjects = {(e.object_type_id, e.instance_name) for e in linked if e.subject} if len(linked) > 1 else set()
    return [
        {"mention": n.linked_mention or str(n.instance_name), "entity": str(n.instance_name),
         "object type": n.object_type_id,
         "linked by": "its name" if n.score_source == "linked_name" else "an alias",
         "fragment": fragment_text(n.fragment_reasons),
         "asked about": (n.object_type_id, str(n.instance_name)) in subjects}
        for n in response.nodes or [] if n.score_source in ("linked_name", "linked_alias")
    ]


def linking_decisions(response: KnSearchResponse) -> list[str]:
    """The linker's choices that longest match alone would not have made, in words (debug trace), each
    sentence once."""
    concepts = (response.trace or {}).get("concepts") or {}
    linking = concepts.get("linking") or {}
    reading = (response.trace or {}).get("reading")
    lines = [f"{READING_NOTE}: “{reading}”"] if reading else []
    if linking.get("read_without_examples"):
        lines.append("the prompt's worked examples (问：… 答：…) were read as blanks for linking: their names are "
                     "not what is asked about")
    lines += [f"“{t['typed']}” read as the name “{t['form']}”: one character of it sounds as the name's does (a "
              "pinyin keyboard's slip), and it is no word of its own"
              for t in linking.get("sounded") or []]
    lines += [f"“{t['typed']}” read as the name {' / '.join(f'“{n}”' for n in t['names'])} "
              + WRITTEN_AS_WORDS.get(t["kind"], f"as written ({t['kind']})")
              for t in linking.get("written_as") or []]
    lines += [f"“{y['form']}” gave way to the name “{y['to']}” it holds or overlaps (a weak or leaf record)"
              for y in linking.get("yielded") or []]
    lines += [f"“{k['form']}” kept its match over “{k['not_to']}” inside it: the clause after it refers back to a "
              "thing of its type (这个科 / 这种病 …)"
              for k in linking.get("kept_referred") or []]
    lines += [f"“{k['form']}” kept its match over “{k['not_to']}” inside it: the network joins its record to "
              + (f"that of “{k['joined_to']}”, which the question names too" if k.get("joined_to") else "theirs")
              + ", so it is a name of its own, not an everyday phrase around the shorter one"
              for k in linking.get("kept_joined") or []]
    lines += [f"“{k['form']}” kept its match over “{k['parts'][0]}”: it puts two names of its type together "
              f"({' + '.join(k['parts'])}), as the network writes many names of that type"
              for k in linking.get("kept_compound") or []]
    lines += [f"“{k['form']}” kept its match over “{k['not_to']}”: its record holds {k['edges']} edges, no leaf "
              "(the degree counts incoming edges a tenth, so a value records point at looks like one)"
              for k in linking.get("kept_not_leaf") or []]
    lines += [f"“{r['mention']}” → {r['lent']['to']}, not the record {r['lent']['from']}: the records of its own "
              "name are leaves (one edge at most), and it is an alias of this one"
              for r in linking.get("resolved") or [] if r.get("lent")]
    lines += [f"“{r['mention']}” → {pair['standard']}, not the record {pair['record']}: the two records name each other "
              f"({', '.join(pair['properties'])}), one instance written twice, and the naming properties say "
              f"{pair['standard']} is the standard one"
              for r in linking.get("resolved") or [] for pair in r.get("written_twice") or [] if pair.get("taken")]
    lines += [f"“{t['mention']}” → {t['to']}, the record it names: the question asks for its aliases"
              if t.get("aliases_asked") else
              f"“{t['mention']}” → {t['to']}, not the record {t['from']}: it holds more {t['relation_type']} "
              f"edges ({t['edges'][1]} against {t['edges'][0]}) and more in all"
              for t in linking.get("alias_twins") or []]
    for moved in linking.get("answer_type_records") or []:
        if moved.get("rule") == "answer_type_tie":
            kept_type, kept_name = moved["kept"]
            lines.append(f"“{moved['mention']}” stays {kept_name} ({kept_type}): {moved['relation_type']} ranks above "
                         f"{moved['kept_for']}, which this record holds, on its edge count alone")
            continue
        if moved.get("rule") in _KEPT_REASONS:
            from_type, from_name = moved["from"]
            lines.append(f"“{moved['mention']}” stays {from_name} ({from_type}), not its alias record: "
                         + _KEPT_REASONS[moved["rule"]])
            continue
        (from_type, from_name), (to_type, to_name) = moved["from"], moved["to"]
        if moved.get("rule") == "alias_asked":
            lines.append(f"“{moved['mention']}” is the alias record {to_name} ({to_type}), not {from_name}: "
                         "the question asks which instance the alias names")
        elif moved.get("rule") == "alias_end_asked":
            lines.append(f"“{moved['mention']}” is the alias record {to_name} ({to_type}), not {from_name}: "
                         f"it is joined by 是 to a question word asking for its alias type ({to_type}), so the question asks "
                         "what it is an alias of")
        elif moved.get("rule") == "answer_type_unreachable":
            lines.append(f"“{moved['mention']}” → {to_name} ({to_type}), not the {from_type} record: the question "
                         f"asks for “{moved.get('answer_noun')}”, which no relation type joins to a {from_type}, "
                         f"and {moved['relation_type']} joins to a {to_type}")
        elif moved.get("rule") == "answer_type_no_edges":
            lines.append(f"“{moved['mention']}” → {to_name} ({to_type}), not the {from_type} record: the question "
                         f"asks for “{moved.get('answer_noun')}”, the {from_type} record holds no edge toward it, "
                         f"and this one holds {moved['relation_type']} edges")
        elif moved.get("rule") == "class_of":
            lines.append(f"“{moved['mention']}” → {to_name} ({to_type}), not the {from_type} record: the question "
                         f"names it as a class (这类 …), and {moved['relation_type']} joins the two types")
        else:
            lines.append(f"“{moved['mention']}” → {to_name} ({to_type}), not the {from_type} record: the question "
                         f"asks for a {from_type} (“{moved.get('answer_noun') or from_type}”), and "
                         f"{moved['relation_type']} joins the two"
                         + _GATE_REASONS.get(moved.get("gate"), "").format(relation=moved["relation_type"],
                                                                           from_type=from_type)
                         + (f"; of the name's other records it holds the most {moved['relation_type']} edges"
                            if moved.get("picked") == "most_edges" else ""))
    subject = subject_reason(linking.get("subject"))
    if subject:
        lines.append(subject)
    turned = linking.get("direction_from_subject")
    if turned:
        lines.append(f"{turned['moved_first']} ranks first, before {turned['passed']} (its inverse, ranked first by "
                     f"score): the question names both ends and is about “{turned['subject']}”, where "
                     f"{turned['moved_first']} starts; the scores are unchanged")
    # not a choice of the linker but what relation ranking read of the name's other records: said last
    lines += [f"“{o['mention']}” also names a {o['object_type_id']} record: relation types counted its edges in the "
              "type signal at half share (the question may mean it)"
              for o in linking.get("type_signal_other_types") or []]
    # said only where relation ranking used it (the intent ranker: not with a reranker over HTTP)
    topic = linking.get("lead_topic")
    if topic and (concepts.get("rerank") or {}).get("lead_topic"):
        lines.append(f"the yes-or-no clause before the question word is about “{topic['mention']}”, and the question "
                     "asks on without naming anything: relation types counted its records in full in the type signal, "
                     "the other entities' at half share")
    # The trace has an entry per mention, so a name written many times (感冒感冒…) gives the same
    # sentence as often: each is said once.
    return list(dict.fromkeys(lines))


# What each place of `choose_subject`'s ordering key says when it decides (its trace's "order").
# What lets a record of the answer's type take a mention (`answer_type_records`' gate), as the
# rest of the sentence; the gates not listed need no words beyond the sentence's start.
_GATE_REASONS = {
    "answer_leads": ", and the question's phrase for it comes first: the mention is what the answer has",
    "type_word": ", and the word after the name calls it by its type",
    "relation_edges": ", and it holds more {relation} edges than the {from_type} record holds toward a {from_type}",
}

# Why an alias mention's record is kept rather than the alias record (`alias_record_asked`'s notes,
# listed with no "to"), as the rest of the sentence.
_KEPT_REASONS = {
    "joined_to_named": "an alias relation type ranks first, but this record is joined to another instance the "
                       "question names",
    "related_by_rank": "no 是 joins it to the question word, and this record holds edges of the best-ranked "
                       "relation type toward the type the question asks for",
    "confirmation_without_naming": "the question asks no question word's question and says no word of naming "
                                   "(别名, 叫, 说法 ...), so it confirms something of what the alias names",
    "told_after_question": "it is named in a clause after the question word's while another name stands before "
                           "that clause, so it tells where the question comes from",
}

_SUBJECT_REASONS = {
    "no_fragment": "the other is an extraction fragment, or a word used as a verb on a name of its type (感染了…)",
    "not_referring_back": "the other follows 这 / 那 / 该 / 此 (or 此类 …) and refers back to a name of its type told "
                          "before it",
    "not_named_as_answer": "the other is named as the answer's kind or a candidate answer",
    "alias_asked": "the question asks which instance its alias names",
    "in_story_question": "the question tells a story first, then asks in its last sentences, which name it",
    "in_question_clause": "it sits in the question's clause, or a 这 there refers back to it",
    "in_asking_sentence": "the sentence that asks opens with it, a name a sentence before told or narrowed down",
    "not_told_after_question": "the question asks for a name, and the other is named in a clause after the question "
                               "word's, with this one before that clause",
    "asked_relation_end": "it sits at the asked relation's source end",
    "diagnosed": "it is the name given as the diagnosis",
    "prone_to": "it is what someone is said to be prone to get (容易得), which the question asks about",
    "topic_of_yes_or_no_lead": "the yes-or-no clause before the question word is about it, and the question asks on "
                               "without naming anything",
    "not_tagged": "the other is a hashtag's name (#痛风#), which tags the post, while this one is named in its body",
    "first_if_yes_or_no": "it is named first in a yes-or-no question",
    "credible": "the other record has too few edges to be credible",
    "first_of_pair": "it heads names joined by 跟 / 和 / 与 / 同 / 、 alone",
}


def subject_reason(subject: dict[str, Any] | None) -> str | None:
    """Why the linker took the instance it did as the one the question is about: the first place of
    the ordering key where it beats the runner-up; None when the trace has no choice or the
    deciding place is a plain tie-break (degree, mention length, position)."""
    decision = subject_decision(subject)
    if decision is None:
        return None
    best, runner, place = decision
    reason = _SUBJECT_REASONS.get(place)
    if reason is None:
        return None
    if place == "no_fragment" and runner["mention"] in (subject.get("withdrawn") or []):
        reason = "the other is corrected right after it (…不对，是… / 打错了 / 我说反了)"
    if place == "no_fragment" and runner["mention"] in (subject.get("ruled_out") or []):
        reason = "the other is ruled out (不是…，是… / 是…，不是… / 以为是… / 排除了…)"
    if place == "not_named_as_answer" and runner["mention"] in (subject.get("class_named") or []):
        reason = (f"the other is named after 算 / 属于 / 是 … 的一种 as the class “{best['mention']}” is weighed "
                  "against")
    if place == "in_question_clause" and subject.get("asked_in_later_sentence") == best["mention"]:
        reason = ("the later sentence that asks opens with it, a name a sentence before told; the first question "
                  "word's clause only compares")
    if place in ("in_question_clause", "in_asking_sentence") and subject.get("picked_from_list") == best["mention"]:
        reason = "the question picks it out of the list told before it (第二个 / 最后那个 / 中间那个)"
    if place == "asked_relation_end" and subject.get("left_for_answer_type"):
        reason = (f"it sits at the source end of {subject['asked_relation']}, the way the question's wh-phrase "
                  f"asks (not {subject['left_for_answer_type']})")
    return f"asked about “{best['mention']}” rather than “{runner['mention']}”: {reason}"


def render_linked(response: KnSearchResponse) -> None:
    """One line above the results: which words of the question became which entities. A pasted
    note links hundreds: the line then names the first LINKED_INLINE (the one asked about first)
    and a table under it lists them all."""
    linked = cached("search.linked", response, lambda: linked_entities(response))
    if not linked:
        return
    shown = sorted(linked, key=lambda row: not row["asked about"])[:LINKED_INLINE]  # stable: the rest in order
    parts = []
    for row in shown:
        target = f"**{md_escape(row['entity'])}** {md_code(row['object type'])}"
        if row["mention"] != row["entity"]:
            target = f"“{md_escape(row['mention'])}” → {target} (alias)"
        parts.append(target + (f" {FRAGMENT_MARK}" if row["fragment"] else "")
                     + (" — *asked about*" if row["asked about"] else ""))
    more = len(linked) - len(shown)
    st.markdown(":material/link: **Linked in the question:** " + " · ".join(parts)
                + (f" · … and {more} more (table below)" if more else ""))
    if more:
        with st.expander(f"All {len(linked)} entities linked in the question", icon=":material/table_rows:"):
            st.dataframe(pd.DataFrame(linked), hide_index=True, width="stretch")
    decisions = cached("search.linking_decisions", response, lambda: linking_decisions(response))
    if decisions:
        st.caption(" · ".join(md_escape(d) for d in decisions))


def _score_column():
    return st.column_config.ProgressColumn("score", min_value=0.0, max_value=1.0, format=SCORE_FORMAT)


# -- sections ------------------------------------------------------------------------------------
def render_summary(run: SearchRun) -> None:
    response = run.response
    if response.message:
        st.warning(f"**{md_escape(ui_message(response.message))}**", icon=":material/info:")
    ranker = response.ranker
    if ranker and ranker.fallback_used:
        st.warning(f"The reranker {md_code(ranker.name)} failed: {md_escape(ranker.error or 'no reason given')}. "
                   "Relation types were scored with the fallback rule.", icon=":material/warning:")
    # Plain text, not st.metric: a fresh browser draws text at once, while each component kind
    # (metric, chart, grid) first waits for its own code to load.
    nodes = "—" if run.request.only_schema else len(response.nodes or [])
    ranker_name = (ranker.name if ranker else "—") + (" (fallback)" if ranker and ranker.fallback_used else "")
    with st.container(key="search-summary"):
        st.markdown(
            f"**{len(response.relation_types or [])}** relation types · **{len(response.object_types or [])}** "
            f"object types · **{nodes}** nodes · ranker {md_code(ranker_name)} · "
            f"{(response.timing or {}).get('total_ms', run.elapsed_ms):.0f} ms")


def cached(name: str, response: Any, build: Callable[[], T]) -> T:
    """`build()` once per response: a rerun that shows the same result reuses charts and tables
    (building and validating an Altair chart costs tens of milliseconds per rerun)."""
    store = st.session_state.setdefault(_CACHE, {})
    entry = store.get(name)
    if entry is not None and entry[0] is response:
        return entry[1]
    value = build()
    store[name] = (response, value)
    return value


_CACHE = "knx.render_cache"


def arrow(frame: pd.DataFrame) -> pa.Table:
    """A table as Arrow, converted once: st.dataframe converts pandas frames again on every rerun."""
    return pa.Table.from_pandas(frame, preserve_index=False)


def show_chart(spec: dict[str, Any] | None) -> None:
    st.vega_lite_chart(spec=spec, width="stretch")


def render_relations(response: KnSearchResponse, question: str = "", cache_as: str = "search") -> None:
    frame = cached(f"{cache_as}.relations", response, lambda: relation_frame(response, question))
    if frame.empty:
        st.info("No relation types recalled.")
        return
    spec = cached(f"{cache_as}.relation_chart", response, lambda: relation_chart_spec(response))
    if spec is not None:
        show_chart(spec)
    silent = frame[frame["score"].isna()]
    if len(silent):
        st.caption(md_escape(f"{NO_SIGNAL.capitalize()} for {len(silent)} of {len(frame)} relation types "
                             f"(score 0: nothing in them matched the question): "
                             + ", ".join(f"{n} ({i})" for n, i in zip(silent["name"], silent["id"]))))
    st.dataframe(frame, hide_index=True, width="stretch", column_config={"score": _score_column()},
                 placeholder=EMPTY_CELL)


def property_frame(response: KnSearchResponse) -> pd.DataFrame:
    """Every returned object type's properties in one table (kept ones with their relevance)."""
    return pd.DataFrame([
        {"object type": ot.concept_id, "property": p.name, "display name": p.display_name, "type": p.type,
         "relevance": p.score, "operations": ", ".join(p.condition_operations or [])}
        for ot in response.object_types or [] for p in ot.data_properties or []
    ], columns=["object type", "property", "display name", "type", "relevance", "operations"])


def render_object_types(response: KnSearchResponse) -> None:
    frame = cached("search.object_types", response, lambda: arrow(object_type_frame(response)))
    if not frame.num_rows:
        st.info("No object types recalled.")
        return
    st.dataframe(frame, hide_index=True, width="stretch", column_config={"score": _score_column()})
    # One table for all types (one expander per type cost a table per type on every rerun).
    st.markdown("**Kept properties**")
    st.dataframe(cached("search.properties", response, lambda: arrow(property_frame(response))), hide_index=True,
                 width="stretch")
    samples = {ot.concept_id: ot.sample_data for ot in response.object_types or [] if ot.sample_data}
    if samples:
        with st.expander(f"Sample instances ({len(samples)})"):
            st.json(samples, expanded=False)


def render_nodes(run: SearchRun, config: RetrievalConfig, cache_as: str = "search") -> None:
    response = run.response
    if run.request.only_schema:
        st.info("only_schema is on: instance recall was skipped.")
        return
    spec = cached(f"{cache_as}.node_chart", response, lambda: node_chart_spec(response, config))
    if spec is None:
        st.info(ui_message(response.message) or "No nodes.")
        return
    show_chart(spec)
    counts = cached(f"{cache_as}.filters", response, lambda: filter_counts(response))
    caption = " · ".join(t["threshold"] for t in thresholds(response, config))
    named = sum(c["named in the trace"] for c in counts)
    if named > MAX_DROPPED_POINTS:
        caption += f" · the chart shows the best {MAX_DROPPED_POINTS} of {named} dropped candidates (all are in the Debug trace)"
    st.caption(md_escape(caption))
    if counts:
        st.markdown("**What each filter dropped**")
        st.dataframe(pd.DataFrame(counts), hide_index=True, width="content")
    st.dataframe(cached(f"{cache_as}.nodes", response, lambda: arrow(node_frame(response))), hide_index=True,
                 width="stretch", column_config={"score": _score_column()})


def render_actions(response: KnSearchResponse) -> None:
    if not response.action_types:
        st.caption("No action types.")
        return
    st.dataframe(pd.DataFrame([
        {"id": a.id, "name": a.name, "object type": a.object_type_id, "comment": a.comment}
        for a in response.action_types
    ]), hide_index=True, width="stretch")


def _stage_summary(name: str, info: Any) -> str:
    if not isinstance(info, dict):
        return ""
    if "reason" in info:
        return str(info["reason"])
    if name == "rerank" and isinstance(info.get("question_prior"), dict):
        prior = info["question_prior"]
        return (f"kept {len(info.get('kept') or [])}; question prior of {prior.get('questions')} questions "
                f"({', '.join(s.get('name', '') for s in prior.get('sets') or [])}), weight {prior.get('weight')}")
    if name == "rerank" and info.get("question_prior_note"):
        return f"kept {len(info.get('kept') or [])}; {info['question_prior_note']}"
    if "skipped" in info:
        return f"skipped: {info['skipped']}"
    if "kept" in info and isinstance(info["kept"], list):
        return f"kept {len(info['kept'])}"
    if "before" in info and "after" in info:
        return f"{info['before']} → {info['after']}"
    if "added" in info and isinstance(info["added"], list):
        return f"added {len(info['added'])} by rule {info.get('rule', '')}"
    return ""


# Why a part of the search was skipped, as the trace says it, in the page's words.
SKIP_REASONS = {"only_schema=true": "only_schema is on: the request asks for the schema only"}


def trace_note(part: str, stage: str, value: Any) -> str:
    """A trace entry that is a plain value, not a stage's record (e.g. the reason instance recall
    was skipped), as a sentence."""
    if stage == "skipped":
        what = "Instance recall" if part == "instances" else f"{part.capitalize()} recall"
        return f"{what} was skipped — {SKIP_REASONS.get(str(value), str(value))}."
    return f"{part} · {stage}: {value}"


def render_trace(response: KnSearchResponse) -> None:
    trace = response.trace
    timing = response.timing or {}
    if timing:
        st.dataframe(pd.DataFrame([{"stage": k.removesuffix("_ms"), "ms": v} for k, v in timing.items()]),
                     hide_index=True, width="content")
    if not trace:
        st.info("Turn on debug to see the trace.")
        return
    for part in ("concepts", "instances"):
        section = trace.get(part) or {}
        if not isinstance(section, dict):
            continue
        for stage, info in section.items():
            if stage == "per_type" and isinstance(info, list):
                for run in info:
                    after = (run.get("after_min_direct_relevance") or {})
                    summary = run.get("skipped") or run.get("error") or (
                        f"{run.get('candidates', 0)} candidates → {after.get('count', '?')} kept "
                        f"(min_direct_relevance {after.get('threshold', '?')})")
                    with st.expander(md_escape(f"{part} · {run.get('object_type_id')} — {summary}")):
                        st.json(run, expanded=2)
                continue
            if not isinstance(info, (dict, list)):
                # st.json parses a string as JSON text (a reason such as "only_schema=true" is not)
                st.info(md_escape(trace_note(part, stage, info)), icon=":material/info:")
                continue
            ms = timing.get(f"{stage}_ms")
            label = f"{part} · {stage}" + (f" ({ms:.1f} ms)" if ms is not None else "")
            summary = _stage_summary(stage, info)
            with st.expander(md_escape(label + (f" — {summary}" if summary else ""))):
                st.json(info, expanded=2)
    if trace.get("config"):
        with st.expander("retrieval_config used"):
            st.json(trace["config"], expanded=1)


OVERVIEW_ROWS = 6  # items per column of the overview; the tabs below list them all
OBJECT_ORDER_NOTE = "in kn_search's order: the ends of the ranked relation types first"


def overview_markdown(run: SearchRun) -> list[str]:
    """The result at a glance, one markdown text per column: the best relation types, object types
    and nodes with their scores."""
    response = run.response
    relations = [f"{md_escape(r.concept_name or r.concept_id)} {md_code(r.concept_id)} · {r.score:.3f}"
                 for r in (response.relation_types or []) if has_signal(r)]
    silent = sum(1 for r in response.relation_types or [] if not has_signal(r))
    objects = [f"{md_escape(o.concept_name or o.concept_id)} {md_code(o.concept_id)}"
               + (f" · {o.score:.3f}" if o.score else "") for o in response.object_types or []]
    nodes = [f"**{md_escape(n.instance_name)}** {md_code(n.object_type_id)} · {n.score or 0:.3f}"
             + (f" {FRAGMENT_MARK}" if n.fragment_reasons else "") for n in response.nodes or []]
    node_note = ["only_schema is on: instance recall was skipped."] if run.request.only_schema else []
    texts = []
    # relation types and nodes come ranked; object types in the order kn_search selects them (the ends
    # of the ranked relation types in schema order, then the best of the rest), which numbers would
    # misread as a ranking of their scores
    for title, items, notes, ranked in (
            ("Relation types", relations, [f"{silent} with {NO_SIGNAL}"] if silent else [], True),
            ("Object types", objects, [OBJECT_ORDER_NOTE] if objects else [], False),
            ("Nodes", nodes, node_note, True)):
        lines = [f"{i}. {item}" if ranked else f"- {item}" for i, item in enumerate(items[:OVERVIEW_ROWS], 1)]
        if len(items) > OVERVIEW_ROWS:
            notes = [f"… and {len(items) - OVERVIEW_ROWS} more", *notes]
        if not items and not notes:
            notes = ["none"]
        texts.append(f"**{title}**\n\n" + "\n".join(lines) + ("\n\n" + " · ".join(notes) if notes else ""))
    return texts


def render_overview(run: SearchRun) -> None:
    """The result as plain text, drawn before any chart or table: a fresh browser shows it without
    waiting for the chart and grid components to load (the tabs below have the detail)."""
    texts = cached("search.overview", run.response, lambda: overview_markdown(run))
    with st.container(key="search-overview", border=True):
        for column, text in zip(st.columns(len(texts)), texts):
            column.markdown(text)


def render_results(run: SearchRun, config: RetrievalConfig, head: Any = None) -> None:
    """The result: summary, linked entities and overview (in `head`, e.g. the column under the
    question, so they are above the fold), then the tabs with every chart and table."""
    response = run.response
    with head if head is not None else st.container():
        render_summary(run)
        render_linked(response)
        render_overview(run)
    tabs = st.tabs(["Relation types", "Object types", "Nodes", "Action types", "Debug trace"])
    with tabs[0]:
        render_relations(response, run.request.query)
    with tabs[1]:
        render_object_types(response)
    with tabs[2]:
        render_nodes(run, config)
    with tabs[3]:
        render_actions(response)
    with tabs[4]:
        render_trace(response)
    st.download_button(
        # Built when clicked: the wire JSON of a debug response takes longer than the rest of the page.
        "Download the response (JSON)", lambda: runs.response_json(response),
        file_name=f"kn_search-{run.request.kn_id}.json", mime="application/json",
        icon=":material/download:", key="w.search_download", on_click="ignore",
    )


# -- the page -------------------------------------------------------------------------------------
def _inputs_key(state: AppState) -> tuple:
    return (state.kn_id, state.question, state.only_schema, state.enable_rerank, state.debug,
            state.config.to_json(indent=None))


_INPUTS = "knx.search_inputs"
_ERROR = "knx.search_error"


def _run_search(state: AppState) -> None:
    """Search with the current inputs; a failure is remembered with them, so it stays on screen
    until the inputs change (and the search is not retried on every rerun)."""
    state.store[_INPUTS] = _inputs_key(state)
    state.store[_ERROR] = None
    try:
        with st.spinner("Searching…", show_time=True):
            state.search = runs.search(
                data.backend(), kn_id=state.kn_id, question=state.question, config=state.config,
                only_schema=state.only_schema, enable_rerank=state.enable_rerank, debug=state.debug,
            )
    except Exception as exc:  # shown as a message; the page stays usable
        log_unexpected(exc, "Search")
        state.store[_ERROR] = error_text(exc, "Search")


SETTINGS_FIELDS = (
    ("concept_retrieval", "top_k"),
    ("semantic_instance_retrieval", "per_type_instance_limit"),
    ("semantic_instance_retrieval", "min_direct_relevance"),
)


def render_settings(state: AppState) -> None:
    """Retrieval settings beside the question: preset, options and the fields that matter most."""
    with st.container(border=True):
        st.markdown("**Retrieval settings**")
        preset_picker(state, side="a")
        for name, help_text in (("only_schema", "Return concepts only; skip instance recall."),
                                ("enable_rerank", "Rank relation types with the reranker (BM25 by default); off "
                                 "keeps the network's order."),
                                ("debug", "Ask for the trace of every stage (shown under Debug trace).")):
            widget = f"w.{name}"
            control_widget(widget, getattr(state, name))
            st.toggle("debug trace" if name == "debug" else name, key=widget, help=help_text,
                      on_change=commit_widget, args=(state, name, widget))
        for group, name in SETTINGS_FIELDS:
            config_field(state, "a", group, name)
        st.page_link("app_pages/tune_compare.py", label="All fields, presets, A/B",
                     icon=":material/tune:")


def render_search_page(state: AppState) -> None:
    st.title("Search", anchor=False)
    st.caption("kn_search: concept recall, then semantic instance recall — every score and decision shown.")
    main, side = st.columns([3, 1], gap="medium")
    with side:
        render_settings(state)
    with main:
        question_input(state)
        clicked = st.button("Search", type="primary", icon=":material/search:", key="w.search_run",
                            disabled=not (state.question and state.kn_id))
        # Filled after the search below, so the history lists the run this rerun made.
        history = st.container()
    # A changed question or option searches again by itself; other reruns reuse the last result.
    changed = state.store.get(_INPUTS) != _inputs_key(state)
    if state.question and state.kn_id and (clicked or changed):
        _run_search(state)
        if state.search is not None and not state.store.get(_ERROR):
            remember_run(state, "search", state.search.response)
    with history:
        render_history(state)
    with main:
        if state.store.get(_ERROR):
            st.error(state.store[_ERROR], icon=":material/error:")
        run = state.search
        if run is None:
            with st.container(key="search-empty"):
                st.info("Ask a question to see what kn_search recalls.")
            return
        if run.request.query != state.question or run.request.kn_id != state.kn_id:
            st.caption(f"Showing the last result: “{md_escape(run.request.query)}” on {md_code(run.request.kn_id)}.")
    render_results(run, run.request.config, head=main)
