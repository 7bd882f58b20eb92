"""Widgets and state of the explorer. Pages (pages/*.py) are thin and call the render functions here;
all retrieval logic lives in `core/`."""
