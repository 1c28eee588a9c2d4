"""Accessibility checks that axe-core (test_axe.py) does not make, run in the real browser on
the main pages, at phone and desktop size: no image is broken; the hints shown in empty fields
meet WCAG AA contrast (4.5:1) in the light and the dark theme; the meal form can be filled in
and sent with the keyboard alone; and the focus is visible on every Tab stop.

    scripts/test-browser -k accessibility

They are JavaScript run by execute_script, and report each offending element with its text.
"""
import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from pages import SOUP, Api, fill_a_lived_in_week


@pytest.fixture(scope="module")
def lived_in(server):
    """An administrator with a week of meals, a plan, a grocery list and a price."""
    account = server.add_account("a11y", admin=True)
    fill_a_lived_in_week(Api(server.url, account))
    return account


def open_a_meal(app):
    app.open("/meals")
    app.follow_card("Porridge with berries")


def open_the_meal_form_with_errors(app):
    app.open("/meals/new")
    app.fill("Name", "Too much")
    app.fill("Calories (kcal)", "-5")
    app.press("Save")
    assert "was not saved" in app.notice


def open_the_soup(app):
    app.open("/recipes?q=lentil")
    app.follow_card(SOUP)


# name: a path, or a function that gets there; None for the signed-out sign-in page
PAGES = {
    "sign-in": None,
    "today": "/",
    "meal form": "/meals/new",
    "meal form with errors": open_the_meal_form_with_errors,
    "meal": open_a_meal,
    "all meals": "/meals",
    "categories": "/categories",
    "recipes": "/recipes",
    "recipe": open_the_soup,
    "plan": "/plan",
    "grocery": "/grocery",
    "prices": "/prices",
    "insights": "/insights",
    "nutrients": "/nutrients",
    "settings": "/settings",
}


def visit(app, account, page):
    where = PAGES[page]
    if where is None:
        app.open("/signin")
        return
    app.sign_in(account, again=True)
    if callable(where):
        where(app)
    else:
        app.open(where)


IMAGES_WITHOUT_ALT = r"""
const problems = [];
for (const img of document.querySelectorAll('img')) {
  if (!img.hasAttribute('alt')) problems.push('no alt: ' + img.outerHTML.slice(0, 160));
  else if (img.complete && img.naturalWidth === 0) problems.push('broken: ' + img.outerHTML.slice(0, 160));
}
for (const el of document.querySelectorAll('[role="img"]')) {
  const labelledBy = (el.getAttribute('aria-labelledby') || '').split(/\s+/).filter(Boolean)
    .map(id => document.getElementById(id)).filter(Boolean).map(n => n.textContent.trim()).join('');
  if (!(el.getAttribute('aria-label') || '').trim() && !labelledBy) {
    problems.push('role="img" without a name: ' + el.outerHTML.slice(0, 160));
  }
}
return problems;
"""

# For each placeholder shown in an empty field (axe does not measure them): its colour against
# the background it is drawn on (the first ancestors' background colours, composited until one
# is opaque), with the WCAG ratio. Returns the offending hints and every ratio measured.
LOW_CONTRAST_PLACEHOLDERS = r"""
const canvas = document.createElement('canvas');
canvas.width = canvas.height = 1;
const context = canvas.getContext('2d', { willReadFrequently: true });
function rgba(css) {                      // any CSS colour -> [r, g, b, a] (a in 0..1)
  context.clearRect(0, 0, 1, 1);
  context.fillStyle = 'rgba(0, 0, 0, 0)';
  context.fillStyle = css;
  context.fillRect(0, 0, 1, 1);
  const d = context.getImageData(0, 0, 1, 1).data;
  return [d[0], d[1], d[2], d[3] / 255];
}
const over = (top, bottom) => [0, 1, 2].map(i => top[i] * top[3] + bottom[i] * (1 - top[3])).concat([1]);
function luminance(c) {
  const [r, g, b] = c.slice(0, 3).map(v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function background(el) {
  const layers = [];
  for (let node = el; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.backgroundImage !== 'none') return null;          // an image or gradient: cannot tell
    const color = rgba(style.backgroundColor);
    if (color[3] > 0) { layers.push(color); if (color[3] >= 1) break; }
  }
  let result = rgba(getComputedStyle(document.documentElement).backgroundColor);
  if (result[3] < 1) result = over(result, [255, 255, 255, 1]);
  for (let i = layers.length - 1; i >= 0; i--) result = over(layers[i], result);
  return result;
}
function hidden(el) {                     // clipped to nothing, e.g. text only for screen readers
  for (let node = el; node && node !== document.body; node = node.parentElement) {
    const style = getComputedStyle(node), box = node.getBoundingClientRect();
    const clips = style.overflow === 'hidden' || style.clipPath !== 'none' || style.clip !== 'auto';
    if (clips && (box.width <= 1 || box.height <= 1)) return true;
    if (style.visibility !== 'visible' || Number(style.opacity) === 0) return true;
  }
  return false;
}
function opacity(el) {
  let value = 1;
  for (let node = el; node; node = node.parentElement) value *= Number(getComputedStyle(node).opacity);
  return value;
}
const textFields = 'textarea, input:not([type]), input[type=text], input[type=search], input[type=password]';
const problems = [], measured = [];
for (const el of document.body.querySelectorAll(textFields)) {
  if (el.value || !el.placeholder) continue;  // only the hint shown in an empty field
  const words = el.placeholder;
  const style = getComputedStyle(el, '::placeholder');
  // Not drawn: no box, inside a closed <details> (content-visibility), clipped or invisible.
  if (!words || !el.getClientRects().length || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      || hidden(el)) continue;
  if (el.closest(':disabled, [aria-disabled="true"]')) continue;  // inactive controls are exempt
  const ink = rgba(style.color);
  ink[3] *= opacity(el) * Number(style.opacity);
  if (ink[3] === 0) continue;                                    // transparent text
  const paper = background(el);
  if (!paper) continue;
  const fg = over(ink, paper);
  const [light, dark] = [luminance(fg), luminance(paper)].sort((a, b) => b - a);
  const ratio = (light + 0.05) / (dark + 0.05);
  const size = parseFloat(style.fontSize), bold = Number(style.fontWeight) >= 700;
  const required = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
  measured.push([ratio, words.slice(0, 30)]);
  if (ratio < required - 0.005) {
    const where = el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') +
      (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : '');
    problems.push(`${ratio.toFixed(2)} < ${required}: "${words.slice(0, 60)}" (${where}; text ${style.color}, ` +
      `background rgb(${paper.slice(0, 3).map(Math.round).join(', ')}), ${size}px ${style.fontWeight})`);
  }
}
return {problems, measured};
"""


def report(problems, what):
    return f"{len(problems)} {what}:\n  " + "\n  ".join(problems)


@pytest.mark.parametrize("page", PAGES)
def test_every_image_has_alt_text(app, lived_in, page):
    # given the page
    visit(app, lived_in, page)
    # then every image has alt text (empty when decorative) and shows
    problems = app.driver.execute_script(IMAGES_WITHOUT_ALT)
    assert not problems, report(problems, f"image problems on {page}")


PAGES_WITH_PLACEHOLDERS = ["today", "meal form", "meal form with errors", "recipes", "grocery", "prices", "settings"]


@pytest.mark.parametrize("scheme,page", [(scheme, page) for scheme in ("light", "dark") for page in PAGES_WITH_PLACEHOLDERS])
def test_placeholders_have_enough_contrast(app, lived_in, page, scheme):
    # given the page in the light or dark theme, its fields empty
    app.emulate_color_scheme(scheme)
    visit(app, lived_in, page)
    # then the hints in the empty fields can be read
    result = app.driver.execute_script(LOW_CONTRAST_PLACEHOLDERS)
    if not result["measured"]:
        raise LookupError(f"no placeholder shown on {page}")
    assert not result["problems"], report(result["problems"], f"placeholders below WCAG AA contrast on {page} ({scheme})")


class Keyboard:
    """Only the keys a keyboard user presses: Tab, Shift-Tab, typing and Enter."""

    def __init__(self, driver):
        self.driver = driver

    @property
    def focused(self):
        return self.driver.switch_to.active_element

    def tab(self, backwards=False):
        keys = ActionChains(self.driver)
        if backwards:
            keys.key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT)
        else:
            keys.send_keys(Keys.TAB)
        keys.perform()
        return self.focused

    def tab_to(self, matches, limit=60):
        """Presses Tab until `matches(focused element)`; returns every element focused on the way."""
        visited = []
        for _ in range(limit):
            element = self.tab()
            visited.append(element)
            if matches(element):
                return visited
        raise AssertionError(f"{limit} presses of Tab never reached the element")

    def type(self, text):
        ActionChains(self.driver).send_keys(text).perform()


def has_id(name):
    return lambda element: element.get_attribute("id") == name


def test_the_meal_form_works_with_the_keyboard_alone(app, lived_in):
    # given the meal form, and no mouse
    app.sign_in(lived_in, again=True)
    app.open("/meals/new")
    keyboard = Keyboard(app.driver)

    # when they Tab to each field and type
    keyboard.tab_to(has_id("name"))
    keyboard.type("Keyboard curry")
    keyboard.tab_to(has_id("calories"))
    assert keyboard.tab().get_attribute("id") == "protein"
    assert keyboard.tab(backwards=True).get_attribute("id") == "calories"
    keyboard.type("640")
    keyboard.tab_to(lambda element: element.tag_name == "button" and element.text.strip() == "Save")
    app.wait_for_next_page(lambda: keyboard.type(Keys.ENTER))

    # then the meal is saved and shown, and listed with the others
    assert app.notice == "Saved Keyboard curry."
    assert app.heading == "Keyboard curry"
    assert app.figures("//main")["Calories"] == "640 kcal"
    app.go_to("All meals")
    assert "Keyboard curry" in app.meal_names()


# What a sighted keyboard user sees of the focused element: whether it is marked, and where.
# When Tab reaches the calendar or clock button inside a date or time input, the input is the
# active element but no longer matches :focus (the focus is in its built-in shadow parts).
FOCUSED = r"""
const el = arguments[0], style = getComputedStyle(el), box = el.getBoundingClientRect();
return {
  what: `<${el.tagName.toLowerCase()}${el.id ? ' id=' + el.id : ''}> ` +
        (el.getAttribute('aria-label') || el.textContent || el.name || '').replace(/\s+/g, ' ').trim().slice(0, 40),
  marked: (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
  pickerButton: el.matches('input[type=date], input[type=time]') && !el.matches(':focus'),
  onScreen: box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth,
};
"""


def tab_through(app, stops):
    """Every element that Tab reaches from the top of the page (at most `stops`), as FOCUSED describes it."""
    keyboard = Keyboard(app.driver)
    focused = []
    for _ in range(stops):
        element = keyboard.tab()
        if element.tag_name == "body":
            break
        focused.append(app.driver.execute_script(FOCUSED, element))
    return focused


FOCUS_PAGES = [("today", 30), ("meal form", 40), ("grocery", 25)]


@pytest.mark.parametrize("page,stops", FOCUS_PAGES)
def test_the_focus_is_visible(app, lived_in, page, stops):
    # given the page
    visit(app, lived_in, page)

    # when they press Tab, again and again
    focused = tab_through(app, stops)

    # then the first stop is the skip link, shown on screen while focused
    assert focused[0]["what"] == "<a> Skip to content"
    assert focused[0]["onScreen"]
    # and every stop shows where the focus is (date and time picker buttons: see the next test)
    unmarked = [stop["what"] for stop in focused if not stop["marked"] and not stop["pickerButton"]]
    assert not unmarked, report(unmarked, f"of {len(focused)} focused elements without a visible focus indicator")


@pytest.mark.parametrize("page,stops", [("today", 30), ("meal form", 40)])
def test_the_focus_is_visible_on_date_and_time_picker_buttons(app, lived_in, page, stops):
    # given the page
    visit(app, lived_in, page)

    # when they press Tab, again and again
    focused = tab_through(app, stops)

    # then the picker buttons of date and time inputs show the focus like everything else
    if not any(stop["pickerButton"] for stop in focused):
        raise LookupError("Tab never reached a date or time picker button")
    unmarked = [stop["what"] for stop in focused if not stop["marked"] and stop["pickerButton"]]
    assert not unmarked, report(unmarked, "date/time picker buttons without the app's focus indicator")
