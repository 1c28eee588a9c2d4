#!/usr/bin/env python3
"""Writes the ingredient lines of the recipe-page fixtures, with each page's yield and its
stated calories, as one JSON file the tests read.

Usage: scripts/extract-recipe-lines.py RECIPE_PAGES_DIR > Tests/Fixtures/recipe-pages/lines.json

RECIPE_PAGES_DIR holds the saved pages' expected extractions (<site>__<name>.json, from
recipe-scrapers' test data, MIT). Only the lines, yields and calories are kept: the pages
themselves stay out of the repository.
"""
import glob
import json
import os
import re
import sys

if len(sys.argv) != 2:
    sys.exit("usage: scripts/extract-recipe-lines.py RECIPE_PAGES_DIR > Tests/Fixtures/recipe-pages/lines.json")

pages = []
for path in sorted(glob.glob(os.path.join(sys.argv[1], "*.json"))):
    expected = json.load(open(path, encoding="utf-8"))
    yields = expected.get("yields")
    servings = None
    if isinstance(yields, str) and re.search(r"\bservings?\b", yields):
        servings = int(re.match(r"\d+", yields).group()) if re.match(r"\d+", yields) else None
    calories = (expected.get("nutrients") or {}).get("calories")
    stated = None
    if isinstance(calories, str):
        number = re.search(r"\d+(?:[.,]\d+)?", calories)
        stated = float(number.group().replace(",", ".")) if number else None
    pages.append({
        "stem": os.path.basename(path)[:-5],
        "language": expected.get("language"),
        "yields": yields,
        "servings": servings,
        "statedCalories": stated,
        "ingredients": expected.get("ingredients", []),
    })
json.dump(pages, sys.stdout, ensure_ascii=False, indent=1)
sys.stdout.write("\n")
