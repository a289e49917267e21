import ArgumentParser
import HarkAssistant
import HarkConfig
import HarkSpeech

/// Options shared by every command that decodes speech.
struct ModelOptions: ParsableArguments {
    @Option(name: .customLong("model-dir"), help: "Model directory with en-us/ and cmudict-en-us.dict (default: $HARK_MODEL_DIR, then /usr/share/pocketsphinx/model/en-us).")
    var modelDirectory: String?

    @Option(name: .customLong("dict"), help: "Extra CMU-format dictionary to load (repeatable). models/hark.dict is loaded when present.")
    var dictionaries: [String] = []

    /// The recognizer configuration these options describe.
    func configuration() -> RecognizerConfiguration {
        var extra = dictionaries
        if extra.isEmpty, let bundled = ProjectFiles.projectDictionary { extra = [bundled] }
        return RecognizerConfiguration(modelDirectory: modelDirectory, extraDictionaries: extra)
    }

    /// The recognizer configuration for the assistant: these options over the settings.
    func configuration(settings: AssistantSettings) -> RecognizerConfiguration {
        var configuration = configuration()
        if modelDirectory == nil, let directory = settings.modelDirectory { configuration.modelDirectory = directory }
        return settings.recognizerConfiguration(from: configuration)
    }
}
