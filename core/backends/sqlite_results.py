"""Results of the embedded engine kept as the rows SQLite returned, turned into models, row
dicts or wire JSON only when asked.

A 1-hop call from ten diseases returns ~1,300 objects on ~1,700 relation paths: building their
~4,600 pydantic models cost as much as the call's SQL, and most callers never look at them (a
server answers with the wire JSON, keyword context reads a few neighbours per path). A call
therefore ends with the fetched rows and the walked rid paths (`SubgraphRows`; `InstanceRows`
for an instance query's page), behind a result that builds its entries / datas on first access
and writes `model_dump` / `model_dump_json` from the rows directly, with the same output
(core.models.deferred).
"""

from __future__ import annotations

import json
import threading
from operator import itemgetter
from typing import Any, Callable, Iterator, NamedTuple


from core.gc_pause import gc_paused
from core.lru import LRUCache
from core.models.deferred import json_value
from core.models.network import KnowledgeNetwork, ObjectType
from core.models.query import (
    DISPLAY,
    INSTANCE_ID,
    INSTANCE_IDENTITY,
    SCORE,
    FirstRelation,
    ObjectRow,
    PathEntry,
    Relation,
    RelationPath,
    SubgraphObject,
    identity_key,
)
from core.models.types import trusted_from

# Guards making a subgraph result's objects and rid paths (once per result; cheap next to the
# work, and one lock instead of one per result).
_resolve_lock = threading.Lock()


# What a PathEntry built by assignment after `PathEntry(total_count=...)` reports as set.
PATH_ENTRY_SET = frozenset(("total_count", "search_after", "current_path_number", "overall_ms"))
_RELATION_FIELDS = ("relation_type_id", "relation_type_name", "source_object_id", "target_object_id")
_RELATION_SET = frozenset(_RELATION_FIELDS)
_RELATION_PATH_SET = frozenset(("relations", "length"))
_OBJECT_SET = frozenset(SubgraphObject.model_fields)


# A type's row plan (NetworkFile._row_plan): property names, the fetch statement, boolean
# properties, primary keys, display key, `_instance_id` prefix.
RowPlan = tuple[tuple[str, ...], str, tuple[str, ...], list[str], "str | None", str]


# A type's rows fetched by a subgraph call: the type, its row plan and the `(rid, value per
# property...)` rows of the rids on the call's complete paths, as the plan's statement
# returned them.
FetchedRows = tuple[ObjectType, RowPlan, list[tuple]]


def subgraph_objects(fetched: FetchedRows) -> dict[int, ObjectRow]:
    """rid -> `ObjectRow` (object id, type id, identity, display, properties) of the fetched
    rows, in rid order; an object id another instance's already reads as (composite keys) is
    the unambiguous `identity_key` instead. Built as `ObjectRow`s so `first_relations` hands
    them out as they are (the models and wire dicts read the same fields)."""
    ot, (names, _sql, bools, keys, display_key, prefix), rows = fetched
    type_id = ot.id
    # Property names never start with "_" in practice; if one does, it is left out of
    # `properties` as the system fields are.
    plain = _plain_names(names)
    used: set[str] = set()
    out: dict[int, ObjectRow] = {}
    single = keys[0] if len(keys) == 1 else None
    for row in sorted(rows, key=_first):
        values = dict(zip(names, row[1:]))
        for name in bools:
            if values.get(name) is not None:
                values[name] = bool(values[name])
        if single is not None:
            value = values.get(single)
            identity = {single: value}
            # `instance_key` inlined: the same string
            key = prefix + str(value)
        else:
            identity = {k: values.get(k) for k in keys}
            key = prefix + "-".join([str(v) for v in identity.values()])
        if key in used:
            key = identity_key(type_id, identity)
        used.add(key)
        # `ObjectRow(...)` without its Python `__new__`
        out[row[0]] = _new_tuple(ObjectRow, (
            key, type_id, identity, values.get(display_key) if display_key else None,
            values if plain else {k: v for k, v in values.items() if not k.startswith("_")},
        ))
    return out


_new_tuple = tuple.__new__


_PLAIN_NAMES: LRUCache[tuple[str, ...], bool] = LRUCache(4096)


def _plain_names(names: tuple[str, ...]) -> bool:
    """Whether no property name starts with "_", kept per name tuple (a network's types have
    few layouts; bounded anyway)."""
    plain = _PLAIN_NAMES.get(names)
    if plain is None:
        plain = not any(name.startswith("_") for name in names)
        _PLAIN_NAMES.put(names, plain)
    return plain


_first = itemgetter(0)


class PathShape(NamedTuple):
    """What a path of a subgraph request is, whatever a call finds: its object types, its hops
    (relation type id, forward?), the place of its start page among the call's pages and its
    limit of relation paths."""

    type_ids: list[str]
    hops: list[tuple[str, bool]]
    start: int
    limit: int


class SubgraphRows:
    """What a subgraph call read: per start set its page (total, next offset, rids), per path
    its shape and what it found, and each object type's fetched rows. Builds the entries'
    models (`entries`, once) or their wire dicts (`wire`, per call) on demand; both read the
    same per-type objects and rid paths, made once under a lock (results may be shared
    between threads).

    A path found either its complete rid paths (`walked`, by place), or, for a one-hop path
    that keeps every neighbour it reads, those neighbours as read (`kept`: per parent rid the
    JSON array of its neighbours' rids): its rid paths are then each start rid, in page order,
    with each of its neighbours, paired when first read. A path in neither found nothing."""

    __slots__ = ("network", "shapes", "pages", "kept", "walked", "fetched", "overall_ms", "_objects", "_rid_paths")

    def __init__(self, network: KnowledgeNetwork, shapes: list[PathShape],
                 pages: list[tuple[int | None, int | None, list[int]]], kept: dict[int, list[tuple[int, str]]],
                 walked: dict[int, list[list[int]]], fetched: dict[str, FetchedRows], overall_ms: float) -> None:
        self.network = network
        self.shapes = shapes
        self.pages = pages
        self.kept = kept
        self.walked = walked
        self.fetched = fetched  # every type with an instance on a complete path
        self.overall_ms = overall_ms
        self._objects: dict[str, dict[int, ObjectRow]] | None = None
        self._rid_paths: list[list[list[int]]] | None = None

    def _resolved(self) -> dict[str, dict[int, ObjectRow]]:
        objects = self._objects
        if objects is None:
            with _resolve_lock:
                objects = self._objects
                if objects is None:
                    objects = self._objects = {type_id: subgraph_objects(rows) for type_id, rows in self.fetched.items()}
        return objects

    def _completes(self) -> list[list[list[int]]]:
        """Each path's complete rid paths."""
        completes = self._rid_paths
        if completes is None:
            with _resolve_lock:
                completes = self._rid_paths
                if completes is None:
                    completes = self._rid_paths = self._paired()
        return completes

    def _kept_children(self) -> dict[int, dict[int, list[int]]]:
        """Per path that kept what it read, parent rid -> its neighbours' rids."""
        # every kept array read by one parse, then handed out in the same order
        arrays = [children for read in self.kept.values() for _parent, children in read]
        parsed = iter(json.loads("[" + ",".join(arrays) + "]") if arrays else ())
        return {place: {parent: next(parsed) for parent, _children in read} for place, read in self.kept.items()}

    def _paired(self) -> list[list[list[int]]]:
        walked, pages = self.walked, self.pages
        kept = self._kept_children()
        out: list[list[list[int]]] = []
        for place, shape in enumerate(self.shapes):
            children = kept.get(place)
            if children is None:
                out.append(walked.get(place, []))
            else:
                out.append([[rid, child] for rid in pages[shape.start][2] for child in children.get(rid, ())])
        return out

    def _walked(self, objects: dict[str, dict[int, Any]], id_of: Callable[[Any], str]) -> Iterator[tuple]:
        """Per path: (its objects (type id, object) in entry order, its relation paths as lists
        of (relation type id, name, source id, target id), the entry's remaining fields), with
        `objects` (type id -> rid -> object) as models or as resolved tuples."""
        network, pages = self.network, self.pages
        names: dict[str, str] = {}
        for shape, complete in zip(self.shapes, self._completes()):
            type_ids = shape.type_ids
            per_type: dict[str, set[int]] = {}
            for type_id, column in zip(type_ids, zip(*complete)):
                per_type.setdefault(type_id, set()).update(column)
            found = []
            for type_id, rids in per_type.items():
                of_type = objects.get(type_id, {})
                for rid in sorted(rids):
                    obj = of_type.get(rid)
                    if obj is not None:
                        found.append((type_id, obj))
            steps = []
            for h, (rel_id, forward) in enumerate(shape.hops):
                name = names.get(rel_id)
                if name is None:
                    name = names[rel_id] = network.relation_type(rel_id).name
                steps.append((rel_id, name, forward, objects.get(type_ids[h], {}), objects.get(type_ids[h + 1], {})))
            relation_paths = []
            for p in complete:
                hops = []
                for h, (rel_id, name, forward, near, far) in enumerate(steps):
                    a, b = id_of(near[p[h]]), id_of(far[p[h + 1]])
                    hops.append((rel_id, name, a, b) if forward else (rel_id, name, b, a))
                relation_paths.append(hops)
            total, next_offset, _rids = pages[shape.start]
            yield found, relation_paths, {
                "total_count": total or 0,
                "search_after": [next_offset] if next_offset is not None else None,
                "current_path_number": len(relation_paths),
                "overall_ms": self.overall_ms,
            }

    def build(self) -> list[PathEntry]:
        """The entries as models, one per path, as the engine built them before results were
        deferred: one `SubgraphObject` per instance, shared by the entries holding it."""
        with gc_paused():
            return self._entries()

    def _entries(self) -> list[PathEntry]:
        resolved = self._resolved()
        models: dict[str, dict[int, SubgraphObject]] = {}
        # Every object is built with all its fields given: one set serves them all (pydantic
        # only ever adds names to it, and all are in it).
        object_fields = set(_OBJECT_SET)
        for type_id, of_type in resolved.items():
            ot = self.fetched[type_id][0]
            ot_id, ot_name = ot.id, ot.name
            models[type_id] = {
                rid: trusted_from(SubgraphObject, object_fields, {
                    "id": key, "unique_identities": identity, "object_type_id": ot_id,
                    "object_type_name": ot_name, "display": display, "properties": properties,
                })
                for rid, (key, _type_id, identity, display, properties) in of_type.items()
            }
        relation_fields, path_fields = set(_RELATION_SET), set(_RELATION_PATH_SET)
        out = []
        for found, relation_paths, tail in self._walked(models, _model_id):
            paths = [
                trusted_from(RelationPath, path_fields, {"relations": [
                    trusted_from(Relation, relation_fields, dict(zip(_RELATION_FIELDS, hop))) for hop in hops
                ], "length": len(hops)})
                for hops in relation_paths
            ]
            out.append(trusted_from(PathEntry, set(PATH_ENTRY_SET), {
                "objects": {obj.id: obj for _, obj in found}, "relation_paths": paths, **tail}))
        return out

    def first_relations(self) -> list[list[FirstRelation]]:
        """`SubgraphResult.first_relations` from the rows: one `ObjectRow` per instance."""
        resolved = self._resolved()
        out = []
        for shape, complete in zip(self.shapes, self._completes()):
            if not complete:
                out.append([])
                continue
            type_ids = shape.type_ids
            near, far = resolved[type_ids[0]], resolved[type_ids[1]]
            pairs = [(near[p[0]], far[p[1]]) for p in complete]
            if shape.hops[0][1]:  # forward: the start is the source
                out.append([(a[0], b[0], a, b) for a, b in pairs])
            else:
                out.append([(b[0], a[0], b, a) for a, b in pairs])
        return out

    def first_hops(self) -> list[list[tuple[ObjectRow, list[ObjectRow]]]]:
        """`first_relations` grouped by start instance: per path, (a start object, the objects at
        the far end of its first hop) in the order `first_relations` pairs them. A path that
        kept what it read (every one-hop path of keyword context) is read from its kept arrays
        without making its rid paths or a tuple per relation."""
        resolved = self._resolved()
        kept = self._kept_children()
        pages = self.pages
        out: list[list[tuple[ObjectRow, list[ObjectRow]]]] = []
        for place, shape in enumerate(self.shapes):
            type_ids = shape.type_ids
            children = kept.get(place)
            if children is not None:
                near, far = resolved[type_ids[0]], resolved[type_ids[1]]
                out.append([(near[rid], [far[child] for child in children[rid]])
                            for rid in pages[shape.start][2] if rid in children])
                continue
            complete = self._completes()[place] if place in self.walked else None
            if not complete:  # found nothing
                out.append([])
                continue
            near, far = resolved[type_ids[0]], resolved[type_ids[1]]
            grouped: list[tuple[ObjectRow, list[ObjectRow]]] = []
            last = None
            for p in complete:
                if p[0] != last:
                    last = p[0]
                    grouped.append((near[last], []))
                grouped[-1][1].append(far[p[1]])
            out.append(grouped)
        return out

    def wire(self, json_mode: bool, exclude_none: bool) -> list[dict[str, Any]]:
        """The entries as `model_dump` writes them (`mode="json"` when `json_mode`), straight
        from the rows: new dicts throughout, as pydantic's are."""
        resolved = self._resolved()
        names = {type_id: self.fetched[type_id][0].name for type_id in resolved}
        out = []
        for found, relation_paths, tail in self._walked(resolved, _tuple_id):
            objects: dict[str, dict[str, Any]] = {}
            for type_id, (key, _type_id, identity, display, properties) in found:
                if json_mode:
                    identity, display, properties = json_value(identity), json_value(display), json_value(properties)
                else:
                    identity, properties = dict(identity), dict(properties)
                obj = {"id": key, "unique_identities": identity, "object_type_id": type_id,
                       "object_type_name": names[type_id], "display": display, "properties": properties}
                if exclude_none and display is None:
                    del obj["display"]
                objects[key] = obj
            entry = {
                "objects": objects,
                "relation_paths": [{"relations": [dict(zip(_RELATION_FIELDS, hop)) for hop in hops],
                                    "length": len(hops)} for hops in relation_paths],
                **tail,
            }
            if exclude_none:
                for name in ("search_after", "overall_ms"):
                    if entry[name] is None:
                        del entry[name]
            out.append(entry)
        return out


def first_hops_of(result: Any) -> list[list[tuple[ObjectRow, list[ObjectRow]]]] | None:
    """`SubgraphRows.first_hops` of a subgraph result this engine returned and nobody built
    yet (core.models.deferred keeps the rows as its source); None for any other result."""
    source = getattr(result, "_source", None)
    rows = source() if callable(source) else None
    return rows.first_hops() if isinstance(rows, SubgraphRows) else None


def instance_rows_of(result: Any) -> list[tuple[str, dict[str, Any], Any, dict[str, Any]]] | None:
    """(`_instance_id`, `_instance_identity`, `_display`, the properties) of each row of an
    instance result this engine returned and nobody built yet, with every property and no
    `_score` (no `properties` asked, unscored): what `datas` would hold, without making each
    row's dict with the system fields only for a caller to take them apart again. The
    properties dict is new for every call. None for any other result, and for a type with
    a property named like a system field (`_...`), whose row dicts `datas` writes over."""
    source = getattr(result, "_source", None)
    rows = source() if callable(source) else None
    if not isinstance(rows, InstanceRows) or rows.wanted is not None or rows.scores is not None:
        return None
    plan = rows.plan
    if not _plain_names(plan[0]):
        return None
    return [row_parts(plan, row) for row in rows.rows]


def fetched_rows_of(result: Any) -> tuple[RowPlan, list[tuple], dict[int, float] | None] | None:
    """(row plan, the fetched `(rid, value...)` tuples in page order, the page's scores by rid or
    None) of an instance result of this engine nobody built yet, with every property: what its
    `datas` would be made from (`InstanceRows.build`). kn_search reads each candidate's key,
    name and score from them (`head_reader`, `round_score`) and builds the row dict of the few it
    returns (`instance_row`): ~270 candidates of a new question, ~20 nodes. None for any other
    result, and for a type with a property named like a system field (`_...`), whose row dicts
    `datas` writes over."""
    source = getattr(result, "_source", None)
    rows = source() if callable(source) else None
    if not isinstance(rows, InstanceRows) or rows.wanted is not None or not _plain_names(rows.plan[0]):
        return None
    return rows.plan, rows.rows, rows.scores


def head_reader(plan: RowPlan) -> Callable[[tuple], tuple[str, dict[str, Any], Any]]:
    """A function of a fetched `(rid, value...)` tuple of `plan` giving its (`_instance_id`,
    `_instance_identity`, `_display`), as `row_parts` gives them, without the dict of every
    property; made once per plan."""
    kept = _HEADS.get(id(plan))
    if kept is not None and kept[0] is plan:
        return kept[1]
    names, _sql, bools, keys, display_key, prefix = plan
    at = {name: i for i, name in enumerate(names, start=1)}  # the last of a repeated name, as dict(zip)
    flagged = set(bools)
    key_columns = tuple((k, at.get(k), k in flagged) for k in keys)
    display_column = at.get(display_key) if display_key else None
    display_flag = display_key in flagged

    def read(row: tuple) -> tuple[str, dict[str, Any], Any]:
        identity = {}
        for key, column, flag in key_columns:
            value = None if column is None else row[column]
            identity[key] = bool(value) if flag and value is not None else value
        display = None if display_column is None else row[display_column]
        if display_flag and display is not None:
            display = bool(display)
        return prefix + "-".join([str(v) for v in identity.values()]), identity, display

    _HEADS.put(id(plan), (plan, read))  # the entry holds the plan, so its id is not reused while kept
    return read


# id(row plan) -> (the plan, its `head_reader`)
_HEADS: LRUCache[int, tuple] = LRUCache(4096)


def _model_id(obj: SubgraphObject) -> str:
    return obj.id


def _tuple_id(obj: tuple) -> str:
    return obj[0]


def round_score(score: float) -> float:
    """A `_score` as returned: six significant digits, not six decimals (FTS5's BM25 floors the
    weight of very common terms at 1e-6, and such small scores must keep their order)."""
    return float(f"{score:.6g}")


def row_parts(plan: RowPlan, row: tuple) -> tuple[str, dict[str, Any], Any, dict[str, Any]]:
    """(`_instance_id`, `_instance_identity`, `_display`, every property as stored, booleans as
    bool) of a fetched `(rid, value...)` tuple; the properties dict is new every time."""
    names, _sql, bools, keys, display_key, prefix = plan
    values = dict(zip(names, row[1:]))
    for name in bools:
        if values[name] is not None:
            values[name] = bool(values[name])
    identity = {k: values.get(k) for k in keys}
    # `instance_key` inlined: the same string
    return (prefix + "-".join([str(v) for v in identity.values()]), identity,
            values.get(display_key) if display_key else None, values)


def instance_row(plan: RowPlan, row: tuple, wanted: set[str] | None) -> dict[str, Any]:
    """An instance query's row (upstream's ObjectInfo) from a fetched `(rid, value...)` tuple:
    every property as stored (booleans as bool; only `wanted` when given), `_instance_id`,
    `_instance_identity` and `_display`. A new dict every time."""
    iid, identity, display, values = row_parts(plan, row)
    if wanted is not None:
        values = {k: v for k, v in values.items() if k in wanted}
    values[INSTANCE_ID] = iid
    values[INSTANCE_IDENTITY] = identity
    values[DISPLAY] = display
    return values


class InstanceRows:
    """One page of an instance query as fetched (the rows in page order), and the `_score` of
    each when the query scores: `build` makes the result's `datas`, `wire` their dump."""

    __slots__ = ("plan", "rows", "wanted", "scores")

    def __init__(self, plan: RowPlan, rows: list[tuple], wanted: set[str] | None,
                 scores: dict[int, float] | None) -> None:
        self.plan = plan
        self.rows = rows
        self.wanted = wanted
        self.scores = scores

    def build(self) -> list[dict[str, Any]]:
        plan, wanted, scores = self.plan, self.wanted, self.scores
        out = []
        for row in self.rows:
            values = instance_row(plan, row, wanted)
            if scores is not None:
                values[SCORE] = round_score(scores[row[0]])
            out.append(values)
        return out

    def wire(self, json_mode: bool, exclude_none: bool) -> list[dict[str, Any]]:
        rows = self.build()
        return [json_value(row) for row in rows] if json_mode else rows
