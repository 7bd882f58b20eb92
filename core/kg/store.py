"""`SparqlStore`: the one thing the KG tools need from a knowledge graph — run a SELECT, get rows.

Two implementations pass the same test suite (tests/test_kg_stores.py):

- `EmbeddedStore`: a pyoxigraph store on disk under `$KNX_HOME/kgs/{kg_id}/store`, opened
  read-only (any number of readers; `core.kg.importer` is the only writer and swaps whole
  directories, so a reader never sees a half-written KG).
- `HttpSparqlStore`: any SPARQL 1.1 endpoint (Oxigraph server, Virtuoso, …) over httpx, GET or
  POST, JSON results, a timeout (120 s by default) and an optional auth header.

Both raise `SparqlStoreError` with a message that says what happened (endpoint down, too slow,
answered HTML instead of results, bad query) and never leak a traceback. What a caller gives is
checked before anything is opened or sent (`open_store`, `HttpSparqlStore`): the endpoint URL, the
timeout and the auth header are refused with `InvalidRequestError` naming what is valid. An imported
KG whose files are damaged or incomplete is a `StorageError` that names it and says to import it
again. An endpoint's user and password (`http://user:pw@host/…`) are never shown: descriptions,
messages and traces write `http://***@host/…`, and no message holds the auth header.
"""

from __future__ import annotations

import json
import threading
from abc import ABC, abstractmethod
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from core.checks import MAX_TIMEOUT_S, check_http_url, check_seconds
from core.exceptions import InvalidRequestError, NotFoundError, SparqlStoreError, StorageError, redact_url
from core.home import check_kn_id, knx_home
from core.kg.names import check_namespace
from core.kg.sparql import Row, Term

DEFAULT_TIMEOUT_S = 120.0
ENDPOINT_HINT = "give the SPARQL endpoint's URL, e.g. http://127.0.0.1:7878/query or http://host:8890/sparql"
META_FILE = "meta.json"


class SparqlStore(ABC):
    """A knowledge graph that answers SPARQL SELECT queries."""

    #: what the store is, for messages and the trace (`embedded:fb`, `http://host/sparql`)
    description: str = ""

    def select(self, query: str) -> list[Row]:
        """Run one SELECT; rows map variable names to `Term`s (unbound variables are absent)."""
        return self._select(query)

    @abstractmethod
    def _select(self, query: str) -> list[Row]: ...

    def close(self) -> None:  # noqa: B027 - most stores hold nothing to release
        """Release connections; the store is not used afterwards."""


# -- the embedded store ---------------------------------------------------------------------------

def check_kg_id(kg_id: str) -> str:
    """KG ids name directories, so they follow the network ids' safe alphabet (`core.home`)."""
    try:
        return check_kn_id(kg_id)
    except InvalidRequestError as exc:
        raise InvalidRequestError(f"kg id {kg_id!r} is not valid", suggestion=exc.suggestion) from None


def kgs_dir(home: Path | None = None) -> Path:
    path = (home or knx_home()) / "kgs"
    path.mkdir(parents=True, exist_ok=True)
    return path


def kg_dir(kg_id: str, home: Path | None = None) -> Path:
    return kgs_dir(home) / check_kg_id(kg_id)


@dataclass(frozen=True)
class KgInfo:
    """An imported KG: its id and what its import recorded (source, counts, time); `problem` says
    what is wrong when its store directory is missing or its meta.json missing or damaged, else None."""

    kg_id: str
    path: Path
    meta: dict[str, Any]
    problem: str | None = None

    @property
    def triples(self) -> int:
        value = self.meta.get("triples", 0)
        return value if isinstance(value, int) and not isinstance(value, bool) else 0


def reimport_hint(kg_id: str) -> str:
    return f"import it again: `knx kg import PATH --id {kg_id}`, or `knx kg sample --id {kg_id}` for the sample KG"


def read_meta(directory: Path) -> dict[str, Any]:
    """What the import recorded beside the store; a `StorageError` naming the KG when the file is
    missing or not the JSON object an import writes (its namespace decides every query's IRIs)."""
    path = directory / META_FILE
    kg_id = directory.name
    try:
        meta = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise StorageError(f"KG {kg_id!r} is incomplete: {path} is missing", suggestion=reimport_hint(kg_id)) from None
    except OSError as exc:
        raise StorageError(f"KG {kg_id!r}: cannot read {path} ({(exc.strerror or str(exc)).lower()})",
                           suggestion=reimport_hint(kg_id)) from None
    except (ValueError, UnicodeDecodeError):
        raise StorageError(f"KG {kg_id!r} is damaged: {path} is not JSON", suggestion=reimport_hint(kg_id)) from None
    if not isinstance(meta, dict):
        raise StorageError(f"KG {kg_id!r} is damaged: {path} is not a JSON object", suggestion=reimport_hint(kg_id))
    namespace = meta.get("namespace")
    if namespace is not None:
        try:
            check_namespace(namespace)
        except InvalidRequestError:
            raise StorageError(f"KG {kg_id!r} is damaged: {path} records the namespace {namespace!r}, "
                               "which is not an http(s) IRI prefix", suggestion=reimport_hint(kg_id)) from None
    return meta


def _missing_store(directory: Path) -> StorageError:
    return StorageError(f"KG {directory.name!r} is incomplete: {directory / 'store'} is missing",
                        suggestion=reimport_hint(directory.name))


def _kg_problem(directory: Path) -> tuple[dict[str, Any], str | None]:
    """(meta, None) for a KG that looks whole; ({…}, what is wrong) otherwise."""
    if not (directory / "store").is_dir():
        return {}, _missing_store(directory).message
    try:
        return read_meta(directory), None
    except StorageError as exc:
        return {}, exc.message


def list_kgs(home: Path | None = None) -> list[KgInfo]:
    """The imported KGs, by id, with what is wrong with any whose store directory is missing or whose
    meta.json is missing or damaged (the stores are not opened). Directories being written by an
    import, whose names start with a dot, are not listed."""
    out = []
    for path in sorted(kgs_dir(home).iterdir()):
        if not path.is_dir() or path.name.startswith("."):
            continue
        if not (path / "store").exists() and not (path / META_FILE).exists():
            continue  # not a KG: nothing an import writes is there
        meta, problem = _kg_problem(path)
        out.append(KgInfo(path.name, path, meta, problem))
    return out


_open_lock = threading.Lock()
_open_stores: dict[tuple[str, str], Any] = {}


class EmbeddedStore(SparqlStore):
    """A pyoxigraph store imported with `knx kg import`, queried in-process."""

    def __init__(self, kg_id: str, home: Path | None = None) -> None:
        directory = kg_dir(kg_id, home)
        if not (directory / "store").exists() and not (directory / META_FILE).exists():
            known = ", ".join(k.kg_id for k in list_kgs(home)) or "none yet"
            raise NotFoundError(
                f"no KG {kg_id!r} in {kgs_dir(home)}",
                suggestion=f"import one with `knx kg import PATH --id {kg_id}`; imported KGs: {known}",
            )
        if not (directory / "store").is_dir():
            raise _missing_store(directory)
        self.kg_id = kg_id
        self.description = f"embedded:{kg_id}"
        self.meta = read_meta(directory)
        #: the IRI prefix of the KG's entities and relations, when its import recorded one
        self.namespace: str | None = self.meta.get("namespace")
        self._store = _open_read_only(directory, str(self.meta.get("generation", "")))

    def _select(self, query: str) -> list[Row]:
        from pyoxigraph import QuerySolutions

        try:
            # N-Quads land in named graphs; the tools ask about every triple whatever its graph,
            # as Virtuoso's default graph does.
            solutions = self._store.query(query, use_default_graph_as_union=True)
        except SyntaxError as exc:
            raise SparqlStoreError(f"{self.description}: the query is not valid SPARQL: {exc}") from None
        except (OSError, RuntimeError) as exc:  # RocksDB reports damaged files as RuntimeError
            raise SparqlStoreError(f"KG {self.kg_id!r}: the store could not be read ({_short(exc)})",
                                   suggestion=reimport_hint(self.kg_id)) from None
        if not isinstance(solutions, QuerySolutions):
            raise SparqlStoreError(f"{self.description}: only SELECT queries are supported")
        names = [v.value for v in solutions.variables]
        try:
            return self._rows(solutions, names)
        except (OSError, RuntimeError) as exc:  # results are read from the files as they are iterated
            raise SparqlStoreError(f"KG {self.kg_id!r}: the store could not be read ({_short(exc)})",
                                   suggestion=reimport_hint(self.kg_id)) from None

    @staticmethod
    def _rows(solutions: Any, names: list[str]) -> list[Row]:
        from pyoxigraph import BlankNode, Literal, NamedNode

        rows: list[Row] = []
        for solution in solutions:
            row: Row = {}
            for name in names:
                value = solution[name]
                if value is None:
                    continue
                if isinstance(value, NamedNode):
                    row[name] = Term("iri", value.value)
                elif isinstance(value, Literal):
                    row[name] = Term("literal", value.value, value.language or "")
                elif isinstance(value, BlankNode):
                    row[name] = Term("bnode", value.value)
            rows.append(row)
        return rows


def _open_read_only(directory: Path, generation: str) -> Any:
    """One read-only handle per KG directory and import generation, shared within the process
    (opening a RocksDB store costs milliseconds; explorer reruns and CLI replays reuse it)."""
    from pyoxigraph import Store

    key = (str(directory), generation)
    with _open_lock:
        store = _open_stores.get(key)
        if store is None:
            for old in [k for k in _open_stores if k[0] == key[0]]:
                del _open_stores[old]  # an older import of the same id
            try:
                store = Store.read_only(str(directory / "store"))
            except (OSError, RuntimeError) as exc:  # RocksDB reports damaged files as RuntimeError
                raise StorageError(
                    f"KG {directory.name!r} is damaged: its store {directory / 'store'} could not be opened "
                    f"({_short(exc)})", suggestion=reimport_hint(directory.name)) from None
            _open_stores[key] = store
        return store


def _short(exc: BaseException) -> str:
    """A storage engine's message as one line of at most 300 characters."""
    text = " ".join(str(exc).split()) or type(exc).__name__
    return text if len(text) <= 300 else text[:297] + "..."


# -- SPARQL over HTTP -----------------------------------------------------------------------------

class HttpSparqlStore(SparqlStore):
    """A SPARQL 1.1 endpoint reached over HTTP (the SPARQL protocol, JSON results)."""

    def __init__(
        self,
        endpoint: str,
        *,
        timeout_s: float = DEFAULT_TIMEOUT_S,
        method: str = "POST",
        auth_header: str | None = None,
        transport: Any = None,
        namespace: str | None = None,
    ) -> None:
        import httpx

        endpoint = check_http_url(endpoint, "endpoint", suggestion=ENDPOINT_HINT)
        method = method.upper()
        if method not in ("GET", "POST"):
            raise InvalidRequestError(f"method {method!r} is not supported", suggestion="GET or POST")
        self.timeout_s = check_seconds(timeout_s, "timeout", most=MAX_TIMEOUT_S)
        self._auth_header = check_auth_header(auth_header)
        self.endpoint = endpoint  # with its user and password, if any: httpx sends them as Basic auth
        self.description = redact_url(endpoint)
        self.namespace = namespace
        self.method = method
        headers = {"Accept": "application/sparql-results+json"}
        if self._auth_header:
            headers["Authorization"] = self._auth_header
        self._client = httpx.Client(timeout=self.timeout_s, headers=headers, transport=transport,
                                    trust_env=False)

    def _scrub(self, text: str) -> str:
        """What a transport or a server said, with the endpoint's credentials and the auth header
        (whole, or its credentials after the scheme, as a server may echo either) taken out. Parts
        shorter than 4 characters are left: replacing them would garble the message, not hide a secret."""
        text = text.replace(self.endpoint, self.description)
        if self._auth_header:
            parts = [self._auth_header, *self._auth_header.split(None, 1)[1:]]
            for secret in sorted({p.strip() for p in parts if len(p.strip()) >= 4}, key=len, reverse=True):
                text = text.replace(secret, "***")
        return text

    def _select(self, query: str) -> list[Row]:
        import httpx

        try:
            if self.method == "GET":
                response = self._client.get(self.endpoint, params={"query": query})
            else:
                response = self._client.post(self.endpoint, data={"query": query})
        except httpx.TimeoutException:
            raise SparqlStoreError(
                f"SPARQL endpoint {self.description} did not answer within {self.timeout_s:g} s",
                suggestion="check the server's load, or raise the timeout",
            ) from None
        except httpx.HTTPError as exc:
            raise SparqlStoreError(
                f"cannot reach SPARQL endpoint {self.description}: {self._scrub(str(exc)) or type(exc).__name__}",
                suggestion="is the server running, and is this its SPARQL URL?",
            ) from None
        content_type = response.headers.get("content-type", "").split(";")[0].strip().lower()
        if response.status_code >= 400:
            body = " ".join(response.text.split())[:300]
            raise SparqlStoreError(
                f"SPARQL endpoint {self.description} answered HTTP {response.status_code}: {self._scrub(body)}"
            )
        try:
            payload = response.json()
            bindings = payload["results"]["bindings"]
        except (ValueError, KeyError, TypeError):
            start = " ".join(response.text.split())[:120]
            raise SparqlStoreError(
                f"SPARQL endpoint {self.description} answered {content_type or 'something'} that is not "
                f"SPARQL JSON results (starts with {self._scrub(start)!r})",
                suggestion="the URL must be the SPARQL endpoint itself (e.g. …/sparql or …/query)",
            ) from None
        rows: list[Row] = []
        for binding in bindings:
            row: Row = {}
            for name, value in binding.items():
                kind = value.get("type")
                if kind == "uri":
                    row[name] = Term("iri", value.get("value", ""))
                elif kind in ("literal", "typed-literal"):  # Virtuoso says typed-literal
                    row[name] = Term("literal", value.get("value", ""), value.get("xml:lang", ""))
                elif kind == "bnode":
                    row[name] = Term("bnode", value.get("value", ""))
            rows.append(row)
        return rows

    def close(self) -> None:
        self._client.close()


def open_store(kg: str | None = None, endpoint: str | None = None, *, home: Path | None = None,
               timeout_s: float = DEFAULT_TIMEOUT_S, auth_header: str | None = None,
               method: str = "POST") -> SparqlStore:
    """The store for an imported KG id, or for an endpoint URL (exactly one of the two). The timeout
    and the auth header are checked whichever it is, so a mistake is reported before any work."""
    if bool(kg) == bool(endpoint):
        raise InvalidRequestError("give either a KG id or an endpoint URL",
                                  suggestion="--kg ID for an imported KG, --endpoint URL for a SPARQL server")
    check_seconds(timeout_s, "timeout", most=MAX_TIMEOUT_S)
    check_auth_header(auth_header)
    if endpoint:
        return HttpSparqlStore(endpoint, timeout_s=timeout_s, auth_header=auth_header, method=method)
    return EmbeddedStore(kg, home)


# -- what a caller gives to reach a store ---------------------------------------------------------

def check_auth_header(value: Any) -> str | None:
    """The value of the Authorization header: printable ASCII (and tabs) on one line, as HTTP carries
    it, else `InvalidRequestError`. The message gives the position of what is wrong, never the value."""
    if value is None:
        return None
    hint = "the Authorization header's value, ASCII on one line, e.g. 'Bearer TOKEN' or 'Basic BASE64'"
    if not isinstance(value, str):
        raise InvalidRequestError("auth header: must be text", suggestion=hint)
    if not value.strip():
        raise InvalidRequestError("auth header: empty", suggestion=hint)
    for position, char in enumerate(value, 1):
        if char in "\r\n":
            raise InvalidRequestError(f"auth header: character {position} is a line break", suggestion=hint)
        if not (char == "\t" or " " <= char <= "~"):
            raise InvalidRequestError(f"auth header: character {position} is not printable ASCII", suggestion=hint)
    return value
