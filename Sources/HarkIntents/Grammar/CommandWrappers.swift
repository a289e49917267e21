/// Words people say around a spoken command that the typed reading skips: an opening
/// ("can you", "um", "okay hark") and a closing ("please", "for me").
///
/// The command language model (HarkSpeech's `CommandLanguageModel`) learns sentences drawn
/// from the phrases; with these around some of them it can hear "could you set a timer for
/// ten minutes please" as said, and the typed reading then reads it as the phrase. Every
/// opening and closing is one the typed reading skips (``TemplateMatcher/defaultFillers``,
/// or an address to Hark), which a test checks.
public enum CommandWrappers {
    /// What is said before a command.
    public static let openings: [String] = [
        "please", "hey", "can you", "could you", "would you", "will you", "um", "uh", "okay", "ok", "so",
        "i want you to", "i'd like you to", "i need you to", "go ahead and", "i'd like to", "can you tell me",
        "tell me", "actually", "oh", "well", "yeah", "do me a favor and", "would you mind", "just",
        "hark", "hey hark", "okay hark", "could you please", "can you please",
    ]
    /// What is said after a command.
    public static let closings: [String] = ["please", "for me", "now", "right now", "thanks", "thank you"]
}
