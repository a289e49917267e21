import Foundation
public import HarkSpeech

/// Sayings of the wake phrase offered for enrollment (`hark wake enroll`), checked and trimmed
/// before they are kept: each is cut to its speech, must be long enough to be the phrase and
/// short enough not to be a sentence, and must sound like the others (a sample far from every
/// other is a different phrase, a cough, or another room's noise).
public enum WakeEnrollmentSamples {
    /// The fewest sayings enrollment takes.
    public static let minimumCount = 3
    /// The most it keeps.
    public static let maximumCount = 10
    /// How much farther than the others are from each other a saying may be from its nearest
    /// other one. The same synthetic voice at other speeds and pitches came within 1.35 times,
    /// other words ("stop", "pass the salt") beyond 2 (scripts/make-enrollment-set.sh).
    public static let outlierRatio = 1.8

    /// Why a set of sayings is refused, in words that say what to do.
    public struct Refusal: Error, CustomStringConvertible, Equatable {
        public let description: String
    }

    /// The sayings cut to their speech, in order, or a refusal naming the sample at fault.
    /// Each saying's `name` (its file name) is what the messages call it.
    public static func checked(_ sayings: [(name: String, samples: [Int16])], recognizer: any SpeechRecognizer) throws -> [[Int16]] {
        guard sayings.count >= minimumCount else {
            throw Refusal(description: "Enrollment needs at least \(minimumCount) sayings of the wake phrase; \(sayings.count) given.")
        }
        guard sayings.count <= maximumCount else {
            throw Refusal(description: "Enrollment keeps at most \(maximumCount) sayings; \(sayings.count) given.")
        }
        var trimmed: [[Int16]] = []
        var templates: [VoiceTemplate] = []
        for saying in sayings {
            let cut = SpeechSpan.loudestStretch(of: saying.samples).map { Array(saying.samples[$0]) } ?? saying.samples
            let seconds = Double(cut.count) / 16_000
            guard seconds >= 0.25 else {
                throw Refusal(description: "\(saying.name): only \(String(format: "%.2f", seconds)) s of sound; say the whole wake phrase.")
            }
            guard cut.count <= 48_000 else {
                throw Refusal(description: "\(saying.name): \(String(format: "%.1f", seconds)) s of speech; say the wake phrase alone (at most 3 s).")
            }
            guard SpeechEvidence.signalToNoise(saying.samples).map({ $0 >= 6 }) ?? true else {
                throw Refusal(description: "\(saying.name): the voice is barely above the room's noise; record it closer or somewhere quieter.")
            }
            guard let template = try recognizer.voiceTemplate(of: cut), template.frames.count >= 20 else {
                throw Refusal(description: "\(saying.name): no speech could be measured in it.")
            }
            trimmed.append(cut)
            templates.append(template)
        }
        // Each saying against the others: its nearest must lie within ``outlierRatio`` times the
        // others' mean distance to each other; one beyond it is not the same phrase ("stop", a cough).
        for i in templates.indices {
            let others = templates.indices.filter { $0 != i }.map { templates[$0] }
            guard let spread = WakeEnrollment(templates: others, margin: 1)?.bound else { continue }
            let nearest = others.map { min($0.distance(within: templates[i]), templates[i].distance(within: $0)) }.min() ?? .infinity
            if nearest > spread * Self.outlierRatio {
                throw Refusal(description: "\(sayings[i].name) does not sound like the other sayings; record it again, saying only the wake phrase.")
            }
        }
        guard WakeEnrollment(templates: templates, margin: 1) != nil else {
            throw Refusal(description: "The sayings could not be compared; record them again.")
        }
        return trimmed
    }
}
