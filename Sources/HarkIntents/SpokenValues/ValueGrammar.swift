/// JSGF rules that accept the spoken forms of each `ValueKind`, the same forms
/// its parser reads (a test walks every rule and parses what it says).
///
/// Rule names start with `v_`; rules are private (no `public` keyword) so the
/// grammar that includes them keeps its own public rule. Every word is in the
/// PocketSphinx en-US dictionary. Rule bodies are written without `;`.
public enum ValueGrammar {
    /// The rule that accepts a value of `kind`, without angle brackets ("v_duration").
    public static func topRule(for kind: ValueKind) -> String {
        switch kind {
        case .number: return "v_number"
        case .integer: return "v_integer"
        case .duration: return "v_duration"
        case .timeOfDay: return "v_time_of_day"
        case .relativeDay: return "v_relative_day"
        }
    }

    /// The rules for `kind`, by name without angle brackets: its top rule and every rule it refers to.
    public static func rules(for kind: ValueKind) -> [String: String] {
        var result: [String: String] = [:]
        var pending = [topRule(for: kind)]
        while let name = pending.popLast() {
            guard result[name] == nil, let body = allRules[name] else { continue }
            result[name] = body
            pending += expressions[name]?.references.sorted() ?? []
        }
        return result
    }

    /// The rules for `kind` plus a rule `ruleName` (no angle brackets) whose body is the kind's
    /// top rule, e.g. `rules(for: .duration, ruleName: "minutes")["minutes"] == "<v_duration>"`.
    public static func rules(for kind: ValueKind, ruleName: String) -> [String: String] {
        var result = rules(for: kind)
        result[ruleName] = "<\(topRule(for: kind))>"
        return result
    }

    /// Rule definitions as JSGF lines ("<name> = body;"), sorted by name.
    public static func definitions(_ rules: [String: String]) -> String {
        rules.keys.sorted().map { "<\($0)> = \(rules[$0]!);\n" }.joined()
    }

    /// A complete JSGF grammar whose one public rule, `<value>`, accepts a value of `kind`.
    public static func grammar(for kind: ValueKind) -> String {
        "#JSGF V1.0;\ngrammar values;\npublic <value> = <\(topRule(for: kind))>;\n" + definitions(rules(for: kind))
    }

    /// Every word a value of `kind` can be said with.
    public static func words(for kind: ValueKind) -> Set<String> {
        rules(for: kind).keys.reduce(into: []) { $0.formUnion(expressions[$1]?.words ?? []) }
    }

    /// Every rule body, parsed once.
    static let expressions: [String: JSGFExpression] = allRules.compactMapValues(JSGFExpression.parse)

    /// Alternatives joined by " | ".
    private static func anyOf(_ words: [String]) -> String { words.joined(separator: " | ") }

    /// The rules of one unit of time: whole counts ("an hour", "two hours") and fractions ("half an hour").
    private static func unitRules(_ singular: String, article: String, fractions: Bool) -> [String: String] {
        var rules = ["v_\(singular)s": "(\(article) | one) \(singular) | <v_count> \(singular)s"]
        if fractions {
            var body = "(\(article) | one) \(singular) and a half | <v_count_fraction> \(singular)s"
                + " | (half | a quarter of | three quarters of) \(article) \(singular)"
            if singular == "hour" { body += " | a (half | quarter) hour" }
            rules["v_\(singular)s_fraction"] = body
        }
        return rules
    }

    /// Every rule, by name.
    static let allRules: [String: String] = {
        var rules: [String: String] = [
            // Numbers.
            "v_digit": anyOf(SpokenWords.digits),
            "v_digit_plural": anyOf(Array(SpokenWords.digits.dropFirst())),
            "v_teen": anyOf(SpokenWords.teens),
            "v_tens": anyOf(SpokenWords.tens),
            "v_below100": "<v_digit> | <v_teen> | <v_tens> [<v_digit>]",
            "v_below1000": "<v_below100> | (a | <v_digit>) hundred [[and] <v_below100>]",
            "v_cardinal": "<v_below1000> | (a | <v_below1000>) thousand [[and] <v_below1000>]"
                + " | (\(anyOf(Array(SpokenWords.teens.dropFirst()))) | <v_tens> <v_digit>) hundred [[and] <v_below100>]",
            "v_decimals": "point (zero | oh | <v_digit>)+",
            "v_fraction_part": "a half | a quarter | three quarters",
            "v_unsigned": "zero [<v_decimals>] | <v_cardinal> [and <v_fraction_part> | <v_decimals>] | <v_decimals>"
                + " | [a | one] half | (a | one) quarter | three quarters | [half] a dozen",
            "v_number": "[minus | negative] <v_unsigned>",
            "v_integer": "[minus | negative] (zero | <v_cardinal> | [half] a dozen)",
            // Durations.
            // Durations as they are said: counts below a hundred ("ninety minutes", not "a
            // hundred and twenty minutes") and at most two units ("an hour and ten minutes",
            // "two minutes thirty seconds"). Every other form the parser reads ("one hour
            // fifteen minutes and thirty seconds", "two weeks and three days") can still be
            // typed; spoken, each was one more copy of the number words at each of the
            // grammar's ~30 places a duration sits, and one more reading to snap other
            // speech onto.
            "v_count": "<v_digit_plural> | <v_teen> | <v_tens> [<v_digit>]",
            "v_count_fraction": "<v_below100> and <v_fraction_part>",
            "v_duration": "<v_weeks> | <v_days> | <v_hours> [[and] <v_minutes>] | <v_minutes> [[and] <v_seconds>] | <v_seconds>"
                + " | <v_weeks_fraction> | <v_days_fraction> | <v_hours_fraction> | <v_minutes_fraction>",
            // Times of day.
            "v_hour": anyOf(SpokenWords.digits + ["ten", "eleven", "twelve"]),
            "v_minute": "oh <v_digit> | <v_teen> | (twenty | thirty | forty | fifty) [<v_digit>]",
            // Minutes past or to an hour: the clock's fives as they are said ("ten to six",
            // "twenty five past"); any other count only with "minutes" ("six minutes to ten").
            // "six to ten" and "two to five" were how family talk ("send a message to dad",
            // "the alarm on my phone is broken") was snapped onto alarms and feedings.
            "v_offset": "[a] quarter | five | ten | twenty [five] | one minute"
                + " | (<v_digit_plural> | <v_teen> | twenty [<v_digit>]) minutes",
            "v_day_part": "a.m. | p.m. | in the (morning | afternoon | evening) | at night",
            "v_time_of_day": "(<v_hour> [o'clock | <v_minute>] | <v_offset> (past | to | after) <v_hour>"
                + " | half (past | after) <v_hour>) [<v_day_part>]"
                + " | [twelve] (noon | midnight) | (<v_offset> (past | to | after) | half (past | after)) (noon | midnight)",
            // Days.
            "v_weekday": anyOf(SpokenWords.weekdays),
            "v_relative_day": "today | tomorrow | the day after tomorrow | [on | next | this] <v_weekday>",
        ]
        rules.merge(unitRules("week", article: "a", fractions: true)) { $1 }
        rules.merge(unitRules("day", article: "a", fractions: true)) { $1 }
        rules.merge(unitRules("hour", article: "an", fractions: true)) { $1 }
        rules.merge(unitRules("minute", article: "a", fractions: true)) { $1 }
        rules.merge(unitRules("second", article: "a", fractions: false)) { $1 }
        return rules
    }()
}
