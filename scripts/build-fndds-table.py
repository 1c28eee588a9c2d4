#!/usr/bin/env python3
"""Builds Morsel's bundled table of foods as eaten from USDA FNDDS 2021-2023.

Usage: scripts/build-fndds-table.py FNDDS_DIR > Sources/MorselCore/Resources/fndds-foods.tsv

FNDDS_DIR holds foods.csv, nutrients.csv and portions.csv as converted from USDA's "FNDDS At
A Glance" workbooks (the team keeps a copy in its data folder). The table it writes is
committed, so neither the build nor the tests read FNDDS_DIR.

USDA FNDDS 2021-2023 is public domain; credit "USDA FNDDS 2021-2023". One tab-separated line
per food, its nutrients and portions folded in, categories numbered in a header:

    #categories<TAB>Burgers<TAB>Soups<TAB>...
    #nutrients<TAB>fiber<TAB>sugar<TAB>...        (Morsel's Nutrient names, in column order)
    code<TAB>description<TAB>other names<TAB>category#<TAB>kcal<TAB>protein<TAB>fat<TAB>carbs<TAB>nutrients...<TAB>amount|measure|grams;...

Every nutrient FNDDS gives is known (it imputes what was not analysed); the two it lacks,
manganese and trans fat, are simply not columns, so they stay unknown. Left out: the
"…, as ingredient" codes (9999xxxx), parts of other foods that nobody logs, and human milk,
which has no nutrient row. A portion weighing 0 g is dropped.
"""
import csv
import os
import re
import sys

if len(sys.argv) != 2:
    sys.exit("usage: scripts/build-fndds-table.py FNDDS_DIR > Sources/MorselCore/Resources/fndds-foods.tsv")
source = sys.argv[1]

# Morsel's Nutrient (by its Swift case name) ← FNDDS column.
NUTRIENTS = [
    ("fiber", "Fiber, total dietary (g)"), ("sugar", "Sugars, total (g)"),
    ("saturatedFat", "Fatty acids, total saturated (g)"), ("monounsaturatedFat", "Fatty acids, total monounsaturated (g)"),
    ("polyunsaturatedFat", "Fatty acids, total polyunsaturated (g)"), ("cholesterol", "Cholesterol (mg)"),
    ("sodium", "Sodium (mg)"), ("potassium", "Potassium (mg)"), ("calcium", "Calcium (mg)"), ("iron", "Iron (mg)"),
    ("magnesium", "Magnesium (mg)"), ("phosphorus", "Phosphorus (mg)"), ("zinc", "Zinc (mg)"), ("copper", "Copper (mg)"),
    ("selenium", "Selenium (mcg)"), ("vitaminA", "Vitamin A, RAE (mcg_RAE)"), ("vitaminC", "Vitamin C (mg)"),
    ("vitaminD", "Vitamin D (D2 + D3) (mcg)"), ("vitaminE", "Vitamin E (alpha-tocopherol) (mg)"),
    ("vitaminK", "Vitamin K (phylloquinone) (mcg)"), ("thiamin", "Thiamin (mg)"), ("riboflavin", "Riboflavin (mg)"),
    ("niacin", "Niacin (mg)"), ("vitaminB6", "Vitamin B-6 (mg)"), ("folate", "Folate, DFE (mcg_DFE)"),
    ("vitaminB12", "Vitamin B-12 (mcg)"), ("water", "Water (g)"), ("caffeine", "Caffeine (mg)"), ("alcohol", "Alcohol (g)"),
]
AMOUNT = re.compile(r"^(\d+(?:\.\d+)?(?:/\d+)?)\s+(.*)$")


def split_amount(description):
    """'1 cup' → (1, 'cup'); '1/2 cup' → (0.5, 'cup'); 'Quantity not specified' → (1, itself)."""
    match = AMOUNT.match(description)
    if not match:
        return "1", description
    number = match.group(1)
    if "/" in number:
        top, bottom = number.split("/")
        number = repr(float(top) / float(bottom))
    return number, match.group(2)


def clean(text):
    return " ".join(text.replace("\t", " ").split())


# Misspellings in FNDDS's own descriptions: a person typing the food right must find it, and
# one typing it wrong must not land on it by the same slip ("bluberries" is no canned blueberry).
ERRATA = {"Bluberries": "Blueberries", "carrorts": "carrots", "reconsitituted": "reconstituted"}


def corrected(description):
    for wrong, right in ERRATA.items():
        description = re.sub(rf"\b{wrong}\b", right, description)
    return description


foods = list(csv.DictReader(open(os.path.join(source, "foods.csv"), encoding="utf-8")))
nutrients = {row["Food code"]: row for row in csv.DictReader(open(os.path.join(source, "nutrients.csv"), encoding="utf-8"))}
portions = {}
for row in csv.DictReader(open(os.path.join(source, "portions.csv"), encoding="utf-8")):
    portions.setdefault(row["Food code"], []).append(row)

categories = []
out = sys.stdout
rows = []
for food in foods:
    code = food["Food code"]
    if code.startswith("9999") or code not in nutrients:
        continue
    category = food["WWEIA Category description"]
    if category not in categories:
        categories.append(category)
    values = nutrients[code]
    folded = []
    for portion in sorted(portions.get(code, []), key=lambda r: int(r["Seq num"])):
        grams = float(portion["Portion weight (g)"])
        if grams <= 0:
            continue
        amount, measure = split_amount(clean(portion["Portion description"]))
        folded.append(f"{amount}|{measure.replace('|', '/').replace(';', ',')}|{portion['Portion weight (g)']}")
    fields = [code, corrected(clean(food["Main food description"])), clean(food["Additional food description"]),
              str(categories.index(category)), values["Energy (kcal)"], values["Protein (g)"], values["Total Fat (g)"],
              values["Carbohydrate (g)"]] + [values[column] for _, column in NUTRIENTS] + [";".join(folded)]
    rows.append("\t".join(fields))

out.write("# USDA FNDDS 2021-2023, public domain. Generated by scripts/build-fndds-table.py\n")
out.write("#categories\t" + "\t".join(categories) + "\n")
out.write("#nutrients\t" + "\t".join(name for name, _ in NUTRIENTS) + "\n")
out.write("\n".join(rows) + "\n")
