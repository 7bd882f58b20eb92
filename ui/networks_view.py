"""The Networks page: available networks, the demo network, imports, and a schema browser with a
graph of the schema itself."""

from __future__ import annotations

import shutil
import tempfile
import zipfile
from pathlib import Path, PurePosixPath

import pandas as pd
import streamlit as st

from core.backends import DEMO_NETWORK_ID
from core.exceptions import InvalidRequestError
from core.importers.hygiene import report_source
from core.models.network import KnowledgeNetwork
from ui import data
from ui.feedback import guarded, progress_bar
from ui.graph import GraphEdge, GraphNode, GraphViewState, render_graph
from ui.markdown import md_code, md_escape
from ui.state import AppState

SCHEMA_GRAPH_MAX_NODES = 120
_PREPARED = "knx.networks.prepared"  # (failed, text) of the last Prepare, shown once on the run after it
UPLOAD_TYPES = ["zip", "json", "txt", "jsonl", "csv", "bkn", "bknd", "md", "yaml", "yml"]


def render_network_list() -> None:
    st.subheader("Available networks", anchor=False)
    summaries = guarded("Listing networks", data.networks)
    if summaries is None:
        return
    if not summaries:
        st.info("No network yet: build the demo network or import one below.")
        return
    unprepared = set(guarded("Looking at the networks' caches", data.unprepared_networks, [s.id for s in summaries])
                     or ())
    frame = pd.DataFrame(
        [
            {"id": s.id, "name": s.name, "object types": s.object_type_count,
             "relation types": s.relation_type_count, "action types": s.action_type_count,
             "instances": s.instance_count, "edges": s.edge_count, "source": s.source,
             "first question": "builds its caches" if s.id in unprepared else "ready"}
            for s in summaries
        ]
    )
    st.dataframe(frame, hide_index=True, width="stretch")
    prepared = st.session_state.pop(_PREPARED, None)  # what the last Prepare did (the table above is after it)
    if prepared is not None:
        failed, text = prepared
        (st.warning if failed else st.success)(md_escape(text))
    if unprepared:
        render_prepare(sorted(unprepared))


def render_prepare(unprepared: list[str]) -> None:
    """Networks whose next first question would build its linking dictionary or the word vectors' cache (imported
    before imports prepared them, or after an upgrade changed a cache's format): prepared here, with progress."""
    st.caption(f"{len(unprepared)} network(s) would build their caches on their next first question (a few "
               "seconds on a large network): prepare them now instead.")
    left, right = st.columns([3, 1], vertical_alignment="bottom")
    kn_id = left.selectbox("Network to prepare", unprepared, key="w.prepare_kn")
    if right.button("Prepare", key="w.prepare", icon=":material/bolt:"):
        with progress_bar("Preparing…") as progress:
            prepared = guarded("Preparing", data.prepare_network, kn_id, progress)
        if prepared is not None:  # shown above the next run's table, which then says "ready"
            st.session_state[_PREPARED] = (bool(prepared.failed), f"{kn_id}: {prepared.describe()}")
            st.rerun()


def render_demo_section() -> None:
    st.subheader("Demo network", anchor=False)
    st.caption(
        f"`{DEMO_NETWORK_ID}`: a Chinese medical network built from the PyCMeKG graph (diseases, "
        "symptoms, drugs, departments …). Building it takes up to a minute the first time."
    )
    if data.demo_available():
        st.success(f"`{DEMO_NETWORK_ID}` is ready. Pick it in the sidebar.", icon=":material/check_circle:")
        return
    if st.button("Build the demo network", icon=":material/build:", key="w.build_demo"):
        guarded("Building the demo network", data.ensure_demo_network)
        if data.demo_available():
            st.success(f"`{DEMO_NETWORK_ID}` is ready.", icon=":material/check_circle:")


def _safe_extract(archive: zipfile.ZipFile, target: Path) -> None:
    """Extract a zip without letting any member escape the target folder."""
    for member in archive.infolist():
        parts = PurePosixPath(member.filename).parts
        if member.filename.startswith("/") or ".." in parts:
            raise InvalidRequestError(
                f"zip member {member.filename!r} points outside the archive",
                suggestion="zip the export folder itself, with relative paths",
            )
    archive.extractall(target)


def _import_source(folder: Path, files) -> Path:
    """The path to import from the uploaded files: a zip is unpacked (its single top folder is
    used when there is one), a single JSON/text file is imported as it is, several files as a folder."""
    if len(files) == 1 and files[0].name.lower().endswith(".zip"):
        try:
            with zipfile.ZipFile(files[0]) as archive:
                _safe_extract(archive, folder)
        except zipfile.BadZipFile:
            raise InvalidRequestError(f"{files[0].name}: not a valid zip archive") from None
        entries = [p for p in folder.iterdir() if not p.name.startswith(("__MACOSX", "."))]
        return entries[0] if len(entries) == 1 and entries[0].is_dir() else folder
    for upload in files:
        name = Path(upload.name).name  # never a path from the browser
        (folder / name).write_bytes(upload.getvalue())
    if len(files) == 1:
        return folder / Path(files[0].name).name
    return folder


def _run_import(source: Path, kn_id: str | None) -> None:
    """Import, then rerun: the network list above and the sidebar's picker were drawn before the
    import and would not name the new network; what was imported is said on the next run."""
    from core.importers import import_path

    with progress_bar("Importing…") as progress:
        result = import_path(source, kn_id=kn_id or None, directory=data.data_directory(), progress=progress)
    report = result.report
    counts = ""
    if report is not None:
        counts = (f" — {sum(report.instances.values()):,} instances, {sum(report.edges.values()):,} edges"
                  f" in {report.seconds:.1f} s")
        if report.skipped_edges:
            counts += f"; skipped edges whose ends do not exist: {report.skipped_edges}"
    prepared = result.prepared
    st.session_state[_IMPORTED] = (
        f"Imported {md_code(result.kn_id)}{md_escape(counts)}. Pick it in the sidebar.",
        None if prepared is None else (bool(prepared.failed), md_escape(prepared.describe())))


_IMPORTED = "knx.networks.imported"  # (success text, (failed, text) of what it prepared) of the last import


def render_imported() -> None:
    """What the last import did, once, on the run after it."""
    imported = st.session_state.pop(_IMPORTED, None)
    if imported is None:
        return
    text, prepared = imported
    st.success(text, icon=":material/check_circle:")
    if prepared is not None:
        failed, describe = prepared
        (st.warning if failed else st.caption)(describe)


def render_import() -> None:
    st.subheader("Import a network", anchor=False)
    st.caption(
        "A KWeaver export (the network detail JSON of `?mode=export`, alone or in a folder with "
        "`{object_type_id}.jsonl|csv` and `{relation_type_id}.jsonl|csv` data files) or a BKN folder "
        "(`.bkn` files plus `data/*.csv`). Upload a zip of the folder, or give a path on this machine."
    )
    upload_tab, path_tab = st.tabs(["Upload", "Path on this machine"])
    with upload_tab:
        files = st.file_uploader("Export files or a zip of the folder", type=UPLOAD_TYPES,
                                 accept_multiple_files=True, key="w.import_files")
        kn_id = st.text_input("Network id (optional)", key="w.import_upload_id",
                              help="Defaults to the export's own id.")
        if st.button("Import upload", key="w.import_upload", disabled=not files, icon=":material/upload:"):
            folder = Path(tempfile.mkdtemp(prefix="knx-import-"))
            try:
                source = guarded("Reading the upload", _import_source, folder, files)
                if source is not None:
                    guarded("Import", _run_import, source, kn_id.strip())
            finally:
                shutil.rmtree(folder, ignore_errors=True)
            if _IMPORTED in st.session_state:  # imported (a failure was shown instead)
                st.rerun()
    with path_tab:
        path = st.text_input("Folder or file", key="w.import_path",
                             placeholder="/data/exports/kn_medical or ./my-network.bkn")
        kn_id = st.text_input("Network id (optional)", key="w.import_path_id")
        if st.button("Import from path", key="w.import_from_path", disabled=not path.strip(),
                     icon=":material/folder_open:"):
            guarded("Import", _run_import, Path(path.strip()).expanduser(), kn_id.strip())
            if _IMPORTED in st.session_state:  # imported (a failure was shown instead)
                st.rerun()
    render_imported()


def schema_graph(network: KnowledgeNetwork) -> tuple[list[GraphNode], list[GraphEdge]]:
    """Object types as nodes (sized by how many relation types touch them), relation types as edges."""
    degree: dict[str, int] = {}
    for rt in network.relation_types:
        for end in {rt.source_object_type_id, rt.target_object_type_id}:
            degree[end] = degree.get(end, 0) + 1
    nodes = [
        GraphNode(
            id=ot.id, label=ot.name or ot.id, group=ot.id, group_label=ot.name or ot.id,
            properties=(("id", ot.id), ("relation types", degree.get(ot.id, 0)),
                        ("properties", ", ".join(p.name for p in ot.data_properties)),
                        ("primary keys", ", ".join(ot.primary_keys)), ("display key", ot.display_key or ""),
                        ("comment", ot.comment or "")),
            source=f"schema of {network.id}", size=12 + min(18, 2 * degree.get(ot.id, 0)),
        )
        for ot in network.object_types
    ]
    edges = [
        GraphEdge(
            source=rt.source_object_type_id, target=rt.target_object_type_id, label=rt.name or rt.id,
            relation_type_id=rt.id, properties=(("comment", rt.comment or ""),),
        )
        for rt in network.relation_types
    ]
    return nodes, edges


def render_schema(state: AppState, kn_id: str | None) -> None:
    st.subheader("Schema", anchor=False)
    if not kn_id:
        st.info("Pick a network in the sidebar.")
        return
    network = guarded("Loading the schema", data.network, kn_id)
    if network is None:
        return
    st.markdown(f"**{md_escape(network.name or network.id)}** · {md_code(network.id)}")
    if network.comment:
        st.caption(md_escape(network.comment))
    c1, c2, c3 = st.columns(3)
    c1.metric("Object types", len(network.object_types))
    c2.metric("Relation types", len(network.relation_types))
    c3.metric("Action types", len(network.action_types))

    graph_tab, objects_tab, relations_tab, actions_tab, hygiene_tab = st.tabs(
        ["Schema graph", "Object types", "Relation types", "Action types", "Node hygiene"]
    )
    with graph_tab:
        nodes, edges = schema_graph(network)
        if nodes:
            st.caption("Nodes are object types (larger: more relation types), edges relation types. Click one "
                       "for its details; the legends hide and show categories.")
            key = "schema-graph"
            result = render_graph(nodes, edges, key=key, max_nodes=SCHEMA_GRAPH_MAX_NODES, height_px=520, layout="radial",
                                  state=GraphViewState.from_dict(state.graph_views.get(key)),
                                  legend_counts=False, file_name=f"schema-{network.id}")
            state.graph_views = {**state.graph_views, key: result.state.to_dict()}
            if result.view.truncated:
                st.caption(md_escape(
                    f"Showing {len(result.view.nodes)} of {len(result.view.nodes) + result.view.dropped_nodes} "
                    f"object types; {result.view.dropped_edges} relation types are hidden with them."))
        else:
            st.info("This network has no object types.")
    with objects_tab:
        st.dataframe(
            pd.DataFrame([
                {"id": ot.id, "name": ot.name, "properties": len(ot.data_properties),
                 "primary keys": ", ".join(ot.primary_keys), "display key": ot.display_key,
                 "tags": ", ".join(ot.tags), "comment": ot.comment}
                for ot in network.object_types
            ]),
            hide_index=True, width="stretch",
        )
        if network.object_types:
            chosen = st.selectbox("Properties of", [ot.id for ot in network.object_types],
                                  format_func=lambda i: f"{i} · {network.object_type(i).name}",
                                  key="w.schema_object_type")
            ot = network.object_type(chosen)
            st.dataframe(
                pd.DataFrame([
                    {"name": p.name, "display name": p.display_name, "type": p.type,
                     "operations": ", ".join(p.operations), "comment": p.comment}
                    for p in ot.data_properties
                ]),
                hide_index=True, width="stretch",
            )
    with relations_tab:
        st.dataframe(
            pd.DataFrame([
                {"id": rt.id, "name": rt.name, "source": rt.source_object_type_id,
                 "target": rt.target_object_type_id, "comment": rt.comment}
                for rt in network.relation_types
            ]),
            hide_index=True, width="stretch",
        )
    with actions_tab:
        if network.action_types:
            st.dataframe(
                pd.DataFrame([
                    {"id": at.id, "name": at.name, "object type": at.object_type_id, "comment": at.comment}
                    for at in network.action_types
                ]),
                hide_index=True, width="stretch",
            )
        else:
            st.caption("No action types.")
    with hygiene_tab:
        render_hygiene(network, kn_id)


def hygiene_frame(network: KnowledgeNetwork, report: dict) -> pd.DataFrame:
    """One row per object type of a hygiene report, most fragments first."""
    rows = []
    for type_id, info in report.get("per_type", {}).items():
        ot = network.object_type(type_id)
        instances = info.get("instances") or 0
        rows.append({"object type": type_id, "name": ot.name if ot is not None else "",
                     "instances": instances, "fragments": info.get("fragments", 0),
                     "share": info.get("fragments", 0) / instances if instances else 0.0,
                     "reasons": ", ".join(f"{k} {v}" for k, v in sorted((info.get("reasons") or {}).items(),
                                                                        key=lambda kv: -kv[1])),
                     "examples": " | ".join(info.get("examples") or [])})
    frame = pd.DataFrame(rows, columns=["object type", "name", "instances", "fragments", "share", "reasons", "examples"])
    return frame.sort_values(["fragments", "object type"], ascending=[False, True], kind="stable")


def render_hygiene(network: KnowledgeNetwork, kn_id: str) -> None:
    """Node hygiene: how many instance names of each type are extraction fragments (kept searchable, ranked
    down and marked ⚠ in results), why, and a few of them."""
    report = guarded("Counting extraction fragments", data.hygiene, kn_id)
    if report is None:
        return
    frame = hygiene_frame(network, report)
    instances = int(frame["instances"].sum())
    st.caption(md_escape(
        f"{report.get('fragments', 0):,} of {instances:,} instance names look like pieces of the source's "
        "sentences rather than names (a clause, a verb phrase, a particle at either end, a category word on its "
        "own). They stay searchable, are ranked down and marked ⚠ fragment in results. "
        f"Counts {report_source(report)}."))
    st.dataframe(
        frame, hide_index=True, width="stretch",
        column_config={"share": st.column_config.ProgressColumn("share", format="percent", min_value=0.0,
                                                                max_value=1.0)},
    )


def render_networks_page(state: AppState) -> None:
    st.title("Networks", anchor=False)
    render_network_list()
    left, right = st.columns(2, gap="large")
    with left:
        render_demo_section()
    with right:
        render_import()
    st.divider()
    render_schema(state, state.kn_id)
