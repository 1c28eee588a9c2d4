/// Common ingredient names and the SR28 food that stands for each, chosen by hand so that
/// recipe nutrition is trustworthy. Keys are normalised: lower case, singular, words
/// separated by single spaces, no punctuation.
///
/// Keys are written the way ``FoodText/words(_:)`` cuts a name ("chillies" → "chilly",
/// "goat's cheese" → "goat s cheese"), with British and American names side by side. Values are
/// SR28 food numbers (leading zeros kept) of the form a cook buys: raw produce and meat,
/// dry pasta, rice and lentils, tinned and drained chickpeas and beans. A comment gives each
/// food's SR28 description, and says so where SR28 has no exact match and the nearest food
/// stands in. A few keys hold words ``IngredientMatcher`` drops as preparation ("minced
/// beef", "whole chicken", "extra virgin olive oil") or accents ``FoodText`` folds
/// ("jalapeño"); they record the intended food for those names.
enum IngredientAliases {
    /// The table with its keys cut into words exactly as ingredient names and queries are.
    static let normalized: [String: String] = Dictionary(
        foodIDs.map { (FoodText.words($0.key).joined(separator: " "), $0.value) },
        uniquingKeysWith: { first, _ in first })

    static let foodIDs: [String: String] = produce
        .merging(meatAndFish) { first, _ in first }
        .merging(dairyAndEggs) { first, _ in first }
        .merging(pantry) { first, _ in first }
        .merging(seasonings) { first, _ in first }

    /// Vegetables, fruit and fresh herbs, raw as bought; tinned tomatoes, sweetcorn and frozen peas as sold.
    private static let produce: [String: String] = [
        "onion": "11282", // Onions, raw
        "red onion": "11282", // Onions, raw
        "spring onion": "11291", // Onions, spring or scallions (includes tops and bulb), raw
        "green onion": "11291", // Onions, spring or scallions (includes tops and bulb), raw
        "scallion": "11291", // Onions, spring or scallions (includes tops and bulb), raw
        "shallot": "11677", // Shallots, raw
        "banana shallot": "11677", // Shallots, raw
        "leek": "11246", // Leeks, (bulb and lower leaf-portion), raw
        "garlic": "11215", // Garlic, raw
        "garlic clove": "11215", // Garlic, raw
        "clove garlic": "11215", // Garlic, raw
        "ginger": "11216", // Ginger root, raw
        "ginger paste": "11216", // Ginger root, raw
        "galangal": "11216", // Ginger root, raw (nearest: ginger root)
        "potato": "11352", // Potatoes, flesh and skin, raw
        "floury potato": "11353", // Potatoes, russet, flesh and skin, raw
        "baking potato": "11353", // Potatoes, russet, flesh and skin, raw
        "russet potato": "11353", // Potatoes, russet, flesh and skin, raw
        "maris piper": "11353", // Potatoes, russet, flesh and skin, raw
        "waxy potato": "11355", // Potatoes, red, flesh and skin, raw
        "new potato": "11355", // Potatoes, red, flesh and skin, raw
        "baby potato": "11355", // Potatoes, red, flesh and skin, raw
        "charlotte potato": "11355", // Potatoes, red, flesh and skin, raw
        "red potato": "11355", // Potatoes, red, flesh and skin, raw
        "sweet potato": "11507", // Sweet potato, raw, unprepared
        "french fry": "11402", // Potatoes, french fried, all types, salt added in processing, frozen, unprepared
        "oven chip": "11402", // Potatoes, french fried, all types, salt added in processing, frozen, unprepared
        "carrot": "11124", // Carrots, raw
        "celery": "11143", // Celery, raw
        "celeriac": "11141", // Celeriac, raw
        "parsnip": "11298", // Parsnips, raw
        "swede": "11435", // Rutabagas, raw
        "rutabaga": "11435", // Rutabagas, raw
        "turnip": "11564", // Turnips, raw
        "beetroot": "11080", // Beets, raw
        "beet": "11080", // Beets, raw
        "radish": "11429", // Radishes, raw
        "mushroom": "11260", // Mushrooms, white, raw
        "chestnut mushroom": "11266", // Mushrooms, brown, italian, or crimini, raw
        "cremini mushroom": "11266", // Mushrooms, brown, italian, or crimini, raw
        "portobello mushroom": "11265", // Mushrooms, portabella, raw
        "shiitake mushroom": "11238", // Mushrooms, shiitake, raw
        "oyster mushroom": "11987", // Mushrooms, oyster, raw
        "red pepper": "11821", // Peppers, sweet, red, raw
        "sweet pepper": "11821", // Peppers, sweet, red, raw
        "bell pepper": "11821", // Peppers, sweet, red, raw
        "capsicum": "11821", // Peppers, sweet, red, raw
        "green pepper": "11333", // Peppers, sweet, green, raw
        "yellow pepper": "11951", // Peppers, sweet, yellow, raw
        "orange pepper": "11951", // Peppers, sweet, yellow, raw (nearest: SR28 has no orange sweet pepper)
        "roasted red pepper": "11943", // Pimento, canned (jarred roasted peppers: nearest is canned pimento)
        "chilli": "11819", // Peppers, hot chili, red, raw
        "chili": "11819", // Peppers, hot chili, red, raw
        "chile": "11819", // Peppers, hot chili, red, raw
        "chilly": "11819", // Peppers, hot chili, red, raw
        "chily": "11819", // Peppers, hot chili, red, raw
        "red chilli": "11819", // Peppers, hot chili, red, raw
        "green chilli": "11670", // Peppers, hot chili, green, raw
        "green chili": "11670", // Peppers, hot chili, green, raw
        "green chile": "11670", // Peppers, hot chili, green, raw
        "green chilly": "11670", // Peppers, hot chili, green, raw
        "green chily": "11670", // Peppers, hot chili, green, raw
        "jalapeno": "11979", // Peppers, jalapeno, raw
        "jalapeño": "11979", // Peppers, jalapeno, raw
        "scotch bonnet": "11819", // Peppers, hot chili, red, raw (nearest: generic red hot chili)
        "habanero": "11977", // Peppers, serrano, raw (nearest: a small hot pepper of about the same weight)
        "habanero pepper": "11977", // Peppers, serrano, raw (nearest: a small hot pepper of about the same weight)
        "dried chilli": "11962", // Peppers, hot chile, sun-dried
        "tomato": "11529", // Tomatoes, red, ripe, raw, year round average
        "cherry tomato": "11529", // Tomatoes, red, ripe, raw, year round average
        "plum tomato": "11529", // Tomatoes, red, ripe, raw, year round average
        "beef tomato": "11529", // Tomatoes, red, ripe, raw, year round average
        "tinned tomato": "11531", // Tomatoes, red, ripe, canned, packed in tomato juice
        "canned tomato": "11531", // Tomatoes, red, ripe, canned, packed in tomato juice
        "chopped tomato": "11531", // Tomatoes, red, ripe, canned, packed in tomato juice
        "sun dried tomato": "11956", // Tomatoes, sun-dried, packed in oil, drained
        "cabbage": "11109", // Cabbage, raw
        "red cabbage": "11112", // Cabbage, red, raw
        "savoy cabbage": "11114", // Cabbage, savoy, raw
        "pak choi": "11116", // Cabbage, chinese (pak-choi), raw
        "bok choy": "11116", // Cabbage, chinese (pak-choi), raw
        "chinese cabbage": "11119", // Cabbage, chinese (pe-tsai), raw
        "napa cabbage": "11119", // Cabbage, chinese (pe-tsai), raw
        "spinach": "11457", // Spinach, raw
        "frozen spinach": "11463", // Spinach, frozen, chopped or leaf, unprepared
        "kale": "11233", // Kale, raw
        "cavolo nero": "11233", // Kale, raw
        "broccoli": "11090", // Broccoli, raw
        "chinese broccoli": "11994", // Broccoli, chinese, raw
        "cauliflower": "11135", // Cauliflower, raw
        "brussel sprout": "11098", // Brussels sprouts, raw
        "pea": "11312", // Peas, green, frozen, unprepared
        "frozen pea": "11312", // Peas, green, frozen, unprepared
        "petit pois": "11312", // Peas, green, frozen, unprepared
        "mange tout": "11300", // Peas, edible-podded, raw
        "mangetout": "11300", // Peas, edible-podded, raw
        "snow pea": "11300", // Peas, edible-podded, raw
        "sugar snap pea": "11300", // Peas, edible-podded, raw
        "green bean": "11052", // Beans, snap, green, raw
        "french bean": "11052", // Beans, snap, green, raw
        "broad bean": "11088", // Broadbeans, immature seeds, raw
        "fava bean": "11088", // Broadbeans, immature seeds, raw
        "edamame": "11450", // Soybeans, green, raw
        "sweetcorn": "11172", // Corn, sweet, yellow, canned, whole kernel, drained solids
        "sweet corn": "11172", // Corn, sweet, yellow, canned, whole kernel, drained solids
        "corn": "11167", // Corn, sweet, yellow, raw
        "creamed corn": "11174", // Corn, sweet, yellow, canned, cream style, regular pack
        "avocado": "09037", // Avocados, raw, all commercial varieties
        "guacamole": "09037", // Avocados, raw, all commercial varieties (mostly avocado)
        "cucumber": "11205", // Cucumber, with peel, raw
        "lettuce": "11252", // Lettuce, iceberg (includes crisphead types), raw
        "iceberg lettuce": "11252", // Lettuce, iceberg (includes crisphead types), raw
        "romaine lettuce": "11251", // Lettuce, cos or romaine, raw
        "cos lettuce": "11251", // Lettuce, cos or romaine, raw
        "little gem lettuce": "11251", // Lettuce, cos or romaine, raw
        "little gem": "11251", // Lettuce, cos or romaine, raw
        "rocket": "11959", // Arugula, raw
        "arugula": "11959", // Arugula, raw
        "watercress": "11591", // Watercress, raw
        "courgette": "11477", // Squash, summer, zucchini, includes skin, raw
        "zucchini": "11477", // Squash, summer, zucchini, includes skin, raw
        "aubergine": "11209", // Eggplant, raw
        "eggplant": "11209", // Eggplant, raw
        "egg plant": "11209", // Eggplant, raw
        "butternut squash": "11485", // Squash, winter, butternut, raw
        "squash": "11643", // Squash, winter, all varieties, raw
        "pumpkin": "11422", // Pumpkin, raw
        "fennel": "11957", // Fennel, bulb, raw
        "asparagus": "11011", // Asparagus, raw
        "artichoke": "11007", // Artichokes, (globe or french), raw
        "jerusalem artichoke": "11226", // Jerusalem-artichokes, raw
        "okra": "11278", // Okra, raw
        "bean sprout": "11043", // Mung beans, mature seeds, sprouted, raw
        "beansprout": "11043", // Mung beans, mature seeds, sprouted, raw
        "water chestnut": "11590", // Waterchestnuts, chinese, canned, solids and liquids
        "olive": "09193", // Olives, ripe, canned (small-extra large)
        "black olive": "09193", // Olives, ripe, canned (small-extra large)
        "green olive": "09195", // Olives, pickled, canned or bottled, green
        "caper": "02054", // Capers, canned
        "gherkin": "11937", // Pickles, cucumber, dill or kosher dill
        "pickle": "11937", // Pickles, cucumber, dill or kosher dill
        "dill pickle": "11937", // Pickles, cucumber, dill or kosher dill
        "sauerkraut": "11439", // Sauerkraut, canned, solids and liquids
        "apple": "09003", // Apples, raw, with skin
        "green apple": "09502", // Apples, raw, granny smith, with skin
        "granny smith apple": "09502", // Apples, raw, granny smith, with skin
        "bramley apple": "09004", // Apples, raw, without skin
        "cooking apple": "09004", // Apples, raw, without skin
        "pear": "09252", // Pears, raw
        "banana": "09040", // Bananas, raw
        "orange": "09200", // Oranges, raw, all commercial varieties
        "lemon": "09150", // Lemons, raw, without peel
        "lime": "09159", // Limes, raw
        "grapefruit": "09111", // Grapefruit, raw, pink and red and white, all areas
        "lemon juice": "09152", // Lemon juice, raw
        "lime juice": "09160", // Lime juice, raw
        "orange juice": "09206", // Orange juice, raw
        "apple juice": "09016", // Apple juice, canned or bottled, unsweetened, without added ascorbic acid
        "pineapple juice": "09273", // Pineapple juice, canned or bottled, unsweetened, without added ascorbic acid
        "lemon zest": "09156", // Lemon peel, raw
        "orange zest": "09216", // Orange peel, raw
        "lime zest": "09156", // Lemon peel, raw (nearest: SR28 has no lime peel, lemon peel used)
        "strawberry": "09316", // Strawberries, raw
        "raspberry": "09302", // Raspberries, raw
        "mixed berry": "09302", // Raspberries, raw (mixed berries read as raspberries (similar energy))
        "blueberry": "09050", // Blueberries, raw
        "blackberry": "09042", // Blackberries, raw
        "blackcurrant": "09083", // Currants, european black, raw
        "redcurrant": "09084", // Currants, red and white, raw
        "cherry": "09070", // Cherries, sweet, raw
        "peach": "09236", // Peaches, yellow, raw
        "nectarine": "09191", // Nectarines, raw
        "plum": "09279", // Plums, raw
        "apricot": "09021", // Apricots, raw
        "mango": "09176", // Mangos, raw
        "pineapple": "09266", // Pineapple, raw, all varieties
        "grape": "09132", // Grapes, red or green (European type, such as Thompson seedless), raw
        "kiwi": "09148", // Kiwifruit, green, raw
        "melon": "09181", // Melons, cantaloupe, raw
        "watermelon": "09326", // Watermelon, raw
        "pomegranate": "09286", // Pomegranates, raw
        "rhubarb": "09307", // Rhubarb, raw
        "fig": "09089", // Figs, raw
        "cranberry": "09078", // Cranberries, raw
        "coconut": "12104", // Nuts, coconut meat, raw
        "parsley": "11297", // Parsley, fresh
        "coriander": "11165", // Coriander (cilantro) leaves, raw
        "coriander leaf": "11165", // Coriander (cilantro) leaves, raw
        "cilantro": "11165", // Coriander (cilantro) leaves, raw
        "basil": "02044", // Basil, fresh
        "basil leaf": "02044", // Basil, fresh
        "mint": "02065", // Spearmint, fresh
        "thyme": "02049", // Thyme, fresh
        "rosemary": "02063", // Rosemary, fresh
        "dill": "02045", // Dill weed, fresh
        "chive": "11156", // Chives, raw
        "lemongrass": "11972", // Lemon grass (citronella), raw
        "lemon grass": "11972", // Lemon grass (citronella), raw
        "butter lettuce": "11250", // Lettuce, butterhead (includes boston and bibb types), raw
        "dried mushroom": "11268", // Mushrooms, shiitake, dried (dried shiitake stands for dried mushrooms)
        "porcini": "11268", // Mushrooms, shiitake, dried (dried porcini: nearest is dried shiitake)
    ]

    /// Meat, poultry and fish, raw as bought; cured meats unheated; tinned tuna and anchovies drained.
    private static let meatAndFish: [String: String] = [
        "chicken": "05006", // Chicken, broilers or fryers, meat and skin, raw (meat and skin without bone)
        "whole chicken": "05006", // Chicken, broilers or fryers, meat and skin, raw (meat and skin without bone)
        "chicken breast": "05062", // Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw
        "chicken fillet": "05062", // Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw
        "chicken thigh": "05096", // Chicken, broilers or fryers, dark meat, thigh, meat only, raw (boneless, skinless, as most recipes weigh thighs)
        "chicken leg": "05075", // Chicken, broilers or fryers, leg, meat and skin, raw
        "chicken drumstick": "05066", // Chicken, broilers or fryers, drumstick, meat and skin, raw
        "drumstick": "05066", // Chicken, broilers or fryers, drumstick, meat and skin, raw
        "chicken wing": "05100", // Chicken, broilers or fryers, wing, meat and skin, raw
        "chicken liver": "05027", // Chicken, liver, all classes, raw
        "chicken mince": "05332", // Chicken, ground, raw
        "turkey": "05165", // Turkey, whole, meat and skin, raw
        "turkey breast": "05219", // Turkey, breast, from whole bird, meat only, raw
        "turkey mince": "05305", // Ground turkey, raw
        "ground turkey": "05305", // Ground turkey, raw
        "ground turkey meat": "05305", // Ground turkey, raw
        "ground chicken": "05332", // Chicken, ground, raw
        "ground chicken meat": "05332", // Chicken, ground, raw
        "duck": "05139", // Duck, domesticated, meat and skin, raw
        "duck breast": "05141", // Duck, domesticated, meat only, raw (domestic duck meat without skin; SR28 has no raw duck breast with skin)
        "duck leg": "05139", // Duck, domesticated, meat and skin, raw (whole-duck meat and skin: fattier than leg alone)
        "beef": "13795", // Beef, composite of trimmed retail cuts, separable lean and fat, trimmed to 1/8" fat, all grades, raw
        "stewing beef": "23093", // Beef, chuck for stew, separable lean and fat, all grades, raw
        "stewing steak": "23093", // Beef, chuck for stew, separable lean and fat, all grades, raw
        "braising steak": "23093", // Beef, chuck for stew, separable lean and fat, all grades, raw
        "beef mince": "23567", // Beef, ground, 85% lean meat / 15% fat, raw (15% fat: ordinary mince; "lean" versions are 5-10%)
        "minced beef": "23567", // Beef, ground, 85% lean meat / 15% fat, raw
        "ground beef": "23567", // Beef, ground, 85% lean meat / 15% fat, raw
        "mince": "23567", // Beef, ground, 85% lean meat / 15% fat, raw
        "steak mince": "23567", // Beef, ground, 85% lean meat / 15% fat, raw
        "beef steak": "13929", // Beef, top sirloin, steak, separable lean and fat, trimmed to 1/8" fat, all grades, raw
        "steak": "13929", // Beef, top sirloin, steak, separable lean and fat, trimmed to 1/8" fat, all grades, raw
        "fillet steak": "13917", // Beef, tenderloin, steak, separable lean and fat, trimmed to 1/8" fat, all grades, raw
        "beef fillet": "13917", // Beef, tenderloin, steak, separable lean and fat, trimmed to 1/8" fat, all grades, raw
        "ribeye": "23201", // Beef, rib eye steak/roast, boneless, lip-on, separable lean and fat, trimmed to 1/8" fat, all grades, raw
        "flank steak": "13970", // Beef, flank, steak, separable lean and fat, trimmed to 0" fat, all grades, raw
        "skirt steak": "23224", // Beef, plate steak, boneless, outside skirt, separable lean and fat, trimmed to 0" fat, all grades, raw
        "beef brisket": "13803", // Beef, brisket, whole, separable lean and fat, trimmed to 1/8" fat, all grades, raw
        "brisket": "13803", // Beef, brisket, whole, separable lean and fat, trimmed to 1/8" fat, all grades, raw
        "short rib": "23128", // Beef, chuck, short ribs, boneless, separable lean and fat, trimmed to 0" fat, all grades, raw
        "beef liver": "13325", // Beef, variety meats and by-products, liver, raw
        "corned beef": "13348", // Beef, cured, corned beef, canned (British sense: tinned corned beef)
        "veal": "17088", // Veal, composite of trimmed retail cuts, separable lean and fat, raw
        "veal escalope": "17426", // Veal, leg, top round, cap off, cutlet, boneless, raw
        "lamb": "17226", // Lamb, domestic, composite of trimmed retail cuts, separable lean and fat, trimmed to 1/8" fat, choice, raw
        "lamb leg": "17230", // Lamb, domestic, leg, whole (shank and sirloin), separable lean and fat, trimmed to 1/8" fat, choice, raw
        "leg lamb": "17230", // Lamb, domestic, leg, whole (shank and sirloin), separable lean and fat, trimmed to 1/8" fat, choice, raw
        "lamb shoulder": "17242", // Lamb, domestic, shoulder, whole (arm and blade), separable lean and fat, trimmed to 1/8" fat, choice, raw
        "lamb mince": "17224", // Lamb, ground, raw
        "lamb chop": "17236", // Lamb, domestic, loin, separable lean and fat, trimmed to 1/8" fat, choice, raw
        "lamb loin chop": "17236", // Lamb, domestic, loin, separable lean and fat, trimmed to 1/8" fat, choice, raw
        "lamb shank": "17228", // Lamb, domestic, foreshank, separable lean and fat, trimmed to 1/8" fat, choice, raw
        "lamb liver": "17199", // Lamb, variety meats and by-products, liver, raw
        "goat meat": "17168", // Goat, raw
        "pork": "10187", // Pork, fresh, composite of trimmed retail cuts (leg, loin, shoulder, and spareribs), separable lean and fat, raw
        "pork shoulder": "10070", // Pork, fresh, shoulder, whole, separable lean and fat, raw
        "pork belly": "10005", // Pork, fresh, belly, raw
        "pork loin": "10020", // Pork, fresh, loin, whole, separable lean and fat, raw
        "pork tenderloin": "10218", // Pork, fresh, loin, tenderloin, separable lean and fat, raw
        "pork fillet": "10218", // Pork, fresh, loin, tenderloin, separable lean and fat, raw
        "pork chop": "10036", // Pork, fresh, loin, center loin (chops), bone-in, separable lean and fat, raw
        "pork mince": "10219", // Pork, fresh, ground, raw
        "pork rib": "10088", // Pork, fresh, spareribs, separable lean and fat, raw
        "spare rib": "10088", // Pork, fresh, spareribs, separable lean and fat, raw
        "bacon": "10123", // Pork, cured, bacon, unprepared
        "streaky bacon": "10123", // Pork, cured, bacon, unprepared
        "lardon": "10123", // Pork, cured, bacon, unprepared
        "pancetta": "10123", // Pork, cured, bacon, unprepared (nearest: cured pork belly bacon)
        "back bacon": "10130", // Canadian bacon, unprepared (nearest: Canadian bacon (loin); UK back bacon keeps a fat rim, so somewhat leaner than reality)
        "ham": "10182", // Pork, cured, ham, boneless, extra lean and regular, unheated
        "gammon": "10150", // Pork, cured, ham, whole, separable lean and fat, unheated
        "prosciutto": "10141", // Pork, cured, ham, center slice, country-style, separable lean only, raw (nearest dry-cured ham in SR28)
        "parma ham": "10141", // Pork, cured, ham, center slice, country-style, separable lean only, raw (nearest dry-cured ham in SR28)
        "sausage": "07063", // Pork sausage, link/patty, unprepared
        "pork sausage": "07063", // Pork sausage, link/patty, unprepared
        "vegetarian sausage": "16107", // Sausage, meatless
        "veggie sausage": "16107", // Sausage, meatless
        "italian sausage": "07036", // Sausage, Italian, pork, raw
        "chorizo": "07019", // Chorizo, pork and beef
        "salami": "07072", // Salami, dry or hard, pork, beef
        "pepperoni": "07057", // Pepperoni, beef and pork, sliced
        "kielbasa": "07970", // Kielbasa, fully cooked, unheated
        "salmon": "15236", // Fish, salmon, Atlantic, farmed, raw
        "smoked salmon": "15077", // Fish, salmon, chinook, smoked
        "cod": "15015", // Fish, cod, Atlantic, raw
        "haddock": "15033", // Fish, haddock, raw
        "smoked haddock": "15035", // Fish, haddock, smoked
        "white fish": "15015", // Fish, cod, Atlantic, raw (represented by Atlantic cod)
        "pollock": "15065", // Fish, pollock, Atlantic, raw
        "hake": "15132", // Fish, whiting, mixed species, raw (nearest: whiting (same cod order))
        "tuna": "15121", // Fish, tuna, light, canned in water, drained solids (as most recipes use it: canned light tuna in water, drained)
        "tuna steak": "15127", // Fish, tuna, fresh, yellowfin, raw
        "mackerel": "15046", // Fish, mackerel, Atlantic, raw
        "sardine": "15088", // Fish, sardine, Atlantic, canned in oil, drained solids with bone
        "anchovy": "15002", // Fish, anchovy, european, canned in oil, drained solids
        "anchovy fillet": "15002", // Fish, anchovy, european, canned in oil, drained solids
        "trout": "15240", // Fish, trout, rainbow, farmed, raw
        "sea bass": "15091", // Fish, sea bass, mixed species, raw
        "red snapper": "15101", // Fish, snapper, mixed species, raw
        "monkfish": "15054", // Fish, monkfish, raw
        "halibut": "15036", // Fish, halibut, Atlantic and Pacific, raw
        "sole": "15028", // Fish, flatfish (flounder and sole species), raw
        "plaice": "15028", // Fish, flatfish (flounder and sole species), raw
        "tilapia": "15261", // Fish, tilapia, raw
        "herring": "15039", // Fish, herring, Atlantic, raw
        "prawn": "15149", // Crustaceans, shrimp, mixed species, raw (may have been previously frozen)
        "king prawn": "15149", // Crustaceans, shrimp, mixed species, raw (may have been previously frozen)
        "tiger prawn": "15149", // Crustaceans, shrimp, mixed species, raw (may have been previously frozen)
        "shrimp": "15149", // Crustaceans, shrimp, mixed species, raw (may have been previously frozen)
        "crab": "15141", // Crustaceans, crab, blue, canned
        "lobster": "15147", // Crustaceans, lobster, northern, raw
        "mussel": "15164", // Mollusks, mussel, blue, raw
        "clam": "15157", // Mollusks, clam, mixed species, raw
        "scallop": "15172", // Mollusks, scallop, mixed species, raw
        "squid": "15175", // Mollusks, squid, mixed species, raw
        "calamari": "15175", // Mollusks, squid, mixed species, raw
        "baby squid": "15175", // Mollusks, squid, mixed species, raw
        "oyster": "15167", // Mollusks, oyster, eastern, wild, raw
        "fish": "15015", // Fish, cod, Atlantic, raw (unspecified fish read as white fish (Atlantic cod))
        "chipolata": "07063", // Pork sausage, link/patty, unprepared
        "egg roll": "22953", // Egg rolls, pork, refrigerated, heated
        "black pudding": "07005", // Blood sausage
        "beef suet": "13335", // Beef, variety meats and by-products, suet, raw
    ]

    /// Eggs, milk, cream, yoghurt, butter and cheese.
    private static let dairyAndEggs: [String: String] = [
        "egg": "01123", // Egg, whole, raw, fresh
        "egg yolk": "01125", // Egg, yolk, raw, fresh
        "egg white": "01124", // Egg, white, raw, fresh
        "duck egg": "01138", // Egg, duck, whole, fresh, raw
        "milk": "01079", // Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D (generic milk: 2% fat, between UK semi-skimmed (1.7%) and whole)
        "semi skimmed milk": "01079", // Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D
        "skimmed milk": "01085", // Milk, nonfat, fluid, with added vitamin A and vitamin D (fat free or skim)
        "skim milk": "01085", // Milk, nonfat, fluid, with added vitamin A and vitamin D (fat free or skim)
        "full fat milk": "01077", // Milk, whole, 3.25% milkfat, with added vitamin D
        "whole milk": "01077", // Milk, whole, 3.25% milkfat, with added vitamin D
        "buttermilk": "01088", // Milk, buttermilk, fluid, cultured, lowfat
        "evaporated milk": "01096", // Milk, canned, evaporated, with added vitamin D and without added vitamin A
        "condensed milk": "01095", // Milk, canned, condensed, sweetened
        "milk powder": "01091", // Milk, dry, nonfat, regular, without added vitamin A and vitamin D
        "powdered milk": "01091", // Milk, dry, nonfat, regular, without added vitamin A and vitamin D
        "butter": "01001", // Butter, salted
        "salted butter": "01001", // Butter, salted
        "unsalted butter": "01145", // Butter, without salt
        "ghee": "01003", // Butter oil, anhydrous
        "clarified butter": "01003", // Butter oil, anhydrous
        "cream": "01053", // Cream, fluid, heavy whipping (unspecified cream read as whipping/double)
        "double cream": "01053", // Cream, fluid, heavy whipping (UK double cream is ~48% fat; nearest SR28 is heavy whipping (36%))
        "heavy cream": "01053", // Cream, fluid, heavy whipping
        "single cream": "01050", // Cream, fluid, light (coffee cream or table cream)
        "light cream": "01050", // Cream, fluid, light (coffee cream or table cream)
        "sour cream": "01056", // Cream, sour, cultured
        "soured cream": "01056", // Cream, sour, cultured
        "creme fraiche": "01053", // Cream, fluid, heavy whipping (nearest: SR28 has no crème fraîche; heavy cream is closest in fat)
        "crème fraîche": "01053", // Cream, fluid, heavy whipping (nearest: SR28 has no crème fraîche; heavy cream is closest in fat)
        "yogurt": "01116", // Yogurt, plain, whole milk, 8 grams protein per 8 ounce
        "yoghurt": "01116", // Yogurt, plain, whole milk, 8 grams protein per 8 ounce
        "natural yoghurt": "01116", // Yogurt, plain, whole milk, 8 grams protein per 8 ounce
        "full fat yogurt": "01116", // Yogurt, plain, whole milk, 8 grams protein per 8 ounce
        "greek yogurt": "01293", // Yogurt, Greek, plain, whole milk
        "greek yoghurt": "01293", // Yogurt, Greek, plain, whole milk
        "greek style yogurt": "01293", // Yogurt, Greek, plain, whole milk
        "greek style yoghurt": "01293", // Yogurt, Greek, plain, whole milk
        "low fat yogurt": "01117", // Yogurt, plain, low fat, 12 grams protein per 8 ounce
        "skyr": "01256", // Yogurt, Greek, plain, nonfat (nearest: nonfat Greek yogurt)
        "quark": "01256", // Yogurt, Greek, plain, nonfat (nearest: nonfat Greek yogurt)
        "cheese": "01009", // Cheese, cheddar (unspecified cheese read as cheddar)
        "cheddar": "01009", // Cheese, cheddar
        "cheddar cheese": "01009", // Cheese, cheddar
        "parmesan": "01033", // Cheese, parmesan, hard
        "parmesan cheese": "01033", // Cheese, parmesan, hard
        "parmigiano reggiano": "01033", // Cheese, parmesan, hard
        "grated parmesan": "01032", // Cheese, parmesan, grated (a spoon of grated cheese weighs far less than one of water)
        "grated parmesan cheese": "01032", // Cheese, parmesan, grated
        "shredded parmesan": "01146", // Cheese, parmesan, shredded
        "shredded parmesan cheese": "01146", // Cheese, parmesan, shredded
        "pecorino": "01038", // Cheese, romano
        "mozzarella": "01026", // Cheese, mozzarella, whole milk
        "feta": "01019", // Cheese, feta
        "ricotta": "01036", // Cheese, ricotta, whole milk
        "cream cheese": "01017", // Cheese, cream
        "philadelphia": "01017", // Cheese, cream (the brand people name it by)
        "soft cheese": "01017", // Cheese, cream
        "mascarpone": "01017", // Cheese, cream (nearest: SR28 has no mascarpone; cream cheese (mascarpone is ~20% richer))
        "cottage cheese": "01012", // Cheese, cottage, creamed, large or small curd
        "goat cheese": "01159", // Cheese, goat, soft type
        "goat s cheese": "01159", // Cheese, goat, soft type (matcher form of "goat's cheese")
        "gruyere": "01023", // Cheese, gruyere
        "gruyère": "01023", // Cheese, gruyere
        "emmental": "01040", // Cheese, swiss
        "swiss cheese": "01040", // Cheese, swiss
        "gouda": "01022", // Cheese, gouda
        "edam": "01018", // Cheese, edam
        "brie": "01006", // Cheese, brie
        "camembert": "01007", // Cheese, camembert
        "blue cheese": "01004", // Cheese, blue
        "stilton": "01004", // Cheese, blue (nearest: generic blue cheese)
        "gorgonzola": "01004", // Cheese, blue (nearest: generic blue cheese)
        "monterey jack": "01025", // Cheese, monterey
        "mexican cheese": "01251", // Cheese, Mexican blend
        "paneer": "01229", // Cheese, white, queso blanco (nearest: queso blanco, a similar fresh pressed cheese)
        "halloumi": "01229", // Cheese, white, queso blanco (nearest: queso blanco (similar protein and fat; halloumi is saltier))
        "ice cream": "19095", // Ice creams, vanilla
        "custard": "19170", // Egg custards, dry mix, prepared with whole milk (pouring custard: egg custard from mix made with whole milk)
        "goat milk": "01106", // Milk, goat, fluid, with added vitamin D
        "pepper jack": "01025", // Cheese, monterey
        "cheese sauce": "01164", // Cheese sauce, prepared from recipe
        "garlic butter": "01001", // Butter, salted (butter carries nearly all the energy)
    ]

    /// Flours, grains and pasta (dry), bread and pastry, pulses (lentils dry; chickpeas and beans tinned, drained), nuts, seeds, dried fruit, sugars and baking.
    private static let pantry: [String: String] = [
        "flour": "20081", // Wheat flour, white, all-purpose, enriched, bleached
        "plain flour": "20081", // Wheat flour, white, all-purpose, enriched, bleached
        "white flour": "20081", // Wheat flour, white, all-purpose, enriched, bleached
        "maida": "20081", // Wheat flour, white, all-purpose, enriched, bleached (Indian refined flour)
        "self raising flour": "20082", // Wheat flour, white, all-purpose, self-rising, enriched
        "self rising flour": "20082", // Wheat flour, white, all-purpose, self-rising, enriched
        "bread flour": "20083", // Wheat flour, white, bread, enriched
        "strong white flour": "20083", // Wheat flour, white, bread, enriched
        "wholemeal flour": "20080", // Wheat flour, whole-grain
        "cake flour": "20084", // Wheat flour, white, cake, enriched
        "cornflour": "20027", // Cornstarch
        "corn flour": "20027", // Cornstarch (UK sense (cornstarch); in US recipes corn flour can mean fine cornmeal)
        "cornstarch": "20027", // Cornstarch
        "corn starch": "20027", // Cornstarch
        "custard powder": "20027", // Cornstarch (mostly cornflour)
        "potato starch": "11413", // Potato flour (nearest: potato flour)
        "arrowroot": "20003", // Arrowroot flour
        "rice flour": "20061", // Rice flour, white, unenriched
        "gram flour": "16157", // Chickpea flour (besan)
        "chickpea flour": "16157", // Chickpea flour (besan)
        "almond flour": "12062", // Nuts, almonds, blanched
        "semolina": "20066", // Semolina, enriched
        "polenta": "20022", // Cornmeal, degermed, enriched, yellow
        "cornmeal": "20022", // Cornmeal, degermed, enriched, yellow
        "oat": "20038", // Oats
        "rolled oat": "20038", // Oats
        "oatmeal": "20038", // Oats
        "couscous": "20028", // Couscous, dry
        "bulgur": "20012", // Bulgur, dry
        "bulgur wheat": "20012", // Bulgur, dry
        "quinoa": "20035", // Quinoa, uncooked
        "barley": "20005", // Barley, pearled, raw
        "buckwheat": "20008", // Buckwheat
        "rice": "20044", // Rice, white, long-grain, regular, raw, enriched
        "basmati rice": "20044", // Rice, white, long-grain, regular, raw, enriched (no basmati entry: long-grain white rice)
        "basmati": "20044", // Rice, white, long-grain, regular, raw, enriched (no basmati entry: long-grain white rice)
        "jasmine rice": "20044", // Rice, white, long-grain, regular, raw, enriched (no jasmine entry: long-grain white rice)
        "brown rice": "20036", // Rice, brown, long-grain, raw
        "wild rice": "20088", // Wild rice, raw
        "arborio rice": "20050", // Rice, white, medium-grain, raw, enriched
        "arborio": "20050", // Rice, white, medium-grain, raw, enriched
        "risotto rice": "20050", // Rice, white, medium-grain, raw, enriched
        "sushi rice": "20052", // Rice, white, short-grain, enriched, uncooked
        "short grain rice": "20052", // Rice, white, short-grain, enriched, uncooked
        "pudding rice": "20052", // Rice, white, short-grain, enriched, uncooked
        "sticky rice": "20054", // Rice, white, glutinous, unenriched, uncooked
        "glutinous rice": "20054", // Rice, white, glutinous, unenriched, uncooked
        "pasta": "20120", // Pasta, dry, enriched
        "spaghetti": "20120", // Pasta, dry, enriched
        "penne": "20120", // Pasta, dry, enriched
        "fusilli": "20120", // Pasta, dry, enriched
        "linguine": "20120", // Pasta, dry, enriched
        "tagliatelle": "20120", // Pasta, dry, enriched
        "fettuccine": "20120", // Pasta, dry, enriched
        "pappardelle": "20120", // Pasta, dry, enriched
        "rigatoni": "20120", // Pasta, dry, enriched
        "macaroni": "20120", // Pasta, dry, enriched
        "farfalle": "20120", // Pasta, dry, enriched
        "bowtie pasta": "20120", // Pasta, dry, enriched
        "orzo": "20120", // Pasta, dry, enriched
        "conchiglie": "20120", // Pasta, dry, enriched
        "paccheri": "20120", // Pasta, dry, enriched
        "lasagne": "20120", // Pasta, dry, enriched
        "lasagne sheet": "20120", // Pasta, dry, enriched
        "lasagna": "20120", // Pasta, dry, enriched
        "vermicelli": "20120", // Pasta, dry, enriched
        "noodle": "20109", // Noodles, egg, dry, enriched (unspecified noodles read as dried egg noodles)
        "egg noodle": "20109", // Noodles, egg, dry, enriched
        "rice noodle": "20133", // Rice noodles, dry
        "rice vermicelli": "20133", // Rice noodles, dry
        "soba": "20114", // Noodles, japanese, soba, dry
        "bread": "18069", // Bread, white, commercially prepared (includes soft bread crumbs)
        "toast": "18070", // Bread, white, commercially prepared, toasted (not French toast)
        "brown bread": "18075", // Bread, whole-wheat, commercially prepared
        "wholemeal bread": "18075", // Bread, whole-wheat, commercially prepared
        "wholegrain bread": "18075", // Bread, whole-wheat, commercially prepared
        "wheat bread": "18075", // Bread, whole-wheat, commercially prepared
        "rye bread": "18060", // Bread, rye
        "sourdough": "18029", // Bread, french or vienna (includes sourdough)
        "baguette": "18029", // Bread, french or vienna (includes sourdough)
        "french bread": "18029", // Bread, french or vienna (includes sourdough)
        "ciabatta": "18033", // Bread, italian
        "pitta": "18041", // Bread, pita, white, enriched
        "pita": "18041", // Bread, pita, white, enriched
        "pita bread": "18041", // Bread, pita, white, enriched
        "tortilla": "18364", // Tortillas, ready-to-bake or -fry, flour, refrigerated
        "flour tortilla": "18364", // Tortillas, ready-to-bake or -fry, flour, refrigerated
        "corn tortilla": "18363", // Tortillas, ready-to-bake or -fry, corn
        "taco shell": "18360", // Taco shells, baked
        "tortellini": "22901", // Tortellini, pasta with cheese filling, fresh-refrigerated, as purchased
        "cheese tortellini": "22901", // Tortellini, pasta with cheese filling, fresh-refrigerated, as purchased
        "hard taco shell": "18360", // Taco shells, baked
        "pretzel": "19047", // Snacks, pretzels, hard, plain, salted
        "pretzel crumb": "19047", // Snacks, pretzels, hard, plain, salted
        "tortilla chip": "19056", // Snacks, tortilla chips, plain, white corn, salted
        "bun": "18350", // Rolls, hamburger or hotdog, plain
        "sesame seed burger bun": "18350", // Rolls, hamburger or hotdog, plain
        "bread roll": "18353", // Rolls, hard (includes kaiser)
        "garlic bread": "18963", // Garlic bread, frozen
        "breadcrumb": "18079", // Bread crumbs, dry, grated, plain
        "bread crumb": "18079", // Bread crumbs, dry, grated, plain
        "panko": "18079", // Bread crumbs, dry, grated, plain
        "puff pastry": "18337", // Puff pastry, frozen, ready-to-bake
        "shortcrust pastry": "18334", // Pie crust, standard-type, frozen, ready-to-bake, enriched
        "pastry": "18334", // Pie crust, standard-type, frozen, ready-to-bake, enriched
        "filo": "18338", // Phyllo dough
        "filo pastry": "18338", // Phyllo dough
        "phyllo": "18338", // Phyllo dough
        "wonton wrapper": "18368", // Wonton wrappers (includes egg roll wrappers)
        "wonton skin": "18368", // Wonton wrappers (includes egg roll wrappers)
        "digestive biscuit": "18173", // Cookies, graham crackers, plain or honey (includes cinnamon) (nearest: graham crackers)
        "graham cracker": "18173", // Cookies, graham crackers, plain or honey (includes cinnamon)
        "cream cracker": "18228", // Crackers, saltines (includes oyster, soda, soup) (nearest: saltine crackers)
        "lentil": "16069", // Lentils, raw
        "brown lentil": "16069", // Lentils, raw
        "puy lentil": "16069", // Lentils, raw
        "red lentil": "16144", // Lentils, pink or red, raw
        "split pea": "16085", // Peas, green, split, mature seeds, raw
        "toor dal": "16101", // Pigeon peas (red gram), mature seeds, raw
        "chana dal": "16056", // Chickpeas (garbanzo beans, bengal gram), mature seeds, raw (split chickpeas: dried chickpeas)
        "dal": "16069", // Lentils, raw
        "dhal": "16069", // Lentils, raw
        "mung bean": "16080", // Mung beans, mature seeds, raw
        "chickpea": "16358", // Chickpeas (garbanzo beans, bengal gram), mature seeds, canned, drained solids (canned, drained: how most recipes use them)
        "kidney bean": "16145", // Beans, kidney, red, mature seeds, canned, drained solids (canned, drained)
        "cannellini bean": "16051", // Beans, white, mature seeds, canned (canned white beans)
        "haricot bean": "16039", // Beans, navy, mature seeds, canned
        "black bean": "16018", // Beans, black turtle, mature seeds, canned
        "pinto bean": "16146", // Beans, pinto, canned, drained solids
        "borlotti bean": "16021", // Beans, cranberry (roman), mature seeds, canned
        "butter bean": "16073", // Lima beans, large, mature seeds, canned
        "lima bean": "16073", // Lima beans, large, mature seeds, canned
        "black eyed pea": "16064", // Cowpeas, common (blackeyes, crowder, southern), mature seeds, canned, plain
        "baked bean": "16006", // Beans, baked, canned, plain or vegetarian
        "tofu": "16427", // Tofu, raw, regular, prepared with calcium sulfate
        "silken tofu": "16127", // Tofu, soft, prepared with calcium sulfate and magnesium chloride (nigari)
        "tempeh": "16114", // Tempeh
        "hummus": "16158", // Hummus, commercial
        "almond": "12061", // Nuts, almonds
        "flaked almond": "12061", // Nuts, almonds
        "cashew": "12087", // Nuts, cashew nuts, raw
        "cashew nut": "12087", // Nuts, cashew nuts, raw
        "walnut": "12155", // Nuts, walnuts, english
        "pecan": "12142", // Nuts, pecans
        "pecan nut": "12142", // Nuts, pecans
        "hazelnut": "12120", // Nuts, hazelnuts or filberts
        "pine nut": "12147", // Nuts, pine nuts, dried
        "pistachio": "12151", // Nuts, pistachio nuts, raw
        "peanut": "16087", // Peanuts, all types, raw
        "macadamia": "12131", // Nuts, macadamia nuts, raw
        "chestnut": "12167", // Nuts, chestnuts, european, roasted
        "desiccated coconut": "12108", // Nuts, coconut meat, dried (desiccated), not sweetened
        "coconut flake": "12108", // Nuts, coconut meat, dried (desiccated), not sweetened
        "dried coconut": "12108", // Nuts, coconut meat, dried (desiccated), not sweetened
        "sesame seed": "12023", // Seeds, sesame seeds, whole, dried
        "sunflower seed": "12036", // Seeds, sunflower seed kernels, dried
        "pumpkin seed": "12014", // Seeds, pumpkin and squash seed kernels, dried
        "chia seed": "12006", // Seeds, chia seeds, dried
        "flaxseed": "12220", // Seeds, flaxseed
        "poppy seed": "02033", // Spices, poppy seed
        "raisin": "09298", // Raisins, seedless
        "sultana": "09297", // Raisins, golden seedless
        "currant": "09085", // Currants, zante, dried
        "dried apricot": "09032", // Apricots, dried, sulfured, uncooked
        "dried fig": "09094", // Figs, dried, uncooked
        "date": "09087", // Dates, deglet noor
        "medjool date": "09421", // Dates, medjool
        "prune": "09291", // Plums, dried (prunes), uncooked
        "dried cranberry": "09079", // Cranberries, dried, sweetened
        "dried cherry": "09044", // Cherries, tart, dried, sweetened
        "dried fruit": "09298", // Raisins, seedless (mixed dried fruit read as raisins)
        "mixed peel": "09426", // Candied fruit
        "candied peel": "09426", // Candied fruit
        "glace cherry": "09328", // Maraschino cherries, canned, drained (nearest: maraschino cherries)
        "sugar": "19335", // Sugars, granulated
        "caster sugar": "19335", // Sugars, granulated
        "granulated sugar": "19335", // Sugars, granulated
        "icing sugar": "19336", // Sugars, powdered
        "powdered sugar": "19336", // Sugars, powdered
        "confectioner sugar": "19336", // Sugars, powdered
        "brown sugar": "19334", // Sugars, brown
        "muscovado sugar": "19334", // Sugars, brown
        "muscovado": "19334", // Sugars, brown
        "demerara sugar": "19334", // Sugars, brown
        "demerara": "19334", // Sugars, brown
        "palm sugar": "19334", // Sugars, brown
        "coconut sugar": "19334", // Sugars, brown
        "honey": "19296", // Honey
        "maple syrup": "19353", // Syrups, maple
        "golden syrup": "19362", // Syrups, table blends, corn, refiner, and sugar (nearest: SR28 has no golden syrup; refiner's sugar syrup blend)
        "treacle": "19304", // Molasses
        "black treacle": "19304", // Molasses
        "molasses": "19304", // Molasses
        "corn syrup": "19350", // Syrups, corn, light
        "agave syrup": "19912", // Sweetener, syrup, agave
        "jam": "19297", // Jams and preserves
        "strawberry jam": "19297", // Jams and preserves
        "raspberry jam": "19297", // Jams and preserves
        "apricot jam": "19719", // Jams and preserves, apricot
        "marmalade": "19303", // Marmalade, orange
        "baking powder": "18369", // Leavening agents, baking powder, double-acting, sodium aluminum sulfate
        "baking soda": "18372", // Leavening agents, baking soda
        "bicarbonate of soda": "18372", // Leavening agents, baking soda
        "bicarbonate soda": "18372", // Leavening agents, baking soda
        "bicarb": "18372", // Leavening agents, baking soda
        "cream tartar": "18373", // Leavening agents, cream of tartar
        "yeast": "18375", // Leavening agents, yeast, baker's, active dry
        "gelatine": "19177", // Gelatins, dry powder, unsweetened
        "gelatin": "19177", // Gelatins, dry powder, unsweetened
        "jell o": "19172", // Gelatin desserts, dry mix
        "jello": "19172", // Gelatin desserts, dry mix
        "gelatin dessert": "19172", // Gelatin desserts, dry mix
        "cool whip": "01073", // Dessert topping, semi solid, frozen
        "whipped topping": "01073", // Dessert topping, semi solid, frozen
        "cocoa": "19165", // Cocoa, dry powder, unsweetened
        "cacao": "19165", // Cocoa, dry powder, unsweetened
        "chocolate": "19905", // Candies, chocolate, dark, NFS (45-59% cacao solids 90%; 60-69% cacao solids 5%; 70-85% cacao solids 5%)
        "dark chocolate": "19905", // Candies, chocolate, dark, NFS (45-59% cacao solids 90%; 60-69% cacao solids 5%; 70-85% cacao solids 5%)
        "milk chocolate": "19120", // Candies, milk chocolate
        "white chocolate": "19087", // Candies, white chocolate
        "chocolate chip": "19080", // Candies, semisweet chocolate
        "marshmallow": "19116", // Candies, marshmallows
        "marzipan": "12071", // Nuts, almond paste (nearest: almond paste)
        "vanilla extract": "02050", // Vanilla extract
        "vanilla": "02050", // Vanilla extract
        "almond extract": "02050", // Vanilla extract (nearest: SR28 has no almond extract; vanilla extract (similar alcohol base))
        "almond essence": "02050", // Vanilla extract (nearest: SR28 has no almond extract; vanilla extract (similar alcohol base))
        "wheat flour": "20080", // Wheat flour, whole-grain (matcher form of "whole wheat flour" (also Indian atta))
        "starch": "20027", // Cornstarch (in Chinese recipes "starch" means cornflour)
        "wheat": "20072", // Wheat, hard red winter (whole wheat grain (wheat berries))
        "wheat berry": "20072", // Wheat, hard red winter
        "udon": "20121", // Pasta, cooked, enriched, without added salt (nearest: cooked pasta; udon is usually sold ready to wok)
        "udon noodle": "20121", // Pasta, cooked, enriched, without added salt (nearest: cooked pasta; udon is usually sold ready to wok)
        "potato flour": "11413", // Potato flour
        "white bean": "16051", // Beans, white, mature seeds, canned
        "dried chickpea": "16056", // Chickpeas (garbanzo beans, bengal gram), mature seeds, raw
        "dried kidney bean": "16032", // Beans, kidney, red, mature seeds, raw
        "orange marmalade": "19303", // Marmalade, orange
        "blackcurrant jam": "19297", // Jams and preserves
        "cherry jam": "19297", // Jams and preserves
        "blackberry jam": "19297", // Jams and preserves
        "plum jam": "19297", // Jams and preserves
    ]

    /// Salt, spices and dried herbs, oils and fats, vinegars, sauces and condiments, stocks, water and drinks.
    private static let seasonings: [String: String] = [
        "salt": "02047", // Salt, table
        "sea salt": "02047", // Salt, table
        "kosher salt": "02047", // Salt, table
        "celery salt": "02047", // Salt, table (mostly salt)
        "garlic salt": "02047", // Salt, table (mostly salt)
        "onion salt": "02047", // Salt, table (mostly salt)
        "pepper": "02030", // Spices, pepper, black (as a seasoning "pepper" means black pepper; the vegetable is "red pepper" etc.)
        "black pepper": "02030", // Spices, pepper, black
        "peppercorn": "02030", // Spices, pepper, black
        "white pepper": "02032", // Spices, pepper, white
        "cayenne": "02031", // Spices, pepper, red or cayenne
        "cayenne pepper": "02031", // Spices, pepper, red or cayenne
        "chilli flake": "02031", // Spices, pepper, red or cayenne
        "chili flake": "02031", // Spices, pepper, red or cayenne
        "red chilli flake": "02031", // Spices, pepper, red or cayenne
        "red chile flake": "02031", // Spices, pepper, red or cayenne
        "red pepper flake": "02031", // Spices, pepper, red or cayenne
        "chilli powder": "02009", // Spices, chili powder
        "chili powder": "02009", // Spices, chili powder
        "chile powder": "02009", // Spices, chili powder
        "ground chipotle": "02009", // Spices, chili powder (nearest: a ground dried chile)
        "chipotle powder": "02009", // Spices, chili powder (nearest: a ground dried chile)
        "chipotle chili powder": "02009", // Spices, chili powder (nearest: a ground dried chile)
        "red chilli powder": "02009", // Spices, chili powder
        "red chili powder": "02009", // Spices, chili powder
        "paprika": "02028", // Spices, paprika
        "smoked paprika": "02028", // Spices, paprika
        "cumin": "02014", // Spices, cumin seed
        "cumin seed": "02014", // Spices, cumin seed
        "coriander seed": "02013", // Spices, coriander seed
        "turmeric": "02043", // Spices, turmeric, ground
        "turmeric powder": "02043", // Spices, turmeric, ground
        "garam masala": "02015", // Spices, curry powder (nearest: SR28 has no garam masala; curry powder)
        "curry powder": "02015", // Spices, curry powder
        "curry paste": "02015", // Spices, curry powder (nearest: curry powder; pastes vary from ~100 to ~450 kcal/100 g)
        "harissa": "02009", // Spices, chili powder (nearest: chili powder (harissa spice blend; pastes are oilier))
        "cinnamon": "02010", // Spices, cinnamon, ground
        "nutmeg": "02025", // Spices, nutmeg, ground
        "clove": "02011", // Spices, cloves, ground
        "allspice": "02001", // Spices, allspice, ground
        "mixed spice": "02035", // Spices, pumpkin pie spice (pumpkin pie spice: same sweet-spice blend)
        "five spice": "02035", // Spices, pumpkin pie spice (nearest sweet-spice blend)
        "cardamom": "02006", // Spices, cardamom
        "star anise": "02002", // Spices, anise seed (nearest: anise seed)
        "fennel seed": "02018", // Spices, fennel seed
        "caraway seed": "02005", // Spices, caraway seed
        "fenugreek": "02019", // Spices, fenugreek seed
        "mustard seed": "02024", // Spices, mustard seed, ground
        "saffron": "02037", // Spices, saffron
        "garlic powder": "02020", // Spices, garlic powder
        "onion powder": "02026", // Spices, onion powder
        "oregano": "02027", // Spices, oregano, dried
        "dried oregano": "02027", // Spices, oregano, dried
        "dried basil": "02003", // Spices, basil, dried
        "dried thyme": "02042", // Spices, thyme, dried
        "dried rosemary": "02036", // Spices, rosemary, dried
        "dried parsley": "02029", // Spices, parsley, dried
        "sage": "02038", // Spices, sage, ground
        "tarragon": "02041", // Spices, tarragon, dried
        "marjoram": "02023", // Spices, marjoram, dried
        "bay leaf": "02004", // Spices, bay leaf
        "mixed herb": "02027", // Spices, oregano, dried (dried herbs read as oregano)
        "italian seasoning": "02027", // Spices, oregano, dried (dried herbs read as oregano)
        "taco seasoning": "02075", // Seasoning mix, dry, taco, original
        "fajita seasoning": "02075", // Seasoning mix, dry, taco, original (nearest: taco seasoning mix)
        "olive oil": "04053", // Oil, olive, salad or cooking
        "extra virgin olive oil": "04053", // Oil, olive, salad or cooking
        "oil": "04044", // Oil, soybean, salad or cooking
        "vegetable oil": "04044", // Oil, soybean, salad or cooking
        "sunflower oil": "04506", // Oil, sunflower, linoleic, (approx. 65%)
        "rapeseed oil": "04582", // Oil, canola
        "canola oil": "04582", // Oil, canola
        "sesame oil": "04058", // Oil, sesame, salad or cooking
        "sesame seed oil": "04058", // Oil, sesame, salad or cooking
        "groundnut oil": "04042", // Oil, peanut, salad or cooking
        "peanut oil": "04042", // Oil, peanut, salad or cooking
        "coconut oil": "04047", // Oil, coconut
        "corn oil": "04518", // Oil, corn, industrial and retail, all purpose salad or cooking
        "lard": "04002", // Lard
        "suet": "13335", // Beef, variety meats and by-products, suet, raw
        "shortening": "04031", // Shortening, household, soybean (partially hydrogenated)-cottonseed (partially hydrogenated)
        "margarine": "04610", // Margarine, regular, 80% fat, composite, stick, with salt
        "vinegar": "02053", // Vinegar, distilled
        "white vinegar": "02053", // Vinegar, distilled
        "malt vinegar": "02053", // Vinegar, distilled
        "rice vinegar": "02053", // Vinegar, distilled (nearest: distilled vinegar)
        "rice wine vinegar": "02053", // Vinegar, distilled (nearest: distilled vinegar)
        "cider vinegar": "02048", // Vinegar, cider
        "apple cider vinegar": "02048", // Vinegar, cider
        "red wine vinegar": "02068", // Vinegar, red wine
        "white wine vinegar": "02068", // Vinegar, red wine (nearest: red wine vinegar)
        "sherry vinegar": "02068", // Vinegar, red wine (nearest: red wine vinegar)
        "balsamic vinegar": "02069", // Vinegar, balsamic
        "balsamic glaze": "02069", // Vinegar, balsamic (nearest: balsamic vinegar (a glaze is reduced and sweeter))
        "vinaigrette": "04133", // Salad dressing, french, home recipe
        "french dressing": "04133", // Salad dressing, french, home recipe
        "soy sauce": "16123", // Soy sauce made from soy and wheat (shoyu)
        "dark soy sauce": "16123", // Soy sauce made from soy and wheat (shoyu)
        "tamari": "16124", // Soy sauce made from soy (tamari)
        "fish sauce": "06179", // Sauce, fish, ready-to-serve
        "oyster sauce": "06176", // Sauce, oyster, ready-to-serve
        "hoisin sauce": "06175", // Sauce, hoisin, ready-to-serve
        "worcestershire sauce": "06971", // Sauce, worcestershire
        "hotsauce": "06168", // Sauce, ready-to-serve, pepper or hot
        "tabasco": "06169", // Sauce, ready-to-serve, pepper, TABASCO
        "tabasco sauce": "06169", // Sauce, ready-to-serve, pepper, TABASCO
        "sriracha": "06631", // Sauce, hot chile, sriracha
        "sweet chilli sauce": "27050", // Sauce, sweet and sour, ready-to-serve (nearest: sweet and sour sauce (sweet chilli sauce is sweeter))
        "sweet chili sauce": "27050", // Sauce, sweet and sour, ready-to-serve (nearest: sweet and sour sauce (sweet chilli sauce is sweeter))
        "plum sauce": "27050", // Sauce, sweet and sour, ready-to-serve (nearest: sweet and sour sauce)
        "brown sauce": "11935", // Catsup (nearest: tomato ketchup (a fruity table sauce of similar energy))
        "teriyaki sauce": "06112", // Sauce, teriyaki, ready-to-serve
        "ketchup": "11935", // Catsup
        "tomato ketchup": "11935", // Catsup
        "tomato puree": "11546", // Tomato products, canned, paste, without salt added (British sense: concentrated tomato paste)
        "tomato paste": "11546", // Tomato products, canned, paste, without salt added
        "tomato purée": "11546", // Tomato products, canned, paste, without salt added (British sense: concentrated tomato paste)
        "passata": "11547", // Tomato products, canned, puree, without salt added
        "tomato passata": "11547", // Tomato products, canned, puree, without salt added
        "tomato sauce": "11549", // Tomato products, canned, sauce
        "pasta sauce": "06931", // Sauce, pasta, spaghetti/marinara, ready-to-serve
        "barbecue sauce": "06150", // Sauce, barbecue
        "bbq sauce": "06150", // Sauce, barbecue
        "barbeque sauce": "06150", // Sauce, barbecue
        "mayonnaise": "04025", // Salad dressing, mayonnaise, regular
        "mayo": "04025", // Salad dressing, mayonnaise, regular
        "mustard": "02046", // Mustard, prepared, yellow
        "dijon mustard": "02046", // Mustard, prepared, yellow (prepared mustard)
        "english mustard": "02046", // Mustard, prepared, yellow (prepared mustard)
        "mustard powder": "02024", // Spices, mustard seed, ground
        "english mustard powder": "02024", // Spices, mustard seed, ground
        "horseradish": "02055", // Horseradish, prepared
        "pesto": "06627", // Sauce, pesto, ready-to-serve, shelf stable
        "basil pesto": "06627", // Sauce, pesto, ready-to-serve, shelf stable
        "salsa": "06164", // Sauce, salsa, ready-to-serve
        "apple sauce": "09019", // Applesauce, canned, unsweetened, without added ascorbic acid (includes USDA commodity)
        "cranberry sauce": "09081", // Cranberry sauce, canned, sweetened
        "peanut butter": "16098", // Peanut butter, smooth style, with salt
        "almond butter": "12195", // Nuts, almond butter, plain, without salt added
        "tahini": "12698", // Seeds, sesame butter, tahini, type of kernels unspecified
        "miso": "16112", // Miso
        "tamarind": "09322", // Tamarinds, raw
        "tamarind paste": "09322", // Tamarinds, raw (tamarind pulp; concentrates vary)
        "yeast extract": "43406", // Yeast extract spread
        "marmite": "43406", // Yeast extract spread
        "stock": "06194", // Soup, chicken broth, ready-to-serve (unspecified stock read as chicken broth)
        "chicken stock": "06194", // Soup, chicken broth, ready-to-serve
        "chicken broth": "06194", // Soup, chicken broth, ready-to-serve
        "turkey broth": "06194", // Soup, chicken broth, ready-to-serve (nearest: SR28 has no turkey broth)
        "turkey stock": "06194", // Soup, chicken broth, ready-to-serve (nearest: SR28 has no turkey broth)
        "beef stock": "06008", // Soup, beef broth or bouillon canned, ready-to-serve
        "beef broth": "06008", // Soup, beef broth or bouillon canned, ready-to-serve
        "vegetable stock": "06700", // Soup, vegetable broth, ready to serve
        "vegetable broth": "06700", // Soup, vegetable broth, ready to serve
        "fish stock": "06963", // Fish broth
        "stock cube": "06081", // Soup, chicken broth cubes, dry
        "chicken stock cube": "06081", // Soup, chicken broth cubes, dry
        "beef stock cube": "06076", // Soup, beef broth, cubed, dry
        "vegetable stock cube": "06081", // Soup, chicken broth cubes, dry (nearest dry bouillon cube (chicken))
        "beef stock concentrate": "06076", // Soup, beef broth, cubed, dry (nearest: dry beef bouillon cube)
        "gravy": "06116", // Gravy, beef, canned, ready-to-serve
        "beef gravy": "06116", // Gravy, beef, canned, ready-to-serve
        "water": "14411", // Beverages, water, tap, drinking
        "ice": "14411", // Beverages, water, tap, drinking
        "rose water": "14411", // Beverages, water, tap, drinking (essentially no energy)
        "orange blossom water": "14411", // Beverages, water, tap, drinking (essentially no energy)
        "coconut milk": "12118", // Nuts, coconut milk, canned (liquid expressed from grated meat and water)
        "coconut cream": "12115", // Nuts, coconut cream, raw (liquid expressed from grated meat)
        "coconut water": "12119", // Nuts, coconut water (liquid from coconuts)
        "creamed coconut": "12177", // Nuts, coconut meat, dried (desiccated), creamed
        "almond milk": "14091", // Beverages, almond milk, unsweetened, shelf stable
        "soy milk": "16139", // Soymilk, original and vanilla, with added calcium, vitamins A and D
        "soya milk": "16139", // Soymilk, original and vanilla, with added calcium, vitamins A and D
        "oat milk": "43543", // Milk, imitation, non-soy (non-soy imitation milk)
        "rice milk": "43543", // Milk, imitation, non-soy (non-soy imitation milk)
        "coffee": "14209", // Beverages, coffee, brewed, prepared with tap water
        "instant coffee": "14214", // Beverages, coffee, instant, regular, powder
        "ginger ale": "14136", // Beverages, carbonated, ginger ale
        "ginger beer": "14136", // Beverages, carbonated, ginger ale (nearest: ginger ale)
        "cola": "14148", // Beverages, carbonated, cola, regular
        "lemonade": "14293", // Lemonade, frozen concentrate, white, prepared with water
        "red wine": "14096", // Alcoholic beverage, wine, table, red
        "white wine": "14106", // Alcoholic beverage, wine, table, white
        "dry white wine": "14106", // Alcoholic beverage, wine, table, white
        "cooking wine": "43154", // Alcoholic beverage, wine, cooking
        "rice wine": "43479", // Alcoholic beverage, rice (sake)
        "shaoxing wine": "43479", // Alcoholic beverage, rice (sake)
        "sake": "43479", // Alcoholic beverage, rice (sake)
        "mirin": "14057", // Alcoholic beverage, wine, dessert, sweet (nearest: sweet dessert wine (mirin is sweeter))
        "sherry": "14536", // Alcoholic beverage, wine, dessert, dry
        "port": "14057", // Alcoholic beverage, wine, dessert, sweet
        "marsala": "14057", // Alcoholic beverage, wine, dessert, sweet
        "brandy": "14037", // Alcoholic beverage, distilled, all (gin, rum, vodka, whiskey) 80 proof
        "rum": "14050", // Alcoholic beverage, distilled, rum, 80 proof
        "vodka": "14051", // Alcoholic beverage, distilled, vodka, 80 proof
        "whisky": "14052", // Alcoholic beverage, distilled, whiskey, 86 proof
        "beer": "14003", // Alcoholic beverage, beer, regular, all
        "stout": "14003", // Alcoholic beverage, beer, regular, all (nearest: regular beer)
        "cider": "14250", // Beverages, AMBER, hard cider
        "ginger powder": "02021", // Spices, ginger, ground
        "coriander powder": "02013", // Spices, coriander seed
        "stock powder": "06080", // Soup, chicken broth or bouillon, dry
        "bouillon powder": "06080", // Soup, chicken broth or bouillon, dry
        "chicken bouillon": "06080", // Soup, chicken broth or bouillon, dry
        "vegetable bouillon": "06080", // Soup, chicken broth or bouillon, dry (nearest dry bouillon (chicken))
        "beef bouillon": "06075", // Soup, beef broth or bouillon, powder, dry
        "lamb stock": "06008", // Soup, beef broth or bouillon canned, ready-to-serve (nearest: beef broth)
        "ham stock": "06194", // Soup, chicken broth, ready-to-serve (nearest: chicken broth)
        "chilli oil": "04044", // Oil, soybean, salad or cooking (chilli-infused vegetable oil)
        "chili oil": "04044", // Oil, soybean, salad or cooking (chilli-infused vegetable oil)
        "avocado oil": "04581", // Oil, avocado
        "walnut oil": "04528", // Oil, walnut
        "duck fat": "04574", // Fat, duck
        "goose fat": "04576", // Fat, goose
        "bacon fat": "04609", // Animal fat, bacon grease
        "bacon grease": "04609", // Animal fat, bacon grease
        "dripping": "04001", // Fat, beef tallow
        "beef dripping": "04001", // Fat, beef tallow
        "cream mushroom soup": "06043", // Soup, cream of mushroom, canned, condensed (matcher form of "cream of mushroom soup")
        "cream chicken soup": "06016", // Soup, cream of chicken, canned, condensed (matcher form of "cream of chicken soup")
    ]
}
