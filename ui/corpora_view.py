"""The Agent tools page's corpus management: the imported corpora as a table, an import from an
uploaded or pasted text, and a delete — what `knx corpus list / import / delete` do, with the same
core calls (`core.corpus.importer`) and the same errors."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path
from typing import Any

import pandas as pd
import streamlit as st

from ui import data
from ui.feedback import guarded, progress_bar
from ui.markdown import md_code, md_escape
from ui.state import AppState

SOURCE_TYPES = ["txt", "md", "jsonl", "ndjson"]
NO_NETWORK = "(none: an entity graph of its own)"
EMBEDDERS = {"hash": "hash (character n-grams, offline)", "use": "use (Universal Sentence Encoder, offline)"}
# what the last import or delete did, said once on the run after it: (text, warnings)
_DONE = "knx.corpora.done"
# the corpus the page's picker shows on the next run (the picker is drawn before these forms, and a
# widget's value may only be set before it is drawn)
_PICK = "knx.corpora.pick"


def take_pending_pick() -> str | None:
    """The corpus an import or delete asked the picker to show, once."""
    return st.session_state.pop(_PICK, None)


def render_corpora(state: AppState) -> None:
    """The corpora table, then the import and delete forms, in one expander."""
    with st.expander("Corpora: import, list, delete", icon=":material/library_books:",
                     expanded=_DONE in st.session_state):
        _render_done()
        render_corpus_table()
        import_tab, delete_tab = st.tabs(["Import", "Delete"])
        with import_tab:
            render_import(state)
        with delete_tab:
            render_delete(state)


def _render_done() -> None:
    done = st.session_state.pop(_DONE, None)
    if done is None:
        return
    text, warnings = done
    st.success(text, icon=":material/check_circle:")
    for warning in warnings:
        st.warning(md_escape(warning))


def corpus_rows() -> list[dict[str, Any]]:
    """One row per imported corpus; a manifest that cannot be read is a row saying so, not an error
    that hides the others (it can still be deleted, or imported again)."""
    from core.corpus.importer import list_corpora, load_manifest

    rows = []
    for corpus_id in list_corpora():
        try:
            m = load_manifest(corpus_id)
        except Exception as exc:  # noqa: BLE001 - shown in its row
            rows.append({"id": corpus_id, "title": "", "problem": f"manifest cannot be read: {exc}"})
            continue
        rows.append({"id": m.id, "title": m.title, "chapters": m.chapter_count, "chunks": m.chunk_count,
                     "entities": len(m.entities), "network": m.kn_id, "linking": m.linking,
                     "embedder": m.embedder, "source": m.source, "problem": ""})
    return rows


def render_corpus_table() -> None:
    rows = corpus_rows()
    if not rows:
        st.caption("No corpus is imported yet (the demo corpus is built on its first use).")
        return
    frame = pd.DataFrame(rows)
    if not frame["problem"].astype(bool).any():
        frame = frame.drop(columns=["problem"])
    st.dataframe(frame, hide_index=True, width="stretch")


def render_import(state: AppState) -> None:
    st.caption("Chapters are read from headings such as 第1回 / 第一章 / Chapter 1 in a .txt or .md text, "
               'or from a .jsonl file with one {"chapter": 1, "title": "...", "text": "..."} a line. An id '
               "that exists is imported again: the previous version stays searchable until the new one is in place.")
    upload_tab, paste_tab = st.tabs(["Upload a file", "Paste text"])
    with upload_tab:
        upload = st.file_uploader("Corpus file", type=SOURCE_TYPES, key="w.corpus.upload")
    with paste_tab:
        pasted = st.text_area("Text with chapter headings", key="w.corpus.text", height=160)
    left, right = st.columns(2)
    corpus_id = left.text_input("Corpus id *", key="w.corpus.id", placeholder="my_novel",
                                help="Letters, digits, _ - . (up to 128); also the id of its entity graph.")
    title = right.text_input("Title", key="w.corpus.title", help="Defaults to the id.")
    networks = guarded("Listing the networks", lambda: [n.id for n in data.networks()]) or []
    kn_id = left.selectbox("Link against a network", [NO_NETWORK, *networks], key="w.corpus.network",
                           help="Its instance names and aliases are linked in the text, and graph_search walks "
                                "it. Without one, names are found in the text and a co-occurrence graph is built.")
    embedder = right.selectbox("Embedder", list(EMBEDDERS), format_func=EMBEDDERS.get, key="w.corpus.embedder")
    chunk_chars = left.number_input("Chunk characters", min_value=20, max_value=20_000, value=300,
                                    key="w.corpus.chunk_chars")
    overlap_chars = right.number_input("Overlap characters", min_value=0, max_value=5_000, value=60,
                                       key="w.corpus.overlap_chars", help="Less than half the chunk.")
    lexicon, discover, min_mentions = render_entity_sources()
    has_source = upload is not None or bool(pasted.strip())
    if st.button("Import corpus", key="w.corpus.import", icon=":material/upload:",
                 disabled=not (has_source and corpus_id.strip())):
        request = {"corpus_id": corpus_id.strip(), "title": title.strip(),
                   "kn_id": None if kn_id == NO_NETWORK else kn_id, "embedder": embedder,
                   "chunk_chars": int(chunk_chars), "overlap_chars": int(overlap_chars),
                   "lexicon": lexicon, "discover": discover, "min_mentions": int(min_mentions)}
        # when a file is uploaded and text pasted too, the file is imported (`_import`)
        result = guarded("Importing the corpus", _import, request, upload, pasted)
        if result is not None:
            m = result.manifest
            st.session_state[_PICK] = m.id
            st.session_state[_DONE] = (
                f"Imported corpus {md_code(m.id)}: {m.chapter_count} chapters, {m.chunk_count} chunks, "
                f"{len(m.entities)} entities ({md_escape(m.linking)}). It is the page's corpus now.",
                result.warnings)
            st.rerun()


def render_entity_sources() -> tuple[list[Any], bool, int]:
    """Which names are linked besides a network's (`knx corpus import --lexicon / --no-discover /
    --min-mentions`): names the analyst lists, one per line with its aliases, and names found in the text."""
    from core.corpus.linking import parse_lexicon

    left, right = st.columns(2)
    listed = left.text_area(
        "Known names", key="w.corpus.lexicon", height=100, placeholder="张三 老张 三哥\n李四",
        help="One entity a line: its name, then its aliases, separated by spaces, tabs or commas; "
             "a line starting with # is a comment. Linked in the text besides a network's names.")
    discover = right.checkbox("Also find recurring person names in the text", value=True, key="w.corpus.discover",
                              help="Person names (and capitalised Latin names) no network or list above knows, "
                                   "kept when enough chunks mention them.")
    min_mentions = right.number_input("Chunks that must mention a found name", min_value=1, max_value=1000, value=3,
                                      key="w.corpus.min_mentions", disabled=not discover)
    lexicon = parse_lexicon(listed.splitlines())
    if lexicon:
        left.caption(f"{len(lexicon)} names, {sum(len(e.aliases) for e in lexicon)} aliases")
    return lexicon, discover, min_mentions


def _import(request: dict[str, Any], upload: Any, pasted: str):
    """Import from the upload if there is one (written to a temporary folder under its own name, whose
    extension says how it is read), else from the pasted text, with a progress bar."""
    from core.corpus.importer import import_corpus
    from core.exceptions import KnxError

    folder = Path(tempfile.mkdtemp(prefix="knx-corpus-"))
    try:
        if upload is not None:
            name = Path(upload.name).name  # never a path from the browser
            source = folder / name
            source.write_bytes(upload.getvalue())
            request = {**request, "path": source, "source": name}
        else:
            request = {**request, "text": pasted, "source": "pasted text"}
        backend = data.backend() if request["kn_id"] else None
        try:
            with progress_bar("Importing…") as progress:
                return import_corpus(request, backend=backend, progress=progress)
        except KnxError as exc:
            # messages about the file name the temporary copy; the user knows it by its own name
            prefix = str(folder) + "/"
            if prefix in exc.message:
                raise type(exc)(exc.message.replace(prefix, ""), suggestion=exc.suggestion) from None
            raise
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def render_delete(state: AppState) -> None:
    from core.corpus.importer import list_corpora

    corpora = list_corpora()
    if not corpora:
        st.caption("No corpus to delete.")
        return
    chosen = st.selectbox("Corpus", corpora, key="w.corpus.delete_id")
    st.caption("Removes its manifest, its vectors and the entity graph its import built (never a network it was "
               "linked to). The demo corpus is built again on its next use.")
    sure = st.checkbox(f"Delete corpus {chosen!r}", key=f"w.corpus.delete_sure.{chosen}")
    if st.button("Delete corpus", key="w.corpus.delete", icon=":material/delete:", disabled=not sure):
        from core.corpus.importer import delete_corpus

        result = guarded("Deleting the corpus", delete_corpus, chosen)
        if result is not None:
            if state.agent_corpus == chosen:
                from core.corpus.demo import DEMO_CORPUS_ID

                st.session_state[_PICK] = DEMO_CORPUS_ID
            st.session_state[_DONE] = (f"Deleted corpus {md_code(chosen)}.", result.warnings)
            st.rerun()
