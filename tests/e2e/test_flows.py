"""What people do with Morsel, in a real browser against a real server, at phone and desktop
size: create the first account; add a meal with a photo and a rating; change the sort order
and see every list follow; delete a meal from Categories and find it gone from All meals; log
a favourite again; find a recipe and log a serving; import a recipe by its address and see
its computed and stated nutrition side by side; plan two days and see the totals; log a
planned dinner and see Today's bars move; build the grocery list and check items off; put
the plan in a calendar and turn it off again. A last test tours the main pages and saves
screenshots.

    scripts/test-browser -k flows

The "given" part of a test is set up through the JSON API when the test is not about it.
"""
import datetime
import gzip
import http.server
import os
import re
import threading
import urllib.error
import urllib.request

import pytest
from selenium.webdriver.common.by import By

from pages import (SOUP, Api, fill_a_lived_in_week, iso_week, literal, monday_of_this_week, photo_png, steer_and_weigh,
                   today)


def kcal(text):
    """420 from "420 kcal" or "1,539 kcal planned"."""
    return int(re.search(r"([\d,]+) kcal", text).group(1).replace(",", ""))


def test_first_run_creates_the_administrator(fresh_app):
    app = fresh_app

    # given a brand-new installation
    app.open("/")
    assert app.path == "/setup"
    assert app.heading == "Welcome to Morsel"

    # when the first person creates an account
    app.fill("Username", "ada")
    app.fill("Password", "the first password")
    app.press("Create account")

    # then they are signed in on Today, welcomed, and are the administrator
    assert app.heading == "Today"
    assert "Welcome, ada!" in app.notice
    app.go_to("Settings")
    assert app.driver.find_elements("xpath", app.section("Users")), "the administrator sees the Users section"

    # and the setup page is gone: signing out and in again is the way back
    app.press("Sign out", within="//header")
    assert app.heading == "Sign in"
    app.open("/setup")
    assert app.path == "/signin"
    app.fill("Username", "ada")
    app.fill("Password", "the first password")
    app.press("Sign in")
    assert app.heading == "Today"


def test_add_a_meal_with_a_photo_and_a_rating(app, account, tmp_path):
    # given a signed-in person and a photo on their device
    photo = tmp_path / "omelette.png"
    photo.write_bytes(photo_png(96, 72))
    app.sign_in(account)

    # when they fill in the full form with a photo and four stars
    app.follow("Full form…")
    assert app.heading == "New meal"
    app.fill("Name", "Mushroom omelette")
    app.fill("Category", "Breakfast")
    app.fill("Calories (kcal)", "420")
    app.fill("Protein (g)", "24.5")
    app.field("Photo").send_keys(str(photo))
    app.button("4 stars").click()
    assert app.button("4 stars").get_attribute("aria-pressed") == "true"
    app.press("Save")

    # then the meal's page shows it all, the photo included
    assert app.notice == "Saved Mushroom omelette."
    assert app.heading == "Mushroom omelette"
    picture = app.driver.find_element("xpath", "//img[@alt='Photo of Mushroom omelette']")
    assert app.driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth", picture) == 96
    assert app.driver.find_element("xpath", "//main//*[@role='img' and @aria-label='4 of 5 stars']")
    assert app.figures("//main")["Calories"] == "420 kcal"
    assert app.figures("//main")["Protein"] == "24.5 g"

    # and Today lists it, with its photo, in the day's totals
    app.go_to("Today")
    assert app.meal_names(app.section("Meals")) == ["Mushroom omelette"]
    assert app.driver.find_elements("xpath", app.section("Meals") + "//img[contains(@src, '/photo')]")
    assert app.figures(app.section("Day's totals"))["Calories"] == "420 kcal"


def test_changing_the_sort_order_changes_every_list(app, account, server):
    # given three meals, two of them breakfasts
    api = Api(server.url, account)
    api.add_meal("Bacon roll", calories=550, category="Breakfast", time="08:00")
    api.add_meal("Apple porridge", calories=300, category="Breakfast", time="07:00")
    api.add_meal("Chicken wrap", calories=450, category="Lunch", time="13:00")
    app.sign_in(account)

    expected = {  # order: (All meals, the Breakfast section of Categories)
        "Calories": (["Bacon roll", "Chicken wrap", "Apple porridge"], ["Bacon roll", "Apple porridge"]),
        "Name": (["Apple porridge", "Bacon roll", "Chicken wrap"], ["Apple porridge", "Bacon roll"]),
    }
    for order, (all_meals, breakfasts) in expected.items():
        # when they choose another order in Settings
        app.go_to("Settings")
        app.choose("Sort meals by", order)
        app.press("Save")
        assert app.notice == "Settings saved."

        # then All meals and each section of Categories follow it
        app.go_to("All meals")
        assert f"sorted by {order.lower()}" in app.text_of("//main/p")
        assert app.meal_names() == all_meals
        app.go_to("Categories")
        assert f"sorted by {order.lower()}" in app.text_of("//main/p")
        assert app.meal_names(app.section("Breakfast")) == breakfasts
        assert app.meal_names(app.section("Lunch")) == ["Chicken wrap"]


def test_a_meal_deleted_from_categories_is_gone_from_all_meals(app, account, server):
    # given two meals
    api = Api(server.url, account)
    api.add_meal("Leftover curry", calories=640, category="Dinner")
    api.add_meal("Toast and jam", calories=260, category="Breakfast")
    app.sign_in(account)

    # when they open one from Categories and delete it, confirming
    app.go_to("Categories")
    assert app.meal_names(app.section("Dinner")) == ["Leftover curry"]
    app.follow_card("Leftover curry")
    app.follow("Delete")
    assert app.text_of("//main//h2") == "Delete Leftover curry?"
    app.press("Delete")

    # then All meals says so and no longer lists it
    assert app.heading == "All meals"
    assert app.notice == "Deleted Leftover curry."
    assert app.meal_names() == ["Toast and jam"]
    assert app.text_of("//main/p[contains(., 'sorted by')]").startswith("1 meal,")

    # and neither does Categories
    app.go_to("Categories")
    assert app.meal_names(app.section("Dinner")) == []
    assert app.text_of(app.section("Dinner") + "/p") == "No dinner meals yet."


def test_log_a_favourite_again(app, account, server):
    # given a meal logged today
    Api(server.url, account).add_meal("Greek yoghurt", calories=180, category="Snack")
    app.sign_in(account)

    # when they open it from Today and make it a favourite
    app.driver.find_element("xpath", app.section("Meals") + "//summary[.//*[normalize-space()='Greek yoghurt']]").click()
    app.follow("Details of Greek yoghurt")
    app.press("Add to favourites")
    assert app.notice == "Greek yoghurt is now a favourite."
    assert app.button("Remove from favourites")

    # and log it again from Today's favourites
    app.go_to("Today")
    assert app.meal_names(app.section("Favourites")) == ["Greek yoghurt"]
    app.press("Log again Greek yoghurt")

    # then it is logged twice today and the day's totals count both
    assert app.notice.startswith("Logged Greek yoghurt again at ")
    assert app.meal_names(app.section("Meals")) == ["Greek yoghurt", "Greek yoghurt"]
    assert app.figures(app.section("Day's totals"))["Calories"] == "360 kcal"


def test_find_a_recipe_and_log_a_serving(app, account):
    # given the starter catalog
    app.sign_in(account)

    # when they search the recipes for lentils and open the soup
    app.go_to("Recipes")
    app.fill("Name", "lentil")
    app.press("Search")
    assert app.text_of("//main//h2[@id='results-heading']") == "1 recipe found"
    app.follow_card(SOUP)
    assert app.heading == SOUP
    per_serving = kcal(app.figures("//main//header")["Calories"])  # the recipe's card, per serving

    # and log one and a half servings
    app.fill("Servings eaten", "1.5")
    app.press("Log it")

    # then the day's page shows the meal, worked out from the recipe
    logged = kcal(app.notice)
    assert app.notice == f"Logged {SOUP}: {logged:,} kcal."
    assert abs(logged - 1.5 * per_serving) <= 1
    assert app.meal_names(app.section("Meals")) == [SOUP]
    assert app.figures(app.section("Day's totals"))["Calories"] == f"{logged:,} kcal"


RECIPE_PAGES = os.path.join(os.path.dirname(__file__), "..", "..", "Tests", "Fixtures", "recipe-pages")


@pytest.fixture
def recipe_site():
    """A site on 127.0.0.1 serving one saved recipe page (noracooks.com's, which states its
    nutrition) at /vegan-brownies, its photos at /uploads/… (the page's own addresses made
    local, so nothing is fetched from the internet); stopped when the test ends."""
    with gzip.open(os.path.join(RECIPE_PAGES, "noracooks.com__noracooks.html.gz")) as page:
        html = page.read().replace(b"https://www.noracooks.com/wp-content/uploads/", b"/uploads/")
    photo = photo_png()

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            if self.path.startswith("/uploads/"):
                body, kind = photo, "image/png"
            elif self.path == "/vegan-brownies":
                body, kind = html, "text/html; charset=utf-8"
            else:
                body, kind = None, "text/plain"
            self.send_response(200 if body else 404)
            self.send_header("Content-Type", kind)
            self.end_headers()
            self.wfile.write(body or b"not here")

        def log_message(self, *arguments):
            pass

    site = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=site.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{site.server_address[1]}"
    site.shutdown()
    site.server_close()


def test_import_a_recipe_by_its_address(app, account, recipe_site):
    # given a recipe page on a site
    app.sign_in(account)

    # when they paste its address on the Import page and read it
    app.go_to("Settings")
    app.follow("import a file or an address")
    app.fill("Recipe address", recipe_site + "/vegan-brownies")
    app.press("Read the page")
    preview = app.text_of("//main//section[contains(@class, 'import-preview')]")
    assert "Ingredients" in preview and "Method" in preview

    # and save it
    app.press("Save as my recipe")

    # then the recipe has the page's photo, shows its lines as the page wrote them, and Morsel's nutrition beside the page's own
    assert app.notice.startswith("Imported ")
    assert app.driver.find_element("xpath", "//main//header//img").get_attribute("src").endswith("/photo")
    stated = app.section("Stated by the source")
    rows = {row.find_element("xpath", "./th").text: [cell.text for cell in row.find_elements("xpath", "./td")]
            for row in app.driver.find_elements("xpath", f"{stated}//tbody/tr")}
    assert rows["Calories"][0] == "496 kcal"
    computed = kcal(rows["Calories"][1])
    assert computed == kcal(app.figures("//main//header")["Calories"])
    difference = rows["Calories"][2]
    assert difference == "same" or difference.startswith(("+", "−")), difference
    assert app.driver.find_elements("xpath", "//main//li[contains(@class, 'ingredient-line')]//span[@class='written']")


def test_plan_two_days_and_see_the_totals(app, account, server):
    # given a weekly budget of €60
    Api(server.url, account).settings(weeklyBudget=60, currency="EUR")
    app.sign_in(account)

    # when they plan the soup for two on Monday and a pizza night on Tuesday
    app.go_to("Plan")
    app.choose("Day", "Monday")
    app.choose("Recipe", SOUP)
    app.fill("Servings (recipe)", "2")
    app.press("Add to the plan")
    assert app.notice.startswith(f"Planned {SOUP} on Monday")
    app.choose("Day", "Tuesday")
    app.fill("Or a custom item's name", "Pizza night")
    app.fill("Its calories (kcal)", "900")
    app.fill("Its cost", "12.50")
    app.press("Add to the plan")
    assert app.notice.startswith("Planned Pizza night on Tuesday")

    # then each day shows its own total, and the week adds them up against the budget
    soup = kcal(app.text_of(f"//main//li[.//a[normalize-space()={literal(SOUP)}]]"))
    assert app.text_of(app.section("Monday") + "/h2") == f"Monday · {soup:,} kcal · €0.00"
    assert app.text_of(app.section("Tuesday") + "/h2") == "Tuesday · 900 kcal · €12.50"
    assert app.text_of(app.section("Wednesday") + "/h2") == "Wednesday · 0 kcal · €0.00"
    week = app.section("This week")
    assert app.text_of(week + "/p[1]") == f"{soup + 900:,} kcal planned · €12.50 of €60.00 budget"
    assert app.text_of(week + "/p[2]") == "€47.50 left to spend"


def test_log_a_planned_dinner_and_see_todays_bars_move(app, account, server):
    # given a pizza night planned for today, and nothing eaten yet
    Api(server.url, account).plan(today(), name="Pizza night", calories=900, cost=12.5, slot="Dinner")
    app.sign_in(account)
    calories_bar = "//main//*[name()='svg' and @role='img' and starts-with(@aria-label, 'Calories:')]"
    assert app.driver.find_element("xpath", calories_bar).get_attribute("aria-label").startswith("Calories: 0 of 2,000 kcal")

    # when they log it from the plan
    app.go_to("Plan")
    app.press("Log it Pizza night")

    # then it is a meal of today, and Today's calories bar has moved
    assert app.meal_names(app.section("Meals")) == ["Pizza night"]
    app.go_to("Today")
    assert app.driver.find_element("xpath", calories_bar).get_attribute("aria-label").startswith("Calories: 900 of 2,000 kcal")
    assert app.figures(app.section("Day's totals"))["Calories"] == "900 kcal"


def test_log_spinach_from_a_food_and_see_its_iron_against_targets(app, account):
    # given someone logging raw spinach from the USDA table
    app.sign_in(account)
    app.open("/meals/new")
    app.driver.find_element(By.CSS_SELECTOR, "details.food-picker > summary").click()
    app.fill("Food", "spinach raw")
    app.press("Find")
    # (foods as eaten come first; this is SR28's, as bought, labelled so)
    app.driver.find_element(By.XPATH, "//label[contains(normalize-space(), 'Spinach, raw') and contains(., 'as bought (SR28)')]/input").click()
    app.fill("Amount", "200 g")
    app.press("Fill in the form")
    app.press("Save")

    # when they open the day's vitamins and minerals from Today
    app.go_to("Today")
    app.follow("Vitamins, minerals and more")

    # then 200 g of spinach shows its iron (SR28: 2.71 mg per 100 g) against the label's 18 mg
    assert app.heading == "Nutrients"
    iron = "//main//*[name()='svg' and @role='img' and starts-with(@aria-label, 'Iron:')]"
    assert app.driver.find_element("xpath", iron).get_attribute("aria-label").startswith("Iron: 5.42 mg; target 18 mg · 30 %")

    # and choosing their life stage in Settings moves the target
    app.open("/settings")
    app.choose("Targets for", "Male, 19–30")
    app.press("Save targets")
    app.open("/nutrients")
    assert app.driver.find_element("xpath", iron).get_attribute("aria-label").startswith("Iron: 5.42 mg; target 8 mg · 68 %")


def test_say_breakfast_in_words_then_log_it_again_in_one_tap(app, account):
    # given someone on Today who types what they ate
    app.sign_in(account)
    app.fill("In words", "2 eggs and toast")
    app.press("Log it")

    # then it is one meal, worked out food by food
    assert "Logged 2 eggs and toast" in app.notice
    assert "toast: Bread, NS as to major flour, toasted" in app.text_of("//main//*[contains(@class, 'just-logged')]")
    assert app.meal_names(app.section("Meals")) == ["2 eggs and toast"]

    # and it is offered first to log again, in one tap
    assert app.meal_names(app.section("Eaten often lately")) == ["2 eggs and toast"]
    app.press("Log 2 eggs and toast", within=app.section("Eaten often lately"))
    assert app.meal_names(app.section("Meals")) == ["2 eggs and toast", "2 eggs and toast"]


def test_a_meal_said_in_words_logs_foods_as_eaten_and_can_be_undone(app, account):
    # given someone on Today, whose words box is the first thing after the day's heading
    app.sign_in(account, again=True)
    cards = app.driver.find_elements(By.CSS_SELECTOR, "main > section.card")
    assert cards[0].find_element(By.TAG_NAME, "h2").text == "Say what you ate"
    words = app.field("In words")
    assert words.location["y"] < app.driver.get_window_size()["height"], "the words box is on the first screen"

    # when they say a sandwich and a latte
    app.fill("In words", "a turkey sandwich and a medium latte")
    app.press("Log it")

    # then it is logged at once, each food as eaten with its portion and energy, right by the box
    logged = app.text_of("//main//*[contains(@class, 'just-logged')]")
    assert "Logged “a turkey sandwich and a medium latte”: 423 kcal" in logged
    assert "a turkey sandwich: Turkey sandwich on white, usual serving, 115.0 g, 217 kcal" in logged
    assert "a medium latte: Coffee, Latte, 1 medium = 480.0 g, 206 kcal" in logged
    app.screenshot("meal-in-words-logged")

    # and Undo takes it back, with the words in the box to say again
    app.press("Undo a turkey sandwich and a medium latte")
    assert "Deleted a turkey sandwich and a medium latte" in app.notice
    assert app.field("In words").get_attribute("value") == "a turkey sandwich and a medium latte"
    assert "a turkey sandwich and a medium latte" not in app.meal_names(app.section("Meals"))


def say_what_morsel_is_unsure_of(app, account, words):
    """Signs in, says `words` in the words box, and is shown them to check, nothing logged yet;
    returns the meals listed on Today before."""
    app.sign_in(account, again=True)
    before = app.meal_names(app.section("Meals"))
    app.fill("In words", words)
    app.press("Log it")
    assert app.heading == "Check what you ate"
    return before


def test_a_meal_morsel_is_unsure_of_is_asked_before_it_is_logged(app, account):
    # given someone who says something Morsel cannot be sure of,
    # then nothing is logged yet: each food is offered with the choices weighed
    before = say_what_morsel_is_unsure_of(app, account, "a bowl of stuff and an apple")
    assert "not sure" in app.notice
    unsure = "//main//fieldset[contains(@class, 'unsure')]"
    assert "“a bowl of stuff”" in app.text_of(unsure + "/legend")
    choices = [choice.text for choice in app.driver.find_elements(By.XPATH, unsure + "//label[contains(@class, 'food-choice')]")]
    assert choices[-1] == "Leave it out"
    assert 1 < len(choices[:-1]) <= 5 and all("kcal" in choice for choice in choices[:-1])
    app.screenshot("meal-in-words-unsure")

    # and, as "stuff" names no particular food, none is chosen for them
    radios = app.driver.find_elements(By.XPATH, unsure + "//input[@type='radio']")
    assert not any(radio.is_selected() for radio in radios)

    # when they pick a food and give the bowl's weight, it is logged as said
    app.driver.find_element(By.XPATH, unsure + "//label[contains(@class, 'food-choice')][1]").click()
    app.fill("Or its weight in grams", "300")
    app.press("Log it")
    assert app.heading == "Today"
    assert "Logged a bowl of stuff and an apple" in app.notice
    assert app.meal_names(app.section("Meals")) == before + ["a bowl of stuff and an apple"]


def test_a_sentence_is_read_as_the_foods_it_names_under_the_meal_it_names(app, account):
    # given someone who says lunch the way people say it
    app.sign_in(account, again=True)
    said = "For lunch I had a turkey sandwich and a medium latte"
    app.fill("In words", said)
    app.press("Log it")

    # then two foods are logged at once, about 217 and 206 kcal, and the meal is Lunch
    logged = app.text_of("//main//*[contains(@class, 'just-logged')]")
    assert f"Logged “{said}”: 423 kcal" in logged
    assert "a turkey sandwich: Turkey sandwich on white, usual serving, 115.0 g, 217 kcal" in logged
    assert "a medium latte: Coffee, Latte, 1 medium = 480.0 g, 206 kcal" in logged
    meal = app.driver.find_element(By.XPATH, f"//main//li[.//*[contains(@class, 'meal-name')][normalize-space()={literal(said)}]]")
    assert "Lunch" in meal.text
    app.screenshot("meal-in-words-sentence")


def test_only_the_food_morsel_is_unsure_of_is_asked_and_the_rest_kept(app, account):
    # given someone who says a burger, fries and something to drink,
    # then the burger and the fries are shown as read, and only the drink is asked about
    before = say_what_morsel_is_unsure_of(app, account, "A burger, fries and something to drink")
    assert "not sure of one food" in app.notice
    unsure = app.driver.find_elements(By.XPATH, "//main//fieldset[contains(@class, 'unsure')]/legend")
    assert [" ".join(legend.text.split()).split(" — ")[0] for legend in unsure] == ["“something to drink”"]
    sure = app.driver.find_elements(By.XPATH, "//main//fieldset[not(contains(@class, 'unsure'))]/legend")
    assert [legend.text for legend in sure] == ["“A burger”", "“fries”"]
    app.screenshot("meal-in-words-one-unsure")

    # when they leave the drink out, the burger and the fries are logged
    app.driver.find_element(By.XPATH, "//main//fieldset[contains(@class, 'unsure')]//label[normalize-space()='Leave it out']").click()
    app.press("Log it")
    assert app.heading == "Today"
    assert "Logged A burger, fries and something to drink" in app.notice
    assert app.meal_names(app.section("Meals")) == before + ["A burger, fries and something to drink"]


def ean13(twelve):
    """Twelve digits and their GS1 check digit."""
    total = sum(int(digit) * (3 if position % 2 == 0 else 1) for position, digit in enumerate(reversed(twelve)))
    return twelve + str((10 - total % 10) % 10)


def test_a_product_no_one_knows_is_added_from_its_label_and_logged(app, account):
    # given a barcode typed into the meal form (the Scan button needs a camera reader; headless Chromium has none)
    app.sign_in(account)
    app.open("/meals/new")
    app.driver.find_element(By.CSS_SELECTOR, "details.food-picker > summary").click()
    assert not app.driver.find_element(By.CSS_SELECTOR, "[data-scan]").is_displayed()
    code = ean13(str(abs(hash(account.username)))[:12].rjust(12, "4"))  # products are the instance's: one code per run
    app.fill("Barcode", code)
    app.press("Look up")

    # then, unknown here, it is offered to be added from the label
    assert f"No product with barcode {code} is known here." in app.notice
    app.follow(f"Add product {code} from its label")
    app.fill("Name", "Oat bar")
    app.fill("Grams in a serving", "40")
    app.fill("Calories (kcal)", "410")
    app.press("Add")

    # and a serving of it fills the meal form, which saves
    assert "Added Oat bar." in app.notice
    assert app.field("Calories (kcal)").get_attribute("value") == "164"
    app.press("Save")
    app.go_to("Today")
    assert "Oat bar" in app.meal_names(app.section("Meals"))

    # and the next lookup of the barcode finds it
    app.open("/meals/new?barcode=" + code)
    assert app.driver.find_element(By.CSS_SELECTOR, f"input[value='product:{code}']").is_selected()


def test_log_weight_on_insights_and_see_the_trend(app, account):
    # given someone on Insights with no weighings
    app.sign_in(account)
    app.go_to("Insights")
    assert "No weighings in this period." in app.text_of(app.section("Weight"))

    # when they log yesterday's weight and today's
    yesterday = (datetime.date.today() - datetime.timedelta(days=1))
    date_field = app.field("Day")
    app.driver.execute_script("arguments[0].value = arguments[1]", date_field, yesterday.isoformat())
    app.fill("Weight (kg)", "80")
    app.press("Log weight")
    assert "Logged 80.0 kg" in app.notice
    app.fill("Weight (kg)", "79")
    app.press("Log weight")

    # then the chart shows both weighings and the trend between them
    chart = app.driver.find_element(By.CSS_SELECTOR, "svg.weight-chart")
    assert len(chart.find_elements(By.CSS_SELECTOR, "circle.weight-dot")) == 2
    assert chart.find_elements(By.CSS_SELECTOR, "polyline.weight-trend")
    assert "Trend 79.9 kg" in app.text_of(app.section("Weight"))


def test_a_weekly_check_in_steers_the_target_and_insights_shows_what_they_burn(app, server):
    # given someone with three weeks of weighings and meals logged
    account = server.add_account("steer")
    api = Api(server.url, account)
    steer_and_weigh(api)
    for days_ago in range(1, 22):
        api.add_meal("The day's food", days_ago=days_ago, category="Dinner", calories=1900 + 10 * (days_ago % 5))
    api.settings(goalDirection=None)

    # when they tell Settings about their body and choose to lose weight, checking in today
    app.sign_in(account)
    app.open("/settings")
    app.choose("Steer my calorie target", "To lose weight")
    app.fill("Rate (% of body weight a week)", "0.5")
    app.choose("Check in on", today().strftime("%A"))
    app.press("Save body and plan")
    assert "Body details and plan saved." in app.notice

    # then Today shows the check-in, with why, and the two answers
    app.go_to("Today")
    check_in = app.section("Check-in:")
    text = app.text_of(check_in)
    # 0.5 % of about 72 kg
    assert re.search(r"To lose 0\.3\d kg a week, the target is", text), text
    assert "from 21 days logged and your weighings" in text, text
    target = int(text.split(" kcal a day")[0].split()[-1].replace(",", ""))
    assert 1200 <= target <= 2000, text
    app.screenshot("check-in-today")

    # when they take it, it becomes the goal, and Today says where it came from
    app.press(f"Use {target:,} kcal", within=check_in)
    assert f"Your target is now {target:,} kcal a day" in app.notice
    assert not app.driver.find_elements(By.XPATH, app.section("Check-in:"))
    assert f"Target {target:,} kcal, from your check-in of" in app.text_of("//main//*[contains(@class, 'target-source')]")

    # and Insights draws the estimate with its range beside the logged intake, and lists the check-in
    app.go_to("Insights")
    burned = app.section("What you burn")
    assert "kcal a day, likely" in app.text_of(burned)
    chart = app.driver.find_element(By.CSS_SELECTOR, "svg.expenditure-chart")
    assert chart.find_elements(By.CSS_SELECTOR, "polygon.expenditure-range")
    assert chart.find_elements(By.CSS_SELECTOR, "polyline.expenditure-line")
    assert len(chart.find_elements(By.CSS_SELECTOR, "circle.intake-dot")) >= 20
    app.driver.execute_script("arguments[0].scrollIntoView()", chart)
    path = os.path.join(app.screenshots, f"expenditure-insights-{app.size}.png")
    app.driver.save_screenshot(path)


def test_save_a_usual_breakfast_quick_add_and_copy_the_day(app, account):
    # given a saved "usual breakfast"
    app.sign_in(account)
    app.open("/saved-meals")
    app.fill("Name", "My usual breakfast")
    app.fill("Foods, one per line", "2 large eggs\n1 slice toast")
    app.press("Save")
    assert "Saved My usual breakfast." in app.notice

    # when it is logged from Today in one tap, and a snack is quick-added by its calories alone
    app.go_to("Today")
    app.press("Log My usual breakfast", within=app.section("Saved meals"))
    assert "Logged My usual breakfast:" in app.notice
    app.fill("Calories (kcal)", "250")
    app.press("Add")
    assert sorted(app.meal_names(app.section("Meals"))) == ["My usual breakfast", "Quick add"]

    # then the whole day copies to tomorrow
    app.press("Copy")
    assert "Copied 2 meals to" in app.notice
    assert sorted(app.meal_names(app.section("Meals"))) == ["My usual breakfast", "Quick add"]
    assert app.heading != "Today"


def test_put_the_plan_in_a_calendar_then_turn_it_off(app, account, server):
    # given a pizza night planned for tomorrow
    tomorrow = today() + datetime.timedelta(days=1)
    Api(server.url, account).plan(tomorrow, name="Pizza night", calories=900, slot="Dinner")
    app.sign_in(account)

    # when they make a calendar address in Settings
    app.open("/settings")
    card = app.section("The plan in your calendar")
    app.press("Make a calendar address the calendar feed", within=card)
    address = app.driver.find_element(By.CSS_SELECTOR, "#calendar code.token").text

    # then a calendar app reading it finds the pizza night, on its day, with its calories
    with urllib.request.urlopen(address, timeout=15) as response:
        assert response.headers["Content-Type"].startswith("text/calendar")
        feed = response.read().decode()
    assert "SUMMARY:Dinner: Pizza night" in feed and "900 kcal" in feed
    assert "DTSTART:" + tomorrow.strftime("%Y%m%d") in feed
    app.open("/settings")
    assert "last read by a calendar" in app.text_of(app.section("The plan in your calendar"))

    # and once they turn it off, the address reads nothing
    app.press("Turn off the calendar feed", within=app.section("The plan in your calendar"))
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(address, timeout=15)
    assert refused.value.code == 404
    app.button("Make a calendar address the calendar feed", within=app.section("The plan in your calendar"))


def test_build_the_grocery_list_and_check_items_off(app, account, server):
    # given the soup planned on two days of this week
    api = Api(server.url, account)
    soup = api.recipe(SOUP)
    monday = monday_of_this_week()
    api.plan(monday, recipeId=soup["id"], servings=2)
    api.plan(monday + datetime.timedelta(days=2), recipeId=soup["id"], servings=2)
    app.sign_in(account)

    # when they add the week to the grocery list, and a pint of milk by hand
    app.go_to("Plan")
    app.press("Add the week to the grocery list")
    assert app.heading == "Grocery list"
    assert app.notice == f"Added the plan for {iso_week(monday)}."
    app.fill("Item", "Milk")
    app.fill("Amount", "1 l")
    app.press("Add item")
    assert app.notice == "Added Milk."

    # then each ingredient is listed once, for the recipe it comes from
    assert len(items(app, "Red lentils")) == 1
    assert "For " + SOUP in app.text_of(items(app, "Red lentils")[0])
    assert "1 l" in app.text_of(items(app, "Milk")[0])

    # when they check off the lentils and the milk
    for name in ("Red lentils", "Milk"):
        app.click_and_wait(check_box(app, name))
        assert check_box(app, name).get_attribute("aria-pressed") == "true"
        assert "☑" in check_box(app, name).text
    assert check_box(app, "Onion").get_attribute("aria-pressed") == "false"

    # and clear the bought items
    app.press("Clear bought items")

    # then only what is still to buy is left
    assert app.notice == "Cleared bought items."
    assert items(app, "Red lentils") == [] and items(app, "Milk") == []
    assert len(items(app, "Onion")) == 1


def test_a_typed_grocery_amount_is_shown_in_the_unit_typed(app, account):
    # given a signed-in person on the grocery list
    app.sign_in(account)
    app.go_to("Shopping")

    # when they add milk in pints, as the placeholder suggests ("2 pints, 500g…")
    app.fill("Item", "Milk")
    app.fill("Amount", "2 pints")
    app.press("Add item")

    # then the list says 2 pints
    assert "2 pints" in app.text_of(items(app, "Milk")[0])


def items(app, name):
    """XPaths of the grocery rows whose item is `name`."""
    xpath = f"//main//li[.//strong[normalize-space()={literal(name)}]]"
    return [f"({xpath})[{n}]" for n in range(1, len(app.driver.find_elements("xpath", xpath)) + 1)]


def check_box(app, name):
    """The big toggle button of a grocery row: pressed means bought."""
    (row,) = items(app, name)
    return app.visible(row + "//button[@aria-pressed]", f"check box of {name}")


def test_tour_of_the_main_pages(app, server):
    """Visits the main pages of a lived-in account and saves a screenshot of each."""
    # given a week of meals, favourites, a plan and a grocery list
    account = server.add_account("tour", admin=True)
    fill_a_lived_in_week(Api(server.url, account))
    app.sign_in(account)

    pages = [("today", "Today", "Today"), ("meals", "All meals", "All meals"), ("categories", "Categories", "Categories"),
             ("recipes", "Recipes", "Recipes"), ("plan", "Plan", "Week "), ("grocery", "Shopping", "Grocery list"),
             ("insights", "Insights", "Insights"), ("settings", "Settings", "Settings")]
    for name, caption, heading in pages:
        # when they follow each link of the navigation
        app.go_to(caption)
        # then the page they asked for is shown
        assert app.heading.startswith(heading), f"{caption} led to {app.heading!r}"
        app.screenshot(name)
        if name == "recipes":
            app.follow_card(SOUP)
            assert app.heading == SOUP
            app.screenshot("recipe")
