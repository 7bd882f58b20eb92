"""The retrieval agent: four deterministic tools over a corpus (`tools`), a session context with
pronoun resolution (`session`), model adapters (`models`) and a loop of at most five turns with a
full trace (`loop`).

```python
from core.agent import agent_loop, agent_toolbox
toolbox = agent_toolbox()                        # the demo corpus; toolbox.call("vector_search", {...})
run = agent_loop().run("林黛玉和薛宝钗是什么关系？")  # offline scripted planner
run.steps, run.stop_reason, run.answer, run.to_json()
```
"""

from core.agent.loop import AgentLoop, AgentRun, agent_loop
from core.agent.session import SessionContext
from core.agent.tools import agent_toolbox

__all__ = ["AgentLoop", "AgentRun", "SessionContext", "agent_loop", "agent_toolbox"]
