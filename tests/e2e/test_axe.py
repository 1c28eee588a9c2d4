"""axe-core, the accessibility engine the field uses, run in the real browser on every page:
signed out and signed in, forms showing their errors, at phone and desktop size, in the light
and the dark theme. A violation of impact serious or critical fails the test; moderate and
minor ones are listed at the end of the run.

    scripts/test-browser -k axe

axe-core 4.12 comes from the PyPI wheel `axe-playwright-python` (installed with --no-deps:
only its `axe.min.js` is read, never Playwright). The checks of test_accessibility.py that axe
does not make (the keyboard alone, visible focus on every Tab stop) stay there.
"""
import datetime
import importlib.util
import os
import urllib.parse

import pytest

from pages import SOUP, Api, fill_a_lived_in_week, steer_and_weigh, today

FAILING_IMPACTS = ("serious", "critical")
# Every moderate or minor finding, for the summary at the end of the run.
FINDINGS = []


def axe_source():
    spec = importlib.util.find_spec("axe_playwright_python")
    path = spec and os.path.join(spec.submodule_search_locations[0], "axe.min.js")
    if not path or not os.path.exists(path):
        pytest.fail("axe-core is missing: pip install --no-deps axe-playwright-python==0.1.8")
    with open(path, encoding="utf-8") as file:
        return file.read()


AXE = axe_source()

RUN_AXE = r"""
const done = arguments[arguments.length - 1];
axe.run(document, {resultTypes: ['violations']})
  .then(results => done(results.violations.map(v => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map(n => n.target.join(' ') + ': ' + (n.failureSummary || '').replace(/\s+/g, ' ').slice(0, 200)),
  }))))
  .catch(error => done({error: String(error)}));
"""


class Site:
    """What the pages need: an administrator with a lived-in week, a recipe and a meal of theirs."""

    def __init__(self, server):
        self.account = server.add_account("axe", admin=True)
        api = Api(server.url, self.account)
        fill_a_lived_in_week(api)
        # A plan that steers, with weighings: Today and Insights show a check-in and the estimate's chart.
        steer_and_weigh(api)
        self.meal = api.call("GET", "/api/v1/meals?limit=1")["items"][0]["id"]
        self.recipe = api.call("POST", "/api/v1/recipes", {
            "name": "Axe bean stew", "servings": 2, "instructions": "Simmer.",
            "ingredients": [{"name": "white beans", "measure": "400g"}]})["id"]
        self.soup = api.recipe(SOUP)["id"]


@pytest.fixture(scope="module")
def site(server):
    return Site(server)


def meal_form_with_errors(app, site):
    app.open("/meals/new")
    app.fill("Name", "Too much")
    app.fill("Calories (kcal)", "-5")
    app.press("Save")
    assert "was not saved" in app.notice


def recipe_form_with_errors(app, site):
    app.open("/recipes/new")
    app.fill("Name", "Axe check")
    app.fill("Cook time (minutes)", "99999")
    app.press("Save")
    assert "Cook time must be" in app.driver.page_source


def settings_with_errors(app, site):
    app.open("/settings")
    app.fill("Currency (three letters)", "E")
    app.press("Save goals")


def meal_in_words_to_check(app, site):
    app.open("/")
    app.fill("In words", "a bowl of stuff, a medium latte")
    app.press("Log it")
    assert app.heading == "Check what you ate"


def a_week_ago(app, site):
    app.open("/days/" + (today() - datetime.timedelta(days=7)).isoformat())


# name: a path (formatted with the site), or a function that gets there
SIGNED_IN = {
    "today": "/",
    "a day": a_week_ago,
    "day picker": "/days",
    "all meals": "/meals",
    "meal": "/meals/{site.meal}",
    "meal form": "/meals/new",
    "meal form with errors": meal_form_with_errors,
    "meal edit": "/meals/{site.meal}/edit",
    "meal delete": "/meals/{site.meal}/delete",
    "categories": "/categories",
    "recipes": "/recipes",
    "recipe search": "/recipes?q=lentil",
    "recipe": "/recipes/{site.soup}",
    "own recipe": "/recipes/{site.recipe}",
    "recipe form": "/recipes/new",
    "recipe form with errors": recipe_form_with_errors,
    "recipe edit": "/recipes/{site.recipe}/edit",
    "recipe delete": "/recipes/{site.recipe}/delete",
    "discover (offline)": "/recipes/discover?q=" + urllib.parse.quote("chicken"),
    "import from a page": "/recipes/import",
    "import refused": "/recipes/import?url=" + urllib.parse.quote("http://127.0.0.1:9/recipe"),
    "plan": "/plan",
    "grocery": "/grocery",
    "prices": "/prices",
    "insights": "/insights",
    "nutrients": "/nutrients",
    "nutrients of a week": "/nutrients?span=week",
    "saved meals": "/saved-meals",
    "meal in words to check": meal_in_words_to_check,
    "unknown barcode": "/meals/new?barcode=4006381333931",
    "add a product": "/products/new?code=4006381333931",
    "settings": "/settings",
    "import a file": "/settings/import",
    "settings with errors": settings_with_errors,
    "not found": "/meals/00000000-0000-0000-0000-000000000000",
}


def signed_out_with_error(app):
    app.open("/signin")
    app.fill("Username", "nobody")
    app.fill("Password", "not the password")
    app.press("Sign in")


SIGNED_OUT = {"sign-in": lambda app: app.open("/signin"), "sign-in with error": signed_out_with_error}


def check(app, page, scheme):
    app.driver.set_script_timeout(60)
    app.driver.execute_script(AXE)
    violations = app.driver.execute_async_script(RUN_AXE)
    assert not isinstance(violations, dict), f"axe could not run on {page}: {violations}"
    where = f"{page} ({app.size}, {scheme})"
    failing = [v for v in violations if v["impact"] in FAILING_IMPACTS]
    FINDINGS.extend(f"{where}: {v['impact']} {v['id']} ({v['help']}): {'; '.join(v['nodes'][:3])}"
                    for v in violations if v not in failing)
    assert not failing, f"{len(failing)} serious or critical axe violations on {where}:\n  " + "\n  ".join(
        f"{v['impact']} {v['id']}: {v['help']}\n    " + "\n    ".join(v["nodes"][:5]) for v in failing)


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("page", SIGNED_IN)
def test_axe_finds_nothing_serious_signed_in(app, site, page, scheme):
    # given the page, signed in, in the theme
    app.emulate_color_scheme(scheme)
    app.sign_in(site.account, again=True)
    where = SIGNED_IN[page]
    if callable(where):
        where(app, site)
    else:
        app.open(where.format(site=site))
    # then axe finds no serious or critical violation
    check(app, page, scheme)


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("page", SIGNED_OUT)
def test_axe_finds_nothing_serious_signed_out(app, page, scheme):
    # given the page, signed out, in the theme
    app.emulate_color_scheme(scheme)
    SIGNED_OUT[page](app)
    # then axe finds no serious or critical violation
    check(app, page, scheme)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_nothing_serious_on_first_run(fresh_app, scheme):
    # given a brand-new installation's setup page
    fresh_app.emulate_color_scheme(scheme)
    fresh_app.open("/")
    assert fresh_app.path == "/setup"
    # then axe finds no serious or critical violation
    check(fresh_app, "first-run setup", scheme)
    fresh_app.reset_emulation()


def test_axe_finds_a_planted_violation(app):
    # given the sign-in page with an image without alt text and a nameless button planted in it
    app.open("/signin")
    app.driver.execute_script("""
        document.querySelector('main').insertAdjacentHTML('beforeend',
          '<img src="/static/icon.svg"><button type="button"></button>');""")
    app.driver.set_script_timeout(60)
    app.driver.execute_script(AXE)
    # then axe reports both: the checks above would catch them
    found = {v["id"] for v in app.driver.execute_async_script(RUN_AXE)}
    assert {"image-alt", "button-name"} <= found, found
