import HarkAssistant
import HarkSpeech
import Testing

/// The settings' listening values reach the recognizer's configuration; the rest of it is kept.
@Suite struct SettingsRecognizerTests {
    @Test func listeningValuesReachTheRecognizerAndTheRestIsKept() {
        var settings = AssistantSettings()
        settings.silenceTimeout = 0.45
        settings.maxUtterance = 14
        settings.vadThreshold = 3.5
        settings.crossWordContext = false
        let base = RecognizerConfiguration(modelDirectory: "/models", extraDictionaries: ["/extra.dict"])
        let configuration = settings.recognizerConfiguration(from: base)
        #expect(configuration.silenceTimeout == 0.45)
        #expect(configuration.maxUtteranceLength == 14)
        #expect(configuration.vadThreshold == 3.5)
        #expect(configuration.crossWordContext == false)
        #expect(configuration.modelDirectory == "/models")
        #expect(configuration.extraDictionaries == ["/extra.dict"])
    }
}
