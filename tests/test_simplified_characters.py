"""Traditional characters written in simplified ones, character for character (`core.text`)."""

import pytest

from core.text import in_simplified_characters


@pytest.mark.parametrize("text, simplified", [
    ("醫生說我有糖尿病，要吃什麼藥？", "医生说我有糖尿病，要吃什么药？"),
    ("頸椎病 腸胃炎 維生素", "颈椎病 肠胃炎 维生素"),
    ("睇醫生定係食藥好", "睇医生定系食药好"),  # Hong Kong written words keep their characters
    ("軟體", "软体"),  # the script only: no regional word swapped (not 软件), so offsets hold
    ("高血压吃什么药", "高血压吃什么药"),  # simplified text is left as it is
    ("", ""),
])
def test_characters_are_converted_one_for_one(text, simplified):
    converted = in_simplified_characters(text)
    assert converted == simplified and len(converted) == len(text)
