"""Helpers for the end-to-end tests: `App`, a browser that finds things the way a person does
(by label, heading, button caption and visible text, never by layout), `Api`, a small JSON
client for setting up the "given" part of a test quickly, and `photo_png`, a real PNG image.
"""
import dataclasses
import datetime
import json
import os
import struct
import urllib.request
import zlib

from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException, WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

WAIT = 15  # seconds for a page to load after a click
SOUP = "Spiced Red Lentil Soup"  # in the starter catalog of every new installation


_sessions = {}  # (server, username): the cookies of a signed-in browser


@dataclasses.dataclass(frozen=True)
class Account:
    username: str
    password: str


def literal(text):
    """`text` as an XPath string literal, whatever quotes it holds."""
    if "'" not in text:
        return f"'{text}'"
    if '"' not in text:
        return f'"{text}"'
    return "concat(" + ", \"'\", ".join(f"'{part}'" for part in text.split("'")) + ")"


def forget_cookies(driver):
    """Signs the browser out of every server (cookies ignore ports), whatever page it is on."""
    driver.execute_cdp_cmd("Network.clearBrowserCookies", {})


def today():
    return datetime.date.today()


def iso_week(day):
    year, week, _ = day.isocalendar()
    return f"{year}-W{week:02d}"


class App:
    """The browser at one window size, pointed at one server."""

    def __init__(self, driver, base_url, size, screenshots):
        self.driver = driver
        self.base_url = base_url
        self.size = size
        self.screenshots = screenshots

    # Moving around

    def open(self, path):
        self.driver.get(self.base_url + path)
        return self

    @property
    def path(self):
        return self.driver.current_url[len(self.base_url):]

    def click_and_wait(self, element):
        """Clicks something that loads another page, and waits until that page is there."""
        self.wait_for_next_page(element.click)

    def wait_for_next_page(self, action):
        """Does `action` (which loads another page) and waits until that page is there."""
        self.driver.execute_script("window.leavingThisPage = true")
        try:
            action()
        except WebDriverException as error:
            # A tap can load the next page before chromedriver is done with the element
            # tapped; if it did not, the wait below says so.
            if not isinstance(error, StaleElementReferenceException) and "does not belong to the document" not in str(error):
                raise
        # Polled with a script rather than an old element's staleness: while a page unloads,
        # chromedriver can answer questions about its elements with odd errors.
        WebDriverWait(self.driver, WAIT, ignored_exceptions=(WebDriverException,)).until(
            lambda driver: driver.execute_script("return !window.leavingThisPage && document.readyState === 'complete'"),
            f"no new page loaded after an action on {self.path}")

    def go_to(self, caption):
        """Follows a link of the main navigation; on a phone the less used pages are under More."""
        links = [link for link in self.driver.find_elements(
            By.XPATH, f"//nav[@aria-label='Main']//a[normalize-space()={literal(caption)}]") if link.is_displayed()]
        if not links:
            more = self.driver.find_element(By.XPATH, "//nav[@aria-label='Main']//summary[normalize-space()='More']")
            assert more.is_displayed(), f"neither {caption!r} nor a More menu is shown in the navigation"
            more.click()
            WebDriverWait(self.driver, WAIT).until(lambda driver: any(
                link.is_displayed() for link in driver.find_elements(
                    By.XPATH, f"//nav[@aria-label='Main']//a[normalize-space()={literal(caption)}]")))
            return self.go_to(caption)
        self.click_and_wait(links[0])

    def follow(self, caption):
        """Follows the link in the page's content whose text is `caption`."""
        self.click_and_wait(self.visible(f"//main//a[normalize-space()={literal(caption)}]", f"link {caption!r}"))

    def follow_card(self, name):
        """Follows a link that holds `name` among other text (a meal row, a recipe card)."""
        self.click_and_wait(self.visible(f"//main//a[.//*[normalize-space()={literal(name)}]]", f"link to {name!r}"))

    def press(self, caption, within=None):
        """Presses the button whose accessible text is `caption` and waits for the next page."""
        self.click_and_wait(self.button(caption, within))

    def button(self, caption, within=None):
        """The button named `caption`: its text (hidden words for screen readers included) or aria-label."""
        scope = within or "//main"
        return self.visible(f"{scope}//button[normalize-space()={literal(caption)} or @aria-label={literal(caption)}]",
                            f"button {caption!r}")

    def visible(self, xpath, what):
        for element in self.driver.find_elements(By.XPATH, xpath):
            if element.is_displayed():
                return element
        raise NoSuchElementException(f"No visible {what} on {self.path}")

    # Forms

    def field(self, label):
        """The form control labelled `label` (by <label for>, or inside the label); "Password"
        also finds "Password (at least 8 characters)"."""
        label = label.strip()
        caption = self.visible(f"//label[normalize-space()={literal(label)} or starts-with(normalize-space(), {literal(label + ' (')})]",
                               f"label {label!r}")
        target = caption.get_attribute("for")
        if target:
            return self.driver.find_element(By.ID, target)
        return caption.find_element(By.XPATH, ".//input|.//select|.//textarea")

    def fill(self, label, value):
        control = self.field(label)
        control.clear()
        control.send_keys(value)
        return control

    def choose(self, label, option):
        Select(self.field(label)).select_by_visible_text(option)

    # Reading the page

    @property
    def heading(self):
        return self.driver.find_element(By.TAG_NAME, "h1").text.strip()

    @property
    def notice(self):
        notices = self.driver.find_elements(By.CSS_SELECTOR, "main .notice")
        return " ".join(notice.text.strip() for notice in notices)

    def text_of(self, xpath):
        return " ".join(self.driver.find_element(By.XPATH, xpath).text.split())

    def section(self, heading):
        """XPath of the section (or card) whose heading starts with `heading`."""
        return (f"//main//*[self::section or self::article or self::header]"
                f"[./*[self::h2 or self::h1][starts-with(normalize-space(), {literal(heading)})]]")

    def meal_names(self, within="//main"):
        return [element.text.strip() for element in self.driver.find_elements(
            By.XPATH, f"{within}//*[contains(concat(' ', @class, ' '), ' meal-name ')]")]

    def figures(self, within):
        """The calories and macros of a <dl> block: {"Calories": "420 kcal", ...}."""
        figures = {}
        for pair in self.driver.find_elements(By.XPATH, f"{within}//dl/div"):
            name = pair.find_element(By.TAG_NAME, "dt").get_attribute("textContent").strip()
            figures[name] = pair.find_element(By.TAG_NAME, "dd").get_attribute("textContent").strip()
        return figures

    # Accounts

    def sign_in(self, account, again=False):
        """Signs in on the sign-in page; with `again`, reuses the session of an earlier sign-in
        as `account` when there is one (quicker, for tests that are not about signing in)."""
        key = (self.base_url, account.username)
        if again and key in _sessions:
            self.open("/ready")
            for cookie in _sessions[key]:
                self.driver.add_cookie(cookie)
            return self
        self.open("/signin")
        self.fill("Username", account.username)
        self.fill("Password", account.password)
        self.press("Sign in")
        assert self.heading == "Today", f"signing in as {account.username} led to {self.path}"
        _sessions[key] = self.driver.get_cookies()
        return self

    # Browser settings

    def emulate_color_scheme(self, scheme):
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
            "features": [{"name": "prefers-color-scheme", "value": scheme}]})

    def reset_emulation(self):
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})

    def screenshot(self, page):
        """Saves the window as `<page>-<size>.png` in the screenshots directory."""
        self.driver.execute_script("window.scrollTo(0, 0)")
        path = os.path.join(self.screenshots, f"{page}-{self.size}.png")
        self.driver.save_screenshot(path)
        return path


class Api:
    """The JSON API as `account`, for setting up data a test is not about."""

    def __init__(self, base_url, account):
        self.base_url = base_url
        self.token = self.call("POST", "/api/v1/auth/tokens", {
            "username": account.username, "password": account.password, "name": "e2e"}, token=False)["token"]

    def call(self, method, path, body=None, data=None, token=True):
        headers = {"Content-Type": "application/json"}
        if token:
            headers["Authorization"] = "Bearer " + self.token
        if body is not None:
            data = json.dumps(body).encode()
        request = urllib.request.Request(self.base_url + path, method=method, headers=headers, data=data)
        with urllib.request.urlopen(request, timeout=15) as response:
            answer = response.read()
        return json.loads(answer) if answer else None

    def add_meal(self, name, days_ago=0, photo=None, favorite=False, **fields):
        """A meal (calories=..., category=..., time="08:00", rating=4...) some days ago."""
        date = (today() - datetime.timedelta(days=days_ago)).strftime("%d/%m/%Y")
        meal = self.call("POST", "/api/v1/meals", dict(name=name, date=date, **fields))
        if photo:
            self.call("PUT", f"/api/v1/meals/{meal['id']}/photo", data=photo)
        if favorite:
            self.call("PUT", f"/api/v1/meals/{meal['id']}/favorite")
        return meal

    def recipe(self, name):
        found = self.call("GET", "/api/v1/recipes?q=" + urllib.request.quote(name))["items"]
        return next(recipe for recipe in found if recipe["name"] == name)

    def plan(self, day, **entry):
        """A plan entry on `day` (a date): recipeId= and servings=, or name= and calories=."""
        return self.call("POST", "/api/v1/plan/entries", dict(date=day.isoformat(), **entry))

    def settings(self, **changes):
        return self.call("PATCH", "/api/v1/settings", changes)


def fill_a_lived_in_week(api):
    """Eight days of meals (photos today and yesterday), two favourites, goals and a budget, a plan
    for Monday and Tuesday, and this week's grocery list: every page has something to show."""
    api.settings(dailyCalorieGoal=2000, proteinGoal=90, weeklyBudget=60, currency="EUR")
    photo = photo_png(160, 120)
    days = [
        [("Porridge with berries", "Breakfast", "07:45", 380, 12, 8, 62, 4),
         ("Chicken Caesar salad", "Lunch", "12:30", 610, 38, 32, 30, 5),
         ("Apple", "Snack", "16:00", 95, 0.5, 0.3, 25, 0)],
        [("Scrambled eggs on toast", "Breakfast", "08:10", 420, 22, 24, 28, 4),
         ("Spaghetti bolognese", "Dinner", "19:30", 780, 36, 28, 90, 5)],
        [("Banana pancakes", "Breakfast", "09:00", 450, 12, 14, 70, 3),
         ("Chilli con carne", "Dinner", "19:00", 720, 42, 26, 68, 4)],
    ] + [[("Oat flapjack", "Snack", "15:30", 230 + 40 * n, 4, 10, 30, 3),
          ("Tomato soup", "Lunch", "13:00", 260 + 30 * n, 6, 9, 35, 3)] for n in range(5)]
    for days_ago, meals in enumerate(days):
        for name, category, time, calories, protein, fat, carbs, rating in meals:
            api.add_meal(name, days_ago=days_ago, category=category, time=time, calories=calories, protein=protein,
                         fat=fat, carbs=carbs, rating=rating, photo=photo if days_ago < 2 else None,
                         favorite=name in ("Porridge with berries", "Apple") and days_ago == 0)
    monday = monday_of_this_week()
    api.plan(monday, recipeId=api.recipe(SOUP)["id"], servings=2, slot="Dinner")
    api.plan(monday + datetime.timedelta(days=1), name="Pizza night", calories=900, cost=12.5)
    api.call("POST", f"/api/v1/grocery/plan?week={iso_week(monday)}")
    lentils = next(item for item in api.call("GET", "/api/v1/grocery")["items"] if item["name"] == "Red lentils")
    api.call("PATCH", f"/api/v1/grocery/{lentils['id']}", {"done": True})
    api.call("PUT", "/api/v1/prices", {"items": [{"foodId": "20120", "unit": "kg", "price": 2.0}]})


def steer_and_weigh(api, days=21):
    """Body details, a plan that steers to lose with its check-in today, and a weighing each
    morning of the last `days` days (drifting down about 0.3 kg a week): the estimate has
    something to measure, and today's check-in waits on Today and Insights."""
    api.settings(sex="female", birthYear=1988, heightCm=168, activity="light", goalDirection="lose",
                 goalRatePercent=0.5, checkInDay=today().strftime("%A").lower())
    for days_ago in range(days, -1, -1):
        date = (today() - datetime.timedelta(days=days_ago)).isoformat()
        api.call("PUT", f"/api/v1/weights/{date}", {"weight": round(72 + 0.04 * days_ago + (0.5 if days_ago % 3 == 0 else -0.2), 1)})


def monday_of_this_week():
    return today() - datetime.timedelta(days=today().weekday())


def photo_png(width=96, height=72):
    """A real PNG: a plate of something orange on a wooden table."""
    rows = []
    for y in range(height):
        row = bytearray([0])  # filter: none
        for x in range(width):
            dx, dy = (x - width / 2) / (height * 0.42), (y - height / 2) / (height * 0.42)
            distance = dx * dx + dy * dy
            if distance < 0.35:
                pixel = (214, 110 + (x * 3 + y * 5) % 40, 40)      # the food
            elif distance < 1.0:
                pixel = (245, 242, 236)                             # the plate
            else:
                pixel = (150 + (y * 7) % 20, 105, 60)              # the table
            row.extend(pixel)
        rows.append(bytes(row))

    def chunk(kind, payload):
        return struct.pack(">I", len(payload)) + kind + payload + struct.pack(">I", zlib.crc32(kind + payload) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)  # 8-bit RGB
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"".join(rows), 9))
            + chunk(b"IEND", b""))
