"""Fixtures of the end-to-end browser suite: a real `morsel serve` on 127.0.0.1 and a real
headless Chromium, in a phone-sized (390x844) and a desktop-sized (1280x900) window.

    scripts/test-browser [pytest arguments]            # or: python3 -m pytest tests/e2e -q

Every test that takes `app` runs once per window size. The session starts one server on a
free port with a fresh temporary data directory (MORSEL_DATA_DIR); each test gets its own
account, in its own household, made with `morsel user add NAME --password-stdin` against that
directory, so tests never see each other's meals, plans or lists. The first-run test starts a
second, brand-new server of its own, because only a fresh install shows the setup page.
Servers are stopped when the session (or that test) ends. Nothing but loopback is used:
"Find online" points at a closed port (MORSEL_THEMEALDB_URL=http://127.0.0.1:9).

Environment: MORSEL_BINARY (default .build/debug/morsel), MORSEL_SCREENSHOTS (where page
screenshots go; default a temporary directory, printed at the end), MORSEL_CHROMIUM and
MORSEL_CHROMEDRIVER (default /usr/bin/chromium and /usr/bin/chromedriver).
"""
import datetime
import itertools
import os
import shutil
import subprocess
import sys
import tempfile
import time

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

from pages import Account, App, forget_cookies

REPOSITORY = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
# scripts/morsel_server.py starts, waits for and stops the server, for the scripts too; no
# scripts/__pycache__ left behind, as a .pyc names this machine's path to the source.
sys.path.insert(0, os.path.join(REPOSITORY, "scripts"))
sys.dont_write_bytecode = True
import morsel_server

BINARY = os.path.abspath(os.environ.get("MORSEL_BINARY", os.path.join(REPOSITORY, ".build", "debug", "morsel")))
CHROMIUM = os.environ.get("MORSEL_CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("MORSEL_CHROMEDRIVER", "/usr/bin/chromedriver")

# name: (width, height, touch screen)
WINDOW_SIZES = {"phone": (390, 844, True), "desktop": (1280, 900, False)}

_account_numbers = itertools.count(1)


# The longest a test takes between logging a meal "today" and reading Today, with room to spare.
MIDNIGHT_MARGIN = datetime.timedelta(seconds=120)


@pytest.fixture(autouse=True)
def not_across_midnight():
    """A test that logs a meal today and then opens Today must see one day: one that would start
    within two minutes of midnight (in the machine's zone, the server's default for accounts)
    waits for the new day first. A CI run once straddled it, and Today, rightly, showed the new
    day, empty."""
    now = datetime.datetime.now().astimezone()
    midnight = datetime.datetime.combine(now.date() + datetime.timedelta(days=1), datetime.time(), tzinfo=now.tzinfo)
    if midnight - now < MIDNIGHT_MARGIN:
        time.sleep((midnight - now).total_seconds() + 1)
    yield


@pytest.fixture(scope="session")
def morsel_binary():
    if not os.path.exists(BINARY):
        pytest.exit(f"No morsel binary at {BINARY}: build it (swift build) or set MORSEL_BINARY.", returncode=2)
    return BINARY


class MorselServer(morsel_server.MorselServer):
    """One `morsel serve` process on 127.0.0.1 with its own fresh data directory; a server that
    does not start stops the whole session, with its output."""

    def __init__(self, binary, extra_env=None, port=None):
        self.binary = binary
        self.home = tempfile.mkdtemp(prefix="morsel-e2e-")
        self.data = os.path.join(self.home, "data")
        os.mkdir(self.data)
        # Imports reach 127.0.0.1 only: the recipe-page flow serves a saved page from this machine,
        # and the photos that page names on its real site are refused, never fetched.
        self.environment = dict(os.environ, MORSEL_DATA_DIR=self.data, MORSEL_LOG_LEVEL="error",
                                MORSEL_THEMEALDB_URL="http://127.0.0.1:9", MORSEL_IMPORT_ALLOW_PRIVATE="only")
        for name in ("MORSEL_DATABASE_URL", "MORSEL_HOST", "MORSEL_PORT"):
            self.environment.pop(name, None)
        self.environment.update(extra_env or {})
        try:
            super().__init__(binary, env=self.environment, log=os.path.join(self.home, "server.log"), port=port)
        except morsel_server.ServerDidNotStart as error:
            shutil.rmtree(self.home, ignore_errors=True)
            pytest.exit(str(error), returncode=2)

    def add_account(self, prefix="cook", admin=False):
        """A new account in a household of its own, made with the command line."""
        account = Account(f"{prefix}{next(_account_numbers)}", "a long enough password")
        command = [self.binary, "user", "add", account.username, "--password-stdin", "--household", f"{account.username}'s home"]
        if admin:
            command.append("--admin")
        result = subprocess.run(command, input=(account.password + "\n").encode(), env=self.environment,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        if result.returncode != 0:
            raise RuntimeError(f"morsel user add {account.username} failed: {result.stderr.decode(errors='replace')}")
        return account

    def check_alive(self):
        """Stops the whole session, with the server's output, if the server has died."""
        status = self.process.poll()
        if status is not None:
            pytest.exit(f"The server at {self.url} died (exit status {status}); its output ends:\n{self.last_words()}",
                        returncode=1)

    def stop(self):
        super().stop()
        shutil.rmtree(self.home, ignore_errors=True)


@pytest.fixture(scope="session")
def server(morsel_binary):
    """The server most tests share, each test with accounts of its own."""
    running = MorselServer(morsel_binary)
    yield running
    running.stop()


@pytest.fixture
def fresh_server(morsel_binary):
    """A brand-new installation: no account yet, so / leads to the first-run setup page."""
    running = MorselServer(morsel_binary)
    yield running
    running.stop()


@pytest.fixture(scope="session")
def screenshots():
    directory = os.environ.get("MORSEL_SCREENSHOTS") or tempfile.mkdtemp(prefix="morsel-screenshots-")
    os.makedirs(directory, exist_ok=True)
    return os.path.abspath(directory)


def pytest_terminal_summary(terminalreporter):
    directory = getattr(terminalreporter.config, "_morsel_screenshots", None)
    if directory:
        terminalreporter.write_line(f"Screenshots: {directory}")
    # axe-core's moderate and minor findings (serious and critical ones fail their test).
    axe = sys.modules.get("test_axe")
    if axe is not None:
        terminalreporter.write_line(f"axe-core: {len(axe.FINDINGS)} moderate or minor findings" + (":" if axe.FINDINGS else "."))
        for finding in axe.FINDINGS:
            terminalreporter.write_line("  " + finding)


def new_driver(width, height, touch):
    if not (os.path.exists(CHROMIUM) and os.path.exists(CHROMEDRIVER)):
        pytest.exit(f"Chromium ({CHROMIUM}) and chromedriver ({CHROMEDRIVER}) are needed.", returncode=2)
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--no-first-run", "--disable-extensions", "--disable-background-networking",
                     "--disable-component-update", "--disable-sync", "--lang=en-GB", f"--window-size={width},{height}"):
        options.add_argument(argument)
    # The viewport itself gets the size (a headless window's outer size would not), and a
    # phone gets a touch screen, so `pointer: coarse` styles apply as on a real phone.
    options.add_experimental_option("mobileEmulation", {"deviceMetrics": {
        "width": width, "height": height, "pixelRatio": 1, "touch": touch, "mobile": touch}})
    driver = webdriver.Chrome(options=options, service=Service(CHROMEDRIVER))
    driver.set_page_load_timeout(30)
    return driver


@pytest.fixture(scope="session", params=list(WINDOW_SIZES))
def browser(request):
    """One Chromium per window size for the whole session."""
    width, height, touch = WINDOW_SIZES[request.param]
    driver = new_driver(width, height, touch)
    yield request.param, driver
    driver.quit()


@pytest.fixture
def app(browser, server, screenshots, request):
    """The browser on the shared server, signed out, at the given window size."""
    size, driver = browser
    request.config._morsel_screenshots = screenshots
    forget_cookies(driver)
    server.check_alive()
    page = App(driver, server.url, size, screenshots)
    yield page
    server.check_alive()
    page.reset_emulation()
    forget_cookies(driver)


@pytest.fixture
def fresh_app(browser, fresh_server, screenshots):
    """The browser, signed out, on a brand-new installation of its own."""
    size, driver = browser
    forget_cookies(driver)
    yield App(driver, fresh_server.url, size, screenshots)
    fresh_server.check_alive()
    forget_cookies(driver)


@pytest.fixture
def account(server):
    """A fresh account of its own household on the shared server (not signed in)."""
    return server.add_account()
