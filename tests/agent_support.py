"""Shared pieces of the agent tests: a loopback HTTP server that answers from a script, and a small
story corpus with recurring characters."""

from __future__ import annotations

import json
import threading
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler
from typing import Any, Callable, Iterator

from process_support import LoopbackHTTPServer

STORY = """# 序

第一章 相识
阿明在村口遇见了小红。阿明和小红一起去河边打水。小红说河里有一条大鱼。
老李看见阿明和小红，笑着说他们是好朋友。

第二章 远行
阿明离开村子去城里读书。小红在村里照顾老李。老李教小红种花。
阿明在城里认识了王老师。王老师送给阿明一本书。

第三章 归来
多年以后阿明回到村子，小红已经开了一家花店。王老师也来到村里看望阿明。
阿明、小红和老李在花店里重聚，大家说起从前打水的往事。
"""


class ScriptedHandler(BaseHTTPRequestHandler):
    def log_message(self, *args: Any) -> None:  # keep test output clean
        pass

    def do_POST(self) -> None:  # noqa: N802 - http.server's naming
        length = int(self.headers.get("Content-Length") or 0)
        body = json.loads(self.rfile.read(length) or b"{}")
        server = self.server
        server.requests.append({"path": self.path, "body": body, "headers": dict(self.headers)})
        status, payload = server.respond(self.path, body)
        data = json.dumps(payload, ensure_ascii=False).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


@contextmanager
def loopback_server(respond: Callable[[str, dict[str, Any]], tuple[int, Any]]) -> Iterator[Any]:
    """A threaded HTTP server on 127.0.0.1 (free port) whose answers come from `respond(path, body)`;
    `server.requests` records what it received. Always shut down on exit."""
    server = LoopbackHTTPServer(("127.0.0.1", 0), ScriptedHandler)
    server.requests = []
    server.respond = respond
    server.url = f"http://127.0.0.1:{server.server_address[1]}"
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


def chat_script(turns: list[Any]) -> Callable[[str, dict[str, Any]], tuple[int, Any]]:
    """Chat-completions answers in order: a list of tool calls [(name, arguments_text)], a text, or
    (status, body) for an error. Requests without `tools` (the final answer) get the last text."""
    queue = list(turns)

    def respond(path: str, body: dict[str, Any]) -> tuple[int, Any]:
        if "tools" not in body:
            return 200, {"choices": [{"message": {"role": "assistant", "content": "最终回答：来自检索结果。"}}]}
        item = queue.pop(0) if queue else [("vector_search", '{"query": "again"}')]
        if isinstance(item, tuple):
            return item
        if isinstance(item, str):
            return 200, {"choices": [{"message": {"role": "assistant", "content": item}}]}
        calls = [{"id": f"call_{i}", "type": "function", "function": {"name": name, "arguments": args}}
                 for i, (name, args) in enumerate(item)]
        return 200, {"choices": [{"message": {"role": "assistant", "content": "思考中", "tool_calls": calls}}]}

    return respond
