public import HarkIntents

/// What a timer is for, when it has a name: "set a pizza timer", "start a ten minute timer
/// for the bottle". The speech grammar needs the words, so the names are a fixed, generous
/// list of what people time at home; a timer without one is "the timer" (or "the ten
/// minute timer"). Each name is the timer's title with "timer" after it ("pizza timer").
public enum TimerName: String, AppEnum, Codable, CaseIterable {
    case pizza, bottle, oven, eggs, pasta, rice, laundry, dryer, nap, bath, tea, coffee
    case cookies, bread, chicken, cake, potatoes, soup, roast, turkey, steak, fish
    case muffins, brownies, popcorn, beans, oatmeal, vegetables, noodles, pie, toast, bacon
    case homework, bedtime, medicine, shower, workout, reading, practice, parking, dishwasher
    /// Rooms: "the kitchen timer", "the timer in the nursery" (one Hark hears one room, so a
    /// room names a timer as any other word does).
    case kitchen, bedroom, nursery, garage, office, bathroom, garden

    public static let typeDisplayName = "Timer name"
    public static let caseDisplayRepresentations: [TimerName: DisplayRepresentation] = [
        .eggs: DisplayRepresentation(title: "eggs", synonyms: ["egg", "boiled eggs"]),
        .cookies: DisplayRepresentation(title: "cookies", synonyms: ["cookie", "biscuits"]),
        .potatoes: DisplayRepresentation(title: "potatoes", synonyms: ["potato", "baked potatoes"]),
        .noodles: DisplayRepresentation(title: "noodles", synonyms: ["spaghetti"]),
        .bottle: DisplayRepresentation(title: "bottle", synonyms: ["baby bottle", "bottles"]),
        .laundry: DisplayRepresentation(title: "laundry", synonyms: ["washing", "washing machine"]),
        .muffins: DisplayRepresentation(title: "muffins", synonyms: ["muffin", "cupcakes"]),
        .vegetables: DisplayRepresentation(title: "vegetables", synonyms: ["veggies"]),
        .medicine: DisplayRepresentation(title: "medicine", synonyms: ["pills"]),
        .tea: DisplayRepresentation(title: "tea", synonyms: ["kettle"]),
    ]

    /// "pizza timer".
    public var timerTitle: String { spokenText + " timer" }
}
