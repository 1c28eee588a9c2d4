"""The installable app: the service worker keeps the last Today page seen, so with the
server out of reach Today still opens and says it is offline; meals logged then wait on the
device and are sent, once each, when the server answers again, dated the device's today even
from a page kept on an earlier day; signing out forgets it all."""
import os, shutil

import morsel_server
from conftest import MorselServer
from pages import Api, App
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.ui import WebDriverWait

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


WAITING = "//main//section[contains(@class, 'waiting-card')]//li"
ASK_WORKER_TWICE = """var done = arguments[arguments.length - 1];
function ask() {
  return new Promise(function (resolve) {
    var channel = new MessageChannel();
    channel.port1.onmessage = function (event) { resolve(event.data.sent); };
    var session = document.querySelector('input[name="_csrf"]').value;
    navigator.serviceWorker.controller.postMessage({ type: 'send', session: session }, [channel.port2]);
  });
}
Promise.all([ask(), ask()]).then(done, function () { done(-1); });"""
WAITING_ON_DEVICE = """var done = arguments[arguments.length - 1];
var opening = indexedDB.open('morsel-offline');
opening.onsuccess = function () {
  var db = opening.result;
  if (!db.objectStoreNames.contains('meals')) { done(0); return; }
  var count = db.transaction('meals').objectStore('meals').count();
  count.onsuccess = function () { done(count.result); };
};
opening.onerror = function () { done(-1); };"""


class Unplugged:
    """A server of its own that can be stopped and started again on the same address with the
    same data: the network cut and restored, as the browser sees it."""

    def __init__(self, binary):
        self.binary = binary
        self.server = MorselServer(binary)
        self.url, self.port = self.server.url, self.server.port
        self.running = self.server

    def cut(self):
        morsel_server.MorselServer.stop(self.running)  # keeps the data directory
        self.running = None

    def restore(self):
        self.running = morsel_server.MorselServer(self.binary, env=self.server.environment, port=self.port,
                                                  log=os.path.join(self.server.home, "server-again.log"))

    def close(self):
        if self.running is not None:
            morsel_server.MorselServer.stop(self.running)
        shutil.rmtree(self.server.home, ignore_errors=True)

    def signed_in_then_cut(self, browser, screenshots, prefix):
        """Someone signed in whose Today the app keeps, then the network cut: the app and the account."""
        account = self.server.add_account(prefix)
        size, driver = browser
        app = App(driver, self.url, size, screenshots)
        app.sign_in(account)
        keep_today(app)
        self.cut()
        return app, account


def quick_add(app, name, calories):
    form = "//form[contains(@class, 'quick-add')]"
    app.fill("Name (optional)", name)
    app.fill("Calories (kcal)", calories)
    app.wait_for_next_page(app.button("Add", within=form).click)


def test_meals_logged_offline_wait_on_the_device_and_are_saved_once(browser, morsel_binary, screenshots):
    unplugged = Unplugged(morsel_binary)
    try:
        # given someone signed in, whose Today the app keeps, when the network is cut
        app, account = unplugged.signed_in_then_cut(browser, screenshots, "canteen")
        driver = app.driver

        # and they log two meals with Quick add
        quick_add(app, "Canteen soup", "180")
        quick_add(app, "Canteen bread", "120")

        # then both are kept on the device, shown as waiting to send, on Today as last seen
        assert app.heading == "Today"
        WebDriverWait(driver, 10).until(lambda _: len(driver.find_elements(By.XPATH, WAITING)) == 2)
        assert [" ".join(item.text.split()) for item in driver.find_elements(By.XPATH, WAITING)] == [
            "Canteen soup, 180 kcal: waiting to send", "Canteen bread, 120 kcal: waiting to send"]
        app.screenshot("waiting-to-send")
        # and a meal in words, which only the server can read, is given back rather than kept
        app.fill("In words", "a bowl of canteen chili")
        app.wait_for_next_page(app.button("Log it").click)
        assert app.heading == "You are offline"
        assert "“a bowl of canteen chili” was not logged" in app.text_of("//main")
        app.open("/")

        # when the connection returns and the app sends them twice at once (the page's two triggers racing)
        unplugged.restore()
        assert app.driver.execute_async_script(ASK_WORKER_TWICE) != -1
        app.open("/")

        # then each meal is in the journal exactly once, and nothing waits any more
        WebDriverWait(driver, 15).until(lambda _: {"Canteen soup", "Canteen bread"} <= set(app.meal_names()))
        assert not driver.find_elements(By.XPATH, WAITING)
        assert driver.execute_async_script(WAITING_ON_DEVICE) == 0
        names = [meal["name"] for meal in Api(unplugged.url, account).call("GET", "/api/v1/meals?limit=100")["items"]]
        assert sorted(names) == ["Canteen bread", "Canteen soup"]
    finally:
        unplugged.close()


def test_signing_out_offline_leaves_nothing_of_theirs(browser, morsel_binary, screenshots):
    unplugged = Unplugged(morsel_binary)
    try:
        # given someone signed in with a meal logged offline, waiting to send
        app, account = unplugged.signed_in_then_cut(browser, screenshots, "leaving")
        driver = app.driver
        quick_add(app, "Unsent snack", "90")
        WebDriverWait(driver, 10).until(lambda _: driver.find_elements(By.XPATH, WAITING))

        # when they sign out while still offline (and agree to discard the waiting meal)
        def sign_out():
            app.button("Sign out", within="//header").click()
            WebDriverWait(driver, 5).until(expected_conditions.alert_is_present()).accept()
        app.wait_for_next_page(sign_out)

        # then the device keeps neither their Today nor the meal, and no page of theirs opens
        assert app.heading == "You are signed out"
        assert app.driver.execute_async_script(KEPT_TODAY) is False
        assert driver.execute_async_script(WAITING_ON_DEVICE) == 0
        app.open("/")
        assert app.heading == "You are signed out"

        # and once the connection returns, the sign-out reaches the server: the next page asks to sign in
        unplugged.restore()
        app.open("/")
        assert app.heading == "Sign in"
        assert Api(unplugged.url, account).call("GET", "/api/v1/meals")["items"] == []
    finally:
        unplugged.close()


KEPT_MEAL_FORM = """var done = arguments[arguments.length - 1];
caches.open('morsel-pages').then(function (cache) { return cache.match('/meals/new'); })
  .then(function (page) { done(page ? true : false); }, function () { done(false); });"""
DEVICE_TODAY = """var now = new Date(), pad = function (n) { return (n < 10 ? '0' : '') + n; };
return pad(now.getDate()) + '/' + pad(now.getMonth() + 1) + '/' + now.getFullYear();"""


def test_a_meal_form_kept_from_another_day_logs_to_the_devices_today(browser, morsel_binary, screenshots):
    unplugged = Unplugged(morsel_binary)
    size, driver = browser
    try:
        # given someone whose account's day runs ahead of the phone's (Kiritimati, UTC+14), so the
        # meal form kept by the app carries another date than the phone's today (Pago Pago, UTC-11)
        account = unplugged.server.add_account("latecomer")
        app = App(driver, unplugged.url, size, screenshots)
        app.sign_in(account)
        Api(unplugged.url, account).settings(timeZone="Pacific/Kiritimati")
        keep_today(app)
        app.open("/meals/new")
        assert driver.execute_async_script(KEPT_MEAL_FORM), "the worker kept no copy of the meal form"
        kept = app.field("Date").get_attribute("value")
        unplugged.cut()
        driver.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": "Pacific/Pago_Pago"})
        device_today = driver.execute_script(DEVICE_TODAY)
        assert device_today != kept

        # when they open the kept meal form offline and save a meal
        app.open("/meals/new")
        assert "You are offline." in app.text_of("//main")
        # then it is dated the phone's today, not the day the form was kept
        assert app.field("Date").get_attribute("value") == device_today
        app.fill("Name", "Late supper")
        app.fill("Calories (kcal)", "400")
        app.wait_for_next_page(app.button("Save").click)
        WebDriverWait(driver, 10).until(lambda _: len(driver.find_elements(By.XPATH, WAITING)) == 1)

        # and once sent, the journal has it on that day
        unplugged.restore()
        app.open("/")
        api = Api(unplugged.url, account)
        WebDriverWait(driver, 15).until(lambda _: api.call("GET", "/api/v1/meals?limit=10")["items"])
        assert [(meal["name"], meal["date"]) for meal in api.call("GET", "/api/v1/meals?limit=10")["items"]] == [("Late supper", device_today)]
    finally:
        driver.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": ""})
        unplugged.close()
