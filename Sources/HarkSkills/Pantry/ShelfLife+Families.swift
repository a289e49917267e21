extension ShelfLife {
    /// Foods the spoken list leaves out, by family: a name typed or added with `hark pantry add`
    /// ("halloumi", "smoked trout") gets its family's shelf life instead of a flat default.
    /// These words are not in the speech grammar; once such a food is on the list, its name
    /// joins the grammar and the recognizer sounds it out with eSpeak NG when the dictionary
    /// lacks it.
    static let families: [(Category, [String])] = [
        (.dairy, ["half and half", "whipping cream", "double cream", "single cream", "goat milk", "oat milk",
                  "almond milk", "soy milk", "custard", "eggnog"]),
        (.yogurt, ["kefir", "creme fraiche", "skyr", "tzatziki", "yoghurt"]),
        (.cheese, ["brie", "camembert", "gouda", "gruyere", "swiss", "provolone", "manchego", "halloumi",
                   "gorgonzola", "stilton", "pecorino", "emmental", "havarti", "colby", "edam", "asiago", "jack"]),
        (.softCheese, ["mascarpone", "burrata", "paneer", "quark"]),
        (.butter, ["ghee", "lard"]),
        (.meat, ["veal", "venison", "brisket", "ribs", "tenderloin", "sirloin", "ribeye", "chops", "cutlets", "mutton",
                 "goat", "bison", "loin", "roast beef", "pork belly", "oxtail", "liver"]),
        (.groundMeat, ["meatballs", "bratwurst", "patties", "sausage", "mincemeat", "kebab"]),
        (.poultry, ["quail", "goose", "pheasant", "wings", "drumsticks", "thighs", "breasts", "hen", "poussin"]),
        (.fish, ["trout", "tilapia", "halibut", "mackerel", "sardines", "anchovies", "crab", "lobster", "scallops",
                 "mussels", "clams", "oysters", "haddock", "pollock", "snapper", "catfish", "sea bass", "herring",
                 "squid", "octopus", "seafood", "swordfish", "monkfish", "sole", "plaice", "kipper", "prawn"]),
        (.deliMeat, ["prosciutto", "pastrami", "pepperoni", "bologna", "chorizo", "pancetta", "corned beef",
                     "lunch meat", "cold cuts", "frankfurters", "wieners", "jerky"]),
        (.vegetables, ["eggplant", "aubergine", "courgette", "okra", "leeks", "fennel", "artichokes", "sprouts",
                       "brussels sprouts", "bok choy", "squash", "pumpkin", "radishes", "snow peas", "edamame",
                       "bean sprouts", "scallions", "spring onions", "chard", "green onions", "chilies", "jalapenos"]),
        (.rootVegetables, ["turnips", "parsnips", "celeriac", "shallots", "ginger", "yams", "rutabaga", "swede",
                           "radish", "horseradish", "taro", "cassava"]),
        (.leafyGreens, ["romaine", "watercress", "collards", "collard greens", "mint", "dill", "chives", "rosemary",
                        "thyme", "sage", "oregano", "greens", "rocket", "endive", "microgreens", "sprouts"]),
        (.fruit, ["apricots", "nectarines", "papaya", "figs", "pomegranate", "grapefruit", "clementines", "tangerines",
                  "mandarins", "lychees", "persimmons", "guava", "passion fruit", "plantains", "coconut", "cantaloupe",
                  "honeydew", "rhubarb", "dates"]),
        (.berries, ["cranberries", "gooseberries", "currants", "mulberries", "boysenberries", "grapes"]),
        (.bread, ["baguette", "pita", "naan", "crumpets", "brioche", "sourdough", "english muffins", "flatbread",
                  "ciabatta", "focaccia", "rye", "wraps", "scones", "biscuits", "crackers", "pretzels", "waffles"]),
        (.bakedGoods, ["cupcakes", "brownies", "pastries", "donuts", "doughnuts", "tart", "cheesecake", "pudding", "eclairs"]),
        (.leftovers, ["curry", "risotto", "stir fry", "dumplings", "meatloaf", "enchiladas", "burritos", "tacos",
                      "dal", "gumbo", "paella", "roast dinner", "takeout", "takeaway", "sandwich", "sandwiches",
                      "quiche", "omelette", "pancakes", "gravy", "sauce", "broth", "stock", "baby food", "puree"]),
        (.grains, ["quinoa", "couscous", "barley", "bulgur", "polenta", "spaghetti", "macaroni", "penne", "ramen",
                   "granola", "muesli", "cornmeal", "semolina", "beans", "chickpeas", "crisps", "chips", "nuts",
                   "almonds", "peanuts", "raisins", "sugar", "cocoa", "coffee", "tea", "honey", "crackers"]),
        (.condiments, ["pesto", "hot sauce", "sriracha", "chutney", "relish", "tahini", "barbecue sauce", "vinegar",
                       "mayo", "aioli", "horseradish sauce", "peanut butter", "marmalade", "olives", "capers", "syrup",
                       "maple syrup", "miso", "harissa", "dip", "guacamole"]),
        (.juice, ["lemonade", "smoothie", "smoothies", "apple juice", "grape juice", "cider", "kombucha", "soda", "milkshake"]),
        (.frozenDesserts, ["sorbet", "gelato", "popsicles", "ice lollies", "frozen yogurt", "ice pops"]),
    ]

    /// Family word → category, built once from `families`. A word in two families keeps its first.
    static let categoryByFamilyWord: [String: Category] = {
        var table: [String: Category] = [:]
        for (category, words) in families {
            for word in words where table[word] == nil { table[word] = category }
        }
        return table
    }()

    /// Endings that name a family: "swordfish", "lingonberries", "beef stew".
    static let familyEndings: [(suffix: String, category: Category)] = [
        ("berries", .berries), ("berry", .berries), ("fish", .fish), ("cheese", .cheese), ("bread", .bread),
        ("soup", .leftovers), ("stew", .leftovers), ("cake", .bakedGoods), ("pie", .bakedGoods), ("juice", .juice),
    ]

    /// The category of a name (or part of one) by family: the family table, with plural and
    /// singular forms, then a family ending; nil when none fits.
    static func familyCategory(of name: String) -> Category? {
        let words = normalized(name)
        guard let last = words.last else { return nil }
        for variant in variants(of: last) {
            let candidate = (words.dropLast() + [variant]).joined(separator: " ")
            if let category = categoryByFamilyWord[candidate] { return category }
        }
        let joined = words.joined(separator: " ")
        return familyEndings.first { joined.hasSuffix($0.suffix) }?.category
    }
}
