"""Evaluation: question sets (JSON lines, SPCQL, text2cypher), the harness that runs them through
kn_search and knowledge_network_retrieval under several configs, and the metrics it reports."""

from core.evaluation.harness import (EvalConfig, EvalReport, EvalRequest, Evaluator, metric_questions,
                                     metric_values)
from core.evaluation.questions import EvalQuestion, QuestionSet, load_questions, parse_questions

__all__ = [
    "EvalConfig", "EvalQuestion", "EvalReport", "EvalRequest", "Evaluator", "QuestionSet",
    "load_questions", "metric_questions", "metric_values", "parse_questions",
]
