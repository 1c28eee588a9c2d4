"""The installable app: the service worker keeps the last Today page seen, so with the
server out of reach Today still opens and says it is offline; signing out forgets it."""
from conftest import MorselServer
from pages import Api, App

KEPT_TODAY = """var done = arguments[arguments.length - 1];
caches.open('morsel-pages').then(function (cache) { return cache.match('/'); })
  .then(function (page) { done(page ? true : false); }, function () { done(false); });"""
WORKER_READY = """var done = arguments[arguments.length - 1];
navigator.serviceWorker.ready.then(function () { done(true); }, function () { done(false); });"""


def keep_today(app):
    """Today loaded once the service worker is in charge, so the worker keeps a copy."""
    app.driver.set_script_timeout(10)
    assert app.driver.execute_async_script(WORKER_READY), "the service worker did not start"
    app.open("/")
    assert app.driver.execute_async_script(KEPT_TODAY), "the worker kept no copy of Today"


def test_offline_today_opens_as_last_seen_and_says_so(browser, morsel_binary, screenshots):
    # given someone signed in on a server of their own, with a meal logged today
    server = MorselServer(morsel_binary)
    try:
        account = server.add_account("offline")
        Api(server.url, account).add_meal("Offline porridge", calories=350)
        size, driver = browser
        app = App(driver, server.url, size, screenshots)
        app.sign_in(account)
        keep_today(app)
    finally:
        # when the server goes away
        server.stop()

    # then Today still opens, as it was, and says it is offline
    app.open("/")
    assert app.heading == "Today"
    assert "Offline porridge" in app.meal_names()
    assert app.text_of("//main//*[contains(@class, 'offline-notice')]").startswith("You are offline.")
    # and a page it never kept says it cannot be shown
    app.open("/recipes")
    assert app.heading == "You are offline"


def test_signing_out_forgets_the_kept_page(app, account):
    # given someone signed in whose Today page the worker keeps
    app.sign_in(account)
    keep_today(app)

    # when they sign out
    app.wait_for_next_page(app.button("Sign out", within="//header").click)

    # then the browser holds no copy of their Today for the next person
    assert app.heading == "Sign in"
    assert app.driver.execute_async_script(KEPT_TODAY) is False
