/// Ingredient words of the languages recipe pages come in, put into English so a German,
/// French or Portuguese line is read like an English one: units ("2 EL" → "2 tbsp",
/// "3 colheres (sopa)" → "3 tbsp") and common foods ("Zwiebel" → onion). Keys are written
/// as cooks write them and cut into words by ``FoodText/words(_:)``, exactly as lines are.
enum ForeignWords {
    /// Unit phrases and the English unit each stands for.
    static let units: [(words: [String], english: String)] = [
        // German
        ("esslöffel", "tbsp"), ("el", "tbsp"), ("teelöffel", "tsp"), ("tl", "tsp"), ("prise", "pinch"), ("msp", "pinch"),
        ("messerspitze", "pinch"), ("bund", "bunch"), ("zehe", "clove"), ("scheibe", "slice"), ("scheiben", "slice"),
        ("stange", "stalk"), ("stangen", "stalk"), ("zweig", "sprig"), ("zweige", "sprig"), ("dose", "can"), ("becher", "tub"),
        ("packung", "package"), ("pck", "package"), ("päckchen", "packet"), ("stück", ""), ("stk", ""), ("rolle", "package"),
        // Dutch
        ("eetlepel", "tbsp"), ("eetlepels", "tbsp"), ("theelepel", "tsp"), ("theelepels", "tsp"), ("snuf", "pinch"),
        ("snufje", "pinch"), ("teen", "clove"), ("teentje", "clove"), ("teentjes", "clove"), ("blik", "can"), ("stuk", ""),
        ("stuks", ""),
        // French
        ("c à soupe", "tbsp"), ("cuillère à soupe", "tbsp"), ("cuillères à soupe", "tbsp"), ("càs", "tbsp"), ("cs", "tbsp"),
        ("c à café", "tsp"), ("cuillère à café", "tsp"), ("cuillères à café", "tsp"), ("càc", "tsp"), ("pincée", "pinch"),
        ("gousse", "clove"), ("gousses", "clove"), ("tranche", "slice"), ("tranches", "slice"), ("tran", "slice"),
        ("poignée", "handful"), ("boîte", "can"),
        // Portuguese
        ("colher sopa", "tbsp"), ("colheres sopa", "tbsp"), ("colher de sopa", "tbsp"), ("colheres de sopa", "tbsp"),
        ("colher chá", "tsp"), ("colheres chá", "tsp"), ("colher de chá", "tsp"), ("colheres de chá", "tsp"),
        ("xícara chá", "cup"), ("xícaras chá", "cup"), ("xícara", "cup"), ("xícaras", "cup"), ("dente", "clove"), ("dentes", "clove"),
        ("lata", "can"), ("pitada", "pinch"), ("ramo", "sprig"), ("fatia", "slice"), ("fatias", "slice"),
        // Italian
        ("cucchiaio", "tbsp"), ("cucchiai", "tbsp"), ("cucchiaino", "tsp"), ("cucchiaini", "tsp"), ("spicchio", "clove"),
        ("spicchi", "clove"), ("pizzico", "pinch"), ("foglioline", "leaf"), ("foglie", "leaf"), ("barattolo", "jar"),
        // Swedish, Norwegian, Danish
        ("msk", "tbsp"), ("ss", "tbsp"), ("spsk", "tbsp"), ("tsk", "tsp"), ("ts", "tsp"), ("krm", "pinch"), ("nip", "pinch"),
        ("klype", "pinch"), ("st", ""), ("pk", "package"), ("bunt", "bunch"), ("potte", "pot"), ("fedd", "clove"),
        // Czech, Slovak
        ("ks", ""), ("plát", "slice"), ("pl", "tbsp"), ("lžíce", "tbsp"), ("lžička", "tsp"), ("štipka", "pinch"), ("stroužek", "clove"),
        // Turkish: a tea glass is 100 ml, a water glass 200 ml.
        ("yemek kaşığı", "tbsp"), ("tatlı kaşığı", "dessertspoon"), ("çay kaşığı", "tsp"), ("su bardağı", "200 ml"),
        ("çay bardağı", "100 ml"), ("adet", ""), ("diş", "clove"),
        // Chinese and Japanese, written against the number: "250克", "2个", "2枚", "1/4個".
        ("克", "g"), ("个", ""), ("個", ""), ("枚", "slice"), ("本", ""), ("少々", "pinch"),
    ].map { (FoodText.words($0.0), $0.1) }.sorted { $0.words.count > $1.words.count }

    /// Words that join an amount to its food ("de", "di", "van"): read as English "of".
    static let joiners: Set<String> = ["de", "di", "del", "della", "du", "des", "d", "van", "af", "z"]

    /// The line with its foreign unit phrases in English: "3 colheres (sopa) de azeite" →
    /// "3 tbsp de azeite". A line with none is returned as it is.
    static func englishUnits(_ line: String) -> String {
        let written = line.split(whereSeparator: \.isWhitespace)
        let tokens = written.flatMap(splitCJK)
        var out: [String] = []
        var index = 0
        var changed = tokens.count != written.count
        while index < tokens.count {
            // A unit follows an amount: "2 EL", "1 c. à soupe", "½ xícara (chá)".
            let afterAmount = index > 0 && (tokens[index - 1].last.map { $0.isNumber || IngredientMeasure.unicodeFractions[$0] != nil } == true
                || IngredientMeasure.numberWords[tokens[index - 1].lowercased()] != nil)
            if afterAmount, firstWords.contains(FoodText.words(tokens[index]).first ?? ""),
               let (length, english) = unit(startingWith: tokens[index...].prefix(4).map(FoodText.words)) {
                if !english.isEmpty { out.append(english) }
                index += length
                changed = true
                continue
            }
            out.append(tokens[index])
            index += 1
        }
        return changed ? out.joined(separator: " ") : line
    }

    /// "250克" → ["250", "克"]; "大さじ1/2" (Japanese writes the spoon first) → ["1/2", "tbsp"];
    /// "1/4個(50g)" → ["1/4", "個", "(50g)"]. Other tokens are left whole.
    private static func splitCJK(_ token: Substring) -> [String] {
        guard token.unicodeScalars.contains(where: { $0.value >= 0x3040 }) else { return [String(token)] }
        for (spoon, english) in [("大さじ", "tbsp"), ("小さじ", "tsp")] where token.hasPrefix(spoon) {
            let number = token.dropFirst(spoon.count)
            if number.first?.isNumber == true { return [String(number), english] }
        }
        guard let first = token.first, first.isNumber, let cut = token.firstIndex(where: { !($0.isNumber || $0 == "/" || $0 == ".") }) else {
            return [String(token)]
        }
        var rest = token[cut...]
        var parts = [String(token[..<cut])]
        if let open = rest.firstIndex(of: "(") {
            parts.append(String(rest[..<open]))
            rest = rest[open...]
        }
        parts.append(String(rest))
        return parts.filter { !$0.isEmpty }
    }

    /// The first word of each unit phrase: most tokens after an amount are not one.
    private static let firstWords = Set(units.compactMap(\.words.first))

    /// The unit phrase the tokens `folded` start with, as (tokens it spans, English unit).
    private static func unit(startingWith folded: [[String]]) -> (Int, String)? {
        for (words, english) in units {
            var wanted = words[...]
            var end = 0
            while !wanted.isEmpty, end < folded.count, !folded[end].isEmpty, wanted.starts(with: folded[end]) {
                wanted = wanted.dropFirst(folded[end].count)
                end += 1
            }
            if wanted.isEmpty { return (end, english) }
        }
        return nil
    }

    /// `words` with the foreign food names among them in English, longest name first:
    /// ["pimenta", "do", "reino"] → ["black", "pepper"].
    static func english(_ words: [String]) -> [String] {
        var out: [String] = []
        var index = 0
        outer: while index < words.count {
            for length in stride(from: min(4, words.count - index), through: 1, by: -1) {
                if let english = foods[words[index..<(index + length)].joined(separator: " ")] {
                    out += english.split(separator: " ").map(String.init)
                    index += length
                    continue outer
                }
            }
            out.append(words[index])
            index += 1
        }
        return out
    }

    /// Common foods, by the words cooks write them in: what ``IngredientMatcher`` reads in
    /// place of each word.
    static let foods: [String: String] = Dictionary(
        foodNames.map { (FoodText.words($0.key).joined(separator: " "), $0.value) }, uniquingKeysWith: { first, _ in first })

    private static let foodNames: [String: String] = [
        // German
        "zwiebel": "onion", "knoblauch": "garlic", "knoblauchzehe": "garlic clove", "möhre": "carrot", "karotte": "carrot",
        "knollensellerie": "celeriac", "porree": "leek", "lauch": "leek", "weizenmehl": "flour", "mehl": "flour",
        "brühen": "stock", "klare brühe": "stock", "weißwein": "white wine", "weisswein": "white wine", "rotwein": "red wine", "brühe": "stock", "gemüsebouillon": "vegetable stock",
        "gemüsebrühe": "vegetable stock", "lorbeerblatt": "bay leaf", "lorbeerblätter": "bay leaf", "sahne": "cream", "salz": "salt",
        "pfeffer": "pepper", "muskat": "nutmeg", "zucker": "sugar", "zimt": "cinnamon", "petersilie": "parsley", "feige": "fig",
        "feigen": "fig", "schalotte": "shallot", "schalotten": "shallot", "pfifferling": "chanterelle mushroom",
        "pfifferlingen": "chanterelle mushroom", "nelke": "clove spice", "kardamomkapseln": "cardamom", "honig": "honey",
        "rosmarin": "rosemary", "thymian": "thyme", "blätterteig": "puff pastry", "mandeln": "almond", "milch": "milk",
        "lachsfilet": "salmon", "spargel": "asparagus", "schinken": "ham", "frischkäse": "cream cheese", "tomaten": "tomato",
        "tomate": "tomato", "oliven": "olive", "zitrone": "lemon", "kartoffeln": "potato", "kartoffel": "potato", "eigelb": "egg yolk",
        "pflanzenöl": "vegetable oil", "friséesalat": "lettuce", "zitronenzesten": "lemon zest", "ei": "egg",
        "eier": "egg", "risottoreis": "risotto rice", "tomatenpüree": "tomato puree",
        "suppengemüse": "carrot", "sandwichtoast": "white bread", "getrocknete": "sun dried",
        // Dutch
        "rijst": "rice", "sushi rijst": "sushi rice", "azijn": "vinegar", "rijstazijn": "rice vinegar", "suiker": "sugar", "zout": "salt",
        "peen": "carrot", "komkommer": "cucumber", "uitjes": "onion", "mayonaise": "mayonnaise", "sojasaus": "soy sauce",
        "zalmloin": "salmon", "zalm": "salmon", "slaolie": "vegetable oil", "limoensap": "lime juice", "citroensap": "lemon juice",
        "limoenschil": "lime zest", "wortels": "carrot", "wortel": "carrot", "waterkers": "watercress", "sesamzaadjes": "sesame seed",
        "zoutvlokken": "salt", "kipschnitzels": "chicken breast", "boekweit": "buckwheat", "ui": "onion", "knoflook": "garlic",
        "melk": "milk", "boter": "butter", "bloem": "flour",
        // French
        "flocons d avoine": "rolled oats", "avoine": "oats", "lait": "milk", "sucre": "sugar", "grenade": "pomegranate",
        "orange sanguine": "orange", "graines de chia": "chia seeds", "chia": "chia seeds", "miel": "honey", "pain": "bread",
        "pain de campagne": "bread", "fromage frais": "cream cheese", "œuf": "egg", "oeuf": "egg", "salade": "lettuce",
        "beurre": "butter", "farine": "flour", "sel": "salt", "poivre": "pepper", "oignon": "onion", "ail": "garlic",
        // Portuguese
        "filé mignon": "beef tenderloin", "mostarda": "mustard seed", "páprica": "paprika", "azeite": "olive oil", "sal": "salt",
        "pimenta do reino": "black pepper", "cebola": "onion", "alho": "garlic", "cogumelo": "mushroom", "cogumelos": "mushroom",
        "suco de limão": "lemon juice", "limão": "lemon", "catchup": "ketchup", "caldo de legumes": "vegetable stock",
        "amido de milho": "cornstarch", "creme de leite": "heavy cream", "iogurte": "yogurt", "salsinha": "parsley",
        "arroz": "rice", "batata": "potato", "batatas": "potato", "batata palha": "potato chips", "costelinha de porco": "pork spareribs",
        "alecrim": "rosemary", "água": "water", "chimichurri": "oregano",
        // Italian
        "paccheri": "pasta", "melanzane": "eggplant", "pomodorini": "cherry tomato", "pesce spada": "swordfish", "aglio": "garlic",
        "mentuccia": "mint", "menta": "mint", "vino bianco": "white wine", "olio extravergine di oliva": "olive oil", "olio": "olive oil",
        "sale": "salt", "pangrattato": "breadcrumbs", "acciughe": "anchovy", "canard": "duck", "sbrinz": "parmesan",
        // Swedish, Norwegian, Danish
        "vatten": "water", "mjölk": "milk", "jäst": "yeast", "strösocker": "sugar", "ägg": "egg", "vetemjöl": "flour",
        "smör": "butter", "smør": "butter", "sukker": "sugar", "lettmelk": "milk", "hvetemel": "flour", "sammalt hvetemel": "whole wheat flour",
        "havregryn": "rolled oats", "rødløk": "red onion", "ruccula": "arugula",
        "koriander": "cilantro", "mynte": "mint", "æg": "egg", "mælk": "milk", "hvedemel": "flour", "grahamsmel": "whole wheat flour",
        // Czech, Slovak
        "tortilla pšeničná": "flour tortilla", "okurka": "cucumber", "šunka": "ham", "krůtí šunka": "ham", "sýr": "cheese",
        "hroznové víno": "grape", "mlieko": "milk", "múka": "flour", "vajcia": "egg", "cukor": "sugar", "soľ": "salt",
        // Turkish
        "sıvı yağ": "vegetable oil", "tavuk": "chicken", "soğan": "onion", "kapya biber": "red pepper", "mantar": "mushroom",
        "tuz": "salt", "karabiber": "black pepper", "kırmızı biber": "paprika", "su": "water", "patates": "potato",
        "tereyağı": "butter",
        // Chinese
        "奶油奶酪": "cream cheese", "糖粉": "powdered sugar", "鸡蛋": "egg", "淡奶油": "heavy cream", "玉米淀粉": "cornstarch",
        "蓝莓酱": "jam", "细砂糖": "sugar", "牛奶": "milk", "吉利丁片": "gelatin",
        // Japanese
        "ベーコン": "bacon", "ごぼう": "burdock root", "玉ねぎ": "onion", "有塩バター": "butter", "バター": "butter",
        "薄力粉": "cake flour", "牛乳": "milk", "コンソメ": "bouillon", "塩": "salt", "水": "water", "黒こしょう": "black pepper", "un": "flour", "süt": "milk", "köri": "curry powder", "mozarella peyniri": "mozzarella",
    ]
}
