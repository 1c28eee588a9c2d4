"""Morsel behind a real authenticating proxy, configured as the README says: nginx and Caddy
with HTTP basic auth, each naming the person in Remote-User (scripts/proxy/ keeps both
configurations). Through the proxy a person is signed in; a header a client sends of its own
is overwritten; the header straight to Morsel, from an address it does not trust, counts for
nothing; and scripts reach the JSON API through the proxy with their tokens.

    scripts/test-browser -k proxy
"""
import base64
import hashlib
import json
import os
import shutil
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.request

import pytest

from conftest import REPOSITORY, MorselServer
from morsel_server import free_port
from pages import Api, App, forget_cookies

PROXY_DIRECTORY = os.path.join(REPOSITORY, "scripts", "proxy")
PROXY_PASSWORD = "proxy-password"


def filled(template, **values):
    with open(os.path.join(PROXY_DIRECTORY, template)) as file:
        text = file.read()
    for name, value in values.items():
        text = text.replace(f"@{name}@", str(value))
    return text


def wait_for_port(port, process, what):
    deadline = time.time() + 15
    while time.time() < deadline:
        if process.poll() is not None:
            pytest.fail(f"{what} exited at start")
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.1)
    pytest.fail(f"{what} did not listen on {port}")


class Proxy:
    """nginx or Caddy from scripts/proxy/, on a free port in front of `morsel_port`."""

    def __init__(self, kind, morsel_port, users):
        if shutil.which(kind) is None:
            pytest.fail(f"{kind} is not installed (apt-get install {kind})")
        self.home = tempfile.mkdtemp(prefix=f"morsel-e2e-{kind}-")
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        log = open(os.path.join(self.home, "proxy.log"), "wb")
        if kind == "nginx":
            htpasswd = os.path.join(self.home, "htpasswd")
            with open(htpasswd, "w") as file:
                for user in users:
                    digest = base64.b64encode(hashlib.sha1(PROXY_PASSWORD.encode()).digest()).decode()
                    file.write(f"{user}:{{SHA}}{digest}\n")
            os.chmod(self.home, 0o755)
            config = os.path.join(self.home, "nginx.conf")
            with open(config, "w") as file:
                file.write(filled("nginx.conf", PREFIX=self.home, LISTEN=self.port, MORSEL=morsel_port, HTPASSWD=htpasswd))
            command = ["nginx", "-p", self.home, "-c", config, "-g", "daemon off;"]
        else:
            hashed = subprocess.run(["caddy", "hash-password", "--plaintext", PROXY_PASSWORD], capture_output=True, text=True,
                                    check=True).stdout.strip()
            accounts = "\n\t\t\t".join(f"{user} {hashed}" for user in users)
            config = os.path.join(self.home, "Caddyfile")
            with open(config, "w") as file:
                file.write(filled("Caddyfile", PREFIX=self.home, LISTEN=self.port, MORSEL=morsel_port, ACCOUNTS=accounts))
            command = ["caddy", "run", "--config", config, "--adapter", "caddyfile"]
        self.process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT,
                                        env=dict(os.environ, HOME=self.home, XDG_DATA_HOME=self.home, XDG_CONFIG_HOME=self.home))
        wait_for_port(self.port, self.process, kind)

    def get(self, path, user=None, headers=()):
        """(status, body) of a GET through the proxy, signed in at it as `user`."""
        request = urllib.request.Request(self.url + path, headers=dict(headers))
        if user:
            request.add_header("Authorization", "Basic " + base64.b64encode(f"{user}:{PROXY_PASSWORD}".encode()).decode())
        try:
            with urllib.request.urlopen(request, timeout=15) as response:
                return response.status, response.read().decode()
        except urllib.error.HTTPError as error:
            return error.code, error.read().decode(errors="replace")

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=10)
        shutil.rmtree(self.home, ignore_errors=True)


def behind(kind, morsel_binary, trusted):
    """Morsel trusting `trusted`, two people (each with a meal of their own), and the proxy."""
    server = MorselServer(morsel_binary, extra_env={"MORSEL_TRUSTED_PROXIES": trusted})
    alice, bob = server.add_account("proxied"), server.add_account("other")
    Api(server.url, alice).add_meal("Porridge of the first", calories=300)
    Api(server.url, bob).add_meal("Toast of the second", calories=200)
    return server, Proxy(kind, server.port, [alice.username, bob.username]), alice, bob


def check_header_rules(proxy, server, alice, bob):
    # Signed in at the proxy as one person, a client that sends its own Remote-User naming the
    # other is still the first: the proxy overwrites the header.
    status, page = proxy.get("/", user=alice.username, headers={"Remote-User": bob.username})
    assert status == 200 and "Porridge of the first" in page and "Toast of the second" not in page
    # Not signed in at the proxy: refused there, whatever the header says.
    status, _ = proxy.get("/", headers={"Remote-User": alice.username})
    assert status == 401
    # Scripts reach the API through the proxy with their own token, as the same person.
    token = Api(proxy.url, alice).token
    request = urllib.request.Request(proxy.url + "/api/v1/meals?limit=10", headers={"Authorization": "Bearer " + token})
    with urllib.request.urlopen(request, timeout=15) as response:
        assert [meal["name"] for meal in json.loads(response.read())["items"]] == ["Porridge of the first"]


def test_nginx_signs_people_in_and_keeps_its_header_its_own(browser, morsel_binary, screenshots):
    server, proxy, alice, bob = behind("nginx", morsel_binary, trusted="127.0.0.2")
    size, driver = browser
    try:
        # A person signed in at nginx opens Morsel and is signed in there too, in the browser.
        forget_cookies(driver)
        app = App(driver, proxy.url, size, screenshots)
        driver.get(f"http://{alice.username}:{PROXY_PASSWORD}@127.0.0.1:{proxy.port}/")
        assert app.heading == "Today"
        assert "Porridge of the first" in app.meal_names()
        app.go_to("Settings")
        assert app.heading == "Settings"
        check_header_rules(proxy, server, alice, bob)
        # Straight to Morsel, the header comes from an address it does not trust: sign in.
        request = urllib.request.Request(server.url + "/", headers={"Remote-User": alice.username})
        opener = urllib.request.build_opener(NoRedirect)
        try:
            opener.open(request, timeout=15)
            assert False, "a page was served to an untrusted header"
        except urllib.error.HTTPError as error:
            assert error.code == 303 and error.headers["Location"] == "/signin"
    finally:
        forget_cookies(driver)
        proxy.stop()
        server.stop()


def test_caddy_signs_people_in_and_keeps_its_header_its_own(morsel_binary):
    # Caddy cannot connect from an address of its own choosing here: Morsel trusts 127.0.0.1.
    server, proxy, alice, bob = behind("caddy", morsel_binary, trusted="127.0.0.1")
    try:
        status, page = proxy.get("/", user=bob.username)
        assert status == 200 and "Toast of the second" in page and "Porridge of the first" not in page
        check_header_rules(proxy, server, alice, bob)
    finally:
        proxy.stop()
        server.stop()


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None
