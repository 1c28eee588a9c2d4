"""Fixtures of the client suite: Morsel driven by the real clients people point at it, not
by our own code. The Model Context Protocol's Python client (`mcp`) talks to `morsel mcp`
and `/mcp`, a calendar parser reads the plan's feed (Python's `icalendar`), Prometheus's own
parser reads /metrics (`prometheus_client`).

    scripts/test-clients [pytest arguments]        # or: python3 -m pytest tests/clients -q

The session starts one `morsel serve` on 127.0.0.1 with a fresh data directory and metrics
on (MORSEL_METRICS_TOKEN); each test gets its own account, in a household of its own, made
with `morsel user add`, and an API token. The server is stopped when the session ends.

Environment: MORSEL_BINARY (default .build/debug/morsel).
"""
import itertools
import json
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass

import pytest

REPOSITORY = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
# scripts/morsel_server.py starts, waits for and stops the server; no scripts/__pycache__
# left behind, as a .pyc names this machine's path to the source.
sys.path.insert(0, os.path.join(REPOSITORY, "scripts"))
sys.dont_write_bytecode = True
import morsel_server

BINARY = os.path.abspath(os.environ.get("MORSEL_BINARY", os.path.join(REPOSITORY, ".build", "debug", "morsel")))
METRICS_TOKEN = "client-tests-metrics-token-0123"
_numbers = itertools.count(1)


@dataclass
class Account:
    username: str
    password: str
    token: str


class Server(morsel_server.MorselServer):
    """`morsel serve` with its own data directory, metrics on, TheMealDB unreachable."""

    def __init__(self):
        if not os.path.exists(BINARY):
            pytest.exit(f"No morsel binary at {BINARY}: build it (swift build) or set MORSEL_BINARY.", returncode=2)
        self.data = tempfile.mkdtemp(prefix="morsel-clients-")
        self.environment = dict(os.environ, MORSEL_DATA_DIR=self.data, MORSEL_METRICS_TOKEN=METRICS_TOKEN,
                                MORSEL_THEMEALDB_URL="http://127.0.0.1:9", MORSEL_TIME_ZONE="UTC")
        try:
            super().__init__(BINARY, env=self.environment)
        except morsel_server.ServerDidNotStart as problem:
            shutil.rmtree(self.data, ignore_errors=True)
            pytest.exit(str(problem), returncode=2)

    def add_account(self):
        """A new account in a household of its own, with an API token."""
        username, password = f"client{next(_numbers)}", "client-password-1234"
        result = subprocess.run([BINARY, "user", "add", username, "--password-stdin", "--household", f"{username}'s home"],
                                input=(password + "\n").encode(), env=self.environment, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        if result.returncode != 0:
            raise RuntimeError(f"morsel user add {username} failed: {result.stderr.decode(errors='replace')}")
        _, _, body = self.call("POST", "/api/v1/auth/tokens", {"username": username, "password": password, "name": "client tests"})
        return Account(username, password, json.loads(body)["token"])

    def json(self, method, path, account, body=None):
        _, _, answer = self.call(method, path, body, token=account.token)
        return json.loads(answer) if answer else None

    def stop(self, timeout=30):
        status = super().stop(timeout)
        shutil.rmtree(self.data, ignore_errors=True)
        return status


@pytest.fixture(scope="session")
def server():
    running = Server()
    yield running
    running.stop()


@pytest.fixture
def account(server):
    return server.add_account()
