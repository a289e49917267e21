public import Foundation
public import HarkIntents
public import HarkStore

/// Answers "what can I say" and "help with timers" from the registry's own phrases, with
/// examples that fit the hour and what is running (a feeding, a timer, a fake call).
///
/// It reads the registry through `registry` (weakly held by the suite, so no cycle) and
/// the other skills' services through the dependencies in scope when an intent runs.
public final class HelpGuide: Sendable, AlertSource {
    /// The scheduler (timers and calls waiting).
    public let scheduler: Scheduler
    /// The time source.
    public let clock: any HarkClock
    /// The calendar hours are read in.
    public let calendar: Calendar
    /// The user's settings (the default caller, said in examples).
    public let settings: SkillSettings
    /// The registry whose phrases help reads; nil once it is gone.
    public let registry: @Sendable () -> SkillRegistry?

    /// Most timely examples said in an overview.
    public static let maxExamples = 3
    /// Most examples said for one topic.
    public static let maxTopicExamples = 4

    /// Creates the guide.
    public init(scheduler: Scheduler, clock: any HarkClock, calendar: Calendar, settings: SkillSettings = SkillSettings(),
                registry: @escaping @Sendable () -> SkillRegistry?) {
        self.scheduler = scheduler
        self.clock = clock
        self.calendar = calendar
        self.settings = settings
        self.registry = registry
    }

    /// Help raises no alerts.
    public func alert(for fired: FiredEvent) async throws -> Alert? { nil }

    /// The hour and what is running now: a feeding (through the feeding log in scope),
    /// timers and fake calls (the scheduler), food expiring (the pantry in scope).
    public func situation() throws -> HelpSituation {
        var situation = HelpSituation(hour: calendar.component(.hour, from: clock.now))
        situation.minuteOfDay = situation.hour * 60 + calendar.component(.minute, from: clock.now)
        situation.feedingRunning = try IntentDependencies.current.resolve(FeedingLog.self)?.running() != nil
        situation.timersRunning = try scheduler.pending(kind: AlarmClock.timerKind).count
        situation.callsWaiting = try scheduler.pending(kind: FakeCallService.kind).count
        situation.foodExpiring = try IntentDependencies.current.resolve(Pantry.self)?.expiring().count ?? 0
        return situation
    }

    /// How many of the person's shortcuts the overview names.
    static let maxShortcutExamples = 3

    /// "I can help with the feeding log, alarms and timers, … Right now you could say: …"
    public func overview(in situation: HelpSituation) async -> String {
        guard let registry = registry() else { return "Say a command after the wake word." }
        let names = registry.skills.map(\.name).filter { $0 != HelpSkill.skillName }
        var spoken: [String] = []
        for name in names.map(Self.spokenSkillName) where !spoken.contains(name) { spoken.append(name) }
        let listed = PantryWording.list(spoken)
        var answer = names.isEmpty ? "No skills are installed yet." : "I can help with \(listed)."
        // What is declared relevant now comes first (the person's shortcuts, then skills'), then the timely sentences.
        var examples = await relevant(situation.moment, registry: registry)
        for sentence in await timely(situation, registry: registry, inSkill: nil).map(\.sentence) where !examples.contains(sentence) {
            examples.append(sentence)
        }
        examples = Array(examples.prefix(Self.maxExamples))
        if !examples.isEmpty { answer += " Right now you could say: \(Self.either(examples))." }
        // The person's own phrases come before the general advice: they are what they chose to say, relevant ones first.
        let moment = situation.moment
        let ordered = registry.voiceShortcuts.filter { $0.relevance.holds(at: moment) } + registry.voiceShortcuts.filter { !$0.relevance.holds(at: moment) }
        let own = ordered.prefix(Self.maxShortcutExamples).map { "\"\($0.phrase)\"" }
        if !own.isEmpty {
            let more = registry.voiceShortcuts.count - own.count
            answer += " Your shortcuts: \(own.joined(separator: ", "))\(more > 0 ? " and \(more) more" : "")."
        }
        let topic = situation.feedingRunning || (situation.hour >= 22 || situation.hour < 6) ? "feeding" : "timers"
        return answer + " For more, say: help with \(topic)."
    }

    /// "For alarms and timers, you can say: …" — the skill's phrases, the timely ones first.
    public func help(with topic: HelpTopic, in situation: HelpSituation) async -> String {
        guard let registry = registry(), let skill = registry.skills.first(where: { $0.name == topic.skillName }) else {
            return "Sorry, I can't help with \(topic.rawValue) yet."
        }
        let now = await timely(situation, registry: registry, inSkill: skill).prefix(2)
        var examples = now.map(\.sentence)
        var intents = Set(now.map(\.intent))
        for shortcut in skill.shortcuts where examples.count < Self.maxTopicExamples && !intents.contains(shortcut.intent.identifier) {
            guard let example = await example(of: shortcut, registry: registry), !examples.contains(example) else { continue }
            examples.append(example)
            intents.insert(shortcut.intent.identifier)
        }
        guard !examples.isEmpty else { return "Sorry, I have no examples for \(Self.spokenSkillName(skill.name)) yet." }
        return "For \(Self.spokenSkillName(skill.name)), you can say: \(Self.either(examples))."
    }

    /// What is declared relevant at `moment` (``ShortcutRelevance``), as said: the person's shortcuts
    /// (quoted), then an example of each skill shortcut, those relevant while something is so first.
    func relevant(_ moment: RelevanceMoment, registry: SkillRegistry) async -> [String] {
        var sentences = registry.voiceShortcuts.filter { $0.relevance.holds(at: moment) }.map { "\"\($0.phrase)\"" }
        let declared = registry.skills.flatMap(\.shortcuts).filter { $0.relevance.holds(at: moment) }
        let bySituation = declared.filter { shortcut in shortcut.relevance.contains { if case .situation = $0, $0.holds(at: moment) { true } else { false } } }
        for shortcut in bySituation + declared where sentences.count < Self.maxExamples {
            guard let example = await example(of: shortcut, registry: registry), !sentences.contains(example) else { continue }
            sentences.append(example)
        }
        return sentences
    }

    /// The situation's candidate sentences that the registry understands (in `skill`, when
    /// given), at most ``maxExamples``, each once per intent, with the intent it reaches.
    func timely(_ situation: HelpSituation, registry: SkillRegistry, inSkill skill: (any Skill)?) async -> [(sentence: String, intent: String)] {
        let intents = skill.map { Set($0.shortcuts.map(\.intent.identifier)) }
        var found: [(sentence: String, intent: String)] = []
        for sentence in situation.candidates where found.count < Self.maxExamples {
            guard let match = await registry.route(SpokenWords.tokenize(sentence), allowingFillers: false) else { continue }
            if let intents, !intents.contains(match.intent.identifier) { continue }
            if found.contains(where: { $0.intent == match.intent.identifier }) { continue }
            found.append((sentence, match.intent.identifier))
        }
        return found
    }

    /// One way of saying a shortcut: the shortest way of saying its first phrase that has
    /// example values for every slot, checked to reach the intent. Nil when none does.
    func example(of shortcut: AppShortcut, registry: SkillRegistry) async -> String? {
        let types = Dictionary(shortcut.intent.parameterSummaries.map { ($0.name, $0.type) }, uniquingKeysWith: { a, _ in a })
        for text in shortcut.phrases {
            guard let template = try? TemplateParser(parameters: Set(types.keys)).parse(text) else { continue }
            let sayings = template.expansions(limit: 200).compactMap { expansion -> [String]? in
                var words: [String] = []
                for part in expansion.parts {
                    switch part {
                    case .word(let word): words.append(word)
                    case .slot(let name):
                        guard let value = exampleValue(type: types[name] ?? "") else { return nil }
                        words += value.split(separator: " ").map(String.init)
                    }
                }
                return words
            }
            // Shortest first, counting each "the" as free: "cancel the fake call", not "cancel fake call".
            let ranked = sayings.sorted { weight($0) < weight($1) }
            for words in ranked.prefix(3) {
                let match = await registry.route(words, allowingFillers: false)
                if match?.intent.identifier == shortcut.intent.identifier {
                    return words.joined(separator: " ").replacingOccurrences(of: "\\bi\\b", with: "I", options: .regularExpression)
                }
            }
        }
        return nil
    }

    /// How long a saying sounds for choosing an example: its words, less two for each "the".
    func weight(_ words: [String]) -> Int {
        words.count - 2 * words.filter { $0 == "the" }.count
    }

    /// Words to fill a slot of a parameter type with in an example; nil for types without one.
    func exampleValue(type: String) -> String? {
        switch type {
        case SpokenDuration.typeName: return "ten minutes"
        case TimeOfDay.typeName: return "six thirty"
        case Int.typeName, Double.typeName: return "two"
        case PantryFood.typeName, PantryItem.typeName: return "milk"
        case PantryStorage.typeName: return "fridge"
        case RecipeMeal.typeName: return "dinner"
        case Caller.typeName: return settings.fakeCallDefaultCaller.lowercased()
        case HelpTopic.typeName: return "timers"
        default: return nil
        }
    }

    /// "the feeding log", "alarms and timers", "the fake call", "the pantry", other names lowercased.
    static func spokenSkillName(_ name: String) -> String {
        let lower = name.lowercased()
        // The timers' second skill (a skill holds at most ten intents) is part of alarms and timers to a listener.
        if lower == "timer controls" { return "alarms and timers" }
        if lower == "shortcuts" { return "your shortcuts" }
        if lower == "web app" { return "the web app" }
        if lower == "lock" { return "locking Hark" }
        return ["feeding log", "fake call", "pantry"].contains(lower) ? "the \(lower)" : lower
    }

    /// "a", "a, or b", "a, b, or c".
    static func either(_ sentences: [String]) -> String {
        guard sentences.count > 1 else { return sentences.first ?? "" }
        return sentences.dropLast().joined(separator: ", ") + ", or " + sentences[sentences.count - 1]
    }
}
