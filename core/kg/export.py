"""A knowledge network (KN) as RDF, so the KG tools run on the networks kn-explorer holds.

IRI mapping (namespace `http://kn-explorer.local/ns/`, recorded in the KG's meta so sessions on
the exported KG use it without configuration):

| KN                         | RDF                                                              |
|----------------------------|------------------------------------------------------------------|
| instance                   | `ns:m.{object type}-{first 12 hex of sha1(instance id)}`         |
| instance name (display)    | `ns:type.object.name` "…"@{lang} (zh for the medical demo)        |
| object type                | `ns:type.object.type` → `ns:{kn}.{object type}`                  |
| data property value        | `ns:{kn}.{object type}.{property}` → literal                     |
| relation type instance     | `ns:{kn}.{source type}.{relation type}` from source to target    |

Ids are made only of `[A-Za-z0-9_-]` (other characters of type, property and relation ids become
`_`), so every IRI passes the tools' id and relation checks. The `m.` prefix makes instances
resolvable as ids; they all carry a name, so none is mistaken for a CVT node. Instances are read
through the backend's public paging API; relation instances are read from the network file's edge
table (the backend interface has no "all edges" query).
"""

from __future__ import annotations

import gzip
import hashlib
import re
from collections.abc import Callable
from pathlib import Path
from typing import IO

from core.exceptions import InvalidRequestError

EXPORT_NS = "http://kn-explorer.local/ns/"
_UNSAFE = re.compile(r"[^A-Za-z0-9_-]")


def safe(text: str) -> str:
    return _UNSAFE.sub("_", text) or "_"


def instance_local_id(object_type_id: str, instance_id: str) -> str:
    digest = hashlib.sha1(instance_id.encode("utf-8")).hexdigest()[:12]
    return f"m.{safe(object_type_id)}-{digest}"


#: a language tag as N-Triples' LANGTAG and BCP 47 allow it (`zh`, `en-US`, `zh-Hant-TW`)
_LANG = re.compile(r"[a-zA-Z]{1,8}(?:-[a-zA-Z0-9]{1,8})*")


def check_lang(lang: str | None, what: str = "lang") -> str | None:
    """A language tag for the instance names, or "" / None for names without one; else
    `InvalidRequestError` (a bad tag would make every name line invalid N-Triples)."""
    if lang is not None and (not isinstance(lang, str) or (lang and not _LANG.fullmatch(lang))):
        raise InvalidRequestError(
            f"{what}: {lang!r} is not a language tag",
            suggestion='letters, then "-" and letters or digits, each part 1 to 8 long (e.g. zh, en, zh-Hans, en-US); "" for none',
        )
    return lang


def _lit(value: object, lang: str | None = None) -> str:
    text = str(value)
    text = (text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\r", "\\r"))
    return f'"{text}"' + (f"@{lang}" if lang else "")


def export_network(kn_id: str, out: str | Path, *, lang: str | None = "zh", backend=None,  # type: ignore[no-untyped-def]
                   progress: Callable[[str, float], None] | None = None) -> dict[str, int]:
    """Write network `kn_id` as N-Triples (gzip when `out` ends in .gz); returns counts. `lang` tags
    the instance names ("" for none); a malformed tag is refused before anything is read."""
    from core.backends import embedded_backend

    check_lang(lang)
    backend = backend or embedded_backend(demo=kn_id == "medical")
    network = backend.get_network(kn_id)
    kn = safe(kn_id)
    target = Path(out)
    counts = {"instances": 0, "properties": 0, "edges": 0, "triples": 0}
    opener = gzip.open if target.name.endswith(".gz") else open
    ns = EXPORT_NS
    with opener(target, "wt", encoding="utf-8") as fh:  # type: ignore[operator]
        w: IO[str] = fh
        total_types = max(1, len(network.object_types))
        for i, ot in enumerate(network.object_types):
            if progress:
                progress(f"object type {ot.id}", i / (total_types + 1))
            name_field = ot.name_field
            type_iri = f"<{ns}{kn}.{safe(ot.id)}>"
            for row in backend.iter_instances(kn_id, ot.id, page_size=1000):
                iid = str(row.get("_instance_id"))
                subject = f"<{ns}{instance_local_id(ot.id, iid)}>"
                name = row.get(name_field) if name_field else None
                w.write(f"{subject} <{ns}type.object.name> {_lit(name if name not in (None, '') else iid, lang)} .\n")
                w.write(f"{subject} <{ns}type.object.type> {type_iri} .\n")
                counts["instances"] += 1
                counts["triples"] += 2
                for prop in ot.data_properties:
                    value = row.get(prop.name)
                    if value in (None, "") or prop.name == name_field:
                        continue
                    w.write(f"{subject} <{ns}{kn}.{safe(ot.id)}.{safe(prop.name)}> {_lit(value)} .\n")
                    counts["properties"] += 1
                    counts["triples"] += 1
        if progress:
            progress("relations", total_types / (total_types + 1))
        counts["edges"] = _write_edges(backend, kn_id, kn, network, w)
        counts["triples"] += counts["edges"]
    if progress:
        progress("done", 1.0)
    return counts


def _write_edges(backend, kn_id: str, kn: str, network, w: IO[str]) -> int:  # type: ignore[no-untyped-def]
    from core.models.query import instance_key

    nf = backend.open(kn_id)
    iids: dict[str, dict[int, str]] = {}
    for ot in network.object_types:
        table = nf.layout[ot.id].table
        # the edge table holds row ids; instance_key turns a stored identity into `_instance_id`
        iids[ot.id] = {rid: instance_key(ot.id, iid) for rid, iid in nf.execute(f"SELECT rid, iid FROM {table}")}
    count = 0
    for rel in network.relation_types:
        index = nf.relation_index.get(rel.id)
        if index is None:
            continue
        predicate = f"<{EXPORT_NS}{kn}.{safe(rel.source_object_type_id)}.{safe(rel.id)}>"
        src_ids, dst_ids = iids[rel.source_object_type_id], iids[rel.target_object_type_id]
        for src, dst in nf.execute("SELECT src, dst FROM edges WHERE rt = ?", (index,)):
            a = f"<{EXPORT_NS}{instance_local_id(rel.source_object_type_id, src_ids[src])}>"
            b = f"<{EXPORT_NS}{instance_local_id(rel.target_object_type_id, dst_ids[dst])}>"
            w.write(f"{a} {predicate} {b} .\n")
            count += 1
    return count
