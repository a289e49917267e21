import Testing

@Suite struct HarkSpeechPlaceholder {}
