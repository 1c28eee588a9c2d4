"""What the load scripts share (scripts/bench-http, scripts/soak, scripts/fuzz_hooks.py): a
fresh PostgreSQL database on the local cluster, wrk's report read back, and a real image to
upload. Standard library only.

    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))  # in scripts/
    from load import postgres_url, read_wrk, TINY_PNG
"""
import base64
import re
import subprocess

# A real 1×1 PNG, for photo uploads that must be accepted.
TINY_PNG = base64.b64decode("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC")


def postgres_url(database):
    """A fresh `database` on the local cluster, as scripts/test-postgres prepares it (started if
    it is not running; role morsel), printing how the cluster commits."""
    line = subprocess.run(["pg_lsclusters", "--no-header"], capture_output=True, text=True, check=True).stdout.split("\n")[0].split()
    version, cluster, port, status = line[:4]
    if status != "online":
        subprocess.run(["pg_ctlcluster", version, cluster, "start"], check=True)

    def admin(sql):
        return subprocess.run(["runuser", "-u", "postgres", "--", "psql", "-v", "ON_ERROR_STOP=1", "-qtA", "-p", port, "-c", sql],
                              cwd="/tmp", check=True, capture_output=True, text=True).stdout.strip()
    admin("DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'morsel') THEN "
          "CREATE ROLE morsel LOGIN PASSWORD 'morsel'; END IF; END $$")
    admin(f"DROP DATABASE IF EXISTS {database} WITH (FORCE)")
    admin(f"CREATE DATABASE {database} OWNER morsel")
    # scripts/test-postgres turns these off for speed; say so, as it changes what a write costs.
    print(f"PostgreSQL {version}: fsync={admin('SHOW fsync')}, synchronous_commit={admin('SHOW synchronous_commit')}")
    return f"postgres://morsel:morsel@127.0.0.1:{port}/{database}"


def read_wrk(output):
    """wrk --latency's report as (requests/s, p50 ms, p99 ms, answers not 2xx/3xx, socket errors text)."""
    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1))

    def latency(percent):
        value, unit = re.search(rf"^\s+{percent}%\s+([\d.]+)(us|ms|s)\s*$", output, re.M).groups()
        return float(value) * {"us": 0.001, "ms": 1, "s": 1000}[unit]
    errors = re.search(r"Non-2xx or 3xx responses: (\d+)", output)
    socket_errors = re.search(r"Socket errors: (.*)", output)
    return rate, latency(50), latency(99), int(errors.group(1)) if errors else 0, socket_errors.group(1) if socket_errors else ""
