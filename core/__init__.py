"""kn-explorer core: retrieval over knowledge networks. Never imports Streamlit; holds no UI state."""

__version__ = "0.1.0"
