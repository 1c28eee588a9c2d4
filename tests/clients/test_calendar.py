"""The plan's calendar feed, read by Python's icalendar as a calendar app would read it."""
import datetime
import urllib.error
import urllib.parse
import urllib.request
from zoneinfo import ZoneInfo

import icalendar
import pytest


def next_monday():
    today = datetime.date.today()
    return today + datetime.timedelta(days=7 - today.weekday())


def test_the_feed_parses_with_one_event_per_planned_entry(server, account):
    monday = next_monday()
    recipe = server.json("POST", "/api/v1/recipes", account, {
        "name": "Lentil soup, with bread; and lemon", "servings": 4,
        "ingredients": [{"name": "red lentils", "measure": "250 g"}, {"name": "onion", "measure": "1"}]})
    server.json("POST", "/api/v1/plan/entries", account,
                {"date": monday.isoformat(), "recipeId": recipe["id"], "servings": 2, "slot": "Dinner"})
    server.json("POST", "/api/v1/plan/entries", account,
                {"date": (monday + datetime.timedelta(days=1)).isoformat(), "name": "Fruit", "calories": 120})
    made = server.json("POST", "/api/v1/calendar", account)
    with urllib.request.urlopen(made["url"]) as response:
        assert response.headers["Content-Type"] == "text/calendar; charset=utf-8"
        body = response.read()

    calendar = icalendar.Calendar.from_ical(body)
    assert str(calendar["VERSION"]) == "2.0"
    events = {str(event["SUMMARY"]): event for event in calendar.walk("VEVENT")}
    assert set(events) == {"Dinner: Lentil soup, with bread; and lemon", "Fruit"}

    dinner = events["Dinner: Lentil soup, with bread; and lemon"]
    start = dinner.decoded("DTSTART")
    # The server's people are in UTC here: dinner at 19:00 on the Monday.
    assert start == datetime.datetime.combine(monday, datetime.time(19, 0), tzinfo=ZoneInfo("UTC"))
    assert dinner.decoded("DTEND") - start == datetime.timedelta(hours=1)
    description = str(dinner["DESCRIPTION"])
    assert description.splitlines()[0] == "Lentil soup, with bread; and lemon"
    assert "2 servings" in description and "kcal" in description
    assert str(dinner["URL"]).endswith(f"/recipes/{recipe['id']}")

    fruit = events["Fruit"]
    assert fruit.decoded("DTSTART") == monday + datetime.timedelta(days=1)  # a date: all day
    assert len({str(event["UID"]) for event in calendar.walk("VEVENT")}) == 2


def test_a_renewed_or_revoked_address_stops_working(server, account):
    first = server.json("POST", "/api/v1/calendar", account)["url"]
    second = server.json("POST", "/api/v1/calendar", account)["url"]
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(first)
    assert refused.value.code == 404
    assert icalendar.Calendar.from_ical(urllib.request.urlopen(second).read()).walk("VEVENT") == []
    server.call("DELETE", "/api/v1/calendar", token=account.token)
    with pytest.raises(urllib.error.HTTPError) as revoked:
        urllib.request.urlopen(second)
    assert revoked.value.code == 404
