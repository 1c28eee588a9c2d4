"""One `morsel serve` on a free port of 127.0.0.1, started, waited for and stopped the same way
for every script and test that needs a real server (scripts/crash-test, scripts/fuzz-api,
scripts/bench-http, scripts/soak, tests/e2e). Standard library only.

    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))  # in scripts/
    from morsel_server import MorselServer, ServerDidNotStart

    with MorselServer(binary, env=dict(os.environ, MORSEL_DATA_DIR=data)) as server:
        status, headers, body = server.call("GET", "/api/v1/meals", token=token)

The constructor returns once GET /ready answers 200. If the server exits first, or is not
ready in time, it is stopped and ServerDidNotStart raised with the end of its output; each
caller says so its own way (sys.exit, pytest.exit).
"""
import http.client, json, os, socket, subprocess, tempfile, time, urllib.parse, urllib.request


def free_port(host="127.0.0.1"):
    """A port nothing listens on now; the server binds it a moment later, which on loopback is safe enough."""
    with socket.socket() as s:
        s.bind((host, 0))
        return s.getsockname()[1]


class ServerDidNotStart(Exception):
    """The server exited at start or was not ready in time; `output` is the end of its log."""

    def __init__(self, problem, output):
        super().__init__(f"The server {problem}; its output ends:\n{output}")
        self.problem, self.output = problem, output


class MorselServer:
    """`binary serve --host HOST --port PORT *args`, answering by the time it is constructed.

    env is the server's whole environment (default: this process's). log is a path or a file
    opened on one, for the server's stdout and stderr together (default: a temporary file,
    gone when the server stops); never a pipe, which fills up when nobody reads it and then
    stalls the server. port is free_port() unless given, e.g. to restart on the same address.
    """

    def __init__(self, binary, args=(), env=None, log=None, host="127.0.0.1", port=None, ready_timeout=60):
        self.port = port or free_port(host)
        self.url = f"http://{host}:{self.port}"
        if log is None:
            self.log, self._owns_log = tempfile.NamedTemporaryFile(prefix="morsel-server-", suffix=".log"), True
        elif isinstance(log, (str, os.PathLike)):
            self.log, self._owns_log = open(log, "wb"), True
        else:
            self.log, self._owns_log = log, False
        # Read back by name, so reading never moves the offset the server writes at.
        self.log_path = os.fspath(self.log.name)
        self.process = subprocess.Popen([binary, "serve", "--host", host, "--port", str(self.port), *args],
                                        env=env, stdout=self.log, stderr=subprocess.STDOUT)
        deadline = time.time() + ready_timeout
        while not self._ready():
            if self.process.poll() is not None or time.time() > deadline:
                problem = "exited at start" if self.process.poll() is not None else f"was not ready within {ready_timeout:g} s"
                output = self.last_words()
                self.stop()
                raise ServerDidNotStart(problem, output)
            time.sleep(0.1)

    def _ready(self):
        # 2 s: a server that has just opened a large database can be slow to answer at first.
        try:
            with urllib.request.urlopen(self.url + "/ready", timeout=2) as response:
                return response.status == 200
        except (OSError, http.client.HTTPException):  # not listening yet, or an error status
            return False

    def call(self, method, path, body=None, token=None, form=None, timeout=30):
        """One request with a JSON `body` or `form` fields, as (status, headers, body bytes).

        A redirect comes back as it is, not followed: signing in answers 303 with the session
        cookie. An error status raises urllib.error.HTTPError, as urlopen does.
        """
        headers, data = {}, None
        if token:
            headers["Authorization"] = "Bearer " + token
        if body is not None:
            headers["Content-Type"], data = "application/json", json.dumps(body).encode()
        if form is not None:
            headers["Content-Type"], data = "application/x-www-form-urlencoded", urllib.parse.urlencode(form).encode()
        request = urllib.request.Request(self.url + path, method=method, headers=headers, data=data)
        with _opener.open(request, timeout=timeout) as response:
            return response.status, response.headers, response.read()

    def last_words(self, size=4000):
        """The last `size` characters the server wrote, to say why it stopped."""
        if not self.log.closed:
            self.log.flush()
        with open(self.log_path, "rb") as log:
            log.seek(max(0, os.fstat(log.fileno()).st_size - 4 * size))
            return log.read().decode(errors="replace")[-size:]

    def peak_memory_mb(self):
        """The server's peak resident memory (VmHWM) so far, in MB."""
        return self._memory_mb("VmHWM:")

    def memory_mb(self):
        """The server's resident memory (VmRSS) now, in MB."""
        return self._memory_mb("VmRSS:")

    def _memory_mb(self, field):
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith(field):
                    return int(line.split()[1]) / 1024

    def stop(self, timeout=30):
        """SIGTERM, then SIGKILL if the server has not exited within `timeout` s; returns its exit status."""
        self.process.terminate()
        try:
            status = self.process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            status = self.process.wait()
        self._close_log()
        return status

    def kill(self):
        """SIGKILL, as a crash would end it; returns its exit status."""
        self.process.kill()
        status = self.process.wait()
        self._close_log()
        return status

    def _close_log(self):
        if self._owns_log:
            self.log.close()

    def __enter__(self):
        return self

    def __exit__(self, *exception):
        self.stop()


class _Unfollowed(urllib.request.HTTPRedirectHandler):
    def http_error_302(self, request, response, code, message, headers):
        return response

    http_error_301 = http_error_303 = http_error_307 = http_error_308 = http_error_302


_opener = urllib.request.build_opener(_Unfollowed)
