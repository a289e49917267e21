public import HarkAudio

/// The recognizer seam: streaming frames in, events out, with named searches.
///
/// `Recognizer` (PocketSphinx) is the real implementation; layers above may
/// plug a scripted fake in their unit tests.
public protocol SpeechRecognizer: AnyObject {
    /// Registers the wake phrases (keyword search); each has its own threshold.
    func setWakePhrases(_ phrases: [Keyphrase]) throws(RecognizerError)
    /// Registers a JSGF grammar under `name`, after checking every word is pronounceable.
    func setGrammar(_ jsgf: String, name: String) throws(RecognizerError)
    /// Switches search; an utterance in progress is dropped.
    func listen(for search: Search) throws(RecognizerError)
    /// Feeds one frame; returns what happened in it.
    func process(_ frame: AudioFrame) throws(RecognizerError) -> [RecognitionEvent]
    /// Ends the stream: decodes whatever utterance is still open.
    func finish() throws(RecognizerError) -> [RecognitionEvent]
}
