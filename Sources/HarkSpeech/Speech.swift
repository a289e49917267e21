/// HarkSpeech owns the speech engines: PocketSphinx for recognition and
/// eSpeak NG for synthesis and pronunciations. It knows audio frames, not
/// intents, skills or devices.
public enum Speech {}
