"""Loaded by Python at start-up in a bot subprocess whose PYTHONPATH starts with this directory
(FakeDiscord.bot_env(shim=True)): points discord.py at the fake Discord before the bot starts, so
an unmodified `python -m bot` reaches the loopback gateway (see ../patches.py for why the gateway
needs this). It shadows any other sitecustomize on the path, which test subprocesses do not need.
"""

import importlib.util
import os
import sys

if os.environ.get("FAKEDISCORD_GATEWAY_URL"):
    _path = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "patches.py")
    _spec = importlib.util.spec_from_file_location("_fakediscord_patches", _path)
    if _spec is not None and _spec.loader is not None:
        _module = importlib.util.module_from_spec(_spec)
        sys.modules[_spec.name] = _module  # dataclasses look their module up there
        _spec.loader.exec_module(_module)
        _module.apply_from_env()
