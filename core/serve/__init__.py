"""The project as a service: KWeaver-compatible HTTP routes and MCP over any backend (`knx serve`, `knx mcp`).

See `core.serve.app` (routes), `core.serve.tools` (the tools, declared once), `core.serve.mcp_server`
(MCP over HTTP and stdio) and docs/serve.md.
"""
