"""Editing `retrieval_config`: every field by group with its help and valid range, resets, presets.

Two configs are edited: side "a" (the one Search uses) and side "b" (the other side of a
comparison). The canonical configs live in `AppState`; the widgets are controlled by them (set
before every draw, written back in callbacks), so loading a preset or resetting a field only has to
change the config.
"""

from __future__ import annotations

import functools
import json
from typing import Any

import streamlit as st
from pydantic.fields import FieldInfo

from core.exceptions import ConfigError, KnxError
from core.search.config import GROUPS, RetrievalConfig, field_range
from ui.feedback import error_text, guarded, remember_error
from ui.markdown import md_escape
from ui.presets import PresetStore, parse_preset, preset_json
from ui.state import PENDING_URL_CONFIG, PENDING_URL_CONFIG_B, AppState, control_widget

def field_is_used(info: FieldInfo) -> bool:
    """False for a field the product does not honour: marked `unused` / `reserved` (or
    `honoured: False`) in the field's schema extras, or "(reserved)" in its description. Such fields
    are not shown as if they worked."""
    extra = info.json_schema_extra if isinstance(info.json_schema_extra, dict) else {}
    if extra.get("unused") or extra.get("reserved") or extra.get("honoured") is False:
        return False
    return "(reserved)" not in (info.description or "")


def used_fields(group: str) -> dict[str, FieldInfo]:
    return {name: info for name, info in GROUPS[group].model_fields.items() if field_is_used(info)}


# The config pair's sections: (group, the fields named, or None for the group's used fields no other
# section names), with what each section decides. concept_retrieval's 33 fields are three sections,
# so that no section lists more than 16 fields (14 now) and a rerun draws only the open one's inputs
# (every number input costs a rerun ~0.3-0.4 ms: Streamlit reads the whole session state for each).
SECTIONS: dict[str, tuple[str, tuple[str, ...] | None]] = {
    "Schema recall": ("concept_retrieval", (
        "top_k", "include_sample_data", "schema_brief", "enable_coarse_recall", "coarse_object_limit",
        "coarse_relation_limit", "coarse_min_relation_count", "enable_property_brief",
        "per_object_property_top_k", "global_property_top_k")),
    "Entity linking": ("concept_retrieval", (
        "enable_entity_linking", "standard_record_of_written_twice", "leaf_by_edges", "names_without_notes",
        "dashes_as_typed", "foreign_names", "aliases_as_typed", "sounded_names", "lead_topic_first")),
    "Relation ranking": ("concept_retrieval", None),
    "Instances": ("semantic_instance_retrieval", None),
    "Property filter": ("property_filter", None),
}
SECTION_HELP = {
    "Schema recall": "How many relation and object types of the schema are recalled for the question, and how "
                     "much of each object type is described.",
    "Entity linking": "Which records the question names: the linking dictionary's readings of names and aliases.",
    "Relation ranking": "How the recalled relation types are ordered: the intent signals, their weights and the "
                        "question prior.",
    "Instances": "Which instances the question names: how many candidates are fetched, scored and kept, and "
                 "the thresholds that drop weak ones.",
    "Property filter": "How much of each returned instance is sent: number of properties and length of values.",
}
SECTION_KEY = "w.cfg.section"


def section_fields(section: str) -> dict[str, FieldInfo]:
    """The used fields a section of the config pair lists, in the group's order."""
    group, names = SECTIONS[section]
    fields = used_fields(group)
    if names is not None:
        return {name: fields[name] for name in fields if name in names}
    named = {n for g, ns in SECTIONS.values() if g == group and ns is not None for n in ns}
    return {name: info for name, info in fields.items() if name not in named}


SIDE_LABELS = {"a": "A (used by Search)", "b": "B"}
NO_PRESET = "—"


def field_key(side: str, group: str, name: str) -> str:
    return f"w.cfg.{side}.{group}.{name}"


def _error_key(side: str) -> str:
    return f"knx.cfg_error.{side}"


def presets() -> PresetStore:
    return PresetStore()


@functools.cache
def _defaults() -> RetrievalConfig:
    """The default config, made once: a field's default is asked for several times per drawn field."""
    return RetrievalConfig()


def _default_value(group: str, name: str) -> Any:
    return getattr(getattr(_defaults(), group), name)


# -- callbacks --------------------------------------------------------------------------------
def _on_field_change(state: AppState, side: str, group: str, name: str) -> None:
    value = st.session_state[field_key(side, group, name)]
    try:
        state.set_config(side, state.config_for(side).merged({group: {name: value}}))
        st.session_state[_error_key(side)] = None
    except KnxError as exc:  # the field goes back to the config's value, and the error shows
        st.session_state[_error_key(side)] = error_text(exc)


def _on_reset_field(state: AppState, side: str, group: str, name: str) -> None:
    default = _default_value(group, name)
    state.set_config(side, state.config_for(side).merged({group: {name: default}}))


def _on_reset_all(state: AppState, side: str) -> None:
    state.set_config(side, RetrievalConfig())
    _forget_preset(state, side)


def _set_preset(state: AppState, side: str, name: str | None, loaded: RetrievalConfig | None) -> None:
    """Remember which preset a side came from and that preset's config as loaded (the baseline of
    the "modified from preset X" marker); None forgets it."""
    if side == "a":
        state.preset, state.preset_config = name, loaded
    else:
        state.compare_preset = name
        if loaded is None:
            state.store.pop(_LOADED_B, None)
        else:
            state.store[_LOADED_B] = loaded


def _forget_preset(state: AppState, side: str) -> None:
    _set_preset(state, side, None, None)


def load_preset(state: AppState, side: str, name: str) -> None:
    """Load a saved preset into one side (raises KnxError when it is missing or invalid)."""
    config = presets().load(name)
    state.set_config(side, config)
    _set_preset(state, side, name, config)


def _on_pick_preset(state: AppState, side: str, widget: str) -> None:
    name = st.session_state[widget]
    st.session_state[_error_key(side)] = None
    if name == NO_PRESET:
        _forget_preset(state, side)
        return
    try:
        load_preset(state, side, name)
    except KnxError as exc:
        st.session_state[_error_key(side)] = error_text(exc, f"Loading preset {name!r}")


# -- widgets ------------------------------------------------------------------------------------
def preset_picker(state: AppState, *, side: str = "a", label: str = "Preset") -> None:
    """Pick a saved preset for one side (used on Search and on Tune & compare)."""
    names = guarded("Listing presets", presets().names) or []
    current = state.preset if side == "a" else state.compare_preset
    options = [NO_PRESET, *names]
    if current and current not in options:
        options.append(current)
    widget = f"w.preset_pick.{side}"
    control_widget(widget, current or NO_PRESET)
    st.selectbox(
        label, options, key=widget, on_change=_on_pick_preset, args=(state, side, widget),
        help="A saved retrieval_config (Tune & compare saves them). “—” keeps the current config.",
    )
    marker = modified_marker(state, side)
    if marker:
        st.markdown(f":orange-badge[:material/edit: {md_escape(marker)}]")
    error = st.session_state.get(_error_key(side))
    if error:
        st.error(error, icon=":material/error:")


def modified_marker(state: AppState, side: str) -> str:
    """“modified from preset X” when a link or an edit changed the config the preset loaded
    (“modified from the defaults” without a preset); empty when it is unchanged."""
    config = state.config_for(side)
    preset, loaded = loaded_preset(state, side)
    if preset and loaded is not None:
        changed = len(loaded.diff(config))
        return f"modified from preset {preset} ({changed} field{'s' if changed != 1 else ''})" if changed else ""
    changed = sum(len(v) for v in config.overrides().values())
    return f"modified from the defaults ({changed} field{'s' if changed != 1 else ''})" if changed else ""


def _field_help(group: str, name: str, info: FieldInfo) -> str:
    parts = [info.description or ""]
    if info.annotation in (int, float):
        low, high = field_range(group, name)
        parts.append(f"Valid: {low:g} to {high:g}.")
    parts.append(f"Default: {_default_value(group, name)!r}.")
    return " ".join(p for p in parts if p)


def config_field(state: AppState, side: str, group: str, name: str) -> None:
    """One config field's widget, compact (no reset button), wherever a page wants it."""
    _field_widget(state, side, group, name, GROUPS[group].model_fields[name])


def _field_widget(state: AppState, side: str, group: str, name: str, info: FieldInfo,
                  collapsed: bool = False) -> None:
    """The input of one field of one side, controlled by that side's config; `collapsed` hides the
    label (the side-by-side table names the field once, in its own column)."""
    key = field_key(side, group, name)
    value = getattr(getattr(state.config_for(side), group), name)
    control_widget(key, value)
    changed = value != _default_value(group, name)
    # A collapsed label is not shown (the ↺ under the input marks a change): it stays the same, so
    # the input keeps its accessible name when its value changes.
    label = name.replace("_", " ") + (f" ({side.upper()})" if collapsed else " •" if changed else "")
    common = dict(key=key, help=_field_help(group, name, info), on_change=_on_field_change,
                  args=(state, side, group, name), label_visibility="collapsed" if collapsed else "visible")
    if info.annotation is bool:
        st.toggle(label, **common)
    elif info.annotation is int:
        low, high = field_range(group, name)
        st.number_input(label, min_value=int(low), max_value=int(high), step=1, **common)
    else:
        low, high = field_range(group, name)
        st.number_input(label, min_value=float(low), max_value=float(high), step=0.01, format="%.3f", **common)


def _reset_field_button(state: AppState, side: str, group: str, name: str) -> None:
    """↺ under a field that differs from its default (nothing is drawn under the others)."""
    default = _default_value(group, name)
    if getattr(getattr(state.config_for(side), group), name) != default:
        st.button(f"↺ default {default!r}", key=f"w.cfg_reset.{side}.{group}.{name}", type="tertiary",
                  help=f"Reset {name} of {side.upper()} to its default ({default!r})",
                  on_click=_on_reset_field, args=(state, side, group, name))


# -- A and B side by side ---------------------------------------------------------------------
PAIR_COLUMNS = [3, 2, 2]  # field and its explanation | A | B
DIFFERS = "A ≠ B"


def loaded_preset(state: AppState, side: str) -> tuple[str | None, RetrievalConfig | None]:
    """The preset a side was loaded from, and that preset's config as loaded."""
    if side == "a":
        return state.preset, state.preset_config
    return state.compare_preset, state.store.get(_LOADED_B)


def copy_config(state: AppState, source: str, target: str) -> None:
    """`target` becomes a copy of `source`, with its preset (so the "modified from" marker stays true)."""
    state.set_config(target, state.config_for(source).model_copy(deep=True))
    _set_preset(state, target, *loaded_preset(state, source))
    st.session_state[_error_key(target)] = None


def _on_reset_to_preset(state: AppState, side: str) -> None:
    preset, loaded = loaded_preset(state, side)
    if preset and loaded is not None:
        state.set_config(side, loaded.model_copy(deep=True))
    else:
        _on_reset_all(state, side)
    st.session_state[_error_key(side)] = None


def render_side_actions(state: AppState, side: str) -> None:
    """Reset one side (to its preset, or to the defaults) and copy it to the other side."""
    other = "b" if side == "a" else "a"
    config = state.config_for(side)
    preset, loaded = loaded_preset(state, side)
    st.caption(f"Reset {side.upper()} to its preset or to the defaults, or copy it to {other.upper()}:")
    left, middle, right = st.columns(3)
    with left:
        st.button("Preset", key=f"w.cfg_reset_preset.{side}", icon=":material/undo:",
                  disabled=not (preset and loaded is not None and loaded.diff(config)),
                  help=f"Back to preset {preset} as it was loaded" if preset else "No preset loaded on this side",
                  on_click=_on_reset_to_preset, args=(state, side), width="stretch")
    with middle:
        st.button("Defaults", key=f"w.cfg_reset_all.{side}", icon=":material/restart_alt:",
                  help="Every field back to its default (and no preset)",
                  disabled=not config.overrides() and not preset, on_click=_on_reset_all, args=(state, side),
                  width="stretch")
    with right:
        st.button(f"Copy {side.upper()} → {other.upper()}", key=f"w.cfg_copy.{side}",
                  icon=":material/content_copy:", disabled=not config.diff(state.config_for(other)),
                  help=f"{other.upper()} becomes a copy of {side.upper()} (preset included)",
                  on_click=copy_config, args=(state, side, other), width="stretch")


def render_config_pair(state: AppState) -> None:
    """Configs A and B side by side, a section at a time (tabs): every used field once, explained,
    with A's and B's inputs beside each other; the fields where A and B differ are highlighted, and
    the head says in which sections they are. Only the open section's inputs are drawn."""
    for side in ("a", "b"):
        error = st.session_state.get(_error_key(side))
        if error:
            st.error(f"{side.upper()}: {error}", icon=":material/error:")
    differing = state.config.diff(state.compare_config)
    head = st.columns(PAIR_COLUMNS, vertical_alignment="bottom")
    count = f"{len(differing)} field" + (" differs" if len(differing) == 1 else "s differ")
    where = {section: sum(1 for name in section_fields(section) if f"{group}.{name}" in differing)
             for section, (group, _) in SECTIONS.items()}
    head[0].markdown(
        f":orange-background[{count}] between A and B, in "
        + md_escape(", ".join(f"{section} ({n})" for section, n in where.items() if n))
        if differing else "A and B are the same config.")
    for column, side in ((head[1], "a"), (head[2], "b")):
        with column:
            preset, _ = loaded_preset(state, side)
            st.markdown(f"**{SIDE_LABELS[side]}**" + (f" · preset {md_escape(preset)}" if preset else ""))
            marker = modified_marker(state, side)
            st.caption(md_escape(marker) if marker else "unchanged")
    if SECTION_KEY not in st.session_state:
        # The page opened afresh (from a link or another page): the first section where A and B differ.
        st.session_state[SECTION_KEY] = next((section for section, n in where.items() if n), next(iter(SECTIONS)))
    # Labels and the default tab stay the same whatever differs: the open tab is kept by its label.
    for tab, section in zip(st.tabs(list(SECTIONS), key=SECTION_KEY, on_change="rerun"), SECTIONS):
        if not tab.open:
            continue
        group = SECTIONS[section][0]
        with tab:
            st.caption(SECTION_HELP[section])
            for name, info in section_fields(section).items():
                row = st.columns(PAIR_COLUMNS, vertical_alignment="center")
                label = name.replace("_", " ")
                heading = (f":orange-background[**{label}**] :orange[{DIFFERS}]" if f"{group}.{name}" in differing
                           else f"**{label}**")
                # One text element per field (name and explanation): every element costs each rerun.
                row[0].markdown(f"{heading}  \n:small[:gray[{md_escape(_field_help(group, name, info))}]]")
                for column, side in ((row[1], "a"), (row[2], "b")):
                    with column:
                        _field_widget(state, side, group, name, info, collapsed=True)
                        _reset_field_button(state, side, group, name)
    hidden = [f"{group}.{name}" for group, model in GROUPS.items() for name, info in model.model_fields.items()
              if not field_is_used(info)]
    if hidden:
        st.caption(md_escape("Not shown, because kn_search does not act on them yet: " + ", ".join(hidden)))


def render_presets(state: AppState, side: str) -> None:
    """Save, load, download and upload presets for one side."""
    store = presets()
    config = state.config_for(side)
    current = state.preset if side == "a" else state.compare_preset
    st.markdown("**Presets**")
    preset_picker(state, side=side, label="Load a saved preset")
    name = st.text_input("Save as", key=f"w.preset_name.{side}", value=current or "",
                         placeholder="e.g. strict-nodes")
    save_col, download_col = st.columns(2)
    with save_col:
        if st.button("Save preset", key=f"w.preset_save.{side}", icon=":material/save:", disabled=not name.strip()):
            if guarded("Saving the preset", store.save, name, config) is not None:
                saved = name.strip()
                _set_preset(state, side, saved, config)
                # Rerun so the picker above lists the new preset, selected.
                st.toast(md_escape(f"Saved preset {saved!r} in {store.directory}."), icon=":material/check_circle:")
                st.rerun()
    with download_col:
        st.download_button(
            "Download JSON", preset_json(current or name.strip() or "retrieval-config", config),
            file_name=f"{(current or name.strip() or 'retrieval-config')}.json", mime="application/json",
            key=f"w.preset_download.{side}", icon=":material/download:", on_click="ignore",
        )
    upload = st.file_uploader("Load from a JSON file", type=["json"], key=f"w.preset_upload.{side}",
                              help="A preset file, or a bare (partial) retrieval_config.")
    if upload is not None:
        marker = f"knx.preset_upload_done.{side}"
        fingerprint = (upload.name, upload.size, getattr(upload, "file_id", None))
        if st.session_state.get(marker) != fingerprint:
            try:
                uploaded_name, uploaded = parse_preset(upload.getvalue(), source=upload.name)
            except KnxError as exc:
                st.error(error_text(exc, f"Loading {upload.name}"), icon=":material/error:")
            else:
                st.session_state[marker] = fingerprint
                state.set_config(side, uploaded)
                _forget_preset(state, side)
                # A toast outlives the rerun that redraws the widgets above with the loaded config.
                st.toast(md_escape(f"Loaded {uploaded_name or upload.name}."), icon=":material/check_circle:")
                st.rerun()


def apply_url_config(state: AppState) -> None:
    """Once per session: load the presets a shared link names, then its config overrides (`cfg`
    relative to preset A, `cfgb` to the defaults). A missing preset or bad overrides show an error;
    the rest still applies."""
    for side, preset, loaded in (("a", state.preset, state.preset_config),
                                 ("b", state.compare_preset, state.store.get(_LOADED_B))):
        if preset and loaded is None:
            try:
                load_preset(state, side, preset)
            except KnxError as exc:
                _forget_preset(state, side)
                remember_error(error_text(exc, "Loading the preset named in the link"))
    for side, key in (("a", PENDING_URL_CONFIG), ("b", PENDING_URL_CONFIG_B)):
        pending = state.store.pop(key, None)
        if not pending:
            continue
        base = state.config if side == "a" else RetrievalConfig()
        try:
            try:
                overrides = json.loads(pending)
            except json.JSONDecodeError as exc:
                raise ConfigError(f"{'cfg' if side == 'a' else 'cfgb'}: not valid JSON ({exc.msg})",
                                  suggestion="it holds the retrieval_config fields that differ, as JSON") from None
            state.set_config(side, base.merged(overrides))
        except KnxError as exc:
            remember_error(error_text(exc, f"Applying config {side.upper()} in the link"))


_LOADED_B = "knx.compare_preset_loaded"
