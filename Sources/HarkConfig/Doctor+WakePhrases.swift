import Foundation
import HarkAssistant
public import HarkSpeech

extension Doctor {
    /// Every word of the wake phrases can be pronounced and the phrases are valid
    /// for keyword spotting, checked the way `hark listen` prepares them.
    /// Skipped when the speech model does not load (the model checks say why).
    public func wakePhraseCheck() -> DoctorCheck {
        let configuration = RecognizerConfiguration(
            modelDirectory: environment.modelDirectory,
            extraDictionaries: environment.projectDictionary.map { [$0] } ?? [])
        guard let load = environment.loadRecognizer else {
            return DoctorCheck("wake phrases", .skipped, "no speech recognizer to check them with")
        }
        guard let recognizer = try? load(configuration) else {
            return DoctorCheck("wake phrases", .skipped, "the speech model did not load; see the model checks")
        }
        return Self.wakePhraseCheck(settings.wakePhrases, recognizer: recognizer)
    }

    /// Prepares `phrases` on `recognizer` as the assistant does (eSpeak NG
    /// pronunciations for words the dictionary lacks, then the keyword search)
    /// and reports the outcome: failed, naming the words nothing can pronounce
    /// or the invalid setting; OK, naming the words that rely on eSpeak NG.
    public static func wakePhraseCheck(_ phrases: [Keyphrase], recognizer: Recognizer) -> DoctorCheck {
        let added: [String: [String]]
        do {
            added = try recognizer.addMissingPronunciations(forWakePhrases: phrases)
            try recognizer.setWakePhrases(phrases)
        } catch {
            return DoctorCheck("wake phrases", .failed, error.message)
        }
        let list = phrases.map { "\"\($0.phrase)\"" }.joined(separator: ", ")
        guard !added.isEmpty else { return DoctorCheck("wake phrases", .ok, "\(list), every word in the dictionary") }
        let derived = added.keys.sorted().map { "\($0) (\(added[$0]!.joined(separator: " ")))" }.joined(separator: ", ")
        return DoctorCheck("wake phrases", .ok, "\(list); pronounced by eSpeak NG rules: \(derived)")
    }
}
