import Testing
@testable import HarkSpeech

/// Timing settings out of range are refused with a sentence, never trapped on.
@Suite struct RecognizerConfigurationTests {
    @Test(arguments: [1e300, -1, 0, 0.01, 11, Double.infinity, Double.nan])
    func silenceTimeoutOutsideItsRangeIsRefused(seconds: Double) {
        var configuration = RecognizerConfiguration(modelDirectory: "/nonexistent/model")
        configuration.silenceTimeout = seconds
        let error = #expect(throws: RecognizerError.self) { try configuration.validate() }
        #expect(error?.code == .invalidConfiguration)
        #expect(error?.message == "The silence timeout \(seconds) s is outside 0.05–10.0 s; set silence_timeout to a value such as 0.7.")
        // Building the decoder arguments must not trap either.
        #expect(configuration.decoderArguments.contains("-vad_postspeech"))
    }

    @Test(arguments: [1e300, 0, 0.1, 121, -Double.infinity])
    func maxUtteranceOutsideItsRangeIsRefused(seconds: Double) {
        var configuration = RecognizerConfiguration(modelDirectory: "/nonexistent/model")
        configuration.maxUtteranceLength = seconds
        let error = #expect(throws: RecognizerError.self) { try configuration.validate() }
        #expect(error?.message.hasPrefix("The longest utterance \(seconds) s is outside 0.5–120.0 s") == true)
    }

    @Test func timingsInRangeReachTheModelCheck() {
        var configuration = RecognizerConfiguration(modelDirectory: "/nonexistent/model")
        configuration.silenceTimeout = 0.05
        configuration.maxUtteranceLength = 120
        let error = #expect(throws: RecognizerError.self) { try configuration.validate() }
        #expect(error?.code == .modelMissing)
        let index = configuration.decoderArguments.firstIndex(of: "-vad_postspeech")!
        #expect(configuration.decoderArguments[index + 1] == "5")
    }
}
