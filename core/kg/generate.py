"""A generator of Freebase-shaped KGs of any size, for benchmarks (reproducible from a seed).

Shape per entity: an English name (some also named in another language), one or two types, a
topic-article link (metadata the pattern filter drops), ~8 plain facts over a vocabulary of a few
hundred `domain.type.property` relations, and CVT nodes: an entity links to an unnamed `m.` node
that links on to 3 more entities or literals, with Freebase's reverse links (entity → CVT from the
other side too). About 16 triples per entity: 64,000 entities make ~1M triples.
"""

from __future__ import annotations

import gzip
import random
from pathlib import Path

from core.kg.names import FREEBASE_NS

DOMAINS = ["people", "location", "film", "music", "sports", "education", "government", "business",
           "book", "tv", "award", "medicine", "organization", "military", "religion", "language",
           "architecture", "aviation", "biology", "computer"]
TYPES = ["person", "place", "work", "group", "event", "topic"]
PROPERTIES = ["related_to", "member_of", "located_in", "created_by", "part_of", "founded_by",
              "influenced_by", "successor", "genre", "origin"]
CVT_TYPES = ["position_held", "membership", "performance", "tenure", "marriage", "award_honor",
             "roster", "enrollment", "release", "measurement"]
CVT_PROPERTIES = ["holder", "organization", "role", "from", "to", "place", "subject"]
WORDS = ["North", "Grand", "Silver", "Red", "Old", "New", "Royal", "Lake", "River", "Stone", "Green",
         "Saint", "Upper", "Iron", "Golden", "East", "West", "High", "Little", "Black"]
NOUNS = ["Harbor", "Institute", "Records", "Valley", "Society", "Festival", "Academy", "Company",
         "Museum", "Theatre", "League", "Council", "Bridge", "Library", "Studios", "Park"]


def relation_vocabulary() -> tuple[list[str], list[tuple[str, list[str]]]]:
    """(plain relations, [(relation into a CVT type, the CVT type's own relations)])."""
    plain = [f"{d}.{t}.{p}" for d in DOMAINS for t in TYPES for p in PROPERTIES]
    cvts = []
    for d in DOMAINS:
        for c in CVT_TYPES[:5]:
            cvt_type = f"{d}.{c}"
            cvts.append((f"{d}.person.{c}s", [f"{cvt_type}.{p}" for p in CVT_PROPERTIES]))
    return plain, cvts


def generate_kg(path: str | Path, entities: int = 64_000, *, seed: int = 7) -> dict[str, int]:
    """Write a Freebase-shaped KG as N-Triples (gzip when the name ends in .gz); returns counts."""
    rng = random.Random(seed)
    plain, cvt_relations = relation_vocabulary()
    ns = FREEBASE_NS
    name_rel, type_rel = f"<{ns}type.object.name>", f"<{ns}type.object.type>"
    article_rel = f"<{ns}common.topic.article>"
    target = Path(path)
    opener = gzip.open if target.name.endswith(".gz") else open
    triples = cvts = 0

    def eid(i: int) -> str:
        return f"<{ns}m.0gen{i:x}>"

    with opener(target, "wt", encoding="utf-8") as out:  # type: ignore[operator]
        for i in range(entities):
            subject = eid(i)
            name = f"{WORDS[i % len(WORDS)]} {NOUNS[(i // len(WORDS)) % len(NOUNS)]} {i}"
            lines = [f'{subject} {name_rel} "{name}"@en .',
                     f"{subject} {type_rel} <{ns}{DOMAINS[i % len(DOMAINS)]}.{TYPES[i % len(TYPES)]}> .",
                     f"{subject} {article_rel} <{ns}m.0art{i:x}> ."]
            if i % 5 == 0:
                lines.append(f'{subject} {name_rel} "{name} (fr)"@fr .')
            if i % 3 == 0:
                lines.append(f"{subject} {type_rel} <{ns}common.topic> .")
            for _ in range(8):
                relation = plain[rng.randrange(len(plain))]
                lines.append(f"{subject} <{ns}{relation}> {eid(rng.randrange(entities))} .")
            # about 0.6 CVT nodes per entity
            for _ in range(1 if rng.random() < 0.6 else 0):
                into, own = cvt_relations[rng.randrange(len(cvt_relations))]
                cvt = f"<{ns}m.0cvt{cvts:x}>"
                cvts += 1
                lines.append(f"{subject} <{ns}{into}> {cvt} .")
                lines.append(f"{cvt} <{ns}{own[0]}> {subject} .")
                for prop in rng.sample(own[1:], 3):
                    if prop.endswith((".from", ".to")):
                        lines.append(f'{cvt} <{ns}{prop}> "{1900 + rng.randrange(120)}"^^<http://www.w3.org/2001/XMLSchema#gYear> .')
                    else:
                        other = eid(rng.randrange(entities))
                        lines.append(f"{cvt} <{ns}{prop}> {other} .")
                        domain, cvt_type, role = prop.split(".")
                        lines.append(f"{other} <{ns}{domain}.{role}.{cvt_type}s> {cvt} .")
            out.write("\n".join(lines) + "\n")
            triples += len(lines)
    return {"entities": entities, "cvt_nodes": cvts, "triples": triples}


def entity_id(i: int) -> str:
    return f"m.0gen{i:x}"
