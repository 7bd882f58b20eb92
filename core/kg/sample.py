"""A small Freebase-shaped KG written from the facts of the reference KGQA transcripts.

It holds the entities those transcripts walk through (Buenos Aires → Argentina → Argentine peso,
Edith Schippers' government position, Peyton Manning's family, the Knicks' championships, …) in
Freebase's shape: `http://rdf.freebase.com/ns/` IRIs, `m.`/`g.` ids, `type.object.name` with
language tags (English plus a few others, to exercise the English preference), `type.object.type`,
topic boilerplate the pattern filter drops, and CVT nodes (government positions, education,
film performances, team rosters) linked in both directions as Freebase links them. Some ids are
Freebase's own (Argentina m.0jgd, Netherlands m.059j2, Peyton Manning m.027jv8, g.155pj7y5 from a
transcript); others are made up in the same format. One entity's name holds quotes, braces and
backslashes so tests can check that names never change a query.
"""

from __future__ import annotations

from pathlib import Path

from core.kg.names import FREEBASE_NS

# (id, English name, types, other names {lang: name})
ENTITIES: list[tuple[str, str, tuple[str, ...], dict[str, str]]] = [
    ("m.01ly5m", "Buenos Aires", ("location.citytown", "location.administrative_division"), {"es": "Ciudad Autónoma de Buenos Aires"}),
    ("m.0jgd", "Argentina", ("location.country",), {"es": "República Argentina"}),
    ("m.024nzm", "Argentine peso", ("finance.currency",), {}),
    ("m.06n3y", "South America", ("location.continent",), {}),
    ("m.0fnyf2", "Lavalle", ("location.location",), {}),
    ("m.02r1kd", "Congressional Plaza", ("location.location",), {}),
    ("m.0b7r1g", "Congreso", ("location.location",), {}),
    ("m.07zmn4", "Viceroyalty of the Río de la Plata", ("location.country",), {}),
    ("m.0g5kt", "Córdoba", ("location.citytown",), {}),
    ("m.05nrg", "Oceania", ("location.continent",), {}),
    ("m.01ts_3", "CFP franc", ("finance.currency",), {}),
    ("m.02wz1", "French Polynesia", ("location.country",), {}),
    ("m.05c17", "New Caledonia", ("location.country",), {}),
    ("m.0gckm", "Wallis and Futuna", ("location.country",), {}),
    ("m.0f8l9c", "France", ("location.country",), {}),
    ("m.0b4ss4", "Edith Schippers", ("people.person", "government.politician"), {"nl": "Edith Schippers"}),
    ("m.059j2", "Netherlands", ("location.country",), {"nl": "Nederland", "es": "Países Bajos"}),
    ("m.07_kq", "Utrecht", ("location.citytown",), {}),
    ("m.02bv9", "Dutch Language", ("language.human_language",), {"nl": "Nederlands"}),
    ("m.0cdhh8", "House of Representatives", ("government.governmental_body",), {"nl": "Tweede Kamer"}),
    ("m.0j7w_1v", "Member of the House of Representatives of the Netherlands", ("government.government_office_or_title",), {}),
    ("m.02yg0", "Member of Parliament", ("government.government_office_category",), {}),
    ("m.05kq3", "People's Party for Freedom and Democracy", ("government.political_party",), {}),
    ("m.02_16q", "Amsterdam", ("location.citytown",), {}),
    ("m.0gzd6y", "James L. Dolan", ("people.person", "sports.sports_team_owner"), {}),
    ("m.0jm3v", "New York Knicks", ("sports.sports_team", "sports.professional_sports_team"), {}),
    ("m.0cs1kd", "1973 NBA Finals", ("sports.sports_championship_event",), {}),
    ("m.0cs1kf", "1970 NBA Finals", ("sports.sports_championship_event",), {}),
    ("m.0jbk9", "National Basketball Association", ("sports.sports_league",), {}),
    ("m.01_d4", "Madison Square Garden", ("sports.sports_facility",), {}),
    ("m.02_286", "New York City", ("location.citytown",), {}),
    ("m.05c10yf", "Russell Wilson", ("people.person", "sports.pro_athlete"), {}),
    ("m.01jssp", "North Carolina State University", ("education.university",), {}),
    ("m.01y8cd", "University of Wisconsin–Madison", ("education.university",), {}),
    ("m.0wpngt3", "NC State Wolfpack men's basketball", ("sports.school_sports_team",), {}),
    ("m.070xg", "Seattle Seahawks", ("sports.sports_team",), {}),
    ("m.0h1fqs", "Family Guy Theme Song", ("music.composition",), {}),
    ("m.019nnl", "Family Guy", ("tv.tv_program",), {}),
    ("m.02nrd1", "Stewie Griffin", ("tv.tv_character", "film.film_character"), {}),
    ("m.0p_47", "Seth MacFarlane", ("people.person", "film.actor"), {}),
    ("m.05nn2c", "Walter Murphy", ("people.person", "music.composer"), {}),
    ("m.0ddcw0", "Family Guy Presents: Stewie Griffin: The Untold Story", ("film.film",), {}),
    ("m.0bqm7sb", "Panther Power", ("music.composition",), {}),
    ("m.01ktz1", "Tupac Shakur", ("people.person", "music.lyricist"), {}),
    ("m.01vs_v8", "Madonna", ("people.person",), {}),
    ("m.0pz91", "Adam Sandler", ("people.person", "film.actor", "film.producer"), {}),
    ("m.01qnfc", "Billy Madison", ("film.film",), {}),
    ("m.0fkvn", "Happy Madison Productions", ("film.production_company",), {}),
    ("m.0y6qn1m", "NFL Insider", ("film.film",), {}),
    ("m.01z4y", "Comedy", ("film.film_genre",), {}),
    ("m.027jv8", "Peyton Manning", ("people.person", "sports.pro_athlete", "film.actor"), {}),
    ("m.04_21v", "Archie Manning", ("people.person", "sports.pro_athlete"), {}),
    ("m.0h_9x2r", "Olivia Williams Manning", ("people.person",), {}),
    ("m.0110yx4c", "Marshall Williams Manning", ("people.person",), {}),
    ("m.0110yx5d", "Mosley Thompson Manning", ("people.person",), {}),
    ("m.0bjkk9", "Indianapolis Colts", ("sports.sports_team",), {}),
    ("m.0713r", "Denver Broncos", ("sports.sports_team",), {}),
    ("m.05g3v", "New Orleans Saints", ("sports.sports_team",), {}),
    ("m.03b3j", "Houston Oilers", ("sports.sports_team",), {}),
    ("m.051q5", "Minnesota Vikings", ("sports.sports_team",), {}),
    ("m.0hmvw", "Tennessee Williams", ("people.person",), {}),
    ("m.01jq0j", "University of Iowa", ("education.university",), {}),
    ("m.0cmdwwg", "Iowa Hawkeyes football", ("sports.school_sports_team",), {}),
    ("m.01w5m", "University of Missouri", ("education.university",), {}),
    ("m.0gd4bd", "The \"Quoted\" {Braces} \\ Band", ("music.artist",), {}),
]

# Plain facts: (subject, relation, object id or literal value)
FACTS: list[tuple[str, str, str]] = [
    ("m.01ly5m", "location.administrative_division.country", "m.0jgd"),
    ("m.01ly5m", "base.biblioness.bibs_location.country", "m.0jgd"),
    ("m.01ly5m", "location.location.containedby", "m.06n3y"),
    ("m.0fnyf2", "location.location.containedby", "m.01ly5m"),
    ("m.02r1kd", "location.location.containedby", "m.01ly5m"),
    ("m.0b7r1g", "location.location.containedby", "m.01ly5m"),
    ("g.155pj7y5", "location.location.containedby", "m.01ly5m"),
    ("m.0jgd", "location.country.capital", "m.01ly5m"),
    ("m.07zmn4", "location.country.capital", "m.01ly5m"),
    ("m.01ly5m", "location.location.people_born_here", "m.0f8l9c"),
    ("m.0jgd", "location.country.currency_used", "m.024nzm"),
    ("m.0jgd", "location.location.containedby", "m.06n3y"),
    ("m.0jgd", "location.location.contains", "m.01ly5m"),
    ("m.0jgd", "location.location.contains", "m.0g5kt"),
    ("m.0jgd", "location.country.administrative_divisions", "m.0g5kt"),
    ("m.024nzm", "finance.currency.countries_used", "m.0jgd"),
    ("m.05nrg", "location.location.contains", "m.02wz1"),
    ("m.05nrg", "location.location.contains", "m.05c17"),
    ("m.05nrg", "location.location.contains", "m.0gckm"),
    ("m.02wz1", "location.location.containedby", "m.05nrg"),
    ("m.05c17", "location.location.containedby", "m.05nrg"),
    ("m.0gckm", "location.location.containedby", "m.05nrg"),
    ("m.01ts_3", "finance.currency.countries_used", "m.02wz1"),
    ("m.01ts_3", "finance.currency.countries_used", "m.05c17"),
    ("m.01ts_3", "finance.currency.countries_used", "m.0gckm"),
    ("m.02wz1", "location.country.currency_used", "m.01ts_3"),
    ("m.05c17", "location.country.currency_used", "m.01ts_3"),
    ("m.0gckm", "location.country.currency_used", "m.01ts_3"),
    ("m.0b4ss4", "people.person.nationality", "m.059j2"),
    ("m.0b4ss4", "people.person.place_of_birth", "m.07_kq"),
    ("m.0b4ss4", "people.person.date_of_birth", "1964-05-25"),
    ("m.0b4ss4", "government.politician.party", "m.05kq3"),
    ("m.02bv9", "language.human_language.main_country", "m.059j2"),
    ("m.02bv9", "language.human_language.countries_spoken_in", "m.059j2"),
    ("m.059j2", "location.country.capital", "m.02_16q"),
    ("m.059j2", "location.country.form_of_government", "m.0cdhh8"),
    ("m.0gzd6y", "sports.sports_team_owner.teams_owned", "m.0jm3v"),
    ("m.0jm3v", "sports.professional_sports_team.owner_s", "m.0gzd6y"),
    ("m.0gzd6y", "people.person.date_of_birth", "1955-05-11"),
    ("m.0jm3v", "sports.sports_team.championships", "m.0cs1kd"),
    ("m.0jm3v", "sports.sports_team.championships", "m.0cs1kf"),
    ("m.0cs1kd", "sports.sports_championship_event.champion", "m.0jm3v"),
    ("m.0cs1kf", "sports.sports_championship_event.champion", "m.0jm3v"),
    ("m.0jm3v", "sports.sports_team.league", "m.0jbk9"),
    ("m.0jm3v", "sports.sports_team.venue", "m.01_d4"),
    ("m.0jm3v", "sports.sports_team.location", "m.02_286"),
    ("m.0jm3v", "sports.sports_team.founded", "1946"),
    ("m.0wpngt3", "sports.school_sports_team.school", "m.01jssp"),
    ("m.01jssp", "education.educational_institution.sports_teams", "m.0wpngt3"),
    ("m.019nnl", "tv.tv_program.theme_song", "m.0h1fqs"),
    ("m.0h1fqs", "music.composition.composer", "m.05nn2c"),
    ("m.05nn2c", "music.composer.compositions", "m.0h1fqs"),
    ("m.02nrd1", "fictional_universe.fictional_character.character_created_by", "m.0p_47"),
    ("m.02nrd1", "film.film_character.portrayed_in_films_dubbed", "m.0ddcw0"),
    ("m.01ktz1", "music.lyricist.lyrics_written", "m.0bqm7sb"),
    ("m.0y6qn1m", "film.film.genre", "m.01z4y"),
    ("m.01z4y", "film.film_genre.films_in_this_genre", "m.0y6qn1m"),
    ("m.0y6qn1m", "film.film.runtime", "30"),
    ("m.027jv8", "people.person.parents", "m.0h_9x2r"),
    ("m.027jv8", "people.person.parents", "m.04_21v"),
    ("m.0110yx4c", "people.person.parents", "m.027jv8"),
    ("m.0110yx5d", "people.person.parents", "m.027jv8"),
    ("m.04_21v", "people.person.children", "m.027jv8"),
    ("m.0h_9x2r", "people.person.children", "m.027jv8"),
    ("m.027jv8", "people.person.children", "m.0110yx4c"),
    ("m.027jv8", "people.person.children", "m.0110yx5d"),
    ("m.04_21v", "people.person.date_of_birth", "1949-05-19"),
    ("m.0pz91", "film.producer.film", "m.01qnfc"),
    ("m.01qnfc", "film.film.produced_by", "m.0pz91"),
    ("m.0pz91", "film.writer.film", "m.01qnfc"),
    ("m.01qnfc", "film.film.written_by", "m.0pz91"),
    ("m.0cmdwwg", "sports.school_sports_team.school", "m.01jq0j"),
    ("m.01jq0j", "education.educational_institution.sports_teams", "m.0cmdwwg"),
    ("m.0gd4bd", "music.artist.origin", "m.02_16q"),
]

# CVT nodes: (cvt id, [(entity, relation entity → cvt)], [(relation cvt → x, x)])
# Each link entity→cvt gets the matching cvt→entity link where Freebase has one (listed in `out`).
CVTS: list[tuple[str, list[tuple[str, str]], list[tuple[str, str]]]] = [
    # Edith Schippers, member of the House of Representatives since 2003
    ("m.0j6kbkq",
     [("m.0b4ss4", "government.politician.government_positions_held"),
      ("m.0cdhh8", "government.governmental_body.members"),
      ("m.059j2", "government.governmental_jurisdiction.governing_officials"),
      ("m.0j7w_1v", "government.government_office_or_title.office_holders"),
      ("m.02yg0", "government.government_office_category.officeholders")],
     [("government.government_position_held.office_holder", "m.0b4ss4"),
      ("government.government_position_held.from", "2003"),
      ("government.government_position_held.jurisdiction_of_office", "m.059j2"),
      ("government.government_position_held.governmental_body", "m.0cdhh8"),
      ("government.government_position_held.office_position_or_title", "m.0j7w_1v")]),
    # Russell Wilson's education
    ("m.0n1h5x2",
     [("m.05c10yf", "people.person.education"), ("m.01jssp", "education.educational_institution.students_graduates")],
     [("education.education.student", "m.05c10yf"), ("education.education.institution", "m.01jssp")]),
    ("m.0n1h5x3",
     [("m.05c10yf", "people.person.education"), ("m.01y8cd", "education.educational_institution.students_graduates")],
     [("education.education.student", "m.05c10yf"), ("education.education.institution", "m.01y8cd")]),
    ("m.0j2dfr8",
     [("m.05c10yf", "sports.pro_athlete.teams"), ("m.070xg", "sports.sports_team.roster")],
     [("sports.sports_team_roster.player", "m.05c10yf"), ("sports.sports_team_roster.team", "m.070xg"),
      ("sports.sports_team_roster.from", "2012")]),
    # Stewie Griffin, voiced by Seth MacFarlane
    ("m.02ntr0h",
     [("m.0p_47", "tv.tv_actor.starring_roles"), ("m.02nrd1", "tv.tv_character.appeared_in_tv_program"),
      ("m.019nnl", "tv.tv_program.regular_cast")],
     [("tv.regular_tv_appearance.actor", "m.0p_47"), ("tv.regular_tv_appearance.character", "m.02nrd1"),
      ("tv.regular_tv_appearance.series", "m.019nnl")]),
    ("m.0k5q1c",
     [("m.0p_47", "film.actor.film"), ("m.02nrd1", "film.film_character.portrayed_in_films"),
      ("m.0ddcw0", "film.film.starring")],
     [("film.performance.actor", "m.0p_47"), ("film.performance.character", "m.02nrd1"),
      ("film.performance.film", "m.0ddcw0")]),
    # Tupac Shakur dated Madonna
    ("m.063g5lb",
     [("m.01ktz1", "celebrities.celebrity.sexual_relationships"), ("m.01vs_v8", "celebrities.celebrity.sexual_relationships")],
     [("celebrities.romantic_relationship.celebrity", "m.01ktz1"),
      ("celebrities.romantic_relationship.celebrity", "m.01vs_v8")]),
    # Adam Sandler in Billy Madison
    ("m.0jz0c4",
     [("m.0pz91", "film.actor.film"), ("m.01qnfc", "film.film.starring")],
     [("film.performance.actor", "m.0pz91"), ("film.performance.film", "m.01qnfc")]),
    # Peyton Manning in NFL Insider
    ("m.0y6qn2k",
     [("m.027jv8", "film.actor.film"), ("m.0y6qn1m", "film.film.starring")],
     [("film.performance.actor", "m.027jv8"), ("film.performance.film", "m.0y6qn1m")]),
    # rosters
    ("m.0hpcb5w",
     [("m.027jv8", "sports.pro_athlete.teams"), ("m.0bjkk9", "sports.sports_team.roster")],
     [("sports.sports_team_roster.player", "m.027jv8"), ("sports.sports_team_roster.team", "m.0bjkk9")]),
    ("m.0hpcb5x",
     [("m.027jv8", "sports.pro_athlete.teams"), ("m.0713r", "sports.sports_team.roster")],
     [("sports.sports_team_roster.player", "m.027jv8"), ("sports.sports_team_roster.team", "m.0713r")]),
    ("m.0hpd2c1",
     [("m.04_21v", "sports.pro_athlete.teams"), ("m.05g3v", "sports.sports_team.roster")],
     [("sports.sports_team_roster.player", "m.04_21v"), ("sports.sports_team_roster.team", "m.05g3v")]),
    ("m.0hpd2c2",
     [("m.04_21v", "sports.pro_athlete.teams"), ("m.03b3j", "sports.sports_team.roster")],
     [("sports.sports_team_roster.player", "m.04_21v"), ("sports.sports_team_roster.team", "m.03b3j")]),
    ("m.0hpd2c3",
     [("m.04_21v", "sports.pro_athlete.teams"), ("m.051q5", "sports.sports_team.roster")],
     [("sports.sports_team_roster.player", "m.04_21v"), ("sports.sports_team_roster.team", "m.051q5")]),
    # Tennessee Williams at the University of Iowa and the University of Missouri
    ("m.0n0v1tq",
     [("m.0hmvw", "people.person.education"), ("m.01jq0j", "education.educational_institution.students_graduates")],
     [("education.education.student", "m.0hmvw"), ("education.education.institution", "m.01jq0j")]),
    ("m.0n0v1tr",
     [("m.0hmvw", "people.person.education"), ("m.01w5m", "education.educational_institution.students_graduates")],
     [("education.education.student", "m.0hmvw"), ("education.education.institution", "m.01w5m")]),
]

_XSD = "http://www.w3.org/2001/XMLSchema#"


def _iri(local: str) -> str:
    return f"<{FREEBASE_NS}{local}>"


def _object(value: str) -> str:
    if value.startswith(("m.", "g.")):
        return _iri(value)
    if value.isdigit() and len(value) == 4:
        return f'"{value}"^^<{_XSD}gYear>'
    if len(value) == 10 and value[4] == "-" and value[7] == "-":
        return f'"{value}"^^<{_XSD}date>'
    if value.isdigit():
        return f'"{value}"^^<{_XSD}integer>'
    return _string(value)


def _string(text: str, lang: str | None = None) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"')
    return f'"{escaped}"' + (f"@{lang}" if lang else "")


def sample_triples() -> list[str]:
    """The sample KG as N-Triples lines."""
    lines: list[str] = []
    name, typ = _iri("type.object.name"), _iri("type.object.type")
    for mid, english, types, others in ENTITIES:
        lines.append(f"{_iri(mid)} {name} {_string(english, 'en')} .")
        for lang, other in others.items():
            lines.append(f"{_iri(mid)} {name} {_string(other, lang)} .")
        for t in types:
            lines.append(f"{_iri(mid)} {typ} {_iri(t)} .")
        lines.append(f"{_iri(mid)} {_iri('common.topic.article')} {_iri(mid.replace('m.', 'm.0a_', 1))} .")
    for subject, relation, obj in FACTS:
        lines.append(f"{_iri(subject)} {_iri(relation)} {_object(obj)} .")
    for cvt, links_in, links_out in CVTS:
        for entity, relation in links_in:
            lines.append(f"{_iri(entity)} {_iri(relation)} {_iri(cvt)} .")
        for relation, obj in links_out:
            lines.append(f"{_iri(cvt)} {_iri(relation)} {_object(obj)} .")
    return list(dict.fromkeys(lines))


def write_sample_kg(path: str | Path) -> Path:
    """Write the sample KG as an N-Triples file."""
    target = Path(path)
    target.write_text("\n".join(sample_triples()) + "\n", encoding="utf-8")
    return target
