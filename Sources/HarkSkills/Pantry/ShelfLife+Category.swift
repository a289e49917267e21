extension ShelfLife {
    /// A kind of food that keeps about as long as the others of its kind.
    public enum Category: String, CaseIterable, Sendable, Codable {
        /// Milk, cream, buttermilk.
        case dairy
        /// Yogurt, sour cream.
        case yogurt
        /// Hard cheeses.
        case cheese
        /// Cream cheese, cottage cheese, ricotta, mozzarella.
        case softCheese = "soft cheese"
        /// Butter, margarine.
        case butter
        /// Eggs in the shell.
        case eggs
        /// Fresh red meat: steak, roasts, chops.
        case meat
        /// Ground meat, sausages, burgers.
        case groundMeat = "ground meat"
        /// Chicken, turkey, duck.
        case poultry
        /// Fish and shellfish.
        case fish
        /// Ham, bacon, salami, hot dogs.
        case deliMeat = "deli meat"
        /// Most fresh vegetables.
        case vegetables
        /// Potatoes, carrots, onions, garlic.
        case rootVegetables = "root vegetables"
        /// Spinach, lettuce, kale, fresh herbs.
        case leafyGreens = "leafy greens"
        /// Fresh fruit.
        case fruit
        /// Strawberries, blueberries, raspberries, cherries.
        case berries
        /// Bread, bagels, rolls, tortillas.
        case bread
        /// Cake and pie.
        case bakedGoods = "baked goods"
        /// Cooked food: leftovers, soup, stew, pizza.
        case leftovers
        /// Cooked rice.
        case cookedRice = "cooked rice"
        /// Dry rice, pasta, flour, oats, cereal.
        case grains
        /// Ketchup, mustard, mayonnaise, jam, pickles.
        case condiments
        /// Fruit juice.
        case juice
        /// Ice cream.
        case frozenDesserts = "frozen desserts"
        /// Anything the table does not know.
        case other
    }

    /// How long one category keeps, in days, per storage place; a place that is
    /// not listed is not recommended for it.
    public struct Entry: Sendable, Equatable {
        /// Days it keeps in each recommended place, best place first.
        public var places: [(storage: PantryStorage, days: Int)]
        /// A short storage tip, with `{it}` standing for "it" or "them" ("don't freeze {it} raw").
        public var note: String?

        /// The days it keeps in `storage`, nil when that place is not recommended.
        public func days(in storage: PantryStorage) -> Int? {
            places.first { $0.storage == storage }?.days
        }

        /// The place it keeps best.
        public var bestStorage: PantryStorage { places[0].storage }

        /// Same places, days and note.
        public static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.note == rhs.note && lhs.places.map(\.storage) == rhs.places.map(\.storage)
                && lhs.places.map(\.days) == rhs.places.map(\.days)
        }
    }

    /// Days per category and place.
    ///
    /// Values follow common food-safety guidance (the USDA FoodKeeper ranges for
    /// opened or fresh food), taking the conservative end of each range: milk
    /// keeps 7 days in the fridge and 3 months frozen, raw chicken 2 days in the
    /// fridge and 9 months frozen, ground meat and fish 1 day in the fridge,
    /// leftovers 3 days, eggs 5 weeks in the fridge and never frozen in the shell.
    static let entries: [Category: Entry] = [
        .dairy: Entry(places: [(.fridge, 7), (.freezer, 90)], note: nil),
        .yogurt: Entry(places: [(.fridge, 7), (.freezer, 30)], note: nil),
        .cheese: Entry(places: [(.fridge, 21), (.freezer, 180)], note: "wrap {it} well"),
        .softCheese: Entry(places: [(.fridge, 7)], note: "freezing spoils the texture"),
        .butter: Entry(places: [(.fridge, 30), (.freezer, 180)], note: nil),
        .eggs: Entry(places: [(.fridge, 35)], note: "don't freeze {it} in the shell"),
        .meat: Entry(places: [(.fridge, 3), (.freezer, 120)], note: nil),
        .groundMeat: Entry(places: [(.fridge, 1), (.freezer, 90)], note: nil),
        .poultry: Entry(places: [(.fridge, 2), (.freezer, 270)], note: nil),
        .fish: Entry(places: [(.fridge, 1), (.freezer, 60)], note: nil),
        .deliMeat: Entry(places: [(.fridge, 3), (.freezer, 30)], note: nil),
        .vegetables: Entry(places: [(.fridge, 5), (.freezer, 240)], note: "blanch {it} before freezing"),
        .rootVegetables: Entry(places: [(.pantry, 21), (.fridge, 21)], note: "keep {it} cool and dark"),
        .leafyGreens: Entry(places: [(.fridge, 5)], note: "don't freeze {it} raw"),
        .fruit: Entry(places: [(.fridge, 7), (.pantry, 3), (.freezer, 240)], note: nil),
        .berries: Entry(places: [(.fridge, 3), (.freezer, 240)], note: "wash {it} just before eating"),
        .bread: Entry(places: [(.pantry, 5), (.freezer, 90)], note: "the fridge makes {it} stale"),
        .bakedGoods: Entry(places: [(.fridge, 3), (.pantry, 2), (.freezer, 60)], note: nil),
        .leftovers: Entry(places: [(.fridge, 3), (.freezer, 60)], note: nil),
        .cookedRice: Entry(places: [(.fridge, 3), (.freezer, 30)], note: "cool {it} quickly"),
        .grains: Entry(places: [(.pantry, 180), (.freezer, 365)], note: "keep {it} dry and sealed"),
        .condiments: Entry(places: [(.fridge, 30)], note: "keep {it} cold once opened"),
        .juice: Entry(places: [(.fridge, 7), (.freezer, 240)], note: nil),
        .frozenDesserts: Entry(places: [(.freezer, 60)], note: "keep {it} frozen"),
        .other: Entry(places: [(.fridge, 5), (.freezer, 60), (.pantry, 30)], note: nil),
    ]
}
