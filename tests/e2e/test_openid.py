"""Signing in with an OpenID Connect provider, in a real browser: the provider (Authlib's, from
scripts/oidc_provider.py) runs on another port of 127.0.0.1, so on another origin than Morsel,
as a household's provider does. A Content-Security-Policy that kept forms to Morsel's own
origin stopped "Link your account" at Morsel's redirect to the provider.

    scripts/test-browser -k openid
"""
import json
import os
import subprocess
import sys
import tempfile

import pytest

from conftest import REPOSITORY, MorselServer
from morsel_server import free_port
from pages import App, forget_cookies

PROVIDER_SCRIPT = os.path.join(REPOSITORY, "scripts", "oidc_provider.py")
PROVIDER_USER = {"username": "pat", "password": "provider-pw", "sub": "u-pat", "email": "pat@example.org",
                 "email_verified": True, "name": "Pat", "groups": []}


class Provider:
    """scripts/oidc_provider.py on a port of its own, with Morsel as its one client."""

    def __init__(self, morsel_url, client_secret):
        self.home = tempfile.mkdtemp(prefix="morsel-e2e-oidc-")
        config = os.path.join(self.home, "oidc.json")
        with open(config, "w") as file:
            json.dump({"clients": [{"client_id": "morsel", "client_secret": client_secret,
                                    "redirect_uris": [morsel_url + "/auth/oidc/callback"], "scope": "openid profile email"}],
                       "users": [PROVIDER_USER]}, file)
        self.log = open(os.path.join(self.home, "provider.log"), "wb")
        self.process = subprocess.Popen([sys.executable, PROVIDER_SCRIPT, "--config", config, "--port", "0"],
                                        stdout=subprocess.PIPE, stderr=self.log)
        line = self.process.stdout.readline().decode().strip()
        if not line.startswith("READY "):
            self.stop()
            pytest.exit(f"The OpenID provider did not start: {line!r}", returncode=2)
        self.url = line[len("READY "):]

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=10)
        self.log.close()


@pytest.fixture
def openid_server(morsel_binary):
    """A Morsel whose sign-in provider is on another origin, new for each test (a provider
    account links to one Morsel account); accounts are linked, not made."""
    port = free_port()
    morsel_url = f"http://127.0.0.1:{port}"
    # A secret as providers make them: base64's + / = and a space, which must survive the token request.
    secret = "s3cret+/= &more"
    provider = Provider(morsel_url, secret)
    server = MorselServer(morsel_binary, port=port, extra_env={
        "MORSEL_PUBLIC_URL": morsel_url, "MORSEL_OIDC_ISSUER": provider.url, "MORSEL_OIDC_CLIENT_ID": "morsel",
        "MORSEL_OIDC_CLIENT_SECRET": secret, "MORSEL_OIDC_NAME": "Test ID", "MORSEL_OIDC_CREATE_ACCOUNTS": "false"})
    yield server, provider
    server.stop()
    provider.stop()


@pytest.fixture
def openid_app(browser, openid_server, screenshots):
    size, driver = browser
    server, provider = openid_server
    forget_cookies(driver)
    yield App(driver, server.url, size, screenshots), server, provider
    forget_cookies(driver)


def test_link_your_account_from_settings_then_sign_in_with_it(openid_app):
    app, server, provider = openid_app
    account = server.add_account("linker")
    app.sign_in(account)
    app.go_to("Settings")
    # Morsel answers the form with a redirect to the provider, on another origin.
    app.press("Link your Test ID account")
    assert app.driver.current_url.startswith(provider.url + "/authorize"), \
        f"the browser stayed at {app.driver.current_url}, not the provider's sign-in page"
    app.fill("Username", PROVIDER_USER["username"])
    app.fill("Password", PROVIDER_USER["password"])
    app.wait_for_next_page(app.driver.find_element("xpath", "//button[normalize-space()='Sign in']").click)
    assert app.heading == "Settings", f"back at {app.path}"
    assert "Linked to your Test ID account" in app.notice
    assert "Your account is linked to Test ID (pat@example.org)" in app.text_of("//main")

    # Signed out, the provider's button signs the same person in (the provider remembers them).
    app.driver.delete_all_cookies()
    app.open("/signin")
    app.wait_for_next_page(app.visible("//main//a[contains(normalize-space(), 'Test ID')] | //main//button[contains(normalize-space(), 'Test ID')]",
                                       "the provider's sign-in button").click)
    if app.driver.current_url.startswith(provider.url):
        app.fill("Username", PROVIDER_USER["username"])
        app.fill("Password", PROVIDER_USER["password"])
        app.wait_for_next_page(app.driver.find_element("xpath", "//button[normalize-space()='Sign in']").click)
    assert app.heading == "Today", f"signing in with the provider led to {app.path}"
    app.go_to("Settings")
    assert "Your account is linked to Test ID (pat@example.org)" in app.text_of("//main")
