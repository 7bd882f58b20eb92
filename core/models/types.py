"""Field types shared by request models."""

from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator, Field


def _stripped_non_blank(value: str) -> str:
    if not value.strip():
        raise ValueError("query must not be blank")
    return value.strip()


# A question or keyword: 1-4000 characters, surrounding white space removed, not blank.
QueryText = Annotated[str, Field(min_length=1, max_length=4000), AfterValidator(_stripped_non_blank)]
