import ArgumentParser
import HarkSpeech

extension Hark {
    /// `hark pronounce WORD…`: shows the phones Hark uses for each word.
    struct Pronounce: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show the pronunciation (CMU phones) Hark uses for words, and where it comes from.")

        @Argument(help: "Words to look up.")
        var words: [String]

        @OptionGroup var model: ModelOptions

        func run() async throws {
            let recognizer = try Recognizer(configuration: model.configuration())
            for word in words {
                let (phones, source) = try recognizer.pronunciationWithSource(of: word)
                let origin = source == .dictionary ? "dictionary" : "eSpeak NG"
                print("\(word.lowercased())\t\(phones.joined(separator: " "))\t(\(origin))")
            }
        }
    }
}
