"""The relation prior of a network (core.search.question_prior) on the Evaluate page: what it was
fitted on, fit it from the chosen question set, remove it. The same as `knx prior fit / show / remove`."""

from __future__ import annotations

from typing import Any

import pandas as pd
import streamlit as st

from core.evaluation.questions import QuestionSet
from ui.data import backend
from ui.feedback import guarded
from ui.markdown import md_code, md_escape


def prior_status(kn_id: str) -> tuple[dict[str, Any] | None, bool, str | None]:
    """(the stored prior's header, whether it fits the network's relation types now, a note when
    it cannot be read)."""
    from core.search.question_prior import stored_prior

    try:
        prior = stored_prior(kn_id)
    except ValueError as exc:
        return None, False, str(exc)
    if prior is None:
        return None, False, None
    return prior.describe(), prior.fits(backend().get_network(kn_id).relation_types), None


def render_prior_controls(questions: QuestionSet | None, kn_id: str | None) -> None:
    """An expander with the network's prior and the buttons to fit it from `questions` or remove it."""
    from core.home import is_safe_name

    if not kn_id or not is_safe_name(kn_id, max_length=128):
        return  # a remote network's id (kweaver:…) names no file: no prior is stored for it
    from core.search.question_prior import QuestionPrior, fit_network_prior, remove_prior

    status = guarded("Reading the relation prior", prior_status, kn_id)
    if status is None:
        return
    described, fits, problem = status
    title = f"Relation prior of {kn_id}: " + ("none" if described is None else f"{described['questions']} questions")
    with st.expander(md_escape(title), icon=":material/school:"):
        st.caption("A model of which relation type a question asks for, learned from labelled questions (the "
                   "entity's mention masked); relation ranking adds `concept_retrieval.question_prior_weight` x "
                   "its probability. Same as `knx prior fit`.")
        if problem:
            st.warning(md_escape(f"The stored prior cannot be read: {problem}"), icon=":material/warning:")
        if described is not None:
            for line in QuestionPrior.header_lines(described, fits):
                st.markdown(md_escape(line))
            st.dataframe(pd.DataFrame(described["sets"]), hide_index=True, width="content")
        left, right = st.columns(2)
        if left.button(f"Fit from {questions.name}" if questions else "Fit from the chosen set",
                       disabled=questions is None, key="w.eval.prior_fit", icon=":material/model_training:"):
            prior = guarded("Fitting the relation prior", fit_network_prior, backend(), kn_id, [questions])
            if prior is not None:
                st.success(f"Fitted on {prior.header['questions']} questions of {md_code(questions.name)}.")
                st.rerun()
        if right.button("Remove", disabled=described is None and not problem, key="w.eval.prior_remove",
                        icon=":material/delete:"):
            guarded("Removing the relation prior", remove_prior, kn_id)
            st.rerun()
