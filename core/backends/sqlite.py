"""The embedded backend: every network of a data directory, one SQLite file each."""

from __future__ import annotations

import os
import threading
from pathlib import Path

from core.backends.base import KnowledgeBackend
from core.backends.sqlite_store import NetworkFile
from core.exceptions import NotFoundError
from core.home import network_path, networks_dir
from core.models.network import KnowledgeNetwork, NetworkSummary, ObjectType
from core.models.query import (
    ConceptHit,
    ConceptKind,
    InstanceQuery,
    InstanceQueryResult,
    SubgraphQuery,
    SubgraphResult,
)


class SqliteBackend(KnowledgeBackend):
    kind = "sqlite"

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = Path(directory) if directory else networks_dir()
        self.directory.mkdir(parents=True, exist_ok=True)
        self._files: dict[str, tuple[tuple[float, int], NetworkFile]] = {}  # (mtime, inode), file
        self._lock = threading.Lock()

    def path_for(self, kn_id: str) -> Path:
        return network_path(kn_id, self.directory)

    def open(self, kn_id: str) -> NetworkFile:
        """The network's file, reopened when it was rebuilt since it was last opened.

        Callers open per request (kn_search opens ~100 times per search), so an open network
        costs one `stat` of its cached path: a rebuild is renamed into place, which changes the
        file's inode and mtime.
        """
        cached = self._files.get(kn_id)
        if cached is not None:
            try:
                stat = os.stat(cached[1].path)
            except OSError:
                stat = None
            if stat is not None and (stat.st_mtime, stat.st_ino) == cached[0]:
                return cached[1]
        path = self.path_for(kn_id)
        if not path.exists():
            valid = ", ".join(sorted(p.stem for p in self.directory.glob("*.sqlite"))) or "(none yet)"
            raise NotFoundError(
                f"knowledge network {kn_id!r} does not exist",
                suggestion=f"available networks: {valid}; import one with `knx import`",
            )
        stat = path.stat()
        version = (stat.st_mtime, stat.st_ino)
        with self._lock:
            cached = self._files.get(kn_id)
            if cached is None or cached[0] != version:
                if cached is not None:
                    cached[1].close()
                cached = (version, NetworkFile(path))
                self._files[kn_id] = cached
        return cached[1]

    def forget(self, kn_id: str) -> None:
        with self._lock:
            cached = self._files.pop(kn_id, None)
        if cached is not None:
            cached[1].close()

    def _list_networks(self) -> list[NetworkSummary]:
        out = []
        for path in sorted(self.directory.glob("*.sqlite")):
            try:
                nf = self.open(path.stem)
            except Exception:  # a foreign or damaged file is not a network; skip it
                continue
            net = nf.network
            out.append(
                NetworkSummary(
                    id=net.id,
                    name=net.name,
                    comment=net.comment,
                    object_type_count=len(net.object_types),
                    relation_type_count=len(net.relation_types),
                    action_type_count=len(net.action_types),
                    instance_count=sum(nf.counts.get("instances", {}).values()),
                    edge_count=sum(nf.counts.get("edges", {}).values()),
                    source=nf.meta.get("source"),
                )
            )
        return out

    def _get_network(self, kn_id: str) -> KnowledgeNetwork:
        return self.open(kn_id).network

    def _search_concepts(self, kn_id: str, kind: ConceptKind, query: str, limit: int) -> list[ConceptHit]:
        return self.open(kn_id).search_concepts(kind, query, limit)

    def _query_instances(
        self, network: KnowledgeNetwork, object_type: ObjectType, query: InstanceQuery
    ) -> InstanceQueryResult:
        return self.open(network.id).query_instances(object_type, query)

    def _query_subgraph(self, network: KnowledgeNetwork, query: SubgraphQuery) -> SubgraphResult:
        entries = self.open(network.id).query_paths(network, query.relation_type_paths)
        return SubgraphResult.model_construct(entries=entries)
