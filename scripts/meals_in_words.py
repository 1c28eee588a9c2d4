#!/usr/bin/env python3
"""Figures for meals in words, from the JSON lines `morsel-bench words FILE` prints.

For a NutriBench file (meal_id, amount_type, description, carb_g, energy_kcal, …), for each
wording:
  answered    the meal logged at once (every line sure)
  Acc@7.5     carbs within 7.5 g of the label, over all meals (a meal asked about is a miss)
  best        the same taking every best reading, asked or not
  within 20%  of the answered meals, energy within 20 % of the label (or within 10 kcal)
  off by 2x   of the answered meals, energy at least twice or at most half the label (either ≥ 50 kcal)
and the calibration: each meal's confidence (its least sure line), in bands, against how
often its energy was within 20 %.

For a diary file (text, low_kcal, high_kcal): plausible (sure, inside the band), asked, wrong
(sure, outside), wrong by 2x; a row with no band names no food and must be asked.

Usage: meals_in_words.py RESULTS.jsonl [RESULTS.jsonl …]   (the CSV's own columns are in each line)
"""
import json
import sys
from collections import defaultdict


def within(kcal, label):
    return abs(kcal - label) <= max(0.2 * label, 10)


def twice_off(kcal, label):
    return max(kcal, label) >= 50 and (kcal >= 2 * label or kcal * 2 <= label)


def pct(part, whole):
    return f"{100 * part / whole:5.1f} %" if whole else "    –"


def confidence(meal):
    lines = meal.get("lines") or []
    return min((line["confidence"] for line in lines), default=0.0)


def calibration(meals, correct, title):
    bands = [(0.0, 0.5), (0.5, 0.7), (0.7, 0.8), (0.8, 0.9), (0.9, 0.95), (0.95, 1.01)]
    print(f"  calibration ({title}): confidence band → meals, energy within 20 %, answered at once")
    for low, high in bands:
        chosen = [m for m in meals if "lines" in m and low <= confidence(m) < high]
        if not chosen:
            continue
        right = sum(1 for m in chosen if correct(m))
        sure = sum(1 for m in chosen if m["sure"])
        print(f"    {low:4.2f}–{min(high, 1):4.2f}: {len(chosen):4d} meals, {pct(right, len(chosen))} right, {sure:4d} answered")


def words(text):
    return set(w.rstrip("s") for w in "".join(c.lower() if c.isalnum() else " " for c in text).split() if len(w) > 2)


def aligned_lines(meal):
    """The meal's lines, each paired with the answer key's food it reads, where the foods read
    are as many as the foods recorded: the pairing that shares the most words of the names."""
    from itertools import permutations
    lines = meal.get("lines") or []
    items = meal["items"].split(" | ")
    kcal = [float(k) for k in meal["item_energy_kcal"].split(" | ")]
    if len(lines) != len(items) or len(items) > 6:
        return []
    said = [words(line["text"] + " " + line.get("food", "")) for line in lines]
    named = [words(item) for item in items]
    best = max(permutations(range(len(items))), key=lambda order: sum(len(said[i] & named[j]) for i, j in enumerate(order)))
    return [(lines[i], kcal[j]) for i, j in enumerate(best)]


def line_calibration(meals, title):
    bands = [(0.0, 0.5), (0.5, 0.7), (0.7, 0.8), (0.8, 0.9), (0.9, 0.95), (0.95, 1.01)]
    pairs = [pair for meal in meals for pair in aligned_lines(meal) if "kcal" in pair[0]]
    print(f"  calibration by food ({title}, {len(pairs)} foods of meals read into as many foods as recorded):")
    print(f"    confidence → foods, energy within 20 %; sure foods → within 20 %")
    for low, high in bands:
        chosen = [(line, kcal) for line, kcal in pairs if low <= line["confidence"] < high]
        if chosen:
            right = sum(1 for line, kcal in chosen if within(line["kcal"], kcal))
            sure = [(line, kcal) for line, kcal in chosen if line["sure"]]
            sure_right = sum(1 for line, kcal in sure if within(line["kcal"], kcal))
            print(f"    {low:4.2f}–{min(high, 1):4.2f}: {len(chosen):4d} foods, {pct(right, len(chosen))} right; {len(sure):4d} sure, {pct(sure_right, len(sure))} right")


def nutribench(rows, name):
    by_kind = defaultdict(list)
    for row in rows:
        by_kind[row["amount_type"]].append(row)
    for kind, meals in sorted(by_kind.items()):
        n = len(meals)
        answered = [m for m in meals if m["sure"]]
        acc = sum(1 for m in answered if abs(m["carbs"] - float(m["carb_g"])) <= 7.5)
        best = sum(1 for m in meals if "carbs" in m and abs(m["carbs"] - float(m["carb_g"])) <= 7.5)
        good = sum(1 for m in answered if within(m["kcal"], float(m["energy_kcal"])))
        bad = sum(1 for m in answered if twice_off(m["kcal"], float(m["energy_kcal"])))
        refused = sum(1 for m in meals if "error" in m)
        micros = sorted(m["micros"] for m in meals)
        print(f"{name} {kind}: {n} meals")
        print(f"  answered at once   {len(answered):4d}  {pct(len(answered), n)}   (refused outright {refused})")
        print(f"  Acc@7.5            {acc:4d}  {pct(acc, n)}")
        print(f"  Acc@7.5, best      {best:4d}  {pct(best, n)}")
        print(f"  answered, energy within 20 %  {good:4d}  {pct(good, len(answered))}")
        print(f"  answered, off by 2x or more   {bad:4d}  {pct(bad, len(answered))}")
        print(f"  reading time p50 {micros[n // 2] / 1000:.2f} ms, p90 {micros[n * 9 // 10] / 1000:.2f} ms")
        calibration(meals, lambda m: "kcal" in m and within(m["kcal"], float(m["energy_kcal"])), f"{kind}, best readings")
        line_calibration(meals, kind)


def diary(rows, name):
    plausible, asked, wrong, twice, no_food_asked, no_food = 0, [], [], [], 0, []
    for row in rows:
        if not row.get("low_kcal"):
            if row["sure"]:
                no_food.append(f"{row['text']} → {row['kcal']} kcal")
            else:
                no_food_asked += 1
            continue
        low, high = int(row["low_kcal"]), int(row["high_kcal"])
        if not row["sure"]:
            asked.append(row["text"])
        elif low <= row["kcal"] <= high:
            plausible += 1
        else:
            wrong.append(f"{row['text']} → {row['kcal']} kcal ({low}–{high})")
            if row["kcal"] >= 2 * high or row["kcal"] * 2 <= low:
                twice.append(row["text"])
    n = plausible + len(asked) + len(wrong)
    print(f"{name}: {n} meals: {plausible} plausible ({pct(plausible, n).strip()}), {len(asked)} asked, "
          f"{len(wrong)} wrong ({pct(len(wrong), n).strip()}), {len(twice)} by 2x or more")
    if no_food or no_food_asked:
        print(f"  naming no food: {no_food_asked} of {no_food_asked + len(no_food)} asked")
    for line in wrong:
        print(f"  wrong: {line}")
    for line in no_food:
        print(f"  named no food, answered: {line}")
    for text in asked:
        print(f"  asked: {text}")
    calibration([r for r in rows if r.get("low_kcal")],
                lambda m: "kcal" in m and int(m["low_kcal"]) <= m["kcal"] <= int(m["high_kcal"]), "best readings inside the band")


def main():
    for path in sys.argv[1:]:
        rows = [json.loads(line) for line in open(path, encoding="utf-8") if line.strip()]
        if rows and "amount_type" in rows[0]:
            nutribench(rows, path)
        else:
            diary(rows, path)


if __name__ == "__main__":
    main()
