extension ShelfLife {
    /// Common foods by category. Every word is in the CMU pronouncing dictionary,
    /// so each name can be heard by the recognizer.
    public static let foodsByCategory: [(Category, [String])] = [
        (.dairy, ["milk", "cream", "buttermilk"]),
        (.yogurt, ["yogurt", "sour cream"]),
        (.cheese, ["cheese", "cheddar", "parmesan", "feta"]),
        (.softCheese, ["cream cheese", "cottage cheese", "ricotta", "mozzarella"]),
        (.butter, ["butter", "margarine"]),
        (.eggs, ["eggs"]),
        (.meat, ["beef", "steak", "pork", "lamb", "pork chops", "roast"]),
        (.groundMeat, ["ground beef", "ground turkey", "mince", "sausages", "burgers"]),
        (.poultry, ["chicken", "turkey", "duck"]),
        (.fish, ["fish", "salmon", "cod", "tuna", "shrimp", "prawns"]),
        (.deliMeat, ["ham", "bacon", "salami", "hot dogs"]),
        (.vegetables, ["broccoli", "cauliflower", "peppers", "zucchini", "cucumbers", "mushrooms",
                       "celery", "cabbage", "asparagus", "green beans", "corn", "peas"]),
        (.rootVegetables, ["carrots", "potatoes", "sweet potatoes", "onions", "garlic", "beets"]),
        (.leafyGreens, ["spinach", "lettuce", "kale", "salad", "arugula", "cilantro", "parsley", "basil", "herbs"]),
        (.fruit, ["apples", "oranges", "pears", "peaches", "plums", "grapes", "melon", "watermelon", "pineapple",
                  "mango", "lemons", "limes", "bananas", "avocados", "kiwi", "tomatoes"]),
        (.berries, ["strawberries", "blueberries", "raspberries", "blackberries", "cherries"]),
        (.bread, ["bread", "bagels", "rolls", "tortillas", "buns", "muffins", "croissants", "cookies"]),
        (.bakedGoods, ["cake", "pie"]),
        (.leftovers, ["leftovers", "soup", "stew", "pizza", "casserole", "chili", "lasagna", "hummus", "tofu"]),
        (.cookedRice, ["cooked rice"]),
        (.grains, ["rice", "pasta", "noodles", "flour", "oats", "cereal", "lentils"]),
        (.condiments, ["ketchup", "mustard", "mayonnaise", "jam", "salsa", "pickles", "dressing", "soy sauce"]),
        (.juice, ["juice", "orange juice"]),
        (.frozenDesserts, ["ice cream"]),
    ]

    /// Food name → category, built once from `foodsByCategory`.
    static let categoryByFood: [String: Category] = {
        var table: [String: Category] = [:]
        for (category, foods) in foodsByCategory {
            for food in foods { table[food] = category }
        }
        return table
    }()
}
