/// Ingredient lines from the recipe-page fixtures (Tests/Fixtures/recipe-pages), each with the
/// weight worked out by hand from the line and USDA SR28 portions (nil: cannot be weighed honestly).
/// The working is in the comment beside each line.
enum RecipePageSample {
    static let lines: [(line: String, grams: Double?, foodID: String)] = [
        ("400 grams water", 400.0, "14555"), // 400 g as written; Water, bottled, generic
        ("400 grams white vinegar (distilled 5%)", 400.0, "02053"), // 400 g as written; Vinegar, distilled
        ("750 g artichokes", 750.0, "11007"), // 750 g as written; Artichokes, (globe or french), raw
        ("1 1/2 kilo chicken breast fillet", 1500.0, "05062"), // 1.5 kg = 1500 g; Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw
        ("8 ounces penne pasta", 226.8, "20120"), // 8 oz × 28.3495; Pasta, dry, enriched
        ("3 slices bacon", 34.5, "10862"), // 3 × cooked slice 11.5 g (counted bacon is eaten cooked, the fat rendered off); Pork, cured, bacon, pre-sliced, cooked, pan-fried
        ("120 g fresh salmon (skin and bones removed)", 120.0, "15236"), // 120 g as written; Fish, salmon, Atlantic, farmed, raw
        ("1/2 cucumber", 150.5, "11205"), // 0.5 × cucumber (8-1/4") 301 g; Cucumber, with peel, raw
        ("2 cups (240g) all-purpose flour", 240.0, "20081"), // 240 g as written; stated weight; Wheat flour, white, all-purpose, enriched, bleached
        ("1 cup (84g) unsweetened cocoa powder", 84.0, "19165"), // 84 g as written; stated weight; Cocoa, dry powder, unsweetened
        ("1½ pounds eggplant, unpeeled, sliced lengthwise ¼ inch thick", 680.39, "11209"), // 1.5 lb × 453.592; Eggplant, raw
        ("¾ pound zucchini, unpeeled, sliced lengthwise ¼ inch thick", 340.19, "11477"), // 0.75 lb × 453.592; Squash, summer, zucchini, includes skin, raw
        ("3 slices thick-cut bacon, diced", 34.5, "10862"), // 3 × cooked slice 11.5 g; USDA has no thick-cut slice; Pork, cured, bacon, pre-sliced, cooked, pan-fried
        ("1 tablespoons olive oil", 13.5, "04053"), // 1 tbsp × 14.787/236.588 × cup 216 g; Oil, olive, salad or cooking
        ("2 cups quinoa (cooked and cooked, measured after cooking)", 370.0, "20137"), // 2 × cup 185 g; line says measured after cooking, so cooked quinoa; Quinoa, cooked
        ("2 sweet potatoes (peeled and cubed)", 260.0, "11507"), // 2 × sweetpotato, 5" long 130 g; no medium portion; first count portion; Sweet potato, raw, unprepared
        ("12 pickling cucumbers", nil, "11205"), // nil: USDA's only count portion is an 8-1/4" cucumber (301 g), three times a pickling cucumber; Cucumber, with peel, raw
        ("8 sprigs fresh dill", 1.6, "02045"), // 8 sprigs × (5 sprigs 1.0 g)/5; Dill weed, fresh
        ("4 chicken breast fillets (free range)", 1088.0, "05062"), // 4 × piece 272 g; only count portion; Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw
        ("½ tsp coarse salt (ground)", 3.04, "02047"), // 0.5 tsp × 4.929/236.588 × cup 292 g; Salt, table
        ("450g bread flour (scant 3 1/2 cups)", 450.0, "20083"), // 450 g as written; Wheat flour, white, bread, enriched
        ("40g sugar (3 Tbsp)", 40.0, "19335"), // 40 g as written; Sugars, granulated
        ("1 13.5 – ounce can full-fat coconut milk", 382.72, "12118"), // 13.5 oz × 28.3495; one 13.5 oz can; Nuts, coconut milk, canned (liquid expressed from grated meat and water)
        ("1/4 cup sugar", 50.0, "19335"), // 1/4 × cup 200 g; Sugars, granulated
        ("125ml non dairy milk", 128.39, "16120"), // 125 ml / 236.588 × cup 243 g; non-dairy milk read as soy milk; Soymilk, original and vanilla, unfortified
        ("1 tsp apple cider vinegar", 4.98, "02048"), // 1 tsp × 4.929/236.588 × cup 239 g; Vinegar, cider
        ("2 cups pretzel crumbs (5-6 cups pretzel sticks)", nil, "19047"), // nil: pretzels have no volume portion, and crumbs weigh far less than water; Snacks, pretzels, hard, plain, salted
        ("1/2 cup melted unsalted butter", 113.5, "01145"), // 1/2 × cup 227 g; Butter, without salt
        ("⅔ cup (130g) granulated sugar", 130.0, "19335"), // 130 g as written; stated weight; Sugars, granulated
        ("Zest from 2 large lemons, divided", 12.0, "09156"), // no USDA count portion for zest: Morsel's stated convention, the zest of one fruit ≈ 1 tbsp of peel (6 g), × 2; Lemon peel, raw
        ("1 tablespoon extra-virgin olive oil", 13.5, "04053"), // 1 tbsp × 14.787/236.588 × cup 216 g; Oil, olive, salad or cooking
        ("0.5 cup chopped onion", 80.0, "11282"), // 1/2 × cup, chopped 160 g; Onions, raw
        ("1 whole salmon fillet (or 4 5-oz portions)", 566.99, "15236"), // stated 4 × 5 oz × 28.3495; whole fillet taken as the stated 4 × 5 oz; Fish, salmon, Atlantic, farmed, raw
        ("2 tbsp yellow or white miso paste", 34.38, "16112"), // 2 tbsp × 14.787/236.588 × cup 275 g; Miso
        ("1/2 lb (220g) ground turkey meat", 220.0, "05305"), // 220 g as written; stated weight; Ground turkey, raw
        ("1/2 lb (220g) ground chicken meat", 220.0, "05332"), // 220 g as written; stated weight; Chicken, ground, raw
        ("1 tablespoon olive oil", 13.5, "04053"), // 1 tbsp × 14.787/236.588 × cup 216 g; Oil, olive, salad or cooking
        ("⅓ cup chopped onion", 53.33, "11282"), // 1/3 × cup, chopped 160 g; Onions, raw
        ("2 bulbs garlic", nil, "11215"), // nil: garlic has clove but no bulb portion; Garlic, raw
        ("1/2 cup olive oil", 108.0, "04053"), // 1/2 × cup 216 g; Oil, olive, salad or cooking
        ("2 small corn tortillas", 48.0, "18363"), // 2 × tortilla 24 g; no small portion; plain tortilla count; Tortillas, ready-to-bake or -fry, corn
        ("2 eggs", 88.0, "01123"), // 2 × medium 44 g; no size named, so medium; Egg, whole, raw, fresh
        ("1 cup water", 237.0, "14555"), // 1 × cup 237 g; Water, bottled, generic
        ("2/3 cup orange juice", 165.33, "09206"), // 2/3 × cup 248 g; Orange juice, raw
        ("6–8 chicken wings (drumette and wingette parts)", 749.0, "05100"), // 7 × piece 107 g; 6–8 midpoint 7 wings; Chicken, broilers or fryers, wing, meat and skin, raw
        ("1/2 cup corn flour (cornstarch)", 64.0, "20027"), // 1/2 × cup 128 g; Cornstarch
        ("1 cup butter room temperature (very soft)", 227.0, "01001"), // 1 × cup 227 g; Butter, salted
        ("1 cup granulated sugar", 200.0, "19335"), // 1 × cup 200 g; Sugars, granulated
        ("1/4 cup olive oil", 54.0, "04053"), // 1/4 × cup 216 g; Oil, olive, salad or cooking
        ("1 medium sweet onion, (diced)", 331.0, "11294"), // 1 × onion 331 g; no medium portion; only count portion; Onions, sweet, raw
        ("2 ½ cups (312.5 g) all-purpose flour", 312.5, "20081"), // 312.5 g as written; stated weight; Wheat flour, white, all-purpose, enriched, bleached
        ("4 teaspoons baking powder", 18.4, "18369"), // 4 × tsp 4.6 g; no cup portion; Leavening agents, baking powder, double-acting, sodium aluminum sulfate
        ("6 boneless chicken breasts", 1632.0, "05062"), // 6 × piece 272 g; only count portion; Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw
        ("1/2 cup butter", 113.5, "01001"), // 1/2 × cup 227 g; Butter, salted
        ("4 pounds crisp, sweet apples (8 large), rinsed", 1814.37, "09003"), // 4 lb × 453.592; Apples, raw, with skin
        ("One 3-inch cinnamon stick or 1/2 teaspoon ground cinnamon", nil, "02010"), // nil: a cinnamon stick has no USDA count portion (alternative 1/2 tsp ground = 1.3 g); Spices, cinnamon, ground
        ("1 1/2 pounds potatoes (2 large russets)", 680.39, "11353"), // 1.5 lb × 453.592; Potatoes, russet, flesh and skin, raw
        ("2 teaspoons olive oil", 9.0, "04053"), // 2 tsp × 4.929/236.588 × cup 216 g; Oil, olive, salad or cooking
        ("½ cup popping corn", 83.0, "20014"), // 1/2 × cup 166 g; popping corn = dry kernels; Corn grain, yellow
        ("2 tbsp oil", 27.25, "04044"), // 2 tbsp × 14.787/236.588 × cup 218 g; plain oil read as vegetable (soybean) oil; Oil, soybean, salad or cooking
        ("1 lb ground beef", 453.59, "23572"), // 1 lb × 453.592; Beef, ground, 80% lean meat / 20% fat, raw
        ("6 Hard Taco Shells", 79.8, "18360"), // 6 × medium (approx 5" dia) 13.3 g; Taco shells, baked
        ("200 g / 7 oz linguine or spaghetti (gluten-free if needed)", 200.0, "20120"), // 200 g as written; Pasta, dry, enriched
        ("2-3 tbsp / 30-45 ml olive oil", 33.75, "04053"), // 2.5 tbsp × 14.787/236.588 × cup 216 g; 2-3 midpoint 2.5; Oil, olive, salad or cooking
        ("3-4 medium to large boneless skinless chicken breasts", 952.0, "05062"), // 3.5 × piece 272 g; 3-4 midpoint 3.5; only count portion; Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw
        ("1 cup chicken broth (or water)", 249.0, "06194"), // 1 × cup 249 g; Soup, chicken broth, ready-to-serve
        ("Cooking spray, for pan", nil, "04679"), // nil: cooking spray, unquantified; Oil, PAM cooking spray, original
        ("1 cup panko bread crumbs", 108.0, "18079"), // 1 × cup 108 g; no panko in SR28; panko is lighter; Bread crumbs, dry, grated, plain
        ("2½ lbs top round roast", 1133.98, "23327"), // 2.5 lb × 453.592; Beef, round, top round roast, boneless, separable lean and fat, trimmed to 0" fat, all grades, raw
        ("½ cup cream cheese", 116.0, "01017"), // 1/2 × cup 232 g; Cheese, cream
        ("1 pound ground beef (lean, 90%)", 453.59, "23562"), // 1 lb × 453.592; Beef, ground, 90% lean meat / 10% fat, raw
        ("1 packet of taco seasoning", nil, "02075"), // nil: no packet portion (only 2 tsp 5.7 g); Seasoning mix, dry, taco, original
        ("1/2 cup water", 118.5, "14555"), // 1/2 × cup 237 g; Water, bottled, generic
        ("2 cups sugar", 400.0, "19335"), // 2 × cup 200 g; Sugars, granulated
        ("Plain Flour", nil, "20081"), // nil: no amount; Wheat flour, white, all-purpose, enriched, bleached
        ("Water", nil, "14555"), // nil: no amount; Water, bottled, generic
        ("1 cup unsweetened almond milk", 262.0, "14091"), // 1 × cup 262 g; Beverages, almond milk, unsweetened, shelf stable
        ("1 tablespoon apple cider vinegar", 14.94, "02048"), // 1 tbsp × 14.787/236.588 × cup 239 g; Vinegar, cider
        ("10 pcs. semi-ripe or ripe Saba Banana", 1790.0, "09277"), // 10 × medium 179 g; saba read as plantain; saba are smaller; Plantains, raw
        ("1/4 cup brown sugar", 55.0, "19334"), // 1/4 × cup packed 220 g; brown sugar measured packed by convention; Sugars, brown
        ("2 tablespoons heavy cream", 29.75, "01053"), // 2 tbsp × 14.787/236.588 × cup 238 g; cup, fluid; Cream, fluid, heavy whipping
        ("2 tablespoons 2% milk", 30.5, "01079"), // 2 tbsp × 14.787/236.588 × cup 244 g; Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D
        ("250g Lean tuna", 250.0, "15127"), // 250 g as written; Fish, tuna, fresh, yellowfin, raw
        ("2 tablespoons White sesame seeds", 18.0, "12023"), // 2 tbsp × 14.787/236.588 × cup 144 g; Seeds, sesame seeds, whole, dried
        ("500 gm cherry tomatoes", 500.0, "11529"), // 500 g as written; Tomatoes, red, ripe, raw, year round average
        ("1 teaspoon spice oregano", 1.0, "02027"), // 1 × tsp, leaves 1 g; no cup portion; Spices, oregano, dried
        ("1 can (398 ml/14 oz) plum tomatoes, drained", 396.89, "11531"), // 14 oz × 28.3495; one 14 oz can, as bought (before draining); Tomatoes, red, ripe, canned, packed in tomato juice
        ("1/2 cup (125 ml) ketchup", 120.0, "11935"), // 1/2 × cup 240 g; Catsup
        ("2 ½ Goat Meat (Cleaned and washed)", nil, "17168"), // nil: 2 1/2 with no unit; goat has no count portion; Goat, raw
        ("1 Tbsp. Kosher Salt", 18.25, "02047"), // 1 tbsp × 14.787/236.588 × cup 292 g; table salt; kosher salt is lighter; Salt, table
        ("4 portions Sizzlefish Chilean sea bass", nil, "15091"), // nil: 'portions' is no USDA measure (sea bass has only fillet 129 g, 3 oz); Fish, sea bass, mixed species, raw
        ("1 tbsp Sizzlefish blackening seasoning", 6.8, "02028"), // 1 × tbsp 6.8 g; no blackening seasoning in SR28; paprika (its base), no cup portion; Spices, paprika
        ("1 1-pound loaf sourdough, at least 1 day old", 453.59, "18029"), // 1 lb × 453.592; one 1-pound loaf; Bread, french or vienna (includes sourdough)
        ("1/4 cup salted butter", 56.75, "01001"), // 1/4 × cup 227 g; Butter, salted
        ("350 grams gluten-free flour of choice", 350.0, "20061"), // 350 g as written; gluten-free flour read as white rice flour; Rice flour, white, unenriched
        ("Water, as needed, filtered or bottled spring water", nil, "14555"), // nil: as needed; Water, bottled, generic
        ("1 tbsp Cream Cheese", 14.5, "01017"), // 1 tbsp × 14.787/236.588 × cup 232 g; Cheese, cream
        ("1 tsp Vanilla Extract", 4.33, "02050"), // 1 tsp × 4.929/236.588 × cup 208 g; Vanilla extract
        ("4 lbs. boneless pork shoulder", 1814.37, "10070"), // 4 lb × 453.592; Pork, fresh, shoulder, whole, separable lean and fat, raw
        ("¼ cup brown sugar", 55.0, "19334"), // 1/4 × cup packed 220 g; brown sugar measured packed by convention; Sugars, brown
        ("¼ cup panko breadcrumbs", 27.0, "18079"), // 1/4 × cup 108 g; no panko in SR28; panko is lighter; Bread crumbs, dry, grated, plain
        ("½ teaspoon garlic powder", 1.55, "02020"), // 0.5 × tsp 3.1 g; no cup portion; Spices, garlic powder
        ("1 teaspoon mild olive oil", 4.5, "04053"), // 1 tsp × 4.929/236.588 × cup 216 g; Oil, olive, salad or cooking
        ("4 ounces bulk Mexican chorizo sausage", 113.4, "07019"), // 4 oz × 28.3495; Chorizo, pork and beef
        ("1 pound green beans ((young beans are best), washed and trimmed)", 453.59, "11052"), // 1 lb × 453.592; Beans, snap, green, raw
        ("1/2 cup chopped walnuts (- you may substitute sliced almonds or pine nuts)", 58.5, "12155"), // 1/2 × cup, chopped 117 g; Nuts, walnuts, english
        ("3 1/2 pounds pork shoulder (pork butt)", 1587.57, "10070"), // 3.5 lb × 453.592; Pork, fresh, shoulder, whole, separable lean and fat, raw
        ("1 tablespoon kosher salt", 18.25, "02047"), // 1 tbsp × 14.787/236.588 × cup 292 g; table salt; kosher salt is lighter; Salt, table
        ("1 1/2 Tbsp salted or unsalted butter, (softened)", 21.28, "01001"), // 1.5 tbsp × 14.787/236.588 × cup 227 g; Butter, salted
        ("1 Tbsp finely grated parmesan cheese", 6.25, "01032"), // 1 tbsp × 14.787/236.588 × cup 100 g; Cheese, parmesan, grated
        ("1 lb ground beef", 453.59, "23572"), // 1 lb × 453.592; Beef, ground, 80% lean meat / 20% fat, raw
        ("1 tsp kosher salt", 6.08, "02047"), // 1 tsp × 4.929/236.588 × cup 292 g; table salt; kosher salt is lighter; Salt, table
        ("2 tablespoons extra-virgin olive oil, divided", 27.0, "04053"), // 2 tbsp × 14.787/236.588 × cup 216 g; Oil, olive, salad or cooking
        ("1 clove garlic, thinly sliced", 3.0, "11215"), // 1 × clove 3 g; Garlic, raw
        ("1/2 can coconut milk", 200.0, "12118"), // can size not given, no USDA can portion: Morsel's stated convention of a 400 g can, × 0.5; Nuts, coconut milk, canned (liquid expressed from grated meat and water)
        ("Juice of one lime", 44.0, "09160"), // 1 × lime yields 44 g; Lime juice, raw
    ]
}
